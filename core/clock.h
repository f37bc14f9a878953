// The chess clock as a value: time is computed from the timestamps of events, never by
// counting ticks, so it cannot drift over any length of game (F2.4, Article 6).
#pragma once

#include <optional>
#include <vector>

#include "time_control.h"
#include "types.h"

namespace twinboard {

class Clock {
 public:
  explicit Clock(TimeControl control = {});

  bool in_use() const { return !control_.empty(); }
  const TimeControl& control() const { return control_; }
  std::optional<Color> running() const { return running_; }
  // When the side that runs started (meaningless when none runs).
  Millis running_since() const { return started_at_; }

  // Starts `side`'s time at `now` (the first move of the game, or after a pause).
  void start(Color side, Millis now);
  // Stops whichever side runs, charging its time up to `now`.
  void stop(Millis now);
  // The side that runs has completed a move: charge its time, add increment or Bronstein
  // delay, enter the next period if its move count is reached, start the other side.
  // True when the move entered the next period (its time has been added).
  bool complete_move(Millis now) { return complete_move(now, now); }
  // The same, the mover's time stopped at `stopped` and the other's started at `started`
  // (later: the moments between are charged to nobody).
  bool complete_move(Millis stopped, Millis started);

  Millis remaining(Color side, Millis now) const;
  // The time `side`'s clock has run in the game so far (F2.9d, D.2.10.4: "the time used"):
  // what he thought, before increments and delays; the arbiter's changes leave it alone.
  Millis used(Color side, Millis now) const;
  // When the running side's flag falls if nothing happens; nothing if none runs.
  std::optional<Millis> flag_time() const;
  int moves_completed(Color side) const { return moves_[index(side)]; }
  // The period `side` plays in now (0 = the first), and its terms.
  std::size_t period(Color side) const { return period_[index(side)]; }
  const TimePeriod* current_period(Color side) const { return period_of(side); }

  // Arbiter: add (or with a negative amount remove) time; set both times.
  void add(Color side, Millis amount) { base_[index(side)] += amount; }
  void set(Millis white, Millis black, Millis now);
  // F2.8: back to when White and Black had completed so many moves, with these times;
  // `to_move`'s time runs from `now`.
  void take_back(int white_moves, int black_moves, Millis white, Millis black, Color to_move, Millis now);

  // What each side had left after each of its completed moves (PGN [%clk], F2.8).
  const std::vector<Millis>& history(Color side) const { return history_[index(side)]; }

 private:
  const TimePeriod* period_of(Color side) const;
  Millis charged(Millis elapsed, Color side) const;

  TimeControl control_;
  Millis base_[2] = {0, 0};  // time left when the side's clock last stopped
  Millis started_at_ = 0;    // when the running side's clock started
  std::optional<Color> running_;
  int moves_[2] = {0, 0};
  std::size_t period_[2] = {0, 0};
  int moves_in_period_[2] = {0, 0};
  std::vector<Millis> history_[2];
  Millis used_[2] = {0, 0};
  std::vector<Millis> used_history_[2];  // used_ after each completed move (take-backs)
};

}  // namespace twinboard
