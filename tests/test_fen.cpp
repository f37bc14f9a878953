// FEN is untrusted input: every impossible position is refused with a precise reason.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/position.h"

namespace twinboard {
namespace {

// The faults of a FEN joined, or "" when it is accepted.
std::string faults(std::string_view fen) {
  auto position = Position::from_fen(fen);
  if (position) return "";
  std::string all;
  for (const auto& f : position.error()) all += f + "\n";
  return all;
}

MATCHER_P(Mentions, text, "") { return arg.find(text) != std::string::npos; }

TEST(Fen, StartPositionRoundTrips) { EXPECT_EQ(Position::start().fen(), Position::kStartFen); }

TEST(Fen, FieldsRoundTrip) {
  for (std::string fen :
       {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "8/8/8/8/8/8/8/K6k b - - 99 150"})
    EXPECT_EQ(Position::from_fen(fen)->fen(), fen);
}

TEST(Fen, EpdStyleWithoutCountersIsAccepted) {
  auto p = Position::from_fen("4k3/8/8/8/8/8/8/4K3 w - -");
  ASSERT_TRUE(p.ok());
  EXPECT_EQ(p->halfmove_clock(), 0);
  EXPECT_EQ(p->fullmove_number(), 1);
}

TEST(Fen, EnPassantSquareKeptOnlyWhereACaptureIsPossible) {
  // After 1.e4 no black pawn can take on e3: the position equals one without the square.
  auto after_e4 = Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  ASSERT_TRUE(after_e4.ok());
  EXPECT_EQ(after_e4->en_passant(), kNoSquare);
  EXPECT_EQ(after_e4->key(), Position::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")->key());
}

TEST(FenSyntax, ReasonsNameTheField) {
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1"), Mentions("ranks"));
  EXPECT_THAT(faults("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), Mentions("more than 8 squares"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"), Mentions("rank 6 has 7 squares"));
  EXPECT_THAT(faults("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              Mentions("'x' is not a piece letter"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"), Mentions("side to move"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkA - 0 1"), Mentions("castling field"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1"), Mentions("appears twice"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"), Mentions("en-passant field"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1"), Mentions("halfmove clock"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0"), Mentions("fullmove number"));
  EXPECT_THAT(faults(""), Mentions("4 to 6 fields"));
  EXPECT_THAT(faults("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra"), Mentions("4 to 6 fields"));
}

TEST(FenImpossible, KingCounts) {
  EXPECT_THAT(faults("4k3/8/8/8/8/8/8/8 w - - 0 1"), Mentions("White has 0 kings"));
  EXPECT_THAT(faults("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"), Mentions("White has 2 kings"));
  EXPECT_THAT(faults("8/8/8/8/8/8/8/4K3 w - - 0 1"), Mentions("Black has 0 kings"));
}

TEST(FenImpossible, PawnsOnTheFirstOrLastRank) {
  EXPECT_THAT(faults("4k3/8/8/8/8/8/8/P3K3 w - - 0 1"), Mentions("a pawn stands on a1"));
  EXPECT_THAT(faults("3pk3/8/8/8/8/8/8/4K3 w - - 0 1"), Mentions("a pawn stands on d8"));
}

TEST(FenImpossible, TooMuchMaterial) {
  EXPECT_THAT(faults("4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1"), Mentions("only 0 pawns could have promoted"));
  EXPECT_THAT(faults("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"), Mentions("9 pawns"));
}

TEST(FenImpossible, CastlingRightsThePiecesContradict) {
  EXPECT_THAT(faults("4k3/8/8/8/8/8/8/4K3 w K - 0 1"),
              Mentions("White's kingside castling (K) needs the king on e1 and the rook on h1"));
  EXPECT_THAT(faults("r2k4/8/8/8/8/8/8/4K3 w q - 0 1"), Mentions("Black's queenside castling"));
  EXPECT_EQ(faults("r2k4/8/8/8/8/8/8/4K3 w q - 0 1").find("White"), std::string::npos);
  EXPECT_EQ(faults("r3k3/8/8/8/8/8/8/3K4 w q - 0 1"), "");
}

TEST(FenImpossible, EnPassantSquareNoDoubleStepCouldLeave) {
  EXPECT_THAT(faults("4k3/8/8/8/4P3/8/8/4K3 b - e4 0 1"), Mentions("not on rank 3"));
  EXPECT_THAT(faults("4k3/8/8/8/8/8/8/4K3 b - e3 0 1"), Mentions("needs a white pawn on e4"));
  EXPECT_THAT(faults("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1"), Mentions("empty"));
  EXPECT_EQ(faults("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"), "");
}

TEST(FenImpossible, SideNotToMoveInCheck) {
  EXPECT_EQ(faults("4k3/8/8/8/8/8/8/4KR2 b - - 0 1"), "");
  EXPECT_THAT(faults("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1"), Mentions("Black is in check but it is White's move"));
}

TEST(FenImpossible, CheckerPatterns) {
  // Three checkers.
  EXPECT_THAT(faults("4k3/8/3N1N2/8/8/8/8/4RK2 b - - 0 1"), Mentions("attacked by 3 pieces"));
  // Two checks along one line through the king.
  EXPECT_THAT(faults("5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1"), Mentions("one line through the king"));
  // A double check with no line piece in it.
  EXPECT_THAT(faults("4k3/3P4/5N2/8/8/8/8/4K3 b - - 0 1"), Mentions("neither is one"));
  // A check that the double step named by the en-passant square cannot explain.
  EXPECT_THAT(faults("rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1"),
              Mentions("cannot come from the double step"));
  // A discovered check through the square the pawn left is fine.
  EXPECT_EQ(faults("4k3/8/8/8/3p4/8/8/B3K3 b - - 0 1"), "");
  EXPECT_EQ(faults("8/8/7k/8/3Pp3/8/8/2B1K3 b - d3 0 1"), "");
  // A check by a bishop that stood there before the double step is not.
  EXPECT_THAT(faults("8/8/8/8/2pP4/8/1k6/B3K3 b - d3 0 1"), Mentions("cannot come from the double step"));
}

TEST(FenImpossible, EveryFaultIsReportedAtOnce) {
  auto p = Position::from_fen("4k3/4R3/8/8/8/8/8/P3K2R w KQ - 0 1");
  ASSERT_FALSE(p.ok());
  EXPECT_GE(p.error().size(), 3u);  // pawn on a1, castling Q without a1 rook... , black in check
}

TEST(FenImpossible, GarbageNeverCrashes) {
  for (std::string fen :
       {"////////", "8/8/8/8/8/8/8/8/8 w - - 0 1", "kkkkkkkk/8/8/8/8/8/8/KKKKKKKK w - - 0 1", "\xff\xfe w - -",
        "88888888/8/8/8/8/8/8/8 w - - 0 1", "k7/8/8/8/8/8/8/7K w - - 99999999999 1"})
    EXPECT_FALSE(Position::from_fen(fen).ok()) << fen;
}

}  // namespace
}  // namespace twinboard
