// Hash keys for positions, generated at compile time from a fixed seed, so a position's key
// is the same in every run (the journal and repetition detection rely on that).
#pragma once

#include <array>
#include <cstdint>

#include "types.h"

namespace twinboard::zobrist {

struct Keys {
  std::array<std::array<std::uint64_t, 64>, 16> piece_square{};  // [piece][square]
  std::array<std::uint64_t, 16> castling{};                      // [rights bits]
  std::array<std::uint64_t, 8> en_passant_file{};
  std::uint64_t black_to_move = 0;
};

constexpr Keys build() {
  Keys keys;
  std::uint64_t state = 0x7477696e626f6172ULL;  // "twinboar"
  auto next = [&state] {                        // splitmix64
    state += 0x9E3779B97F4A7C15ULL;
    std::uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  };
  for (auto& squares : keys.piece_square)
    for (auto& k : squares) k = next();
  // Castling keys combine per right, so any subset hashes consistently.
  std::array<std::uint64_t, 4> single{next(), next(), next(), next()};
  for (int rights = 0; rights < 16; ++rights)
    for (int b = 0; b < 4; ++b)
      if (rights & (1 << b)) keys.castling[rights] ^= single[b];
  for (auto& k : keys.en_passant_file) k = next();
  keys.black_to_move = next();
  return keys;
}

inline constexpr Keys kKeys = build();

}  // namespace twinboard::zobrist
