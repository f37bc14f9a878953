// Piece letters of the national notations (FIDE Laws, Appendix C lets each player use his
// own language's letters) and coordinate (UCI) notation.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "movegen.h"
#include "result.h"

namespace twinboard {

struct PieceLetters {
  std::string_view code;      // "en", "de", ...
  std::string_view language;  // "English", "Deutsch", ...
  // Indexed by PieceType: [None, Pawn, Knight, Bishop, Rook, Queen, King]. UTF-8.
  std::array<std::string_view, 7> letters;

  std::string_view of(PieceType t) const { return letters[index(t)]; }
};

// Every letter set twinboard knows; the first is English.
std::span<const PieceLetters> all_piece_letters();
const PieceLetters& english_letters();
// By code ("en", "de", "fr", "es", "it", "nl", "ru", "uz"); nullptr if unknown.
const PieceLetters* find_piece_letters(std::string_view code);

// Coordinate notation: e2e4, e7e8q, e1g1 for castling.
std::string uci(Move m);
// Reads coordinate notation against a position; the move must be legal there.
Result<LegalMove, std::string> parse_uci(const Position& position, std::string_view text);

}  // namespace twinboard
