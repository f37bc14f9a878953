#include "clock.h"

#include <algorithm>

namespace twinboard {

Clock::Clock(TimeControl control) : control_(std::move(control)) {
  if (!control_.empty()) base_[0] = base_[1] = control_.periods.front().time;
}

const TimePeriod* Clock::period_of(Color side) const {
  if (control_.empty()) return nullptr;
  return &control_.periods[std::min(period_[index(side)], control_.periods.size() - 1)];
}

// Simple (US) delay: the first `delay` of each move costs nothing.
Millis Clock::charged(Millis elapsed, Color side) const {
  const TimePeriod* p = period_of(side);
  if (p && p->delay_kind == TimePeriod::Delay::Simple) return std::max<Millis>(0, elapsed - p->delay);
  return elapsed;
}

void Clock::start(Color side, Millis now) {
  if (running_) stop(now);
  running_ = side;
  started_at_ = now;
}

void Clock::stop(Millis now) {
  if (!running_) return;
  const Millis elapsed = std::max<Millis>(0, now - started_at_);
  base_[index(*running_)] -= charged(elapsed, *running_);
  used_[index(*running_)] += elapsed;  // the time his clock ran, delay or not
  running_.reset();
}

Millis Clock::used(Color side, Millis now) const {
  return used_[index(side)] + (running_ == side ? std::max<Millis>(0, now - started_at_) : 0);
}

bool Clock::complete_move(Millis now, Millis started) {
  if (!running_) return false;
  const Color side = *running_;
  const int s = index(side);
  const Millis elapsed = std::max<Millis>(0, now - started_at_);
  stop(now);
  bool next_period = false;
  if (const TimePeriod* p = period_of(side)) {
    base_[s] += p->increment;
    if (p->delay_kind == TimePeriod::Delay::Bronstein) base_[s] += std::min(elapsed, p->delay);
    ++moves_in_period_[s];
    // The next period's time is added once this period's move count is reached.
    if (p->moves > 0 && moves_in_period_[s] == p->moves && period_[s] + 1 < control_.periods.size()) {
      ++period_[s];
      moves_in_period_[s] = 0;
      base_[s] += control_.periods[period_[s]].time;
      next_period = true;
    }
  }
  ++moves_[s];
  history_[s].push_back(base_[s]);
  used_history_[s].push_back(used_[s]);
  start(~side, std::max(now, started));
  return next_period;
}

Millis Clock::remaining(Color side, Millis now) const {
  Millis left = base_[index(side)];
  if (running_ == side) left -= charged(std::max<Millis>(0, now - started_at_), side);
  return left;
}

std::optional<Millis> Clock::flag_time() const {
  if (!running_ || control_.empty()) return std::nullopt;
  const TimePeriod* p = period_of(*running_);
  Millis grace = p && p->delay_kind == TimePeriod::Delay::Simple ? p->delay : 0;
  return started_at_ + std::max<Millis>(0, base_[index(*running_)]) + grace;
}

void Clock::take_back(int white_moves, int black_moves, Millis white, Millis black, Color to_move, Millis now) {
  stop(now);
  const int moves[2] = {white_moves, black_moves};
  for (int s = 0; s < 2; ++s) {
    moves_[s] = moves[s];
    // A move made but never completed by its press has no reading yet: it gets the time of
    // the take-back, so the readings stay one per completed move.
    history_[s].resize(std::size_t(moves[s]), s == 0 ? white : black);
    used_history_[s].resize(std::size_t(moves[s]), used_[s]);
    used_[s] = used_history_[s].empty() ? 0 : used_history_[s].back();
    // The period each side plays in follows from its move count alone.
    period_[s] = 0;
    moves_in_period_[s] = 0;
    for (int m = 0; m < moves[s] && !control_.empty(); ++m) {
      const TimePeriod& p = control_.periods[period_[s]];
      if (++moves_in_period_[s] == p.moves && p.moves > 0 && period_[s] + 1 < control_.periods.size()) {
        ++period_[s];
        moves_in_period_[s] = 0;
      }
    }
  }
  base_[0] = white;
  base_[1] = black;
  start(to_move, now);
}

void Clock::set(Millis white, Millis black, Millis now) {
  std::optional<Color> was = running_;
  stop(now);
  base_[0] = white;
  base_[1] = black;
  if (was) start(*was, now);
}

}  // namespace twinboard
