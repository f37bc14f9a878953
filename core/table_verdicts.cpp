// The table, part: what the arbiter hears of a move and how a game ends: the touches before
// it (Article 4), the penalty he is proposed (7.5), the result and the flag (6.9).
#include "table.h"

#include <algorithm>
#include <utility>

#include "attacks.h"
#include "movegen.h"

namespace twinboard {

// Article 4: the touches before the move, for the arbiter. A touched piece of one's own that
// could move must be the one moved (4.3a); a touched opponent's piece that could be
// captured must be captured (4.3b).
void Table::report_touches(const Position& before, LegalMove move) {
  const Color mover = before.side_to_move();
  const Listener a = Listener::Arbiter;
  if (pending_.first_touch && *pending_.first_touch != move.move().from()) {
    const Square touched = *pending_.first_touch;
    bool could_move = false;
    for (LegalMove m : MoveList(before)) could_move |= m.move().from() == touched;
    if (could_move)
      tell(a, {.kind = Notice::Kind::TouchMove, .colour = mover, .square = touched, .move = MadeMove{before, move}},
           Priority::Alert);
  }
  for (Square touched : pending_.touched_opponent) {
    if (captured_square(before, move) == touched) continue;
    bool could_capture = false;
    for (LegalMove m : MoveList(before)) could_capture |= captured_square(before, m) == touched;
    if (!could_capture) continue;
    tell(a,
         {.kind = Notice::Kind::TouchedOpponentPiece,
          .colour = mover,
          .square = touched,
          .move = MadeMove{before, move}},
         Priority::Alert);
    return;
  }
}

void Table::propose_penalty(Color offender) {
  int& count = illegal_moves_[int(offender)];
  ++count;
  proposed_penalty_ = Penalty{offender, count >= 2};
  if (count >= 2) tell(Listener::Arbiter, {.kind = Notice::Kind::PenaltyLoss, .colour = offender}, Priority::Alert);
  else
    tell(Listener::Arbiter,
         {.kind = Notice::Kind::PenaltyTime, .colour = offender, .number = int(setup_.illegal_move_penalty / 1000)},
         Priority::Alert);
}

void Table::finish(std::string result, GameEnd reason, Millis at) {
  const Millis was = now_;
  now_ = at;
  clock_.stop(at);
  result_ = GameOver{result, reason};
  emit(*result_);
  if (clock_.in_use()) emit_clock();
  // A game the last move ended (mate, stalemate, a fivefold repetition ...) is over after
  // that move is heard, not in the middle of its words: the result waits behind it. The
  // others (a flag, a resignation, the arbiter) are news that cuts in.
  const bool ended_by_the_move = ended_by_the_position(reason);
  for (Listener l : kListeners)
    tell(l, {.kind = Notice::Kind::GameOver, .text = result, .ending = reason},
         ended_by_the_move ? Priority::Move : Priority::Alert);
  pending_ = Pending{};
  awaiting_press_.clear();
  for (BoardWatch& w : boards_) w.reminder_due.reset();
  now_ = std::max(was, at);
}

// Article 6.9: the flag falls; a loss, unless the opponent cannot mate by any legal series.
void Table::flag_fall(Millis at) {
  const Color flagged = *clock_.running();
  // D.2.10.5: the automatic assistant claims the game for the VI player when his opponent's
  // flag falls: he and the arbiter hear the claim, then the verdict.
  if (setup_.assistant && is_vi(~flagged)) {
    for (Listener l : {listener_of(~flagged), Listener::Arbiter})
      tell(l, {.kind = Notice::Kind::FlagClaim, .colour = ~flagged, .other_colour = flagged}, Priority::Alert);
  }
  if (can_mate_with_material(game_.current(), ~flagged)) finish(win_for(~flagged), GameEnd::Time, at);
  else finish("1/2-1/2", GameEnd::TimeInsufficientMaterial, at);
}

}  // namespace twinboard
