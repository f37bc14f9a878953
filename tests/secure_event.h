// A broker of one event with passwords and the access list `twinboard hall --write-acl`
// writes, and what the hall's tests do with it (issues 21, 49): sealed actions, tables of
// the event, a raw MQTT client for what the hall never sends, the arbiters' view of a board.
// Shared by tests/test_hall_arbiters.cpp and tests/test_hall_desk.cpp.
#pragma once

#include <gtest/gtest.h>
#include <httplib.h>
#include <mosquitto.h>
#include <sqlite3.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "hall/hall_action.h"
#include "mosquitto_broker.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard::test {

inline const std::string kKey = "event-key-0123456789";
inline const std::string kTopic = "twinboard/open2026/3/7/action";

inline std::string sealed(const std::string& id, const std::string& order, std::int64_t sent_ms,
                          const std::string& topic = kTopic, const std::string& key = kKey,
                          const std::string& arbiter = "anna") {
  return hall::action_message(topic, hall::HallAction{id, arbiter, order, sent_ms}, key);
}

// ---- Against a real broker with passwords and the access list -------------------------

// One account a line, "name:password", into a Mosquitto password file (hashed by
// mosquitto_passwd, as the technician does it).
inline std::string password_file(const std::string& folder,
                                 const std::vector<std::pair<std::string, std::string>>& users) {
  const std::string path = folder + "passwords";
  std::filesystem::remove(path);
  for (const auto& [user, password] : users) {
    const std::string command = "mosquitto_passwd " + std::string(std::filesystem::exists(path) ? "" : "-c ") + "-b " +
                                path + " " + user + " " + password;
    EXPECT_EQ(std::system(command.c_str()), 0) << command;
  }
  return path;
}

// A broker of event open2026 that lets nobody in without a password, each account only
// where the access list says (written by `twinboard hall --write-acl`).
class SecureEvent {
 public:
  explicit SecureEvent(const std::string& name, bool persistent = true)
      : folder_(::testing::TempDir() + name + "_accounts/"), acl_(folder_ + "acl") {
    std::filesystem::create_directories(folder_);
    const auto r =
        run("hall --event open2026 --write-acl " + acl_ + " --boards 8 --arbiter anna --spectator viewer", "", true);
    EXPECT_EQ(r.status, 0) << r.out;
    const std::string passwords = password_file(folder_, {{"hall", "hall-pw"},
                                                          {"anna", "anna-pw"},
                                                          {"viewer", "viewer-pw"},
                                                          {"board1", "board1-pw"},
                                                          {"board2", "board2-pw"},
                                                          {"board7", "board7-pw"},
                                                          {"board8", "board8-pw"}});
    broker_ = std::make_unique<Broker>(
        name, persistent, "allow_anonymous false\npassword_file " + passwords + "\nacl_file " + acl_ + "\n");
    http_ = free_loopback_port();
    hall_config_ =
        write_temp(name + "_hall.toml", "[hall]\nbroker = \"127.0.0.1:" + std::to_string(broker_->port()) +
                                            "\"\nevent = \"open2026\"\nhttp = \"127.0.0.1:" + std::to_string(http_) +
                                            "\"\nusername = \"hall\"\npassword = \"hall-pw\"\n"
                                            "action_key = \"" +
                                            kKey + "\"\nstore = \"" + temp_path(name + "_hall.sqlite") + "\"\n");
  }
  int port() const { return broker_->port(); }
  Broker& broker() { return *broker_; }
  int http() const { return http_; }
  const std::string& hall_config() const { return hall_config_; }
  // A table of board `board` on this broker as `user`; its scenario `script`.
  std::string table(const std::string& name, int board, const std::string& user, const std::string& password,
                    const std::string& script) const {
    return "table --input " + write_temp(name + ".jsonl", script) + " --journal " + temp_path(name + ".sqlite") +
           " --no-speech --headless --set hall.broker=127.0.0.1:" + std::to_string(port()) +
           " --set hall.event=open2026 --set hall.round=3 --set hall.board=" + std::to_string(board) +
           " --set hall.username=" + user + " --set hall.password=" + password + " --set hall.action_key=" + kKey +
           " --set 'hall.arbiters=[\"anna\"]'";
  }

 private:
  std::string folder_, acl_;
  std::unique_ptr<Broker> broker_;
  int http_ = 0;
  std::string hall_config_;
};

// White plays e4 on both boards; Black puts his pawn from e7 onto e4 on the sighted board
// and presses: an illegal move, and the table proposes 2 minutes for White (Article 7.5).
// The table then waits `wait_ms` for the arbiter.
inline std::string illegal_move_game(int wait_ms) {
  return R"({"t_ms":0,"setup":{"vi":"white","tactile":"occupancy","sighted":"identified","time_control":"5400+30"}}
{"t_ms":200,"board":"tactile","lift":"e2"}
{"t_ms":250,"board":"tactile","place":"e4"}
{"t_ms":300,"announce":"Bauer Eva vier","by":"white"}
{"t_ms":350,"press_clock":"white"}
{"t_ms":600,"board":"sighted","lift":"e2"}
{"t_ms":650,"board":"sighted","place":"e4","piece":"P"}
{"t_ms":800,"board":"sighted","lift":"e7"}
{"t_ms":850,"board":"sighted","place":"e4","piece":"p"}
{"t_ms":900,"press_clock":"black"}
{"t_ms":)" +
         std::to_string(900 + wait_ms) +
         R"(,"query":"time","by":"white"}
)";
}

inline nlohmann::json game_of(httplib::Client& client, int board) {
  const auto got = client.Get("/game/3/" + std::to_string(board) + ".json");
  return got && got->status == 200 ? nlohmann::json::parse(got->body) : nlohmann::json();
}

inline std::vector<std::string> arbiter_sources(const std::string& journal) {
  std::vector<std::string> sources;
  sqlite3* db = nullptr;
  sqlite3_open_v2(journal.c_str(), &db, SQLITE_OPEN_READONLY, nullptr);
  sqlite3_stmt* s = nullptr;
  sqlite3_prepare_v2(db, "SELECT source || ' ' || event FROM events WHERE event LIKE '%arbiter%'", -1, &s, nullptr);
  while (s && sqlite3_step(s) == SQLITE_ROW)
    sources.emplace_back(reinterpret_cast<const char*>(sqlite3_column_text(s, 0)));
  sqlite3_finalize(s);
  sqlite3_close(db);
  return sources;
}

// A raw MQTT client with an account, for what the hall never sends: a spectator's command,
// a table writing on another's topic.
inline bool publish_as(int port, const std::string& user, const std::string& password, const std::string& topic,
                       const std::string& payload) {
  mosquitto_lib_init();
  mosquitto* m = mosquitto_new(nullptr, true, nullptr);
  mosquitto_username_pw_set(m, user.c_str(), password.c_str());
  bool ok = mosquitto_connect(m, "127.0.0.1", port, 10) == MOSQ_ERR_SUCCESS;
  ok = ok &&
       mosquitto_publish(m, nullptr, topic.c_str(), int(payload.size()), payload.data(), 1, false) == MOSQ_ERR_SUCCESS;
  for (int i = 0; i < 20; ++i) mosquitto_loop(m, 20, 1);
  mosquitto_disconnect(m);
  mosquitto_destroy(m);
  return ok;
}

inline std::int64_t wall_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

inline nlohmann::json board_view(httplib::Client& client, int board) {
  const auto got = client.Get("/arbiters.json?round=3");
  if (!got || got->status != 200) return nullptr;
  const nlohmann::json view = nlohmann::json::parse(got->body);
  for (const auto& b : view["boards"])
    if (b["board"] == board) return b;
  return nullptr;
}

}  // namespace twinboard::test
