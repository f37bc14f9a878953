#pragma once
// The tactile peg board on a link (docs/tactile-protocol.md): pegs out and in, buttons,
// occupancy snapshots as heartbeat. A lost or damaged line is noticed by its sequence
// number or checksum, and answered by asking for a snapshot, which settles the truth.
#include <optional>

#include "devices/board_link.h"
#include "devices/tactile_codec.h"

namespace twinboard::devices {

class TactileProtocol final : public BoardProtocol {
 public:
  SerialSettings settings() const override { return {tactile::baud_rate, true}; }
  void start(const Send& send, int64_t now) override;
  void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) override;
  void tick(int64_t now, const Send& send) override;
  bool answered() const override { return answered_; }

 private:
  void request(const tactile::HostMessage& m, const Send& send);
  void resync(const Send& send, int64_t now);
  void handle(const tactile::BoardMessage& m, int64_t now, const EventSink& emit);

  tactile::LineReader reader_;
  uint8_t host_seq_ = 0;
  std::optional<uint8_t> last_board_seq_;
  bool answered_ = false;
  bool snapshot_wanted_ = true;  // the next snapshot is reported even if nothing changed
  int64_t last_request_ = 0, last_line_ = 0;
  Bitboard occupied_ = 0;  // as the events so far say
};

}  // namespace twinboard::devices
