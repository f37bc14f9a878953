#pragma once
// The tactile peg board on a link (docs/tactile-protocol.md): pegs out and in, buttons,
// occupancy snapshots as heartbeat. A lost or damaged line is noticed by its sequence
// number or checksum, and answered by asking for a snapshot, which settles the truth; from a
// board of protocol version 2 the snapshot also lists the lifts not yet acknowledged, so a
// touch whose UP line was lost is reported all the same (issue 51, item 2).
//
// Opening a real Arduino's port resets it, and its bootloader stays while bytes arrive: the
// driver says nothing until the board has said something (the firmware greets with its ID
// once it runs), and the link does not count the boot as silence (issue 51, item 1).
#include <array>
#include <optional>
#include <string>
#include <utility>

#include "devices/board_link.h"
#include "devices/tactile_codec.h"

namespace twinboard::devices {

namespace tactile {
// How long the driver waits, after opening the port, for the board's own first line before
// it asks anyway: a stock Mega's bootloader waits a second after the reset, then the
// firmware greets within milliseconds.
constexpr int greeting_wait_ms = 4000;
// A heartbeat is late (and a snapshot is asked for) this long after the last line: the
// heartbeat's second and a margin for a busy board or host (issue 51, item 8).
constexpr int late_ms = 1500;
// After the first line, how long `connected` waits for the board's identity.
constexpr int identity_wait_ms = 2000;
}  // namespace tactile

class TactileProtocol final : public BoardProtocol, public BoardSignals {
 public:
  SerialSettings settings() const override { return {tactile::baud_rate, true}; }
  void start(const Send& send, int64_t now) override;
  void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) override;
  void tick(int64_t now, const Send& send) override;
  bool answered() const override { return answered_; }
  bool booting(int64_t now) const override { return !heard_ && now - opened_ < tactile::greeting_wait_ms; }
  BoardSignals* signals() override { return this; }
  // BUZZ and VIBE, sent at the next tick once the board has answered (never into a
  // bootloader); while it has not, the newest signal waits.
  void signal(int buzz_ms, int vibe_ms) override;

 private:
  void request(const tactile::HostMessage& m, const Send& send);
  void resync(const Send& send, int64_t now);
  void first_line(const tactile::BoardMessage* m, const Send& send, int64_t now);
  void connect(int64_t now, const EventSink& emit);
  void handle(const tactile::BoardMessage& m, uint8_t seq, int64_t now, const Send& send, const EventSink& emit);
  void snapshot(const tactile::Occupancy& snap, uint8_t seq, int64_t now, const Send& send, const EventSink& emit);

  tactile::LineReader reader_;
  uint8_t host_seq_ = 0;
  std::optional<uint8_t> last_board_seq_;
  int64_t opened_ = 0;
  bool heard_ = false;  // a line has come since the port was opened
  int64_t first_heard_ = 0;
  bool answered_ = false;  // `connected` was emitted
  std::optional<std::string> identity_;
  int version_ = 1;
  std::optional<tactile::Occupancy> held_;  // a snapshot that came before the identity
  uint8_t held_seq_ = 0;
  bool snapshot_wanted_ = true;  // the next snapshot is reported even if nothing changed
  int64_t last_request_ = 0, last_identity_request_ = 0, last_line_ = 0;
  Bitboard occupied_ = 0;  // as the events so far say
  // Version 2: by the board's sequence number, the square of each UP passed on as a lift
  // (-1: none), so that a lift a snapshot lists is passed on once, lost line or not.
  std::array<int8_t, 256> passed_on_{};
  std::optional<std::pair<int, int>> signal_;  // buzz and vibration ms waiting to be sent
};

}  // namespace twinboard::devices
