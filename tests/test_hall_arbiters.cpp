// The arbiters at the hall (issue 21): actions sealed by the hall and checked by the table
// itself, every refusal the issue names proven against a real Mosquitto with passwords and
// an access list, and the alerts the arbiters' page shows.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <mosquitto.h>
#include <sqlite3.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <thread>

#include "core/pgn.h"
#include "hall/broker_acl.h"
#include "hall/hall_action.h"
#include "hall/hall_collector.h"
#include "mosquitto_broker.h"
#include "secure_event.h"
#include "pty_process.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using namespace std::chrono_literals;
using ::testing::HasSubstr;
using ::testing::Not;

using test::arbiter_sources;
using test::board_view;
using test::game_of;
using test::illegal_move_game;
using test::kKey;
using test::kTopic;
using test::publish_as;
using test::sealed;
using test::SecureEvent;
using test::wall_ms;

// ---- The table's own checks ----------------------------------------------------------

TEST(ActionDesk, TakesASealedOrderOfANamedArbiterOnce) {
  hall::ActionDesk desk(kTopic, kKey, {"anna"});
  const auto taken = desk.check(kTopic, sealed("a1", "accept", 1000), 1000, "");
  ASSERT_TRUE(taken) << taken.error().reason;
  EXPECT_EQ(taken->action.arbiter, "anna");
  EXPECT_TRUE(std::holds_alternative<arbiter::AcceptPenalty>(taken->order));
  const auto again = desk.check(kTopic, sealed("a1", "accept", 1000), 1000, "");
  ASSERT_FALSE(again);
  EXPECT_THAT(again.error().reason, HasSubstr("carried out already"));
}

TEST(ActionDesk, RefusesEveryActionItCannotTrust) {
  hall::ActionDesk desk(kTopic, kKey, {"anna"});
  auto reason = [&desk](const std::string& topic, const std::string& payload, const std::string& over = "") {
    const auto checked = desk.check(topic, payload, 1000, over);
    return checked ? std::string("taken") : checked.error().reason;
  };
  // Sealed with another key: not from this event's hall.
  EXPECT_THAT(reason(kTopic, sealed("b1", "accept", 1000, kTopic, "another-key-987654321")), HasSubstr("seal"));
  // Sealed for a table of another event, sent to this one.
  EXPECT_THAT(reason(kTopic, sealed("b2", "accept", 1000, "twinboard/other/3/7/action")), HasSubstr("seal"));
  // On another table's topic.
  EXPECT_THAT(reason("twinboard/other/3/7/action", sealed("b3", "accept", 1000, "twinboard/other/3/7/action")),
              HasSubstr("not for this table"));
  // A seal that is right but an arbiter this table does not name.
  EXPECT_THAT(reason(kTopic, sealed("b4", "accept", 1000, kTopic, kKey, "mallory")), HasSubstr("no arbiter"));
  // The hall's clock and the table's far apart (or an old action played again).
  EXPECT_THAT(reason(kTopic, sealed("b5", "accept", 1000 + 3'600'000)), HasSubstr("far off"));
  EXPECT_THAT(reason(kTopic, sealed("b6", "accept", 1000 - 120'000)), HasSubstr("far off"));
  // An order that is no order, or one given at the table only.
  EXPECT_THAT(reason(kTopic, sealed("b7", "explode", 1000)), Not(HasSubstr("taken")));
  EXPECT_THAT(reason(kTopic, sealed("b8", "sheet white e4", 1000)), HasSubstr("at the table"));
  // A finished game changes no more; only its result may be confirmed (issue 37).
  EXPECT_THAT(reason(kTopic, sealed("b9", "add white 60", 1000), "1-0"), HasSubstr("game is over (1-0)"));
  EXPECT_EQ(reason(kTopic, sealed("b10", "confirm", 1000), "1-0"), "taken");
  // Not an action at all, and a huge message.
  EXPECT_THAT(reason(kTopic, "{\"id\":5}"), HasSubstr("not an action"));
  EXPECT_THAT(reason(kTopic, std::string(100'000, '{')), HasSubstr("bytes"));
  // A table with no key takes no action at all.
  hall::ActionDesk closed(kTopic, "", {"anna"});
  const auto refused = closed.check(kTopic, sealed("c1", "accept", 1000), 1000, "");
  ASSERT_FALSE(refused);
  EXPECT_THAT(refused.error().reason, HasSubstr("no [hall] action_key"));
  // None of these was taken: the first good one still is.
  EXPECT_TRUE(desk.check(kTopic, sealed("b9", "add white 60", 1000), 1000, ""));
}

// ---- What the hall refuses and what its page shows ------------------------------------

TEST(HallCollector, RefusesHugeMessagesAndClocksFarOff) {
  hall::HallCollector c;
  const std::string state = "twinboard/e/1/3/state";
  EXPECT_EQ(c.take(state, R"({"white_ms":300000,"black_ms":290000,"moves":[]})"), hall::Taken::Kept);
  EXPECT_EQ(c.take(state, R"({"white_ms":999999999999,"black_ms":1,"moves":["e4"]})"), hall::Taken::Refused);
  EXPECT_THAT(c.refusal(), HasSubstr("clock far out of range"));
  EXPECT_EQ(c.take(state, R"({"white_ms":"soon","moves":["e4"]})"), hall::Taken::Refused);
  EXPECT_EQ(c.take(state, "{\"moves\":[\"" + std::string(70'000, 'x') + "\"]}"), hall::Taken::Refused);
  EXPECT_THAT(c.refusal(), HasSubstr("too long"));
  EXPECT_EQ(c.game("1", 3)["state"]["white_ms"], 300000) << "the refused states changed nothing";
  EXPECT_EQ(c.take("twinboard/e/1/3/status", "maybe"), hall::Taken::Refused);
  EXPECT_EQ(c.take("twinboard/e/1/3/action", "{}"), hall::Taken::Left) << "the arbiters' own";
}

TEST(HallCollector, TheArbitersViewListsEveryAlertOfTheRound) {
  hall::HallCollector c;
  const std::string events = "twinboard/e/3/7/events";
  c.take(events, R"({"seq":0,"effect":{"effect":"move","san":"e4"}})");
  c.take(events, R"({"seq":1,"effect":{"effect":"illegal","board":"black","text":"e7 to e4"}})");
  c.take(events, R"({"seq":2,"effect":{"effect":"speak","listener":"arbiter","priority":"alert","text":"touched"}})");
  c.take(events, R"({"seq":3,"effect":{"effect":"speak","listener":"white","priority":"alert","text":"not mine"}})");
  c.take(events, R"({"seq":4,"effect":{"effect":"divergence","board":"white","text":"e2 is empty"}})");
  c.take(events, R"({"seq":5,"effect":{"effect":"result","result":"0-1","reason":"time"}})");
  c.take("twinboard/e/3/7/state",
         R"({"moves":["e4"],"penalty":{"offender":"black","proposed":"120 s for white"},)"
         R"("connections":{"white":{"connected":false,"lost":1},"black":{"connected":true,"lost":0}}})");
  c.take("twinboard/e/3/8/status", "gone");
  c.take("twinboard/e/4/1/status", "online");  // another round
  const nlohmann::json view = c.arbiters_view("3");
  ASSERT_EQ(view["boards"].size(), 2u);
  std::vector<std::string> alerts;
  for (const auto& a : view["alerts"])
    alerts.push_back(a["kind"].get<std::string>() + " " + a["text"].get<std::string>());
  EXPECT_THAT(alerts,
              ::testing::ElementsAre("illegal e7 to e4", "arbiter touched", "divergence e2 is empty", "flag 0-1 (time)",
                                     "board White's board is disconnected", "gone the table is gone from the broker"));
  EXPECT_EQ(view["boards"][0]["state"]["penalty"]["proposed"], "120 s for white");
}

TEST(HallAcl, EachAccountMayWriteOnlyItsOwnTopics) {
  const std::string acl = hall::broker_acl({"open2026", 2, "hall", {"anna"}, {"viewer"}, {"venue2"}});
  EXPECT_THAT(acl, HasSubstr("user board2\ntopic write twinboard/open2026/+/2/events\n"));
  EXPECT_THAT(acl,
              HasSubstr("user anna\ntopic read twinboard/open2026/#\ntopic write twinboard/open2026/+/+/action\n"));
  EXPECT_THAT(acl, HasSubstr("user viewer\ntopic read twinboard/open2026/+/+/state\n"));
  EXPECT_THAT(acl, Not(HasSubstr("user viewer\ntopic write")));
  EXPECT_THAT(acl, HasSubstr("user venue2\ntopic write twinboard/open2026/+/+/events\n"));
}

TEST(HallArbiters, AnArbiterAcceptsAPenaltyFromThePageAndEveryOtherSenderIsRefused) {
  SecureEvent event("hall_secure");
  test::PtyProcess hall({"hall", "--config", event.hall_config()});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  const std::string journal = test::temp_path("hall_penalty.sqlite");
  std::jthread table([&] {
    const auto r = test::run(event.table("hall_penalty", 7, "board7", "board7-pw", illegal_move_game(12000)), "", true);
    EXPECT_EQ(r.status, 0) << r.out;
  });
  httplib::Client client("127.0.0.1", event.http());
  client.set_read_timeout(10, 0);
  nlohmann::json board;
  for (int i = 0; i < 300; ++i) {
    board = board_view(client, 7);
    if (!board.is_null() && board["state"].contains("penalty") && !board["state"]["penalty"].is_null()) break;
    std::this_thread::sleep_for(20ms);
  }
  ASSERT_FALSE(board.is_null()) << hall.output() << client.Get("/arbiters.json?round=3")->body;
  ASSERT_EQ(board["state"]["penalty"]["offender"], "black") << board.dump();
  EXPECT_EQ(board["status"], "online");
  const std::int64_t white_before = board["state"]["white_ms"];

  // A spectator may read but not act: the broker drops his action (even sealed right).
  EXPECT_TRUE(publish_as(event.port(), "viewer", "viewer-pw", kTopic, sealed("spectator", "accept", wall_ms())));
  // A table may not write on another board's topics: board 8's account as board 7.
  EXPECT_TRUE(
      publish_as(event.port(), "board8", "board8-pw", "twinboard/open2026/3/7/state", R"({"moves":["d4"],"plies":1})"));
  // An action for a table of another event goes nowhere near this one.
  EXPECT_TRUE(publish_as(event.port(), "anna", "anna-pw", "twinboard/other2026/3/7/action",
                         sealed("other-event", "accept", wall_ms(), "twinboard/other2026/3/7/action")));
  // The arbiter's own account but a seal for the other event, on this table: the table refuses.
  EXPECT_TRUE(publish_as(event.port(), "anna", "anna-pw", kTopic,
                         sealed("resealed", "accept", wall_ms(), "twinboard/other2026/3/7/action")));
  // A wrong password on the page: the broker refuses the login.
  auto wrong = client.Post("/action", R"({"arbiter":"anna","password":"guess","round":"3","board":7,"order":"accept"})",
                           "application/json");
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->status, 403);
  EXPECT_THAT(wrong->body, HasSubstr("refused anna"));
  board = board_view(client, 7);
  ASSERT_FALSE(board["state"]["penalty"].is_null()) << "nothing above changed the game: " << board.dump();
  EXPECT_EQ(board["state"]["moves"], nlohmann::json({"e4"}));

  // The arbiter, logged in on the page, accepts: the table applies it and answers.
  auto accepted =
      client.Post("/action", R"({"arbiter":"anna","password":"anna-pw","round":"3","board":7,"order":"accept"})",
                  "application/json");
  ASSERT_TRUE(accepted);
  EXPECT_EQ(accepted->status, 200) << accepted->body << hall.output();
  EXPECT_EQ(nlohmann::json::parse(accepted->body)["ok"], true) << accepted->body;
  for (int i = 0; i < 100; ++i) {
    board = board_view(client, 7);
    if (board["state"]["penalty"].is_null()) break;
    std::this_thread::sleep_for(20ms);
  }
  EXPECT_TRUE(board["state"]["penalty"].is_null());
  EXPECT_GT(board["state"]["white_ms"].get<std::int64_t>(), white_before + 100'000) << "Article 7.5: 2 minutes";
  // Accepting again: nothing waits any more, and the table says so.
  auto again =
      client.Post("/action", R"({"arbiter":"anna","password":"anna-pw","round":"3","board":7,"order":"accept"})",
                  "application/json");
  ASSERT_TRUE(again);
  EXPECT_EQ(nlohmann::json::parse(again->body)["ok"], false) << again->body;
  table.join();

  // Journalled with the arbiter's name, once; the spectator's and the resealed action never.
  EXPECT_THAT(arbiter_sources(journal),
              ::testing::ElementsAre(HasSubstr("arbiter anna (hall)"), HasSubstr("arbiter anna (hall)")));
  const std::string log = test::read_text(journal + ".log").value_or("");
  EXPECT_THAT(log, HasSubstr("> arbiter: accept (arbiter anna (hall))"));
  EXPECT_THAT(log, HasSubstr("hall: refused the action resealed: the action's seal is wrong"));
  EXPECT_THAT(log, Not(HasSubstr("spectator"))) << "the broker never passed it on";
  EXPECT_THAT(log, Not(HasSubstr("other-event")));
  httplib::Client after("127.0.0.1", event.http());
  EXPECT_THAT(after.Get("/round/3.pgn")->body, HasSubstr("1. e4"));
}

// A table with a wrong password is refused by the broker and says so in its log; it plays
// on, and the hall never hears of it.
TEST(HallArbiters, ATableWithAWrongPasswordIsRefusedAndPlaysOn) {
  SecureEvent event("hall_wrong_password");
  const std::string journal = test::temp_path("hall_wrong_password.sqlite");
  const auto r = test::run(event.table("hall_wrong_password", 7, "board7", "not-it", illegal_move_game(500)), "", true);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(test::read_text(journal + ".log").value_or(""), HasSubstr("the broker refused the table"));
}

// TLS when configured: a broker that speaks only TLS, with a certificate from a CA made
// here; a table and the hall that name the CA (hall.cafile) reach it and the game arrives;
// a table without it never gets in, and plays on.
TEST(HallTls, TablesAndTheHallReachATlsBrokerThroughTheirCa) {
  const std::string dir = ::testing::TempDir() + "hall_tls_certs/";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string make = "cd " + dir +
                           " && openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2"
                           " -subj '/CN=twinboard test CA' 2>/dev/null"
                           " && openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr"
                           " -subj '/CN=127.0.0.1' 2>/dev/null"
                           " && printf 'subjectAltName=IP:127.0.0.1\\n' > san.cnf"
                           " && openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial"
                           " -out server.crt -days 2 -extfile san.cnf 2>/dev/null && chmod 644 server.key";
  ASSERT_EQ(std::system(make.c_str()), 0) << make;
  test::Broker broker("hall_tls", true,
                      "allow_anonymous true\ncafile " + dir + "ca.crt\ncertfile " + dir + "server.crt\nkeyfile " + dir +
                          "server.key\n");
  const int http = test::free_loopback_port();
  const std::string config = test::write_temp(
      "hall_tls.toml", "[hall]\nbroker = \"127.0.0.1:" + std::to_string(broker.port()) +
                           "\"\nevent = \"open2026\"\nhttp = \"127.0.0.1:" + std::to_string(http) + "\"\ncafile = \"" +
                           dir + "ca.crt\"\nstore = \"" + test::temp_path("hall_tls_hall.sqlite") + "\"\n");
  test::PtyProcess hall({"hall", "--config", config});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  auto table = [&](const std::string& name, int board, const std::string& cafile) {
    return test::run("table --input " + test::write_temp(name + ".jsonl", illegal_move_game(300)) + " --journal " +
                         test::temp_path(name + ".sqlite") + " --no-speech --headless --set hall.broker=127.0.0.1:" +
                         std::to_string(broker.port()) + " --set hall.event=open2026 --set hall.round=3" +
                         " --set hall.board=" + std::to_string(board) +
                         (cafile.empty() ? "" : " --set hall.cafile=" + cafile),
                     "", true);
  };
  EXPECT_EQ(table("hall_tls_7", 7, dir + "ca.crt").status, 0);
  EXPECT_EQ(table("hall_tls_8", 8, "").status, 0) << "without the CA: no hall, the game goes on";
  httplib::Client client("127.0.0.1", http);
  nlohmann::json game;
  for (int i = 0; i < 200 && (game.is_null() || game["state"]["plies"] != 1); ++i) {
    game = game_of(client, 7);
    std::this_thread::sleep_for(20ms);
  }
  ASSERT_FALSE(game.is_null()) << hall.output();
  EXPECT_EQ(game["state"]["moves"], nlohmann::json({"e4"}));
  EXPECT_TRUE(game_of(client, 8).is_null()) << "a table without the CA never reached the broker";
  EXPECT_THAT(test::read_text(::testing::TempDir() + "hall_tls_7.sqlite.log").value_or(""),
              HasSubstr("hall: connected"));
  EXPECT_THAT(test::read_text(::testing::TempDir() + "hall_tls_8.sqlite.log").value_or(""),
              Not(HasSubstr("hall: connected")));
}

// ---- The whole hall, end to end -------------------------------------------------------

// The moves and clocks of the first game of `pgn`.
std::vector<std::pair<Move, std::optional<std::int64_t>>> moves_and_clocks(const std::string& pgn) {
  PgnReader reader(pgn);
  std::vector<std::pair<Move, std::optional<std::int64_t>>> out;
  if (auto record = reader.next())
    for (const PgnMove& m : record->game.moves) out.emplace_back(m.move, m.clock_ms);
  return out;
}

int plies_at(httplib::Client& client, int board) {
  const nlohmann::json game = game_of(client, board);
  return game.is_object() && game["state"].is_object() ? game["state"].value("plies", 0) : 0;
}

// Issue 21's end-to-end test: a broker with passwords and an access list, the hall, and
// three tables: two with both boards emulated on pseudo-terminals (`twinboard demo`, a whole
// master game each) and one where Black makes an illegal move. The broker is killed in the
// middle of the round and started again; an arbiter accepts the penalty on the arbiters'
// page in headless Chromium (which also passes axe-core); the hall ends with every move of
// every game exactly once, and its live PGN is each table's own game, clocks included.
TEST(HallEndToEnd, ThreeTablesAPageInChromiumAndABrokerKilledMidRound) {
  SecureEvent event("hall_e2e", false);
  test::PtyProcess hall({"hall", "--config", event.hall_config()});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  std::string demo_pgn[3];
  auto demo = [&](int board) {
    const auto r =
        test::run("demo --headless --speed 50 --wav " + test::temp_path("hall_e2e_" + std::to_string(board) + ".wav") +
                      " --hall 127.0.0.1:" + std::to_string(event.port()) + " --event open2026 --round 3 --board " +
                      std::to_string(board) + " --hall-user board" + std::to_string(board) + " --hall-password board" +
                      std::to_string(board) + "-pw",
                  "", false);
    EXPECT_EQ(r.status, 0);
    demo_pgn[board] = r.out;
  };
  const std::string journal = test::temp_path("hall_e2e_7.sqlite");
  {
    std::jthread first([&] { demo(1); }), second([&] { demo(2); });
    std::jthread third([&] {
      const auto r = test::run(event.table("hall_e2e_7", 7, "board7", "board7-pw", illegal_move_game(30000)), "", true);
      EXPECT_EQ(r.status, 0) << r.out;
    });
    httplib::Client client("127.0.0.1", event.http());
    // Mid-round: the broker dies (no persistence: it forgets every session and message) and
    // comes back.
    for (int i = 0; i < 500 && plies_at(client, 1) < 8; ++i) std::this_thread::sleep_for(20ms);
    ASSERT_GE(plies_at(client, 1), 8) << hall.output();
    event.broker().kill_now();
    std::this_thread::sleep_for(1500ms);
    event.broker().start();
    // The arbiter at the page: board 7 waits for his decision.
    for (int i = 0; i < 500; ++i) {
      const nlohmann::json board = board_view(client, 7);
      if (!board.is_null() && !board["state"]["penalty"].is_null() && board["status"] == "online") break;
      std::this_thread::sleep_for(20ms);
    }
    const std::string shot = ::testing::TempDir() + "arbiters-page.png";
    const std::string command = "node " + std::string(TWINBOARD_SOURCE_DIR) +
                                "/tests/e2e/arbiters_page.mjs 'http://127.0.0.1:" + std::to_string(event.http()) +
                                "/arbiters?round=3' anna anna-pw 7 " + shot + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    ASSERT_TRUE(pipe);
    std::string out;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    const int status = pclose(pipe);
    EXPECT_EQ(status, 0) << out << "\n(setup.sh installs chromium and tests/e2e's npm packages)";
    const nlohmann::json report = nlohmann::json::parse(out.substr(out.rfind('{', out.find("\"ok\""))), nullptr, false);
    ASSERT_FALSE(report.is_discarded()) << out;
    EXPECT_EQ(report["ok"], true) << out;
    EXPECT_EQ(report["live"], "assertive");
    EXPECT_EQ(report["large_print"], "true");
    EXPECT_EQ(report["large_font"], "32px");
    std::cout << "the arbiters' page in Chromium: " << out;  // the axe-core figures, for the record
    EXPECT_THAT(report["line"].get<std::string>(), HasSubstr("Board 7: 1. e4, Black")) << out;
    EXPECT_THAT(report["answer"].get<std::string>(), HasSubstr("Board 7: done")) << out;
    for (const auto& v : report["violations"]) {
      EXPECT_NE(v["impact"], "serious") << v.dump();
      EXPECT_NE(v["impact"], "critical") << v.dump();
    }
  }
  // Every game whole, each effect once, and the live PGN as each table's own game.
  httplib::Client client("127.0.0.1", event.http());
  for (int board : {1, 2, 7}) {
    nlohmann::json game;
    for (int i = 0; i < 300; ++i) {
      game = game_of(client, board);
      if (!game.is_null() && game["effects"] == game["state"]["effects"] && !game["state"]["result"].is_null()) break;
      if (board == 7 && !game.is_null() && game["effects"] == game["state"]["effects"]) break;
      std::this_thread::sleep_for(20ms);
    }
    ASSERT_FALSE(game.is_null()) << board;
    EXPECT_EQ(game["effects"], game["state"]["effects"]) << "board " << board << ": every effect, once";
    if (board != 7) {  // both boards on their pseudo-terminals, as the table's drivers saw them
      EXPECT_EQ(game["state"]["connections"]["black"]["connected"], true) << game["state"].dump();
    }
    const auto live = moves_and_clocks(game["pgn"]);
    const std::string own = board == 7 ? test::run("export " + journal).out : demo_pgn[board];
    EXPECT_EQ(live, moves_and_clocks(own)) << "board " << board << "\n"
                                           << game["pgn"].get<std::string>() << "\n"
                                           << own;
  }
  EXPECT_EQ(moves_and_clocks(demo_pgn[1]).size(), 33u) << demo_pgn[1];
  EXPECT_THAT(arbiter_sources(journal), ::testing::ElementsAre(HasSubstr("arbiter anna (hall)")));
}

}  // namespace
}  // namespace twinboard
