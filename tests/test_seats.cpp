// Issue 47: any two players at one table. What was written before seats reads the same (five
// journals of the program before it), the configuration seats players in either form, and
// `table --check` says how each player moves.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <map>
#include <regex>
#include <sstream>

#include "core/position.h"
#include "pty_process.h"
#include "run_command.h"
#include "table_script.h"
#include "ui/table_window.h"
#include "ui/view_model.h"
#include "window_pixels.h"
#include "runtime/table_config.h"
#include "core/spoken_numbers.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using json = nlohmann::json;

const std::string kFixtures = TWINBOARD_SOURCE_DIR "/tests/fixtures/before-seats/";
const char* const kJournals[] = {"assistant-manual", "resumed-waits-claims-and-adjusts", "round-waits-for-start",
                                 "vi-black-peg-vs-dgt", "vi-white-manual-vs-dgt"};

// A board's name in any of the words either program used, as one mark: older "Tastbrett",
// "the sighted board"; today's "Brett von Weiß", "Black's board".
std::string boards_marked(std::string text) {
  static const std::regex kBoard(
      "(Tastbrett|Brett des sehenden Spielers|Brett von Weiß|Brett von Schwarz|[Tt]he tactile board|"
      "[Tt]he sighted board|White's board|Black's board)");
  return std::regex_replace(text, kBoard, "<board>");
}

// One effect line of either program, in today's names: the older "tactile" board and
// listener are the VI player's colour, "sighted" his opponent's. Words for the arbiter about
// a board keep only what is not the board's name; where a caption goes is new.
json in_todays_names(const std::string& line, const std::string& vi, const std::string& other) {
  json e = json::parse(line);
  for (const char* key : {"board", "listener", "to"})
    if (e.contains(key) && e[key] == "tactile") e[key] = vi;
    else if (e.contains(key) && e[key] == "sighted") e[key] = other;
  e.erase("arbiter_text");
  if (e["effect"] == "caption") e.erase("to");
  // Issue 48, item 8: what is said alone now begins as a sentence ("Pawn e4", "Keine"), and
  // Russian's colours, plural, take the verb in the plural ("Белые говорят").
  if (e.contains("text") && e["text"].is_string())
    e["text"] = std::regex_replace(as_sentence(boards_marked(e["text"].get<std::string>())), std::regex("говорит:"),
                                   "говорят:");
  return e;
}

// Each listener's words in order, and every other effect in order.
std::map<std::string, std::vector<json>> by_listener(const std::vector<json>& effects) {
  std::map<std::string, std::vector<json>> out;
  for (const json& e : effects)
    out[e["effect"] == "speak" ? e["listener"].get<std::string>() : "(effects)"].push_back(e);
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

// The PGN's words, whatever the line breaks; touches named by today's names.
std::string pgn_words(std::string pgn, const std::string& vi, const std::string& other) {
  pgn = std::regex_replace(pgn, std::regex("\\btactile\\b"), vi);
  pgn = std::regex_replace(pgn, std::regex("\\bsighted\\b"), other);
  return std::regex_replace(pgn, std::regex("\\s+"), " ");
}

TEST(Seats, JournalsWrittenBeforeSeatsReplayToTheSameGameClocksAndWords) {
  for (const char* name : kJournals) {
    SCOPED_TRACE(name);
    const std::string journal = test::temp_path(std::string(name) + ".sqlite");
    std::filesystem::copy_file(kFixtures + name + ".sqlite", journal);
    const auto old_pgn = test::read_text(kFixtures + name + ".pgn");
    const auto old_effects = test::read_text(kFixtures + name + ".effects.jsonl");
    ASSERT_TRUE(old_pgn && old_effects);
    const auto scenario = test::run("export --scenario " + journal);
    ASSERT_EQ(scenario.status, 0) << scenario.out;
    // The older setup line named the VI player's colour; today's program writes his seat.
    const json setup = json::parse(lines_of(scenario.out).front())["setup"];
    ASSERT_TRUE(setup.contains("seats")) << scenario.out;
    const std::string vi = setup["seats"]["black"]["needs"] == "vi" ? "black" : "white";
    const std::string other = vi == "white" ? "black" : "white";
    EXPECT_EQ(setup["seats"][other]["needs"], "sighted");

    const auto pgn = test::run("export " + journal);
    ASSERT_EQ(pgn.status, 0) << pgn.out;
    // Issue 48, item 14: the game's date now, from its first journalled event.
    const std::regex date("\\[Date \"[^\"]*\"\\]");
    EXPECT_TRUE(std::regex_search(pgn.out, std::regex("\\[Date \"20[0-9]{2}\\.[01][0-9]\\.[0-3][0-9]\"\\]")))
        << pgn.out;
    // ... and what the arbiter was told between the moves, which that program left out.
    std::string recorded = std::regex_replace(pgn_words(pgn.out, vi, other), date, "[Date]");
    for (const char* note : {"; (White|Black) offers a draw", "; (White|Black) claims a draw[^;}]*(; resume)?",
                             "; The arbiter adds [^;}]*"})
      recorded = std::regex_replace(recorded, std::regex(note), "");
    // Issue 50, item 2: the scoresheets are a comment of their own after the last move (a
    // move's line stays as it was written when the next comes), no longer in its comment.
    recorded = std::regex_replace(recorded, std::regex("\\} \\{White's scoresheet: "), "; White's scoresheet: ");
    EXPECT_EQ(recorded, std::regex_replace(pgn_words(*old_pgn, vi, other), date, "[Date]"));
    EXPECT_THAT(pgn.out, Not(HasSubstr("tactile")));
    EXPECT_THAT(pgn.out, Not(HasSubstr("sighted")));

    const std::string events = test::write_temp(std::string(name) + ".jsonl", scenario.out);
    const auto simulated = test::run("simulate " + events);
    ASSERT_EQ(simulated.status, 0) << simulated.out;
    std::vector<json> before, now;
    for (const std::string& line : lines_of(*old_effects)) before.push_back(in_todays_names(line, vi, other));
    for (const std::string& line : lines_of(simulated.out)) now.push_back(in_todays_names(line, vi, other));
    const auto was = by_listener(before), is = by_listener(now);
    ASSERT_EQ(is.size(), was.size());
    for (const auto& [who, effects] : was) {
      SCOPED_TRACE(who);
      ASSERT_TRUE(is.count(who));
      EXPECT_EQ(is.at(who), effects);
    }
    EXPECT_THAT(simulated.out, Not(HasSubstr("\"tactile\"")));
    EXPECT_THAT(simulated.out, Not(HasSubstr("\"sighted\"")));
  }
}

runtime::TableConfig read(const std::string& toml) {
  auto config = runtime::read_table_config(toml, "table.toml", {});
  EXPECT_TRUE(config) << (config ? "" : config.error());
  return config ? *config : runtime::TableConfig{};
}

TEST(Seats, TheOlderFormAndTheSeatsFormSeatTheSamePlayers) {
  const auto older = read(
      "[game]\nvi = \"black\"\n[tactile]\nprotocol = \"manual\"\nvocabulary = \"fide-ru\"\nwarnings = \"5m\"\n"
      "[sighted]\nprotocol = \"dgt\"\nport = \"/dev/ttyUSB0\"\nhearing_impaired = true\n");
  const auto seats = read(
      "[black]\nneeds = \"vi\"\nprotocol = \"manual\"\nvocabulary = \"fide-ru\"\nwarnings = \"5m\"\n"
      "[white]\nneeds = \"sighted\"\nprotocol = \"dgt\"\nport = \"/dev/ttyUSB0\"\nhearing_impaired = true\n");
  EXPECT_TRUE(older.older_form);
  EXPECT_FALSE(seats.older_form);
  EXPECT_EQ(older.setup.seats, seats.setup.seats);
  EXPECT_EQ(seats.setup.seats[Color::Black].needs, Needs::Vi);
  EXPECT_EQ(seats.setup.seats[Color::Black].board, BoardKind::Manual);
  EXPECT_TRUE(seats.setup.seats[Color::White].hearing_impaired);
  for (const auto* c : {&older, &seats}) {
    EXPECT_EQ(c->terminal, Color::Black);  // the VI player's keys are the terminal's
    EXPECT_EQ(c->boards[Color::White].port, "/dev/ttyUSB0");
    EXPECT_EQ(c->setup.vocabulary_of(Listener::Black).code, "fide-ru");
  }
  // The older form's VI player heard on the left, as before; with seats White hears on the left.
  EXPECT_EQ(older.audio[std::size_t(Listener::Black)].channel, "left");
  EXPECT_EQ(seats.audio[std::size_t(Listener::White)].channel, "left");
  EXPECT_EQ(seats.audio[std::size_t(Listener::Black)].channel, "right");
}

TEST(Seats, TwoVisuallyImpairedPlayersEachHaveTheirOwnBoardWarningsAndBraille) {
  const auto both = read(
      "[white]\nneeds = \"vi\"\nport = \"/dev/ttyACM0\"\nbraille = true\nbraille_host = \"localhost:1\"\n"
      "vocabulary = \"fide-de\"\n"
      "[black]\nneeds = \"vi\"\nprotocol = \"manual\"\nbraille = true\nbraille_host = \"localhost:2\"\n"
      "vocabulary = \"fide-ru\"\n");
  for (Color c : kColors) {
    EXPECT_TRUE(both.setup.is_vi(c));
    EXPECT_FALSE(both.setup.seats[c].warnings.empty()) << "F2.4: each hears his own time run low";
    EXPECT_TRUE(both.braille[c]);
  }
  EXPECT_EQ(both.boards[Color::White].protocol, BoardProtocolId::Tactile);  // a VI player's board: a peg board
  EXPECT_EQ(both.braille_host[Color::Black], "localhost:2");
  EXPECT_EQ(both.terminal, Color::White);
}

// A player who says who he is seats his opponent: a VI player's is sighted, a sighted or
// low-vision player's is VI; nobody said: White VI, Black sighted.
TEST(Seats, OnePlayerSayingWhoHeIsSeatsHisOpponent) {
  EXPECT_EQ(read("[black]\nneeds = \"vi\"\n").setup.seats[Color::White].needs, Needs::Sighted);
  EXPECT_EQ(read("[white]\nneeds = \"sighted\"\n").setup.seats[Color::Black].needs, Needs::Vi);
  EXPECT_EQ(read("[black]\nneeds = \"low-vision\"\n").setup.seats[Color::White].needs, Needs::Vi);
  const auto nobody = read("");
  EXPECT_EQ(nobody.setup.seats[Color::White].needs, Needs::Vi);
  EXPECT_EQ(nobody.setup.seats[Color::Black].needs, Needs::Sighted);
  EXPECT_EQ(nobody.boards[Color::White].protocol, BoardProtocolId::Tactile);
  EXPECT_EQ(nobody.boards[Color::Black].protocol, BoardProtocolId::Dgt);
  // Black VI alone: his board is a peg board, his keys the terminal's, his time warned.
  const auto black_vi = read("[black]\nneeds = \"vi\"\n");
  EXPECT_EQ(black_vi.boards[Color::Black].protocol, BoardProtocolId::Tactile);
  EXPECT_EQ(black_vi.terminal, Color::Black);
  EXPECT_FALSE(black_vi.setup.seats[Color::Black].warnings.empty());
  EXPECT_TRUE(black_vi.setup.seats[Color::White].warnings.empty());
}

// `terminal = false` says "not mine": the terminal stays with the VI player across the table.
TEST(Seats, NotAtTheTerminalLeavesItToTheOtherPlayer) {
  EXPECT_EQ(read("[white]\nneeds = \"vi\"\n[black]\nterminal = false\n").terminal, Color::White);
  EXPECT_EQ(read("[white]\nneeds = \"vi\"\nterminal = false\n[black]\nprotocol = \"manual\"\n").terminal,
            Color::Black);  // the sighted player on a plain board types there
  EXPECT_FALSE(read("[white]\nterminal = false\n[black]\nterminal = false\n").terminal.has_value());
}

TEST(Seats, BothFormsAtOnceAreRefusedAndSoIsASecondTerminal) {
  const auto mixed =
      runtime::read_table_config("[tactile]\nprotocol = \"manual\"\n[black]\nneeds = \"vi\"\n", "t.toml", {});
  ASSERT_FALSE(mixed);
  EXPECT_THAT(mixed.error(), HasSubstr("use one form, not both"));
  const auto two = runtime::read_table_config("[white]\nterminal = true\n[black]\nterminal = true\n", "t.toml", {});
  ASSERT_FALSE(two);
  EXPECT_THAT(two.error(), HasSubstr("only one player sits at the table's terminal"));
}

TEST(Seats, TableCheckSaysHowEachPlayerMovesAndRefusesAPlayerWhoCannot) {
  const std::string journal = test::temp_path("seats_check.sqlite");
  const std::string plain = test::write_temp(
      "seats_plain.toml", "[game]\ntime_control = \"5400+30\"\njournal = \"" + journal +
                              "\"\n[white]\nneeds = \"vi\"\nprotocol = \"manual\"\n[black]\nneeds = \"sighted\"\n"
                              "protocol = \"manual\"\n");
  const auto checked = test::run("table --check --config " + plain, "", true);
  EXPECT_EQ(checked.status, 0) << checked.out;
  EXPECT_THAT(checked.out, HasSubstr("ok: Black: a sighted player on a board without sensors; types or announces each "
                                     "move at his player station"));
  EXPECT_THAT(checked.out, HasSubstr("twinboard player --seat black"));
  // Without a journal there is no station: a player on a plain board away from the terminal
  // could not make a move.
  const std::string stranded = test::write_temp(
      "seats_stranded.toml",
      "[game]\njournal = \"off\"\nstart = \"now\"\n[white]\nneeds = \"vi\"\nprotocol = \"manual\"\n[black]\n"
      "needs = \"sighted\"\nprotocol = \"manual\"\n");
  const auto refused = test::run("table --check --config " + stranded, "", true);
  EXPECT_NE(refused.status, 0) << refused.out;
  EXPECT_THAT(refused.out, HasSubstr("problem: Black: "));
  EXPECT_THAT(refused.out, HasSubstr("no way to make a move"));
  // The older form: said how it was read.
  const std::string older = test::write_temp(
      "seats_older.toml", "[game]\nvi = \"black\"\njournal = \"" + journal +
                              "\"\n[tactile]\nprotocol = \"manual\"\n[sighted]\nprotocol = \"manual\"\n");
  const auto read_older = test::run("table --check --config " + older, "", true);
  EXPECT_THAT(read_older.out, HasSubstr("ok: seats: read from the older form: [tactile] is Black's seat"));
}

std::vector<std::string> toml_blocks(const std::string& doc) {
  std::vector<std::string> blocks;
  for (std::size_t at = 0; (at = doc.find("```toml\n", at)) != std::string::npos;) {
    const std::size_t end = doc.find("```", at + 8);
    blocks.push_back(doc.substr(at + 8, end - at - 8));
    at = end + 3;
  }
  return blocks;
}

// docs/configuration.md's example and its table per setup read as printed, seat who they say,
// and `table --check` says how each player moves (the boards' ports left out: none here).
TEST(ConfigurationGuide, EveryTableInTheGuideReads) {
  const auto doc = test::read_text(TWINBOARD_SOURCE_DIR "/docs/configuration.md");
  ASSERT_TRUE(doc);
  const std::vector<std::string> blocks = toml_blocks(*doc);
  ASSERT_EQ(blocks.size(), 5u);
  const std::vector<std::pair<Needs, Needs>> seated{{Needs::Vi, Needs::Sighted},
                                                    {Needs::Vi, Needs::Sighted},
                                                    {Needs::Vi, Needs::Vi},
                                                    {Needs::Vi, Needs::Sighted},
                                                    {Needs::Vi, Needs::LowVision}};
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    SCOPED_TRACE(blocks[i]);
    const auto config = runtime::read_table_config(blocks[i], "configuration.md", {});
    ASSERT_TRUE(config) << config.error();
    EXPECT_FALSE(config->older_form);
    EXPECT_EQ(config->setup.seats[Color::White].needs, seated[i].first);
    EXPECT_EQ(config->setup.seats[Color::Black].needs, seated[i].second);
    const auto checked =
        test::run("table --check --config " + test::write_temp("guide_" + std::to_string(i) + ".toml", blocks[i]) +
                      " --set white.port= --set black.port= --journal " +
                      test::temp_path("guide_" + std::to_string(i) + ".sqlite") + " </dev/null",
                  "XDG_CONFIG_HOME=/nonexistent", true);
    EXPECT_EQ(checked.status, 0) << checked.out;
    EXPECT_THAT(checked.out, HasSubstr("ok: White: "));
    EXPECT_THAT(checked.out, HasSubstr("ok: Black: "));
  }
  const auto low_vision = runtime::read_table_config(blocks[4], "configuration.md", {});
  EXPECT_EQ(low_vision->large_print_reader, Color::Black);
  const auto two_vi = runtime::read_table_config(blocks[2], "configuration.md", {});
  EXPECT_EQ(two_vi->braille_host[Color::Black], "127.0.0.1:2");
}

// A player's station: the keys' letters work as lines ("t" the time), another line is his
// move, he reads his help and, coming back, the last thing said to him; the log says when a
// station comes and goes; the table's terminal is White's.
TEST(PlayerStation, KeysAsLinesMovesAndComingBack) {
  const std::string journal = test::temp_path("station.sqlite");
  const std::string config =
      test::write_temp("station.toml",
                       "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[white]\nneeds = \"vi\"\n"
                       "protocol = \"manual\"\nvocabulary = \"plain-en\"\n[black]\nneeds = \"sighted\"\n"
                       "protocol = \"manual\"\nvocabulary = \"plain-en\"\n[arbiter]\nvocabulary = \"plain-en\"\n");
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("clock: White 1:30:00", 10000)) << test::tail(table);
  table.send("v");
  table.send("pawn e4\r");
  table.send(" ");
  ASSERT_TRUE(table.wait_for("move 1: e4", 5000)) << test::tail(table);
  // Issue 48, item 13: what was taken, as text for his screen reader (never spoken).
  EXPECT_TRUE(table.wait_for("Taken: pawn e4", 5000)) << test::tail(table);
  auto station = [&](const std::string& lines) {
    return test::run("player --seat black --journal " + journal + " <<'EOF'\n" + lines + "EOF", "", true);
  };
  const auto first = station("t\ne5\nc\nquit\n");
  EXPECT_EQ(first.status, 0) << first.out;
  EXPECT_THAT(first.out, HasSubstr("Keys: "));          // his help, first
  EXPECT_THAT(first.out, HasSubstr("Pawn e4"));         // the last thing said to him: White's move
  EXPECT_THAT(first.out, HasSubstr("White: used "));    // `t`: the time
  EXPECT_THAT(first.out, HasSubstr("Taken: pawn e5"));  // his words, as they were taken
  // Issue 48, item 10: in a Russian layout the T key types "е": still his `t`.
  EXPECT_THAT(station("е\n").out, HasSubstr("White: used "));
  ASSERT_TRUE(table.wait_for("move 2: e5", 5000)) << test::tail(table);
  EXPECT_TRUE(table.wait_for("> Black presses the clock", 5000)) << test::tail(table);
  EXPECT_TRUE(table.wait_for("Black's station (uid ", 5000)) << test::tail(table);
  EXPECT_TRUE(table.wait_for(" left", 5000)) << test::tail(table);
  EXPECT_THAT(first.out, Not(HasSubstr("closed the station")));  // he left: nothing to complain of
  // White moves while Black's station is away; coming back, Black reads that move first.
  table.send("v");
  table.send("knight f3\r");
  table.send(" ");
  ASSERT_TRUE(table.wait_for("move 3: Nf3", 5000)) << test::tail(table);
  // A capital letter and a space are his words, never the `n` key (no scoresheet entry).
  const auto again = station("N c6\nNc6\nc\n");
  EXPECT_THAT(again.out, HasSubstr("Knight f3"));
  EXPECT_TRUE(table.wait_for("> Black says: N c6", 5000)) << test::tail(table);
  EXPECT_TRUE(table.wait_for("move 4: Nc6", 5000)) << test::tail(table);
  EXPECT_EQ(table.count("Black writes"), 0) << test::tail(table);
  table.send("\x03");
  EXPECT_EQ(table.wait_exit(5000), 0);
}

// table --check with a board's "auto" port that finds no board: said as that board's
// problem among the other lines, not instead of them.
TEST(Seats, TableCheckSaysABoardItCannotFindAmongItsLines) {
  const auto r = test::run(
      "table --check --set black.needs=sighted --set white.protocol=manual --set "
      "black.protocol=dgt --set black.port=auto --set black.clock_key=f5 --journal " +
          test::temp_path("check_auto.sqlite") + " </dev/null",
      "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_NE(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("ok: White: "));
  EXPECT_THAT(r.out, HasSubstr("problem: Black's board: no dgt board found for Black's board"));
  EXPECT_THAT(r.out, HasSubstr("ok: journal: "));
}

// The Debian package's example configurations read, in the seat form.
TEST(ConfigurationGuide, ThePackagesExamplesRead) {
  for (const char* name : {"table.toml", "two-vi-players.toml"}) {
    SCOPED_TRACE(name);
    const auto text = test::read_text(std::string(TWINBOARD_SOURCE_DIR "/packaging/examples/") + name);
    ASSERT_TRUE(text);
    const auto config = runtime::read_table_config(*text, name, {});
    ASSERT_TRUE(config) << config.error();
    EXPECT_FALSE(config->older_form);
    EXPECT_TRUE(config->setup.is_vi(Color::White));
  }
}

// docs/user-guide.md seats the tables events have: each reads as printed and seats who it says.
TEST(ConfigurationGuide, TheUserGuidesSeatingsRead) {
  const auto guide = test::read_text(TWINBOARD_SOURCE_DIR "/docs/user-guide.md");
  ASSERT_TRUE(guide);
  const std::vector<std::string> blocks = toml_blocks(*guide);
  ASSERT_GE(blocks.size(), 4u);
  const std::vector<Needs> black{Needs::Sighted, Needs::Vi, Needs::Sighted, Needs::LowVision};
  for (std::size_t i = 0; i < 4; ++i) {
    SCOPED_TRACE(blocks[i]);
    const auto config = runtime::read_table_config(blocks[i], "user-guide.md", {});
    ASSERT_TRUE(config) << config.error();
    EXPECT_EQ(config->setup.seats[Color::White].needs, Needs::Vi);
    EXPECT_EQ(config->setup.seats[Color::Black].needs, black[i]);
  }
  const auto two_vi = runtime::read_table_config(blocks[1], "user-guide.md", {});
  EXPECT_TRUE(two_vi->braille[Color::White] && two_vi->braille[Color::Black]);
  EXPECT_EQ(two_vi->terminal, Color::White);
  const auto plain = runtime::read_table_config(blocks[2], "user-guide.md", {});
  EXPECT_EQ(plain->boards[Color::Black].protocol, BoardProtocolId::Manual);
  const auto low = runtime::read_table_config(blocks[3], "user-guide.md", {});
  EXPECT_EQ(low->large_print_reader, Color::Black);
  EXPECT_TRUE(low->large_print);
}

// docs/scenario-format.md's example, in the seat form, prints what the page says it prints.
TEST(ScenarioFormat, TheExampleIsWhatSimulatePrints) {
  const auto doc = test::read_text(TWINBOARD_SOURCE_DIR "/docs/scenario-format.md");
  ASSERT_TRUE(doc);
  const std::size_t example = doc->find("## Example");
  const std::size_t in = doc->find("```\n", example) + 4, in_end = doc->find("```", in);
  const std::size_t out = doc->find("```\n", in_end + 3) + 4, out_end = doc->find("```", out);
  ASSERT_NE(example, std::string::npos);
  const std::string scenario = test::write_temp("scenario_example.jsonl", doc->substr(in, in_end - in));
  const auto printed = test::run("simulate " + scenario);
  EXPECT_EQ(printed.status, 0);
  EXPECT_EQ(printed.out, doc->substr(out, out_end - out));
}

using test::count;

// Issue 47, done when: a low-vision player's large print speaks his language and shows the
// game from his side, at 1280x800, nothing cut off. TWINBOARD_SCREENSHOT=PREFIX keeps the frame.
TEST(Seats, ALowVisionPlayersLargePrintIsInHisLanguageFromHisSide) {
  setenv("SDL_VIDEODRIVER", "dummy", 1);
  TableSetup setup;
  setup.time_control = parse_time_control("5400+30").value();
  setup.seats[Color::White] = {Needs::Vi, BoardKind::Occupancy};
  setup.seats[Color::Black] = {Needs::LowVision, BoardKind::Identified};
  setup.vocabulary = {find_vocabulary("fide-de"), find_vocabulary("plain-ru"), find_vocabulary("plain-en")};
  testing::TableScript script{setup};
  ui::EffectMemory memory;
  for (const Effect& e : script.table().open()) memory.note(e);
  const ui::ViewModel his = ui::view_model(script.table(), memory, script.now(), Listener::Black);
  EXPECT_EQ(his.seen_from, Color::Black);
  EXPECT_THAT(his.state, HasSubstr("белые"));  // "ход: белые": Russian, his language
  EXPECT_EQ(his.boards[0].title, "Доска белых");
  ui::TableWindow large({1280, 800, true, false});
  large.show(his);
  if (const char* prefix = std::getenv("TWINBOARD_SCREENSHOT")) large.save_bmp(std::string(prefix) + "-low-vision.bmp");
  // From his side: his own (Black's) back rank at the bottom, a1 at the top right.
  const ui::Rect a1 = large.square_rect(1, *parse_square("a1")), h8 = large.square_rect(1, *parse_square("h8"));
  EXPECT_LT(a1.y, h8.y);
  EXPECT_GT(a1.x, h8.x);
  // Nothing cut off: no large print at the right margin or the screen's right edge.
  EXPECT_EQ(count(large, {1280 - 800 / 30 + 2, 800 / 5, 800 / 30 - 2, 800 - 800 / 5}, 0xFFD700), 0);
  EXPECT_EQ(count(large, {1280 - 4, 0, 4, 800 / 5}, 0xFFD700), 0);
  EXPECT_GT(count(large, {800, 800 / 5, 400, 300}, 0xFFD700), 200);  // his state line is there
  // The arbiter's window stays in the arbiter's language, from White's side.
  const ui::ViewModel arbiters = ui::view_model(script.table(), memory, script.now(), Listener::Arbiter);
  EXPECT_EQ(arbiters.seen_from, Color::White);
  EXPECT_EQ(arbiters.boards[0].title, "White's board");
}

}  // namespace
}  // namespace twinboard

namespace twinboard {
namespace {

// The older names "tactile" and "sighted" name a player only at a table with one VI player;
// elsewhere the arbiter's order that uses them is refused with the reason, not taken silently.
TEST(Seats, AnOlderPlayersNameWhereItNamesNobodyIsRefused) {
  TableSetup two_vi;
  two_vi.seats[Color::Black].needs = Needs::Vi;
  testing::TableScript script(two_vi);
  const auto effects = script.at(100, testing::arbiter("vocabulary tactile fide-ru"));
  const auto refused = std::find_if(effects.begin(), effects.end(), [](const Effect& e) {
    const auto* r = std::get_if<Refused>(&e.body);
    return r && r->why.kind == Refusal::Kind::NoSuchPlayer && r->why.text == "tactile";
  });
  EXPECT_NE(refused, effects.end());
  EXPECT_EQ(script.table().setup().vocabulary_of(Listener::White).code, std::string_view("fide-de"));
  EXPECT_EQ(script.table().setup().vocabulary_of(Listener::Black).code, std::string_view("fide-de"));
  // At a table with one VI player it still names him.
  testing::TableScript one{TableSetup{}};
  one.at(100, testing::arbiter("vocabulary tactile fide-ru"));
  EXPECT_EQ(one.table().setup().vocabulary_of(Listener::White).code, std::string_view("fide-ru"));
}

}  // namespace
}  // namespace twinboard
