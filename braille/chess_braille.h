// Braille chess notation (the UK braille chess code as far as it is known; see
// docs/braille.md): moves as braille cells, written and read back, and the cells as
// Unicode braille or BRF. Every sign is in one table (BrailleSigns) an event can change.
// Pure: no I/O.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/movegen.h"
#include "core/result.h"
#include "core/san.h"
#include "core/scoresheet.h"

namespace twinboard::braille {

// A cell as its raised dots: bit 0 = dot 1 ... bit 5 = dot 6 (the Unicode braille offset).
using Cell = std::uint8_t;
using Cells = std::vector<Cell>;

// Cells from dot numbers: dots("15") is e (dots 1 and 5).
constexpr Cell dots(std::string_view numbers) {
  Cell c = 0;
  for (char d : numbers)
    if (d >= '1' && d <= '8') c = Cell(c | (1 << (d - '1')));
  return c;
}

struct BrailleSigns {
  std::array<Cell, 8> files{dots("1"),  dots("12"),  dots("14"),   dots("145"),
                            dots("15"), dots("124"), dots("1245"), dots("125")};
  // Lower digits 0-9: ranks and move numbers (no number sign).
  std::array<Cell, 10> digits{dots("356"), dots("2"),   dots("23"),   dots("25"),  dots("256"),
                              dots("26"),  dots("235"), dots("2356"), dots("236"), dots("35")};
  // Indexed by PieceType: [None, Pawn, Knight, Bishop, Rook, Queen, King]; pawn moves have no letter.
  std::array<Cell, 7> pieces{0, dots("1234"), dots("234"), dots("123"), dots("1235"), dots("12345"), dots("13")};
  Cell capture = dots("56");
  Cell check = dots("45");
  Cell capture_check = dots("456");
  Cells mate{dots("345"), dots("134")};  // after the move
  Cell castle_zero = dots("356");        // castling is 0-0 / 0-0-0 in lower zeros
  Cell hyphen = dots("36");              // between the zeros; before an isolated Black move
  Cell slash = dots("34");               // in the result 1/2-1/2 (BRF '/')
  // The live display (docs/braille.md, "The live display"). Diagram pieces are the piece
  // letters above (pawn included); a black piece adds `black_piece`.
  Cell black_piece = dots("6");
  Cell empty_square = dots("3");
  Cell last_move_mark = dots("8");                        // added to the squares of the last move
  std::array<Cell, 2> to_move{dots("2456"), dots("12")};  // w, b: whose turn it is
  Cell time_separator = dots("156");                      // between hours, minutes and seconds (BRF ':')
};
const BrailleSigns& default_signs();

// One move in cells: [piece][disambiguation][sign]target[promotion][mate]; a plain pawn
// move puts its sign first (f5+ = ⠘⠋⠢).
Cells move_cells(const SanParts& parts, const BrailleSigns& signs = default_signs());
Cells move_cells(const Position& position, LegalMove move, const BrailleSigns& signs = default_signs());
// A move number in lower digits.
Cells number_cells(int number, const BrailleSigns& signs = default_signs());
// Results and clock times as cells: digits lower, '-' the hyphen, '/' the slash, ':' the
// time separator, anything else a blank ("1/2-1/2", "1:30:00").
Cells figure_cells(std::string_view text, const BrailleSigns& signs = default_signs());

// Where `cell` stands in one of the signs' tables (files, digits, pieces), or -1.
template <class Table>
int index_in(const Table& table, Cell cell) {
  for (std::size_t i = 0; i < table.size(); ++i)
    if (table[i] == cell) return int(i);
  return -1;
}

// Reads cells typed or written back into a move, liberally: the signs may be missing or
// wrong (they are checked against the move only for the message), the UEB number sign
// with upper digits (⠼⠙ = 4) is taken for a digit, n and b for knight and bishop where
// that is not a file, castling as 0-0 or o-o, and ICCF numbers (5254 = e2e4).
Result<LegalMove, std::string> read_move_cells(const Position& position, const Cells& cells,
                                               const BrailleSigns& signs = default_signs());

// Unicode braille (U+2800 + dots) and BRF (North American ASCII braille).
std::string to_unicode(const Cells& cells);
std::string to_brf(const Cells& cells);
// Cells from Unicode braille or BRF text (lower case and the common variants read too);
// nothing when a character is neither.
std::optional<Cells> from_text(std::string_view text);
char brf_char(Cell cell);

// A scoresheet entry in braille (Unicode cells, as a braille keyboard gives them) read as a
// move: the Scoresheet::Reader that lets sheets kept in braille be compared (F2.5, F2.7).
// Nothing when the text has no braille cell; else the move or why the cells are none.
Scoresheet::Reading read_braille_entry(const Position& position, std::string_view text);

}  // namespace twinboard::braille
