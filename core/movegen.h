// Legal move generation. Every move it produces is legal in the position it was made for;
// LegalMove can only be made here, so nothing else can push an unchecked move.
#pragma once

#include <array>
#include <cstddef>
#include <optional>

#include "position.h"

namespace twinboard {

class LegalMove {
 public:
  constexpr LegalMove() = default;
  constexpr Move move() const { return move_; }
  constexpr operator Move() const { return move_; }
  constexpr bool operator==(const LegalMove&) const = default;

 private:
  friend class MoveList;
  friend std::optional<LegalMove> legal(const Position& position, Move move);
  constexpr explicit LegalMove(Move m) : move_(m) {}
  Move move_;
};

class MoveList {
 public:
  // 218 is the most legal moves any chess position has.
  static constexpr std::size_t kCapacity = 256;

  explicit MoveList(const Position& position);

  const LegalMove* begin() const { return moves_.data(); }
  const LegalMove* end() const { return moves_.data() + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  const LegalMove& operator[](std::size_t i) const { return moves_[i]; }
  // The generated move equal to `m`, if `m` is legal here.
  const LegalMove* find(Move m) const;

 private:
  friend struct MoveGenerator;
  void add(Move m) { moves_[size_++] = LegalMove(m); }

  std::array<LegalMove, kCapacity> moves_;
  std::size_t size_ = 0;
};

// `move` as a LegalMove if it is legal in `position`, checked on its own (without
// generating every move): the piece, its way there, castling and en-passant conditions,
// and that the own king is not left in check.
std::optional<LegalMove> legal(const Position& position, Move move);

// The square of the piece `move` captures in `position` (for en passant the pawn beside
// the target); nothing when it captures none.
std::optional<Square> captured_square(const Position& position, Move move);

// Whether the piece on move.from() can make `move` by its own way of moving, ignoring
// whether the own king is left in check (castling is checked in full).
bool pseudo_legal(const Position& position, Move move);

// The move the piece on `from` makes by going to `to`, its kind read from the position:
// a pawn reaching the last rank promotes (to `promotion`), a pawn onto the en-passant
// square captures en passant, a king two files over castles. Not checked for legality.
Move move_between(const Position& position, Square from, Square to, PieceType promotion = PieceType::Queen);

// How many legal moves `position` has: MoveList(position).size(), without writing them out.
std::size_t count_legal_moves(const Position& position);

// Number of leaf nodes of the legal move tree to `depth` plies.
std::uint64_t perft(const Position& position, int depth);

}  // namespace twinboard
