// The words for a query's answer (query_answer.h), in the asker's language: what the table
// found, as his phrasebook says it.
#include "clock_phrases.h"
#include "exhaustive.h"
#include "fact_words.h"
#include "notation.h"
#include "spoken_numbers.h"

namespace twinboard {
namespace {

std::string join(const std::vector<std::string>& items, const TablePhrases& p) {
  if (items.empty()) return std::string(p.none);
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += p.list_separator;
    out += item;
  }
  return out;
}

std::string what_stands_on(const PieceOn& on, const TablePhrases& p, const Vocabulary& v) {
  if (!is_piece(on.piece)) return fill_in(p.empty_square, {{"square", say_square(on.square, v)}});
  return fill_in(p.piece_on_square, {{"square", say_square(on.square, v)},
                                     {"piece", v.pieces[int(type_of(on.piece))]},
                                     {"colour", p.colour[int(color_of(on.piece))]}});
}

// Whether `text` holds braille cells (U+2800 to U+28FF: E2 A0 80 to E2 A3 BF in UTF-8), which
// a voice would read as the dots' names or not at all.
bool in_cells(std::string_view text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (static_cast<unsigned char>(text[i]) == 0xE2 && (static_cast<unsigned char>(text[i + 1]) & 0xFC) == 0xA0)
      return true;
  return false;
}

}  // namespace

std::string sheet_line_words(const answer::SheetLine& line, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  const std::string number = std::to_string(line.number);
  const std::string_view side = p.colour[int(line.side)];
  // Issue 48: braille is said in words; cells that read as no move are not said at all.
  if (!line.move && in_cells(line.written))
    return fill_in(p.sheet_unread_cells, {{"number", number}, {"colour", side}});
  if (!line.move) return fill_in(p.sheet_unread, {{"number", number}, {"colour", side}, {"written", line.written}});
  return fill_in(p.sheet_written, {{"number", number}, {"colour", side}, {"move", announce(*line.move, v)}});
}

std::string struck_entry_words(const answer::SheetLine& line, const Vocabulary& v) {
  if (line.move) return announce(*line.move, v);
  if (in_cells(line.written)) return sheet_line_words(line, v);
  return line.written;
}

namespace {

std::string answer_text(const QueryAnswer& answer, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  return std::visit(
      overloaded{
          [&](const answer::Time& t) {
            if (!t.clock)
              return fill_in(p.no_clock, {{"moves", moves_played_words(t.white_moves, t.black_moves, v.language)}});
            if (t.style == TimeAnswer::Left)
              return time_and_moves_words(t.left, t.white_moves, t.black_moves, v.language);
            return time_used_and_moves_words(t.used, t.left, t.white_moves, t.black_moves, v.language);
          },
          [&](const answer::LastMove& last) {
            if (!last.last) return std::string(p.no_move_yet);
            return fill_in(p.last_move, {{"colour", p.colour[int(last.last->before.side_to_move())]},
                                         {"move", announce(*last.last, v)}});
          },
          [&](const answer::Turn& turn) {
            return fill_in(p.to_move, {{"colour", p.colour[int(turn.side)]}});
          },
          [&](const answer::Squares& squares) {
            std::vector<std::string> items;
            for (const PieceOn& on : squares.squares) items.push_back(what_stands_on(on, p, v));
            return join(items, p);
          },
          [&](const answer::Pieces& pieces) {
            std::vector<std::string> items;
            for (const PieceOn& on : pieces.pieces)
              items.push_back(std::string(v.pieces[int(type_of(on.piece))]) + " " + say_square(on.square, v));
            return join(items, p);
          },
          [&](const answer::Moves& moves) {
            switch (moves.outcome) {
              case answer::Moves::Outcome::NoPieceThere:
                return fill_in(p.no_piece_there, {{"square", say_square(moves.from, v)}});
              case answer::Moves::Outcome::NotHisTurn:
                return fill_in(p.to_move, {{"colour", p.colour[int(moves.to_move)]}});
              case answer::Moves::Outcome::Listed: break;
            }
            if (moves.moves.empty()) return fill_in(p.no_legal_moves, {{"square", say_square(moves.from, v)}});
            std::vector<std::string> items;
            for (const MadeMove& m : moves.moves) items.push_back(announce(m, v));
            return join(items, p);
          },
          [&](const answer::Opponent& opponent) {
            if (!opponent.name) return std::string(p.none);
            return fill_in(p.opponent_named, {{"colour", p.colour[int(opponent.side)]}, {"name", *opponent.name}});
          },
          [&](const answer::Sheet& sheet) {
            if (sheet.lines.empty()) return std::string(p.sheet_empty);
            std::vector<std::string> items;
            for (const answer::SheetLine& line : sheet.lines) items.push_back(sheet_line_words(line, v));
            return join(items, p);
          },
          [&](const answer::Incomplete& incomplete) {
            return fill_in(p.unknown_command, {{"command", incomplete.command}});
          },
      },
      answer);
}

}  // namespace

// Issue 48, item 8: an answer is said alone, so it begins as a sentence ("Keine", "Ход: белые").
std::string answer_words(const QueryAnswer& answer, const Vocabulary& v) { return as_sentence(answer_text(answer, v)); }

}  // namespace twinboard
