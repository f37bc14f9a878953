// The vocabularies as data, and the canonical announcement built from a move's SAN parts.
#include "san.h"
#include "phrasebook.h"
#include "vocabulary.h"

namespace twinboard {
namespace {

constexpr std::array<std::string_view, 8> kCoordinates{};  // squares said as "f3"

constexpr Vocabulary kVocabularies[] = {
    // F2.1: the words the FIDE rules for visually impaired players recommend.
    {"fide-de",
     Language::German,
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     {"Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor"},
     {"eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"},
     "schlägt",
     "wird",
     "en passant",
     "Kurze Rochade",
     "Lange Rochade",
     ", Schach",
     ", Matt"},
    {"nato-en",
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
     ", checkmate"},
    {"plain-en",
     Language::English,
     {"", "pawn", "knight", "bishop", "rook", "queen", "king"},
     {"", "pawn", "knight", "bishop", "rook", "queen", "king"},
     kCoordinates,
     kCoordinates,
     "takes",
     "promotes to",
     "en passant",
     "short castle",
     "long castle",
     ", check",
     ", checkmate"},
    {"plain-de",
     Language::German,
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     kCoordinates,
     kCoordinates,
     "schlägt",
     "wird",
     "en passant",
     "Kurze Rochade",
     "Lange Rochade",
     ", Schach",
     ", Matt"},
    // Russian names the Latin file letters as they are read aloud; the voice must not
    // switch to English for "f3", so the squares are spelled here.
    {"plain-ru",
     Language::Russian,
     {"", "пешка", "конь", "слон", "ладья", "ферзь", "король"},
     {"", "пешку", "коня", "слона", "ладью", "ферзя", "короля"},
     {"а", "бэ", "цэ", "дэ", "е", "эф", "жэ", "аш"},
     {"один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь"},
     "бьёт",
     "превращается в",
     "на проходе",
     "короткая рокировка",
     "длинная рокировка",
     ", шах",
     ", мат"},
};

}  // namespace

std::string_view code_of(Language language) { return phrasebook(language).code; }

const PieceLetters& piece_letters_of(Language language) {
  const PieceLetters* letters = find_piece_letters(code_of(language));
  return letters ? *letters : english_letters();
}

std::span<const Vocabulary> all_vocabularies() { return kVocabularies; }
const Vocabulary& default_vocabulary() { return kVocabularies[0]; }

const Vocabulary* find_vocabulary(std::string_view code) {
  for (const auto& v : kVocabularies)
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

std::string announce(const Position& position, LegalMove move, const Vocabulary& v) {
  const SanParts parts = san_parts(position, move);
  std::string out;
  auto word = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (parts.castling != SanParts::Castling::None) {
    out = parts.castling == SanParts::Castling::Kingside ? v.kingside : v.queenside;
  } else {
    word(v.pieces[index(parts.piece)]);
    if (parts.from_file >= 0 && parts.from_rank >= 0)
      word(say_square(make_square(parts.from_file, parts.from_rank), v));
    else if (parts.from_file >= 0) word(say_file(parts.from_file, v));
    else if (parts.from_rank >= 0) word(say_rank(parts.from_rank, v));
    if (parts.capture) word(v.captures);
    word(say_square(parts.to, v));
    if (parts.promotion != PieceType::None) {
      word(v.promotes);
      word(v.promoted_pieces[index(parts.promotion)]);
    }
    if (parts.en_passant) word(v.en_passant);
  }
  if (parts.check == SanParts::Check::Check) out += v.check;
  if (parts.check == SanParts::Check::Mate) out += v.mate;
  return out;
}

}  // namespace twinboard
