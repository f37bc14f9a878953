#include "devices/dgt_emulator.h"

#include <algorithm>

namespace twinboard::devices {

DgtEmulator::DgtEmulator(const std::string& link_path, const std::array<Piece, 64>& start)
    : BoardEmulator(link_path), physical_(start), reported_(start) {
  clock_.connected = false;
}

void DgtEmulator::plugged_in(int64_t now) {
  mode_ = Mode::Bus;  // a board powers up in bus mode
  commands_ = {};
  reported_ = physical_;
  next_scan_ = now + scan_ms;
  next_clock_ = now + 1000;
}

std::string DgtEmulator::act(const std::vector<std::string>& w) {
  if (auto moved = move_piece(physical_, w)) return *moved;
  // clock LEFT_S RIGHT_S left|right|none: what an attached DGT3000 shows.
  if (w[0] == "clock" && w.size() == 4) {
    const auto left = number(w[1]), right = number(w[2]);
    constexpr int kMaxSeconds = 10 * 3600;  // what a DGT3000 shows: under ten hours
    if (!left || !right || *left >= kMaxSeconds || *right >= kMaxSeconds)
      return "clock LEFT RIGHT left|right|none: both times in whole seconds under 36000";
    clock_.connected = true;
    clock_since_ = clock_now_;
    clock_.left_ms = int64_t(*left) * 1000;
    clock_.right_ms = int64_t(*right) * 1000;
    clock_.running = w[3] == "left"    ? ClockReading::Running::Left
                     : w[3] == "right" ? ClockReading::Running::Right
                                       : ClockReading::Running::None;
    clock_changed_ = true;
    return "";
  }
  if (w[0] == "lever" && w.size() == 1) {
    // As a DGT3000 in a game mode: the lever stops the side that pressed and starts the other.
    const int64_t now = clock_now_;
    clock_ = shown(now);
    clock_since_ = now;
    clock_.lever_right_high = !clock_.lever_right_high;
    lever_unsent_ = true;
    if (clock_.running != ClockReading::Running::None)
      clock_.running = clock_.lever_right_high ? ClockReading::Running::Right : ClockReading::Running::Left;
    clock_changed_ = true;
    return "";
  }
  // clock-deaf N: the next N clock commands get no ack (a clock that missed them).
  if (w[0] == "clock-deaf" && w.size() == 2) {
    const auto n = number(w[1]);
    if (!n) return "clock-deaf N: a whole number of commands";
    deaf_commands_ = *n;
    return "";
  }
  return "unknown action for a DGT board";
}

void DgtEmulator::host_bytes(std::span<const uint8_t> bytes, int64_t now) {
  clock_now_ = now;
  commands_.feed(bytes);
  while (auto c = commands_.next()) command(*c);
}

// What the clock shows at `now`: the running side counts down from when it was last set.
ClockReading DgtEmulator::shown(int64_t now) const {
  ClockReading r = clock_;
  const int64_t elapsed = std::max<int64_t>(0, now - clock_since_);
  // A counting-down display shows a second until it has wholly passed.
  auto count_down = [&](int64_t& ms) { ms = (std::max<int64_t>(0, ms - elapsed) + 999) / 1000 * 1000; };
  if (r.running == ClockReading::Running::Left) count_down(r.left_ms);
  if (r.running == ClockReading::Running::Right) count_down(r.right_ms);
  return r;
}

void DgtEmulator::clock_command(const std::vector<uint8_t>& c) {
  ++clock_commands_;
  if (deaf_commands_ > 0) {
    --deaf_commands_;
    return;
  }
  // Acknowledged only in the update modes with a clock attached (§1.5.3).
  if (!clock_.connected || (mode_ != Mode::Update && mode_ != Mode::UpdateNice) || c.size() < 4) return;
  // Set and run: 2b 0a 03 0a lh lm ls rh rm rs ctl 00, times in binary.
  if (c[3] == 0x0a && c.size() >= 11) {
    clock_.left_ms = ((c[4] & 0x0f) * 3600 + c[5] * 60 + c[6]) * 1000LL;
    clock_.right_ms = ((c[7] & 0x0f) * 3600 + c[8] * 60 + c[9]) * 1000LL;
    const uint8_t control = c[10];
    clock_.running = control & 0x04   ? ClockReading::Running::None
                     : control & 0x01 ? ClockReading::Running::Left
                     : control & 0x02 ? ClockReading::Running::Right
                                      : ClockReading::Running::None;
    clock_since_ = clock_now_;
    clock_changed_ = true;
    std::lock_guard lock(clock_set_mutex_);
    clock_set_ = clock_;
  }
  send(dgt::encode_clock_ack({0x10, c[3], 0, 0}), Sent::Other);
}

void DgtEmulator::command(const std::vector<uint8_t>& c) {
  if (c[0] & 0x80) {  // a bus command puts the board back in bus mode
    mode_ = Mode::Bus;
    return;
  }
  if (mode_ == Mode::Bus) mode_ = Mode::Idle;  // the first single-board command switches
  switch (c[0]) {
    case dgt::kReset: mode_ = Mode::Idle; break;
    case dgt::kSendUpdate: mode_ = Mode::Update; break;
    case dgt::kSendUpdateBoard: mode_ = Mode::UpdateBoard; break;
    case dgt::kUpdateNice: mode_ = Mode::UpdateNice; break;
    case dgt::kSendBoard:
      ++dumps_sent_;
      send(dgt::encode_board_dump(physical_), Sent::Other);
      break;
    case dgt::kSendClock: send(dgt::encode_clock_times(shown(clock_now_)), Sent::Other); break;
    case dgt::kVersion: send(dgt::encode_version(1, 3), Sent::Other); break;
    case dgt::kSerialNumber: send(dgt::encode_serial_number("54321"), Sent::Other); break;
    case dgt::kLongSerialNumber: send(dgt::encode_long_serial_number("2615054321"), Sent::Other); break;
    case dgt::kTrademark: send(dgt::encode_trademark("twinboard DGT emulator"), Sent::Other); break;
    case dgt::kClockMessage: clock_command(c); break;
    default: break;  // unknown commands are ignored, as the board does
  }
}

void DgtEmulator::tick(int64_t now) {
  clock_now_ = now;
  if (now >= next_scan_) {
    next_scan_ = now + scan_ms;
    for (int field = 0; field < 64; ++field) {
      const Square s = dgt::square_of_field(field);
      Piece& seen = reported_[size_t(index(s))];
      if (seen == physical_[size_t(index(s))]) continue;
      seen = physical_[size_t(index(s))];
      if (updating()) send(dgt::encode_field_update(s, seen));
    }
  }
  // UPDATE sends the clock every second; UPDATE_NICE when it changed (every second while
  // it runs).
  if (clock_.running != ClockReading::Running::None && now >= next_clock_) clock_changed_ = true;
  const bool due = mode_ == Mode::Update ? now >= next_clock_ : (mode_ == Mode::UpdateNice && clock_changed_);
  if (clock_.connected && due) {
    send(dgt::encode_clock_times(shown(now)), lever_unsent_ ? Sent::Action : Sent::Other);
    clock_changed_ = lever_unsent_ = false;
    next_clock_ = now + 1000;
  }
}

}  // namespace twinboard::devices
