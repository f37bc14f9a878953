#include "table.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

#include "clock_phrases.h"
#include "exhaustive.h"
#include "reconcile.h"
#include "reconcile_words.h"
#include "san.h"
#include "text_fold.h"

namespace twinboard {
namespace {

// The result written when `winner` wins.
std::string win_for(Color winner) { return winner == Color::White ? "1-0" : "0-1"; }

}  // namespace

namespace {
// A player writes his moves in his own language's letters (FIDE Laws, Appendix C).
const PieceLetters& letters_of_player(const TableSetup& setup, Color c) {
  const Listener l = listener_at(c == setup.vi ? BoardId::Tactile : BoardId::Sighted);
  return piece_letters_of(setup.vocabulary[int(l)]->language);
}
}  // namespace

Result<Table, std::string> Table::create(const TableSetup& setup, Millis started) {
  auto start = Position::from_fen(setup.start_fen);
  if (!start) return Failure{"bad start position: " + start.error().front()};
  return Table(setup, Game(*start), started);
}

Table::Table(const TableSetup& setup, Game game, Millis started)
    : setup_(setup),
      game_(std::move(game)),
      clock_(setup.time_control),
      boards_{BoardWatch(BoardView(setup.tactile, game_.current().board()), ClockWarnings(setup.warnings[0])),
              BoardWatch(BoardView(setup.sighted, game_.current().board()), ClockWarnings(setup.warnings[1]))},
      sheets_{Scoresheet(game_.start(), letters_of_player(setup, Color::White)),
              Scoresheet(game_.start(), letters_of_player(setup, Color::Black))} {
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
  if (clock_.in_use())
    effects.push_back({now_, clock_shown(clock_, now_)});
  // A question asked before a restart still waits for its answer: ask it again, or the game
  // would wait on words no one knows are wanted (found by the crash campaign).
  if (auto question = open_question(); question && pending_.asked_promotion)
    effects.push_back({now_, Speak{listener_of(to_move()), *question, Priority::Alert}});
  return effects;
}

// The mover's board shows more than one move and his words have not said which: the
// question that asks him (a promotion's piece, or which capture a peg picture shows).
std::optional<std::string> Table::open_question() const {
  if (result_ || pending_.made || pending_.announced || pending_.on_board.size() < 2) return std::nullopt;
  const Listener l = listener_of(to_move());
  const TablePhrases& p = phrases_for(l);
  const LegalMove first = pending_.on_board.front();
  const bool one_promotion = std::all_of(pending_.on_board.begin(), pending_.on_board.end(), [&](LegalMove m) {
    return m.move().kind() == Move::Kind::Promotion && m.move().from() == first.move().from() &&
           m.move().to() == first.move().to();
  });
  if (one_promotion) return std::string(p.promotion_which);
  std::string moves;
  for (LegalMove m : pending_.on_board) moves += (moves.empty() ? "" : std::string(p.or_)) + words_of(game_.current(), m, l);
  return fill_in(p.which_move, {moves});
}

std::vector<Effect> Table::handle(const Event& event) {
  out_.clear();
  run_due(std::max(event.at, now_));
  now_ = std::max(event.at, now_);  // time never runs backwards, whatever the input says
  std::visit(overloaded{[this](const Lift& in) { on_lift(in); },
                        [this](const Place& in) { on_place(in); },
                        [this](const Snapshot& in) { on_snapshot(in); },
                        [this](const Announce& in) { on_announce(in); },
                        [this](const PressClock& in) { on_press(in); },
                        [this](const Query& in) { on_query(in); },
                        [this](const ArbiterCommand& in) { on_arbiter(in); },
                        [this](const WriteScoresheet& in) { on_scoresheet(in); },
                        [](const Tick&) {}},  // what falls due ran above
             event.input);
  return std::exchange(out_, {});
}

std::optional<Millis> Table::next_deadline() const {
  std::optional<Millis> next;
  auto consider = [&next](Millis t) {
    if (!next || t < *next) next = t;
  };
  if (result_) return next;
  if (auto flag = clock_.flag_time()) consider(*flag);
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
    if (auto flag = clock_.flag_time(); flag && *flag <= *due) {
      flag_fall(*flag);
      continue;
    }
    for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
      const auto r = watch(b).reminder_due;
      if (r && *r <= *due) remind(b, *due);
    }
    for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
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
void Table::remind(BoardId b, Millis due) {
  constexpr int kReminders = 3;
  BoardWatch& w = watch(b);
  const Listener l = listener_at(b);
  if (w.reminders_said < kReminders) {
    ++w.reminders_said;
    say(l, fill_in(phrases_for(l).please_execute, {steps_to_official(b)}), Priority::Move);
    w.reminder_due = due + setup_.reminder_after;
    return;
  }
  const Listener a = Listener::Arbiter;
  const TablePhrases& p = phrases_for(a);
  say(a, fill_in(p.board_still_behind, {p.colour[int(owner_of(b))], std::to_string(kReminders),
                                        steps_to(b, game_.current().board(), a)}),
      Priority::Alert);
  w.reminder_due.reset();
}

// A move read from the board alone is taken (or, with a clock, made: Article 4.7) once the
// board has rested: a slid piece passes other squares first.
std::optional<Millis> Table::settle_due() const {
  if (result_ || pending_.made || pending_.on_board.size() != 1 || pending_.settle_checked) return std::nullopt;
  return pending_.board_since + setup_.settle;
}

// ---- Board events -----------------------------------------------------------------------

// The board a report comes from, or nothing (and a refusal) if that board has no sensors.
BoardView* Table::sensed_view(BoardId b, std::string_view report) {
  BoardView& view = watch(b).view;
  if (view.sensed()) return &view;
  emit(Refused{"the " + std::string(name(b)) + " board has no sensors; " + std::string(report) + " is ignored"});
  return nullptr;
}

void Table::board_changed(BoardId b, bool placed) {
  follow_board(b, placed);
  try_to_complete(Trigger::BoardOrWords);
}

void Table::on_lift(const Lift& lift) {
  BoardView* sensed = sensed_view(lift.board, "a lift there");
  if (!sensed) return;
  BoardView& view = *sensed;
  const Piece lifted = view.piece_on(lift.square);
  if (!view.lift(lift.square)) {
    emit(Refused{"lift from the empty square " + square_name(lift.square) + " on the " +
                 std::string(name(lift.board)) + " board; ignored"});
    return;
  }
  const std::size_t plies = game_.plies();
  const Color owner = owner_of(lift.board);
  // Taking the opponent's last move over to this board is no touch.
  bool mirroring = false;
  if (plies > 0 && watch(lift.board).shown_ply < plies) {
    const Position& before = game_.position_before(plies - 1);
    mirroring = before.piece_on(lift.square) != game_.current().piece_on(lift.square) ||
                (is_piece(lifted) && color_of(lifted) != owner);
  }
  // F2.2: on the tactile board a lift is a touch. Article 4: on the sighted player's
  // sensor board, a lift by the player to move is a touch.
  if (!mirroring && !result_ && (lift.board == BoardId::Tactile || owner == to_move())) {
    emit(Touched{lift.board, lift.square});
    if (owner == to_move() && !pending_.first_touch && is_piece(lifted) && color_of(lifted) == owner)
      pending_.first_touch = lift.square;
    if (owner == to_move() && is_piece(lifted) && color_of(lifted) != owner &&
        std::find(pending_.touched_opponent.begin(), pending_.touched_opponent.end(), lift.square) ==
            pending_.touched_opponent.end())
      pending_.touched_opponent.push_back(lift.square);  // Article 4.3b
  }
  board_changed(lift.board, false);
}

void Table::on_place(const Place& place) {
  BoardView* view = sensed_view(place.board, "a place there");
  if (!view) return;
  if (view->kind() == BoardKind::Identified && !is_piece(place.piece)) {
    emit(Refused{"the " + std::string(name(place.board)) + " board identifies pieces: a place needs the piece"});
    return;
  }
  view->place(place.square, place.piece);
  board_changed(place.board, true);
}

void Table::on_snapshot(const Snapshot& snapshot) {
  BoardView* view = sensed_view(snapshot.board, "a snapshot");
  if (!view) return;
  view->snapshot(snapshot.pieces);
  board_changed(snapshot.board, true);
}

// Compares a board with the official game: in step, a move on its way, the opponent's
// move still to be made here, or a divergence that is said at once with its correction.
void Table::follow_board(BoardId b, bool placed) {
  BoardWatch& watch = boards_[index(b)];
  if (!watch.view.sensed()) return;
  const bool movers_board = !result_ && owner_of(b) == to_move();
  const BoardReading reading = watch.follow(game_, owner_of(b), movers_board, now_, setup_.settle);
  if (reading.whole) {
    clear_alert(b);
    if (movers_board) pending_.on_board.clear();
    return;
  }
  check_made_move_kept(b);
  if (movers_board && reading.done != pending_.on_board) {
    pending_.on_board = reading.done;
    pending_.board_since = now_;
    pending_.settle_checked = false;
    pending_.mismatch_said.clear();
  }
  if (!reading.done.empty() || reading.on_its_way) {
    // Said to be off, it is in order again only when nothing but the move differs.
    if (reading.in_step) clear_alert(b);
    return;
  }
  if (!placed) return;  // a piece in the hand is no divergence yet
  // A divergence: name the board and the smallest correction, at once. The mover's board
  // goes to the position of the move he made, once he has made one (F2.3).
  const Listener l = listener_at(b);
  const Position& now = game_.current();
  std::string steps = movers_board && pending_.made ? steps_to(b, after(now, *pending_.made), l) : steps_to_official(b);
  if (steps == watch.alerted) return;
  watch.alerted = steps;
  emit(Divergence{b, steps});
  emit(Instruct{b, steps});
  say(l, steps, Priority::Alert);
}

// Article 4.7 (and F2.3 for the VI player): a move once made is not changed. A board that
// shows another move of the same player from the same position goes to the arbiter, once.
void Table::check_made_move_kept(BoardId b) {
  const BoardView& view = watch(b).view;
  const Color owner = owner_of(b);
  const std::size_t plies = game_.plies();
  std::optional<LegalMove> made;
  const Position* from = nullptr;
  std::size_t ply = plies;
  if (!result_ && owner == to_move() && pending_.made) {
    made = pending_.made;
    from = &game_.current();
    ply = plies + 1;
  } else if (plies > 0 && game_.position_before(plies - 1).side_to_move() == owner) {
    from = &game_.position_before(plies - 1);
    made = legal(*from, game_.moves().back());
  }
  if (!made || change_reported_ply_ == ply) return;
  // A peg board shows holes, not pieces: a picture the made move explains is no change,
  // even if another move would leave the same holes (Bxf5 and Bxb5 with both pawns there).
  if (view.shows(after(*from, *made))) return;
  for (LegalMove m : MoveList(*from)) {
    if (m == *made || !view.shows(after(*from, m))) continue;
    change_reported_ply_ = ply;
    const Listener a = Listener::Arbiter;
    const TablePhrases& p = phrases_for(a);
    say(a, fill_in(p.made_move_changed, {p.colour[int(owner)], words_of(*from, *made, a), words_of(*from, m, a)}),
        Priority::Alert);
    return;
  }
}

// A board that was said to be off is in order again: say so, once.
void Table::clear_alert(BoardId b) {
  if (watch(b).alerted) say(listener_at(b), std::string(phrases_for(listener_at(b)).board_in_order));
  watch(b).alerted.reset();
}

// ---- Making the move (F2.3) -------------------------------------------------------------

void Table::try_to_complete(Trigger trigger) {
  if (result_ || paused_) return;
  const Color mover = to_move();
  const BoardId b = board_of(mover);
  const Listener l = listener_at(b);
  const BoardView& view = watch(b).view;
  const bool vi_moves = mover == setup_.vi;
  // F2.3c binds the VI player; a board without sensors only knows a move by its words.
  const bool needs_announcement = vi_moves || !view.sensed();

  std::optional<LegalMove> board_move;
  if (!view.sensed()) board_move = pending_.announced;
  else if (pending_.on_board.size() == 1) board_move = pending_.on_board.front();
  else if (pending_.announced && std::find(pending_.on_board.begin(), pending_.on_board.end(),
                                           *pending_.announced) != pending_.on_board.end())
    board_move = pending_.announced;  // a promotion on a peg board: the words name the piece (F2.1)

  if (pending_.made) {
    // F2.3: made, the move stays; the press (or twinboard, F2.9c) only switches the clock.
    if (trigger == Trigger::Press || switches_clock_itself(mover)) commit(*pending_.made);
    return;
  }
  if (pending_.on_board.size() > 1 && !pending_.announced && !pending_.asked_promotion) {
    // A peg board cannot tell a promotion's piece, nor (in a snapshot, without the square
    // the piece went into) one capture from another: the words must say which (F2.1).
    pending_.asked_promotion = true;
    say(l, *open_question(), Priority::Alert);
  }

  const bool settled = trigger == Trigger::Press || now_ - pending_.board_since >= setup_.settle;
  // F2.9b: as the assistant, twinboard's own announcement counts as (c), once the board rests.
  if (setup_.assistant && needs_announcement && view.sensed() && !pending_.announced && board_move && settled) {
    pending_.announced = board_move;
    pending_.announced_by_twinboard = true;
    pending_.announced_at = now_;
  }

  if (pending_.announced && board_move && !(*pending_.announced == *board_move)) {
    const Position& now = game_.current();
    // A castling with the rook first shows a rook move on the way: not yet a mismatch.
    if (trigger != Trigger::Press && view.on_the_way(now.board(), after(now, *pending_.announced))) return;
    std::string said = fill_in(phrases_for(l).announced_but_board,
                               {words_of(now, *pending_.announced, l), words_of(now, *board_move, l)});
    if (said != pending_.mismatch_said || trigger == Trigger::Press) say(l, said, Priority::Alert);
    pending_.mismatch_said = said;
    return;
  }
  const bool ready = board_move && (pending_.announced || !needs_announcement);
  // F2.3: with (a), (b) and (c) the VI player's move is made; the sighted player's once the
  // piece is released (Article 4.7): on the board, at rest. What the board or the words do
  // next changes nothing. A board without sensors knows the move by its words alone, and
  // words may be corrected until the clock is pressed (F2.6).
  if (ready && view.sensed() && (needs_announcement || settled)) pending_.made = board_move;
  if (trigger == Trigger::Press) {
    if (ready) commit(*board_move);
    else refuse_press(board_move, needs_announcement);
    return;
  }
  if (!ready) return;
  // Without a clock, or with twinboard as the VI player's assistant (F2.9c), the clock
  // switches itself; a move read from the board alone waits until the board has rested.
  const bool words_confirm = pending_.announced && !pending_.announced_by_twinboard;
  if (switches_clock_itself(mover) && (words_confirm || !view.sensed() || settled)) commit(*board_move);
}

// No clock to press, or twinboard presses it: for the VI player's moves only (F2.9c); the
// sighted player presses his own clock.
bool Table::switches_clock_itself(Color mover) const {
  return !clock_.in_use() || (setup_.assistant && mover == setup_.vi);
}

// F2.3: the clock does not switch before the move is made; say what is missing.
void Table::refuse_press(const std::optional<LegalMove>& board_move, bool needs_announcement) {
  const Color mover = to_move();
  const BoardId b = board_of(mover);
  const Listener l = listener_at(b);
  const TablePhrases& say_l = phrases_for(l);
  const Position& now = game_.current();
  const BoardView& view = watch(b).view;
  if (view.sensed() && watch(b).lagging_squares(game_, mover)) {
    // F2.7: a board that was not brought up to date is corrected, never punished.
    say(l, fill_in(say_l.board_behind, {steps_to_official(b)}), Priority::Alert);
    return;
  }
  if (const auto& alerted = watch(b).alerted; view.sensed() && alerted) {
    // Article 7: an impossible arrangement completed by pressing the clock.
    emit(Illegal{b, fill_in(say_l.illegal_on_board, {*alerted})});
    say(l, fill_in(say_l.illegal_on_board, {*alerted}), Priority::Alert);
    propose_penalty(mover);
    return;
  }
  if (!board_move && pending_.announced) {
    // F2.3a: the captured piece must leave the board of the player to move.
    const Move m = *pending_.announced;
    const std::optional<Square> captured = captured_square(now, m);
    if (view.sensed() && captured && (view.occupied() & bit(*captured)) && !(view.occupied() & bit(m.from())) &&
        (m.kind() == Move::Kind::EnPassant || view.piece_on(*captured) != now.piece_on(m.from()))) {
      say(l, fill_in(say_l.press_capture_left, {say_square(*captured, vocabulary_of(l))}), Priority::Alert);
      return;
    }
    say(l, fill_in(say_l.press_not_on_board, {words_of(now, *pending_.announced, l)}), Priority::Alert);
    return;
  }
  if (!board_move) {
    say(l, std::string(say_l.press_no_move), Priority::Alert);
    return;
  }
  if (needs_announcement && !pending_.announced) say(l, std::string(say_l.press_not_announced), Priority::Alert);
}

void Table::commit(LegalMove move) {
  const Position before = game_.current();
  const Color mover = before.side_to_move();
  const BoardId own = board_of(mover), mirror = other(own);
  const Pending made = pending_;
  game_.play(move);
  const std::size_t ply = game_.plies();
  emit(MoveMade{int(ply), san(before, move), uci(move)});
  report_touches(before, move);
  if (clock_.in_use()) {
    // Articles 6.2.6, 4.9: when twinboard presses for the VI player (F2.9c), his time stops
    // when his move was complete; the wait for the board to rest is charged to nobody.
    Millis complete = now_;
    if (switches_clock_itself(mover) && watch(own).view.sensed()) {
      complete = std::min(now_, made.board_since);
      if (made.announced && !made.announced_by_twinboard) complete = std::max(complete, std::min(now_, made.announced_at));
    }
    const bool next_period = clock_.complete_move(complete, now_);
    clock_at_ply_.resize(ply);  // after a take-back, the times of the plies taken back go
    clock_at_ply_.push_back({clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)});
    clock_changed(next_period ? std::optional<Color>(mover) : std::nullopt);
  }
  // F2.9b: the move twinboard announced for the VI player, he hears too.
  if (made.announced_by_twinboard) say(listener_at(own), words_of(before, move, listener_at(own)), Priority::Move);
  // The other board must now show it (F2.1): say it to the player there, with the steps.
  const Listener there = listener_at(mirror);
  say(there, words_of(before, move, there), Priority::Move);
  emit(Instruct{mirror, steps_to_official(mirror)});
  pending_ = Pending{};
  pending_.board_since = now_;
  // The mover's board shows the move (a board without sensors is taken to): what it shows
  // is known for sure from here on. One that lags behind (F2.7), or that shows something
  // else than the move made (F2.3), is told its correction.
  BoardWatch& own_board = watch(own);
  if (!own_board.view.sensed() || own_board.view.shows(game_.current().board())) {
    own_board.shown_ply = ply;
    own_board.view.assume(game_.current().board());
  } else {
    if (!own_board.reminder_due) own_board.reminder_due = now_ + setup_.reminder_after;
    follow_board(own, true);
  }
  BoardWatch& mirror_board = watch(mirror);
  if (mirror_board.view.sensed()) {
    mirror_board.reminder_due = now_ + setup_.reminder_after;
    mirror_board.reminders_said = 0;
    follow_board(mirror, true);
  } else {
    mirror_board.view.assume(game_.current().board());
    mirror_board.shown_ply = ply;
  }

  if (const GameEnd end = game_.end(); end == GameEnd::Checkmate) finish(win_for(mover), end, now_);
  else if (end != GameEnd::None) finish("1/2-1/2", end, now_);
}

// Article 4: the touches before the move, for the arbiter. A touched piece of one's own that
// could move must be the one moved (4.3a); a touched opponent's piece that could be
// captured must be captured (4.3b).
void Table::report_touches(const Position& before, LegalMove move) {
  const Color mover = before.side_to_move();
  const Listener a = Listener::Arbiter;
  const TablePhrases& p = phrases_for(a);
  if (pending_.first_touch && *pending_.first_touch != move.move().from()) {
    const Square touched = *pending_.first_touch;
    bool could_move = false;
    for (LegalMove m : MoveList(before)) could_move |= m.move().from() == touched;
    if (could_move)
      say(a, fill_in(p.touch_move, {p.colour[int(mover)], say_square(touched, vocabulary_of(a)), words_of(before, move, a)}),
          Priority::Alert);
  }
  for (Square touched : pending_.touched_opponent) {
    if (captured_square(before, move) == touched) continue;
    bool could_capture = false;
    for (LegalMove m : MoveList(before)) could_capture |= captured_square(before, m) == touched;
    if (!could_capture) continue;
    say(a, fill_in(p.touched_opponent_piece,
                   {p.colour[int(mover)], say_square(touched, vocabulary_of(a)), words_of(before, move, a)}),
        Priority::Alert);
    return;
  }
}

void Table::propose_penalty(Color offender) {
  int& count = illegal_moves_[int(offender)];
  ++count;
  proposed_penalty_ = Penalty{offender, count >= 2};
  const Listener a = Listener::Arbiter;
  const TablePhrases& p = phrases_for(a);
  if (count >= 2) {
    say(a, fill_in(p.penalty_loss, {p.colour[int(offender)]}), Priority::Alert);
  } else {
    say(a, fill_in(p.penalty_time, {p.colour[int(offender)], std::to_string(setup_.illegal_move_penalty / 1000),
                                    p.colour[int(~offender)]}),
        Priority::Alert);
  }
}

void Table::finish(std::string result, GameEnd reason, Millis at) {
  const Millis was = now_;
  now_ = at;
  clock_.stop(at);
  result_ = GameOver{result, reason};
  emit(*result_);
  if (clock_.in_use()) emit_clock();
  for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
    say(l, fill_in(phrases_for(l).game_over, {result, spoken(phrases_for(l).endings, reason)}), Priority::Alert);
  pending_ = Pending{};
  for (BoardWatch& w : boards_) w.reminder_due.reset();
  now_ = std::max(was, at);
}

// Article 6.9: the flag falls; a loss, unless the opponent cannot mate by any legal series.
void Table::flag_fall(Millis at) {
  const Color flagged = *clock_.running();
  if (can_mate_with_material(game_.current(), ~flagged))
    finish(win_for(~flagged), GameEnd::Time, at);
  else
    finish("1/2-1/2", GameEnd::TimeInsufficientMaterial, at);
}

// ---- Words ------------------------------------------------------------------------------

// Words said at the table: the mover's announcement (F2.1, F2.3c), its correction before the
// clock (F2.6), or the opponent's repetition of a move (F2.1), which is never a move of his.
void Table::on_announce(const Announce& a) {
  const Color mover = to_move();
  const Color speaker = a.by == Speaker::Assistant ? mover : a.by == Speaker::White ? Color::White : Color::Black;
  const Listener l = listener_of(speaker);
  if (result_) {
    say(l, std::string(phrases_for(l).game_has_ended));
    return;
  }
  if (round_waits_) {
    say(l, std::string(phrases_for(l).round_not_started));
    return;
  }
  if (speaker == mover) on_own_announcement(a, l);
  else on_repetition(a, l);
}

// The words of the player to move (or of an assistant for him).
void Table::on_own_announcement(const Announce& a, Listener l) {
  const TablePhrases& p = phrases_for(l);
  const Vocabulary& v = vocabulary_of(l);
  const Position& now = game_.current();
  const std::size_t plies = game_.plies();
  auto heard = understand(now, a.words, v);
  // F2.1: "Dame" answers "which piece?" for a promotion his board shows.
  if (!heard && pending_.on_board.size() > 1) {
    if (auto piece = understand_piece(a.words))
      for (LegalMove m : pending_.on_board)
        if (m.move().kind() == Move::Kind::Promotion && m.move().promotion() == *piece) heard = m;
  }
  // The opponent's last move repeated (F2.1): a confirmation. When the same words also name
  // a move of his own ("Dame schlägt Felix vier" after ...Qxf4), they are his announcement
  // once he has begun that move on his board, or the second time he says them.
  std::optional<LegalMove> repeated;
  if (plies > 0) {
    const Position& before = game_.position_before(plies - 1);
    if (auto last = understand(before, a.words, v)) repeated = *last;
  }
  const bool repeats_last = repeated && repeats(*repeated, a.words);
  const bool begun_as_own =
      heard && (pending_.first_touch == heard->move().from() ||
                std::find(pending_.on_board.begin(), pending_.on_board.end(), *heard) != pending_.on_board.end());
  if (repeats_last && !(begun_as_own || (heard && pending_.repetition_heard))) {
    pending_.repetition_heard = true;
    return;
  }
  if (!heard) {
    const auto& error = heard.error();
    const bool unreadable = error.kind == AnnouncementError::Kind::Impossible ||
                            error.kind == AnnouncementError::Kind::NotUnderstood;
    if (repeated && unreadable) {
      // A wrong repetition: the player who made the move hears what was understood.
      const Position& before = game_.position_before(plies - 1);
      const Listener mover_there = listener_of(before.side_to_move());
      const LegalMove made = *legal(before, game_.moves().back());
      say(mover_there, fill_in(phrases_for(mover_there).repeated_wrongly,
                               {words_of(before, *repeated, mover_there), words_of(before, made, mover_there)}),
          Priority::Alert);
      return;
    }
    if (error.kind == AnnouncementError::Kind::Impossible) emit(Illegal{board_of(to_move()), error.message});
    say(l, error.message, Priority::Alert);
    return;
  }
  if (pending_.made && !(*pending_.made == *heard)) {
    // F2.3: the move is made; F2.6 corrects words, not moves.
    say(l, fill_in(p.move_already_made, {words_of(now, *pending_.made, l)}), Priority::Alert);
    return;
  }
  if (pending_.announced && !(*pending_.announced == *heard)) {
    // F2.6: a slip of the tongue is corrected before the clock switches.
    say(l, fill_in(p.slip_corrected, {words_of(now, *heard, l)}));
  }
  say_wrong_check_word(now, *heard, a.words, l);
  pending_.announced = *heard;
  pending_.announced_by_twinboard = false;
  pending_.announced_at = now_;
  pending_.asked_promotion = true;
  pending_.mismatch_said.clear();
  try_to_complete(Trigger::BoardOrWords);
}

// Whether `heard` (words read in the position before the last move) is the last move,
// a capture said as a capture: "Turm schlägt Anna vier" repeats no Ra4.
bool Table::repeats(LegalMove heard, std::string_view words) const {
  const std::size_t plies = game_.plies();
  if (plies == 0 || heard.move() != game_.moves().back()) return false;
  return !claims_capture(words) || captured_square(game_.position_before(plies - 1), heard).has_value();
}

// Words of the player not to move: his repetition of the move being made (F2.1), his own
// last move said again, or a late correction of it (F2.6).
void Table::on_repetition(const Announce& a, Listener l) {
  const TablePhrases& p = phrases_for(l);
  const Vocabulary& v = vocabulary_of(l);
  const Position& now = game_.current();
  const std::size_t plies = game_.plies();
  auto heard = understand(now, a.words, v);
  std::optional<LegalMove> being_made = pending_.made ? pending_.made : pending_.announced;
  if (!being_made && pending_.on_board.size() == 1) being_made = pending_.on_board.front();
  if (heard && being_made && *heard == *being_made) return;  // repeated right
  if (plies > 0) {
    const Position& before = game_.position_before(plies - 1);
    if (auto last = understand(before, a.words, v)) {
      if (repeats(*last, a.words)) return;  // his own move said again
      say(l, std::string(p.too_late_to_correct), Priority::Alert);
      return;
    }
  }
  if (heard && being_made) {
    // A wrong repetition: the player making the move hears what was understood.
    const Listener mover = listener_of(to_move());
    say(mover, fill_in(phrases_for(mover).repeated_announcement, {words_of(now, *heard, mover), words_of(now, *being_made, mover)}),
        Priority::Alert);
    return;
  }
  if (heard) return;  // a move repeated before it was announced: nothing to compare yet
  say(l, std::string(p.not_your_move));
}

// F2.1: check and mate need not be said, but said wrongly they are pointed out.
void Table::say_wrong_check_word(const Position& before, LegalMove move, std::string_view words, Listener l) {
  const CheckClaim claim = claimed_check(words);
  if (claim == CheckClaim::None) return;
  Position next = before;
  next.play(move);
  const bool check = next.in_check(), mate = check && MoveList(next).size() == 0;
  const TablePhrases& p = phrases_for(l);
  if (claim == CheckClaim::Check && !check) say(l, fill_in(p.not_check, {words_of(before, move, l)}), Priority::Alert);
  if (claim == CheckClaim::Mate && !mate) say(l, fill_in(p.not_mate, {words_of(before, move, l)}), Priority::Alert);
}

void Table::on_press(const PressClock& press) {
  const Listener l = listener_of(press.by);
  if (result_) {
    say(l, std::string(phrases_for(l).game_has_ended));
    return;
  }
  if (paused_) {
    say(l, std::string(round_waits_ ? phrases_for(l).round_not_started : phrases_for(l).clocks_paused));
    return;
  }
  if (press.by != to_move()) {
    say(l, std::string(phrases_for(l).not_your_move));
    return;
  }
  try_to_complete(Trigger::Press);
}

void Table::on_query(const Query& query) {
  const Listener l = listener_of(query.by);
  // F2.9d: to the asker only. A time read-out is a clock message: a newer one replaces it.
  say(l, answer(query, l), query.kind == QueryKind::Time ? Priority::Clock : Priority::Info);
}

std::optional<std::string> Table::not_ready_to_start() const {
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    if (!view(b).sensed() || view(b).shows(game_.current().board())) continue;
    return "the " + std::string(name(b)) + " board does not stand in the starting position: " +
           steps_to(b, game_.current().board(), Listener::Arbiter);
  }
  return std::nullopt;
}

void Table::on_arbiter(const ArbiterCommand& command) {
  const Listener a = Listener::Arbiter;
  // What the arbiter is told when an order does not fit the game as it stands.
  auto refuse = [&](const std::string& why) {
    emit(Refused{"arbiter: " + why});
    say(a, fill_in(phrases_for(a).order_refused, {why}));
  };
  // Each player hears his clock changed by the arbiter, with both times.
  auto tell_time_changed = [&](std::initializer_list<Color> sides) {
    clock_changed(std::nullopt);
    for (Color side : sides) {
      const Listener l = listener_of(side);
      say(l, fill_in(phrases_for(l).time_changed, {answer(Query{QueryKind::Time, side, ""}, l)}), Priority::Clock);
    }
  };
  std::visit(
      [&](const auto& order) {
        using T = std::decay_t<decltype(order)>;
        constexpr bool ends_game = std::is_same_v<T, arbiter::Resign> || std::is_same_v<T, arbiter::Draw> ||
                                   std::is_same_v<T, arbiter::Decide>;
        constexpr bool needs_clock = std::is_same_v<T, arbiter::AddTime> || std::is_same_v<T, arbiter::SetClocks> ||
                                     std::is_same_v<T, arbiter::Pause> || std::is_same_v<T, arbiter::Resume>;
        if (ends_game && result_) return refuse("the game has ended already (" + result_->result + ")");
        constexpr bool clock_order = std::is_same_v<T, arbiter::Pause> || std::is_same_v<T, arbiter::Resume>;
        if (clock_order && round_waits_) return refuse("the round has not started; 'start' starts it");
        if (needs_clock && !clock_.in_use()) return refuse("this table has no clock");
        if constexpr (std::is_same_v<T, arbiter::Resign>) {
          finish(win_for(~order.side), GameEnd::Resignation, now_);
        } else if constexpr (std::is_same_v<T, arbiter::Draw>) {
          finish("1/2-1/2", GameEnd::Agreement, now_);
        } else if constexpr (std::is_same_v<T, arbiter::Decide>) {
          finish(order.result, GameEnd::ArbiterDecision, now_);
        } else if constexpr (std::is_same_v<T, arbiter::AcceptPenalty> || std::is_same_v<T, arbiter::RejectPenalty>) {
          if (!proposed_penalty_ || result_) return refuse("no penalty waits for a decision");
          const Penalty penalty = *proposed_penalty_;
          proposed_penalty_.reset();
          if constexpr (std::is_same_v<T, arbiter::AcceptPenalty>) {
            if (penalty.loss) {
              finish(win_for(~penalty.offender), GameEnd::IllegalMoves, now_);
            } else if (clock_.in_use()) {
              clock_.add(~penalty.offender, setup_.illegal_move_penalty);  // Article 7.5
              tell_time_changed({Color::White, Color::Black});
            }
          }
        } else if constexpr (std::is_same_v<T, arbiter::AddTime>) {
          clock_.add(order.side, order.amount);
          tell_time_changed({order.side});
        } else if constexpr (std::is_same_v<T, arbiter::SetClocks>) {
          clock_.set(order.white, order.black, now_);
          if (paused_) clock_.stop(now_);  // set restarts the side to move; a pause goes on
          tell_time_changed({Color::White, Color::Black});
        } else if constexpr (std::is_same_v<T, arbiter::Start>) {
          if (!round_waits_) return refuse("the round has started already");
          if (auto why = not_ready_to_start()) return refuse(*why);
          round_waits_ = false;
          if (clock_.in_use()) clock_.start(*paused_, now_);
          paused_.reset();
          emit_clock();
          for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
            say(l, std::string(phrases_for(l).round_starts), Priority::Alert);
        } else if constexpr (std::is_same_v<T, arbiter::Pause>) {
          // Article 6.11.1: the arbiter stops both clocks; nothing is made while they stand.
          if (paused_ || result_ || !clock_.running()) return refuse("the clocks are not running");
          paused_ = *clock_.running();
          clock_.stop(now_);
          emit_clock();
          for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
            say(l, std::string(phrases_for(l).clocks_paused), Priority::Alert);
        } else if constexpr (std::is_same_v<T, arbiter::Resume>) {
          if (!paused_) return refuse("the clocks are not paused");
          clock_.start(*paused_, now_);
          paused_.reset();
          pending_.settle_checked = false;  // a move the assistant waited to make is made now
          emit_clock();
          for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
            say(l, std::string(phrases_for(l).clocks_resumed), Priority::Alert);
        } else if constexpr (std::is_same_v<T, arbiter::Reconcile>) {
          reconcile_boards();
        } else if constexpr (std::is_same_v<T, arbiter::TakeBack>) {
          // F2.8: the arbiter confirms the take-back reconcile proposed, or names the ply.
          const std::optional<std::size_t> ply = order.ply ? std::optional<std::size_t>(std::size_t(*order.ply))
                                                           : proposed_takeback_;
          if (!ply || *ply > game_.plies())
            return refuse("'takeback' wants a ply from 0 to " + std::to_string(game_.plies()) +
                          ", or a reconciliation that proposed one");
          take_back(*ply);
        } else if constexpr (std::is_same_v<T, arbiter::WriteSheet>) {
          on_scoresheet(WriteScoresheet{order.side, order.move, order.erase});
        } else if constexpr (std::is_same_v<T, arbiter::SetVocabulary>) {
          setup_.vocabulary[int(order.listener)] = find_vocabulary(order.code);
        } else {
          static_assert(unhandled<T>, "every arbiter order is carried out");
        }
      },
      command.order);
}

// ---- Scoresheets and reconciliation (F2.5, F2.7, F2.8) -------------------------------

void Table::on_scoresheet(const WriteScoresheet& write) {
  Scoresheet& sheet = sheets_[int(write.sheet)];
  const Listener owner = listener_of(write.sheet);
  const TablePhrases& p = phrases_for(owner);
  if (write.erase_last) {
    if (sheet.size() == 0) {
      emit(Refused{std::string(write.sheet == Color::White ? "White" : "Black") + "'s scoresheet is empty: nothing to strike out"});
      say(owner, std::string(p.sheet_empty));
      return;
    }
    const std::string struck = sheet.entries().back().written;
    const int ply = int(sheet.size());
    sheet.erase_last();
    emit(ScoresheetChanged{write.sheet, ply, struck, {}, {}, true});
    say(owner, fill_in(p.sheet_erased, {struck}));
    return;
  }
  const std::size_t before_ply = sheet.size();
  const ScoresheetEntry& entry = sheet.write(write.move);
  emit(ScoresheetChanged{write.sheet, int(sheet.size()), entry.written, entry.san, entry.remark, false});
  // Read back to the writer, so a blind player hears what his sheet now says.
  say(owner, read_back(write.sheet, before_ply, owner));
}

std::string Table::read_back(Color which, std::size_t index, Listener l) const {
  const Scoresheet& sheet = sheets_[int(which)];
  const TablePhrases& p = phrases_for(l);
  const ScoresheetEntry& entry = sheet.entries()[index];
  // Named as a scoresheet names it: the move number and the side, not the half-move count.
  const Scoresheet::MoveNumber n = sheet.move_number(index);
  const std::string number = std::to_string(n.number);
  const std::string_view side = p.colour[int(n.side)];
  if (!entry.move) return fill_in(p.sheet_unread, {number, side, entry.written});
  const Position& at = sheet.position_after(index);
  auto move = legal(at, *entry.move);
  return fill_in(p.sheet_written, {number, side, move ? words_of(at, *move, l) : entry.san});
}

void Table::reconcile_boards() {
  // F2.7 compares the boards with both scoresheets: without one (the sighted player writes
  // on paper; the arbiter enters it), any difference would read as the sheets parting at
  // the first move, and the game would be taken back to the start. Say what is missing.
  for (Color side : {Color::White, Color::Black}) {
    if (game_.plies() == 0 || sheets_[int(side)].size() > 0) continue;
    const std::string colour = side == Color::White ? "white" : "black";
    emit(Refused{"arbiter: reconcile needs " + colour + "'s scoresheet too; enter it first: sheet " + colour + " MOVE"});
    say(Listener::Arbiter, fill_in(phrases_for(Listener::Arbiter).sheet_missing,
                                   {phrases_for(Listener::Arbiter).colour[int(side)], colour}),
        Priority::Alert);
    proposed_takeback_.reset();
    return;
  }
  ReconcileInput input;
  input.white = &sheets_[int(Color::White)];
  input.black = &sheets_[int(Color::Black)];
  input.boards = {&view(BoardId::Tactile), &view(BoardId::Sighted)};
  input.vi = setup_.vi;
  input.record = &game_;
  for (const ClockReading& c : clock_at_ply_) input.clocks.push_back(c);
  Reconciliation r = reconcile(input);
  const Listener a = Listener::Arbiter;
  std::string text = reconcile_report(r, setup_.vi, vocabulary_of(a).language);
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted})
    say(listener_at(b), reconcile_speech(r, b, vocabulary_of(listener_at(b))), Priority::Alert);
  say(a, text, Priority::Alert);
  if (r.kind == ReconcileCase::SheetsDiffer) proposed_takeback_ = r.ply;
  else proposed_takeback_.reset();
  emit(Reconciled{std::move(r), std::move(text)});
}

// F2.8: the official game goes back to `ply`; the clocks to the times recorded there; the
// boards are then told the steps to that position.
void Table::take_back(std::size_t ply) {
  if (result_) {
    emit(Refused{"arbiter: the game is over; a take-back is not possible"});
    return;
  }
  game_.take_back_to(ply);
  pending_ = Pending{};
  pending_.board_since = now_;
  proposed_takeback_.reset();
  for (BoardWatch& w : boards_) w.shown_ply = std::min(w.shown_ply, ply);
  if (clock_.in_use()) {
    int moves[2] = {0, 0};
    for (std::size_t i = 0; i < ply; ++i) ++moves[int(game_.position_before(i).side_to_move())];
    ClockReading at{clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)};
    if (ply < clock_at_ply_.size()) {
      at = clock_at_ply_[ply];
      clock_at_ply_.resize(ply + 1);
    }
    clock_.take_back(moves[0], moves[1], at.white, at.black, to_move(), now_);
    if (paused_) {  // the clocks stand on (a pause, a round not started); resume runs the side to move now
      paused_ = to_move();
      clock_.stop(now_);
    }
    clock_changed(std::nullopt);
  }
  emit(TakenBack{int(ply)});
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    BoardWatch& w = watch(b);
    w.alerted.reset();
    w.reminder_due.reset();
    if (!w.view.sensed()) {
      w.view.assume(game_.current().board());
      w.shown_ply = ply;
    } else {
      follow_board(b, true);
    }
  }
}

// ---- Output helpers ---------------------------------------------------------------------

void Table::say(Listener l, std::string text, Priority priority) {
  emit(Speak{l, std::move(text), priority});
}

// After a move or an arbiter's change: show the clock, tell a player with warnings that
// he has entered the next period, and re-arm warnings for time that came back.
void Table::clock_changed(std::optional<Color> entered_next_period) {
  emit_clock();
  if (const auto side = entered_next_period; side && watch(board_of(*side)).warnings.enabled()) {
    const Listener l = listener_of(*side);
    say(l, period_reached_words(clock_, *side, vocabulary_of(l).language), Priority::Clock);
  }
  for (BoardWatch& w : boards_) w.warnings.rearm(clock_, now_);
}

// F2.4: each player with warnings hears his own time reach a threshold he chose.
void Table::say_warnings(Millis now) {
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    const auto w = watch(b).warnings.due(clock_, now);
    if (!w || w->side != owner_of(b)) continue;
    const Listener l = listener_at(b);
    say(l, warning_words(w->side, w->threshold, vocabulary_of(l).language), Priority::Clock);
  }
}

void Table::emit_clock() {
  emit(clock_shown(clock_, now_));
}

// What must be done to board `b` to make it show `target`, in the words of `l`.
std::string Table::steps_to(BoardId b, const std::array<Piece, 64>& target, Listener l) const {
  return say_steps(corrections(view(b), target), vocabulary_of(l));
}

}  // namespace twinboard
