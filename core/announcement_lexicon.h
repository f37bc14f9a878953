// The words every announcement reader knows (core/understand.cpp), in every vocabulary and
// its usual spellings, folded (text_fold.h), each with the token it stands for. The list is
// data, not logic, and is kept whole in one file although it is longer than 400 lines: a
// word is added beside its kind in every language at once.
#pragma once

#include <string_view>

#include "types.h"

namespace twinboard {

struct Token {
  enum class Kind { Piece, File, Rank, Capture, Promote, EnPassant, Check, Mate, Castle, Kingside, Queenside, Filler };
  Kind kind;
  int value = 0;  // the PieceType, file or rank
};

constexpr Token piece(PieceType t) { return {Token::Kind::Piece, int(t)}; }
constexpr Token file(int f) { return {Token::Kind::File, f}; }
constexpr Token rank(int r) { return {Token::Kind::Rank, r}; }

// The token a folded word stands for; nothing for a word no reader knows.
const Token* lexicon_token(std::string_view folded);

}  // namespace twinboard
