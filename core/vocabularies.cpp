// The vocabularies as data, and the canonical announcement built from a move's SAN parts.
#include <vector>

#include "san.h"
#include "phrasebook.h"
#include "vocabulary.h"
#include "work_counts.h"

namespace twinboard {
namespace {

// The NATO spelling alphabet for the files, an English speaker's alternative to the FIDE
// words: no other language has it, so it is no catalog's (every other vocabulary is:
// catalog_vocabularies()).
const Vocabulary kNato = {"nato-en",
                          Language::English,
                          {"", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King"},
                          {"", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King"},
                          {"Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"},
                          {"one", "two", "three", "four", "five", "six", "seven", "eight"},
                          "takes",
                          "promotes to",
                          "en passant",
                          "Short castle",
                          "Long castle",
                          ", check",
                          ", checkmate"};

const std::vector<Vocabulary>& vocabularies() {
  static const std::vector<Vocabulary> all = [] {
    std::vector<Vocabulary> out(catalog_vocabularies().begin(), catalog_vocabularies().end());
    out.push_back(kNato);
    return out;
  }();
  return all;
}

}  // namespace

std::string_view code_of(Language language) { return phrasebook(language).code; }

std::optional<Language> language_of_code(std::string_view code) {
  for (Language language : kLanguages)
    if (code_of(language) == code) return language;
  return std::nullopt;
}

const PieceLetters& piece_letters_of(Language language) {
  const PieceLetters* letters = find_piece_letters(code_of(language));
  return letters ? *letters : english_letters();
}

std::span<const Vocabulary> all_vocabularies() { return vocabularies(); }
const Vocabulary& default_vocabulary() { return vocabularies().front(); }

const Vocabulary* find_vocabulary(std::string_view code) {
  for (const auto& v : vocabularies())
    if (v.code == code) return &v;
  return nullptr;
}

std::string say_file(int file, const Vocabulary& v) {
  return v.says_coordinates() ? std::string(1, file_char(file)) : std::string(v.files[file]);
}

std::string say_rank(int rank, const Vocabulary& v) {
  return v.says_coordinates() ? std::string(1, rank_char(rank)) : std::string(v.ranks[rank]);
}

std::string say_square(Square s, const Vocabulary& v) {
  if (v.says_coordinates()) return square_name(s);
  return say_file(file_of(s), v) + " " + say_rank(rank_of(s), v);
}

std::string promotion_words(PieceType piece, const Vocabulary& v) {
  const std::string_view named = v.promoted_pieces[index(piece)];
  if (v.promotes.find("{piece}") != std::string_view::npos) return fill_in(v.promotes, {{"piece", named}});
  return std::string(v.promotes) + " " + std::string(named);
}

namespace {

// The move's words: what moves where (`from`: the square it leaves), then, `with_check`, what
// it does (check, mate).
std::string move_words(const SanParts& parts, Square from, const Vocabulary& v, bool with_check) {
  count_work(&WorkCounts::move_words);
  std::string out;
  auto word = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (parts.castling != SanParts::Castling::None) {
    out = parts.castling == SanParts::Castling::Kingside ? v.kingside : v.queenside;
  } else {
    word(v.pieces[index(parts.piece)]);
    // A Spanish or French listener hears a lone file a as "to" (a, à): "torre a d1" is "a rook
    // to d1" to him. Said in coordinates, the a-file's piece is named by its whole square.
    // A pawn's capture keeps its file ("peón a captura b5": no square follows the a).
    const bool a_heard_as_to = v.says_coordinates() && parts.piece != PieceType::Pawn && parts.from_file == 0 &&
                               parts.from_rank < 0 &&
                               (v.language == Language::Spanish || v.language == Language::French);
    if (a_heard_as_to) word(say_square(from, v));
    else if (parts.from_file >= 0 && parts.from_rank >= 0)
      word(say_square(make_square(parts.from_file, parts.from_rank), v));
    else if (parts.from_file >= 0) word(say_file(parts.from_file, v));
    else if (parts.from_rank >= 0) word(say_rank(parts.from_rank, v));
    if (parts.capture) word(v.captures);
    word(say_square(parts.to, v));
    if (parts.promotion != PieceType::None) word(promotion_words(parts.promotion, v));
    if (parts.en_passant) word(v.en_passant);
  }
  if (with_check && parts.check == SanParts::Check::Check) out += v.check;
  if (with_check && parts.check == SanParts::Check::Mate) out += v.mate;
  return out;
}

}  // namespace

std::string announce(const Position& position, LegalMove move, const Vocabulary& v) {
  return move_words(san_parts(position, move), move.move().from(), v, true);
}

std::string announce(const MadeMove& made, const Vocabulary& v) {
  return move_words(made.parts, made.move.move().from(), v, true);
}

std::string name_move(const Position& position, LegalMove move, const Vocabulary& v) {
  return move_words(san_parts(position, move), move.move().from(), v, false);
}

std::string name_move(const MadeMove& made, const Vocabulary& v) {
  return move_words(made.parts, made.move.move().from(), v, false);
}

std::string announce_each(const std::vector<MadeMove>& moves, std::string_view separator, const Vocabulary& v) {
  std::string out;
  for (const MadeMove& m : moves) {
    if (!out.empty()) out += separator;
    out += name_move(m, v);  // issue 48: a choice names the move, never what it does
  }
  return out;
}

}  // namespace twinboard
