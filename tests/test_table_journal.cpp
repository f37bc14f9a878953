// A move heard is a move kept: `twinboard table` on an emulated peg board, killed with
// SIGKILL the moment a move is announced, has that move in its journal.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>
#include <thread>

#include <sqlite3.h>

#include "core/position.h"
#include "devices/dgt_emulator.h"
#include "devices/tactile_emulator.h"
#include "pty_board.h"
#include "pty_process.h"
#include "run_command.h"
#include "switchable_board.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

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
    const std::string config =
        test::write_temp("assistant_kill.toml",
                         "[game]\ntime_control = \"5400+30\"\nassistant = true\nstart = \"now\"\n"
                         "[tactile]\nprotocol = \"tactile\"\nport = \"" +
                             peg.path() +
                             "\"\nvocabulary = \"plain-en\"\n"
                             "[sighted]\nprotocol = \"manual\"\n");
    test::PtyProcess table(
        {"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
    ASSERT_TRUE(table.wait_for("White's board is connected", 10000)) << table.output();
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

namespace twinboard {
namespace {

std::string manual_config() {
  return test::write_temp("manual.toml", "[tactile]\nprotocol = \"manual\"\n[sighted]\nprotocol = \"manual\"\n");
}

// Issue 23, item 2 (and issue 18): one table per journal; the second is told who holds it.
TEST(TableJournal, ASecondTableOnTheSameJournalIsRefusedNamingTheFirst) {
  const std::string journal = test::temp_path("held.sqlite");
  std::filesystem::remove(journal);
  test::PtyProcess first({"table", "--config", manual_config(), "--journal", journal, "--no-speech", "--headless"});
  std::string holder;
  for (int i = 0; i < 200 && holder.empty(); ++i) {  // the first table has taken the journal
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (auto text = test::read_text(journal + ".lock")) holder = *text;
  }
  ASSERT_FALSE(holder.empty());
  const auto second =
      test::run("table --config " + manual_config() + " --journal " + journal + " --no-speech --headless", "", true);
  EXPECT_EQ(second.status, 2);
  EXPECT_THAT(second.out, HasSubstr("is in use by another twinboard table (process " + holder + ")"));
  first.kill_now();
  // A lock held by a process that died is no lock: the next table resumes the game.
  const std::string one_question =
      test::write_temp("one_question.jsonl", "{\"t_ms\":100,\"query\":\"time\",\"by\":\"white\"}\n");
  const auto third = test::run("table --config " + manual_config() + " --journal " + journal + " --input " +
                                   one_question + " --no-speech --headless",
                               "", true);
  EXPECT_EQ(third.status, 0) << third.out;
  EXPECT_THAT(third.out, HasSubstr("resumed from the journal"));
}

// Issue 18, item 3: one table per board as well; a second process on a board's port is
// refused and told who holds it, and the lock goes with its process.
TEST(TableJournal, ASecondTableOnTheSameBoardIsRefusedNamingTheFirst) {
  PegBoard peg;
  const std::string config =
      test::write_temp("port_lock.toml", "[tactile]\nprotocol = \"tactile\"\nport = \"" + peg.path() +
                                             "\"\n[sighted]\nprotocol = \"manual\"\n");
  test::PtyProcess first({"table", "--config", config, "--journal", test::temp_path("port_first.sqlite"), "--no-speech",
                          "--headless", "--verbose"});
  ASSERT_TRUE(first.wait_for("White's board is connected", 10000)) << first.output();
  const auto second = test::run(
      "table --config " + config + " --journal " + test::temp_path("port_second.sqlite") + " --no-speech --headless",
      "", true);
  EXPECT_EQ(second.status, 2);
  EXPECT_THAT(second.out,
              HasSubstr("White's board's port " + peg.path() + ": it is in use by another twinboard table (process "));
  first.kill_now();
  test::PtyProcess third({"table", "--config", config, "--journal", test::temp_path("port_third.sqlite"), "--no-speech",
                          "--headless", "--verbose"});
  EXPECT_TRUE(third.wait_for("White's board is connected", 10000)) << third.output();
}

// Issue 18, item 5: the DGT3000 beside the sighted board is the players' shared clock; its
// lever presses the clock of the side that pushed it (`clock_left`), not always the sighted
// player's.
TEST(TableJournal, TheDgtClocksLeverPressesTheClockOfTheSideThatPushedIt) {
  devices::DgtEmulator dgt(test::pty_link("lever_dgt"), Position::start().board());
  std::atomic<bool> stop{false};
  std::thread board([&] { dgt.run(stop); });
  const std::string config =
      test::write_temp("lever.toml",
                       "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[tactile]\nprotocol = \"manual\"\n"
                       "[sighted]\nprotocol = \"dgt\"\nport = \"" +
                           dgt.path() + "\"\nclock_left = \"white\"\n");
  {
    test::PtyProcess table({"table", "--config", config, "--journal", test::temp_path("lever.sqlite"), "--no-speech",
                            "--headless", "--verbose"});
    EXPECT_TRUE(table.wait_for("Black's board is connected", 10000)) << table.output();
    dgt.perform("clock 5400 5400 none");
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // the clock's first reading
    table.send("v");
    table.send("bauer eva vier\r");
    EXPECT_TRUE(table.wait_for("White says: bauer eva vier", 5000)) << table.output();
    dgt.perform("lever");  // pushed down on the left: White's clock
    EXPECT_TRUE(table.wait_for("move 1: e4", 5000)) << table.output();
    EXPECT_THAT(table.output(), HasSubstr("> White presses the clock"));
  }
  stop = true;
  board.join();
}

// Issue 35, items 6 and 7, on the setup most events have (DGT board with a DGT3000, an
// ordinary tactile set): a refused lever press leaves the lever down on the VI player's
// side, and his next flip is still his press (it was counted as Black's: "It is not your
// move"); the sighted player who carries out the announced move before the press is not
// told to undo it; his own flip then presses his clock.
TEST(TableJournal, TheLeverIsThePressOfThePlayerWhoseClockRunsAndTheAnnouncedMoveMayBeCarriedOut) {
  test::Board<devices::DgtEmulator> board(test::pty_link("lever_refused_dgt"), Position::start().board());
  board.switch_on();
  devices::DgtEmulator& dgt = *board;
  const std::string config =
      test::write_temp("lever_refused.toml",
                       "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[tactile]\nprotocol = \"manual\"\n"
                       "[sighted]\nprotocol = \"dgt\"\nport = \"" +
                           dgt.path() + "\"\nclock_left = \"white\"\nvocabulary = \"plain-en\"\n");
  {
    test::PtyProcess table({"table", "--config", config, "--journal", test::temp_path("lever_refused.sqlite"),
                            "--no-speech", "--headless", "--verbose"});
    EXPECT_TRUE(table.wait_for("Black's board is connected", 10000)) << table.output();
    dgt.perform("clock 5400 5400 none");
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // the clock's first reading
    dgt.perform("lever");  // White presses with no move: refused, the lever stays down on his side
    EXPECT_TRUE(table.wait_for("> White presses the clock", 5000)) << table.output();
    table.send("v");
    table.send("Bauer Eva vier\r");
    EXPECT_TRUE(table.wait_for("White says: Bauer Eva vier", 5000)) << table.output();
    dgt.perform("lift e2");
    dgt.perform("place e4 P");  // the sighted player carries it out before the press
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    dgt.perform("lever");  // the lever flips back: still White's press
    EXPECT_TRUE(table.wait_for("move 1: e4", 5000)) << table.output();
    EXPECT_EQ(table.count("> White presses the clock"), 2) << table.output();
    dgt.perform("lift e7");
    dgt.perform("place e5 p");
    EXPECT_TRUE(table.wait_for("move 2: e5", 5000)) << table.output();
    dgt.perform("lever");  // Black completes his move
    EXPECT_TRUE(table.wait_for("> Black presses the clock", 5000)) << table.output();
    EXPECT_TRUE(table.wait_for("clock: White 1:30:", 5000)) << table.output();
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    EXPECT_THAT(table.output(), Not(HasSubstr("not your move"))) << table.output();
    EXPECT_THAT(table.output(), Not(HasSubstr("remove the pawn"))) << table.output();
    // The log is the arbiter's (German by default): no divergence, no empty instruction.
    EXPECT_THAT(table.output(), Not(HasSubstr("Brett von Schwarz weicht ab"))) << table.output();
    EXPECT_THAT(table.output(), Not(HasSubstr("Brett von Schwarz ist zu tun: \r"))) << table.output();
  }
}

// A journal that cannot be written (here a file size limit, as a full disk) does not stop
// the game: the arbiter is told at once and the moves go on (issue 23, item 2).
TEST(TableJournal, AJournalThatCannotBeWrittenIsToldAndTheGameGoesOn) {
  std::string scenario =
      "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":\"manual\","
      "\"time_control\":\"5400+30\",\"assistant\":false}}\n";
  long t = 0;
  for (int i = 0; i < 300; ++i)
    scenario += "{\"t_ms\":" + std::to_string(t += 100) + ",\"query\":\"time\",\"by\":\"white\"}\n";
  scenario += "{\"t_ms\":" + std::to_string(t += 100) + ",\"announce\":\"Bauer Eva vier\",\"by\":\"white\"}\n";
  scenario += "{\"t_ms\":" + std::to_string(t += 100) + ",\"press_clock\":\"white\"}\n";
  const std::string input = test::write_temp("fills_the_disk.jsonl", scenario);
  const std::string journal = test::temp_path("full.sqlite");
  std::filesystem::remove(journal);
  const auto r = test::run("table --input " + input + " --speed 1000 --journal " + journal + " --no-speech --headless",
                           "ulimit -f 100;", true);
  EXPECT_EQ(r.status, 0) << r.out;
  // Said in the arbiter's language: the scenario's arbiter hears the default, German.
  EXPECT_THAT(r.out, HasSubstr("say to arbiter: Das Journal kann nicht geschrieben werden"));
  EXPECT_THAT(r.out, HasSubstr("move 1: e4"));
}

}  // namespace
}  // namespace twinboard

namespace twinboard {
namespace {

const char* kScenario =
    "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"occupancy\",\"sighted\":\"identified\",\"time_control\":"
    "\"5400+30\"}}\n"
    "{\"t_ms\":1000,\"lift\":\"e2\",\"board\":\"tactile\"}\n"
    "{\"t_ms\":1500,\"place\":\"e4\",\"board\":\"tactile\"}\n"
    "{\"t_ms\":2000,\"announce\":\"Bauer Eva vier\",\"by\":\"white\"}\n"
    "{\"t_ms\":2500,\"press_clock\":\"white\"}\n";

// A journal of 1.e4 as `simulate --journal` writes it.
std::string a_journal(const std::string& name) {
  const std::string path = test::temp_path(name);
  const auto r = test::run("simulate " + test::write_temp(name + ".jsonl", kScenario) + " --journal " + path);
  EXPECT_EQ(r.status, 0);
  return path;
}

void change(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

// Issue 23, item 2: a damaged journal, or a file that is not twinboard's, is refused with
// the reason and status 1 by `export` and by `table`; nothing is taken from it.
TEST(TableJournal, ADamagedOrForeignJournalIsRefusedNeverMisread) {
  ASSERT_EQ(test::run("export " + a_journal("good.sqlite")).status, 0);
  const std::pair<const char*, const char*> damages[] = {
      {"UPDATE events SET event = replace(event, 'e4', 'e5') WHERE seq = 2", "damaged at event 2"},  // a flipped row
      {"DELETE FROM events WHERE seq = 2", "damaged at event 3"},                                    // a lost row
      {"UPDATE events SET seq = 10 WHERE seq = 1", "damaged at event 2"},                            // rows moved
      {"DROP TABLE events", "is not a twinboard journal"},
      {"DELETE FROM meta WHERE key = 'format'", "no format marker"},
      {"CREATE TABLE people (name TEXT)", "is not a twinboard journal"},
  };
  int n = 0;
  for (const auto& [sql, reason] : damages) {
    const std::string journal = a_journal("damaged" + std::to_string(n++) + ".sqlite");
    change(journal, sql);
    const auto exported = test::run("export " + journal, "", true);
    EXPECT_EQ(exported.status, 1) << sql << "\n" << exported.out;
    EXPECT_THAT(exported.out, HasSubstr(reason)) << sql;
    const auto table =
        test::run("table --config " + manual_config() + " --journal " + journal + " --no-speech --headless", "", true);
    EXPECT_EQ(table.status, 1) << sql << "\n" << table.out;
  }
  // Someone else's file: neither read nor written.
  const std::string text = test::write_temp("notes.txt", "shopping list\n");
  EXPECT_EQ(test::run("export " + text).status, 1);
  const std::string foreign = test::temp_path("foreign.sqlite");
  change(foreign, "CREATE TABLE people (name TEXT)");
  const auto before = test::read_text(foreign);
  const auto simulated =
      test::run("simulate " + test::write_temp("s.jsonl", kScenario) + " --journal " + foreign, "", true);
  EXPECT_EQ(simulated.status, 1);
  EXPECT_THAT(simulated.out, HasSubstr("is not a twinboard journal"));
  EXPECT_EQ(test::read_text(foreign), before);
}

TEST(TableJournal, ExportOnlyReads) {
  const std::string journal = a_journal("read_only.sqlite");
  const auto before = test::read_text(journal);
  ASSERT_EQ(test::run("export " + journal).status, 0);
  EXPECT_EQ(test::read_text(journal), before);
  EXPECT_EQ(test::run("export " + test::temp_path("nothing_there.sqlite")).status, 2);
  EXPECT_FALSE(std::filesystem::exists(test::temp_path("nothing_there.sqlite")));
}

}  // namespace
}  // namespace twinboard
