// The table's runtime between events (issue 24): it waits in one poll for its next moment,
// an idle table writes nothing and wakes for nothing, and while a clock runs its time is
// journalled every heartbeat.
#include <gtest/gtest.h>

#include <chrono>

#include "runtime/journal.h"
#include "runtime/table_runtime.h"
#include "table_script.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using Steady = std::chrono::steady_clock;

double ms_since(Steady::time_point t) { return std::chrono::duration<double, std::milli>(Steady::now() - t).count(); }

struct IdleTable : ::testing::Test {
  runtime::RuntimeOptions options_for(runtime::Journal& journal) {
    runtime::RuntimeOptions options;
    options.setup = testing::standard();
    options.setup.tactile = options.setup.sighted = BoardKind::Manual;
    options.setup.wait_for_start = true;
    options.journal = &journal;
    return options;
  }
  // Steps as `twinboard table` does without a window, for `ms` of real time.
  static void run_for(runtime::TableRuntime& runtime, int ms) {
    for (const auto start = Steady::now(); ms_since(start) < ms;) runtime.step(1000);
  }
  static std::size_t heartbeats(const runtime::Journal& journal) {
    std::size_t n = 0;
    for (const auto& row : journal.events()) n += row.source == "heartbeat";
    return n;
  }
};

// While the round waits for the arbiter the clocks stand: nothing is journalled, and a
// step asked to wait a second waits it out (nothing falls due before).
TEST_F(IdleTable, WritesNothingAndSleepsWhileTheClocksStand) {
  runtime::Journal journal(test::temp_path("idle_table.sqlite"));
  runtime::TableRuntime runtime(options_for(journal), nullptr);
  ASSERT_TRUE(runtime.table().round_waits());
  const std::size_t before = journal.events().size();
  const auto start = Steady::now();
  runtime.step(1000);
  EXPECT_GE(ms_since(start), 990);
  run_for(runtime, 600);
  EXPECT_EQ(journal.events().size(), before) << "an idle table journalled something";
}

// Once the round starts, White's clock runs: a step wakes for the heartbeat, which is
// journalled about every 250 ms (a crash takes at most that off the clocks).
TEST_F(IdleTable, JournalsItsTimeEveryHeartbeatWhileAClockRuns) {
  runtime::Journal journal(test::temp_path("running_table.sqlite"));
  runtime::TableRuntime runtime(options_for(journal), nullptr);
  runtime.input(testing::arbiter("start"), "arbiter");
  ASSERT_TRUE(runtime.table().clock().running());
  run_for(runtime, 300);  // the first heartbeat after the start
  const auto start = Steady::now();
  runtime.step(1000);
  EXPECT_LT(ms_since(start), 600) << "the heartbeat did not wake the runtime";
  const std::size_t beats = heartbeats(journal);
  run_for(runtime, 1100);
  EXPECT_GE(heartbeats(journal) - beats, 3u);
  EXPECT_LE(heartbeats(journal) - beats, 6u);
}

}  // namespace
}  // namespace twinboard
