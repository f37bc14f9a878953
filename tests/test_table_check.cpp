// Issue 22: where `twinboard table` finds its configuration without --config, and `table
// --check`, which says whether a table would start (configuration, boards, journal) and
// starts nothing.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/position.h"
#include "devices/dgt_emulator.h"
#include "devices/tactile_emulator.h"
#include "pty_board.h"
#include "run_command.h"
#include "runtime/table_config.h"
#include "switchable_board.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;

// The configurations the package ships as examples (/usr/share/doc/twinboard/examples) are
// read without a complaint, and say what their comments promise.
TEST(ExampleConfigs, EveryShippedExampleReads) {
  const std::filesystem::path folder = std::filesystem::path(TWINBOARD_SOURCE_DIR) / "packaging" / "examples";
  int read = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    std::ifstream in(entry.path());
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto config = runtime::read_table_config(text, entry.path().filename().string(), {});
    EXPECT_TRUE(config.ok()) << entry.path() << ": " << (config ? std::string() : config.error());
    ++read;
  }
  EXPECT_EQ(read, 4);  // table, manual, braille-display, two-vi-players
  const auto manual = [&] {
    std::ifstream in(folder / "manual.toml");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return runtime::read_table_config(text, "manual.toml", {});
  }();
  ASSERT_TRUE(manual.ok());
  // The VI player has Black there ([game] vi, the older form): his sighted opponent, White, has no sensors.
  EXPECT_EQ(manual->boards[Color::White].protocol, BoardProtocolId::Manual);
  EXPECT_EQ(manual->journal, "manual-table.sqlite");
}

TEST(ConfigLookup, TheUsersFolderComesBeforeTheMachines) {
  EXPECT_THAT(runtime::config_search_path("/x/conf", "/home/anna"),
              ElementsAre("/x/conf/twinboard/table.toml", "/etc/twinboard/table.toml"));
  EXPECT_THAT(runtime::config_search_path("", "/home/anna"),
              ElementsAre("/home/anna/.config/twinboard/table.toml", "/etc/twinboard/table.toml"));
  EXPECT_THAT(runtime::config_search_path(nullptr, nullptr), ElementsAre("/etc/twinboard/table.toml"));
}

// Issue 34, item 8, Appendix D.2.11: against a hearing-impaired sighted player an assistant
// is mandatory: the check reminds the arbiter, with or without twinboard's own assistant.
TEST(TableCheck, AHearingImpairedOpponentRemindsTheArbiterOfTheMandatoryAssistant) {
  const std::string manual = "--set tactile.protocol=manual --set sighted.protocol=manual --journal " +
                             test::temp_path("check_hearing.sqlite") + " --set sighted.hearing_impaired=true";
  const auto without = test::run("table --check " + manual + " </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  // The sighted player has Black (the older form's [sighted] with game.vi white, the default).
  EXPECT_THAT(without.out, HasSubstr("note: Black is hearing impaired: Appendix D.2.11 makes an "
                                     "assistant mandatory; game.assistant is false"));
  const auto with = test::run("table --check " + manual + " --set game.assistant=true </dev/null",
                              "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(with.out, HasSubstr("twinboard is the assistant (game.assistant = true) and shows every word"));
  const auto usual = test::run("table --check --set tactile.protocol=manual --set sighted.protocol=manual --journal " +
                                   test::temp_path("check_hearing.sqlite") + " </dev/null",
                               "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(usual.out, Not(HasSubstr("hearing impaired")));
}

// Issue 35, item 1: the check says how each player presses his clock, and a table where one
// cannot is refused: the setup most events have (a DGT board, an ordinary tactile set)
// without a DGT3000 leaves the sighted player without a press; with one, or with a key
// (a foot switch) for him, it can start.
TEST(TableCheck, SaysHowEachPlayerPressesHisClockAndRefusesATableWhereOneCannot) {
  test::Board<devices::DgtEmulator> dgt(test::pty_link("check_press_dgt"), Position::start().board());
  dgt.switch_on();
  const std::string common = "table --check --set game.time_control=5400+30 --set tactile.protocol=manual --sighted " +
                             dgt->path() + " --journal " + test::temp_path("check_press.sqlite");
  const auto without = test::run(common + " </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(without.status, 2) << without.out;
  EXPECT_THAT(without.out, HasSubstr("ok: White's clock press: the key 'space' at the table's keyboard"));
  EXPECT_THAT(without.out, HasSubstr("problem: Black's clock press: he has no way: connect a DGT3000"));
  EXPECT_THAT(without.out, HasSubstr("The table cannot start as it is."));

  const auto with_key = test::run(  // and the sounds of issue 35, item 10, switched off
      common +
          " --set sighted.clock_key=f5 --set tactile.taken_sound=false --set sighted.refused_sound=false </dev/null",
      "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(with_key.status, 0) << with_key.out;
  EXPECT_THAT(with_key.out, HasSubstr("ok: Black's clock press: the key 'f5' at the table's keyboard"));

  dgt->perform("clock 5400 5400 none");  // a DGT3000 on the board's cable
  const auto with_clock =
      test::run(common + " --set sighted.clock_left=white </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(with_clock.status, 0) << with_clock.out;
  EXPECT_THAT(with_clock.out, HasSubstr("a DGT3000 answers through it"));
  EXPECT_THAT(with_clock.out, HasSubstr("ok: Black's clock press: the DGT3000's lever on his board\n"));
  EXPECT_THAT(with_clock.out,
              HasSubstr("ok: White's clock press: the key 'space' at the table's keyboard (white.clock_key; "
                        "a foot switch may type it), or the key 'c' at the table's keyboard, or the DGT3000's lever "
                        "on his opponent's board (black.clock_left: shared)"));

  const auto no_key =
      test::run(common + " --set tactile.clock_key=none </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(no_key.out, HasSubstr("ok: White's clock press: the key 'c' at the table's keyboard\n"));
  const auto assisted = test::run(common +
                                      " --set tactile.clock_key=none --set game.assistant=true "
                                      "--set sighted.clock_left=white </dev/null",
                                  "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(assisted.out, HasSubstr("ok: White's clock press: twinboard presses it for him"));
  EXPECT_THAT(assisted.out, Not(HasSubstr("(black.clock_left: shared)")));  // twinboard presses for him
  const auto no_clock =
      test::run(common + " --set game.time_control=- </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(no_clock.out, Not(HasSubstr("clock press")));

  // A key that is already one of his keys, or no key at all, is refused with its place.
  const auto taken = test::run(common + " --set tactile.clock_key=v </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_NE(taken.status, 0);
  EXPECT_THAT(taken.out, HasSubstr("clock_key: 'v' is already the key for announce"));
  const auto his_c = test::run(common + " --set sighted.clock_key=c </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(his_c.out, HasSubstr("clock_key: 'c' is already the key for press"));  // the VI player's c
  const auto bad = test::run(common + " --set tactile.clock_key=f13 </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(bad.out, HasSubstr("clock_key: 'f13' is no key: space, enter, f1 to f12, one character, or none"));
  const auto same =
      test::run(common + " --set sighted.clock_key=space </dev/null", "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_THAT(same.out, HasSubstr("are the same key (space): each player needs his own"));
}

// docs/user-guide.md opens with this table; its configuration, as printed there, passes the
// check against an emulated DGT board with a DGT3000 (its "auto" port aside).
TEST(TableCheck, TheUserGuidesFirstTableCanStart) {
  const std::string guide = test::read_text(std::string(TWINBOARD_SOURCE_DIR) + "/docs/user-guide.md").value_or("");
  const std::size_t begin = guide.find("```toml\n"), end = guide.find("```", begin + 7);
  ASSERT_NE(begin, std::string::npos);
  std::string example = guide.substr(begin + 8, end - begin - 8);
  test::Board<devices::DgtEmulator> dgt(test::pty_link("guide_dgt"), Position::start().board());
  dgt.switch_on();
  dgt->perform("clock 5400 5400 none");
  const std::size_t port = example.find("port = \"auto\"");
  ASSERT_NE(port, std::string::npos);
  example.replace(port, 13, "port = \"" + dgt->path() + "\"");
  const auto r = test::run("table --check --config " + test::write_temp("guide.toml", example) + " --journal " +
                               test::temp_path("guide.sqlite") + " </dev/null",
                           "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(r.status, 0) << example << r.out;
  // The guide's VI player has White ([game] vi = "white"), his sighted opponent Black.
  EXPECT_THAT(r.out, HasSubstr("ok: White's clock press: the key 'space' at the table's keyboard"));
  EXPECT_THAT(r.out, HasSubstr("ok: Black's clock press: the key 'f5' at the table's keyboard (black."
                               "clock_key; a foot switch may type it), or the DGT3000's lever on his board"));
  EXPECT_THAT(r.out, HasSubstr("The table can start."));
}

// Both boards switched on and in the starting position, a fresh journal: the table can
// start, and the check wrote nothing.
TEST(TableCheck, BoardsThatAnswerAndAFreshJournalCanStart) {
  test::Board<devices::TactileEmulator> peg(test::pty_link("check_peg"), Position::start().occupied());
  test::Board<devices::DgtEmulator> dgt(test::pty_link("check_dgt"), Position::start().board());
  peg.switch_on();
  dgt.switch_on();
  const std::string journal = test::temp_path("check.sqlite");
  const auto r = test::run(
      "table --check --tactile " + peg->path() + " --sighted " + dgt->path() + " --journal " + journal + " </dev/null",
      "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("ok: White's board: tactile on " + peg->path() +
                               ": twinboard peg-emulator 0001, protocol 1; stands in the starting position"));
  EXPECT_THAT(r.out, HasSubstr("ok: Black's board: dgt on " + dgt->path()));
  EXPECT_THAT(r.out, HasSubstr("ok: journal: " + journal + ": a new game starts there"));
  EXPECT_THAT(r.out, HasSubstr("The table can start."));
  EXPECT_FALSE(std::filesystem::exists(journal)) << "the check started a game";
}

// A board switched off and a damaged journal: each is named, and the table cannot start.
TEST(TableCheck, ASilentBoardAndADamagedJournalAreProblems) {
  test::Board<devices::TactileEmulator> peg(test::pty_link("check_off"), Position::start().occupied());  // off
  const std::string journal = test::write_temp("check_damaged.sqlite", "not a journal at all, just bytes");
  const auto r = test::run(
      "table --check --tactile " + peg->path() + " --set sighted.protocol=manual --journal " + journal + " </dev/null",
      "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(r.status, 2) << r.out;
  EXPECT_THAT(r.out, HasSubstr("problem: White's board: tactile on " + peg->path() + ": does not answer within"));
  EXPECT_THAT(r.out, HasSubstr("ok: Black's board: none"));
  EXPECT_THAT(r.out, HasSubstr("problem: journal: " + journal));
  EXPECT_THAT(r.out, HasSubstr("The table cannot start as it is."));
  // A port that is not there is named as such, at once, not as a board that stays silent.
  const auto gone = test::run(
      "table --check --tactile /dev/twinboard-no-such-board --set sighted.protocol=manual "
      "--journal " +
          test::temp_path("check_gone.sqlite") + " </dev/null",
      "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(gone.status, 2) << gone.out;
  EXPECT_THAT(gone.out, HasSubstr("problem: White's board: /dev/twinboard-no-such-board: no such device"));
}

// Without --config the table reads $XDG_CONFIG_HOME/twinboard/table.toml; --config wins.
TEST(TableCheck, FindsItsConfigurationInTheUsersConfigFolder) {
  const std::string home = ::testing::TempDir() + "twinboard-xdg";
  std::filesystem::remove_all(home);  // a folder left by an earlier run
  std::filesystem::create_directories(home + "/twinboard");
  const std::string found = home + "/twinboard/table.toml";
  // Both boards without sensors: the VI player types at the terminal, his opponent at his
  // station, which lives beside the journal.
  std::ofstream(found)
      << "[game]\nvi = \"black\"\njournal = \"" + test::temp_path("found.sqlite") +
             "\"\nstart = \"now\"\n[tactile]\nprotocol = \"manual\"\n[sighted]\nprotocol = \"manual\"\n";
  const auto r = test::run("table --check </dev/null", "XDG_CONFIG_HOME=" + home, true);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("ok: configuration: " + found));
  EXPECT_THAT(r.out, HasSubstr("ok: seats: read from the older form: [tactile] is Black's seat"));
  EXPECT_THAT(r.out, HasSubstr("ok: White: a sighted player on a board without sensors; types or announces each move "
                               "at his player station"));

  const std::string given =
      test::write_temp("given.toml", "[game]\nvi = \"white\"\njournal = \"" + test::temp_path("given.sqlite") +
                                         "\"\n"
                                         "start = \"now\"\n[tactile]\nprotocol = \"manual\"\n"
                                         "[sighted]\nprotocol = \"manual\"\n");
  const auto g = test::run("table --check --config " + given + " </dev/null", "XDG_CONFIG_HOME=" + home, true);
  EXPECT_THAT(g.out, HasSubstr("ok: configuration: " + given));
  EXPECT_THAT(g.out, HasSubstr("ok: seats: read from the older form: [tactile] is White's seat"));
  EXPECT_THAT(g.out, Not(HasSubstr(found)));
}

// Issue 51, item 4: each player chooses what his board's buzzer and motor tell him; a
// deaf-blind player (VI and hearing impaired, D.2.11) feels them unless he says otherwise;
// a choice that is none of the four is refused with the file and line.
TEST(TableConfig, EachSeatChoosesItsBoardsSignal) {
  const auto chosen = runtime::read_table_config(
      "[white]\nneeds = \"vi\"\nsignal = \"both\"\n[black]\nneeds = \"vi\"\nsignal = \"buzz\"\n", "t.toml", {});
  ASSERT_TRUE(chosen) << chosen.error();
  EXPECT_EQ(chosen->boards[Color::White].signal, (runtime::SignalChoice{.buzz = true, .vibrate = true}));
  EXPECT_EQ(chosen->boards[Color::Black].signal, (runtime::SignalChoice{.buzz = true, .vibrate = false}));
  const auto deaf_blind = runtime::read_table_config(
      "[white]\nneeds = \"vi\"\nhearing_impaired = true\n[black]\nneeds = \"sighted\"\n", "t.toml", {});
  ASSERT_TRUE(deaf_blind) << deaf_blind.error();
  EXPECT_EQ(deaf_blind->boards[Color::White].signal, (runtime::SignalChoice{.buzz = false, .vibrate = true}));
  EXPECT_EQ(deaf_blind->boards[Color::Black].signal, runtime::SignalChoice{});
  const auto off =
      runtime::read_table_config("[white]\nneeds = \"vi\"\nhearing_impaired = true\nsignal = \"off\"\n", "t.toml", {});
  ASSERT_TRUE(off) << off.error();
  EXPECT_EQ(off->boards[Color::White].signal, runtime::SignalChoice{});
  const auto bad = runtime::read_table_config("[white]\nsignal = \"loud\"\n", "t.toml", {});
  ASSERT_FALSE(bad);
  EXPECT_THAT(bad.error(), HasSubstr("t.toml:2"));
  EXPECT_THAT(bad.error(), HasSubstr("signal"));
}

}  // namespace
}  // namespace twinboard
