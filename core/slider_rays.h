// The rays of the sliding pieces: what attacks.cpp builds its tables from at compile time,
// and what bench/find_magics.cpp searches magic numbers for.
#pragma once

#include "types.h"

namespace twinboard::attacks {

inline constexpr int kRookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
inline constexpr int kBishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// Attacks along rays, stopping at (and including) the first occupied square.
constexpr Bitboard ray_attacks(Square s, Bitboard occupied, const int (&dirs)[4][2]) {
  Bitboard result = 0;
  for (const auto& d : dirs) {
    int f = file_of(s) + d[0], r = rank_of(s) + d[1];
    while (on_board(f, r)) {
      Bitboard b = bit(make_square(f, r));
      result |= b;
      if (occupied & b) break;
      f += d[0];
      r += d[1];
    }
  }
  return result;
}

// The squares whose occupancy matters: the rays without their last square.
constexpr Bitboard relevant_mask(Square s, const int (&dirs)[4][2]) {
  Bitboard result = 0;
  for (const auto& d : dirs) {
    int f = file_of(s) + d[0], r = rank_of(s) + d[1];
    while (on_board(f + d[0], r + d[1])) {
      result |= bit(make_square(f, r));
      f += d[0];
      r += d[1];
    }
  }
  return result;
}

}  // namespace twinboard::attacks
