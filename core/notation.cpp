#include "notation.h"

namespace twinboard {
namespace {

// Order of `letters`: none, pawn, knight, bishop, rook, queen, king.
// Not catalog messages (issue 52): a catalog is a language twinboard speaks, but a scoresheet
// is read in every set here whatever its writer's language (his own first, then English, then
// the rest), including the letters of languages twinboard does not speak (it, nl) that FIDE
// Appendix C lets a player write.
constexpr PieceLetters kLetterSets[] = {
    {"en", "English", {"", "", "N", "B", "R", "Q", "K"}},
    {"de", "Deutsch", {"", "", "S", "L", "T", "D", "K"}},
    {"fr", "Français", {"", "", "C", "F", "T", "D", "R"}},
    {"es", "Español", {"", "", "C", "A", "T", "D", "R"}},
    {"it", "Italiano", {"", "", "C", "A", "T", "D", "R"}},
    {"nl", "Nederlands", {"", "", "P", "L", "T", "D", "K"}},
    {"ru", "Русский", {"", "", "К", "С", "Л", "Ф", "Кр"}},
    // The Uzbek text's own notation (000_*.txt, lines 1318-1320): Ш шоҳ, Фз фарзин, Р рух, Ф фил, О от.
    {"uz", "Oʻzbekcha (кирилл)", {"", "", "О", "Ф", "Р", "Фз", "Ш"}},
    // Persian: the first letter of each name, as the text allows (002_*.txt, line 511):
    // ش شاه, و وزیر, ر رخ, ف فیل, ا اسب. Swahili and Mongolian write the English letters
    // (003_*.txt line 530: "Be5, Nf3, Rd1"; 001_*.txt, C.2).
    {"fa", "فارسی", {"", "", "ا", "ف", "ر", "و", "ش"}},
};

}  // namespace

std::span<const PieceLetters> all_piece_letters() { return kLetterSets; }
const PieceLetters& english_letters() { return kLetterSets[0]; }

const PieceLetters* find_piece_letters(std::string_view code) {
  for (const auto& set : kLetterSets)
    if (set.code == code) return &set;
  return nullptr;
}

std::string uci(Move m) {
  if (m.is_null()) return "0000";
  std::string out = square_name(m.from()) + square_name(m.to());
  if (m.kind() == Move::Kind::Promotion) out += "  nbrq"[index(m.promotion())];
  return out;
}

Result<LegalMove, std::string> parse_uci(const Position& position, std::string_view text) {
  if (text.size() != 4 && text.size() != 5)
    return Failure{"'" + std::string(text) + "' is not coordinate notation such as e2e4 or e7e8q"};
  auto from = parse_square(text.substr(0, 2));
  auto to = parse_square(text.substr(2, 2));
  if (!from || !to) return Failure{"'" + std::string(text) + "' does not name two squares"};
  PieceType promotion = PieceType::None;
  if (text.size() == 5) {
    constexpr std::string_view kPromotions = "nbrq";
    auto i = kPromotions.find(char(text[4] | 0x20));
    if (i == std::string_view::npos)
      return Failure{"'" + std::string(1, text[4]) + "' is not a promotion piece (n, b, r, q)"};
    promotion = PieceType(int(PieceType::Knight) + int(i));
  }
  for (LegalMove m : MoveList(position))
    if (m.move().from() == *from && m.move().to() == *to && m.move().promotion() == promotion) return m;
  return Failure{std::string(text) + " is not a legal move here"};
}

}  // namespace twinboard
