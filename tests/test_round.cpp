// Issue 18: a whole round as an arbiter runs it, with `twinboard table` on an emulated peg
// board and an emulated DGT board with its DGT3000, and `twinboard arbiter` attached. The
// round does not start while a board is missing or misplaced (and says which), starts on
// the arbiter's order, the DGT3000 shows the official times, `pause` stops both clocks
// exactly, and a second table on the same journal or boards is refused.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <regex>
#include <thread>

#include "core/position.h"
#include "core/time_control.h"
#include "devices/dgt_emulator.h"
#include "devices/tactile_emulator.h"
#include "pty_board.h"
#include "pty_process.h"
#include "switchable_board.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using test::Board;

using ::testing::HasSubstr;

struct ClockLine {
  Millis white = -1, black = -1;
  std::string running;  // "White's runs", "Black's runs", "stopped"
};

Millis seconds_of(const std::string& h_mm_ss) {
  int h = 0, m = 0, s = 0;
  std::sscanf(h_mm_ss.c_str(), "%d:%d:%d", &h, &m, &s);
  return Millis(h * 3600 + m * 60 + s) * 1000;
}

// The table's last "clock: White h:mm:ss, Black h:mm:ss, ..." log line.
ClockLine last_clock_line(const std::string& log) {
  static const std::regex line("clock: White (\\d+:\\d\\d:\\d\\d), Black (\\d+:\\d\\d:\\d\\d), ([A-Za-z' ]+)");
  ClockLine last;
  for (auto it = std::sregex_iterator(log.begin(), log.end(), line); it != std::sregex_iterator(); ++it)
    last = {seconds_of((*it)[1]), seconds_of((*it)[2]), (*it)[3]};
  return last;
}

// The DGT3000's display agrees with the official clock (whole seconds, White on the left).
void expect_dgt3000_shows(const devices::DgtEmulator& dgt, const ClockLine& official) {
  const devices::ClockReading shown = dgt.clock_set();
  EXPECT_NEAR(double(shown.left_ms), double(official.white), 1000.0);
  EXPECT_NEAR(double(shown.right_ms), double(official.black), 1000.0);
  using R = devices::ClockReading::Running;
  const R running = official.running == "White's runs"   ? R::Left
                    : official.running == "Black's runs" ? R::Right
                                                         : R::None;
  EXPECT_EQ(shown.running, running) << official.running;
}

test::RunResult station(const std::string& journal, const std::string& orders) {
  return test::run("arbiter --journal " + journal + " <<'EOF'\n" + orders + "EOF", "", true);
}

TEST(Round, StartsOnTheArbitersOrderOnlyWithBothBoardsReadyAndTheDgt3000ShowsTheOfficialTimes) {
  Board<devices::TactileEmulator> peg(test::pty_link("round_peg"), Position::start().occupied());
  Board<devices::DgtEmulator> dgt(test::pty_link("round_dgt"), Position::start().board());
  dgt.switch_on();
  dgt->perform("clock 5400 5400 none");  // a DGT3000 on the board
  const std::string journal = test::temp_path("round.sqlite");
  for (const std::string suffix : {"", ".arbiter", "-wal", "-shm"}) std::filesystem::remove(journal + suffix);
  const std::string config = test::write_temp("round.toml",
                                              "[game]\ntime_control = \"5400+30\"\n"
                                              "[tactile]\nprotocol = \"tactile\"\nport = \"" +
                                                  peg->path() +
                                                  "\"\nvocabulary = \"plain-en\"\n"
                                                  "[sighted]\nprotocol = \"dgt\"\nport = \"" +
                                                  dgt->path() +
                                                  "\"\nclock_left = \"white\"\n"
                                                  "vocabulary = \"plain-en\"\n[arbiter]\nvocabulary = \"plain-en\"\n");
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("Black's board is connected on " + dgt->path(), 10000)) << table.output();
  EXPECT_THAT(table.output(), HasSubstr("White's board (tactile) is on " + peg->path()));

  // The peg board is switched off: the round cannot start, and the player and the arbiter
  // are told which board does not answer.
  auto r = station(journal, "start\n");
  EXPECT_EQ(r.status, 1) << r.out;
  EXPECT_THAT(r.out, HasSubstr("error: White's board on " + peg->path() + " has not answered with its whole picture"));
  ASSERT_TRUE(table.wait_for("say to white: Your board does not answer yet", 6000)) << table.output();
  EXPECT_TRUE(table.wait_for("say to arbiter: White's board on " + peg->path() + " does not answer", 2000));
  EXPECT_EQ(last_clock_line(table.output()).white, 5'400'000);

  // Switched on, but a pawn is missing from the sighted player's board (Black's): still not.
  peg.switch_on();
  ASSERT_TRUE(table.wait_for("White's board is connected", 10000)) << table.output();
  // Its whole picture first (under load the pawn's move could overtake it, and the boards
  // were never both ready before it).
  ASSERT_TRUE(table.wait_for("Both boards are ready: start begins the round", 10000)) << table.output();
  dgt->perform("lift d7");
  dgt->perform("place d6 p");
  ASSERT_TRUE(table.wait_for("> Black's board: place d6", 5000)) << table.output();
  r = station(journal, "start\n");
  EXPECT_THAT(r.out, HasSubstr("error: Black's board does not stand in the starting position: "
                               "pawn from d6 to d7"));
  EXPECT_TRUE(table.wait_for("say to black: Pawn from d6 to d7", 5000));  // his board is off: he is told
  dgt->perform("lift d6");
  dgt->perform("place d7 p");
  ASSERT_TRUE(table.wait_for("say to black: Board in order", 5000)) << table.output();
  ASSERT_TRUE(table.wait_for("Both boards are ready: start begins the round", 10000, 2)) << table.output();

  // The round starts: everyone hears it; White's clock runs on twinboard and the DGT3000.
  r = station(journal, "start\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("ok: start"));
  ASSERT_TRUE(table.wait_for("say to white: The round starts", 5000)) << table.output();
  ASSERT_TRUE(table.wait_for("White's runs", 5000)) << table.output();
  EXPECT_TRUE(table.wait_for("say to black: The round starts", 5000));
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // the set command's way to the clock
  expect_dgt3000_shows(*dgt, last_clock_line(table.output()));
  EXPECT_EQ(last_clock_line(table.output()).running, "White's runs");

  // The VI player's move: made on his board, announced, his clock button.
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));
  peg->perform("lift e2");
  peg->perform("place e4");
  table.send("v");
  table.send("pawn e4\r");
  ASSERT_TRUE(table.wait_for("White says: pawn e4", 5000)) << table.output();
  peg->perform("button clock");
  ASSERT_TRUE(table.wait_for("move 1: e4", 5000)) << table.output();
  ASSERT_TRUE(table.wait_for("Black's runs", 5000)) << table.output();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  const ClockLine after_e4 = last_clock_line(table.output());
  EXPECT_EQ(after_e4.running, "Black's runs");
  EXPECT_LT(after_e4.white, 5'400'000 + 30'000);  // his time ran, then the increment
  expect_dgt3000_shows(*dgt, after_e4);

  // Pause: both clocks stand exactly, on twinboard and on the DGT3000; resume goes on.
  r = station(journal, "pause\n");
  EXPECT_THAT(r.out, HasSubstr("ok: pause"));
  ASSERT_TRUE(table.wait_for(", stopped", 5000, 2)) << table.output();  // the first: before the start
  const ClockLine paused = last_clock_line(table.output());
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  expect_dgt3000_shows(*dgt, paused);
  r = station(journal, "resume\n");
  EXPECT_THAT(r.out, HasSubstr("ok: resume"));
  ASSERT_TRUE(table.wait_for("say to black: The clocks are running again", 5000)) << table.output();
  ASSERT_TRUE(table.wait_for("Black's runs", 5000, 2)) << table.output();
  const ClockLine resumed = last_clock_line(table.output());
  EXPECT_EQ(resumed.white, paused.white);
  EXPECT_EQ(resumed.black, paused.black) << "2.5 s of pause cost Black nothing";
  EXPECT_EQ(resumed.running, "Black's runs");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  expect_dgt3000_shows(*dgt, resumed);

  // A second table on the same journal and boards is refused, naming the first.
  const auto second =
      test::run("table --config " + config + " --journal " + journal + " --no-speech --headless", "", true);
  EXPECT_EQ(second.status, 2) << second.out;
  EXPECT_THAT(second.out, HasSubstr("in use by another twinboard table (process "));
}

// The DGT3000 stops answering mid-game: the arbiter is told, the game goes on, and he is
// told again when it answers.
TEST(Round, ADgt3000ThatStopsAnsweringIsToldAndTheGameGoesOn) {
  Board<devices::DgtEmulator> dgt(test::pty_link("round_deaf"), Position::start().board());
  dgt.switch_on();
  dgt->perform("clock 5400 5400 none");
  const std::string journal = test::temp_path("round_deaf.sqlite");
  for (const std::string suffix : {"", ".arbiter", "-wal", "-shm"}) std::filesystem::remove(journal + suffix);
  const std::string config =
      test::write_temp("round_deaf.toml",
                       "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[tactile]\nprotocol = \"manual\"\n"
                       "[sighted]\nprotocol = \"dgt\"\nport = \"" +
                           dgt->path() + "\"\n[arbiter]\nvocabulary = \"plain-en\"\n");
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("Black's board is connected", 10000)) << table.output();
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  dgt->perform("clock-deaf 9");
  EXPECT_THAT(station(journal, "add black 60\n").out, HasSubstr("ok: add black 60"));  // a new time to show
  ASSERT_TRUE(table.wait_for("say to arbiter: The DGT clock does not answer", 12000)) << table.output();
  dgt->perform("clock-deaf 0");
  EXPECT_THAT(station(journal, "add black 60\n").out, HasSubstr("ok: add black 60"));
  ASSERT_TRUE(table.wait_for("say to arbiter: The DGT clock answers again", 12000)) << table.output();
  EXPECT_THAT(station(journal, "add white 60\n").out, HasSubstr("ok: add white 60"));  // the game went on
}

}  // namespace
}  // namespace twinboard
