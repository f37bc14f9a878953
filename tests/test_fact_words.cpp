// Issue 36: the table emits facts, each listener's words are made at the edge. Every refusal
// and every board fact is worded in every language, and none in German, Russian or Persian
// (or any other) carries an English word.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>

#include "core/fact_words.h"
#include "core/phrasebook.h"

namespace twinboard {
namespace {

const Vocabulary& usual(Language l) { return *find_vocabulary(phrasebook(l).usual_vocabulary); }

// Every kind of refusal but a scenario's unread line (the reader's own English, for developers).
std::vector<Refusal> every_refusal() {
  std::vector<Refusal> out;
  for (int k = 0; !name(Refusal::Kind(k)).empty(); ++k) {
    if (Refusal::Kind(k) == Refusal::Kind::Unreadable) continue;
    out.push_back({.kind = Refusal::Kind(k),
                   .board = BoardId::Sighted,
                   .square = *parse_square("e4"),
                   .colour = Color::Black,
                   .plies = 7,
                   .result = "1-0",
                   .steps = {{CorrectionStep::Kind::Move, make_piece(Color::White, PieceType::Knight),
                              *parse_square("f3"), *parse_square("d4")}},
                   .text = "COM3"});
  }
  return out;
}

// Words of English that would show an English literal left in another language's sentence.
const std::regex kEnglish(R"(\b(the|board|ignored|arbiter|refused|lift|place|scoresheet|should|is off)\b)",
                          std::regex::icase);

TEST(FactWords, EveryRefusalIsWordedInEveryLanguageWithNoEnglishLeftOutsideEnglish) {
  const auto refusals = every_refusal();
  ASSERT_EQ(refusals.size(), 17u);  // issue 37 added no_result (confirm without a result)
  // The check can fail: the English words are caught by it.
  ASSERT_TRUE(std::regex_search(refusal_words(refusals.front(), usual(Language::English)), kEnglish));
  for (Language l : kLanguages) {
    for (const Refusal& r : refusals) {
      const std::string words = refusal_words(r, usual(l)), told = refusal_told(r, usual(l));
      const std::string where = std::string(code_of(l)) + " " + std::string(name(r.kind)) + ": " + told;
      EXPECT_FALSE(words.empty()) << where;
      EXPECT_EQ(words.find('{'), std::string::npos) << where;
      EXPECT_THAT(told, ::testing::HasSubstr(words)) << where;
      if (l == Language::English) continue;
      EXPECT_NE(words, refusal_words(r, usual(Language::English))) << where;
      EXPECT_FALSE(std::regex_search(told, kEnglish)) << where;
    }
  }
}

TEST(FactWords, TheDataOfARefusalIsInItsWords) {
  const Vocabulary& de = usual(Language::German);
  EXPECT_EQ(refusal_told({.kind = Refusal::Kind::ClocksNotPaused}, de),
            "Nicht ausgeführt: die Uhren sind nicht angehalten");
  EXPECT_EQ(refusal_words({.kind = Refusal::Kind::LiftFromEmpty, .square = *parse_square("e4")}, de),
            "ein Anheben vom leeren Feld Eva vier auf dem Tastbrett wird nicht beachtet");
  EXPECT_THAT(refusal_words({.kind = Refusal::Kind::GameEnded, .result = "0-1"}, usual(Language::Russian)),
              ::testing::HasSubstr("0-1"));
  // A player's own missing sheet is said whole, not as a refused order.
  EXPECT_THAT(refusal_told({.kind = Refusal::Kind::SheetMissing, .colour = Color::Black}, usual(Language::English)),
              ::testing::StartsWith("Reconciling needs Black's scoresheet too"));
}

TEST(FactWords, ABoardsCorrectionAndAnImpossibleMoveInEachListenersLanguage) {
  const std::vector<CorrectionStep> steps{{CorrectionStep::Kind::Move, make_piece(Color::Black, PieceType::Pawn),
                                           *parse_square("d3"), *parse_square("e4")}};
  for (Language l : kLanguages) {
    const Vocabulary& v = usual(l);
    for (const std::string& words :
         {divergence_words({BoardId::Tactile, steps}, v), instruct_words({BoardId::Sighted, steps}, v),
          illegal_words({BoardId::Tactile, steps, Color::White, ""}, v),
          illegal_words({BoardId::Sighted, {}, Color::Black, "Springer Felix sechs"}, v)}) {
      EXPECT_FALSE(words.empty()) << code_of(l);
      EXPECT_EQ(words.find('{'), std::string::npos) << code_of(l) << ": " << words;
      if (l != Language::English) {
        EXPECT_FALSE(std::regex_search(words, kEnglish)) << code_of(l) << ": " << words;
      }
    }
  }
  const Vocabulary& de = usual(Language::German);
  EXPECT_EQ(divergence_words({BoardId::Tactile, steps}, de),
            "Das Tastbrett weicht ab: Bauer von David drei nach Eva vier");
  EXPECT_EQ(illegal_words({BoardId::Sighted, {}, Color::Black, "Springer Felix sechs"}, de),
            "Schwarz hat einen unmöglichen Zug angesagt: „Springer Felix sechs“");
  // The steps are facts: the same steps compare equal whatever their words.
  EXPECT_EQ(steps, (std::vector<CorrectionStep>{{CorrectionStep::Kind::Move, make_piece(Color::Black, PieceType::Pawn),
                                                 *parse_square("d3"), *parse_square("e4")}}));
}

}  // namespace
}  // namespace twinboard
