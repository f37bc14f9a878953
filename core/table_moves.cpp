// The table, part: when a move is made, and what follows (F2.3, F2.9; Articles 4, 6.9, 7).
#include "table.h"

#include <algorithm>
#include <utility>

#include "attacks.h"
#include "movegen.h"
#include "san.h"

namespace twinboard {
namespace {

// Issue 48: on a peg board a piece in the hand leaves the holes a capture with it leaves (the
// captured piece's hole still filled, its own empty). A picture with no hole newly filled
// (besides those of a move it lags behind, `lag`), and no piece put on a square one of the
// `moves` goes to, may be a lifted piece and no move at all.
bool only_lifted(const BoardView& view, const Position& now, Bitboard lag, const std::vector<LegalMove>& moves) {
  const bool put_there =
      std::any_of(moves.begin(), moves.end(), [&](LegalMove m) { return m.move().to() == view.last_placed(); });
  return view.kind() == BoardKind::Occupancy && !put_there && !(view.occupied() & ~now.occupied() & ~lag);
}

}  // namespace

std::optional<Notice> Table::open_question() const {
  if (result_ || pending_.made || pending_.announced || pending_.on_board.size() < 2) return std::nullopt;
  const LegalMove first = pending_.on_board.front();
  const bool one_promotion = std::all_of(pending_.on_board.begin(), pending_.on_board.end(), [&](LegalMove m) {
    return m.move().kind() == Move::Kind::Promotion && m.move().from() == first.move().from() &&
           m.move().to() == first.move().to();
  });
  if (one_promotion) return Notice{.kind = Notice::Kind::WhichPiece};
  Notice which{.kind = Notice::Kind::WhichMove};
  for (LegalMove m : pending_.on_board) which.choices.push_back({game_.current(), m});
  return which;
}

void Table::try_to_complete(Trigger trigger) {
  if (result_ || paused_) return;
  const Color mover = to_move();
  const Color b = mover;
  const Listener l = listener_of(b);
  const BoardView& view = watch(b).view;
  const bool vi_moves = is_vi(mover);
  // F2.3c binds the VI player; a board without sensors only knows a move by its words.
  const bool needs_announcement = vi_moves || !view.sensed();

  std::optional<LegalMove> board_move;
  if (!view.sensed()) board_move = pending_.announced;
  else if (pending_.on_board.size() == 1) board_move = pending_.on_board.front();
  else if (pending_.announced && std::find(pending_.on_board.begin(), pending_.on_board.end(), *pending_.announced) !=
                                     pending_.on_board.end())
    board_move = pending_.announced;  // a promotion on a peg board: the words name the piece (F2.1)

  if (pending_.made) {
    // F2.3: made, the move stays; the press (or twinboard, F2.9c) only switches the clock.
    if (trigger == Trigger::Press || switches_clock_itself(mover)) commit(*pending_.made);
    return;
  }
  if (pending_.on_board.size() > 1 && !pending_.announced &&
      (trigger == Trigger::Press ||
       (!pending_.asked_promotion &&
        !only_lifted(view, game_.current(), watch(b).lagging_squares(game_, mover), pending_.on_board)))) {
    // A peg board cannot tell a promotion's piece, nor (in a snapshot, without the square
    // the piece went into) one capture from another: the words must say which (F2.1). A
    // lifted piece alone prompts nothing (issue 48): the question would list his options
    // unasked. His press says his move is done: he is asked, and his words decide.
    pending_.asked_promotion = true;
    tell(l, *open_question(), Priority::Alert);
    if (trigger == Trigger::Press) return;
  }

  const auto rest = rest_needed(mover, board_move);
  const bool settled = trigger == Trigger::Press || (rest && now_ - pending_.board_since >= *rest);
  if (trigger == Trigger::Press && is_vi(mover) && setup_.assistant) pending_.signalled_at = now_;
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
    Notice said{.kind = Notice::Kind::AnnouncedButBoard,
                .move = MadeMove{now, *pending_.announced},
                .other = MadeMove{now, *board_move}};
    if (said != pending_.mismatch_said || trigger == Trigger::Press) tell(l, said, Priority::Alert);
    pending_.mismatch_said = std::move(said);
    return;
  }
  const bool ready = board_move && (pending_.announced || !needs_announcement);
  // F2.3: with (a), (b) and (c) the VI player's move is made; the sighted player's once the
  // piece is released (Article 4.7): on the board, at rest. What the board or the words do
  // next changes nothing. A board without sensors knows the move by its words alone, and
  // words may be corrected until the clock is pressed (F2.6).
  if (ready && view.sensed() && (needs_announcement || settled)) {
    pending_.made = board_move;
    // Article 1.3: from the moment it is made the opponent has the move and hears it; the
    // mover's own press completes it (Article 6.2), his clock running until then.
    if (trigger != Trigger::Press && clock_.in_use() && !switches_clock_itself(mover)) {
      make(*board_move);
      return;
    }
  }
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

// Article 4.7: the sighted player's move is made when the piece is released on its square.
// A board senses no hand, only a piece at rest: resting `release` on a square that no other
// move of the piece passes counts as released; where the piece could still be on its way
// (a rook sliding on, a pawn's first step, the king's step of castling) it must rest `settle`.
// The VI player's move is made by what he says and does (F2.3); the assistant reads his
// board once it has rested `settle`.
std::optional<Millis> Table::rest_needed(Color mover, const std::optional<LegalMove>& move) const {
  // D.2.3, F2.9: with the assistant, the VI player's move is made when he says so (his clock
  // button or key, his words); only when he gives no sign does his board at rest decide, and
  // only after a pause longer than a player takes to think on a square: `vi_rest` (0: never).
  if (is_vi(mover) && setup_.assistant && setup_.vi_signals_decide) {
    if (setup_.vi_rest <= 0) return std::nullopt;
    return setup_.vi_rest;
  }
  if (is_vi(mover) || !move) return setup_.settle;
  const Square from = move->move().from(), to = move->move().to();
  for (LegalMove other : MoveList(game_.current()))
    if (other.move().from() == from && other.move().to() != to && (attacks::between(from, other.move().to()) & bit(to)))
      return setup_.settle;
  return std::min(setup_.release, setup_.settle);
}

// No clock to press, or twinboard presses it: for the VI player's moves only (F2.9c); the
// sighted player presses his own clock.
bool Table::switches_clock_itself(Color mover) const { return !clock_.in_use() || (setup_.assistant && is_vi(mover)); }

// F2.3: the clock does not switch before the move is made; say what is missing.
void Table::refuse_press(const std::optional<LegalMove>& board_move, bool needs_announcement) {
  const Color mover = to_move();
  const Color b = mover;
  const Listener l = listener_of(b);
  const Position& now = game_.current();
  const BoardView& view = watch(b).view;
  if (view.sensed() && watch(b).set_back) {
    // F2.8: his board is still to be set back after a take-back: corrected, never punished.
    tell(l, {.kind = Notice::Kind::BoardSteps, .steps = steps_to_official(b)}, Priority::Alert);
    return;
  }
  if (view.sensed() && watch(b).lagging_squares(game_, mover)) {
    // F2.7: a board that was not brought up to date is corrected, never punished.
    tell(l, {.kind = Notice::Kind::BoardBehind, .steps = steps_to_official(b)}, Priority::Alert);
    return;
  }
  if (const auto& alerted = watch(b).alerted; view.sensed() && alerted) {
    // Article 7: an impossible arrangement completed by pressing the clock.
    emit(Illegal{b, *alerted, mover, ""});
    tell(l, {.kind = Notice::Kind::IllegalOnBoard, .steps = *alerted}, Priority::Alert);
    propose_penalty(mover);
    return;
  }
  if (!board_move && pending_.announced) {
    // F2.3a: the captured piece must leave the board of the player to move.
    const Move m = *pending_.announced;
    const std::optional<Square> captured = captured_square(now, m);
    if (view.sensed() && captured && (view.occupied() & bit(*captured)) && !(view.occupied() & bit(m.from())) &&
        (m.kind() == Move::Kind::EnPassant || view.piece_on(*captured) != now.piece_on(m.from()))) {
      tell(l, {.kind = Notice::Kind::PressCaptureLeft, .square = *captured}, Priority::Alert);
      return;
    }
    tell(l, {.kind = Notice::Kind::PressNotOnBoard, .move = MadeMove{now, *pending_.announced}}, Priority::Alert);
    return;
  }
  if (!board_move && !view.sensed()) {
    // Issue 35, item 4: on a board without sensors his words are the move: say what is missing.
    if (!pending_.unheard_words.empty())
      tell(l, {.kind = Notice::Kind::PressWordsGaveNoMove, .words = pending_.unheard_words}, Priority::Alert);
    else tell(l, Notice::Kind::PressNotAnnounced, Priority::Alert);
    return;
  }
  if (!board_move) {
    tell(l, Notice::Kind::PressNoMove, Priority::Alert);
    return;
  }
  if (needs_announcement && !pending_.announced) tell(l, Notice::Kind::PressNotAnnounced, Priority::Alert);
}

void Table::commit(LegalMove move) {
  const Color mover = to_move();
  // Articles 6.2.6, 4.9: when twinboard presses for the VI player (F2.9c), his time stops
  // when his move was complete; the wait for the board to rest is charged to nobody.
  Millis stopped = now_;
  if (switches_clock_itself(mover) && watch(mover).view.sensed()) {
    stopped = std::min(now_, pending_.board_since);
    if (pending_.announced && !pending_.announced_by_twinboard)
      stopped = std::max(stopped, std::min(now_, pending_.announced_at));
    if (pending_.signalled_at) stopped = std::max(stopped, *pending_.signalled_at);  // made when he said so
  }
  make(move, stopped);
}

void Table::make(LegalMove move, std::optional<Millis> pressed_at) {
  press_taken_ = true;
  const Position before = game_.current();
  const Color mover = before.side_to_move();
  const Color own = mover, mirror = ~own;  // his board, and his opponent's
  const Pending made = pending_;
  if (reconciling_) {  // the game went on: the proposal was for a game that is no more
    tell(Listener::Arbiter, Notice::Kind::ReconcileVoid, Priority::Alert);
    reconciling_.reset();
  }
  end_adjustment();
  if (draw_offer_ && *draw_offer_ != to_move()) lapse_draw_offer();  // 9.1.2.1: the opponent moved on
  // Read as SAN once (or when his words named it): its SAN and every word of it come from here.
  const MadeMove made_move =
      made.heard && made.heard->move == move && made.heard->before == before ? *made.heard : MadeMove{before, move};
  game_.play(move);
  sans_.push_back(san(made_move.parts));
  move_parts_.push_back(made_move.parts);
  const std::size_t ply = game_.plies();
  emit(MoveMade{int(ply), sans_.back(), uci(move)});
  report_touches(before, move);
  // Article 6.2.1.2: making his next move completes a move of his whose press never came.
  for (AwaitingPress& a : awaiting_press_)
    if (a.mover == mover && !a.pressed) a = {a.mover, a.ply, true, now_};
  if (clock_.in_use()) awaiting_press_.push_back({mover, ply, pressed_at.has_value(), pressed_at.value_or(0)});
  // F2.9b: the move twinboard announced for the VI player, he hears too.
  if (made.announced_by_twinboard) {
    tell(listener_of(own), {.kind = Notice::Kind::MovePlayed, .move = made_move}, Priority::Move);
    if (setup_.seats[~mover].hearing_impaired) emit(Caption{mover, {}, made_move});
  }
  // The other board must now show it (F2.1): say it to the player there, with the steps.
  const Listener there = listener_of(mirror);
  tell(there, {.kind = Notice::Kind::MovePlayed, .move = made_move}, Priority::Move);
  // Nothing to do where he carried it out already (issue 35, item 7).
  if (auto steps = steps_to_official(mirror); !steps.empty()) emit(Instruct{mirror, std::move(steps)});
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

  // Articles 5.1a, 5.2a, 6.2.1.1: a move that ends the game ends it at once, made; it needs
  // no press, and a flag that falls after it changes nothing.
  const GameEnd end = game_.end();
  if (end == GameEnd::None) {
    complete_pressed();
    return;
  }
  // The sighted player's piece was released when it was put down (the rest only tells us);
  // the VI player's move when (a), (b) and (c) were all there, now.
  // Never before the clock that runs now started.
  Millis ended = !is_vi(mover) && own_board.view.sensed() ? std::min(now_, made.board_since) : now_;
  if (clock_.running()) ended = std::max(ended, clock_.running_since());
  const Millis was = std::exchange(now_, ended);
  const std::size_t said_from = out_.size();
  for (AwaitingPress& a : awaiting_press_)
    if (!a.pressed) a = {a.mover, a.ply, true, ended};
  complete_pressed();
  finish(end == GameEnd::Checkmate ? win_for(mover) : "1/2-1/2", end, ended);
  now_ = std::max(was, now_);
  // Issue 48, item 14: the clocks stopped when the piece was put down, but the result is
  // told now, after the move's own words (a mate pressed before its rest): one moment, in
  // time order.
  for (std::size_t i = said_from; i < out_.size(); ++i) out_[i].at = std::max(out_[i].at, was);
}

void Table::end_adjustment() {
  adjusting_.reset();
  adjust_lifted_ = false;
  adjust_square_.reset();
  adjust_picture_.reset();
}

// Article 9.1.2.1: an offer lapses when the opponent moves on; the offerer is told.
void Table::lapse_draw_offer() {
  const Listener offerer = listener_of(*draw_offer_);
  tell(offerer, Notice::Kind::DrawOfferLapsed);
  draw_offer_.reset();
}

bool Table::awaits_press_of(Color c) const {
  return std::any_of(awaiting_press_.begin(), awaiting_press_.end(),
                     [c](const AwaitingPress& a) { return a.mover == c && !a.pressed; });
}

void Table::press_for(Color mover, Millis stopped) {
  press_taken_ = true;
  for (AwaitingPress& a : awaiting_press_)
    if (a.mover == mover && !a.pressed) {
      a.pressed = true;
      a.stopped = stopped;
      break;
    }
  complete_pressed();
}

void Table::complete_pressed() {
  bool first = true;
  while (!awaiting_press_.empty() && awaiting_press_.front().pressed) {
    const AwaitingPress a = awaiting_press_.front();
    awaiting_press_.erase(awaiting_press_.begin());
    // A press that came while the opponent's clock ran is charged nothing for that wait.
    const bool next_period = clock_.complete_move(first ? std::min(a.stopped, now_) : now_, now_);
    first = false;
    clock_at_ply_.resize(a.ply);  // after a take-back, the times of the plies taken back go
    clock_at_ply_.push_back({clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)});
    clock_changed(next_period ? std::optional<Color>(a.mover) : std::nullopt);
  }
}

// Issue 35, item 10: the presser hears at once, without words, whether his press was taken
// (it completed a move, or will as soon as his opponent's press comes) or refused.
void Table::on_press(const PressClock& press) {
  press_taken_ = false;
  const std::size_t first = out_.size();
  press_clock(press);
  // Before the words it caused: the sound is what he hears first.
  out_.insert(out_.begin() + long(first),
              Effect{now_, Cue{listener_of(press.by), press_taken_ ? CueKind::Taken : CueKind::Refused}});
}

void Table::press_clock(const PressClock& press) {
  const Listener l = listener_of(press.by);
  if (result_) {
    tell(l, Notice::Kind::GameHasEnded);
    return;
  }
  if (paused_) {
    tell(l, resumed_waits_ ? Notice::Kind::GameWaitsForArbiter
            : round_waits_ ? Notice::Kind::RoundNotStarted
                           : Notice::Kind::ClocksPaused);
    return;
  }
  // Article 6.2: the press completes a move already made; one that comes while the
  // opponent's made move still waits for his press counts as soon as he presses.
  if (awaits_press_of(press.by)) {
    const bool first = awaiting_press_.front().mover == press.by;
    press_for(press.by, now_);
    if (!first) tell(l, Notice::Kind::PressWaitsForOpponent);
    return;
  }
  if (const auto ahead = press.by != to_move() ? fast_reply_on(press.by) : std::nullopt; ahead && *ahead) {
    // Item 7: the VI player's move on his board and the reply on the sighted board; the
    // sighted player's press makes the VI player's move as the assistant would have, then his.
    const LegalMove vi_move = pending_.on_board.front();
    pending_.announced = vi_move;
    pending_.announced_by_twinboard = true;
    pending_.announced_at = now_;
    commit(vi_move);
    if (result_ || to_move() != press.by) return;
    follow_board(press.by, true);
    try_to_complete(Trigger::Press);
    return;
  }
  if (press.by != to_move()) {
    tell(l, Notice::Kind::NotYourMove);
    return;
  }
  if (const auto& words_move = pending_.heard_as_repetition;
      words_move && !pending_.announced && !pending_.made &&
      (!watch(press.by).view.sensed() ||
       std::find(pending_.on_board.begin(), pending_.on_board.end(), *words_move) != pending_.on_board.end())) {
    // Issue 35, item 3: the words taken as a repetition were his move, as his press says (a
    // board that shows another move says they were the repetition).
    pending_.announced = *pending_.heard_as_repetition;
    pending_.announced_by_twinboard = false;
    pending_.announced_at = now_;
    tell(l, {.kind = Notice::Kind::TakenAsOwn, .move = MadeMove{game_.current(), *pending_.announced}});
  }
  try_to_complete(Trigger::Press);
  // Made and pressed now, while the opponent's made move still waits for his press.
  if (std::any_of(awaiting_press_.begin(), awaiting_press_.end(),
                  [&](const AwaitingPress& a) { return a.mover == press.by; }))
    tell(l, Notice::Kind::PressWaitsForOpponent);
}

}  // namespace twinboard
