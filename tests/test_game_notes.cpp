// Issue 48, item 14: the record in time order and complete. Effects come in time order (a
// mate pressed before its rest is dated once); the PGN's [Date] is the game's date; draw
// offers, the arbiter's pauses, time he gives and Article 7.5 penalties are comments of the
// record; a refused input is a warning in the table's log.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <chrono>
#include <ctime>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;

// The VI player (White, an ordinary set) and a sighted player on a plain board, plain English.
const std::string kSetup =
    R"({"t_ms":0,"setup":{"seats":{"white":{"needs":"vi","board":"manual"},"black":{"needs":"sighted","board":"manual"}},)"
    R"("time_control":"5400+30","vocabulary":"plain-en"}})";

std::string lines(std::initializer_list<const char*> events) {
  std::string out = kSetup + "\n";
  for (const char* e : events) out += std::string(e) + "\n";
  return out;
}

TEST(GameNotes, AMatePressedBeforeItsRestIsDatedOnce) {
  // Black, on a DGT board, mates with Qh4 and presses 0.1 s after putting the queen down
  // (its move was made when released, Article 4.7): the clocks stop then, but what is said
  // comes after the press, in time order.
  const std::string scenario = test::write_temp(
      "mate_rest.jsonl",
      R"({"t_ms":0,"setup":{"seats":{"white":{"needs":"vi","board":"occupancy"},"black":{"needs":"sighted","board":"identified"}},)"
      R"("time_control":"5400+30","start_fen":"rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2","vocabulary":"plain-en"}})"
      "\n"
      R"({"t_ms":1000,"board":"black","lift":"d8"})"
      "\n"
      R"({"t_ms":1100,"board":"black","place":"h4","piece":"q"})"
      "\n"
      R"({"t_ms":1200,"press_clock":"black"})"
      "\n"
      R"({"t_ms":3000})"
      "\n");
  const auto simulated = test::run("simulate " + scenario);
  ASSERT_EQ(simulated.status, 0) << simulated.out;
  std::istringstream out(simulated.out);
  long last = 0, result_at = -1, black_ms = 0;
  for (std::string line; std::getline(out, line);) {
    const auto e = nlohmann::json::parse(line);
    const long at = e["t_ms"].get<long>();
    EXPECT_GE(at, last) << line;
    last = std::max(last, at);
    if (e["effect"] == "result") result_at = at;
    if (e["effect"] == "clock" && e["running"] == "none") black_ms = e["black_ms"].get<long>();
  }
  EXPECT_EQ(result_at, 1200);
  EXPECT_EQ(black_ms, 5400000 - 1100 + 30000) << "his clock stopped when the queen was put down";
}

TEST(GameNotes, TheRecordHasTheGamesDateAndWhatTheArbiterWasTold) {
  const std::string scenario = test::write_temp(
      "notes.jsonl",
      lines({R"({"t_ms":1000,"announce":"pawn e4","by":"white"})", R"({"t_ms":1200,"press_clock":"white"})",
             R"({"t_ms":1500,"announce":"I offer a draw","by":"white"})",
             R"({"t_ms":2000,"announce":"I decline","by":"black"})", R"({"t_ms":2500,"arbiter":"pause"})",
             R"({"t_ms":3000,"arbiter":"resume"})", R"({"t_ms":3500,"arbiter":"add white 60"})",
             R"({"t_ms":4000,"announce":"pawn e5","by":"black"})", R"({"t_ms":4100,"press_clock":"black"})"}));
  const std::string journal = test::temp_path("notes.sqlite");
  std::filesystem::remove(journal);
  ASSERT_EQ(test::run("simulate " + scenario + " --journal " + journal + " >/dev/null").status, 0);
  const auto pgn = test::run("export " + journal);
  ASSERT_EQ(pgn.status, 0) << pgn.out;
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char today[16];
  std::strftime(today, sizeof today, "%Y.%m.%d", &local);
  EXPECT_THAT(pgn.out, HasSubstr("[Date \"" + std::string(today) + "\"]"));  // the game was played today
  EXPECT_THAT(pgn.out, HasSubstr("1. e4\n{[%clk 1:30:28] White offers a draw; Black declines the draw; The arbiter "
                                 "has stopped the clocks; The clocks are running again; The arbiter adds one minute "
                                 "to White's clock."));
  // The date given by the event wins.
  const std::string dated = test::write_temp(
      "dated.jsonl", lines({R"({"t_ms":100,"players":{"white":{"name":"A"},"black":{"name":"B"},"date":"2026.11.25"}})",
                            R"({"t_ms":1000,"announce":"pawn e4","by":"white"})"}));
  const std::string journal2 = test::temp_path("dated.sqlite");
  std::filesystem::remove(journal2);
  ASSERT_EQ(test::run("simulate " + dated + " --journal " + journal2 + " >/dev/null").status, 0);
  EXPECT_THAT(test::run("export " + journal2).out, HasSubstr("[Date \"2026.11.25\"]"));
}

TEST(GameNotes, ARefusedInputIsAWarningInTheLog) {
  const std::string scenario = test::write_temp(
      "refused.jsonl",
      lines({R"({"t_ms":500,"announce":"pawn e4","by":"black"})",  // not his move
             R"({"t_ms":1000,"announce":"pawn e4","by":"white"})", R"({"t_ms":1200,"press_clock":"white"})"}));
  const std::string journal = test::temp_path("refused.sqlite");
  std::filesystem::remove(journal);
  std::filesystem::remove(journal + ".log");
  test::run("table --input " + scenario + " --journal " + journal + " --headless --no-speech --speed 20",
            "timeout --preserve-status -s TERM 2");
  const std::string log = test::read_text(journal + ".log").value_or("");
  EXPECT_THAT(log, HasSubstr("warning 0:00:00.5  say to black: It is not your move")) << log;
  EXPECT_THAT(log, HasSubstr("info    0:00:01.2  move 1: e4")) << log;
}

}  // namespace
}  // namespace twinboard
