// Issue 39: a record is never lost. Each test runs the real program on a real SQLite file
// and holds the record (its moves and clocks, as `twinboard export` writes them) against
// what it was before: a finished game kept when the table starts again, a journal that
// lost rows or gained one by hand refused and left as it was, adjourning on a full disk or
// a locked journal, a journal on a read-only medium, a press after a peg board's replug.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <thread>

#include <sqlite3.h>

#include "core/position.h"
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

// Fool's mate, announced and pressed on two plain boards: a finished game, 0-1, and an
// event after its end.
const char* kFoolsMate =
    "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":\"manual\","
    "\"time_control\":\"5400+30\",\"assistant\":false}}\n"
    "{\"t_ms\":1000,\"announce\":\"Bauer Felix drei\",\"by\":\"white\"}\n"
    "{\"t_ms\":1500,\"press_clock\":\"white\"}\n"
    "{\"t_ms\":2000,\"announce\":\"Bauer Eva fünf\",\"by\":\"black\"}\n"
    "{\"t_ms\":2500,\"press_clock\":\"black\"}\n"
    "{\"t_ms\":3000,\"announce\":\"Bauer Gustav vier\",\"by\":\"white\"}\n"
    "{\"t_ms\":3500,\"press_clock\":\"white\"}\n"
    "{\"t_ms\":4000,\"announce\":\"Dame Hektor vier\",\"by\":\"black\"}\n"
    "{\"t_ms\":4500,\"press_clock\":\"black\"}\n"
    "{\"t_ms\":6000,\"query\":\"time\",\"by\":\"white\"}\n";  // a question after the end

// Every file of a journal series a test may leave: board.sqlite, board-2.sqlite ...
std::string fresh_series(const std::string& name) {
  for (int n = 2; n <= 5; ++n) test::temp_path(name + "-" + std::to_string(n) + ".sqlite");
  std::filesystem::remove(::testing::TempDir() + name + ".sqlite.log");
  return test::temp_path(name + ".sqlite");
}

std::string finished_game(const std::string& name) {
  const std::string journal = fresh_series(name);
  const auto r = test::run("simulate " + test::write_temp(name + ".jsonl", kFoolsMate) + " --journal " + journal);
  EXPECT_EQ(r.status, 0) << r.out;
  return journal;
}

std::string manual_config(bool start_now = true) {
  return test::write_temp("record_kept.toml",
                          std::string(start_now ? "[game]\nstart = \"now\"\n" : "") +
                              "[tactile]\nprotocol = \"manual\"\n[sighted]\nprotocol = \"manual\"\n");
}

// A table that answers one question and stops (its input is a script).
test::RunResult one_table_run(const std::string& journal, const std::string& extra = "") {
  const std::string question =
      test::write_temp("one_question.jsonl", "{\"t_ms\":100,\"query\":\"time\",\"by\":\"white\"}\n");
  return test::run("table --config " + manual_config() + " --journal " + journal + " --input " + question +
                       " --speed 100 --no-speech --headless --verbose " + extra,
                   "", true);
}

void change(const std::string& path, const char* sql) {
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.c_str(), &db), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
  sqlite3_close(db);
}

// Item 1: the next start on a finished game's journal keeps it, byte for byte, and plays
// the new game in the next journal of the series; a start after that resumes the newest
// (here unfinished) game, and --fresh sets that one aside too.
TEST(RecordKept, AFinishedGameIsKeptAndTheNextGameGoesBesideIt) {
  const std::string journal = finished_game("board7");
  const std::string second = ::testing::TempDir() + "board7-2.sqlite";
  const std::string third = ::testing::TempDir() + "board7-3.sqlite";
  const auto before = test::run("export " + journal);
  ASSERT_EQ(before.status, 0);
  ASSERT_THAT(before.out, HasSubstr("Qh4# {[%clk 1:30:58]"));
  const auto bytes = test::read_text(journal);

  const auto check = test::run("table --config " + manual_config() + " --journal " + journal + " --check", "", true);
  EXPECT_THAT(check.out, HasSubstr("holds a finished game (0-1), which is kept; a new game starts in " + second));

  const auto next = one_table_run(journal);
  EXPECT_EQ(next.status, 0) << next.out;
  // Told to the arbiter in his language (the default, German), and in the log.
  EXPECT_THAT(next.out, HasSubstr("say to arbiter: Das Journal " + journal +
                                  " enthält eine frühere Partie und bleibt, wie es ist; diese Partie wird in " +
                                  second + " aufgezeichnet"));
  EXPECT_EQ(test::read_text(journal), bytes) << "the finished game's journal is not touched";
  EXPECT_EQ(test::run("export " + journal).out, before.out);
  ASSERT_TRUE(std::filesystem::exists(second));
  EXPECT_EQ(test::run("export " + second).status, 0);

  // The newest journal holds an unfinished game: the next start resumes it, there.
  const auto resumed = one_table_run(journal);
  EXPECT_EQ(resumed.status, 0) << resumed.out;
  EXPECT_THAT(resumed.out, HasSubstr("resumed from the journal " + second));
  EXPECT_FALSE(std::filesystem::exists(third));

  // --fresh: the unfinished game is set aside, not emptied.
  const auto unfinished = test::run("export " + second);
  const auto fresh = one_table_run(journal, "--fresh");
  EXPECT_EQ(fresh.status, 0) << fresh.out;
  EXPECT_THAT(fresh.out, HasSubstr("diese Partie wird in " + third + " aufgezeichnet"));
  EXPECT_EQ(test::run("export " + second).out, unfinished.out);
  EXPECT_EQ(test::run("export " + journal).out, before.out);

  // `simulate --journal` never writes over a game either.
  const auto simulated = test::run(
      "simulate " + test::write_temp("again.jsonl", kFoolsMate) + " --journal " + journal + " >/dev/null", "", true);
  EXPECT_EQ(simulated.status, 0) << simulated.out;
  EXPECT_THAT(simulated.out,
              HasSubstr("is kept; this game is journalled in " + (::testing::TempDir() + "board7-4.sqlite")));
  EXPECT_EQ(test::run("export " + journal).out, before.out);

  // A journal of the series moved away (archived) leaves the later ones the newest.
  std::filesystem::rename(second, ::testing::TempDir() + "archived-board7-2.sqlite");
  const auto after_gap =
      test::run("table --config " + manual_config() + " --journal " + journal + " --check", "", true);
  EXPECT_THAT(after_gap.out, HasSubstr(::testing::TempDir() +
                                       "board7-4.sqlite: holds a finished game (0-1), which is "
                                       "kept; a new game starts in " +
                                       ::testing::TempDir() + "board7-5.sqlite"));
}

// Item 1: rows outside the events' checks (the setup, the result) changed by hand: the
// journal is refused with the reason, by the table and by export, and left as it was.
TEST(RecordKept, AJournalNotAsTwinboardWroteItIsRefusedNeverEmptied) {
  const std::pair<const char*, const char*> damages[] = {
      {"DELETE FROM meta WHERE key = 'setup'", "holds 9 events but no setup"},
      {"UPDATE meta SET value = '1-0' WHERE key = 'result'", "its result '1-0' was not written by twinboard"},
      {"DELETE FROM meta WHERE key = 'result'", "its result was removed"},
  };
  int n = 0;
  for (const auto& [sql, reason] : damages) {
    const std::string journal = finished_game("by_hand" + std::to_string(n++));
    change(journal, sql);
    const auto bytes = test::read_text(journal);
    const auto exported = test::run("export " + journal, "", true);
    const auto table = one_table_run(journal);
    EXPECT_EQ(exported.status, 1) << sql << "\n" << exported.out;
    EXPECT_THAT(exported.out, HasSubstr(reason)) << sql;
    EXPECT_EQ(table.status, 1) << sql << "\n" << table.out;
    EXPECT_THAT(table.out, HasSubstr(reason)) << sql;
    EXPECT_EQ(test::read_text(journal), bytes) << sql;
  }
  // A result added to an unfinished game by hand.
  const std::string journal = fresh_series("result_added");
  const auto r = test::run("simulate " + test::write_temp("half.jsonl", std::string(kFoolsMate).substr(0, 400)) +
                           " --journal " + journal);
  change(journal, "INSERT INTO meta (key, value) VALUES ('result', '1-0')");
  const auto refused = one_table_run(journal);
  EXPECT_EQ(refused.status, 1) << refused.out;
  EXPECT_THAT(refused.out, HasSubstr("was not written by twinboard"));
}

// Item 2: a journal that lost its last events is refused, saying how many and which;
// the table does not resume the shorter game.
TEST(RecordKept, AJournalThatLostItsLastEventsIsRefusedSayingWhatIsMissing) {
  const std::string journal = finished_game("lost_rows");
  change(journal, "DELETE FROM events WHERE seq > (SELECT max(seq) - 2 FROM events)");
  const auto bytes = test::read_text(journal);
  const auto exported = test::run("export " + journal, "", true);
  EXPECT_EQ(exported.status, 1) << exported.out;
  EXPECT_THAT(exported.out, HasSubstr("lost its last 2 events: it holds 7 of the 9 it recorded (events 8 to 9 are "
                                      "missing)"));
  const auto table = one_table_run(journal);
  EXPECT_EQ(table.status, 1) << table.out;
  EXPECT_THAT(table.out, Not(HasSubstr("wiederhergestellt")));
  EXPECT_EQ(test::read_text(journal), bytes);
}

// A peg board on a pseudo-terminal, switched on, played from the test.
struct PegBoard : test::Board<devices::TactileEmulator> {
  PegBoard() : test::Board<devices::TactileEmulator>(test::pty_link("record_peg"), Position::start().occupied()) {
    switch_on();
  }
  const std::string& path() { return (*this)->path(); }
  void act(const std::string& line) { (*this)->perform(line); }
};

// A table with a clock and its arbiter's station beside the journal, the VI player's keys
// on its terminal; `config` names its boards.
struct StationTable {
  StationTable(const std::string& name, const std::string& config, rlim_t max_file_bytes)
      : journal(fresh_series(name)),
        table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose", "--set",
               "game.log=\"off\""},
              {}, max_file_bytes) {
    for (int i = 0; i < 200 && !std::filesystem::exists(journal + ".arbiter"); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  test::RunResult station(const std::string& orders) const {
    return test::run("arbiter --journal " + journal + " <<'EOF'\n" + orders + "EOF", "", true);
  }
  std::string journal;
  test::PtyProcess table;
};

// Item 3: the disk fills (a file size limit) during the game. `adjourn` does not tell the
// players the game is safe: the arbiter hears what the journal lacks and what to do, the
// table stays; `adjourn FILE` keeps the game and the clocks in FILE, and the table ends
// with status 3. The copy holds the move the journal lacks.
TEST(RecordKept, AdjournOnAFullDiskSaysWhatIsNotKeptAndKeepsItElsewhere) {
  PegBoard peg;
  const std::string config = test::write_temp("full_disk.toml",
                                              "[game]\ntime_control = \"5400+30\"\nassistant = true\nstart = \"now\"\n"
                                              "[tactile]\nprotocol = \"tactile\"\nport = \"" +
                                                  peg.path() + "\"\n[sighted]\nprotocol = \"manual\"\n");
  StationTable t("full_disk", config, 48 * 1024);
  ASSERT_TRUE(t.table.wait_for("White's board is connected", 10000)) << t.table.output();
  for (int i = 1; i <= 60 && t.table.count("Das Journal kann nicht geschrieben werden") == 0; ++i) {
    t.table.send("t");
    t.table.wait_for("Noch kein Zug gespielt", 2000, i);
  }
  ASSERT_TRUE(t.table.wait_for("Das Journal kann nicht geschrieben werden", 5000)) << t.table.output();
  EXPECT_TRUE(t.table.wait_for("Schaffen Sie Platz auf dem Datenträger", 100)) << t.table.output();
  // White's move, which the journal cannot take: the assistant makes it once the board rests.
  peg.act("lift e2");
  peg.act("place e4");
  ASSERT_TRUE(t.table.wait_for("move 1: e4", 10000)) << t.table.output();

  const auto refused = t.station("adjourn\n");
  EXPECT_EQ(refused.status, 1) << refused.out;
  EXPECT_THAT(refused.out, HasSubstr("error: nicht vertagt: dem Journal fehlen die letzten "));
  EXPECT_THAT(refused.out, HasSubstr("Schaffen Sie Platz auf dem Datenträger, dann erneut adjourn"));
  EXPECT_THAT(t.table.output(), Not(HasSubstr("Die Partie ist vertagt")));
  EXPECT_EQ(t.table.wait_exit(300), -1) << "the table stays open";

  const std::string copy = test::temp_path("full_disk_copy.pgn");
  const auto adjourned = t.station("adjourn " + copy + "\n");
  EXPECT_THAT(adjourned.out, HasSubstr("ok: adjourn"));
  EXPECT_EQ(t.table.wait_exit(5000), 3);
  EXPECT_THAT(t.table.output(), HasSubstr("say to white: Die Partie ist vertagt; der Schiedsrichter verwahrt"));
  EXPECT_THAT(t.table.output(), HasSubstr("Partie und Uhren stehen in " + copy));
  const auto kept = test::read_text(copy);
  ASSERT_TRUE(kept);
  EXPECT_THAT(*kept, HasSubstr("[TimeControl \"5400+30\"]"));
  EXPECT_THAT(*kept, HasSubstr("1. e4 {[%clk 1:30:"));      // the scoresheets follow in a comment of their own
  EXPECT_THAT(*kept, HasSubstr("adjourned: White 1:30:"));  // the clocks as they stood
  EXPECT_THAT(*kept, HasSubstr(", Black to move"));
  // The journal itself is what it is: readable, without the move only the copy holds.
  const auto exported = test::run("export " + t.journal, "", true);
  EXPECT_EQ(exported.status, 0) << exported.out;
  EXPECT_THAT(exported.out, Not(HasSubstr("1. e4")));
}

// Item 3: a journal another program holds locked is not a full disk: the arbiter is told to
// close that program; once it lets go, `adjourn` writes everything and says so.
TEST(RecordKept, ALockedJournalIsNotAFullDisk) {
  StationTable t("locked", manual_config(), 0);
  ASSERT_TRUE(std::filesystem::exists(t.journal + ".arbiter")) << t.table.output();
  sqlite3* other = nullptr;
  ASSERT_EQ(sqlite3_open(t.journal.c_str(), &other), SQLITE_OK);
  ASSERT_EQ(sqlite3_exec(other, "BEGIN EXCLUSIVE", nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(other);
  t.table.send("t");  // a question is journalled too
  ASSERT_TRUE(t.table.wait_for("Das Journal kann nicht geschrieben werden", 10000)) << t.table.output();
  EXPECT_TRUE(t.table.wait_for("Ein anderes Programm hält das Journal gesperrt", 100)) << t.table.output();
  EXPECT_THAT(t.table.output(), Not(HasSubstr("Platz")));
  const auto refused = t.station("adjourn\n");
  EXPECT_THAT(refused.out, HasSubstr("Ein anderes Programm hält das Journal gesperrt"));
  EXPECT_THAT(refused.out, Not(HasSubstr("Platz")));

  sqlite3_exec(other, "ROLLBACK", nullptr, nullptr, nullptr);
  sqlite3_close(other);
  const auto adjourned = t.station("adjourn\n");
  EXPECT_THAT(adjourned.out, HasSubstr("ok: adjourn"));
  EXPECT_EQ(t.table.wait_exit(5000), 0);
  EXPECT_THAT(t.table.output(), HasSubstr("Die Partie ist vertagt; sie geht weiter"));
  EXPECT_EQ(test::run("export " + t.journal).status, 0);
}

// Item 4: a journal on a read-only medium (a read-only bind mount where the test runs as
// root, a folder without write permission otherwise) is exported as from a writable one.
TEST(RecordKept, ExportReadsAJournalOnAReadOnlyMedium) {
  const std::string journal = finished_game("read_only_medium");
  const auto expected = test::run("export " + journal);
  ASSERT_EQ(expected.status, 0);
  const std::string stick = ::testing::TempDir() + "usb_stick";
  const std::string mounted = ::testing::TempDir() + "usb_stick_ro";
  std::filesystem::remove_all(stick);
  std::filesystem::create_directories(stick);
  std::filesystem::create_directories(mounted);
  std::filesystem::copy_file(journal, stick + "/board.sqlite");
  test::RunResult exported{-1, ""};
  if (geteuid() == 0) {
    // Root may write anywhere the mount allows: only a read-only mount stops him.
    exported =
        test::run("", "unshare -m sh -c 'mount --bind " + stick + " " + mounted + " && mount -o remount,bind,ro " +
                          mounted + " && exec \"$0\" export " + mounted + "/board.sqlite' ");
    ASSERT_NE(exported.status, 127) << "unshare or mount is missing";
  } else {
    chmod(stick.c_str(), 0555);
    exported = test::run("export " + stick + "/board.sqlite", "", true);
    chmod(stick.c_str(), 0755);
  }
  EXPECT_EQ(exported.status, 0) << exported.out;
  EXPECT_EQ(exported.out, expected.out);
  EXPECT_FALSE(std::filesystem::exists(stick + "/board.sqlite-shm"));
}

// Item 5: the peg board's cable is out while the VI player finishes his move; he plugs it
// in and presses his clock at once. The press waits for the board's fresh picture and is
// judged on it: the move counts and his clock stops.
TEST(RecordKept, AClockPressAfterAReplugWaitsForTheBoardsPicture) {
  PegBoard peg;
  const std::string journal = fresh_series("replug_press");
  const std::string config =
      test::write_temp("replug_press.toml",
                       "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n"
                       "[tactile]\nprotocol = \"tactile\"\nport = \"" +
                           peg.path() + "\"\nvocabulary = \"plain-en\"\n[sighted]\nprotocol = \"manual\"\n");
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("White's board is connected", 10000)) << table.output();
  ASSERT_TRUE(table.wait_for("> White's board shows", 5000)) << table.output();
  peg.act("lift e2");
  ASSERT_TRUE(table.wait_for("> White's board: lift e2", 5000)) << table.output();
  peg.act("unplug");
  ASSERT_TRUE(table.wait_for("White's board is disconnected", 10000)) << table.output();
  peg.act("place e4");  // the move is finished while the cable is out
  table.send("v");
  table.send("pawn e4\r");
  ASSERT_TRUE(table.wait_for("White says: pawn e4", 5000)) << table.output();
  peg.act("replug");
  peg.act("button clock");  // at once, before the board has sent its picture
  ASSERT_TRUE(table.wait_for("move 1: e4", 10000)) << table.output();
  EXPECT_THAT(table.output(), Not(HasSubstr("lacks the last move")));
  ASSERT_TRUE(table.wait_for("Black's runs", 5000)) << table.output();
  table.kill_now();
  EXPECT_THAT(test::run("export " + journal).out, HasSubstr("1. e4"));
}

// Item 7: a setup value the table refuses is refused the same way by `simulate` (no abort)
// and by a journal's reader, with the same reason.
TEST(RecordKept, EverySetupValueIsCheckedTheSameWayEverywhere) {
  const std::string scenario = test::write_temp(
      "reminder_zero.jsonl",
      "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":\"manual\",\"reminder_ms\":0}}\n"
      "{\"t_ms\":100,\"query\":\"time\",\"by\":\"white\"}\n");
  const auto simulated = test::run("simulate " + scenario, "", true);
  EXPECT_EQ(simulated.status, 1) << simulated.out;
  EXPECT_THAT(simulated.out, HasSubstr("the reminder time must be above zero"));
  EXPECT_THAT(simulated.out, Not(HasSubstr("bad_variant_access")));
  const auto table = test::run("table --config " + manual_config() + " --journal " + fresh_series("reminder_zero") +
                                   " --input " + scenario + " --no-speech --headless",
                               "", true);
  EXPECT_NE(table.status, 0) << table.out;
  EXPECT_THAT(table.out, HasSubstr("the reminder time must be above zero"));
  for (const char* setting : {"\"settle_ms\":-1", "\"penalty_ms\":-5"}) {
    const std::string bad =
        test::write_temp("bad_setup.jsonl", std::string("{\"t_ms\":0,\"setup\":{\"vi\":\"white\",") + setting + "}}\n");
    const auto r = test::run("simulate " + bad, "", true);
    EXPECT_EQ(r.status, 1) << setting << "\n" << r.out;
    EXPECT_THAT(r.out, HasSubstr("must")) << setting;
  }
}

}  // namespace
}  // namespace twinboard
