// Attack sets of every piece, from tables built at compile time.
#pragma once

#include <array>

#include "types.h"

// Slider attacks are looked up in tables; where an occupancy's entry stands in its square's
// block comes from PEXT where the build targets BMI2 (the `native` preset), else from a
// magic multiplication (the portable build: baseline x86-64, arm64).
#if defined(__BMI2__) && !defined(TWINBOARD_NO_PEXT)
#define TWINBOARD_PEXT 1
#include <immintrin.h>
#else
#define TWINBOARD_PEXT 0
#endif

namespace twinboard::attacks {

// One square's part of a slider table.
struct SliderSquare {
  Bitboard mask;         // relevant occupancy (edges left out)
  std::uint64_t magic;   // without PEXT: the multiplier of core/magics.h
  std::uint32_t offset;  // where the square's block starts in the attacks
  std::uint32_t shift;   // 64 - the mask's bits
};
using SliderTable = std::array<SliderSquare, 64>;

extern const std::array<Bitboard, 64> kKnight;
extern const std::array<Bitboard, 64> kKing;
extern const std::array<std::array<Bitboard, 64>, 2> kPawn;      // [colour][square]: squares it attacks
extern const std::array<std::array<Bitboard, 64>, 64> kBetween;  // squares strictly between two aligned squares
extern const std::array<std::array<Bitboard, 64>, 64> kLine;     // the whole line through two aligned squares
extern const std::array<Bitboard, 64> kDiagonals;                // a bishop's squares on an empty board
extern const std::array<Bitboard, 64> kStraights;                // a rook's squares on an empty board
extern const SliderTable kRookTable;
extern const SliderTable kBishopTable;
extern const std::array<Bitboard, 102400> kRookAttacks;
extern const std::array<Bitboard, 5248> kBishopAttacks;

// Where the attacks for `occupied` stand in the square's block.
inline std::uint64_t slot(const SliderSquare& square, Bitboard occupied) {
#if TWINBOARD_PEXT
  return _pext_u64(occupied, square.mask);
#else
  return ((occupied & square.mask) * square.magic) >> square.shift;
#endif
}

inline Bitboard knight(Square s) { return kKnight[index(s)]; }
inline Bitboard king(Square s) { return kKing[index(s)]; }
inline Bitboard pawn(Color c, Square s) { return kPawn[index(c)][index(s)]; }
inline Bitboard rook(Square s, Bitboard occupied) {
  const SliderSquare& square = kRookTable[index(s)];
  return kRookAttacks[square.offset + slot(square, occupied)];
}
inline Bitboard bishop(Square s, Bitboard occupied) {
  const SliderSquare& square = kBishopTable[index(s)];
  return kBishopAttacks[square.offset + slot(square, occupied)];
}
inline Bitboard queen(Square s, Bitboard occupied) { return rook(s, occupied) | bishop(s, occupied); }
inline Bitboard between(Square a, Square b) { return kBetween[index(a)][index(b)]; }
inline Bitboard line(Square a, Square b) { return kLine[index(a)][index(b)]; }
inline bool aligned(Square a, Square b, Square c) { return (line(a, b) & bit(c)) != 0; }

// Whether a piece of type `t` (of colour `c`) on `from` attacks `to` over `occupied`: what
// `of` answers for one square, but a line piece is followed along its line with the small
// tables of lines instead of the slider tables. Reading a move asks this of one or two
// pieces at a time, and the slider tables' entries it would need are seldom in the cache.
inline bool reaches(PieceType t, Color c, Square from, Square to, Bitboard occupied) {
  const Bitboard target = bit(to);
  switch (t) {
    case PieceType::Pawn: return (pawn(c, from) & target) != 0;
    case PieceType::Knight: return (knight(from) & target) != 0;
    case PieceType::King: return (king(from) & target) != 0;
    case PieceType::Bishop: return (kDiagonals[index(from)] & target) && !(between(from, to) & occupied);
    case PieceType::Rook: return (kStraights[index(from)] & target) && !(between(from, to) & occupied);
    case PieceType::Queen: return (line(from, to) & target) && !(between(from, to) & occupied);
    case PieceType::None: break;
  }
  return false;
}

// What a piece of type `t` standing on `s` attacks (pawns need their colour).
inline Bitboard of(PieceType t, Color c, Square s, Bitboard occupied) {
  switch (t) {
    case PieceType::Pawn: return pawn(c, s);
    case PieceType::Knight: return knight(s);
    case PieceType::Bishop: return bishop(s, occupied);
    case PieceType::Rook: return rook(s, occupied);
    case PieceType::Queen: return queen(s, occupied);
    case PieceType::King: return king(s);
    case PieceType::None: break;
  }
  return 0;
}

}  // namespace twinboard::attacks
