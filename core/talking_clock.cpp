#include "talking_clock.h"

#include "clock_phrases.h"
#include "table_phrases.h"

namespace twinboard {

TalkingClock::TalkingClock(TimeControl control, Language language, std::vector<Millis> warnings)
    : clock_(std::move(control)), language_(language), warnings_(std::move(warnings)) {}

std::string TalkingClock::colour(Color c) const { return std::string(table_phrases(language_).colour[int(c)]); }

std::vector<ClockNews> TalkingClock::press(Key key, Millis now) {
  std::vector<ClockNews> out = tick(now);
  const ClockPhrases& p = clock_phrases(language_);
  auto refuse = [&](std::string text) { out.push_back({ClockNews::Kind::Refused, std::move(text), Priority::Alert}); };

  if (key == Key::Time) {
    out.push_back({ClockNews::Kind::Said,
                   time_and_moves_words(clock_, now, clock_.moves_completed(Color::White),
                                        clock_.moves_completed(Color::Black), language_),
                   Priority::Clock});
    return out;
  }
  if (flagged_) {
    refuse(fill_in(p.flag_fallen, {{"colour", colour(*flagged_)}}));
    return out;
  }
  if (key == Key::Pause) {
    if (!started_) {
      refuse(std::string(p.not_started));
    } else if (paused_) {
      paused_ = false;
      clock_.start(*paused_side_, now);
      out.push_back({ClockNews::Kind::Said, std::string(p.resumed), Priority::Info});
    } else {
      paused_ = true;
      paused_side_ = clock_.running();
      clock_.stop(now);
      out.push_back({ClockNews::Kind::Said, std::string(p.paused), Priority::Info});
    }
    return out;
  }
  if (!started_) {
    // Any press starts White's clock: the game begins.
    started_ = true;
    clock_.start(Color::White, now);
    warnings_.start(clock_, now);
    out.push_back({ClockNews::Kind::Switched, fill_in(p.started, {{"colour", colour(Color::White)}}), Priority::Info});
    return out;
  }
  if (paused_) {
    refuse(std::string(p.refused_paused));
    return out;
  }
  const Color running = *clock_.running();
  if ((key == Key::WhiteButton && running != Color::White) || (key == Key::BlackButton && running != Color::Black)) {
    // A player's own button does nothing while the opponent thinks, as on any chess clock.
    refuse(fill_in(p.other_clock_runs, {{"colour", colour(running)}}));
    return out;
  }
  end_move(running, now, out);
  return out;
}

void TalkingClock::end_move(Color side, Millis now, std::vector<ClockNews>& out) {
  const bool next_period = clock_.complete_move(now);
  out.push_back({ClockNews::Kind::Switched, "", Priority::Info});
  if (next_period && warnings_.enabled())
    out.push_back({ClockNews::Kind::Warning, period_reached_words(clock_, side, language_), Priority::Clock});
  warnings_.rearm(clock_, now);
}

std::vector<ClockNews> TalkingClock::tick(Millis now) {
  std::vector<ClockNews> out;
  if (!started_ || paused_ || flagged_) return out;
  if (auto w = warnings_.due(clock_, now))
    out.push_back({ClockNews::Kind::Warning, warning_words(w->side, w->threshold, language_), Priority::Clock});
  if (auto flag = clock_.flag_time(); flag && *flag <= now) {
    flagged_ = clock_.running();
    clock_.stop(*flag);  // the flag fell at that exact moment, whenever it is noticed
    out.push_back({ClockNews::Kind::FlagFallen,
                   fill_in(clock_phrases(language_).flag_fallen, {{"colour", colour(*flagged_)}}), Priority::Alert});
  }
  return out;
}

void TalkingClock::adopt(Millis white, Millis black, Millis now) {
  if (flagged_) return;
  clock_.set(white, black, now);
  warnings_.rearm(clock_, now);
}

std::optional<Millis> TalkingClock::next_deadline() const {
  if (!started_ || paused_ || flagged_) return std::nullopt;
  std::optional<Millis> next = clock_.flag_time();
  if (auto warning = warnings_.next_due(clock_); warning && (!next || *warning < *next)) next = warning;
  return next;
}

}  // namespace twinboard
