// `twinboard table` as a program: its configuration, the VI player's commands, the journal,
// and the crash test: the table killed with SIGKILL at 21 moments of a game (mid-move,
// mid-announcement, anywhere), restarted each time, ends with exactly the game, clocks,
// scoresheets and touch log of a run that was never interrupted.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <thread>

#include "runtime/scenario.h"
#include "core/san.h"
#include "run_command.h"
#include "table_script.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;

const char* const kOperaGame =
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 "
    "Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

// A whole game as a scenario: each player mirrors the last move on his board (lifts and
// places in one of the real orders), makes his own, the VI player announces, the clock is
// pressed; both keep score (White in German letters), and White asks the time now and then.
std::string game_scenario() {
  TableSetup setup;
  setup.time_control = parse_time_control("5400+30").value();
  setup.vocabulary = {find_vocabulary("fide-de"), find_vocabulary("plain-en"), find_vocabulary("plain-en")};
  std::ostringstream out;
  out << runtime::setup_json(setup) << '\n';
  std::mt19937 random(2026);
  Game game;
  Millis t = 0;
  auto line = [&](Millis step, Input input) { out << runtime::event_json({t += step, std::move(input)}) << '\n'; };
  std::istringstream moves(kOperaGame);
  for (std::string text; moves >> text;) {
    const Position before = game.current();
    const LegalMove move = read_san(before, text).value().move;
    const Color mover = before.side_to_move();
    // Each plays on his own board: the VI player (White) on a peg board, Black on a DGT board.
    const BoardKind kind = setup.seats[mover].board;
    t += 2500;  // thinking (the mirroring comes first; its timing does not matter here)
    for (Input& e : testing::turn_events(mover, kind, game, move, random)) line(400, e);
    if (mover == Color::White) line(300, Announce{announce(before, move), Speaker::White});
    line(500, PressClock{mover});
    if (game.plies() % 3 == 0) line(200, WriteScoresheet{Color::White, san(before, move, *find_piece_letters("de"))});
    if (game.plies() % 4 == 1) line(200, WriteScoresheet{Color::Black, san(before, move)});
    if (game.plies() % 7 == 3) line(300, Query{QueryKind::Time, Color::White});
    game.play(move);
  }
  return out.str();
}

// The last event in a journal, as written; empty when there is none yet.
std::string last_journalled(const std::string& path) {
  sqlite3* db = nullptr;
  std::string out;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_busy_timeout(db, 500);
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT event FROM events ORDER BY seq DESC LIMIT 1", -1, &s, nullptr) == SQLITE_OK &&
        sqlite3_step(s) == SQLITE_ROW)
      out = reinterpret_cast<const char*>(sqlite3_column_text(s, 0));
    sqlite3_finalize(s);
  }
  sqlite3_close(db);
  return out;
}

pid_t start(const std::string& arguments, const std::string& environment) {
  const pid_t pid = fork();
  if (pid == 0) {
    const std::string command = "exec env " + environment + " " + TWINBOARD_EXE + " " + arguments + " >/dev/null 2>&1";
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  return pid;
}

TEST(TableCrash, KilledTwentyOneTimesTheGameAndClocksAreExactlyAsUninterrupted) {
  const std::string scenario = test::write_temp("crash_game.jsonl", game_scenario());
  const std::string reference = test::temp_path("crash_reference.sqlite");
  ASSERT_EQ(test::run("simulate " + scenario + " --journal " + reference + " >/dev/null").status, 0);
  const auto expected = test::run("export " + reference);
  ASSERT_EQ(expected.status, 0);
  ASSERT_THAT(expected.out, HasSubstr("Rd8#"));
  ASSERT_THAT(expected.out, HasSubstr("[%clk"));

  const std::string journal = test::temp_path("crash_journal.sqlite");
  const std::string arguments = "table --input " + scenario + " --journal " + journal + " --headless --speed 12" +
                                " --set tactile.rate=450 --set sighted.rate=450";  // the speech keeps up
  const std::string environment =
      "ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf AUDIO_CAPTURE_WAV=" + ::testing::TempDir() +
      "crash_capture.wav";
  std::mt19937 random(11);
  int kills = 0, mid_move = 0, mid_announcement = 0;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(4);
  int status = -1;
  while (std::chrono::steady_clock::now() < deadline) {
    const pid_t pid = start(arguments, environment);
    if (kills >= 21) {  // enough: let it finish
      waitpid(pid, &status, 0);
      break;
    }
    // Kill moments by turns: just after a lift (a move half made), just after a clock
    // press (its announcement playing), and at a random moment.
    const int kind = kills % 3;
    const std::string before = last_journalled(journal);
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    std::this_thread::sleep_for(std::chrono::milliseconds(kind == 2 ? 150 + random() % 500 : 120));
    while (kind != 2 && std::chrono::steady_clock::now() < give_up) {
      const std::string last = last_journalled(journal);
      if (last != before && last.find(kind == 0 ? "\"lift\"" : "\"press_clock\"") != std::string::npos) break;
      std::this_thread::sleep_for(std::chrono::milliseconds(3));
    }
    if (waitpid(pid, &status, WNOHANG) == pid) break;  // the game ended first
    kill(pid, SIGKILL);
    waitpid(pid, &status, 0);
    const std::string last = last_journalled(journal);
    mid_move += last.find("\"lift\"") != std::string::npos;
    mid_announcement += last.find("\"press_clock\"") != std::string::npos;
    ++kills;
  }
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the last run did not end by itself";
  EXPECT_GE(kills, 21);
  EXPECT_GE(mid_move, 5);
  EXPECT_GE(mid_announcement, 5);
  const auto resumed = test::run("export " + journal);
  ASSERT_EQ(resumed.status, 0);
  EXPECT_EQ(resumed.out, expected.out);
}

// Issue 18, start of round: `auto` takes only a USB board it can identify, never a
// motherboard's serial port (/dev/ttyS0, which this machine has): without a board it says so.
TEST(TableConfig, AutoNeverTakesAMotherboardSerialPortForABoard) {
  const auto r = test::run("table --set sighted.protocol=manual --journal " + test::temp_path("auto.sqlite") +
                               " --no-speech --headless </dev/null",
                           "", true);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_THAT(r.out, HasSubstr("no tactile board found for White's board"));
}

TEST(TableConfig, ABadConfigurationIsRefusedWithItsLineAndReason) {
  const std::string config = test::write_temp("bad.toml",
                                              "[game]\n"
                                              "vi = \"white\"\n"
                                              "time_control = \"90m/40 + 30m, +30s\"\n"
                                              "\n"
                                              "[tactile]\n"
                                              "channel = \"middle\"\n");
  // `table ARGUMENTS` is refused as bad input (status 1), and what it says holds `reason`.
  auto expect_refused = [](const std::string& arguments, const std::string& reason) {
    const auto r = test::run("table " + arguments + " --no-speech --headless", "", true);
    EXPECT_EQ(r.status, 1) << arguments << "\n" << r.out;
    EXPECT_THAT(r.out, HasSubstr(reason)) << arguments;
  };
  expect_refused("--config " + config, config + ":6: channel must be one of left, right, both, not 'middle'");
  const std::string typo = test::write_temp("typo.toml", "[game]\nvi = \"white\"\ntime_contrl = \"5400+30\"\n");
  expect_refused("--config " + typo, typo + ":3: unknown key time_contrl in [game]");
  const std::string broken = test::write_temp("broken.toml", "[game]\nvi = white\n");
  expect_refused("--config " + broken, broken + ":2:");
  expect_refused("--set game.time_control=90x", "--set game.time_control=90x: time_control:");

  // Issue 23, item 6: crash recovery is not switched off by an empty value, only by "off".
  expect_refused("--set game.journal=", "journal is empty; a game without a journal is lost in a crash");
  const std::string empty = test::write_temp("empty_journal.toml", "[game]\njournal = \"\"\n");
  expect_refused("--config " + empty, "journal is empty");
  // Issue 18: the window's PIN is 4 to 12 digits; no journal leaves no station to start the round.
  expect_refused("--set arbiter.pin=12", "--set arbiter.pin=12: pin must be 4 to 12 digits");
  expect_refused("--set game.journal=off", "leaves no arbiter's station to start the round: set game.start = \"now\"");
  expect_refused("--set game.start=soon", "start must be one of arbiter, now");

  // Issue 18: named options take their values as typed, and messages name them.
  const std::string question =
      test::write_temp("question.jsonl", "{\"t_ms\":100,\"query\":\"time\",\"by\":\"white\"}\n");
  for (auto [control, shown] : {std::pair{"300", "White 0:05:00"}, std::pair{"90m+30s", "White 1:30:00"}}) {
    const auto c = test::run(std::string("table --control ") + control + " --input " + question + " --journal " +
                                 test::temp_path("control.sqlite") + " --fresh --no-speech --headless",
                             "", true);
    EXPECT_EQ(c.status, 0) << control << "\n" << c.out;
    EXPECT_THAT(c.out, HasSubstr(shown)) << control;
  }
  expect_refused("--control 90x", "--control 90x: time_control:");
}

// Manual boards (moves as announcements) and the VI player's commands as typed lines; every
// answer goes to the VI player only; the journal holds it all. His terminal's stdout holds
// exactly what is said to him, a line each, for his screen reader; the log goes to its file
// (issue 18, item 7).
TEST(TableCommands, TheViPlayersQuestionsAreAnsweredToHimAlone) {
  const std::string journal = test::temp_path("commands.sqlite");
  std::filesystem::remove(journal + ".log");
  const std::string config = test::write_temp("manual.toml",
                                              "[game]\n"
                                              "time_control = \"5400+30\"\n"
                                              "start = \"now\"\n"
                                              "[event]\n"
                                              "white = \"Anna Blind\"\n"
                                              "black = \"Bert Sighted\"\n"
                                              "[tactile]\n"
                                              "protocol = \"manual\"\n"
                                              "vocabulary = \"plain-en\"\n"
                                              "[sighted]\n"
                                              "protocol = \"manual\"\n");
  const auto r = test::run("table --config " + config + " --journal " + journal +
                               " --no-speech --headless <<'EOF'\n"
                               "square e2\n"
                               "scan e\n"
                               "moves g1\n"
                               "bogus\n"
                               "note Nf3\n"
                               "announce knight f3\n"
                               "arbiter resign black\n"
                               "help\n"
                               "quit\n"
                               "EOF",
                           "timeout --preserve-status -s TERM 2");  // the technician's SIGTERM closes it
  EXPECT_EQ(r.status, 0) << r.out;
  std::vector<std::string> lines;
  std::istringstream out(r.out);
  for (std::string line; std::getline(out, line);) lines.push_back(line);
  EXPECT_THAT(lines,
              ElementsAre("e2: pawn, White", "e1: king, White, e2: pawn, White, e7: pawn, Black, e8: king, Black",
                          "Knight f3, knight h3", "Unknown command 'bogus'; help lists them",
                          "Scoresheet, move 1, White: knight f3",
                          "Taken: knight f3",  // issue 48, item 13: his announcement, as text
                          // Issue 18, roles: the VI player's keyboard reaches no arbiter order.
                          "Orders of the arbiter are given at his station, not here",
                          ::testing::StartsWith("Keys: v and your announcement"),
                          // Issue 18, item 6: a game in progress is closed by the arbiter only.
                          "The game is on: only the arbiter can close the table"));
  const std::string log = test::read_text(journal + ".log").value_or("");
  EXPECT_THAT(log, HasSubstr("info    0:00:00.0  > White asks: square e2"));
  EXPECT_THAT(log, HasSubstr("say to white: e2: pawn, White"));
  EXPECT_THAT(log, HasSubstr("White's scoresheet, ply 1: 'Nf3' = Nf3"));
  EXPECT_THAT(log, HasSubstr("> White says: knight f3"));
  // Issue 36: his keyboard's refusals are logged, in the arbiter's words (his vocabulary is
  // left at its default, fide-de).
  EXPECT_THAT(log, HasSubstr("warning 0:00:00.0  die Tastatur von Weiß wies eine Zeile zurück: "
                             "Unbekannter Befehl 'bogus'"));
  EXPECT_THAT(log, Not(HasSubstr("game over")));
  // Issue 48, item 14: his help and his refused quit are in the log, a refusal as a warning.
  EXPECT_THAT(log, HasSubstr("info    0:00:00.0  say to white: Keys: v and your announcement"));
  EXPECT_THAT(log, HasSubstr("warning 0:00:00.0  say to white: The game is on: only the arbiter can close the table"));
  const auto pgn = test::run("export " + journal);
  EXPECT_THAT(pgn.out, HasSubstr("[White \"Anna Blind\"]"));
  EXPECT_THAT(pgn.out, HasSubstr("[Result \"*\"]"));
}

// Issue 36: the VI player's keyboard refusals reach him in his language (Persian, German,
// Russian here), and the log, which is the arbiter's, has them in English.
TEST(TableCommands, KeyboardRefusalsAreInThePlayersLanguageAndLoggedInTheArbiters) {
  struct Case {
    const char* vocabulary;
    std::vector<std::string> heard;
  };
  const Case cases[] = {
      {"fide-de",
       {"Unbekannter Befehl 'bogus'; help listet die Befehle", "'square' braucht ein Feld wie e4",
        "'x' ist weder eine Linie a bis h noch eine Reihe 1 bis 8"}},
      {"fide-ru",
       {"Неизвестная команда 'bogus'; help перечисляет команды", "'square' требует поле, например e4",
        "'x' не вертикаль от a до h и не горизонталь от 1 до 8"}},
      {"fide-fa",
       {"فرمان ناشناخته 'bogus'؛ help فرمان ها را فهرست می کند", "'square' یک خانه لازم دارد، مثلا e4",
        "'x' نه ستون a تا h است و نه ردیف 1 تا 8"}},
  };
  for (const Case& c : cases) {
    const std::string journal = test::temp_path(std::string("keys-") + c.vocabulary + ".sqlite");
    std::filesystem::remove(journal);
    std::filesystem::remove(journal + ".log");
    const std::string config = test::write_temp(std::string("keys-") + c.vocabulary + ".toml",
                                                "[game]\nstart = \"now\"\n"
                                                "[tactile]\nprotocol = \"manual\"\nvocabulary = \"" +
                                                    std::string(c.vocabulary) +
                                                    "\"\n"
                                                    "[sighted]\nprotocol = \"manual\"\n"
                                                    "[arbiter]\nvocabulary = \"plain-en\"\n");
    const auto r = test::run("table --config " + config + " --journal " + journal +
                                 " --no-speech --headless <<'EOF'\nbogus\nsquare\nscan x\nEOF",
                             "timeout --preserve-status -s TERM 2");
    std::vector<std::string> lines;
    std::istringstream out(r.out);
    for (std::string line; std::getline(out, line);) lines.push_back(line);
    EXPECT_EQ(lines, c.heard) << c.vocabulary;
    const std::string log = test::read_text(journal + ".log").value_or("");
    EXPECT_THAT(log, HasSubstr("White's keyboard refused a line: Unknown command 'bogus'; help lists them"));
    EXPECT_THAT(log, HasSubstr("White's keyboard refused a line: 'square' needs a square such as e4"));
    EXPECT_THAT(log, HasSubstr("refused a line: 'x' is neither a file a to h nor a rank 1 to 8"));
    EXPECT_THAT(log, Not(HasSubstr(c.heard[0]))) << "the log is the arbiter's";
  }
}

}  // namespace
}  // namespace twinboard
