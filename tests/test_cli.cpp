// The command forms other tools rely on: output shape and exit status.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "corpus.h"
#include "run_command.h"
#include "temp_files.h"

namespace {

using ::testing::HasSubstr;

using twinboard::test::run;
using twinboard::test::RunResult;

std::string last_line(const std::string& out) {
  std::string s = out;
  while (!s.empty() && s.back() == '\n') s.pop_back();
  return s.substr(s.rfind('\n') == std::string::npos ? 0 : s.rfind('\n') + 1);
}

TEST(CliPerft, LastLineIsTheCountAlone) {
  RunResult r = run("perft 4");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(last_line(r.out), "197281");
}

TEST(CliPerft, DivideListsEveryMoveThenTheTotal) {
  RunResult r = run("perft 2 --divide --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(last_line(r.out), "2039");
  EXPECT_THAT(r.out, ::testing::HasSubstr("e1g1: "));
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 49);
}

TEST(CliPerft, BadFenIsBadInput) { EXPECT_EQ(run("perft 1 --fen '8/8/8/8/8/8/8/8 w - - 0 1'").status, 1); }

TEST(CliPerft, UsageErrorsExitTwo) {
  EXPECT_EQ(run("perft").status, 2);
  EXPECT_EQ(run("perft 99").status, 2);
  EXPECT_EQ(run("no-such-command").status, 2);
}

TEST(CliPgnCheck, ReportsBadGamesAndTheSummaryLine) {
  RunResult r = run("pgn check " + twinboard::testing::corpus("pgn/python-chess/anastasian-lewis.pgn") + " " +
                    twinboard::testing::corpus("pgn/python-chess/molinari-bordais-1979.pgn"));
  EXPECT_EQ(r.status, 1);
  EXPECT_THAT(r.out, ::testing::HasSubstr("anastasian-lewis.pgn:1: ply 82: token 'Z0': "));
  EXPECT_THAT(last_line(r.out), ::testing::MatchesRegex("games 2, moves [0-9]+, errors 1, skipped 0"));
}

TEST(CliPgnCheck, CleanFilesExitZero) {
  RunResult r = run("pgn check " + twinboard::testing::corpus("pgn/python-chess/kasparov-deep-blue-1997.pgn"));
  EXPECT_EQ(r.status, 0);
  EXPECT_THAT(last_line(r.out), ::testing::MatchesRegex("games 6, moves [0-9]+, errors 0, skipped 0"));
}

TEST(CliPgnCheck, FilesSideBySideReportExactlyAsOneByOne) {
  // A small bad file first, a large one after it: the side-by-side run takes the largest
  // first but must print in the order given.
  const std::string small = twinboard::test::write_temp("small-bad.pgn", "[Event \"small\"]\n\n1. e5 *\n");
  std::ostringstream big;
  big << std::ifstream(twinboard::testing::corpus("pgn/world_matches.pgn")).rdbuf()
      << "\n[Event \"large\"]\n\n1. Nf6 *\n";
  const std::string large = twinboard::test::write_temp("large-bad.pgn", big.str());
  const std::string files =
      " " + small + " " + large + " " + twinboard::testing::corpus("pgn/python-chess/anastasian-lewis.pgn");
  const RunResult one = run("pgn check --jobs 1" + files);
  const RunResult three = run("pgn check --jobs 3" + files + " /nonexistent/file.pgn");
  EXPECT_EQ(three.status, 2);  // the unreadable file, after everything else is checked
  EXPECT_EQ(one.out, three.out);
  const auto at_small = three.out.find("small-bad.pgn:1: ply 1: token 'e5'"),
             at_large = three.out.find("large-bad.pgn:");
  const auto at_third = three.out.find("anastasian-lewis.pgn:1: ply 82");
  ASSERT_NE(at_small, std::string::npos);
  ASSERT_NE(at_large, std::string::npos);
  ASSERT_NE(at_third, std::string::npos);
  EXPECT_LT(at_small, at_large);
  EXPECT_LT(at_large, at_third);
}

TEST(CliPgnCheck, MissingFileIsAnIoError) {
  EXPECT_EQ(run("pgn check /nonexistent/file.pgn").status, 2);
  EXPECT_EQ(run("pgn check " + ::testing::TempDir()).status, 2);  // a directory is no PGN file
  // A pipe (the shell's here-document) is read as it comes.
  const RunResult piped = run("pgn check /dev/stdin <<'EOF'\n[Event \"a\"]\n\n1. e4 e5 2. Nf3 *\nEOF");
  EXPECT_EQ(piped.status, 0);
  EXPECT_EQ(last_line(piped.out), "games 1, moves 3, errors 0, skipped 0");
}

TEST(Cli, HelpOnEverySubcommand) {
  for (auto sub : {"", "perft", "pgn", "pgn check", "say", "announce", "parse", "simulate", "reconcile"})
    EXPECT_EQ(run(std::string(sub) + " --help").status, 0) << sub;
}

TEST(CliAnnounce, PrintsTheWordsOnOneLine) {
  EXPECT_EQ(run("announce Nf3").out, "Springer Felix drei\n");
  EXPECT_EQ(run("announce --vocabulary nato-en g1f3").out, "Knight Foxtrot three\n");
  EXPECT_EQ(run("announce --fen '7k/4P3/8/8/8/8/8/4K3 w - - 0 1' e8=Q").out, "Bauer Eva acht wird Dame, Schach\n");
  EXPECT_EQ(run("announce Nf6").status, 1);
  EXPECT_EQ(run("announce --vocabulary klingon e4").status, 2);
}

TEST(CliParse, PrintsSanOrTheReason) {
  RunResult ok = run("parse 'Springer Felix drei'");
  EXPECT_EQ(ok.status, 0);
  EXPECT_EQ(ok.out, "Nf3\n");
  EXPECT_EQ(run("parse --fen 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4' "
                "'Dame schlaegt Felix sieben'")
                .out,
            "Qxf7#\n");
  RunResult refused = run("parse 'Springer Felix sechs'");
  EXPECT_EQ(refused.status, 1);
  EXPECT_EQ(refused.out, "");
  std::string command = std::string(TWINBOARD_EXE) + " parse 'Springer Felix sechs' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  char buffer[512] = {};
  std::size_t n = fread(buffer, 1, sizeof buffer - 1, pipe);
  pclose(pipe);
  EXPECT_EQ(std::string(buffer, n), "twinboard parse: Kein Springer kann Felix sechs erreichen\n");
}

TEST(CliSimulate, EffectsAsJsonLinesAndBadLinesAsErrors) {
  std::string path = ::testing::TempDir() + "/scenario.jsonl";
  {
    std::ofstream out(path);
    out << R"({"t_ms":0,"setup":{"vi":"white","tactile":"occupancy","sighted":"identified","time_control":"5400+30","assistant":false}})"
           "\n"
        << R"({"t_ms":1000,"board":"tactile","lift":"e2"})"
           "\n"
        << R"({"t_ms":1500,"board":"tactile","place":"e4"})"
           "\n"
        << R"({"t_ms":2000,"announce":"Bauer Eva vier","by":"white"})"
           "\n"
        << "this is no JSON\n"
        << R"({"t_ms":2500,"press_clock":"white"})"
           "\n";
  }
  RunResult r = run("simulate " + path);
  EXPECT_EQ(r.status, 1);  // one bad line
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":1000,"effect":"touch","board":"white","square":"e2"})"));
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":2000,"effect":"error","text":"line 5: not JSON"})"));
  // Made with (a), (b) and (c) at 2000 (the sighted player hears it then), completed by the
  // press at 2500 (issue 34).
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":2000,"effect":"move","ply":1,"san":"e4","uci":"e2e4"})"));
  EXPECT_THAT(r.out,
              HasSubstr(R"({"t_ms":2500,"effect":"clock","running":"black","white_ms":5427500,"black_ms":5400000})"));
  EXPECT_THAT(
      r.out,
      HasSubstr(R"({"t_ms":2000,"effect":"speak","listener":"black","text":"Bauer Eva vier","priority":"move"})"));
}

using twinboard::test::write_temp;

TEST(CliReconcile, BoardOffSheetsAgree) {
  const std::string white = write_temp("white.txt", "e4\ne5\nNf3\nNc6\nBb5\n");
  const std::string black = write_temp("black.txt", "1. e4 e5 2. Sf3 Sc6 3. Lb5\n");
  RunResult r = run("reconcile --white " + white + " --black " + black +
                    " --tactile r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R"
                    " --sighted r1bqkbnr/pppp1ppp/2n5/4p3/1B2P3/5N2/PPPP1PPP/RNBQK2R");
  ASSERT_EQ(r.status, 0);
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["case"], "boards_differ_sheets_agree");
  EXPECT_EQ(j["ply"], 5);
  EXPECT_EQ(j["fix"]["white"], nlohmann::json::array());  // --tactile: the VI player's, White's (--vi white)
  EXPECT_EQ(j["fix"]["black"], nlohmann::json::parse(R"([{"from":"b4","to":"b5"}])"));
  EXPECT_THAT(j["text"].get<std::string>(), HasSubstr("Black recorded the right move but played another"));
}

TEST(CliReconcile, SheetsDifferTakesBackAndProposesTheRecordedClocks) {
  const std::string white = write_temp("white2.txt", "d4\nd5\nc4\ne6\nNc3\nNf6\nBg5\n");
  const std::string black = write_temp("black2.txt", "d4\nd5\nc4\ne6\nNc3\nNf6\nBf4\n");
  const std::string record = write_temp(
      "record.pgn",
      "[Event \"x\"]\n[TimeControl \"5400+30\"]\n\n1. d4 {[%clk 1:30:20]} d5 {[%clk 1:30:25]} 2. c4 {[%clk 1:29:50]} "
      "e6 {[%clk 1:29:40]} 3. Nc3 {[%clk 1:29:01]} Nf6 {[%clk 1:28:44]} 4. Bg5 {[%clk 1:25:00]} *\n");
  RunResult r = run("reconcile --white " + white + " --black " + black + " --record " + record +
                    " --tactile rnbqkb1r/ppp2ppp/4pn2/3p2B1/2PP4/2N5/PP2PPPP/R2QKBNR"
                    " --sighted rnbqkb1r/ppp2ppp/4pn2/3p4/2PP1B2/2N5/PP2PPPP/R2QKBNR");
  ASSERT_EQ(r.status, 0);
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["case"], "sheets_differ");
  EXPECT_EQ(j["ply"], 6);
  EXPECT_EQ(j["clock"]["white"], "1:29:01");
  EXPECT_EQ(j["clock"]["black"], "1:28:44");
  EXPECT_EQ(j["fix"]["white"], nlohmann::json::parse(R"([{"from":"g5","to":"c1"}])"));
  EXPECT_EQ(j["fix"]["black"], nlohmann::json::parse(R"([{"from":"f4","to":"c1"}])"));
  EXPECT_EQ(j["replay"], nlohmann::json::parse(R"(["Bg5"])"));
  EXPECT_EQ(j["record_differences"][0]["sheet"], "black");
  EXPECT_EQ(j["record_differences"][0]["ply"], 7);
}

// The VI player's sheet kept in braille cells (UK code), Black's in English SAN.
TEST(CliReconcile, ABrailleScoresheetAgainstAPrintedOne) {
  const std::string white = write_temp("white_braille.txt", "⠂ ⠑⠲ ⠑⠢\n⠆ ⠎⠋⠒ ⠎⠉⠖\n⠒ ⠇⠃⠢\n");
  const std::string black = write_temp("black_print.txt", "1. e4 e5 2. Nf3 Nc6 3. Bb5\n");
  RunResult r = run("reconcile --white " + white + " --black " + black +
                    " --tactile r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R");
  ASSERT_EQ(r.status, 0);
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["case"], "agree");
  EXPECT_EQ(j["ply"], 5);
  EXPECT_EQ(j["unread"]["white"], nlohmann::json::array());
}

TEST(CliBraille, ScoresheetInBrfAndUnicode) {
  const std::string pgn = write_temp(
      "opera.pgn",
      "[Event \"Paris\"]\n[White \"Morphy\"]\n[Black \"Duke\"]\n[Result \"1-0\"]\n\n"
      "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 "
      "10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n"
      "\n[Event \"From Black\"]\n[FEN \"4k3/8/8/8/8/8/4p3/K7 b - - 0 23\"]\n[Result \"*\"]\n\n23... e1=Q+ *\n");
  RunResult r = run("braille --brf " + pgn);
  ASSERT_EQ(r.status, 0);
  EXPECT_THAT(r.out, HasSubstr("\n1 E4 E5\n2 SF3 D6\n"));
  EXPECT_THAT(r.out, HasSubstr("\n4 D;E5 L;F3\n"));
  EXPECT_THAT(r.out, HasSubstr("\n11 L_B5 SBD7\n12 0-0-0 RD8\n"));
  EXPECT_THAT(r.out, HasSubstr("\n17 RD8>M\n1-0\n"));
  EXPECT_EQ(run("braille " + pgn).out, r.out);  // BRF is the default
  RunResult second = run("braille --game 2 --unicode " + pgn);
  ASSERT_EQ(second.status, 0);
  EXPECT_THAT(second.out, HasSubstr("⠆⠒⠀⠤⠘⠑⠂⠟\n"));  // 23 -^E1Q: a line that starts with Black
  EXPECT_EQ(run("braille --game 3 " + pgn).status, 1);
  EXPECT_EQ(run("braille /nonexistent.pgn").status, 2);
  EXPECT_EQ(run("braille --lang xx " + pgn).status, 2);
}

TEST(CliReconcile, BadInputAndUsage) {
  const std::string white = write_temp("white3.txt", "e4\n");
  EXPECT_EQ(run("reconcile --white " + white + " --black /nonexistent/x").status, 2);
  EXPECT_EQ(run("reconcile --white " + white + " --black " + white + " --tactile 9/9").status, 1);
  EXPECT_EQ(run("reconcile --white " + white + " --black " + white + " --start nonsense").status, 1);
  EXPECT_EQ(run("reconcile --white " + white + " --black " + white + " --vi green").status, 2);
  EXPECT_EQ(run("reconcile --white " + white).status, 2);
}

TEST(CliSimulate, ScoresheetLinesAndTheArbitersReconcile) {
  std::string path =
      write_temp("scoresheets.jsonl", R"({"t_ms":0,"setup":{"vi":"white","tactile":"manual","sighted":"manual"}})"
                                      "\n"
                                      R"({"t_ms":1000,"announce":"e4","by":"white"})"
                                      "\n"
                                      R"({"t_ms":2000,"announce":"e5","by":"black"})"
                                      "\n"
                                      R"({"t_ms":3000,"scoresheet":"white","move":"e4"})"
                                      "\n"
                                      R"({"t_ms":3100,"scoresheet":"white","move":"e5"})"
                                      "\n"
                                      R"({"t_ms":3200,"scoresheet":"black","move":"e4"})"
                                      "\n"
                                      R"({"t_ms":3300,"scoresheet":"black","move":"Sf3"})"
                                      "\n"
                                      R"({"t_ms":3400,"scoresheet":"black","erase":true})"
                                      "\n"
                                      R"({"t_ms":3500,"scoresheet":"black","move":"e5"})"
                                      "\n"
                                      R"({"t_ms":4000,"arbiter":"reconcile"})"
                                      "\n");
  RunResult r = run("simulate " + path);
  EXPECT_EQ(r.status, 0);
  EXPECT_THAT(
      r.out,
      HasSubstr(R"({"t_ms":3300,"effect":"scoresheet","sheet":"black","ply":2,"written":"Sf3","san":"","remark":)"));
  EXPECT_THAT(
      r.out, HasSubstr(R"({"t_ms":3400,"effect":"scoresheet","sheet":"black","ply":2,"written":"Sf3","erased":true})"));
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":4000,"effect":"reconcile","case":"agree","ply":2,)"));
}

}  // namespace

namespace twinboard {
namespace {

// Issue 23, item 8: broken input to every command gets a clear message and a status, never
// a crash, a hang or an echo of the whole input.
TEST(CliBadInput, VariationsNestedAMillionDeepAreRefusedNotACrash) {
  std::string pgn = "[Event \"x\"]\n\n1. e4 ";
  for (int i = 0; i < 1'000'000; ++i) pgn += "(1. d4 ";
  for (int i = 0; i < 1'000'000; ++i) pgn += ')';
  pgn += " e5 *\n";
  const std::string file = test::write_temp("deep.pgn", pgn);
  const auto check = test::run("pgn check " + file);
  EXPECT_EQ(check.status, 1);
  EXPECT_THAT(check.out, HasSubstr("variations nested deeper than 256"));
  const auto braille = test::run("braille " + file, "", true);
  EXPECT_EQ(braille.status, 1);
  EXPECT_THAT(braille.out, HasSubstr("variations nested deeper than 256"));
}

TEST(CliBadInput, EndlessOrMissingFilesAreIoErrorsWithTheReason) {
  auto expect_io = [](const std::string& arguments, const std::string& reason) {
    const auto r = test::run(arguments, "", true);
    EXPECT_EQ(r.status, 2) << arguments << "\n" << r.out;
    EXPECT_THAT(r.out, HasSubstr(reason)) << arguments;
  };
  const std::string sheet = test::write_temp("sheet.txt", "e4\ne5\n");
  expect_io("reconcile --white /dev/zero --black " + sheet, "cannot read /dev/zero: larger than 1 MiB");
  expect_io("pgn check /dev/zero", "cannot read /dev/zero: larger than 256 MiB");
  expect_io("simulate " + ::testing::TempDir(), "it is a directory");
  expect_io("table --input /nonexistent/scenario.jsonl --no-speech --headless",
            "cannot read /nonexistent/scenario.jsonl");
}

TEST(CliBadInput, AHugeWordIsQuotedShortly) {
  const std::string huge(120'000, 'q');
  for (const char* command : {"parse \"Springer ", "announce \""}) {
    const auto r = test::run(std::string(command) + huge + "\"", "", true);
    EXPECT_EQ(r.status, 1) << command;
    EXPECT_LT(r.out.size(), 200u) << command;
    EXPECT_THAT(r.out, HasSubstr("…")) << command;
  }
}

TEST(CliBadInput, ARangeIsSaidAsARange) {
  const std::string file = test::write_temp("one.pgn", "[Event \"x\"]\n\n1. e4 *\n");
  const auto r = test::run("braille --game 0 " + file, "", true);
  EXPECT_EQ(r.status, 2);
  EXPECT_THAT(r.out, HasSubstr("not in range 1 to 1000000"));
}

TEST(CliBadInput, AnEmulatedClockWithoutNumbersIsRefusedNotAnAbort) {
  const auto bad = test::run(
      "emulate dgt <<'END'\nclock abc 5 none\nclock 99999999999999 1 left\nclock-deaf x\nquit\nEND\n", "", true);
  EXPECT_EQ(bad.status, 0) << bad.out;
  EXPECT_THAT(bad.out, HasSubstr("clock abc 5 none: clock LEFT RIGHT left|right|none: both times in whole seconds"));
  EXPECT_THAT(bad.out, HasSubstr("clock-deaf x: clock-deaf N: a whole number"));
}

}  // namespace
}  // namespace twinboard
