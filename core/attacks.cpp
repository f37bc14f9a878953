// Builds every attack table at compile time (constant initialisation: no start-up order to
// worry about, nothing computed at run time).
#include "attacks.h"

namespace twinboard::attacks {
namespace {

constexpr int kRookDirections[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirections[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

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

template <std::size_t N>
struct BuiltSliders {
  SliderTable table{};
  std::array<Bitboard, N> attacks{};
};

// Subsets of a mask enumerated in increasing order are exactly the parallel-bit-deposit of
// 0, 1, 2, ...; so entry i of a square's block answers the occupancy whose extract is i.
template <std::size_t N>
constexpr BuiltSliders<N> build_sliders(const int (&dirs)[4][2]) {
  BuiltSliders<N> built{};
  std::uint32_t offset = 0;
  for (int s = 0; s < 64; ++s) {
    Bitboard mask = relevant_mask(Square(s), dirs);
    built.table.mask[s] = mask;
    built.table.offset[s] = offset;
    Bitboard subset = 0;
    do {
      built.attacks[offset++] = ray_attacks(Square(s), subset, dirs);
      subset = (subset - mask) & mask;
    } while (subset);
  }
  return built;
}

constexpr auto kRookBuilt = build_sliders<102400>(kRookDirections);
constexpr auto kBishopBuilt = build_sliders<5248>(kBishopDirections);

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
constinit const SliderTable kRookTable = kRookBuilt.table;
constinit const SliderTable kBishopTable = kBishopBuilt.table;
constinit const std::array<Bitboard, 102400> kRookAttacks = kRookBuilt.attacks;
constinit const std::array<Bitboard, 5248> kBishopAttacks = kBishopBuilt.attacks;

}  // namespace twinboard::attacks
