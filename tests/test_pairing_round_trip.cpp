// Issue 49: the results go back into the pairing program, and a real one checks them.
// bbpPairings (FIDE's endorsed Dutch-system engine, built into the build folder from
// ../shared/tools) makes a tournament and pairs its next round; that round goes to
// `twinboard hall`, real tables play it to results over a real broker, the arbiter confirms
// them, and the hall's results.trf is read back by bbpPairings: it checks the whole
// tournament (`-c`, which refuses a player whose points do not follow his results) and pairs
// the round after (`-p`). Nothing of the expected points is computed by the hall's code: the
// points before the round are bbpPairings' own, the round's are the games the test played.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <regex>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <thread>

#include <httplib.h>

#include "mosquitto_broker.h"
#include "pty_process.h"
#include "run_command.h"
#include "temp_files.h"

extern char** environ;

namespace twinboard {
namespace {

using namespace std::chrono_literals;
using ::testing::HasSubstr;
using ::testing::Not;

// A shell command line: its exit status and what it printed.
test::RunResult shell(const std::string& command) { return test::run_shell(command); }

// bbpPairings with these arguments.
test::RunResult bbp(const std::string& arguments) {
  return shell(std::string(BBP_PAIRINGS_EXE) + " " + arguments + " 2>&1");
}

// A TRF's lines as FIDE ends them (CR; bbpPairings writes CR alone), each without its end.
std::vector<std::string> cr_lines(const std::string& text) {
  std::vector<std::string> out;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line, '\r')) out.push_back(line);
  return out;
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

int start_rank(const std::string& line) { return std::stoi(line.substr(4, 4)); }
// Columns 81-84: the player's points; 86-89 his rank (TRF, 1-based columns).
double points_column(const std::string& line) { return std::stod(line.substr(80, 4)); }
int rank_column(const std::string& line) { return std::stoi(line.substr(85, 4)); }
// Round r's result code (column 99 of its ten).
char result_in(const std::string& line, int round) {
  const std::size_t at = 98 + 10 * std::size_t(round - 1);
  return line.size() > at ? line[at] : ' ';
}

// A short game at a table: Black's first move after White's, then how it ends, and the
// arbiter's confirmation at the table (as his station types it). A board never played has
// no moves: the arbiter records its forfeit.
std::string scripted_game(const std::string& ending, bool played) {
  std::string s =
      "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":\"manual\","
      "\"time_control\":\"5400+30\",\"assistant\":false}}\n";
  int t = 0;
  if (played)
    for (const auto& [words, by] : {std::pair{"Bauer Eva vier", "white"}, std::pair{"Bauer Eva fünf", "black"}}) {
      s += "{\"t_ms\":" + std::to_string(t += 300) + ",\"announce\":\"" + words + "\",\"by\":\"" + by + "\"}\n";
      s += "{\"t_ms\":" + std::to_string(t += 50) + ",\"press_clock\":\"" + by + "\"}\n";
    }
  s += "{\"t_ms\":" + std::to_string(t += 300) + ",\"arbiter\":\"" + ending + "\"}\n";
  s += "{\"t_ms\":" + std::to_string(t += 100) + ",\"arbiter\":\"confirm\"}\n";
  // The table stays on a moment, as at an event, so the hall hears the confirmation.
  s += "{\"t_ms\":" + std::to_string(t += 1500) + ",\"query\":\"time\",\"by\":\"white\"}\n";
  return s;
}

TEST(PairingRoundTrip, BbpPairingsReadsTheHallsResultsAndPairsTheNextRound) {
  // 1. A tournament of ten players after two rounds, made by bbpPairings (with forfeits and
  // byes of its own in them: + - H U), to five rounds
  // (XXR). Player 4 asks for a half-point bye in round 3 (his column of round 3 says H before
  // the round is paired, as the pairing program's manual has it).
  const std::string config =
      test::write_temp("round_trip_generator.txt",
                       "PlayersNumber=10\nRoundsNumber=2\nDrawPercentage=30\nForfeitRate=15\nHalfPointByeRate=10\n");
  const std::string generated = test::temp_path("round_trip_generated.trf");
  const auto made = bbp("--dutch -g " + config + " -o " + generated + " -s 4949");
  ASSERT_EQ(made.status, 0) << made.out;
  std::vector<std::string> lines = cr_lines(read_all(generated));
  for (std::string& line : lines)
    if (line.starts_with("001    4")) line += "  0000 - H";
  // Lines the hall does not read, which must come back as they are: the rounds (XXR), the
  // first colour (XXC), the site and start date (022, 042), and a code nobody knows.
  for (const char* extra : {"XXR 5", "XXC white1", "022 Berlin", "042 2026/11/23", "999 a line no program knows"})
    lines.push_back(extra);
  std::string before;
  for (const std::string& line : lines) before += line + "\r";
  const std::string asked = test::write_temp("round_trip_round3_asked.trf", before);
  // 2. bbpPairings pairs round 3: "N" and then "white black" a pair a line (0: the bye).
  const std::string pairs_file = test::temp_path("round_trip_pairs3.txt");
  const auto paired = bbp("--dutch " + asked + " -p " + pairs_file);
  ASSERT_EQ(paired.status, 0) << paired.out;
  std::istringstream pairs(read_all(pairs_file));
  int count = 0;
  pairs >> count;
  std::map<int, std::pair<int, char>> round3;  // start rank -> opponent, colour
  int bye = 0;
  for (int i = 0, white = 0, black = 0; i < count && pairs >> white >> black; ++i) {
    if (black == 0) bye = white;
    else round3[white] = {black, 'w'}, round3[black] = {white, 'b'};
  }
  ASSERT_EQ(round3.size(), 8u) << read_all(pairs_file);
  ASSERT_NE(bye, 0) << "nine players paired: one has the pairing-allocated bye";
  // The round written into the file as the pairing program exports it: opponent and colour,
  // no result yet; the bye's U (a point); player 4's H stays.
  std::string trf;
  for (std::string line : lines) {
    if (line.starts_with("001")) {
      const int rank = start_rank(line);
      char column[16];
      if (round3.contains(rank))
        std::snprintf(column, sizeof column, "  %4d %c  ", round3[rank].first, round3[rank].second);
      else if (rank == bye) std::snprintf(column, sizeof column, "  0000 - U");
      else column[0] = '\0';
      line += column;
    }
    trf += line + "\r";
  }
  const std::string round3_file = test::write_temp("round_trip_round3.trf", trf);

  // 3. The hall takes the round; a table a board plays it.
  test::Broker broker("round_trip_broker");
  const int http = test::free_loopback_port();
  // The hall's configuration as docs/hall.md has it, with the event's action key: the
  // arbiter acts from the page.
  const std::string key = "round-trip-action-key-0123456789abcdef";
  const std::string hall_toml = test::write_temp(
      "round_trip_hall.toml",
      "[hall]\nbroker = \"127.0.0.1:" + std::to_string(broker.port()) +
          "\"\nevent = \"open2026\"\nhttp = \"127.0.0.1:" + std::to_string(http) + "\"\naction_key = \"" + key +
          "\"\nstore = \"" + test::temp_path("round_trip_hall.sqlite") + "\"\npairings = \"" + round3_file + "\"\n");
  test::PtyProcess hall({"hall", "--config", hall_toml});
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();
  EXPECT_THAT(hall.output(), HasSubstr("4 boards paired from " + round3_file));
  httplib::Client client("127.0.0.1", http);
  nlohmann::json index;
  for (int i = 0; i < 250 && (index.is_null() || index["boards"].size() < 4); ++i) {
    if (const auto got = client.Get("/index.json"); got && got->status == 200) index = nlohmann::json::parse(got->body);
    std::this_thread::sleep_for(20ms);
  }
  ASSERT_EQ(index["boards"].size(), 4u) << index.dump();
  // Each board's players by their start ranks (bbpPairings names player N "Test000N ...").
  std::map<int, std::pair<int, int>> board_ranks;
  for (const auto& b : index["boards"]) {
    auto rank_of = [](const std::string& name) { return std::stoi(name.substr(4, 4)); };
    board_ranks[b["board"].get<int>()] = {rank_of(b["white"]), rank_of(b["black"])};
  }
  for (const auto& [board, ranks] : board_ranks)
    ASSERT_EQ(round3[ranks.first], (std::pair<int, char>{ranks.second, 'w'})) << "board " << board;
  // Board 1 White wins (Black resigns), board 2 a draw agreed, board 4's players never came (a
  // double forfeit, typed at the arbiter's station); board 3's White never came: the arbiter
  // records Black's win by forfeit on the page, in Chromium, below.
  const std::map<int, std::pair<std::string, bool>> endings = {
      {1, {"resign black", true}}, {2, {"draw", true}}, {4, {"result --", false}}};
  const std::string waiting =
      "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":"
      "\"manual\",\"time_control\":\"5400+30\",\"assistant\":false}}\n"
      "{\"t_ms\":120000,\"query\":\"time\",\"by\":\"white\"}\n";
  test::PtyProcess board3({"table", "--input", test::write_temp("round_trip_table3.jsonl", waiting), "--journal",
                           test::temp_path("round_trip_table3.sqlite"), "--no-speech", "--headless", "--set",
                           "hall.broker=127.0.0.1:" + std::to_string(broker.port()), "--set", "hall.event=open2026",
                           "--set", "hall.round=3", "--set", "hall.board=3", "--set", "hall.action_key=" + key, "--set",
                           "hall.arbiters=[\"anna\"]"});
  std::vector<std::jthread> tables;
  std::map<int, test::RunResult> played;
  std::mutex mutex;
  for (const auto& [board, ending] : endings)
    tables.emplace_back([&, board, ending] {
      const std::string name = "round_trip_table" + std::to_string(board);
      const auto r = test::run(
          "table --input " + test::write_temp(name + ".jsonl", scripted_game(ending.first, ending.second)) +
              " --journal " + test::temp_path(name + ".sqlite") +
              " --no-speech --headless --speed 5 --set hall.broker=127.0.0.1:" + std::to_string(broker.port()) +
              " --set hall.event=open2026 --set hall.round=3 --set hall.board=" + std::to_string(board),
          "", true);
      std::lock_guard lock(mutex);
      played[board] = r;
    });
  tables.clear();  // each table has played and closed
  for (const auto& [board, r] : played) ASSERT_EQ(r.status, 0) << "board " << board << ": " << r.out;
  // Board 3 on the page: the arbiter chooses the forfeit by its words, sets it, confirms it.
  for (int i = 0; i < 750; ++i) {
    const auto got = client.Get("/arbiters.json?round=3");
    const nlohmann::json view = got ? nlohmann::json::parse(got->body, nullptr, false) : nlohmann::json();
    if (view.is_object() && view.contains("boards") &&
        std::any_of(view["boards"].begin(), view["boards"].end(), [](const nlohmann::json& b) {
          return b.value("board", 0) == 3 && b.value("status", "") == "online";
        }))
      break;
    std::this_thread::sleep_for(20ms);
  }
  const auto page = shell("node " + std::string(TWINBOARD_SOURCE_DIR) +
                          "/tests/e2e/forfeit_on_page.mjs 'http://127.0.0.1:" + std::to_string(http) +
                          "/arbiters?round=3' anna anna-pw 3 '-+ Black wins by forfeit' 2>&1");
  EXPECT_EQ(page.status, 0) << page.out << "\n(setup.sh installs chromium and tests/e2e's npm packages)";
  EXPECT_THAT(page.out, HasSubstr("+- White wins by forfeit")) << "every forfeit is offered";
  EXPECT_THAT(page.out, HasSubstr("-- double forfeit")) << "every forfeit is offered";
  std::cout << "the forfeit on the page: " << page.out;  // what the arbiter was asked, for the record
  // Every result confirmed at the hall.
  for (int i = 0; i < 500; ++i) {
    const std::string csv = client.Get("/round/3/results.csv")->body;
    if (std::count(csv.begin(), csv.end(), '\n') == 5 && csv.find(",no\r") == std::string::npos) break;
    std::this_thread::sleep_for(20ms);
  }
  board3.kill_now();  // its game is over and confirmed; the arbiter closes the table

  // The results board says a forfeit as the arbiter gave it.
  const std::string csv = client.Get("/round/3/results.csv")->body;
  EXPECT_THAT(csv, HasSubstr(",-+,yes\r\n")) << csv;
  EXPECT_THAT(csv, HasSubstr(",--,yes\r\n")) << csv;
  EXPECT_THAT(csv, HasSubstr(",1/2-1/2,yes\r\n")) << csv;

  // 4. results.trf goes back to bbpPairings: the commands of docs/hall.md, as the
  // technician types them there (the hall's address and bbpPairings' path replaced).
  const std::string guide = read_all(std::string(TWINBOARD_SOURCE_DIR) + "/docs/hall.md");
  const std::size_t step = guide.find("5. **Fetch the results");
  ASSERT_NE(step, std::string::npos);
  const std::size_t start = guide.find("```\n", step) + 4, end = guide.find("```", start);
  ASSERT_NE(end, std::string::npos);
  const std::string folder = ::testing::TempDir() + "round_trip_technician";
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  std::istringstream commands(guide.substr(start, end - start));
  int run = 0;
  for (std::string line; std::getline(commands, line); ++run) {
    line = std::regex_replace(line, std::regex("http://192\\.0\\.2\\.10:8080"),
                              "http://127.0.0.1:" + std::to_string(http));
    line = std::regex_replace(line, std::regex("^bbpPairings\\.exe"), BBP_PAIRINGS_EXE);
    const auto done = shell("cd " + folder + " && " + line + " 2>&1");
    EXPECT_EQ(done.status, 0) << line << "\n" << done.out << "\n" << read_all(folder + "/results.trf");
  }
  EXPECT_EQ(run, 3) << "curl, the check and the next round's pairing";
  const std::string fetched = read_all(folder + "/results.trf");
  std::istringstream pairs4(read_all(folder + "/round4-pairs.txt"));
  int count4 = 0;
  pairs4 >> count4;
  EXPECT_EQ(count4, 5) << "ten players, five pairs";

  // Every line the hall does not read comes back as it was, with its CR.
  const std::vector<std::string> back = cr_lines(fetched);
  const std::vector<std::string> given = cr_lines(trf);
  ASSERT_EQ(back.size(), given.size()) << fetched;
  std::map<int, std::string> player_line;
  std::map<int, double> points_before;
  for (std::size_t i = 0; i < given.size(); ++i) {
    if (!given[i].starts_with("001")) {
      EXPECT_EQ(back[i], given[i]);
      continue;
    }
    const int rank = start_rank(given[i]);
    player_line[rank] = back[i];
    points_before[rank] = points_column(given[i]);  // bbpPairings' own, after round 2
    // The player's own columns (name, rating, earlier rounds) unchanged.
    EXPECT_EQ(back[i].substr(0, 80), given[i].substr(0, 80));
    EXPECT_EQ(back[i].substr(89, 20), given[i].substr(89, 20));
  }
  // The round's codes, as FIDE writes them, and each player's points: before the round plus
  // what the game the test played gave him.
  const auto [w1, b1] = board_ranks[1];
  const auto [w2, b2] = board_ranks[2];
  const auto [w3, b3] = board_ranks[3];
  const auto [w4, b4] = board_ranks[4];
  const std::map<int, std::pair<char, double>> expected = {
      {w1, {'1', 1.0}}, {b1, {'0', 0.0}}, {w2, {'=', 0.5}}, {b2, {'=', 0.5}},  {w3, {'-', 0.0}},
      {b3, {'+', 1.0}}, {w4, {'-', 0.0}}, {b4, {'-', 0.0}}, {bye, {'U', 1.0}}, {4, {'H', 0.5}}};
  ASSERT_EQ(expected.size(), 10u);
  for (const auto& [rank, what] : expected) {
    EXPECT_EQ(result_in(player_line[rank], 3), what.first) << player_line[rank];
    EXPECT_DOUBLE_EQ(points_column(player_line[rank]), points_before[rank] + what.second) << player_line[rank];
  }
  // The ranks: each once, in the order of the points.
  std::map<int, double> by_rank;
  for (const auto& [rank, line] : player_line) by_rank[rank_column(line)] = points_column(line);
  ASSERT_EQ(by_rank.size(), 10u);
  EXPECT_EQ(by_rank.begin()->first, 1);
  EXPECT_EQ(by_rank.rbegin()->first, 10);
  for (auto it = std::next(by_rank.begin()); it != by_rank.end(); ++it)
    EXPECT_LE(it->second, std::prev(it)->second) << "rank " << it->first;

  // 5. The rating officer's confirmed.pgn: the two games played, never a forfeit.
  const std::string confirmed = client.Get("/round/3/confirmed.pgn")->body;
  EXPECT_THAT(confirmed, HasSubstr("[Board \"1\"]"));
  EXPECT_THAT(confirmed, HasSubstr("[Board \"2\"]"));
  EXPECT_THAT(confirmed, Not(HasSubstr("[Board \"3\"]")));
  EXPECT_THAT(confirmed, Not(HasSubstr("[Board \"4\"]")));
  // The event's tags, from the TRF (012, 022, 042) and the tables (their control, and how
  // each game ended), in confirmed.pgn and the live PGN alike.
  const std::string live = client.Get("/round/3.pgn")->body;
  for (const std::string& pgn : {confirmed, live})
    for (const char* tag :
         {"[Event \"AutoTest Tournament 4949\"]", "[Site \"Berlin\"]", "[Date \"2026.11.23\"]",
          "[TimeControl \"5400+30\"]", "[Termination \"resignation\"]", "[Termination \"agreement\"]"})
      EXPECT_THAT(pgn, HasSubstr(tag)) << pgn;
  EXPECT_THAT(live, HasSubstr("[Termination \"forfeit\"]")) << live;
  // A table's own export names its event.
  const auto exported = test::run("export " + ::testing::TempDir() + "round_trip_table1.sqlite", "", false);
  for (const char* tag : {"[Event \"AutoTest Tournament 4949\"]", "[Site \"Berlin\"]", "[Round \"3\"]"})
    EXPECT_THAT(exported.out, HasSubstr(tag)) << exported.out;
}

}  // namespace
}  // namespace twinboard
