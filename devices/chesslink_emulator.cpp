#include "devices/chesslink_emulator.h"

#include "devices/whole_board.h"

namespace twinboard::devices {
namespace {
constexpr int reset_ms = 3000;  // after T the board starts scanning again this much later
}

ChessLinkEmulator::ChessLinkEmulator(const std::string& link_path, const std::array<Piece, 64>& start)
    : BoardEmulator(link_path), physical_(start) {
  // The E2ROM as a board leaves the factory (§4): block parity on, 20 x 2.048 ms scans,
  // a status every scan, full brightness.
  e2rom_[chesslink::kScanTime] = 20;
  e2rom_[chesslink::kAutoReport] = 0;
  e2rom_[chesslink::kReportInterval] = 50;
  e2rom_[chesslink::kBrightness] = 15;
}

void ChessLinkEmulator::plugged_in(int64_t now) {
  commands_ = {};
  last_scan_ = last_reported_ = read();
  stable_scans_ = 0;
  scanning_from_ = next_scan_ = now;
  next_interval_report_ = now;
  std::lock_guard lock(leds_mutex_);
  leds_ = {};  // a board after power-up shows no lights
}

std::array<Piece, 64> ChessLinkEmulator::read() const {
  return in_reading_order(physical_, turned_ ? Facing::Turned : Facing::AsDocumented);
}

std::string ChessLinkEmulator::act(const std::vector<std::string>& w) {
  if (auto moved = move_piece(physical_, w)) return *moved;
  if (w[0] == "turn" && w.size() == 1) {
    turned_ = !turned_.load();
    return "";
  }
  return "unknown action for a ChessLink board";
}

void ChessLinkEmulator::host_bytes(std::span<const uint8_t> bytes, int64_t now) {
  commands_.feed(bytes);
  while (auto c = commands_.next()) command(*c, now);
}

void ChessLinkEmulator::report(const std::array<Piece, 64>& read) {
  send(chesslink::encode_status(read));
  last_reported_ = read;
  ++reports_sent_;
}

void ChessLinkEmulator::command(const std::string& text, int64_t now) {
  if (now < scanning_from_) return;  // restarting after T: deaf
  auto byte_at = [&](std::size_t at) { return uint8_t(std::stoi(text.substr(at, 2), nullptr, 16)); };
  switch (text[0]) {
    case 'S': report(read()); break;
    case 'V': send(chesslink::encode_version(1, 3)); break;
    case 'W': {
      const uint8_t address = byte_at(1), value = byte_at(3);
      e2rom_[address] = value;
      send(chesslink::encode_e2rom_reply('w', address, value));
      break;
    }
    case 'R': send(chesslink::encode_e2rom_reply('r', byte_at(1), e2rom_[byte_at(1)])); break;
    case 'L': {
      std::lock_guard lock(leds_mutex_);
      for (std::size_t i = 0; i < leds_.size(); ++i) leds_[i] = byte_at(3 + 2 * i);
      send(chesslink::frame("l"));
      break;
    }
    case 'X': {
      std::lock_guard lock(leds_mutex_);
      leds_ = {};
      send(chesslink::frame("x"));
      break;
    }
    case 'T': {
      std::lock_guard lock(leds_mutex_);
      leds_ = {};
      scanning_from_ = next_scan_ = now + reset_ms;
      break;
    }
    default: break;
  }
}

void ChessLinkEmulator::tick(int64_t now) {
  if (now < next_scan_) return;
  next_scan_ = now + (std::max(15, int(e2rom_[chesslink::kScanTime])) * 2048 + 500) / 1000;  // 20: 41 ms
  const std::array<Piece, 64> scan = read();
  stable_scans_ = scan == last_scan_ ? stable_scans_ + 1 : 0;
  last_scan_ = scan;
  const int mode = e2rom_[chesslink::kAutoReport];
  if (mode == 0) {
    report(scan);
  } else if (mode == 2) {
    if (now >= next_interval_report_) {
      report(scan);
      next_interval_report_ = now + int64_t(e2rom_[chesslink::kReportInterval]) * 4096 / 1000;
    }
  } else if (mode >= 3 && mode <= 7 && scan != last_reported_ && stable_scans_ >= (mode == 3 ? 0 : mode - 2)) {
    report(scan);
  }
}

std::vector<Square> ChessLinkEmulator::lit_squares() const {
  std::lock_guard lock(leds_mutex_);
  const Facing facing = turned_ ? Facing::Turned : Facing::AsDocumented;
  // Squares with all four corners lit; of those, the ones a person would read as lit: each
  // has a corner of its own. (e3 between a lit e2 and e4 has all its corners lit too, but
  // every one of them belongs to e2 or e4.)
  std::vector<Square> candidates;
  for (int s = 0; s < 64; ++s) {
    bool all = true;
    for (int led : chesslink::corners_of(as_seen(Square(s), facing))) all = all && leds_[size_t(led)] != 0;
    if (all) candidates.push_back(Square(s));
  }
  std::vector<Square> lit;
  for (Square c : candidates) {
    bool own_corner = false;
    for (int led : chesslink::corners_of(as_seen(c, facing))) {
      bool shared = false;
      for (Square other : candidates)
        if (other != c)
          for (int o : chesslink::corners_of(as_seen(other, facing))) shared = shared || o == led;
      own_corner = own_corner || !shared;
    }
    if (own_corner) lit.push_back(c);
  }
  return lit;
}

}  // namespace twinboard::devices
