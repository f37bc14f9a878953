// Game ends by the rules of the position: Articles 5 and 9.
#include <gtest/gtest.h>

#include "core/game.h"
#include "core/san.h"

namespace twinboard {
namespace {

void play(Game& game, std::initializer_list<std::string_view> sans) {
  for (auto text : sans) {
    auto r = read_san(game.current(), text);
    ASSERT_TRUE(r.ok()) << text;
    game.play(r->move);
  }
}

Position at(std::string_view fen) { return Position::from_fen(fen).value(); }

TEST(Article5, FoolsMateIsCheckmate) {
  Game g;
  play(g, {"f3", "e5", "g4", "Qh4#"});
  EXPECT_EQ(g.end(), GameEnd::Checkmate);
}

TEST(Article5, Stalemate) {
  Game g(at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"));
  EXPECT_EQ(g.end(), GameEnd::Stalemate);
}

TEST(Article5, DeadPositionsByMaterial) {
  EXPECT_TRUE(insufficient_material(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
  EXPECT_TRUE(insufficient_material(at("4k3/8/8/8/8/8/8/4KN2 w - - 0 1")));
  EXPECT_TRUE(insufficient_material(at("4k3/8/8/8/8/8/8/4KB2 w - - 0 1")));
  // Bishops all on light squares, on both sides.
  EXPECT_TRUE(insufficient_material(at("4k1b1/8/8/8/8/8/8/4KB2 w - - 0 1")));
  EXPECT_FALSE(insufficient_material(at("4kb2/8/8/8/8/8/8/4KB2 w - - 0 1")));
  EXPECT_FALSE(insufficient_material(at("4k3/8/8/8/8/8/8/3NKN2 w - - 0 1")));
  EXPECT_FALSE(insufficient_material(at("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
  EXPECT_EQ(Game(at("4k3/8/8/8/8/8/8/4KN2 w - - 0 1")).end(), GameEnd::InsufficientMaterial);
}

TEST(Article6, WhoCanStillMateWhenTheOtherFlagFalls) {
  Position lone_king = at("4k3/8/8/8/8/8/8/4K2Q w - - 0 1");
  EXPECT_TRUE(can_mate_with_material(lone_king, Color::White));
  EXPECT_FALSE(can_mate_with_material(lone_king, Color::Black));
  // A lone knight can mate only with the enemy's pieces in the way.
  EXPECT_FALSE(can_mate_with_material(at("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"), Color::White));
  EXPECT_TRUE(can_mate_with_material(at("4k3/4p3/8/8/8/8/8/4KN2 w - - 0 1"), Color::White));
}

TEST(Article9, RepetitionsClaimAtThreeAndEndAtFive) {
  Game g;
  auto shuffle = [&g] { play(g, {"Nf3", "Nf6", "Ng1", "Ng8"}); };
  shuffle();
  EXPECT_EQ(g.repetitions(), 2);
  EXPECT_FALSE(g.can_claim_threefold());
  shuffle();
  EXPECT_TRUE(g.can_claim_threefold());
  EXPECT_EQ(g.end(), GameEnd::None);
  shuffle();
  shuffle();
  EXPECT_EQ(g.repetitions(), 5);
  EXPECT_EQ(g.end(), GameEnd::FivefoldRepetition);
}

TEST(Article9, CastlingRightsMakePositionsDifferent) {
  // The kings step out and back: same pieces, but the castling rights are gone.
  Game g(at("4k2r/8/8/8/8/8/8/4K2R w Kk - 0 1"));
  play(g, {"Kf1", "Kf8", "Ke1", "Ke8"});
  EXPECT_EQ(g.repetitions(), 1);
}

TEST(Article9, FiftyMovesClaimAndSeventyFiveEnd) {
  Game fifty(at("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"));
  EXPECT_FALSE(fifty.can_claim_fifty_moves());
  play(fifty, {"Ra2"});
  EXPECT_TRUE(fifty.can_claim_fifty_moves());
  EXPECT_EQ(fifty.end(), GameEnd::None);
  Game seventy_five(at("4k3/8/8/8/8/8/8/R3K3 w - - 149 100"));
  play(seventy_five, {"Ra2"});
  EXPECT_EQ(seventy_five.end(), GameEnd::SeventyFiveMoves);
}

TEST(Game, TakeBackToAnEarlierPly) {
  Game g;
  play(g, {"e4", "e5", "Nf3", "Nc6"});
  Position after_two = g.position_before(2);
  g.take_back_to(2);
  EXPECT_EQ(g.plies(), 2u);
  EXPECT_EQ(g.current(), after_two);
}

}  // namespace
}  // namespace twinboard
