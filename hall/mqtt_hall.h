// The table's side of the hall (issue 21) over MQTT, with libmosquitto (Debian's, the
// Eclipse Mosquitto project's C client: docs/hall.md says why). Topics, under the event's
// and round's names and the table's board number:
//   twinboard/EVENT/ROUND/BOARD/events  every effect, QoS 1: {"seq":N,"effect":{...}}
//   twinboard/EVENT/ROUND/BOARD/state   the table's state, QoS 1, retained
//   twinboard/EVENT/ROUND/BOARD/resend  the hall's request {"from":N,"to":M}: the table sends
//                                       its effects N to M-1 again (without "to": N onwards)
//   twinboard/EVENT/ROUND/BOARD/action  an arbiter's action from the hall's page (hall_action.h)
//   twinboard/EVENT/ROUND/BOARD/answer  the table's answer to it: {"id","ok","text"}
//   twinboard/EVENT/ROUND/BOARD/pairing who plays here, retained by the hall (pairings.h)
//   twinboard/EVENT/ROUND/BOARD/status  "online", retained; the broker puts "gone" there
//                                       when the table is lost (its will)
// The table never waits for the broker: what is published goes into an outbox first and
// leaves it when the broker acknowledges it (PUBACK). A lost broker is reconnected by
// libmosquitto's own thread, and the whole outbox is published again on every connection;
// the hall drops a number it already has. What a broker acknowledged and then lost (killed
// before it passed it on) the hall asks for again: the table keeps every effect it sent.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "core/result.h"
#include "runtime/hall_link.h"
#include "runtime/table_config.h"

struct mosquitto;

namespace twinboard::hall {

class MqttHall final : public runtime::HallLink {
 public:
  // Starts connecting (a broker that is not there yet is tried again every few seconds);
  // fails only for a configuration libmosquitto refuses. `log` hears connections and losses.
  // `warn`, when given, hears what goes wrong instead (the broker refused the table, or was
  // lost): the table's log writes it as a warning (issue 49, item 8).
  static Result<std::unique_ptr<MqttHall>, std::string> open(const runtime::HallConfig& config,
                                                             std::function<void(const std::string&)> log,
                                                             std::function<void(const std::string&)> warn = nullptr);
  ~MqttHall() override;
  MqttHall(const MqttHall&) = delete;
  MqttHall& operator=(const MqttHall&) = delete;

  void event(std::uint64_t seq, const std::string& effect_json) override;
  void state(const runtime::TableState& state) override;

  // The actions arrived from the hall (topic, message), for the table's loop to check and
  // carry out; wake_fd() becomes readable when there are some.
  std::vector<std::pair<std::string, std::string>> take_actions();
  int wake_fd() const { return wake_fd_; }
  // The round's pairing for this board, when the hall has sent one since the last call
  // (the table's loop is woken for it as for an action).
  std::optional<Players> take_pairing();
  // The table's answer to an action.
  void answer(const std::string& id, bool ok, const std::string& text);

  // The events not yet acknowledged by the broker (for tests and the log).
  std::size_t waiting() const;
  // Waits up to `ms` for the outbox to empty; true when it did.
  bool drain(int ms) const;

 private:
  MqttHall(mosquitto* client, std::string topic, std::function<void(const std::string&)> log,
           std::function<void(const std::string&)> warn);
  void publish(std::uint64_t key, const std::string& topic, const std::string& payload, bool retain);
  void connected(int code);
  void acknowledged(int mid);
  void lost(int code);
  void resend_asked(const std::string& payload);
  void arrived(const std::string& topic, const std::string& payload);

  mosquitto* client_;
  const std::string topic_;  // twinboard/EVENT/ROUND/BOARD
  std::function<void(const std::string&)> log_, warn_;
  mutable std::mutex mutex_;
  struct Waiting {
    std::string topic, payload;
    bool retain;
    std::uint64_t version;  // the state is replaced by newer ones under one key
  };
  struct Sent {
    std::uint64_t key, version;
  };
  std::map<std::uint64_t, Waiting> outbox_;  // by event number; the state under kStateKey
  std::vector<std::string> sent_;            // every effect's message, by its number
  std::string last_state_;
  std::map<int, Sent> in_flight_;  // libmosquitto's message id -> what it carries
  std::uint64_t versions_ = 0;
  void send(std::uint64_t key, const Waiting& waiting);  // with the mutex held
  bool online_ = false;
  std::vector<std::pair<std::string, std::string>> actions_;
  std::optional<Players> pairing_;
  int wake_fd_ = -1;  // an eventfd: the table's loop wakes at once for an action
};

}  // namespace twinboard::hall
