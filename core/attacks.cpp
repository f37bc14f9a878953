// Builds every attack table at compile time (constant initialisation: no start-up order to
// worry about, nothing computed at run time).
#include "attacks.h"

#include <bit>

#include "magics.h"
#include "slider_rays.h"

namespace twinboard::attacks {
namespace {

constexpr Bitboard steps(Square s, const int (&deltas)[8][2]) {
  Bitboard result = 0;
  for (const auto& d : deltas) {
    int f = file_of(s) + d[0], r = rank_of(s) + d[1];
    if (on_board(f, r)) result |= bit(make_square(f, r));
  }
  return result;
}

constexpr int kKnightDeltas[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int kKingDeltas[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};

template <std::size_t N>
struct BuiltSliders {
  SliderTable table{};
  std::array<Bitboard, N> attacks{};
};

// Every occupancy of every square's relevant squares, with its attacks, in the slot the
// lookup will compute. With PEXT the slot of the i-th subset in increasing order is i (the
// subsets so enumerated are exactly the parallel-bit-deposits of 0, 1, 2 ...); with magics
// it is the multiplication's, and a magic that sent two occupancies with different attacks
// to one slot stops the build here.
template <std::size_t N>
constexpr BuiltSliders<N> build_sliders(const int (&dirs)[4][2], const std::array<std::uint64_t, 64>& magics) {
  BuiltSliders<N> built{};
  std::uint32_t offset = 0;
  for (int s = 0; s < 64; ++s) {
    const Bitboard mask = relevant_mask(Square(s), dirs);
    const int bits = std::popcount(mask);
    SliderSquare& square = built.table[s];
    square = {mask, magics[s], offset, std::uint32_t(64 - bits)};
    Bitboard subset = 0;
    std::uint64_t ordinal = 0;
    do {
      const std::uint64_t at = offset + (TWINBOARD_PEXT ? ordinal++ : (subset * square.magic) >> square.shift);
      const Bitboard attacks = ray_attacks(Square(s), subset, dirs);
      if (built.attacks[at] != 0 && built.attacks[at] != attacks)
        throw "a magic number sends two occupancies to one slot";
      built.attacks[at] = attacks;  // 0 marks an empty slot: a slider always attacks a square
      subset = (subset - mask) & mask;
    } while (subset);
    offset += std::uint32_t(1) << bits;
  }
  if (offset != N) throw "the table's size is not the sum of its blocks";
  return built;
}

constexpr auto kRookBuilt = build_sliders<102400>(kRookDirections, kRookMagics);
constexpr auto kBishopBuilt = build_sliders<5248>(kBishopDirections, kBishopMagics);

constexpr std::array<std::array<Bitboard, 64>, 64> build_lines(bool whole_line) {
  std::array<std::array<Bitboard, 64>, 64> result{};
  for (int a = 0; a < 64; ++a) {
    for (int b = 0; b < 64; ++b) {
      if (a == b) continue;
      for (const auto* dirs : {&kRookDirections, &kBishopDirections}) {
        if (ray_attacks(Square(a), 0, *dirs) & bit(Square(b))) {
          if (whole_line) {
            result[a][b] =
                (ray_attacks(Square(a), 0, *dirs) & ray_attacks(Square(b), 0, *dirs)) | bit(Square(a)) | bit(Square(b));
          } else {
            result[a][b] =
                ray_attacks(Square(a), bit(Square(b)), *dirs) & ray_attacks(Square(b), bit(Square(a)), *dirs);
          }
        }
      }
    }
  }
  return result;
}

constexpr std::array<Bitboard, 64> build_steps(const int (&deltas)[8][2]) {
  std::array<Bitboard, 64> result{};
  for (int s = 0; s < 64; ++s) result[s] = steps(Square(s), deltas);
  return result;
}

constexpr std::array<Bitboard, 64> build_rays(const int (&dirs)[4][2]) {
  std::array<Bitboard, 64> result{};
  for (int s = 0; s < 64; ++s) result[s] = ray_attacks(Square(s), 0, dirs);
  return result;
}

constexpr std::array<std::array<Bitboard, 64>, 2> build_pawns() {
  std::array<std::array<Bitboard, 64>, 2> result{};
  for (int s = 0; s < 64; ++s) {
    int f = file_of(Square(s)), r = rank_of(Square(s));
    for (int df : {-1, 1}) {
      if (on_board(f + df, r + 1)) result[0][s] |= bit(make_square(f + df, r + 1));
      if (on_board(f + df, r - 1)) result[1][s] |= bit(make_square(f + df, r - 1));
    }
  }
  return result;
}

}  // namespace

constinit const std::array<Bitboard, 64> kKnight = build_steps(kKnightDeltas);
constinit const std::array<Bitboard, 64> kKing = build_steps(kKingDeltas);
constinit const std::array<std::array<Bitboard, 64>, 2> kPawn = build_pawns();
constinit const std::array<std::array<Bitboard, 64>, 64> kBetween = build_lines(false);
constinit const std::array<std::array<Bitboard, 64>, 64> kLine = build_lines(true);
constinit const std::array<Bitboard, 64> kDiagonals = build_rays(kBishopDirections);
constinit const std::array<Bitboard, 64> kStraights = build_rays(kRookDirections);
constinit const SliderTable kRookTable = kRookBuilt.table;
constinit const SliderTable kBishopTable = kBishopBuilt.table;
constinit const std::array<Bitboard, 102400> kRookAttacks = kRookBuilt.attacks;
constinit const std::array<Bitboard, 5248> kBishopAttacks = kBishopBuilt.attacks;

}  // namespace twinboard::attacks
