// Issue 36: the table emits facts, each listener's words are made at the edge. Every refusal
// and every board fact is worded in every language, and none in German, Russian or Persian
// (or any other) carries an English word.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <regex>

#include "core/fact_words.h"
#include "core/phrasebook.h"
#include "core/position.h"
#include "core/query_answer.h"
#include "core/reconcile_outcome.h"
#include "core/spoken_numbers.h"

namespace twinboard {
namespace {

const Vocabulary& usual(Language l) { return *find_vocabulary(phrasebook(l).usual_vocabulary); }

// Every kind of refusal but a scenario's unread line (the reader's own English, for developers).
std::vector<Refusal> every_refusal() {
  std::vector<Refusal> out;
  for (int k = 0; !name(Refusal::Kind(k)).empty(); ++k) {
    if (Refusal::Kind(k) == Refusal::Kind::Unreadable) continue;
    out.push_back({.kind = Refusal::Kind(k),
                   .board = Color::Black,
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

// Issue 48, item 8: said or shown alone, words begin as a sentence does: no small letter
// first (a square or a move, "e2: ...", "exd5", is no word; scripts without case pass).
bool begins_as_sentence(const std::string& words) {
  const std::string plain = std::regex_replace(words, std::regex("^[\"'„«“(]+"), "");
  if (plain.empty()) return true;
  if (plain[0] >= 'a' && plain[0] <= 'h' && plain.size() > 1 &&
      ((plain[1] >= '1' && plain[1] <= '8') || plain[1] == 'x'))
    return true;
  return capitalised(plain) == plain;
}

// One fact's words in language `l`: there, no placeholder left, and outside English neither
// the English words nor an English word among them.
void expect_worded(Language l, const std::string& words, const std::string& english, const std::regex& english_words,
                   const std::string& what) {
  const std::string where = std::string(code_of(l)) + " " + what + ": " + words;
  EXPECT_FALSE(words.empty()) << where;
  EXPECT_EQ(words.find('{'), std::string::npos) << where;
  EXPECT_TRUE(begins_as_sentence(words)) << where;
  if (l == Language::English) return;
  EXPECT_NE(words, english) << where;
  EXPECT_FALSE(std::regex_search(words, english_words)) << where;
}

TEST(FactWords, EveryRefusalIsWordedInEveryLanguageWithNoEnglishLeftOutsideEnglish) {
  const auto refusals = every_refusal();
  ASSERT_EQ(refusals.size(), 19u);  // issue 49: not_withdrawable; issue 47: no_such_player
  // The check can fail: the English words are caught by it.
  ASSERT_TRUE(std::regex_search(refusal_words(refusals.front(), usual(Language::English)), kEnglish));
  for (Language l : kLanguages) {
    for (const Refusal& r : refusals) {
      const std::string words = refusal_words(r, usual(l)), told = refusal_told(r, usual(l));
      const std::string where = std::string(code_of(l)) + " " + std::string(name(r.kind)) + ": " + told;
      EXPECT_FALSE(words.empty()) << where;
      EXPECT_EQ(words.find('{'), std::string::npos) << where;
      // Told alone, the reason is a sentence of its own (issue 48, item 8).
      EXPECT_TRUE(told == as_sentence(words) || told.find(words) != std::string::npos) << where;
      EXPECT_TRUE(begins_as_sentence(told)) << where;
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
            "ein Anheben vom leeren Feld Eva vier auf dem Brett von Weiß wird nicht beachtet");
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
         {divergence_words({Color::White, steps}, v), instruct_words({Color::Black, steps}, v),
          illegal_words({Color::White, steps, Color::White, ""}, v),
          illegal_words({Color::Black, {}, Color::Black, "Springer Felix sechs"}, v)}) {
      EXPECT_FALSE(words.empty()) << code_of(l);
      EXPECT_EQ(words.find('{'), std::string::npos) << code_of(l) << ": " << words;
      if (l != Language::English) {
        EXPECT_FALSE(std::regex_search(words, kEnglish)) << code_of(l) << ": " << words;
      }
    }
  }
  const Vocabulary& de = usual(Language::German);
  EXPECT_EQ(divergence_words({Color::White, steps}, de),
            "Das Brett von Weiß weicht ab: Bauer von David drei nach Eva vier");
  EXPECT_EQ(illegal_words({Color::Black, {}, Color::Black, "Springer Felix sechs"}, de),
            "Schwarz hat einen unmöglichen Zug angesagt: „Springer Felix sechs“");
  // The steps are facts: the same steps compare equal whatever their words.
  EXPECT_EQ(steps, (std::vector<CorrectionStep>{{CorrectionStep::Kind::Move, make_piece(Color::Black, PieceType::Pawn),
                                                 *parse_square("d3"), *parse_square("e4")}}));
}

// Issue 36: a query's answer is a fact; every kind of answer (and each of its outcomes) is
// worded in every language, with no English left outside English.
std::vector<QueryAnswer> every_answer() {
  const Position start = Position::start();
  const Square e2 = *parse_square("e2"), e4 = *parse_square("e4");
  const LegalMove e2e4 = *legal(start, Move(e2, e4));
  const MadeMove made{start, e2e4};
  std::vector<QueryAnswer> out{
      answer::Time{true, TimeAnswer::UsedAndLeft, {61000, 2000}, {5339000, 5398000}, 12, 11},
      answer::Time{true, TimeAnswer::Left, {61000, 2000}, {5339000, 5398000}, 12, 11},
      answer::Time{false, TimeAnswer::UsedAndLeft, {}, {}, 3, 2},
      answer::LastMove{},
      answer::LastMove{made},
      answer::Turn{Color::Black},
      answer::Squares{},
      answer::Squares{{{e4, Piece::None}}},
      answer::Squares{
          {{e2, make_piece(Color::White, PieceType::Pawn)}, {e4, make_piece(Color::Black, PieceType::Knight)}}},
      answer::Pieces{{{*parse_square("e1"), make_piece(Color::White, PieceType::King)}}},
      answer::Moves{answer::Moves::Outcome::Listed, e2, Color::White, {made}},
      answer::Moves{answer::Moves::Outcome::Listed, *parse_square("a1"), Color::White, {}},
      answer::Moves{answer::Moves::Outcome::NoPieceThere, e4, Color::White, {}},
      answer::Moves{answer::Moves::Outcome::NotHisTurn, e2, Color::Black, {}},
      answer::Opponent{Color::Black, std::nullopt},
      answer::Opponent{Color::Black, "GM Alpha, One"},
      answer::Sheet{},
      answer::Sheet{{{1, Color::White, "Sf3", made}, {1, Color::Black, "xyz", std::nullopt}}},
      answer::Incomplete{"square"},
  };
  return out;
}

TEST(FactWords, EveryAnswerIsWordedInEveryLanguageWithNoEnglishLeftOutsideEnglish) {
  static_assert(std::variant_size_v<QueryAnswer> == 9, "a new kind of answer: add it to every_answer()");
  const auto answers = every_answer();
  for (Language l : kLanguages) {
    for (std::size_t i = 0; i < answers.size(); ++i)
      expect_worded(l, answer_words(answers[i], usual(l)), answer_words(answers[i], usual(Language::English)), kEnglish,
                    "answer " + std::to_string(i));
  }
  // The facts carry the data: the German words name it.
  const Vocabulary& de = usual(Language::German);
  EXPECT_EQ(answer_words(answers[15], de), "Schwarz: GM Alpha, One");
  EXPECT_EQ(answer_words(answers[4], de), "Letzter Zug, Weiß: Bauer Eva vier");
}

// Issue 36: everything the table tells is a notice (a fact); every kind is worded in every
// language, none empty or with a placeholder left, none outside English equal to the English
// or carrying an English word.
Notice notice_of(Notice::Kind kind) {
  const Position start = Position::start();
  auto made = [&](const char* from, const char* to) {
    return MadeMove{start, *legal(start, Move(*parse_square(from), *parse_square(to)))};
  };
  Reconciliation agreed;
  agreed.kind = ReconcileCase::BoardsDifferSheetsAgree;
  agreed.ply = 4;
  agreed.fix[Color::Black] =
      std::vector<CorrectionStep>{{CorrectionStep::Kind::Move, make_piece(Color::White, PieceType::Queen),
                                   *parse_square("d3"), *parse_square("d1")}};
  return {.kind = kind,
          .colour = Color::Black,
          .other_colour = Color::White,
          .square = *parse_square("e4"),
          .piece = PieceType::Knight,
          .board = Color::Black,
          .move = made("e2", "e4"),
          .other = made("d2", "d4"),
          .choices = {made("e2", "e4"), made("d2", "d4")},
          .steps = {{CorrectionStep::Kind::Move, make_piece(Color::White, PieceType::Knight), *parse_square("f3"),
                     *parse_square("d4")}},
          .number = 3,
          .amount = 300000,
          .text = "1-0",
          .words = "Springer Felix sechs",
          .ending = GameEnd::Checkmate,
          .clock_reason = ClockReason::IllegalMove,
          .time = answer::Time{true, TimeAnswer::UsedAndLeft, {61000, 2000}, {5339000, 5398000}, 12, 11},
          .claim = Notice::Claim::FiftyMoves,
          .verdict = Notice::Verdict::Forfeited,
          .misreading = Misreading{.why = Misreading::Why::NoTarget, .words = "Springer Quatsch"},
          .sheet_line = answer::SheetLine{1, Color::White, "Sf3", std::nullopt},
          .reconciliation = std::make_shared<const Reconciliation>(agreed),
          .refusal = Refusal{.kind = Refusal::Kind::ClocksNotPaused}};
}

// English words that show an English literal left in another language's sentence (the words a
// player said, "Springer Felix sechs", stay his).
const std::regex kEnglishInNotice(
    R"(\b(the|board|arbiter|refused|should|move|moves|clock|clocks|draw|claim|white|black|pawn|knight|please|piece|time|wait|done|not)\b)",
    std::regex::icase);

TEST(FactWords, EveryNoticeIsWordedInEveryLanguageWithNoEnglishLeftOutsideEnglish) {
  static_assert(kNoticeKinds == 70, "a new kind of notice: worded in notice_words, and counted here");
  // The check can fail: the English words are caught by it.
  ASSERT_TRUE(std::regex_search(notice_words(notice_of(Notice::Kind::PressNoMove), usual(Language::English)),
                                kEnglishInNotice));
  for (Language l : kLanguages) {
    for (int k = 0; k < kNoticeKinds; ++k) {
      const Notice n = notice_of(Notice::Kind(k));
      expect_worded(l, notice_words(n, usual(l)), notice_words(n, usual(Language::English)), kEnglishInNotice,
                    "notice " + std::to_string(k));
    }
  }
}

TEST(FactWords, EveryMisreadingAndTheCaptionAreWordedInEveryLanguage) {
  static_assert(kMisreadingKinds == 12, "a new reason words are no move: add it here");
  const Position start = Position::start();
  const MadeMove e4{start, *legal(start, Move(*parse_square("e2"), *parse_square("e4")))};
  const MadeMove e3{start, *legal(start, Move(*parse_square("e2"), *parse_square("e3")))};
  for (Language l : kLanguages) {
    for (int k = 0; k < kMisreadingKinds; ++k) {
      const Misreading r{.why = Misreading::Why(k),
                         .words = "Springer Quatsch",
                         .target = *parse_square("e5"),
                         .from = *parse_square("g1"),
                         .piece = PieceType::Knight,
                         .queenside = true,
                         .choices = {e4, e3}};
      expect_worded(l, misreading_words(r, usual(l)), misreading_words(r, usual(Language::English)), kEnglishInNotice,
                    "misreading " + std::to_string(k));
    }
    for (const Caption& c : {Caption{Color::White, "j'adoube", std::nullopt}, Caption{Color::White, "", e4}})
      expect_worded(l, caption_words(c, usual(l)), caption_words(c, usual(Language::English)), kEnglishInNotice,
                    "caption");
  }
  // The facts carry the data: the German words name it.
  const Vocabulary& de = usual(Language::German);
  EXPECT_EQ(notice_words({.kind = Notice::Kind::MovePlayed, .move = e4}, de), "Bauer Eva vier");
  EXPECT_EQ(caption_words({Color::White, "", e4}, usual(Language::English)), "White says: pawn e4");
  EXPECT_EQ(
      notice_words({.kind = Notice::Kind::Refused, .refusal = Refusal{.kind = Refusal::Kind::ClocksNotPaused}}, de),
      "Nicht ausgeführt: die Uhren sind nicht angehalten");
}

// Issue 48, item 1: a question lists the moves that fit, named, never what one of them does:
// "which move?" and words that fit two moves name Nxf7 without its check, in every language.
TEST(FactWords, AChoiceOfMovesNamesEachMoveWithoutCheckOrMate) {
  const Position p = Position::from_fen("6bk/3p1p2/8/4N3/8/8/8/4K3 w - - 0 1").value();
  const Square e5 = *parse_square("e5");
  const std::vector<MadeMove> choices{{p, *legal(p, Move(e5, *parse_square("d7")))},
                                      {p, *legal(p, Move(e5, *parse_square("f7")))}};
  ASSERT_TRUE(announce(choices[1], usual(Language::German)).ends_with(", Schach"));
  for (Language l : kLanguages) {
    const Vocabulary& v = usual(l);
    const std::string check(v.check);  // as it follows a move: ", Schach"
    const std::string which = notice_words({.kind = Notice::Kind::WhichMove, .choices = choices}, v);
    const std::string ambiguous =
        misreading_words({.why = Misreading::Why::Ambiguous, .words = "Springer", .choices = choices}, v);
    for (const std::string& words : {which, ambiguous}) {
      EXPECT_THAT(words, ::testing::Not(::testing::HasSubstr(check))) << code_of(l) << ": " << words;
      EXPECT_THAT(words, ::testing::HasSubstr(say_square(*parse_square("f7"), v))) << code_of(l) << ": " << words;
    }
  }
  EXPECT_EQ(notice_words({.kind = Notice::Kind::WhichMove, .choices = choices}, usual(Language::German)),
            "Welcher Zug: Springer schlägt David sieben oder Springer schlägt Felix sieben? Bitte ansagen");
}

}  // namespace
}  // namespace twinboard
