// Issue 49, item 3: a result the arbiter gave by mistake is withdrawn until he confirms it
// (`withdraw`, journalled as any order); a draw he records from the players' agreement is an
// agreement, not his decision; a result the game itself gave (mate, a flag) stays.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "core/arbiter_command.h"
#include "core/table.h"
#ifdef TWINBOARD_EXE  // the pure suites are cross-built for arm64 without the program
#include "run_command.h"
#endif
#include "table_script.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;

TableSetup english_setup() {
  TableSetup setup = testing::standard();
  for (Listener l : kListeners) setup.vocabulary[std::size_t(l)] = find_vocabulary("plain-en");
  return setup;
}

TEST(ResultWithdrawn, TheArbitersResultIsWithdrawnAndTheGameGoesOnWithItsClock) {
  testing::TableScript s(english_setup());
  testing::vi_plays_e4(s);  // Black's clock runs
  ASSERT_EQ(s.table().clock().running(), std::optional(Color::Black));
  s.at(1000, testing::arbiter("result 1-0"));
  ASSERT_TRUE(s.table().result());
  EXPECT_EQ(s.table().result()->reason, GameEnd::ArbiterDecision);
  EXPECT_FALSE(s.table().clock().running());
  EXPECT_TRUE(s.table().result_withdrawable());
  const Millis black_left = s.table().clock().remaining(Color::Black, s.now());

  s.at(5000, testing::arbiter("withdraw"));
  EXPECT_FALSE(s.table().result());
  EXPECT_FALSE(s.table().result_withdrawable());
  // The game goes on where it stood: Black to move, his clock running from what it showed
  // (the five seconds it stood still are not his).
  EXPECT_EQ(s.table().clock().running(), std::optional(Color::Black));
  EXPECT_EQ(s.table().clock().remaining(Color::Black, s.now()), black_left);
  for (Listener l : kListeners)
    EXPECT_EQ(s.spoken_to(l).back(), "The arbiter withdrew the result 1-0: the game goes on") << int(l);
  // Told to the hall as the game going on: a result of "*".
  const auto results = s.all<GameOver>();
  ASSERT_EQ(results.size(), 2u);
  EXPECT_EQ(results.back().result, "*");

  // Nothing is left to confirm; the game takes its next move as any other.
  s.at(100, testing::arbiter("confirm"));
  EXPECT_FALSE(s.table().result_confirmed());
  EXPECT_THAT(s.spoken_to(Listener::Arbiter).back(), HasSubstr("no result"));
}

TEST(ResultWithdrawn, AConfirmedResultOrOneTheGameGaveStays) {
  testing::TableScript confirmed(english_setup());
  confirmed.at(100, testing::arbiter("resign white"));
  confirmed.at(100, testing::arbiter("confirm"));
  EXPECT_FALSE(confirmed.table().result_withdrawable());
  confirmed.at(100, testing::arbiter("withdraw"));
  ASSERT_TRUE(confirmed.table().result());
  EXPECT_EQ(confirmed.table().result()->result, "0-1");
  EXPECT_EQ(confirmed.spoken_to(Listener::Arbiter).back(),
            "Not done: the result 0-1 stays: only a result an arbiter gave, not yet confirmed, can be withdrawn");

  // White's flag falls (Article 6.9): the clock ended the game; no arbiter gave it.
  testing::TableScript flag(english_setup());
  flag.wait(5400 * 1000 + 1000);
  ASSERT_TRUE(flag.table().result()) << "the flag falls";
  EXPECT_EQ(flag.table().result()->reason, GameEnd::Time);
  EXPECT_FALSE(flag.table().result_withdrawable());
  flag.at(100, testing::arbiter("withdraw"));
  EXPECT_TRUE(flag.table().result());

  testing::TableScript none(english_setup());
  none.at(100, testing::arbiter("withdraw"));
  EXPECT_THAT(none.spoken_to(Listener::Arbiter).back(), HasSubstr("no result"));
}

// A draw by agreement is the players' (Article 5.2), recorded as such; "result 1/2-1/2" is
// the arbiter's decision. The page offers both (arbiters_page.html).
TEST(ResultWithdrawn, ADrawByAgreementIsRecordedAsAgreement) {
  testing::TableScript agreed(english_setup());
  agreed.at(100, testing::arbiter("draw"));
  ASSERT_TRUE(agreed.table().result());
  EXPECT_EQ(agreed.table().result()->reason, GameEnd::Agreement);
  EXPECT_TRUE(agreed.table().result_withdrawable()) << "given by the arbiter's order: his to withdraw";
  testing::TableScript decided(english_setup());
  decided.at(100, testing::arbiter("result 1/2-1/2"));
  EXPECT_EQ(decided.table().result()->reason, GameEnd::ArbiterDecision);
}

TEST(ResultWithdrawn, TheOrderReadsAndWritesBack) {
  const auto order = parse_arbiter_order("withdraw");
  ASSERT_TRUE(order) << order.error();
  EXPECT_TRUE(std::holds_alternative<arbiter::Withdraw>(*order));
  EXPECT_EQ(arbiter_line(*order), "withdraw");
  EXPECT_FALSE(parse_arbiter_order("withdraw 1-0"));
  EXPECT_THAT(arbiter_help(), HasSubstr("withdraw"));
}

#ifdef TWINBOARD_EXE
// Through the real program: the withdrawal is journalled with its source and time, the
// journal's game is open again, and a table started again on it resumes the game.
TEST(ResultWithdrawn, AWithdrawnResultLeavesAJournalThatResumes) {
  const std::string journal = test::temp_path("withdrawn.sqlite");
  std::filesystem::remove(journal);
  const std::string script = test::write_temp(
      "withdrawn.jsonl",
      R"({"t_ms":0,"setup":{"white":{"needs":"vi","board":"occupancy"},"black":{"needs":"sighted","board":"identified"},"time_control":"5400+30"}}
{"t_ms":200,"board":"white","lift":"e2"}
{"t_ms":250,"board":"white","place":"e4"}
{"t_ms":300,"announce":"Bauer Eva vier","by":"white"}
{"t_ms":350,"press_clock":"white"}
{"t_ms":600,"arbiter":"result 1-0"}
{"t_ms":700,"arbiter":"withdraw"}
)");
  const auto first =
      test::run("table --input " + script + " --journal " + journal + " --no-speech --headless", "", true);
  ASSERT_EQ(first.status, 0) << first.out;
  const std::string log = test::read_text(journal + ".log").value_or("");
  EXPECT_THAT(log, HasSubstr("game over: 1-0, arbiter's decision"));
  EXPECT_THAT(log, HasSubstr("the result is withdrawn: the game goes on"));
  EXPECT_THAT(test::run("export " + journal).out, HasSubstr("[Result \"*\"]")) << "the game goes on";
  // Started again, the table resumes the game: the journal holds no result.
  const std::string more = test::write_temp(
      "withdrawn_more.jsonl",
      R"({"t_ms":0,"setup":{"white":{"needs":"vi","board":"occupancy"},"black":{"needs":"sighted","board":"identified"},"time_control":"5400+30"}}
{"t_ms":900,"query":"time","by":"white"}
)");
  const auto second =
      test::run("table --input " + more + " --journal " + journal + " --no-speech --headless", "", true);
  EXPECT_EQ(second.status, 0) << second.out;
  EXPECT_THAT(test::read_text(journal + ".log").value_or(""), HasSubstr("resumed from the journal"));
}
#endif

}  // namespace
}  // namespace twinboard
