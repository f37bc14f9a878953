// Issue 48, item 9: `simulate` plays as a live table does. A scenario without release_ms or
// vi_rest_ms gets today's defaults (docs/scenario-format.md); only a journal written before
// those times existed (format 3 or older) keeps its one rest time, decided by the journal's
// format, not by the missing key. Such a game written out again says so.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

#include "run_command.h"
#include "runtime/journal.h"
#include "runtime/scenario.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using runtime::read_setup;
using runtime::setup_json;
using runtime::SetupReading;

// With the assistant, the VI player (White, a peg board) puts e2-e4 and gives no sign.
constexpr const char* kSetupLine = R"({"t_ms":0,"setup":{"seats":{"white":{"needs":"vi","board":"occupancy"},)"
                                   R"("black":{"needs":"sighted","board":"identified"}},"assistant":true}})";

// The moment the first move entered the game, from `simulate`'s effects; -1 if none.
long first_move_at(const std::string& effects) {
  std::istringstream lines(effects);
  for (std::string line; std::getline(lines, line);) {
    const auto effect = nlohmann::json::parse(line, nullptr, false);
    if (effect.is_object() && effect.value("effect", "") == "move") return effect.value("t_ms", -1L);
  }
  return -1;
}

TEST(SetupTiming, AScenarioWithoutRestTimesPlaysAsALiveTable) {
  const std::string scenario = test::write_temp("timing.jsonl", std::string(kSetupLine) +
                                                                    "\n"
                                                                    R"({"t_ms":100,"board":"white","lift":"e2"})"
                                                                    "\n"
                                                                    R"({"t_ms":200,"board":"white","place":"e4"})"
                                                                    "\n"
                                                                    R"({"t_ms":1500})"
                                                                    "\n"
                                                                    R"({"t_ms":2500})"
                                                                    "\n"
                                                                    R"({"t_ms":3500})"
                                                                    "\n");
  const auto simulated = test::run("simulate " + scenario);
  ASSERT_EQ(simulated.status, 0) << simulated.out;
  // D.2.3, F2.9: without his sign, his board decides after 3 s at rest (vi_rest_ms), as at a
  // live table; the older reading (the settle time, 1 s) would have made it at 1.2 s.
  EXPECT_EQ(first_move_at(simulated.out), 3200) << simulated.out;

  const auto setup = read_setup(kSetupLine);
  ASSERT_TRUE(setup) << setup.error();
  EXPECT_EQ(setup->release, TableSetup{}.release);
  EXPECT_EQ(setup->vi_rest, TableSetup{}.vi_rest);
  EXPECT_TRUE(setup->vi_signals_decide);
}

TEST(SetupTiming, AJournalFromBeforeTheRestTimesKeepsItsTiming) {
  // Written by a twinboard of format 3, before vi_rest_ms: the settle time decided then. Read
  // from a copy, as test_seats does: SQLite leaves its -shm and -wal beside a journal it opens,
  // and the fixture stays as it was committed.
  const std::string copy = test::temp_path("timing_before.sqlite");
  std::filesystem::remove(copy);
  std::filesystem::copy_file(TWINBOARD_SOURCE_DIR "/tests/fixtures/before-seats/assistant-manual.sqlite", copy);
  const runtime::Journal old(copy, runtime::Journal::Access::Read);
  EXPECT_EQ(old.setup_reading(), SetupReading::BeforeRestTimes);
  const TableSetup then = old.setup();
  EXPECT_FALSE(then.vi_signals_decide);

  // The same line read as a scenario gets today's defaults.
  const auto today = read_setup(R"({"t_ms":0,"setup":{"vi":"black","tactile":"manual","sighted":"occupancy",)"
                                R"("assistant":true,"settle_ms":1000,"release_ms":1000}})");
  ASSERT_TRUE(today) << today.error();
  EXPECT_TRUE(today->vi_signals_decide);

  // Written out again (an export, the next journal of its series) it reads as it did.
  const std::string again = setup_json(then);
  EXPECT_THAT(again, ::testing::HasSubstr(R"("vi_board_decides":true)"));
  const auto reread = read_setup(again);
  ASSERT_TRUE(reread) << reread.error();
  EXPECT_FALSE(reread->vi_signals_decide);
  EXPECT_EQ(reread->release, then.release);

  // A journal written today is format 4: its setup reads as written.
  const std::string path = test::temp_path("timing_today.sqlite");
  std::remove(path.c_str());
  {
    runtime::Journal now(path);
    now.start(*read_setup(kSetupLine), {});
    EXPECT_EQ(now.setup_reading(), SetupReading::Today);
    EXPECT_TRUE(now.setup().vi_signals_decide);
  }
}

TEST(SetupTiming, AnOlderRestKeyThatIsNotTrueOrFalseIsRefused) {
  const auto bad = read_setup(R"({"t_ms":0,"setup":{"vi_board_decides":"yes"}})");
  ASSERT_FALSE(bad);
  EXPECT_THAT(bad.error(), ::testing::HasSubstr("vi_board_decides"));
}

}  // namespace
}  // namespace twinboard
