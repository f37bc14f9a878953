// A move as it was made: the position before it and the move. Words for a move need both
// (the piece that moved, a capture, check), so a fact that names a move carries this and the
// edge words it in the listener's vocabulary (announce, vocabulary.h).
// Issue 50, item 2: the move is read as SAN once, when the fact is made (its parts: the
// disambiguation, a capture, check or mate); its SAN and every vocabulary's words for it are
// made from those parts, never by reading the position again.
#pragma once

#include "movegen.h"
#include "position.h"
#include "san.h"

namespace twinboard {

struct MadeMove {
  MadeMove(const Position& before_move, LegalMove legal_move)
      : before(before_move), move(legal_move), parts(san_parts(before_move, legal_move)) {}
  Position before;
  LegalMove move;
  SanParts parts;  // the move as SAN sees it, read from `before` once
  bool operator==(const MadeMove& other) const { return move == other.move && before == other.before; }
};

}  // namespace twinboard
