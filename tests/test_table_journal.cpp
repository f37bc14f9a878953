// A move heard is a move kept: `twinboard table` on an emulated peg board, killed with
// SIGKILL the moment a move is announced, has that move in its journal.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include "core/position.h"
#include "devices/tactile_emulator.h"
#include "pty_board.h"
#include "pty_process.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;

// A peg board on a pseudo-terminal, played from the test.
class PegBoard {
 public:
  PegBoard() : board_(test::pty_link("journal_peg"), Position::start().occupied()) {
    thread_ = std::thread([this] { board_.run(stop_); });
  }
  ~PegBoard() {
    stop_ = true;
    thread_.join();
  }
  const std::string& path() const { return board_.path(); }
  void act(const std::string& line) { board_.perform(line); }

 private:
  devices::TactileEmulator board_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

// F2.9b, c with the assistant: the move is made by no event at all, only by the board
// having rested for the settle time. That moment must be in the journal before the move is
// announced (issue 23, item 1).
TEST(TableJournal, AMoveTheAssistantMakesOnItsOwnIsJournalledBeforeItIsHeard) {
  for (int round = 0; round < 3; ++round) {
    PegBoard peg;
    const std::string journal = test::temp_path("assistant_kill_" + std::to_string(round) + ".sqlite");
    std::filesystem::remove(journal);
    const std::string config = test::write_temp(
        "assistant_kill.toml", "[game]\ntime_control = \"5400+30\"\nassistant = true\n"
                               "[tactile]\nprotocol = \"tactile\"\nport = \"" + peg.path() + "\"\nvocabulary = \"plain-en\"\n"
                               "[sighted]\nprotocol = \"manual\"\n");
    test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless"});
    ASSERT_TRUE(table.wait_for("the tactile board is connected", 10000)) << table.output();
    peg.act("lift e2");
    peg.act("place e4");
    ASSERT_TRUE(table.wait_for("move 1: e4", 10000)) << table.output();
    table.kill_now();  // the move has just been announced
    const auto exported = test::run("export " + journal);
    EXPECT_EQ(exported.status, 0) << exported.out;
    EXPECT_THAT(exported.out, HasSubstr("1. e4")) << "round " << round;
  }
}

}  // namespace
}  // namespace twinboard
