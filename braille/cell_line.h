// The line of cells a player is typing for his scoresheet, and what each chord means on
// it (docs/braille.md, "Typing braille"): a cell is added; dot 7 or space with dot 7 takes
// the last cell back (on an empty line: the scoresheet's last entry); dot 8 or space with
// dot 8 ends the line; space with R (dots 1-2-3-5) reads back; space with all six dots
// clears the line. Pure.
#pragma once

#include "chess_braille.h"
#include "chords.h"

namespace twinboard::braille {

struct LineAction {
  enum class Kind {
    Nothing,     // nothing to do (an empty line ended)
    Added,       // `cells` holds the cell added
    Removed,     // `cells` holds the cell taken back
    Submitted,   // `cells` holds the move written, without a move number before it
    ReadBack,    // `cells` holds the line so far (empty: read back the scoresheet)
    EraseEntry,  // backspace on an empty line: strike the scoresheet's last entry
    Cleared,     // the line was thrown away
    Unknown,     // a chord with the space bar that means nothing here; `cells` holds its dots
  };
  Kind kind = Kind::Nothing;
  Cells cells;
};

class CellLine {
 public:
  explicit CellLine(const BrailleSigns& signs = default_signs()) : signs_(&signs) {}

  LineAction chord(const Chord& chord);
  LineAction backspace();
  LineAction enter();
  LineAction read_back() const;
  LineAction clear();

  const Cells& cells() const { return cells_; }
  bool empty() const { return cells_.empty(); }

 private:
  const BrailleSigns* signs_;
  Cells cells_;
};

}  // namespace twinboard::braille
