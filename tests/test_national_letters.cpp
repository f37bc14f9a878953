// FIDE Laws Appendix C: each player may write the piece letters of his own language.
#include <gtest/gtest.h>

#include "core/san.h"
#include "corpus.h"

namespace twinboard {
namespace {

const PieceLetters& letters(std::string_view code) { return *find_piece_letters(code); }

TEST(NationalLetters, TablesHoldTheLettersOfEachLanguage) {
  // Order K Q R B N, as FIDE lists them.
  auto kqrbn = [](std::string_view code) {
    const auto& l = letters(code);
    return std::string(l.of(PieceType::King)) + " " + std::string(l.of(PieceType::Queen)) + " " +
           std::string(l.of(PieceType::Rook)) + " " + std::string(l.of(PieceType::Bishop)) + " " +
           std::string(l.of(PieceType::Knight));
  };
  EXPECT_EQ(kqrbn("en"), "K Q R B N");
  EXPECT_EQ(kqrbn("de"), "K D T L S");
  EXPECT_EQ(kqrbn("fr"), "R D T F C");
  EXPECT_EQ(kqrbn("es"), "R D T A C");
  EXPECT_EQ(kqrbn("it"), "R D T A C");
  EXPECT_EQ(kqrbn("nl"), "K D T L P");
  EXPECT_EQ(kqrbn("ru"), "Кр Ф Л С К");
  EXPECT_EQ(kqrbn("uz"), "Ш Фз Р Ф О");
  EXPECT_EQ(find_piece_letters("xx"), nullptr);
}

TEST(NationalLetters, WrittenInEachLanguage) {
  Position start = Position::start();
  LegalMove nf3 = parse_uci(start, "g1f3").value();
  EXPECT_EQ(san(start, nf3, letters("de")), "Sf3");
  EXPECT_EQ(san(start, nf3, letters("fr")), "Cf3");
  EXPECT_EQ(san(start, nf3, letters("nl")), "Pf3");
  EXPECT_EQ(san(start, nf3, letters("ru")), "Кf3");
  EXPECT_EQ(san(start, nf3, letters("uz")), "Оf3");
}

TEST(NationalLetters, LongestLetterWinsWhereOneIsThePrefixOfAnother) {
  // Russian К (knight) and Кр (king); Uzbek Ф (bishop) and Фз (queen).
  Position p = Position::from_fen("4k3/8/8/8/8/8/8/1N1QKB2 w - - 0 1").value();
  EXPECT_EQ(uci(read_san(p, "Крe2", letters("ru"))->move), "e1e2");
  EXPECT_EQ(uci(read_san(p, "Кc3", letters("ru"))->move), "b1c3");
  EXPECT_EQ(uci(read_san(p, "Фзd2", letters("uz"))->move), "d1d2");
  EXPECT_EQ(uci(read_san(p, "Фe2", letters("uz"))->move), "f1e2");
}

TEST(NationalLetters, PromotionInTheChosenLanguage) {
  Position p = Position::from_fen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1").value();
  EXPECT_EQ(uci(read_san(p, "e8=D", letters("de"))->move), "e7e8q");
  EXPECT_EQ(uci(read_san(p, "e8S", letters("de"))->move), "e7e8n");
  EXPECT_EQ(uci(read_san(p, "e8=Ф", letters("ru"))->move), "e7e8q");
  EXPECT_EQ(san(p, parse_uci(p, "e7e8r").value(), letters("fr")), "e8=T+");
}

// Every legal move of the perft suite's positions, in every letter set: written, then read.
TEST(NationalLetters, RoundTripEveryMoveInEveryLanguage) {
  std::size_t checked = 0;
  for (const auto& c : testing::read_epd_suite(testing::corpus("perft/perftsuite.epd"))) {
    auto position = Position::from_fen(c.fen, Validation::Permissive);
    ASSERT_TRUE(position.ok());
    for (const PieceLetters& set : all_piece_letters()) {
      for (LegalMove m : MoveList(*position)) {
        std::string text = san(*position, m, set);
        auto back = read_san(*position, text, set);
        ASSERT_TRUE(back.ok()) << set.code << " " << c.fen << " " << text << ": " << back.error().message;
        EXPECT_EQ(back->move, m) << set.code << " " << text;
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 10000u);
}

}  // namespace
}  // namespace twinboard
