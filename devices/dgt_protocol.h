#pragma once
// The DGT e-board on a link: handshake, update mode, board dump, field updates, clock
// readings and buttons, and a liveness poll (the protocol has no heartbeat).
#include <array>
#include <optional>

#include "devices/board_link.h"
#include "devices/dgt_codec.h"

namespace twinboard::devices {

class DgtProtocol final : public BoardProtocol {
 public:
  SerialSettings settings() const override { return {9600, true}; }
  void start(const Send& send, int64_t now) override;
  void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) override;
  void tick(int64_t now, const Send& send) override;
  bool answered() const override { return answered_; }

 private:
  void handle(const dgt::Message& m, int64_t now, const EventSink& emit);
  void send_handshake(const Send& send, int64_t now);

  dgt::Decoder decoder_;
  bool answered_ = false;
  int64_t last_handshake_ = 0, last_poll_ = 0, last_rearm_ = 0;
  std::array<Piece, 64> board_{};  // as the board last reported it
  std::optional<ClockReading> last_clock_;
  std::string identity_;
};

}  // namespace twinboard::devices
