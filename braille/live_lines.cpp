#include "live_lines.h"

#include <algorithm>

namespace twinboard::braille {
namespace {

void push(Cells& out, const Cells& more) { out.insert(out.end(), more.begin(), more.end()); }

// Line 1 is the VI player's far rank: the eighth for White, the first for Black.
int rank_of_line(Color vi, int line) { return vi == Color::White ? 8 - line : line - 1; }
// Cell i of the eight is the file from the player's left: a..h for White, h..a for Black.
int file_of_cell(Color vi, int i) { return vi == Color::White ? i : 7 - i; }

constexpr int kFirstSquareCell = 2;  // after the rank's digit and a blank

}  // namespace

Cell square_cell(Piece piece, const BrailleSigns& signs) {
  if (!is_piece(piece)) return signs.empty_square;
  const Cell letter = signs.pieces[int(type_of(piece))];
  return color_of(piece) == Color::Black ? Cell(letter | signs.black_piece) : letter;
}

Cells square_cells(const Position& position, Square square, const BrailleSigns& signs) {
  return {signs.files[file_of(square)], signs.digits[rank_of(square) + 1], 0,
          square_cell(position.piece_on(square), signs)};
}

Cells clock_cells(Millis ms, const BrailleSigns& signs) {
  const long long seconds = std::max<Millis>(0, ms) / 1000;
  const long long h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  auto two = [](long long n) { return std::string(n < 10 ? "0" : "") + std::to_string(n); };
  const std::string text = h > 0 ? std::to_string(h) + ":" + two(m) + ":" + two(s) : std::to_string(m) + ":" + two(s);
  return figure_cells(text, signs);
}

Cells status_line(const Table& table, Millis now, const BrailleSigns& signs, int* move_end) {
  const Game& game = table.game();
  Cells out;
  if (game.plies() > 0) {
    const Position& before = game.position_before(game.plies() - 1);
    push(out, number_cells(before.fullmove_number(), signs));
    out.push_back(0);
    if (before.side_to_move() == Color::Black) out.push_back(signs.hyphen);  // Black's move, as on a sheet
    // Issue 50: from the move as it was read when made, not read again on every refresh.
    push(out, move_cells(table.move_parts().back(), signs));
    out.push_back(0);
  }
  if (move_end) *move_end = int(out.size());
  if (const auto& result = table.result()) {
    push(out, figure_cells(result->result, signs));
    return out;
  }
  out.push_back(signs.to_move[int(game.current().side_to_move())]);
  const Clock& clock = table.clock();
  if (clock.in_use())
    for (Color side : {Color::White, Color::Black}) {
      out.push_back(0);
      push(out, clock_cells(clock.remaining(side, now), signs));
    }
  return out;
}

Cells rank_line(const Table& table, Color vi, int line, const BrailleSigns& signs) {
  const int rank = rank_of_line(vi, line);
  const Game& game = table.game();
  const Position& now = game.current();
  Bitboard marked = 0;
  if (game.plies() > 0) {
    const Move last = game.moves().back();
    marked = bit(last.from()) | bit(last.to());
  }
  Cells out{signs.digits[rank + 1], 0};
  for (int i = 0; i < 8; ++i) {
    const Square s = make_square(file_of_cell(vi, i), rank);
    Cell c = square_cell(now.piece_on(s), signs);
    if (marked & bit(s)) c = Cell(c | signs.last_move_mark);
    out.push_back(c);
  }
  return out;
}

Cells line_cells(const Table& table, Color reader, int line, Millis now, const BrailleSigns& signs) {
  if (line <= kStatusLine || line >= kLineCount) return status_line(table, now, signs);
  return rank_line(table, reader, line, signs);
}

CellTarget target_of(Color vi, int line, int cell) {
  if (line <= kStatusLine || line >= kLineCount) return {};
  const int rank = rank_of_line(vi, line);
  if (cell == 0) return {std::nullopt, rank};
  const int i = cell - kFirstSquareCell;
  if (i < 0 || i > 7) return {};
  return {make_square(file_of_cell(vi, i), rank), std::nullopt};
}

}  // namespace twinboard::braille
