// Attack sets of every piece, from tables built at compile time.
#pragma once

#include <array>

#include "types.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace twinboard::attacks {

struct SliderTable {
  std::array<Bitboard, 64> mask;         // relevant occupancy (edges left out)
  std::array<std::uint32_t, 64> offset;  // where each square's block starts in `attacks`
};

extern const std::array<Bitboard, 64> kKnight;
extern const std::array<Bitboard, 64> kKing;
extern const std::array<std::array<Bitboard, 64>, 2> kPawn;      // [colour][square]: squares it attacks
extern const std::array<std::array<Bitboard, 64>, 64> kBetween;  // squares strictly between two aligned squares
extern const std::array<std::array<Bitboard, 64>, 64> kLine;     // the whole line through two aligned squares
extern const SliderTable kRookTable;
extern const SliderTable kBishopTable;
extern const std::array<Bitboard, 102400> kRookAttacks;
extern const std::array<Bitboard, 5248> kBishopAttacks;

// Parallel bit extract: gathers the bits of `value` selected by `mask` into the low bits.
inline std::uint64_t extract_bits(Bitboard value, Bitboard mask) {
#if defined(__BMI2__)
  return _pext_u64(value, mask);
#else
  std::uint64_t result = 0;
  for (std::uint64_t out = 1; mask; mask &= mask - 1, out <<= 1)
    if (value & mask & -mask) result |= out;
  return result;
#endif
}

inline Bitboard knight(Square s) { return kKnight[index(s)]; }
inline Bitboard king(Square s) { return kKing[index(s)]; }
inline Bitboard pawn(Color c, Square s) { return kPawn[index(c)][index(s)]; }
inline Bitboard rook(Square s, Bitboard occupied) {
  return kRookAttacks[kRookTable.offset[index(s)] + extract_bits(occupied, kRookTable.mask[index(s)])];
}
inline Bitboard bishop(Square s, Bitboard occupied) {
  return kBishopAttacks[kBishopTable.offset[index(s)] + extract_bits(occupied, kBishopTable.mask[index(s)])];
}
inline Bitboard queen(Square s, Bitboard occupied) { return rook(s, occupied) | bishop(s, occupied); }
inline Bitboard between(Square a, Square b) { return kBetween[index(a)][index(b)]; }
inline Bitboard line(Square a, Square b) { return kLine[index(a)][index(b)]; }
inline bool aligned(Square a, Square b, Square c) { return (line(a, b) & bit(c)) != 0; }

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
