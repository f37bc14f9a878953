// A move as it was made: the position before it and the move. Words for a move need both
// (the piece that moved, a capture, check), so a fact that names a move carries this and the
// edge words it in the listener's vocabulary (announce, vocabulary.h).
#pragma once

#include "movegen.h"
#include "position.h"

namespace twinboard {

struct MadeMove {
  Position before;
  LegalMove move;
  bool operator==(const MadeMove&) const = default;
};

}  // namespace twinboard
