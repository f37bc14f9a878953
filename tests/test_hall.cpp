// The table's side of the hall (issue 21), against a real Eclipse Mosquitto broker on a
// loopback port with a configuration made here: every effect reaches the hall once, in
// order, with its number, and the state is retained; a broker stopped and started again in
// the middle of the game loses nothing.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <mosquitto.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include <httplib.h>

#include "mosquitto_broker.h"
#include "pty_process.h"
#include "run_command.h"
#include "core/pgn.h"
#include "hall/hall_collector.h"
#include "temp_files.h"

extern char** environ;

namespace twinboard {
namespace {

using namespace std::chrono_literals;
using test::Broker;
using test::free_loopback_port;

// The hall's ear: a persistent subscriber to one table's topics, keeping each effect by its
// number (a number heard twice is kept once) and the latest state.
class Hall {
 public:
  Hall(int port, const std::string& topic) : topic_(topic) {
    mosquitto_lib_init();
    client_ = mosquitto_new("hall-test", false, this);
    mosquitto_reconnect_delay_set(client_, 1, 1, false);
    mosquitto_connect_callback_set(client_, [](mosquitto* m, void* self, int) {
      mosquitto_subscribe(m, nullptr, (static_cast<Hall*>(self)->topic_ + "/#").c_str(), 1);
    });
    mosquitto_message_callback_set(
        client_, [](mosquitto*, void* self, const mosquitto_message* m) { static_cast<Hall*>(self)->heard(m); });
    mosquitto_connect(client_, "127.0.0.1", port, 30);
    mosquitto_loop_start(client_);
    for (int i = 0; i < 100 && !subscribed(); ++i) std::this_thread::sleep_for(20ms);
  }
  ~Hall() {
    mosquitto_disconnect(client_);
    mosquitto_loop_stop(client_, true);
    mosquitto_destroy(client_);
  }
  bool subscribed() {
    std::this_thread::sleep_for(50ms);  // the SUBACK is not waited for: a short grace
    return true;
  }
  std::map<std::uint64_t, nlohmann::json> events() {
    std::lock_guard lock(mutex_);
    return events_;
  }
  nlohmann::json state() {
    std::lock_guard lock(mutex_);
    return state_;
  }
  int duplicates() {
    std::lock_guard lock(mutex_);
    return duplicates_;
  }
  // As the hall program does when it lacks effects: the table sends them again from `from`.
  void ask_again(std::uint64_t from) {
    const std::string request = "{\"from\":" + std::to_string(from) + "}";
    mosquitto_publish(client_, nullptr, (topic_ + "/resend").c_str(), int(request.size()), request.data(), 1, false);
  }

 private:
  void heard(const mosquitto_message* m) {
    const std::string topic = m->topic, payload(static_cast<const char*>(m->payload), std::size_t(m->payloadlen));
    auto json = nlohmann::json::parse(payload, nullptr, false);
    std::lock_guard lock(mutex_);
    if (topic.ends_with("/state")) state_ = json;
    if (!topic.ends_with("/events") || json.is_discarded()) return;
    const auto seq = json["seq"].get<std::uint64_t>();
    if (!events_.emplace(seq, json["effect"]).second) ++duplicates_;
  }
  std::string topic_;
  mosquitto* client_ = nullptr;
  std::mutex mutex_;
  std::map<std::uint64_t, nlohmann::json> events_;
  nlohmann::json state_;
  int duplicates_ = 0;
};

// White and Black announce and press, one move every `step` ms of game time.
std::string game(int step) {
  const char* moves[][2] = {{"Bauer Eva vier", "white"},      {"Bauer Eva fünf", "black"},
                            {"Springer Felix drei", "white"}, {"Springer Cäsar sechs", "black"},
                            {"Läufer Bella fünf", "white"},   {"Bauer Anna sechs", "black"}};
  // Both boards without sensors: a move is made by its announcement and the clock.
  std::string scenario =
      "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":\"manual\","
      "\"time_control\":\"5400+30\",\"assistant\":false}}\n";
  int t = 0;
  for (const auto& [words, by] : moves) {
    scenario += "{\"t_ms\":" + std::to_string(t += step) + ",\"announce\":\"" + words + "\",\"by\":\"" + by + "\"}\n";
    scenario += "{\"t_ms\":" + std::to_string(t += 50) + ",\"press_clock\":\"" + by + "\"}\n";
  }
  // The table stays on after the game, as at an event, until the arbiter closes it.
  scenario += "{\"t_ms\":" + std::to_string(t += 3000) + ",\"query\":\"time\",\"by\":\"white\"}\n";
  return scenario;
}

std::string table_with_hall(int port, const std::string& name, int board = 7) {
  return "table --input " + test::write_temp(name + ".jsonl", game(400)) + " --journal " +
         test::temp_path(name + ".sqlite") +
         " --no-speech --headless --set hall.broker=127.0.0.1:" + std::to_string(port) +
         " --set hall.event=open2026 --set hall.round=3 --set hall.board=" + std::to_string(board);
}

void expect_every_effect_once_and_the_game(Hall& hall) {
  const auto events = hall.events();
  ASSERT_FALSE(events.empty());
  EXPECT_EQ(events.begin()->first, 0u);
  EXPECT_EQ(events.rbegin()->first, events.size() - 1) << "no number is missing";
  const nlohmann::json state = hall.state();
  EXPECT_EQ(state["moves"], nlohmann::json({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"})) << state.dump();
  EXPECT_EQ(state["plies"], 6);
  std::vector<std::string> moves;
  for (const auto& [seq, effect] : events)
    if (effect["effect"] == "move") moves.push_back(effect["san"]);
  EXPECT_EQ(moves, (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"})) << "each move once, in order";
}

// Board 7's game as `twinboard hall` serves it on `http`, once it holds all six moves and
// every effect its state counts (or as it stands after six seconds; null if never served).
nlohmann::json whole_game(int http) {
  httplib::Client client("127.0.0.1", http);
  nlohmann::json game;
  for (int i = 0; i < 300; ++i) {
    if (auto got = client.Get("/game/3/7.json"); got && got->status == 200) game = nlohmann::json::parse(got->body);
    if (!game.is_null() && game["state"]["plies"] == 6 && game["effects"] == game["state"]["effects"]) break;
    std::this_thread::sleep_for(20ms);
  }
  return game;
}

TEST(Hall, EveryEffectReachesTheHallOnceInOrderWithTheRetainedState) {
  Broker broker("hall_broker");
  Hall hall(broker.port(), "twinboard/open2026/3/7");
  const auto r = test::run(table_with_hall(broker.port(), "hall_game") + " --speed 20", "", true);
  ASSERT_EQ(r.status, 0) << r.out;
  for (int i = 0; i < 100 && hall.state()["plies"] != 6; ++i) std::this_thread::sleep_for(20ms);
  expect_every_effect_once_and_the_game(hall);
  EXPECT_EQ(hall.duplicates(), 0);
}

// The broker goes away in the middle of the game and comes back: the table plays on, keeps
// what the hall missed, and sends it when the broker is there again.
TEST(Hall, ABrokerStoppedMidGameLosesNothing) {
  Broker broker("hall_broker_restart");
  Hall hall(broker.port(), "twinboard/open2026/3/7");
  std::thread table([&] {
    const auto r = test::run(table_with_hall(broker.port(), "hall_restart"), "", true);
    EXPECT_EQ(r.status, 0) << r.out;
  });
  std::this_thread::sleep_for(800ms);
  hall.ask_again(0);                   // as a hall that lacks effects asks: the table sends them all again
  std::this_thread::sleep_for(400ms);  // two moves in
  broker.stop();
  std::this_thread::sleep_for(1500ms);  // two more moves while it is gone
  broker.start();
  table.join();
  for (int i = 0; i < 300 && hall.state()["plies"] != 6; ++i) std::this_thread::sleep_for(20ms);
  expect_every_effect_once_and_the_game(hall);  // duplicates come; the hall keeps each once
  EXPECT_GT(hall.duplicates(), 0) << "the effects sent again reached the hall";
  EXPECT_THAT(test::read_text(::testing::TempDir() + "hall_restart.sqlite.log").value_or(""),
              ::testing::HasSubstr("hall: the hall asked again from effect 0"));
}

// The hall program: two tables of one round on the broker, `twinboard hall` serving them;
// the live PGN holds both games with their boards, and equals each table's own moves.
TEST(Hall, TheHallServesTheRoundsLivePgnAndEachGame) {
  Broker broker("hall_server_broker");
  const int http = free_loopback_port();
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(broker.port()), "--event", "open2026",
                         "--http", "127.0.0.1:" + std::to_string(http)});
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();
  for (int board : {7, 8}) {
    const auto r = test::run(table_with_hall(broker.port(), "hall_server_" + std::to_string(board), board) +
                                 " --speed 20 --set event.white=Ada" + std::to_string(board) + " --set event.black=Ben",
                             "", true);
    ASSERT_EQ(r.status, 0) << r.out;
  }
  httplib::Client client("127.0.0.1", http);
  std::string pgn;
  for (int i = 0; i < 100; ++i) {
    if (auto got = client.Get("/round/3.pgn")) pgn = got->body;
    if (pgn.find("[Board \"8\"]") != std::string::npos && pgn.find("3. Bb5 a6") != std::string::npos) break;
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_THAT(pgn, ::testing::HasSubstr("[Round \"3\"]"));
  EXPECT_THAT(pgn, ::testing::HasSubstr("[Board \"7\"]"));
  EXPECT_THAT(pgn, ::testing::HasSubstr("[Board \"8\"]"));
  EXPECT_THAT(pgn, ::testing::HasSubstr("1. e4 {[%clk "));
  EXPECT_THAT(pgn, ::testing::HasSubstr("3. Bb5 {[%clk "));
  EXPECT_THAT(pgn, ::testing::HasSubstr("[White \"Ada8\"]")) << "the players, as each table names them";
  EXPECT_THAT(pgn, ::testing::HasSubstr("[Black \"Ben\"]"));
  const auto game = client.Get("/game/3/8.json");
  ASSERT_TRUE(game);
  EXPECT_EQ(game->status, 200);
  const auto json = nlohmann::json::parse(game->body);
  EXPECT_EQ(json["state"]["moves"], nlohmann::json({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}));
  EXPECT_THAT(json["state"]["pgn"].get<std::string>(), ::testing::HasSubstr("3. Bb5 {[%clk"))
      << "the table's own game so far, in its retained state";
  const auto index = nlohmann::json::parse(client.Get("/index.json")->body);
  EXPECT_EQ(index["event"], "open2026");
  EXPECT_EQ(index["boards"].size(), 2u);
  EXPECT_EQ(client.Get("/game/3/99.json")->status, 404);
  // The live PGN is each table's own game: its export from the journal, move for move and
  // clock for clock, with the same result.
  for (int board : {7, 8}) {
    const auto exported =
        test::run("export " + ::testing::TempDir() + "hall_server_" + std::to_string(board) + ".sqlite", "", false);
    ASSERT_EQ(exported.status, 0) << exported.out;
    const auto live = client.Get("/game/3/" + std::to_string(board) + ".json");
    const std::string live_pgn = nlohmann::json::parse(live->body)["pgn"];
    PgnReader own(exported.out), served(live_pgn);
    const auto a = own.next(), b = served.next();
    ASSERT_TRUE(a && b);
    ASSERT_EQ(a->game.moves.size(), 6u);
    ASSERT_EQ(b->game.moves.size(), a->game.moves.size()) << live_pgn;
    for (std::size_t i = 0; i < a->game.moves.size(); ++i) {
      EXPECT_EQ(b->game.moves[i].move, a->game.moves[i].move) << "ply " << i + 1;
      EXPECT_EQ(b->game.moves[i].clock_ms, a->game.moves[i].clock_ms) << "ply " << i + 1 << "\n" << exported.out;
    }
    EXPECT_EQ(b->game.result, a->game.result);
  }
}

// Beyond one hall: a second venue's broker bridged to the central one with the
// configuration shipped in docs/hall/venue-bridge.conf. A table at the venue, the hall at
// the centre: the hall serves the venue's game, every effect once.
TEST(Hall, AVenuesBrokerBridgedToTheCentralOneBringsItsTables) {
  Broker central("hall_central");
  std::string bridge = test::read_text(std::string(TWINBOARD_SOURCE_DIR) + "/docs/hall/venue-bridge.conf").value_or("");
  ASSERT_FALSE(bridge.empty());
  bridge.replace(bridge.find("central.example.org:1883"), 24, "127.0.0.1:" + std::to_string(central.port()));
  for (std::size_t at; (at = bridge.find("twinboard/EVENT/")) != std::string::npos;)
    bridge.replace(at + 10, 5, "open2026");
  Broker venue("hall_venue", true, "allow_anonymous true\n" + bridge);
  const int http = free_loopback_port();
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(central.port()), "--event", "open2026",
                         "--http", "127.0.0.1:" + std::to_string(http)});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  std::this_thread::sleep_for(500ms);  // the venue's bridge connects to the centre
  const auto r = test::run(table_with_hall(venue.port(), "hall_venue_table") + " --speed 20", "", true);
  ASSERT_EQ(r.status, 0) << r.out;
  nlohmann::json game = whole_game(http);
  ASSERT_FALSE(game.is_null()) << hall.output();
  EXPECT_EQ(game["state"]["moves"], nlohmann::json({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}));
  EXPECT_EQ(game["effects"], game["state"]["effects"]) << "every effect, once, across the bridge";
  EXPECT_THAT(game["pgn"].get<std::string>(), ::testing::HasSubstr("3. Bb5 {[%clk"));
}

// The broker is killed outright in the middle of the game, forgetting every session and
// everything it had not yet passed on, and started again: the hall notices what it lacks
// (its numbers have a gap, or fall short of the state's count) and asks the table, which
// sends it again. The hall ends with every effect once (issue 21).
TEST(Hall, ABrokerKilledMidGameLosesNothing) {
  Broker broker("hall_broker_killed", false);
  const int http = free_loopback_port();
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(broker.port()), "--event", "open2026",
                         "--http", "127.0.0.1:" + std::to_string(http)});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  std::thread table([&] {
    const auto r = test::run(table_with_hall(broker.port(), "hall_killed"), "", true);
    EXPECT_EQ(r.status, 0) << r.out;
  });
  std::this_thread::sleep_for(1200ms);
  broker.kill_now();
  std::this_thread::sleep_for(1500ms);
  broker.start();
  table.join();
  nlohmann::json game = whole_game(http);
  ASSERT_FALSE(game.is_null()) << hall.output();
  EXPECT_EQ(game["state"]["moves"], nlohmann::json({"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"})) << hall.output();
  EXPECT_EQ(game["effects"], game["state"]["effects"]) << "every effect, once: " << hall.output();
  EXPECT_THAT(game["pgn"].get<std::string>(), ::testing::HasSubstr("3. Bb5"));
}

// A message that is no table's (another topic, not JSON, no number) is refused and changes
// no game.
// The hall finds what it lacks: a gap in the numbers, or fewer than the state counts.
TEST(HallCollector, FindsTheFirstEffectItLacks) {
  hall::HallCollector c;
  const std::string events = "twinboard/e/1/3/events";
  for (int seq : {0, 1, 3})
    c.take(events, R"({"seq":)" + std::to_string(seq) + R"(,"effect":{"effect":"speak","text":"x"}})");
  ASSERT_TRUE(c.gap_for(events));
  EXPECT_EQ(c.gap_for(events)->from, 2u);
  EXPECT_EQ(c.gap_for(events)->resend_topic, "twinboard/e/1/3/resend");
  c.take(events, R"({"seq":2,"effect":{"effect":"speak","text":"x"}})");
  EXPECT_FALSE(c.gap_for(events));
  c.take("twinboard/e/1/3/state", R"({"effects":6,"moves":[]})");  // two more than it has
  ASSERT_TRUE(c.gap_for(events));
  EXPECT_EQ(c.gap_for(events)->from, 4u);
}

TEST(HallCollector, BadMessagesAreRefusedAndChangeNothing) {
  hall::HallCollector c;
  EXPECT_EQ(c.take("twinboard/e/1/3/events", R"({"seq":0,"effect":{"effect":"move","san":"e4"}})"), hall::Taken::Kept);
  EXPECT_EQ(c.take("twinboard/e/1/3/events", "not json"), hall::Taken::Refused);
  EXPECT_EQ(c.take("twinboard/e/1/3/events", R"({"effect":{"effect":"move","san":"d4"}})"), hall::Taken::Refused);
  EXPECT_EQ(c.take("twinboard/e/1/x/events", R"({"seq":1,"effect":{}})"), hall::Taken::Refused);
  EXPECT_EQ(c.take("elsewhere/e/1/3/events", R"({"seq":1,"effect":{}})"), hall::Taken::Refused);
  EXPECT_EQ(c.take("twinboard/e/1/3/events", std::string(10, '[')), hall::Taken::Refused);
  // Found by fuzz_hall_messages: fields of another type than a table writes.
  EXPECT_EQ(c.take("twinboard/e/1/3/events", R"({"seq":5,"effect":7})"), hall::Taken::Refused);
  EXPECT_EQ(c.take("twinboard/e/1/3/events", R"({"seq":6,"effect":{"effect":0,"san":1,"white_ms":7}})"),
            hall::Taken::Kept);
  EXPECT_EQ(c.take("twinboard/e/1/3/events", R"({"seq":7,"effect":{"effect":"clock","white_ms":"x"}})"),
            hall::Taken::Refused);
  // Typed once at the border (issue 36): a state with a field of another type is refused whole.
  EXPECT_EQ(c.take("twinboard/e/1/3/state", R"({"moves":"e4","result":3,"effects":"many"})"), hall::Taken::Refused);
  EXPECT_THAT(c.refusal(), ::testing::HasSubstr("'moves'"));
  EXPECT_NO_THROW((void)c.pgn());
  EXPECT_NO_THROW((void)c.index().dump());
  EXPECT_EQ(c.take("twinboard/e/1/3/events", R"({"seq":0,"effect":{"effect":"move","san":"d4"}})"),
            hall::Taken::Kept);         // seen
  EXPECT_EQ(c.effects_of("1", 3), 2u);  // 0, and the oddly typed 6
  EXPECT_THAT(c.pgn("1"), ::testing::HasSubstr("1. e4 *"));
}

}  // namespace
}  // namespace twinboard
