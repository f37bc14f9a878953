// An e-board's script actions (lift SQ, place SQ LETTER) that carry out a move as a hand
// would, for the tests that drive an emulated DGT, ChessLink or Certabo board.
#pragma once

#include <string>
#include <vector>

#include "core/movegen.h"
#include "core/notation.h"
#include "core/position.h"

namespace twinboard::test {

// An e-board's actions that carry out `move` (legal in `before`) as a hand would: the
// captured piece off first, then the piece moved; castling king first.
inline std::vector<std::string> hand_on_eboard(const Position& before, LegalMove move) {
  const Move m = move.move();
  Position after = before;
  after.play(move);
  std::vector<std::string> actions;
  auto letter = [&](Square s) { return std::string(1, fen_letter(after.piece_on(s))); };
  if (m.kind() == Move::Kind::Castling) {
    const bool short_side = file_of(m.to()) == 6;
    const int rank = rank_of(m.to());
    const Square king_to = m.to(), rook_from = make_square(short_side ? 7 : 0, rank);
    const Square rook_to = make_square(short_side ? 5 : 3, rank);
    return {"lift " + square_name(m.from()), "place " + square_name(king_to) + " " + letter(king_to),
            "lift " + square_name(rook_from), "place " + square_name(rook_to) + " " + letter(rook_to)};
  }
  if (const auto captured = captured_square(before, m)) actions.push_back("lift " + square_name(*captured));
  actions.push_back("lift " + square_name(m.from()));
  actions.push_back("place " + square_name(m.to()) + " " + letter(m.to()));
  return actions;
}

}  // namespace twinboard::test
