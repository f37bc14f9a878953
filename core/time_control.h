// Time controls (Article 6 of the Laws; Appendices A and B): periods with a move count,
// Fischer increment, Bronstein delay, simple (US) delay.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "result.h"

namespace twinboard {

using Millis = std::int64_t;

struct TimePeriod {
  int moves = 0;         // moves to make in this period; 0 = the rest of the game
  Millis time = 0;       // added at the start of the period
  Millis increment = 0;  // Fischer: added after each move
  Millis delay = 0;      // see `delay_kind`
  enum class Delay { None, Bronstein, Simple } delay_kind = Delay::None;
};

struct TimeControl {
  std::vector<TimePeriod> periods;  // empty: no clock
  bool empty() const { return periods.empty(); }
};

// PGN TimeControl syntax: "300", "300+2", "40/5400+30:1800+30", "40/5400:1800+30";
// a delay as "300d5" (simple, US) or "300b5" (Bronstein); "-" for no clock.
// Also the friendly form "90m/40 + 30m, +30s" (periods separated by "+" or ","; the
// increment or delay of the last period applies to all that name none).
Result<TimeControl, std::string> parse_time_control(std::string_view text);
// A time on a clock: "1:23:45", "23:45" or plain seconds "90"; nothing if not one.
std::optional<Millis> parse_clock_time(std::string_view text);

// PGN form of a control, for the [TimeControl] tag.
std::string pgn_time_control(const TimeControl& control);

}  // namespace twinboard
