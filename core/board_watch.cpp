#include "board_watch.h"

#include "attacks.h"

namespace twinboard {
namespace {

Bitboard differing_squares(const std::array<Piece, 64>& a, const std::array<Piece, 64>& b) {
  Bitboard squares = 0;
  for (int sq = 0; sq < 64; ++sq)
    if (a[sq] != b[sq]) squares |= bit(Square(sq));
  return squares;
}

// A peg board reports each peg as the hand moves it (F2.2), so every peg that fills a new
// hole came out of another: a move of `owner` begun on it cannot have filled more of its new
// holes than it has emptied of his own pieces (a castling's rook first, or its king first,
// fills one and empties one). The `ignored` squares are compared apart.
bool pegs_come_from_its_holes(const BoardView& view, const std::array<Piece, 64>& now,
                              const std::array<Piece, 64>& next, Color owner, Bitboard ignored) {
  int filled = 0, emptied = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Square s = Square(sq);
    if ((ignored & bit(s)) || now[sq] == next[sq]) continue;
    const bool shown = view.occupied() & bit(s);
    if (!is_piece(now[sq]) && shown) ++filled;
    if (is_piece(now[sq]) && color_of(now[sq]) == owner && !is_piece(next[sq]) && !shown) ++emptied;
  }
  return filled <= emptied;
}

}  // namespace

std::array<Piece, 64> after(const Position& p, LegalMove m) {
  Position next = p;
  next.play(m);
  return next.board();
}

BoardReading BoardWatch::follow(const Game& game, Color owner, bool movers_board, Millis now_ms, Millis settle) {
  const Position& now = game.current();
  const std::size_t plies = game.plies();
  if (view.shows(now.board())) {
    if (view.kind() == BoardKind::Occupancy) view.assume(now.board());  // identities known again
    shown_ply = plies;
    reminder_due.reset();
    reminders_said = 0;
    transit_since.reset();
    BoardReading whole;
    whole.whole = true;
    return whole;
  }
  // F2.7: the squares of the opponent's moves this board has not shown yet. A board that
  // lags behind is corrected, but its player's own move on it counts all the same.
  const Bitboard lag = lagging_squares(game, owner);
  // A piece standing on the path of a sliding move is on its way only for a moment (the
  // settle time); left there, it is a divergence.
  const bool transit_allowed = !transit_since || now_ms - *transit_since < settle;
  bool plainly = false, in_transit = false;
  auto on_the_way = [&](const std::array<Piece, 64>& from, const std::array<Piece, 64>& to, Move m, Bitboard ignored) {
    if (view.on_the_way(from, to, 0, ignored)) return plainly = true;
    if (transit_allowed && view.on_the_way(from, to, attacks::between(m.from(), m.to()), ignored))
      return in_transit = true;
    return false;
  };
  BoardReading reading;
  // The owner's own move, done: on a board in step, or on one where the opponent's pieces
  // stand wrongly (his last move not or wrongly carried out, a piece knocked over). Those
  // squares are corrected apart (F2.7); the move's own squares must be exact (F2.3a, b).
  bool done_in_step = false;
  if (movers_board) {
    const Bitboard tolerated = lag | opponents_squares(game, owner);
    for (LegalMove m : MoveList(now)) {
      const auto next = after(now, m);
      if (view.shows(next)) {
        reading.done.push_back(m);
        done_in_step = true;
      } else if (tolerated && view.shows(next, tolerated & ~differing_squares(now.board(), next))) {
        reading.done.push_back(m);
      }
    }
    // On a peg board, captures by one piece on different squares leave the same holes
    // filled; the square the piece went into tells them apart.
    if (reading.done.size() > 1) {
      std::vector<LegalMove> placed_there;
      for (LegalMove m : reading.done)
        if (m.move().to() == view.last_placed()) placed_there.push_back(m);
      if (!placed_there.empty()) reading.done = placed_there;
    }
  }
  // The opponent's last move, not yet (or not wholly) made on this board.
  bool mirroring = false;
  if (reading.done.empty() && plies > 0 && shown_ply + 1 == plies) {
    const auto& before = game.position_before(plies - 1).board();
    if (view.shows(before)) plainly = true;
    mirroring = plainly || on_the_way(before, now.board(), game.moves().back(), 0);
  }
  // The owner's own move, started. On a peg board that lags behind (F2.7), a piece of the
  // opponent's move put on a square where his own piece could go, his own still in its hole,
  // is that move carried out wrongly: a divergence, said at once, not his move begun.
  bool started = false, started_in_step = false;
  if (reading.done.empty() && !mirroring && movers_board) {
    for (LegalMove m : MoveList(now)) {
      const auto next = after(now, m);
      if (!on_the_way(now.board(), next, m, lag)) continue;
      if (lag && view.kind() == BoardKind::Occupancy && !pegs_come_from_its_holes(view, now.board(), next, owner, lag))
        continue;
      started = true;
      started_in_step = lag == 0 || on_the_way(now.board(), next, m, 0);
      break;
    }
  }
  // Past the opponent's move: what this board shows is this ply's.
  if (done_in_step || started_in_step) shown_ply = plies;
  reading.on_its_way = mirroring || started;
  reading.in_step = done_in_step || started_in_step || mirroring;
  reading.in_order = done_in_step;
  if (reading.done.empty() && reading.on_its_way && !plainly && in_transit) {
    if (!transit_since) transit_since = now_ms;
  } else {
    transit_since.reset();
  }
  return reading;
}

Bitboard BoardWatch::opponents_squares(const Game& game, Color owner) const {
  const auto& official = game.current().board();
  Bitboard squares = 0;
  for (int sq = 0; sq < 64; ++sq) {
    const Piece shown = (view.occupied() & bit(Square(sq))) ? view.piece_on(Square(sq)) : Piece::None;
    if ((is_piece(official[sq]) && color_of(official[sq]) != owner) || (is_piece(shown) && color_of(shown) != owner))
      squares |= bit(Square(sq));
  }
  return squares;
}

Bitboard BoardWatch::lagging_squares(const Game& game, Color owner) const {
  Bitboard squares = 0;
  const std::size_t plies = game.plies();
  for (std::size_t ply = shown_ply; ply < plies; ++ply) {
    const Position& before = game.position_before(ply);
    if (before.side_to_move() == owner) continue;  // his own moves: seen made on it
    const auto& next = ply + 1 < plies ? game.position_before(ply + 1).board() : game.current().board();
    squares |= differing_squares(before.board(), next);
  }
  return squares;
}

}  // namespace twinboard
