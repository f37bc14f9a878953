// The table, part: the boards against the official game (F1, F2.2, F2.7; Article 4.7).
#include "table.h"

#include <algorithm>

namespace twinboard {

// The board a report comes from, or nothing (and a refusal) if that board has no sensors.
BoardView* Table::sensed_view(Color b) {
  BoardView& view = watch(b).view;
  if (view.sensed()) return &view;
  refuse({.kind = Refusal::Kind::NoSensors, .board = b}, std::nullopt);
  return nullptr;
}

void Table::board_changed(Color b, bool placed) {
  follow_board(b, placed);
  try_to_complete(Trigger::BoardOrWords);
}

void Table::on_lift(const Lift& lift) {
  BoardView* sensed = sensed_view(lift.board);
  if (!sensed) return;
  BoardView& view = *sensed;
  const Piece lifted = view.piece_on(lift.square);
  if (!view.lift(lift.square)) {
    refuse({.kind = Refusal::Kind::LiftFromEmpty, .board = lift.board, .square = lift.square}, std::nullopt);
    return;
  }
  const std::size_t plies = game_.plies();
  const Color owner = lift.board;
  // Taking the opponent's last move over to this board is no touch.
  bool mirroring = false;
  if (plies > 0 && watch(lift.board).shown_ply < plies) {
    const Position& before = game_.position_before(plies - 1);
    mirroring = before.piece_on(lift.square) != game_.current().piece_on(lift.square) ||
                (is_piece(lifted) && color_of(lifted) != owner);
  }
  // Article 4.2: announced first, it is an adjustment, no touch.
  const bool adjusting = adjusting_ == owner && owner == to_move();
  if (adjusting) {
    adjust_lifted_ = true;
    if (!adjust_square_) adjust_square_ = lift.square;
  }
  // F2.2: on a VI player's board a lift is a touch. Article 4: on a sighted player's sensor
  // board, a lift by the player to move is a touch.
  // Before the round starts (or while a resumed game waits for the arbiter) there is no game
  // to touch pieces in: setting up a board is no touch.
  // Issue 51, item 3: a lift of a square the game has no piece on touches no piece: a
  // magnet that closed a neighbour's switch (the builders' guide warns of it), a contact
  // that chattered, or his own piece lifted again from where he put it. Logged, no touch.
  const bool a_touch = !mirroring && !adjusting && !result_ && !round_waits_ && (is_vi(owner) || owner == to_move());
  if (a_touch && !is_piece(game_.current().piece_on(lift.square))) {
    emit(BoardNoise{lift.board, lift.square});
  } else if (a_touch) {
    emit(Touched{lift.board, lift.square});
    if (owner == to_move() && draw_offer_ && *draw_offer_ != owner) lapse_draw_offer();  // 9.1.2.1
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
  BoardView* view = sensed_view(place.board);
  if (!view) return;
  if (view->kind() == BoardKind::Identified && !is_piece(place.piece)) {
    refuse({.kind = Refusal::Kind::PlaceWithoutPiece, .board = place.board}, std::nullopt);
    return;
  }
  // Article 4.2: an adjusted piece goes back where it stood; put elsewhere, it was moved, and
  // its lift was a touch after all.
  if (adjusting_ == place.board && adjust_square_ && place.square != *adjust_square_) {
    if (!pending_.first_touch && place.board == to_move()) pending_.first_touch = adjust_square_;
    end_adjustment();
  }
  // D.2.10.5: the automatic assistant tells the arbiter when a sighted player has touched
  // one of his pieces and put it back (touch-move: his VI opponent cannot see it), at once; a
  // touched piece that is moved needs no word, and one touched and another moved is told at
  // the move (Article 4.3).
  const Color owner = place.board;
  if (setup_.assistant && !is_vi(owner) && is_vi(~owner) && owner == to_move() && !result_ &&
      pending_.first_touch == place.square && !pending_.touch_told) {
    pending_.touch_told = true;
    tell(
        Listener::Arbiter,
        {.kind = Notice::Kind::SightedTouched, .colour = owner, .square = place.square, .piece = type_of(place.piece)});
  }
  view->place(place.square, place.piece);
  board_changed(place.board, true);
}

void Table::on_snapshot(const Snapshot& snapshot) {
  BoardView* view = sensed_view(snapshot.board);
  if (!view) return;
  view->snapshot(snapshot.pieces);
  board_changed(snapshot.board, true);
}

// Compares a board with the official game: in step, a move on its way, the opponent's
// move still to be made here, or a divergence that is said at once with its correction.
void Table::follow_board(Color b, bool placed) {
  BoardWatch& watch = boards_[b];
  if (!watch.view.sensed()) return;
  // F2.8: a board taken back is set back first; meanwhile nothing on it is a move (issue 48).
  const bool movers_board = !result_ && b == to_move() && !watch.set_back;
  const BoardReading reading = watch.follow(game_, b, movers_board, now_, setup_.settle);
  // Article 4.2: the pieces he adjusted stand where they stood: his next lift is a touch,
  // whether or not his board shows the game (it may lag behind, F2.7; issue 48).
  if (adjusting_ == b && adjust_lifted_ && (reading.whole || picture_of(watch.view) == adjust_picture_))
    end_adjustment();
  if (reading.whole) {
    watch.set_back = false;
    clear_alert(b);
    if (!result_ && b == to_move()) pending_.on_board.clear();
    return;
  }
  check_made_move_kept(b);
  if (movers_board && reading.done != pending_.on_board) {
    pending_.on_board = reading.done;
    pending_.board_since = now_;
    pending_.settle_checked = false;
    pending_.mismatch_said.reset();
  }
  if (!watch.set_back && (!reading.done.empty() || reading.on_its_way)) {
    // Nothing differs but the move: the divergence said is no more. Said to be off, it is in
    // order again only when the whole board is: the game, or the game and his own move done;
    // a piece on its way (in the hand, on a square it passes) is not yet (issue 48).
    if (reading.in_step) watch.alerted.reset();
    if (reading.in_order) clear_alert(b);
    return;
  }
  if (!placed) return;           // a piece in the hand is no divergence yet
  if (reconciling_) return;      // the arbiter decides first; the players then hear it whole
  if (fast_reply_on(b)) return;  // the VI player's move and the reply to it: counted at the press
  if (announced_move_shown_on(b)) return;
  // A divergence: name the board and the smallest correction, at once. The mover's board
  // goes to the position of the move he made, once he has made one (F2.3).
  const Listener l = listener_of(b);
  const Position& now = game_.current();
  std::vector<CorrectionStep> steps =
      movers_board && pending_.made ? steps_to(b, after(now, *pending_.made)) : steps_to_official(b);
  if (steps == watch.alerted) return;
  watch.alerted = steps;
  watch.said_off = true;
  emit(Divergence{b, steps});
  emit(Instruct{b, steps});
  tell(l, {.kind = Notice::Kind::BoardSteps, .steps = steps}, Priority::Alert);
}

// Issue 34, item 7: with the assistant, the opponent of a VI player may be quicker than the
// rest that makes the VI player's move: his board shows that move carried out, and perhaps his
// reply to it (returned). No divergence: his press makes both (the VI player's move is on his
// own board), and the VI player's move is made anyway once his board has rested.
std::optional<std::optional<LegalMove>> Table::fast_reply_on(Color b) const {
  if (!setup_.assistant || result_ || b == to_move() || !is_vi(to_move())) return std::nullopt;
  if (pending_.made || pending_.on_board.size() != 1 || !watch(b).view.sensed()) return std::nullopt;
  Position after_vi = game_.current();
  after_vi.play(pending_.on_board.front());
  if (watch(b).view.shows(after_vi.board())) return std::optional<LegalMove>{};
  for (LegalMove reply : MoveList(after_vi))
    if (watch(b).view.shows(after(after_vi, reply))) return std::optional<LegalMove>{reply};
  return std::nullopt;
}

// Issue 35, item 7: the opponent may carry out the mover's announced move before the press
// that makes it (normal practice; on an ordinary tactile set his press makes it): a board
// ahead of the game by the announced move, or on its way there (a board may report the
// pawn put on e4 before the one lifted from e2), is right, and its player is not told to
// undo it.
bool Table::announced_move_shown_on(Color b) const {
  if (result_ || b == to_move() || !pending_.announced || !watch(b).view.sensed()) return false;
  const Position& now = game_.current();
  return watch(b).view.on_the_way(now.board(), after(now, *pending_.announced));
}

// Article 4.7 (and F2.3 for the VI player): a move once made is not changed. A board that
// shows another move of the same player from the same position goes to the arbiter, once.
void Table::check_made_move_kept(Color b) {
  const BoardView& view = watch(b).view;
  const Color owner = b;
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
    tell(Listener::Arbiter,
         {.kind = Notice::Kind::MadeMoveChanged,
          .colour = owner,
          .move = MadeMove{*from, *made},
          .other = MadeMove{*from, m}},
         Priority::Alert);
    return;
  }
}

// A board that was said to be off is in order again: say so, once.
void Table::clear_alert(Color b) {
  if (watch(b).said_off && !reconciling_) tell(listener_of(b), Notice::Kind::BoardInOrder);
  watch(b).said_off = false;
  watch(b).alerted.reset();
}

std::optional<Refusal> Table::not_ready_to_start() const {
  for (Color b : kColors) {
    if (!view(b).sensed() || view(b).shows(game_.current().board())) continue;
    return Refusal{.kind = resumed_waits_ ? Refusal::Kind::NotInGamePosition : Refusal::Kind::NotInStart,
                   .board = b,
                   .steps = steps_to_official(b)};
  }
  return std::nullopt;
}

}  // namespace twinboard
