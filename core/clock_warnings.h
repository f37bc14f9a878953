// Spoken time warnings (F2.4): when a side's own time falls to a threshold the player chose
// (by default 10 min, 5 min, 2 min, 1 min, 30 s, 10 s), once per threshold. A threshold the
// time starts below is never said; one the time rises above again (a new period, time given
// by the arbiter) is said again, but an increment or delay alone does not re-arm it, or a
// player living on the increment would hear the same warning after every move.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "clock.h"
#include "result.h"

namespace twinboard {

struct ClockWarning {
  Color side;
  Millis threshold;
};

std::vector<Millis> default_warning_thresholds();
// "10m,5m,2m,1m,30s,10s" (also "90s", "1h", plain numbers as seconds), or "off" for none.
Result<std::vector<Millis>, std::string> parse_warning_thresholds(std::string_view text);

class ClockWarnings {
 public:
  explicit ClockWarnings(std::vector<Millis> thresholds = {});

  bool enabled() const { return !thresholds_.empty(); }
  // The clock as the game begins: thresholds at or above each side's time are skipped.
  void start(const Clock& clock, Millis now);
  // When the next warning falls due for the side whose clock runs; nothing if none.
  std::optional<Millis> next_due(const Clock& clock) const;
  // The warning due by `now`, if any. Where several thresholds were passed at once, only
  // the lowest is said: the others are old news.
  std::optional<ClockWarning> due(const Clock& clock, Millis now);
  // After time was added (a move's increment, a new period, the arbiter): re-arm the
  // thresholds the time has clearly risen above again.
  void rearm(const Clock& clock, Millis now);

 private:
  std::size_t first_armed(Millis left) const;

  std::vector<Millis> thresholds_;   // highest first
  std::array<std::size_t, 2> next_;  // per side: the first threshold not yet said
  bool started_ = false;
};

}  // namespace twinboard
