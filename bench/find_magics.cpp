// Finds the magic multipliers of core/magics.h: for each square a number that maps every
// occupancy of the square's relevant squares, (occupancy * magic) >> (64 - bits), to a slot
// of its own or to one with the same attacks, in a block of 2^bits (the same size as the
// PEXT tables). Sparse random candidates from a fixed seed, so a run prints the same numbers.
//
// Usage: find_magics [seed] > core/magics.h
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "core/slider_rays.h"

using namespace twinboard;
using namespace twinboard::attacks;

namespace {

struct XorShift {
  std::uint64_t state;
  std::uint64_t next() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
  }
  std::uint64_t sparse() { return next() & next() & next(); }
};

std::uint64_t find_magic(Square s, const int (&dirs)[4][2], XorShift& random) {
  const Bitboard mask = relevant_mask(s, dirs);
  const int bits = std::popcount(mask);
  std::vector<Bitboard> occupancies, attacks;
  Bitboard subset = 0;
  do {
    occupancies.push_back(subset);
    attacks.push_back(ray_attacks(s, subset, dirs));
    subset = (subset - mask) & mask;
  } while (subset);
  std::vector<Bitboard> slots(std::size_t(1) << bits);
  for (;;) {
    const std::uint64_t magic = random.sparse();
    if (std::popcount((mask * magic) >> 56) < 6) continue;  // too few high bits: hopeless
    std::fill(slots.begin(), slots.end(), 0);               // 0: empty (a slider attacks something)
    bool fits = true;
    for (std::size_t i = 0; i < occupancies.size() && fits; ++i) {
      Bitboard& slot = slots[(occupancies[i] * magic) >> (64 - bits)];
      if (slot == 0) slot = attacks[i];
      else fits = slot == attacks[i];
    }
    if (fits) return magic;
  }
}

void print(const char* name, const int (&dirs)[4][2], XorShift& random) {
  std::printf("inline constexpr std::array<std::uint64_t, 64> %s = {\n", name);
  for (int s = 0; s < 64; ++s)
    std::printf("%s0x%016llxULL,%s", s % 4 == 0 ? "    " : " ", (unsigned long long)find_magic(Square(s), dirs, random),
                s % 4 == 3 ? "\n" : "");
  std::printf("};\n");
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t seed = argc > 1 ? std::strtoull(argv[1], nullptr, 0) : 0x7a1e5eedULL;
  XorShift random{seed};
  std::printf(
      "// Magic multipliers for slider attacks without PEXT (baseline x86-64, arm64): for each\n"
      "// square, ((occupied & mask) * magic) >> (64 - bits) is the occupancy's slot in the\n"
      "// square's block of 2^bits. Made by bench/find_magics.cpp (seed 0x%llx); attacks.cpp checks\n"
      "// every slot at compile time.\n"
      "#pragma once\n\n#include <array>\n#include <cstdint>\n\nnamespace twinboard::attacks {\n\n",
      (unsigned long long)seed);
  print("kRookMagics", kRookDirections, random);
  std::printf("\n");
  print("kBishopMagics", kBishopDirections, random);
  std::printf("\n}  // namespace twinboard::attacks\n");
}
