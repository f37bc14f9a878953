// Issue 18, roles: the arbiter's orders come from his station, `twinboard arbiter`, attached
// to a running table over a Unix socket beside the journal; each order is journalled with
// who gave it, and bad input at the station changes nothing.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#include <cstring>
#include <filesystem>
#include <memory>
#include <thread>

#include <sqlite3.h>

#include "pty_process.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::Contains;
using ::testing::HasSubstr;
using ::testing::Not;

// A table with a clock and no boards (moves would be typed), on its own journal.
struct RunningTable {
  explicit RunningTable(const std::string& name, bool fresh = true)
      : journal(fresh ? fresh_journal(name) : ::testing::TempDir() + name + ".sqlite"),
        table({"table", "--config", config(), "--journal", journal, "--no-speech", "--headless"}) {
    for (int i = 0; i < 200 && !std::filesystem::exists(socket()); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
  }
  static std::string fresh_journal(const std::string& name) {
    const std::string path = test::temp_path(name + ".sqlite");
    std::filesystem::remove(path + ".arbiter");
    return path;
  }
  static std::string config() {
    return test::write_temp("station.toml",
                            "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n"
                            "[tactile]\nprotocol = \"manual\"\n[sighted]\nprotocol = \"manual\"\n");
  }
  std::string socket() const { return journal + ".arbiter"; }
  // The station, given `orders` on its input.
  test::RunResult station(const std::string& orders) const {
    return test::run("arbiter --journal " + journal + " <<'EOF'\n" + orders + "EOF", "", true);
  }
  std::vector<std::string> journal_sources() const {
    std::vector<std::string> sources;
    sqlite3* db = nullptr;
    sqlite3_open_v2(journal.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
    sqlite3_stmt* s = nullptr;
    sqlite3_prepare_v2(db, "SELECT source || ' ' || event FROM events WHERE event LIKE '%arbiter%'", -1, &s, nullptr);
    while (sqlite3_step(s) == SQLITE_ROW)
      sources.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
    sqlite3_finalize(s);
    sqlite3_close(db);
    return sources;
  }

  std::string journal;
  test::PtyProcess table;
};

// `twinboard table` on a real pseudo-terminal with `config` and `extra` arguments, its log
// on the terminal (--verbose), returned once its arbiter's station listens.
std::unique_ptr<test::PtyProcess> table_at_terminal(const std::string& config, const std::string& journal,
                                                    const std::vector<std::string>& extra = {}) {
  std::vector<std::string> arguments{"table", "--config",    config,       "--journal",
                                     journal, "--no-speech", "--headless", "--verbose"};
  arguments.insert(arguments.end(), extra.begin(), extra.end());
  auto table = std::make_unique<test::PtyProcess>(arguments);
  for (int i = 0; i < 200 && !std::filesystem::exists(journal + ".arbiter"); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(25));
  return table;
}

// The station of the table on `journal`, given `orders`, asked again until that table
// listens (status 2: no table there yet).
test::RunResult station_when_listening(const std::string& journal, const std::string& orders) {
  test::RunResult r{2, ""};
  for (int i = 0; i < 100 && r.status == 2; ++i) {
    r = test::run("arbiter --journal " + journal + " <<'EOF'\n" + orders + "EOF", "", true);
    if (r.status == 2) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return r;
}

TEST(ArbiterStation, OrdersAreCarriedOutAnsweredAndJournalledWithWhoGaveThem) {
  RunningTable t("station_orders");
  struct stat socket_file {};
  ASSERT_EQ(stat(t.socket().c_str(), &socket_file), 0) << t.table.output();
  EXPECT_TRUE(S_ISSOCK(socket_file.st_mode));
  EXPECT_EQ(socket_file.st_mode & 0777, 0660u) << "owner and group may attach, nobody else";

  const auto r = t.station("help\npause\nbogus\nadd black 60\nresume\nresume\n");
  EXPECT_EQ(r.status, 1) << "an order was refused: " << r.out;
  EXPECT_THAT(r.out, HasSubstr("pause | resume"));  // the help
  EXPECT_THAT(r.out, HasSubstr("ok: help"));
  EXPECT_THAT(r.out, HasSubstr("say to black: Der Schiedsrichter hat die Uhren angehalten"));
  EXPECT_THAT(r.out, HasSubstr("ok: pause"));
  // Answers in the arbiter's language (this table's is the default, German); the orders
  // and the "ok:"/"error:" marks stay as they are typed and read by programs.
  EXPECT_THAT(r.out, HasSubstr("error: unbekannter Befehl 'bogus'"));
  EXPECT_THAT(r.out, HasSubstr("say to black: Der Schiedsrichter gibt Schwarz eine Minute dazu."));
  EXPECT_THAT(r.out, HasSubstr("ok: add black 60"));
  EXPECT_THAT(r.out, HasSubstr("ok: resume"));
  EXPECT_THAT(r.out, HasSubstr("error: die Uhren sind nicht angehalten"));  // the second resume

  const auto sources = t.journal_sources();
  ASSERT_EQ(sources.size(), 4u) << "pause, add, resume and the refused resume; 'bogus' never reached the table";
  const std::string who = "arbiter station (uid " + std::to_string(getuid()) + ")";
  for (const auto& s : sources) EXPECT_THAT(s, HasSubstr(who));
  EXPECT_THAT(sources[1], HasSubstr("add black 60"));
}

// Bad input at the station: a line cut off by a closed socket never happened; an endless
// line is refused; neither changes the game, and the table goes on.
TEST(ArbiterStation, HalfAnOrderOrAnEndlessLineChangesNothing) {
  RunningTable t("station_bad_input");
  {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, t.socket().c_str(), sizeof address.sun_path - 1);
    ASSERT_EQ(connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address), 0);
    const std::string half = "resign whi";  // and the cable is pulled
    ASSERT_EQ(::send(fd, half.data(), half.size(), MSG_NOSIGNAL), ssize_t(half.size()));
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    close(fd);
  }
  const auto r = t.station(std::string(10'000, 'x') + "\nresign white 1-0 please\n");
  EXPECT_THAT(r.out, HasSubstr("error: eine Zeile von mehr als 4096 Bytes ist kein Befehl"));
  EXPECT_THAT(r.out, HasSubstr("error: 'resign' braucht: resign white|black"));
  EXPECT_TRUE(t.journal_sources().empty());
  EXPECT_THAT(t.station("draw\n").out, HasSubstr("ok: draw"));  // still there, still listening
}

// Issue 18, item 6: while the game is on, the VI player's `q` does not close the table (his
// clock would stop); the arbiter adjourns, and the game goes on from the journal. After the
// game, `q` asks once more, and everyone hears the table close. Ctrl-D is the same request.
TEST(ArbiterStation, OnlyTheArbiterClosesATableWhileTheGameIsOn) {
  {
    RunningTable t("station_adjourn");
    t.table.send("q");
    EXPECT_TRUE(t.table.wait_for("nur der Schiedsrichter kann den Tisch schließen", 5000)) << t.table.output();
    t.table.send("\x04");  // Ctrl-D is his `q` (it closed the table at once, telling nobody)
    EXPECT_TRUE(t.table.wait_for("nur der Schiedsrichter kann den Tisch schließen", 5000, 2)) << t.table.output();
    EXPECT_THAT(t.station("adjourn\n").out, HasSubstr("ok: adjourn"));
    EXPECT_EQ(t.table.wait_exit(5000), 0);
    EXPECT_THAT(t.table.output(), HasSubstr("Die Partie ist vertagt"));
  }
  RunningTable t("station_adjourn", false);
  ASSERT_TRUE(t.table.wait_for("Partie wiederhergestellt", 5000)) << t.table.output();
  const test::RunResult r = station_when_listening(t.journal, "result 1-0\n");
  EXPECT_THAT(r.out, HasSubstr("ok: result 1-0"));
  t.table.send("\x04");
  EXPECT_TRUE(t.table.wait_for("Zum Schließen noch einmal q drücken", 5000)) << t.table.output();
  t.table.send("q");
  EXPECT_EQ(t.table.wait_exit(5000), 0);
  EXPECT_THAT(t.table.output(), HasSubstr("twinboard wird geschlossen"));
}

// Issue 49, item 2: a player who never came is recorded at the station as FIDE writes it, a
// forfeit (+- -+, -- when neither came): his help offers it, the players hear it, and the
// table's record says so (Termination "forfeit"), never a played game.
TEST(ArbiterStation, APlayerWhoNeverCameIsRecordedAsAForfeit) {
  RunningTable t("station_forfeit");
  const auto r = t.station("help\nresult -+\nconfirm\n");
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("result 1-0|0-1|1/2-1/2|+-|-+|--"));  // the help
  EXPECT_THAT(r.out, HasSubstr("ok: result -+"));
  EXPECT_THAT(r.out, HasSubstr("kampflos")) << "everyone hears it, in the table's language";
  EXPECT_THAT(r.out, HasSubstr("ok: confirm"));
  t.table.send("q");
  EXPECT_TRUE(t.table.wait_for("Zum Schließen noch einmal q drücken", 5000)) << t.table.output();
  t.table.send("q");
  EXPECT_EQ(t.table.wait_exit(5000), 0);
  const auto exported = test::run("export " + t.journal, "", false);
  EXPECT_THAT(exported.out, HasSubstr("[Result \"0-1\"]")) << exported.out;
  EXPECT_THAT(exported.out, HasSubstr("[Termination \"forfeit\"]")) << exported.out;
}

// Issue 34, item 11: with start = "arbiter", a game adjourned (or cut off by a crash) and
// resumed waits for the arbiter's start: its clocks stand, everyone hears it, and the wait
// is in the journal (a replay waits the same).
TEST(ArbiterStation, AResumedGameWaitsForTheArbitersStart) {
  const std::string journal = RunningTable::fresh_journal("resumed_waits");
  const std::string config = test::write_temp("resumed_waits.toml",
                                              "[game]\ntime_control = \"5400+30\"\nstart = \"arbiter\"\n"
                                              "[tactile]\nprotocol = \"manual\"\n[sighted]\nprotocol = \"manual\"\n");
  const auto open_table = [&] { return table_at_terminal(config, journal); };
  const auto station = [&](const std::string& orders) { return station_when_listening(journal, orders); };
  {
    auto first = open_table();
    EXPECT_THAT(station("start\n").out, HasSubstr("ok: start"));
    ASSERT_TRUE(first->wait_for("White's runs", 5000)) << first->output();
    EXPECT_THAT(station("adjourn\n").out, HasSubstr("ok: adjourn"));
    EXPECT_EQ(first->wait_exit(5000), 0);
  }
  auto second = open_table();
  ASSERT_TRUE(second->wait_for("sie geht weiter, wenn der Schiedsrichter sie startet", 5000)) << second->output();
  // From the moment it reopens, no clock runs until the arbiter's start.
  const auto reopened = [&] { return second->output().substr(second->output().find("> the game reopens")); };
  EXPECT_THAT(reopened(), HasSubstr("stopped"));
  EXPECT_THAT(reopened(), Not(HasSubstr("White's runs")));
  EXPECT_THAT(station("start\n").out, HasSubstr("ok: start"));
  ASSERT_TRUE(second->wait_for("say to white: Die Partie geht weiter", 5000)) << second->output();
  EXPECT_TRUE(second->wait_for("White's runs", 5000)) << second->output();
  second->kill_now();
  EXPECT_EQ(test::run("export " + journal + " --scenario").out.find("\"reopen\":true") != std::string::npos, true);
}

// Issue 35, item 2 (found trying issue 34 as a player): what the VI player types on a line
// reaches the table as typed, through a real pseudo-terminal: umlauts, capitals and other
// scripts kept ("Läufer", "Sf3", "Кf6", "ش").
TEST(ViTyping, LettersOfAnyScriptAndCapitalsReachTheTableAsTyped) {
  const std::string journal = RunningTable::fresh_journal("vi_typing");
  auto terminal = table_at_terminal(RunningTable::config(), journal);
  test::PtyProcess& table = *terminal;
  table.send("v");
  table.send("Läufer Cäsar vier\r");
  EXPECT_TRUE(table.wait_for("> White says: Läufer Cäsar vier", 5000)) << table.output();
  EXPECT_FALSE(table.wait_for("nicht verstanden: lufer", 300));
  table.send("n");
  table.send("Sf3\r");
  EXPECT_TRUE(table.wait_for("White writes: Sf3", 5000)) << table.output();
  table.send("v");
  table.send("Кf6 ش\r");
  EXPECT_TRUE(table.wait_for("> White says: Кf6 ش", 5000)) << table.output();
}

// Issue 35, item 2: a typed line is edited as a person expects (GNU readline behind the
// table's own key decoder): Backspace takes one character of any script, the arrows move
// in the line, Up brings back the line typed before after the same key, Escape cancels;
// German, Russian, Persian, Uzbek and Mongolian through a real pseudo-terminal.
TEST(ViTyping, LinesAreEditedWithBackspaceArrowsHistoryAndEscapeInAnyScript) {
  const std::string journal = RunningTable::fresh_journal("vi_editing");
  auto terminal = table_at_terminal(RunningTable::config(), journal);
  test::PtyProcess& table = *terminal;
  const auto says = [&](const std::string& keys, const std::string& heard) {
    table.send("v");
    table.send(keys);
    return table.wait_for("> White says: " + heard + "\r\n", 5000);
  };
  const std::string backspace = "\x7f", left = "\x1b[D", right = "\x1b[C", home = "\x1b[H", up = "\x1b[A";
  EXPECT_TRUE(says("Läufer Cäsarx" + backspace + " vier\r", "Läufer Cäsar vier")) << table.output();
  EXPECT_TRUE(says("Läufr" + left + "e" + right + " Cäsar vier\r", "Läufer Cäsar vier")) << table.output();
  EXPECT_TRUE(says("ф6" + home + "К\r", "Кф6")) << table.output();                                   // Russian
  EXPECT_TRUE(says("اسبب" + backspace + " اف ۳\r", "اسب اف ۳")) << table.output();                   // Persian
  EXPECT_TRUE(says("Ot gʻ3ʻ" + backspace + "\r", "Ot gʻ3")) << table.output();                       // Uzbek
  EXPECT_TRUE(says("Морь ө3" + left + left + left + backspace + "\r", "Мор ө3")) << table.output();  // Mongolian
  // Up: the last line typed after the same key, and only that key's ("n" keeps its own).
  table.send("n");
  table.send("Sf3\r");
  ASSERT_TRUE(table.wait_for("White writes: Sf3", 5000)) << table.output();
  table.send("v");
  table.send(up + "\r");
  EXPECT_TRUE(table.wait_for("> White says: Мор ө3\r\n", 5000, 2)) << table.output();
  // Escape: the line is dropped, nothing reaches the table; the next line is whole.
  table.send("v");
  table.send("Turm");
  std::this_thread::sleep_for(std::chrono::milliseconds(150));
  table.send("\x1b");
  std::this_thread::sleep_for(std::chrono::milliseconds(300));  // a lone Escape is known by the pause
  EXPECT_TRUE(says("Dame\r", "Dame")) << table.output();
  EXPECT_EQ(table.count("says: Turm"), 0) << table.output();
  EXPECT_EQ(table.count("says: TurmDame"), 0) << table.output();
}

// Issue 35, item 1: on an ordinary tactile set the VI player presses his clock with the
// space bar (no DGT3000 needed); a key of his choice (a foot switch typing F12) presses it
// too, even while he is typing a line, which stays as it was.
TEST(ViTyping, TheSpaceBarOrAChosenKeyPressesHisClock) {
  {
    const std::string journal = RunningTable::fresh_journal("vi_space");
    auto terminal = table_at_terminal(RunningTable::config(), journal);
    test::PtyProcess& table = *terminal;
    table.send("v");
    table.send("Bauer Eva vier\r");
    ASSERT_TRUE(table.wait_for("> White says: Bauer Eva vier", 5000)) << table.output();
    table.send(" ");
    EXPECT_TRUE(table.wait_for("move 1: e4", 5000)) << table.output();
    EXPECT_TRUE(table.wait_for("> White presses the clock", 5000)) << table.output();
  }
  const std::string journal = RunningTable::fresh_journal("vi_foot_switch");
  auto terminal = table_at_terminal(RunningTable::config(), journal, {"--set", "tactile.clock_key=f12"});
  test::PtyProcess& table = *terminal;
  table.send("v");
  table.send("Bauer Eva vier\r");
  ASSERT_TRUE(table.wait_for("> White says: Bauer Eva vier", 5000)) << table.output();
  table.send("n");
  table.send("e4");
  table.send("\x1b[24~");  // the foot switch, in the middle of his note
  EXPECT_TRUE(table.wait_for("move 1: e4", 5000)) << table.output();
  table.send(" e4\r");  // the note goes on where it was
  EXPECT_TRUE(table.wait_for("White writes: e4 e4", 5000)) << table.output();
  table.send("v");
  table.send(" \r");  // a space in a line is a space, not a press
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(table.count("> White presses the clock"), 1) << table.output();
}

// Issue 35, item 8: `h` lists every key with what it does (v to announce, his clock key,
// h, q after the game), what he says after v besides moves, and how a line is edited, in
// his language; the screen shows the line's prompt in his language too. After the arbiter
// switches him to Persian, all of it is Persian.
TEST(ViTyping, HelpListsEveryKeyInHisLanguageAndFollowsAVocabularySwitch) {
  const std::string journal = RunningTable::fresh_journal("vi_help");
  auto terminal = table_at_terminal(RunningTable::config(), journal, {"--set", "tactile.clock_key=f12"});
  test::PtyProcess& table = *terminal;
  table.send("h");
  ASSERT_TRUE(
      table.wait_for("Tasten: v und die Ansage, dann Eingabe: Zug ansagen; F12 oder c: Uhr "
                     "drücken;",
                     5000))
      << table.output();
  // Issue 48, item 12: the summary alone, a few seconds; h again at once gives the next part.
  EXPECT_TRUE(table.wait_for("Noch einmal h: mehr, Teil für Teil.", 5000)) << table.output();
  EXPECT_THAT(table.output(), Not(HasSubstr("Fragen: ")));
  for (const char* part : {"Fragen: t Zeit, l letzter Zug", "Partieformular: n Zug notieren",
                           "h diese Hilfe (noch einmal: der nächste Teil), q nach der Partie: den Tisch schließen",
                           "„Remis angenommen“", "Escape bricht ab"}) {
    table.send("h");
    EXPECT_TRUE(table.wait_for(part, 5000)) << table.output();
  }
  table.send("h");  // round to the summary
  EXPECT_TRUE(table.wait_for("Tasten: v und die Ansage", 5000, 2)) << table.output();
  table.send("h");
  EXPECT_TRUE(table.wait_for("Fragen: t Zeit", 5000, 2)) << table.output();
  table.send("w");  // anything else in between: the summary again
  table.send("h");
  EXPECT_TRUE(table.wait_for("Tasten: v und die Ansage", 5000, 3)) << table.output();
  table.send("v");
  EXPECT_TRUE(table.wait_for("Ansage: ", 5000)) << table.output();
  table.send("\x1b");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const test::RunResult r = station_when_listening(journal, "vocabulary tactile fide-fa\n");
  ASSERT_EQ(r.status, 0) << r.out;
  table.send("h");
  EXPECT_TRUE(table.wait_for("کلیدها: وی و اعلام حرکت، سپس اینتر: اعلام حرکت؛ اف ۱۲ یا سی: زدن ساعت؛", 5000))
      << table.output();
  EXPECT_TRUE(table.wait_for("دوباره اِچ: بیشتر، بخش به بخش.", 5000)) << table.output();
  table.send("v");
  EXPECT_TRUE(table.wait_for("اعلام: ", 5000)) << table.output();
}

TEST(ArbiterStation, NoTableNoStationAndAStaleSocketIsReplaced) {
  const std::string journal = RunningTable::fresh_journal("station_stale");
  const auto none = test::run("arbiter --journal " + journal + " </dev/null", "", true);
  EXPECT_EQ(none.status, 2);
  EXPECT_THAT(none.out, HasSubstr("is a table running on that journal?"));
  {
    RunningTable first("station_stale");
    first.table.kill_now();  // the socket file stays behind
    ASSERT_TRUE(std::filesystem::exists(first.socket()));
  }
  RunningTable second("station_stale", false);  // on the same journal: it takes the socket over
  const test::RunResult r = station_when_listening(second.journal, "help\n");  // once the new table listens
  EXPECT_EQ(r.status, 0) << r.out << second.table.output();
  EXPECT_THAT(r.out, HasSubstr("ok: help"));
}

}  // namespace
}  // namespace twinboard
