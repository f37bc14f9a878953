#include "table.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <utility>

#include "exhaustive.h"

namespace twinboard {
namespace {

// A player writes his moves in his own language's letters (FIDE Laws, Appendix C).
const PieceLetters& letters_of_player(const TableSetup& setup, Color c) {
  return piece_letters_of(setup.vocabulary_of(listener_of(c)).language);
}

}  // namespace

std::vector<std::string> setup_faults(const TableSetup& setup) {
  std::vector<std::string> faults;
  for (Listener l : kListeners)
    if (!setup.vocabulary[int(l)]) faults.push_back("no vocabulary for the " + std::string(name(l)) + " listener");
  if (setup.reminder_after <= 0) faults.push_back("the reminder time must be above zero");
  if (setup.settle < 0) faults.push_back("the settle time must not be negative");
  if (setup.release <= 0) faults.push_back("the release time must be above zero");
  if (setup.vi_rest < 0) faults.push_back("the VI player's rest time must not be negative");
  if (setup.illegal_move_penalty < 0) faults.push_back("the illegal-move penalty must not be negative");
  for (Color c : kColors) {
    const std::vector<Millis>& w = setup.seats[c].warnings;
    if (std::any_of(w.begin(), w.end(), [](Millis t) { return t <= 0; }))
      faults.push_back("the " + std::string(name(c)) + " player's clock warnings must be above zero");
    if (!std::is_sorted(w.begin(), w.end(), std::greater<>()))
      faults.push_back("the " + std::string(name(c)) + " player's clock warnings must come highest first");
  }
  return faults;
}

Result<Table, std::string> Table::create(const TableSetup& setup, Millis started) {
  auto start = Position::from_fen(setup.start_fen);
  std::vector<std::string> faults;
  if (!start)
    for (const std::string& fault : start.error()) faults.push_back("bad start position: " + fault);
  for (std::string& fault : setup_faults(setup)) faults.push_back(std::move(fault));
  if (!faults.empty()) {
    std::string all;
    for (const std::string& fault : faults) all += (all.empty() ? "" : "; ") + fault;
    return Failure{all};
  }
  return Table(setup, Game(*start), started);
}

Table::Table(const TableSetup& setup, Game game, Millis started)
    : setup_(setup),
      game_(std::move(game)),
      clock_(setup.time_control),
      boards_{{BoardWatch(BoardView(setup.seats[Color::White].board, game_.current().board()),
                          ClockWarnings(setup.seats[Color::White].warnings)),
               BoardWatch(BoardView(setup.seats[Color::Black].board, game_.current().board()),
                          ClockWarnings(setup.seats[Color::Black].warnings))}},
      sheets_{{Scoresheet(game_.start(), letters_of_player(setup, Color::White)),
               Scoresheet(game_.start(), letters_of_player(setup, Color::Black))}} {
  for (std::size_t ply = 0; ply < game_.plies(); ++ply) {  // a game handed over with its moves
    const Position& before = game_.position_before(ply);
    move_parts_.push_back(san_parts(before, *legal(before, game_.moves()[ply])));
    sans_.push_back(san(move_parts_.back()));
  }
  round_waits_ = setup.wait_for_start;
  if (round_waits_) paused_ = to_move();  // waits as a pause does: nothing runs, nothing is made
  if (clock_.in_use()) {
    if (!round_waits_) clock_.start(to_move(), started);
    for (BoardWatch& w : boards_) w.warnings.start(clock_, started);
    clock_at_ply_.push_back({clock_.remaining(Color::White, started), clock_.remaining(Color::Black, started)});
  }
  now_ = started;
}

std::vector<Effect> Table::open() const {
  std::vector<Effect> effects;
  if (clock_.in_use()) effects.push_back({now_, clock_shown(clock_, now_)});
  // A question asked before a restart still waits for its answer: ask it again, or the game
  // would wait on words no one knows are wanted (found by the crash campaign).
  if (auto question = open_question(); question && pending_.asked_promotion)
    effects.push_back({now_, Speak{listener_of(to_move()), std::move(*question), Priority::Alert}});
  return effects;
}

std::vector<Effect> Table::handle(const Event& event) {
  out_.clear();
  const auto due = next_deadline();
  const bool fell_due = due && *due <= std::max(event.at, now_);
  run_due(std::max(event.at, now_));
  now_ = std::max(event.at, now_);  // time never runs backwards, whatever the input says
  std::visit(
      overloaded{[this](const Lift& in) { on_lift(in); }, [this](const Place& in) { on_place(in); },
                 [this](const Snapshot& in) { on_snapshot(in); }, [this](const Announce& in) { on_announce(in); },
                 [this](const PressClock& in) { on_press(in); }, [this](const Query& in) { on_query(in); },
                 [this](const ArbiterCommand& in) { on_arbiter(in); },
                 [this](const WriteScoresheet& in) { on_scoresheet(in); }, [this](const Reopen&) { on_reopen(); },
                 [this](const Players& in) { on_players(in); }, [](const Tick&) {}},  // what falls due ran above
      event.input);
  // A tick at which nothing fell due and nothing was told changed nothing (issue 50).
  if (!std::holds_alternative<Tick>(event.input) || fell_due || !out_.empty()) ++changes_;
#ifdef TWINBOARD_INVARIANTS
  if (auto broken = broken_invariant()) {
    std::fprintf(stderr, "twinboard: table invariant broken: %s\n", broken->c_str());
    std::abort();
  }
#endif
  return std::exchange(out_, {});
}

std::optional<std::string> Table::broken_invariant() const {
  const std::size_t plies = game_.plies();
  for (Color b : kColors) {
    const BoardWatch& w = watch(b);
    const std::string board = "the " + std::string(name(b)) + " board";
    if (w.shown_ply > plies) return board + " has shown a ply the game has not reached";
    if (!w.view.sensed() && (w.reminder_due || w.transit_since || w.alerted))
      return board + " has no sensors, yet a reminder, a piece in transit or an alert is kept for it";
  }
  const Position& now = game_.current();
  if (pending_.made && !legal(now, *pending_.made)) return std::string("the move made is not legal here");
  if (pending_.announced && !legal(now, *pending_.announced))
    return std::string("the move announced is not legal here");
  for (LegalMove m : pending_.on_board)
    if (!legal(now, m)) return std::string("a move the board shows done is not legal here");
  if (result_ && (pending_.made || pending_.announced))
    return std::string("a move comes together after the game ended");
  if (paused_ && clock_.running()) return std::string("the clocks are paused, yet one runs");
  if (round_waits_ && !paused_) return std::string("the round waits, yet the clocks are not paused");
  if (result_ && clock_.running()) return std::string("the game is over, yet a clock runs");
  if (!awaiting_press_.empty()) {
    if (result_ || !clock_.in_use()) return std::string("a move waits for a press that cannot come");
    if (!paused_ && clock_.running() != awaiting_press_.front().mover)
      return std::string("a made move waits for its press, yet its mover's clock does not run");
    if (awaiting_press_.back().ply > plies) return std::string("a move waits for its press that was not made");
  }
  if (clock_.in_use() && (clock_at_ply_.empty() || clock_at_ply_.size() > plies + 1))
    return "the clock readings (" + std::to_string(clock_at_ply_.size()) + ") do not fit " + std::to_string(plies) +
           " plies";
  return std::nullopt;
}

std::optional<Millis> Table::next_deadline() const {
  std::optional<Millis> next;
  auto consider = [&next](Millis t) {
    if (!next || t < *next) next = t;
  };
  if (result_) return next;
  if (auto flag = clock_.flag_time(); flag && !move_outruns_flag(*flag)) consider(*flag);
  for (const BoardWatch& w : boards_) {
    if (auto due = w.warnings.next_due(clock_)) consider(*due);
    if (w.reminder_due) consider(*w.reminder_due);
    if (w.transit_since) consider(*w.transit_since + setup_.settle);
  }
  if (auto settle = settle_due()) consider(*settle);
  return next;
}

// Everything that falls due by `now`, in time order, each stamped with its own moment.
void Table::run_due(Millis now) {
  for (int guard = 0; guard < 64; ++guard) {
    auto due = next_deadline();
    if (!due || *due > now) return;
    now_ = std::max(now_, *due);
    say_warnings(*due);
    if (auto flag = clock_.flag_time(); flag && *flag <= *due && !move_outruns_flag(*flag)) {
      flag_fall(*flag);
      continue;
    }
    for (Color b : kColors) {
      const auto r = watch(b).reminder_due;
      if (r && *r <= *due) remind(b, *due);
    }
    for (Color b : kColors) {
      const auto since = watch(b).transit_since;
      if (!since || *since + setup_.settle > *due) continue;
      follow_board(b, true);  // the piece has rested on the path: no longer on its way
      watch(b).transit_since.reset();
    }
    if (settle_due() && *settle_due() <= *due) {
      pending_.settle_checked = true;
      try_to_complete(Trigger::Settled);
    }
  }
}

// The move is still not on board `b`: say it again, with the steps, a few times; then the
// arbiter is told (a game must not wait on a board no one corrects).
void Table::remind(Color b, Millis due) {
  constexpr int kReminders = 3;
  BoardWatch& w = watch(b);
  if (reconciling_) {  // nobody is told to move a piece while the arbiter decides
    w.reminder_due = due + setup_.reminder_after;
    return;
  }
  const std::vector<CorrectionStep> steps = steps_to_official(b);
  if (steps.empty()) {  // nothing left to carry out: nothing to remind of
    w.reminder_due.reset();
    w.reminders_said = 0;
    return;
  }
  const Listener l = listener_of(b);
  if (w.reminders_said < kReminders) {
    ++w.reminders_said;
    tell(l, {.kind = Notice::Kind::PleaseExecute, .steps = steps}, Priority::Move);
    w.reminder_due = due + setup_.reminder_after;
    return;
  }
  tell(Listener::Arbiter, {.kind = Notice::Kind::BoardStillBehind, .colour = b, .steps = steps, .number = kReminders},
       Priority::Alert);
  w.reminder_due.reset();
}

// Articles 5.1a, 5.2a, 6.9: a move that ends the game (mate, stalemate, a position where no
// mate is possible) ends it when made, whatever the flag does after. A sighted piece put on
// its square before the flag fell is released there if it stays at rest: the flag waits
// for that moment, and the game ends as of when the piece was put down.
// With the assistant, the VI player's move put on his board before his flag fell counts from
// then, whatever it is: the wait for his board to rest is twinboard's, never his (Articles
// 6.2.6, 4.9).
bool Table::move_outruns_flag(Millis flag) const {
  if (pending_.on_board.size() != 1 || clock_.running() != to_move() || pending_.made) return false;
  const LegalMove move = pending_.on_board.front();
  const auto rest = rest_needed(to_move(), move);
  if (!rest || pending_.board_since > flag || pending_.board_since + *rest < flag) return false;
  if (is_vi(to_move())) return setup_.assistant && !pending_.announced;
  Game after_move = game_;
  after_move.play(move);
  return after_move.end() != GameEnd::None;
}

// A move read from the board alone is taken (or, with a clock, made: Article 4.7) once the
// board has rested: a slid piece passes other squares first.
std::optional<Millis> Table::settle_due() const {
  if (result_ || pending_.made || pending_.on_board.size() != 1 || pending_.settle_checked) return std::nullopt;
  const auto rest = rest_needed(to_move(), pending_.on_board.front());
  if (!rest) return std::nullopt;
  return pending_.board_since + *rest;
}

// ---- Output helpers ---------------------------------------------------------------------

void Table::tell(Listener l, Notice notice, Priority priority) { emit(Speak{l, std::move(notice), priority}); }

// After a move or an arbiter's change: show the clock, tell a player with warnings that
// he has entered the next period, and re-arm warnings for time that came back.
void Table::clock_changed(std::optional<Color> entered_next_period) {
  emit_clock();
  if (const auto side = entered_next_period; side && watch(*side).warnings.enabled()) {
    const Millis added = clock_.current_period(*side) ? clock_.current_period(*side)->time : 0;
    tell(listener_of(*side), {.kind = Notice::Kind::PeriodReached, .colour = *side, .amount = added}, Priority::Clock);
  }
  for (BoardWatch& w : boards_) w.warnings.rearm(clock_, now_);
}

// F2.4: each player with warnings hears his own time reach a threshold he chose.
void Table::say_warnings(Millis now) {
  for (Color b : kColors) {
    const auto w = watch(b).warnings.due(clock_, now);
    if (!w || w->side != b) continue;
    tell(listener_of(b), {.kind = Notice::Kind::ClockWarning, .colour = w->side, .amount = w->threshold},
         Priority::Clock);
  }
}

void Table::emit_clock() { emit(clock_shown(clock_, now_)); }

// What must be done to board `b` to make it show `target`.
std::vector<CorrectionStep> Table::steps_to(Color b, const std::array<Piece, 64>& target) const {
  return corrections(view(b), target);
}

void Table::refuse(Refusal why, std::optional<Listener> to, Priority priority) {
  emit(Refused{why});
  if (to) tell(*to, {.kind = Notice::Kind::Refused, .refusal = std::move(why)}, priority);
}

}  // namespace twinboard
