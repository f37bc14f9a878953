// What a refreshable braille display shows at a table (docs/braille.md, "The live
// display"): line 0 is the status (the last move with its number, whose turn, both
// clocks, or the result), lines 1-8 are the ranks as its reader sits, his far rank
// first, a cell per square in the code's diagram signs. Pure.
#pragma once

#include <optional>

#include "chess_braille.h"
#include "core/table.h"

namespace twinboard::braille {

constexpr int kStatusLine = 0;
constexpr int kLineCount = 9;  // the status and eight ranks

// "12 ⠤⠎⠉⠖ ⠃ ⠂⠒⠴⠴ ⠂⠒⠢⠲" (12 ...Nc6, Black to move, 1:30:00 ...) in the signs.
// `move_end`, when given, gets the number of cells the last move takes at the start.
Cells status_line(const Table& table, Millis now, const BrailleSigns& signs = default_signs(), int* move_end = nullptr);
// Line 1-8: the rank's digit, a blank, then its eight squares from the reader's left (the
// player of colour `reader`, as he sits).
Cells rank_line(const Table& table, Color reader, int line, const BrailleSigns& signs = default_signs());
Cells line_cells(const Table& table, Color reader, int line, Millis now, const BrailleSigns& signs = default_signs());

// A square's diagram sign: the piece letter (+ dot 6 for Black), or the empty sign.
Cell square_cell(Piece piece, const BrailleSigns& signs = default_signs());
// The square and its piece as shown when a routing key asks: "⠑⠲ ⠏".
Cells square_cells(const Position& position, Square square, const BrailleSigns& signs = default_signs());

// What a cell of a line stands for: a square, or (the rank's digit) the whole rank.
struct CellTarget {
  std::optional<Square> square;
  std::optional<int> rank;  // 0-7
};
CellTarget target_of(Color reader, int line, int cell);

// Clock time as cells: h:mm:ss from an hour up, m:ss below it.
Cells clock_cells(Millis ms, const BrailleSigns& signs = default_signs());

}  // namespace twinboard::braille
