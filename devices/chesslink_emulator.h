#pragma once
// A Millennium ChessLink board on a pseudo-terminal (eboard-protocols.md §4, §7). It scans
// its squares every 41 ms and reports as its E2ROM says: after power-up every scan (the
// default that floods a host that never sets it), or on a change that held for some scans
// (what twinboard sets). It answers S, V, W, R, L, X and T; a command with bad parity is
// ignored, as the board does. Script extras: `turn` (the board stands turned half round:
// it reads h1 where a8 should be).
#include <array>
#include <atomic>
#include <mutex>
#include <vector>

#include "devices/board_emulator.h"
#include "devices/chesslink_codec.h"

namespace twinboard::devices {

class ChessLinkEmulator final : public BoardEmulator {
 public:
  ChessLinkEmulator(const std::string& link_path, const std::array<Piece, 64>& start);
  static constexpr int scan_ms = 41;  // E2ROM 01 at its default, 20 x 2.048 ms

  // The chess squares whose four corner LEDs are all lit, as the host last set them.
  std::vector<Square> lit_squares() const override;
  int status_reports_sent() const { return reports_sent_; }

 protected:
  std::string act(const std::vector<std::string>& words) override;
  void host_bytes(std::span<const uint8_t> bytes, int64_t now) override;
  void tick(int64_t now) override;
  void plugged_in(int64_t now) override;

 private:
  void command(const std::string& text, int64_t now);
  std::array<Piece, 64> read() const;  // the squares in the board's own reading order
  void report(const std::array<Piece, 64>& read);

  chesslink::CommandDecoder commands_;
  std::array<Piece, 64> physical_{};  // in chess squares
  std::atomic<bool> turned_{false};   // read by lit_squares() from the test's thread
  std::array<uint8_t, 256> e2rom_{};
  std::array<Piece, 64> last_scan_{}, last_reported_{};
  int stable_scans_ = 0;
  int64_t next_scan_ = 0, next_interval_report_ = 0, scanning_from_ = 0;
  std::atomic<int> reports_sent_{0};
  mutable std::mutex leds_mutex_;
  chesslink::LedCodes leds_{};
};

}  // namespace twinboard::devices
