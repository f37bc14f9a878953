#include "hall/mqtt_hall.h"

#include <mosquitto.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <thread>
#include <cstdint>
#include <utility>

#include "hall/broker.h"
#include "hall/hall_config.h"
#include "hall/pairings.h"
#include "runtime/scenario.h"

namespace twinboard::hall {
namespace {

// The state is one retained message, replaced by each newer one: one key in the outbox.
constexpr std::uint64_t kStateKey = ~std::uint64_t(0);

MqttHall* self(void* data) { return static_cast<MqttHall*>(data); }

}  // namespace

Result<std::unique_ptr<MqttHall>, std::string> MqttHall::open(const runtime::HallConfig& config,
                                                              std::function<void(const std::string&)> log,
                                                              std::function<void(const std::string&)> warn) {
  const auto address = broker_address(config.broker);
  if (!address) return Failure{"hall.broker: " + address.error()};
  // Names that are whole topic levels: a table publishes only under its own topic.
  for (const auto& [value, what] : {std::pair{config.event, "hall.event"}, std::pair{config.round, "hall.round"}})
    if (const std::string why = check_topic_level(value, what); !why.empty()) return Failure{why};
  const std::string topic = "twinboard/" + config.event + "/" + config.round + "/" + std::to_string(config.board);
  const std::string id = "twinboard-" + config.event + "-" + config.round + "-" + std::to_string(config.board);
  mosquitto* client = mosquitto_new(id.c_str(), true, nullptr);
  if (!client) return Failure{std::string("libmosquitto: no client")};
  if (!warn) warn = log;
  std::unique_ptr<MqttHall> hall(new MqttHall(client, topic, std::move(log), std::move(warn)));
  mosquitto_user_data_set(client, hall.get());
  mosquitto_int_option(client, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
  if (const auto why = use_account(client, config.username, config.password, config.cafile))
    return Failure{"hall." + *why};
  // The broker tells the hall when the table is gone (a lost connection, a crash).
  const std::string gone = "gone", status = topic + "/status";
  mosquitto_will_set(client, status.c_str(), int(gone.size()), gone.data(), 1, true);
  mosquitto_reconnect_delay_set(client, 1, 5, false);
  mosquitto_connect_callback_set(client, [](mosquitto*, void* data, int code) { self(data)->connected(code); });
  mosquitto_publish_callback_set(client, [](mosquitto*, void* data, int mid) { self(data)->acknowledged(mid); });
  mosquitto_disconnect_callback_set(client, [](mosquitto*, void* data, int code) { self(data)->lost(code); });
  mosquitto_message_callback_set(client, [](mosquitto*, void* data, const mosquitto_message* m) {
    self(data)->arrived(m->topic, std::string(static_cast<const char*>(m->payload), std::size_t(m->payloadlen)));
  });
  if (const int rc = mosquitto_connect_async(client, address->host.c_str(), address->port, 30); rc != MOSQ_ERR_SUCCESS)
    hall->log_("hall: the broker " + config.broker + " is not there yet (" + mosquitto_strerror(rc) +
               "); trying again");
  if (const int rc = mosquitto_loop_start(client); rc != MOSQ_ERR_SUCCESS)
    return Failure{std::string("libmosquitto: ") + mosquitto_strerror(rc)};
  return hall;
}

MqttHall::MqttHall(mosquitto* client, std::string topic, std::function<void(const std::string&)> log,
                   std::function<void(const std::string&)> warn)
    : client_(client),
      topic_(std::move(topic)),
      log_(std::move(log)),
      warn_(std::move(warn)),
      wake_fd_(eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)) {}

MqttHall::~MqttHall() {
  // A table that closes is gone too, for the hall: said before leaving (the will is only
  // for a lost connection).
  const std::string gone = "gone";
  mosquitto_publish(client_, nullptr, (topic_ + "/status").c_str(), int(gone.size()), gone.data(), 1, true);
  mosquitto_disconnect(client_);
  mosquitto_loop_stop(client_, true);
  mosquitto_destroy(client_);
  if (wake_fd_ >= 0) close(wake_fd_);
}

// On the library's thread: a resend request is answered there; an action waits for the
// table's loop (the table is single-threaded), which is woken for it.
void MqttHall::arrived(const std::string& topic, const std::string& payload) {
  if (topic == topic_ + "/resend") return resend_asked(payload);
  if (topic == topic_ + "/pairing") {
    const auto pairing = pairing_from_json(nlohmann::json::parse(payload, nullptr, false));
    if (!pairing) return log_("hall: a pairing that could not be read was left");
    // Its own round and board (twinboard/EVENT/ROUND/BOARD), or it is another table's.
    if (!topic_.ends_with("/" + pairing->round + "/" + std::to_string(pairing->board)))
      return log_("hall: a pairing for round " + pairing->round + ", board " + std::to_string(pairing->board) +
                  " was left: this table is " + topic_);
    Players players;
    for (auto [c, p] : {std::pair{Color::White, &pairing->white}, std::pair{Color::Black, &pairing->black}})
      players.side[int(c)] = PlayerName{p->name, p->title, p->fide_id, p->rating};
    players.round = pairing->round, players.board = pairing->board, players.date = pairing->date;
    players.event = pairing->event, players.site = pairing->site;  // the games' tags (issue 49)
    std::lock_guard lock(mutex_);
    pairing_ = std::move(players);
  } else {
    std::lock_guard lock(mutex_);
    if (actions_.size() >= 256) return;  // a flood: the hall's page never sends so many
    actions_.emplace_back(topic, payload);
  }
  const std::uint64_t one = 1;
  if (wake_fd_ >= 0 && ::write(wake_fd_, &one, sizeof one) < 0) {}  // full: the loop is already woken
}

std::optional<Players> MqttHall::take_pairing() {
  std::lock_guard lock(mutex_);
  return std::exchange(pairing_, std::nullopt);
}

std::vector<std::pair<std::string, std::string>> MqttHall::take_actions() {
  std::uint64_t count = 0;
  if (wake_fd_ >= 0 && ::read(wake_fd_, &count, sizeof count) < 0) {}  // nothing to read: no action woke it
  std::lock_guard lock(mutex_);
  return std::exchange(actions_, {});
}

void MqttHall::answer(const std::string& id, bool ok, const std::string& text) {
  const std::string payload = nlohmann::json{{"id", id}, {"ok", ok}, {"text", text}}.dump(
      -1, ' ', false, nlohmann::json::error_handler_t::replace);
  mosquitto_publish(client_, nullptr, (topic_ + "/answer").c_str(), int(payload.size()), payload.data(), 1, false);
}

void MqttHall::event(std::uint64_t seq, const std::string& effect_json) {
  const std::string payload = "{\"seq\":" + std::to_string(seq) + ",\"effect\":" + effect_json + "}";
  {
    std::lock_guard lock(mutex_);
    if (seq == sent_.size()) sent_.push_back(payload);  // numbered from 0, one after another
  }
  publish(seq, topic_ + "/events", payload, false);
}

// The hall lacks effects from number N on (a broker lost them): they go out again.
void MqttHall::resend_asked(const std::string& payload) {
  const nlohmann::json request = nlohmann::json::parse(payload, nullptr, false);
  if (request.is_discarded() || !request.is_object() || !request.contains("from") ||
      !request["from"].is_number_unsigned())
    return;  // not a request: nothing changes
  const auto from = request["from"].get<std::uint64_t>();
  // "to" (the first number after the gap) bounds it; a hall from before asks to the end.
  std::uint64_t to = UINT64_MAX;
  if (request.contains("to")) {
    if (!request["to"].is_number_unsigned()) return;
    to = request["to"].get<std::uint64_t>();
  }
  std::size_t count = 0;
  {
    std::lock_guard lock(mutex_);
    for (std::uint64_t seq = from; seq < sent_.size() && seq < to; ++seq, ++count) {
      const Waiting& waiting = outbox_[seq] = Waiting{topic_ + "/events", sent_[seq], false, ++versions_};
      if (online_) send(seq, waiting);
    }
  }
  log_("hall: the hall asked again from effect " + std::to_string(from) + ": " + std::to_string(count) + " sent");
}
void MqttHall::state(const runtime::TableState& state) {
  const std::string json = runtime::to_json(state);
  {
    std::lock_guard lock(mutex_);
    last_state_ = json;
  }
  publish(kStateKey, topic_ + "/state", json, true);
}

void MqttHall::publish(std::uint64_t key, const std::string& topic, const std::string& payload, bool retain) {
  std::lock_guard lock(mutex_);
  const Waiting& waiting = outbox_[key] = Waiting{topic, payload, retain, ++versions_};
  if (online_) send(key, waiting);  // else sent with the rest once the broker is there
}

void MqttHall::send(std::uint64_t key, const Waiting& waiting) {
  int mid = 0;
  if (mosquitto_publish(client_, &mid, waiting.topic.c_str(), int(waiting.payload.size()), waiting.payload.data(), 1,
                        waiting.retain) == MOSQ_ERR_SUCCESS)
    in_flight_[mid] = Sent{key, waiting.version};
}

// On every connection, everything not yet acknowledged goes out again, in order.
void MqttHall::connected(int code) {
  if (code != 0) {
    warn_(std::string("hall: the broker refused the table: ") + mosquitto_connack_string(code));
    return;
  }
  mosquitto_subscribe(client_, nullptr, (topic_ + "/resend").c_str(), 1);
  mosquitto_subscribe(client_, nullptr, (topic_ + "/action").c_str(), 1);
  mosquitto_subscribe(client_, nullptr, (topic_ + "/pairing").c_str(), 1);
  const std::string online = "online";
  mosquitto_publish(client_, nullptr, (topic_ + "/status").c_str(), int(online.size()), online.data(), 1, true);
  std::lock_guard lock(mutex_);
  online_ = true;
  in_flight_.clear();
  // The state too, acknowledged or not: a broker that came back empty (killed, without
  // persistence) has lost the retained one, and the hall counts by it what it lacks.
  if (!last_state_.empty() && !outbox_.contains(kStateKey))
    outbox_[kStateKey] = Waiting{topic_ + "/state", last_state_, true, ++versions_};
  for (const auto& [key, waiting] : outbox_) send(key, waiting);
  log_("hall: connected; " + std::to_string(outbox_.size()) + " messages sent");
}

// The broker has it: out of the outbox, unless a newer state has taken its place meanwhile.
void MqttHall::acknowledged(int mid) {
  std::lock_guard lock(mutex_);
  const auto sent = in_flight_.find(mid);
  if (sent == in_flight_.end()) return;
  const auto waiting = outbox_.find(sent->second.key);
  if (waiting != outbox_.end() && waiting->second.version == sent->second.version) outbox_.erase(waiting);
  in_flight_.erase(sent);
}

void MqttHall::lost(int code) {
  {
    std::lock_guard lock(mutex_);
    online_ = false;
  }
  if (code != 0) warn_(std::string("hall: the broker is gone (") + mosquitto_strerror(code) + "); reconnecting");
}

std::size_t MqttHall::waiting() const {
  std::lock_guard lock(mutex_);
  return outbox_.size();
}

bool MqttHall::drain(int ms) const {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  while (waiting() > 0) {
    if (std::chrono::steady_clock::now() > until) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return true;
}

}  // namespace twinboard::hall
