// SAN written exactly and read tolerantly; ambiguity and illegality explained.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/san.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;

Position at(std::string_view fen) { return Position::from_fen(fen).value(); }

Move move_of(const Position& p, std::string_view text) {
  auto r = read_san(p, text);
  EXPECT_TRUE(r.ok()) << text << ": " << (r.ok() ? "" : r.error().message);
  return r.ok() ? r->move.move() : Move();
}

std::string san_of(const Position& p, std::string_view coordinate) { return san(p, parse_uci(p, coordinate).value()); }

std::string refusal(const Position& p, std::string_view text) {
  auto r = read_san(p, text);
  return r.ok() ? "(accepted)" : r.error().message;
}

TEST(SanWrite, Basics) {
  Position start = Position::start();
  EXPECT_EQ(san_of(start, "e2e4"), "e4");
  EXPECT_EQ(san_of(start, "g1f3"), "Nf3");
}

TEST(SanWrite, DisambiguationByFileRankOrBoth) {
  // Knights b1 and f3 both reach d2: file.
  Position knights = at("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  EXPECT_EQ(san_of(knights, "b1d2"), "Nbd2");
  // Rooks e1? no: rooks on a1 and a3 reach a2: rank.
  Position rooks = at("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1");
  EXPECT_EQ(san_of(rooks, "a1a2"), "R1a2");
  // Queens h4, e4 and h1 all reach e1: the full square.
  Position queens = at("1k6/8/8/8/4Q2Q/8/8/K3r2Q w - - 0 1");
  EXPECT_EQ(san_of(queens, "h4e1"), "Qh4xe1");
}

TEST(SanWrite, NoDisambiguationWhenTheRivalIsPinned) {
  // Knights b3 and e2 both reach d4, but the one on e2 is pinned by the rook on e8.
  Position p = at("4r1k1/8/8/8/8/1N6/4N3/4K3 w - - 0 1");
  EXPECT_EQ(san_of(p, "b3d4"), "Nd4");
}

TEST(SanWrite, CastlingPromotionEnPassantCheckMate) {
  Position castle = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_EQ(san_of(castle, "e1g1"), "O-O");
  EXPECT_EQ(san_of(castle, "e1c1"), "O-O-O");
  Position castle_check = at("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1");
  EXPECT_EQ(san_of(castle_check, "e1c1"), "O-O-O+");
  Position promote = at("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(san_of(promote, "e7e8q"), "e8=Q+");
  Position underpromote = at("2b4k/3P4/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(san_of(underpromote, "d7c8n"), "dxc8=N");
  Position ep = at("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  EXPECT_EQ(san_of(ep, "e5d6"), "exd6");
  Position mate = at("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
  EXPECT_EQ(san_of(mate, "h5f7"), "Qxf7#");
}

TEST(SanRead, CastlingSpellings) {
  Position p = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  for (auto text : {"O-O", "0-0", "o-o", "OO", "O-O+", "0-0!"}) EXPECT_EQ(uci(move_of(p, text)), "e1g1") << text;
  for (auto text : {"O-O-O", "0-0-0", "OOO"}) EXPECT_EQ(uci(move_of(p, text)), "e1c1") << text;
  EXPECT_EQ(uci(move_of(p, "e1g1")), "e1g1");
}

TEST(SanRead, PromotionSpellings) {
  Position p = at("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
  for (auto text : {"e8=Q", "e8Q", "e8/Q", "e8(Q)", "e8=Q+", "e7e8q", "e7-e8=Q"})
    EXPECT_EQ(uci(move_of(p, text)), "e7e8q") << text;
  EXPECT_EQ(uci(move_of(p, "e8=N")), "e7e8n");
  EXPECT_THAT(refusal(p, "e8"), HasSubstr("must promote"));
  EXPECT_THAT(refusal(p, "e8=K"), HasSubstr("not a promotion piece"));
}

TEST(SanRead, EnPassantSpellings) {
  Position p = at("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  for (auto text : {"exd6", "exd6e.p.", "exd6 e.p.", "exd6ep", "e5d6", "ed6"})
    EXPECT_EQ(uci(move_of(p, text)), "e5d6") << text;
}

TEST(SanRead, LongAlgebraicAndCoordinates) {
  Position p = Position::start();
  for (auto text : {"Nf3", "Ng1-f3", "Ng1f3", "g1f3", "g1-f3", "Nf3!?", "Nf3?!", "Nf3!!"})
    EXPECT_EQ(uci(move_of(p, text)), "g1f3") << text;
  EXPECT_EQ(uci(move_of(p, "e2-e4")), "e2e4");
}

TEST(SanRead, TolerantSignsAreReportedAsRemarks) {
  Position p = at("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
  auto missing = read_san(p, "Qxf7");
  ASSERT_TRUE(missing.ok());
  EXPECT_THAT(missing->remarks, ::testing::ElementsAre(SanRemark::MateSignMissing));
  auto no_x = read_san(p, "Qf7#");
  ASSERT_TRUE(no_x.ok());
  EXPECT_THAT(no_x->remarks, ::testing::ElementsAre(SanRemark::CaptureSignMissing));
  auto exact = read_san(p, "Qxf7#");
  ASSERT_TRUE(exact.ok());
  EXPECT_TRUE(exact->remarks.empty());
  auto wrong_check = read_san(Position::start(), "e4+");
  ASSERT_TRUE(wrong_check.ok());
  EXPECT_THAT(wrong_check->remarks, ::testing::ElementsAre(SanRemark::CheckSignWrong));
  auto wrong_capture = read_san(Position::start(), "Nxf3");
  ASSERT_TRUE(wrong_capture.ok());
  EXPECT_THAT(wrong_capture->remarks, ::testing::ElementsAre(SanRemark::CaptureSignWrong));
}

TEST(SanRead, AmbiguousListsTheCandidates) {
  Position p = at("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  auto r = read_san(p, "Nd2");
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().kind, SanError::Kind::Ambiguous);
  EXPECT_EQ(r.error().candidates.size(), 2u);
  EXPECT_THAT(r.error().message, HasSubstr("Nbd2"));
  EXPECT_THAT(r.error().message, HasSubstr("Nfd2"));
}

TEST(SanRead, IllegalSaysWhy) {
  Position start = Position::start();
  EXPECT_THAT(refusal(start, "Nf4"), HasSubstr("no knight can reach f4"));
  EXPECT_THAT(refusal(start, "e5"), HasSubstr("no pawn can reach e5"));
  EXPECT_THAT(refusal(start, "O-O"), HasSubstr("f1 is not empty"));
  EXPECT_THAT(refusal(start, "e7e5"), HasSubstr("it is white's move"));
  EXPECT_THAT(refusal(start, "e3e4"), HasSubstr("no piece on e3"));
  // A pinned knight.
  Position pinned = at("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1");
  EXPECT_THAT(refusal(pinned, "Nc3"), HasSubstr("would leave the king in check"));
  // In check, a move that does not answer it.
  Position check = at("4k3/8/8/8/8/8/3PPP2/r3K1N1 w - - 0 1");
  EXPECT_THAT(refusal(check, "Nf3"), HasSubstr("does not answer the check"));
  // Castling through an attacked square, and after the rights are gone.
  Position through = at("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
  EXPECT_THAT(refusal(through, "O-O"), HasSubstr("attacked square"));
  Position in_check = at("4k3/8/8/8/8/8/8/r3K2R w K - 0 1");
  EXPECT_THAT(refusal(in_check, "O-O"), HasSubstr("cannot castle out of check"));
  Position attacked = at("4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
  EXPECT_THAT(refusal(attacked, "O-O"), HasSubstr("attacked square"));
  Position no_rights = at("4k3/8/8/8/8/8/8/4K2R w - - 0 1");
  EXPECT_THAT(refusal(no_rights, "O-O"), HasSubstr("may no longer castle"));
}

TEST(SanRead, SyntaxErrorsSayWhatWasExpected) {
  Position start = Position::start();
  EXPECT_EQ(read_san(start, "").error().kind, SanError::Kind::Syntax);
  EXPECT_THAT(refusal(start, "Nz9"), HasSubstr("no target square"));
  EXPECT_THAT(refusal(start, "hello"), HasSubstr("no target square"));
  EXPECT_THAT(refusal(start, "O-O-O-O"), HasSubstr("not castling"));
  EXPECT_THAT(refusal(start, "Nqf3"), HasSubstr("cannot read"));
}

// Every legal move of many positions: SAN written then read gives the same move.
TEST(SanRoundTrip, EveryMoveOfTrickyPositions) {
  for (std::string_view fen :
       {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"}) {
    Position p = at(fen);
    for (LegalMove m : MoveList(p)) {
      std::string text = san(p, m);
      auto back = read_san(p, text);
      ASSERT_TRUE(back.ok()) << fen << " " << text;
      EXPECT_EQ(back->move, m) << fen << " " << text;
      EXPECT_TRUE(back->remarks.empty()) << text;
    }
  }
}

}  // namespace
}  // namespace twinboard
