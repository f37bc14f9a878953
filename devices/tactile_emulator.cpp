#include "devices/tactile_emulator.h"

#include <cstdio>

namespace twinboard::devices {

TactileEmulator::TactileEmulator(const std::string& link_path, Bitboard start)
    : BoardEmulator(link_path), occupied_(start) {}

void TactileEmulator::say(const tactile::BoardMessage& m) {
  const std::string line = tactile::encode_line(seq_++, tactile::body_of(m));
  if (lose_next_) {
    lose_next_ = false;
    return;
  }
  send(std::span(reinterpret_cast<const uint8_t*>(line.data()), line.size()));
}

void TactileEmulator::plugged_in(int64_t now) {
  reader_ = {};
  say(tactile::Identity{"twinboard", "peg-emulator", "0001", 1});
  next_heartbeat_ = now + heartbeat_ms;
}

std::string TactileEmulator::act(const std::vector<std::string>& w) {
  if ((w[0] == "lift" || w[0] == "place") && (w.size() == 2 || w.size() == 3)) {
    const auto square = parse_square(w[1]);
    if (!square) return "not a square";
    const bool occupied = occupied_ & bit(*square);
    if (w[0] == "lift") {
      if (!occupied) return "no peg in that hole";
      occupied_ &= ~bit(*square);
      say(tactile::PegUp{*square});
    } else {
      if (occupied) return "that hole already has a peg";
      occupied_ |= bit(*square);  // a peg board cannot tell which piece: a letter is ignored
      say(tactile::PegDown{*square});
    }
    return "";
  }
  if (w[0] == "button" && w.size() == 2) {
    say(tactile::ButtonPress{w[1]});
    return "";
  }
  if (w[0] == "lose" && w.size() == 1) {
    lose_next_ = true;
    return "";
  }
  return "unknown action for a tactile board";
}

void TactileEmulator::host_bytes(std::span<const uint8_t> bytes, int64_t) {
  reader_.feed(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  while (auto item = reader_.next()) {
    const auto* line = std::get_if<tactile::Line>(&*item);
    if (!line) continue;  // a damaged request is ignored; the host asks again
    const auto request = tactile::parse_host_message(line->body);
    if (!request) continue;
    if (std::holds_alternative<tactile::SnapshotRequest>(*request)) say(tactile::Occupancy{occupied_});
    else if (std::holds_alternative<tactile::IdentityRequest>(*request))
      say(tactile::Identity{"twinboard", "peg-emulator", "0001", 1});
    else std::fprintf(stderr, "emulator: %s\n", tactile::body_of(*request).c_str());  // buzz or vibrate
  }
}

void TactileEmulator::tick(int64_t now) {
  if (now < next_heartbeat_) return;
  next_heartbeat_ = now + heartbeat_ms;
  say(tactile::Occupancy{occupied_});
}

}  // namespace twinboard::devices
