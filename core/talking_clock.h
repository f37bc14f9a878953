// The standalone talking clock (F2.4): a chess clock a blind player can run alone. It knows
// nothing of the moves on the board, only the presses; like the table it is a pure state
// machine with time only from its inputs, so it is tested in virtual time and cannot drift.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "clock.h"
#include "clock_warnings.h"
#include "table_events.h"
#include "vocabulary.h"

namespace twinboard {

struct ClockNews {
  enum class Kind { Said, Switched, Refused, Warning, FlagFallen };
  Kind kind;
  std::string text;  // what to say; empty for a plain switch (an earcon is enough)
  Priority priority = Priority::Info;
};

class TalkingClock {
 public:
  enum class Key {
    Switch,       // space: the side whose clock runs has moved
    WhiteButton,  // White's own button (a Shift key, a clock lever, a board button)
    BlackButton,
    Time,   // tell both times and the moves played
    Pause,  // pause, or run again
  };

  TalkingClock(TimeControl control, Language language, std::vector<Millis> warnings);

  std::vector<ClockNews> press(Key key, Millis now);
  // Time passes: warnings and the flag fall due by `now`.
  std::vector<ClockNews> tick(Millis now);
  // Another clock is the time source (a DGT3000 read through the board): take its times.
  void adopt(Millis white, Millis black, Millis now);
  // When tick must next be called; nothing while nothing can happen.
  std::optional<Millis> next_deadline() const;

  const Clock& clock() const { return clock_; }
  bool started() const { return started_; }
  bool paused() const { return paused_; }
  std::optional<Color> flagged() const { return flagged_; }
  int moves_completed() const { return clock_.moves_completed(Color::Black); }

 private:
  void end_move(Color side, Millis now, std::vector<ClockNews>& out);
  std::string colour(Color c) const;

  Clock clock_;
  Language language_;
  ClockWarnings warnings_;
  bool started_ = false;
  bool paused_ = false;
  std::optional<Color> paused_side_;
  std::optional<Color> flagged_;
};

}  // namespace twinboard
