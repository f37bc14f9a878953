#pragma once
// A tactile peg board on a pseudo-terminal, speaking docs/tactile-protocol.md: a line
// the moment a peg leaves or enters a hole, a snapshot every second as heartbeat and on
// request, its identity on request and at power-up. Script extras: `button NAME`, and
// `lose` (the next line is lost on the wire: its sequence number is skipped).
#include "devices/board_emulator.h"
#include "devices/tactile_codec.h"

namespace twinboard::devices {

class TactileEmulator final : public BoardEmulator {
 public:
  TactileEmulator(const std::string& link_path, Bitboard start);
  static constexpr int heartbeat_ms = 1000;

 protected:
  std::string act(const std::vector<std::string>& words) override;
  void host_bytes(std::span<const uint8_t> bytes, int64_t now) override;
  void tick(int64_t now) override;
  void plugged_in(int64_t now) override;

 private:
  void say(const tactile::BoardMessage& m);

  tactile::LineReader reader_;
  Bitboard occupied_;
  uint8_t seq_ = 0;
  bool lose_next_ = false;
  int64_t next_heartbeat_ = 0;
};

}  // namespace twinboard::devices
