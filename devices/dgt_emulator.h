#pragma once
// A DGT e-board on a pseudo-terminal. It scans its squares every 200 ms, in field order
// (a8 to h1), and reports what changed since the last scan, so, as on a real board,
// changes within one scan merge (a capture by replacement shows no empty square) and
// come in scan order, not in the order the hands made them (e4 is reported before e2).
#include <array>
#include <atomic>
#include <mutex>

#include "devices/board_emulator.h"
#include "devices/dgt_codec.h"

namespace twinboard::devices {

class DgtEmulator final : public BoardEmulator {
 public:
  DgtEmulator(const std::string& link_path, const std::array<Piece, 64>& start);
  static constexpr int scan_ms = 200;

 protected:
  std::string act(const std::vector<std::string>& words) override;
  void host_bytes(std::span<const uint8_t> bytes, int64_t now) override;
  void tick(int64_t now) override;
  void plugged_in(int64_t now) override;

 private:
  enum class Mode { Bus, Idle, UpdateBoard, Update, UpdateNice };
  void command(const std::vector<uint8_t>& c);
  void clock_command(const std::vector<uint8_t>& c);
  ClockReading shown(int64_t now) const;
  bool updating() const { return mode_ == Mode::UpdateBoard || mode_ == Mode::Update || mode_ == Mode::UpdateNice; }

  dgt::CommandDecoder commands_;
  Mode mode_ = Mode::Bus;
  std::array<Piece, 64> physical_{};  // what stands on the board now
  std::array<Piece, 64> reported_{};  // what the last scan saw
  int64_t next_scan_ = 0;
  int64_t next_clock_ = 0;
  ClockReading clock_;  // as last set; the running side counts down from clock_since_
  int64_t clock_since_ = 0;
  int64_t clock_now_ = 0;  // the emulator's latest moment
  bool clock_changed_ = false;
  bool lever_unsent_ = false;  // the lever moved; the clock's next reading reports it
  int deaf_commands_ = 0;

 public:
  int clock_commands_received() const { return clock_commands_; }
  int board_dumps_sent() const { return dumps_sent_; }  // answers to "send board"
  // What the DGT3000 was last told to show (set and run): both times and the running side.
  ClockReading clock_set() const {
    std::lock_guard lock(clock_set_mutex_);
    return clock_set_;
  }

 private:
  std::atomic<int> clock_commands_{0};
  std::atomic<int> dumps_sent_{0};
  mutable std::mutex clock_set_mutex_;
  ClockReading clock_set_;
};

}  // namespace twinboard::devices
