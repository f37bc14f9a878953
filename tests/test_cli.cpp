// The command forms other tools rely on: output shape and exit status.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "corpus.h"
#include "run_command.h"

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

TEST(CliPerft, BadFenIsBadInput) {
  EXPECT_EQ(run("perft 1 --fen '8/8/8/8/8/8/8/8 w - - 0 1'").status, 1);
}

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

TEST(CliPgnCheck, MissingFileIsAnIoError) {
  EXPECT_EQ(run("pgn check /nonexistent/file.pgn").status, 2);
}

TEST(Cli, HelpOnEverySubcommand) {
  for (auto sub : {"", "perft", "pgn", "pgn check", "say", "announce", "parse", "simulate"}) EXPECT_EQ(run(std::string(sub) + " --help").status, 0) << sub;
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
                "'Dame schlaegt Felix sieben'").out, "Qxf7#\n");
  RunResult refused = run("parse 'Springer Felix sechs'");
  EXPECT_EQ(refused.status, 1);
  EXPECT_EQ(refused.out, "");
  std::string command = std::string(TWINBOARD_EXE) + " parse 'Springer Felix sechs' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  char buffer[512] = {};
  std::size_t n = fread(buffer, 1, sizeof buffer - 1, pipe);
  pclose(pipe);
  EXPECT_EQ(std::string(buffer, n), "twinboard parse: kein Springer kann Felix sechs erreichen\n");
}

TEST(CliSimulate, EffectsAsJsonLinesAndBadLinesAsErrors) {
  std::string path = ::testing::TempDir() + "/scenario.jsonl";
  {
    std::ofstream out(path);
    out << R"({"t_ms":0,"setup":{"vi":"white","tactile":"occupancy","sighted":"identified","time_control":"5400+30","assistant":false}})" "\n"
        << R"({"t_ms":1000,"board":"tactile","lift":"e2"})" "\n"
        << R"({"t_ms":1500,"board":"tactile","place":"e4"})" "\n"
        << R"({"t_ms":2000,"announce":"Bauer Eva vier","by":"white"})" "\n"
        << "this is no JSON\n"
        << R"({"t_ms":2500,"press_clock":"white"})" "\n";
  }
  RunResult r = run("simulate " + path);
  EXPECT_EQ(r.status, 1);  // one bad line
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":1000,"effect":"touch","board":"tactile","square":"e2"})"));
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":2000,"effect":"error","text":"line 5: not JSON"})"));
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":2500,"effect":"move","ply":1,"san":"e4","uci":"e2e4"})"));
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":2500,"effect":"clock","running":"black","white_ms":5427500,"black_ms":5400000})"));
  EXPECT_THAT(r.out, HasSubstr(R"({"t_ms":2500,"effect":"speak","listener":"sighted","text":"Bauer Eva vier","priority":"move"})"));
}

}  // namespace
