// Move generation against published perft counts (../shared/corpora/perft).
#include <gtest/gtest.h>

#include <algorithm>

#include "core/movegen.h"
#include "core/notation.h"
#include "corpus.h"

namespace twinboard {
namespace {

using testing::corpus;

// Under the sanitizers (a debug build many times slower) the same positions, less deep.
#ifdef TWINBOARD_SANITIZED
constexpr int kDeepest = 4;
constexpr std::size_t kRandomStep = 50;
#else
constexpr int kDeepest = 99;
constexpr std::size_t kRandomStep = 5;
#endif

TEST(Perft, WholeSuiteToDepthSix) {
  auto cases = testing::read_epd_suite(corpus("perft/perftsuite.epd"));
  ASSERT_EQ(cases.size(), 127u);
  for (const auto& c : cases) {
    // The suite includes a position no game can reach (two bishops checking along one
    // diagonal); its count is still defined, so count it permissively.
    auto position = Position::from_fen(c.fen, Validation::Permissive);
    ASSERT_TRUE(position.ok()) << c.fen;
    for (auto [depth, nodes] : c.counts)
      if (depth <= kDeepest) {
        EXPECT_EQ(perft(*position, depth), nodes) << c.fen << " depth " << depth;
      }
  }
}

TEST(Perft, SuitePositionsAreAllPossibleButOne) {
  int impossible = 0;
  for (const auto& c : testing::read_epd_suite(corpus("perft/perftsuite.epd"))) {
    auto strict = Position::from_fen(c.fen);
    if (!strict) {
      ++impossible;
      EXPECT_EQ(c.fen, "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1");
      EXPECT_NE(strict.error().front().find("one line through the king"), std::string::npos);
    }
  }
  EXPECT_EQ(impossible, 1);
}

// Every fifth position of random.perft to depth 4 (about 800 million nodes).
TEST(Perft, RandomPositionsSliceToDepthFour) {
  auto cases = testing::read_perft_blocks(corpus("perft/random.perft"));
  ASSERT_GT(cases.size(), 6000u);
  for (std::size_t i = 0; i < cases.size(); i += kRandomStep) {
    const auto& c = cases[i];
    auto position = Position::from_fen(c.fen);
    ASSERT_TRUE(position.ok()) << c.id << ": " << c.fen;
    for (auto [depth, nodes] : c.counts) {
      if (depth > std::min(4, kDeepest - 1)) continue;
      EXPECT_EQ(perft(*position, depth), nodes) << c.id << " depth " << depth;
    }
  }
}

TEST(Perft, TrickyPositionsThatArePossible) {
  for (const auto& c : testing::read_perft_blocks(corpus("perft/tricky.perft"))) {
    if (c.id.starts_with("pos-") || c.id.starts_with("gotta-love")) {
      auto position = Position::from_fen(c.fen);
      ASSERT_TRUE(position.ok()) << c.id;
      for (auto [depth, nodes] : c.counts)
        if (depth <= kDeepest) {
          EXPECT_EQ(perft(*position, depth), nodes) << c.id << " depth " << depth;
        }
    }
  }
}

// Impossible positions are refused by default, with the reason; counted when asked to.
TEST(Perft, ImpossibleCheckersAreRefusedAndStillCountedPermissively) {
  int seen = 0;
  for (const auto& c : testing::read_perft_blocks(corpus("perft/tricky.perft"))) {
    if (!c.id.starts_with("align-") && c.id != "ep-unrelated-check") continue;
    ++seen;
    auto strict = Position::from_fen(c.fen);
    ASSERT_FALSE(strict.ok()) << c.id;
    auto permissive = Position::from_fen(c.fen, Validation::Permissive);
    ASSERT_TRUE(permissive.ok()) << c.id;
    for (auto [depth, nodes] : c.counts)
      if (depth <= kDeepest) {
        EXPECT_EQ(perft(*permissive, depth), nodes) << c.id << " depth " << depth;
      }
  }
  EXPECT_EQ(seen, 6);
}

// tricky.perft's counts for this position follow Chess960 castling, where "q" may name a
// rook beside a king on h8. In standard chess the right is impossible: refused strictly,
// dropped permissively, so the count equals that of the same position without it.
TEST(Perft, ContradictedCastlingRightsAreRefusedOrDropped) {
  const std::string fen = "r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQq - 0 1";
  auto strict = Position::from_fen(fen);
  ASSERT_FALSE(strict.ok());
  EXPECT_NE(strict.error().front().find("Black's queenside castling (q) needs the king on e8"), std::string::npos);
  auto permissive = Position::from_fen(fen, Validation::Permissive);
  ASSERT_TRUE(permissive.ok());
  EXPECT_EQ(permissive->castling(), kWhiteKingside | kWhiteQueenside);
  auto without = Position::from_fen("r2r3k/p7/3p4/8/8/P6P/8/R3K2R b KQ - 0 1");
  ASSERT_TRUE(without.ok());
  EXPECT_EQ(perft(*permissive, 4), perft(*without, 4));
  EXPECT_EQ(perft(*without, 1), 14u);  // published depth-1 count: castling plays no part there
}

// perft counts the last ply without listing its moves (count_legal_moves): in every position
// of the tricky suite, and one move into each, the count is the number of moves listed.
TEST(Perft, CountedMovesAreTheMovesListed) {
  std::size_t positions = 0;
  for (const auto& c : testing::read_perft_blocks(corpus("perft/tricky.perft"))) {
    auto position = Position::from_fen(c.fen, Validation::Permissive);
    if (!position) continue;
    EXPECT_EQ(count_legal_moves(*position), MoveList(*position).size()) << c.id;
    for (LegalMove m : MoveList(*position)) {
      Position child = *position;
      child.play(m);
      EXPECT_EQ(count_legal_moves(child), MoveList(child).size()) << c.id << " after " << uci(m);
      ++positions;
    }
  }
  EXPECT_GT(positions, 300u);
}

TEST(Perft, LegalChecksEachGeneratedMoveAndRefusesOthers) {
  // Every generated move passes the single-move check; every other from/to pair fails it.
  for (const auto& c : testing::read_perft_blocks(corpus("perft/tricky.perft"))) {
    auto position = Position::from_fen(c.fen);
    if (!position) continue;
    MoveList moves(*position);
    for (LegalMove m : moves) EXPECT_TRUE(legal(*position, m).has_value()) << c.id;
    for (int from = 0; from < 64; ++from)
      for (int to = 0; to < 64; ++to) {
        Move plain{Square(from), Square(to)};
        EXPECT_EQ(legal(*position, plain).has_value(), moves.find(plain) != nullptr) << c.id;
      }
  }
}

}  // namespace
}  // namespace twinboard
