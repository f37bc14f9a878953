#include "hall_actions.h"

#include <chrono>
#include <cstdio>
#include <mutex>
#include <random>

#include "hall/arbiter_sender.h"
#include "hall/hall_action.h"
#include "runtime/journal.h"

namespace twinboard::app {
namespace {

using Outcome = hall::ArbiterSent::Outcome;

// An action's id: random, so two halls or two restarts never give the same one.
std::string new_action_id() {
  static std::mt19937_64 random{std::random_device{}()};
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  char id[33];
  std::snprintf(id, sizeof id, "%016llx%016llx", static_cast<unsigned long long>(random()),
                static_cast<unsigned long long>(random()));
  return id;
}

// What the page is told when the broker did not take a message, and the status it comes with.
const char* why_word(Outcome outcome) {
  switch (outcome) {
    case Outcome::Sent: return "";
    case Outcome::LoginRefused: return "wrong_login";
    case Outcome::ActionRefused: return "refused_by_broker";
    case Outcome::NotReached: return "not_reached";
  }
  return "not_reached";
}
int status_of(Outcome outcome) { return outcome == Outcome::NotReached ? 502 : 403; }

void reply(httplib::Response& r, int status, bool ok, const std::string& text, const std::string& why = "") {
  r.status = status;
  nlohmann::json body{{"ok", ok}, {"text", text}};
  if (!why.empty()) body["why"] = why;
  r.set_content(body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace), "application/json");
}

// A request's JSON body and its text fields.
struct Body {
  nlohmann::json json;
  std::string text(const char* field) const {
    return json.is_object() && json.contains(field) && json[field].is_string() ? json[field].get<std::string>() : "";
  }
};

// POST /action: the arbiter's order, sealed, under his own account, then the table's answer.
void take_action(const hall::HallSettings& settings, const hall::HallCollector& collector,
                 const std::function<void(const std::string&)>& log, const httplib::Request& q, httplib::Response& r) {
  if (q.body.size() > hall::kMaxMessage) return reply(r, 413, false, "the request is too long");
  const Body body{nlohmann::json::parse(q.body, nullptr, false)};
  const nlohmann::json& json = body.json;
  const bool board_given = json.is_object() && json.contains("board") && json["board"].is_number_integer() &&
                           json["board"].get<std::int64_t>() >= 1 && json["board"].get<std::int64_t>() <= 10000;
  if (body.text("arbiter").empty() || body.text("order").empty() || body.text("round").empty() || !board_given)
    return reply(r, 400, false, "arbiter, password, round, board and order are expected");
  if (settings.action_key.empty()) return reply(r, 403, false, "this hall takes no actions (no hall.action_key)");
  if (const std::string why = hall::check_topic_level(body.text("round"), "round"); !why.empty())
    return reply(r, 400, false, why);
  const int board = json["board"].get<int>();
  const hall::HallAction action{new_action_id(), body.text("arbiter"), body.text("order"), runtime::wall_clock_ms()};
  const std::string what = action.arbiter + "'s action \"" + action.order + "\" on board " + std::to_string(board) +
                           " of round " + body.text("round");
  const std::string topic = hall::action_topic(settings.event, body.text("round"), board);
  const hall::ArbiterSent sent = hall::send_as_arbiter(settings, action.arbiter, body.text("password"), topic,
                                                       hall::action_message(topic, action, settings.action_key));
  if (sent.outcome != Outcome::Sent) {
    log("hall: " + what + " not sent: " + sent.why);
    return reply(r, status_of(sent.outcome), false, sent.why, why_word(sent.outcome));
  }
  // The table answers at once; a table that is gone gets no answer.
  if (const auto answer = collector.wait_for_answer(action.id, std::chrono::seconds(5))) {
    const bool ok = answer->value("ok", false);
    const std::string text = answer->value("text", std::string());
    log("hall: " + what + (ok ? ": done: " : ": refused by the table: ") + text);
    return reply(r, 200, ok, text, ok ? "" : "refused_by_table");
  }
  log("hall: " + what + ": no answer from the table within 5 s");
  reply(r, 504, false, "the broker took the action, but the table did not answer within 5 s: is it connected?",
        "no_answer");
}

// POST /login: the arbiter's name and password checked by the broker (issue 49, item 6).
void check_login(const hall::HallSettings& settings, const std::function<void(const std::string&)>& log,
                 const httplib::Request& q, httplib::Response& r) {
  if (q.body.size() > hall::kMaxMessage) return reply(r, 413, false, "the request is too long");
  const Body body{nlohmann::json::parse(q.body, nullptr, false)};
  if (body.text("arbiter").empty()) return reply(r, 400, false, "arbiter and password are expected");
  const hall::ArbiterSent checked = hall::check_arbiter(settings, body.text("arbiter"), body.text("password"));
  if (checked.outcome == Outcome::Sent) return reply(r, 200, true, body.text("arbiter") + " may act");
  log("hall: login of " + body.text("arbiter") + " refused: " + checked.why);
  const bool no_arbiter = checked.outcome == Outcome::ActionRefused;
  reply(r, status_of(checked.outcome), false,
        no_arbiter ? body.text("arbiter") + " may not send actions (no arbiter's account on the broker)" : checked.why,
        no_arbiter ? "not_arbiter" : why_word(checked.outcome));
}

}  // namespace

void serve_actions(httplib::Server& server, const hall::HallSettings& settings, const hall::HallCollector& collector,
                   std::function<void(const std::string&)> log) {
  server.Post("/action", [&settings, &collector, log](const httplib::Request& q, httplib::Response& r) {
    take_action(settings, collector, log, q, r);
  });
  server.Post("/login",
              [&settings, log](const httplib::Request& q, httplib::Response& r) { check_login(settings, log, q, r); });
}

}  // namespace twinboard::app
