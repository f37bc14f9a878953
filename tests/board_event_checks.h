// Checks on a driver's events for the device tests: a board move as short strings, counts
// of one kind, the last snapshot's placement.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/notation.h"
#include "devices/board_event.h"

namespace twinboard::test::checks {

// The events of a board move as short strings: "lift e2", "place e4 P".
inline std::vector<std::string> moves_of(const std::vector<devices::BoardEvent>& events) {
  std::vector<std::string> out;
  for (const auto& e : events) {
    if (const auto* lift = e.as<devices::sensed::Lift>()) out.push_back("lift " + square_name(lift->square));
    if (const auto* place = e.as<devices::sensed::Place>())
      out.push_back("place " + square_name(place->square) +
                    (place->piece ? std::string(" ") + fen_letter(*place->piece) : ""));
  }
  return out;
}

template <class Kind>
inline size_t count(const std::vector<devices::BoardEvent>& events) {
  return size_t(
      std::count_if(events.begin(), events.end(), [&](const devices::BoardEvent& e) { return e.is<Kind>(); }));
}

inline std::string last_snapshot(const std::vector<devices::BoardEvent>& events) {
  for (auto it = events.rbegin(); it != events.rend(); ++it)
    if (const auto* s = it->as<devices::sensed::Snapshot>())
      return s->pieces ? placement_of(*s->pieces) : devices::placement_of_occupancy(s->occupied);
  return "";
}

template <class Kind>
auto has(size_t n = 1) {
  return [=](const std::vector<devices::BoardEvent>& events) { return count<Kind>(events) >= n; };
}

}  // namespace twinboard::test::checks
