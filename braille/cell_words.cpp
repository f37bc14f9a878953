#include "cell_words.h"

namespace twinboard::braille {
namespace {

// ", Schach" is appended to a move as written; alone, the word is enough.
std::string_view bare(std::string_view word) {
  while (!word.empty() && (word.front() == ',' || word.front() == ' ')) word.remove_prefix(1);
  return word;
}

}  // namespace

std::string say_cell(Cell cell, const Vocabulary& v, const BrailleSigns& signs) {
  const CellNames& n = phrasebook(v.language).cells;
  if (cell == 0) return std::string(n.space);
  if (int file = index_in(signs.files, cell); file >= 0) return say_file(file, v);
  if (int digit = index_in(signs.digits, cell); digit >= 0)
    return digit >= 1 && digit <= 8 ? say_rank(digit - 1, v) : std::to_string(digit);
  if (int piece = index_in(signs.pieces, cell); piece > 0) return std::string(v.pieces[piece]);
  if (cell == signs.capture) return std::string(v.captures);
  if (cell == signs.check) return std::string(bare(v.check));
  if (cell == signs.capture_check) return std::string(v.captures) + " " + std::string(bare(v.check));
  if (cell == signs.hyphen) return std::string(n.hyphen);
  if (!signs.mate.empty() && cell == signs.mate.front()) return std::string(n.mate);
  std::string out(n.dots);
  for (int dot = 0; dot < 8; ++dot)
    if (cell & (1 << dot)) out += " " + std::to_string(dot + 1);
  return out;
}

std::string say_cells(const Cells& cells, const Vocabulary& v, const BrailleSigns& signs) {
  if (cells.empty()) return std::string(typing_phrases(v.language).empty_line);
  std::string out;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    // The mate sign's second cell is part of "mate", not a letter of its own.
    if (i > 0 && signs.mate.size() == 2 && cells[i - 1] == signs.mate[0] && cells[i] == signs.mate[1]) continue;
    if (!out.empty()) out += ", ";
    out += say_cell(cells[i], v, signs);
  }
  return out;
}

}  // namespace twinboard::braille
