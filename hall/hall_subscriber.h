// The hall's ear on the event's broker (issue 21): a persistent MQTT session (so what the
// broker queued while the hall was away comes when it is back) subscribed at QoS 1 to every
// table of one event, each message handed to a HallCollector.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "core/result.h"
#include "hall/hall_collector.h"
#include "hall/hall_config.h"
#include "hall/hall_store.h"

struct mosquitto;

namespace twinboard::hall {

class HallSubscriber {
 public:
  // `store`, when given, keeps every message the collector kept (hall_store.h).
  static Result<std::unique_ptr<HallSubscriber>, std::string> open(const HallSettings& settings,
                                                                   HallCollector& collector,
                                                                   std::function<void(const std::string&)> log,
                                                                   HallStore* store = nullptr);
  // Messages the hall publishes retained on every connection (the round's pairings).
  void publish_retained(std::vector<std::pair<std::string, std::string>> messages);
  // Asks every table that lacks effects (as after each message, once a second at most): a
  // table that lost an effect and then sends nothing more is asked too. Any thread.
  void ask_for_gaps();
  // How many resend requests the hall has sent (for tests and the log).
  std::size_t requests() const { return requests_.load(); }
  ~HallSubscriber();
  HallSubscriber(const HallSubscriber&) = delete;
  HallSubscriber& operator=(const HallSubscriber&) = delete;

 private:
  HallSubscriber(mosquitto* client, std::string topic, HallCollector& collector,
                 std::function<void(const std::string&)> log, HallStore* store);
  void ask_for_gap(const std::string& topic);  // on the library's thread, after each message
  void ask(const HallCollector::Gap& gap);
  std::mutex asking_;  // the library's thread and ask_for_gaps
  mosquitto* client_;
  std::string topic_;  // twinboard/EVENT/#
  // The last request to a table, and when the last of its answer came: a table is asked
  // once a second at most, and not while the answer to the last request is still coming.
  struct Asked {
    std::uint64_t from = 0, to = 0, seen_from = 0;
    std::chrono::steady_clock::time_point when{}, answer_at{};
  };
  std::map<std::string, Asked> asked_;  // by resend topic
  std::atomic<std::size_t> requests_{0};
  std::atomic<bool> closing_{false};  // the hall ends: its own disconnection is no loss
  HallCollector& collector_;
  std::function<void(const std::string&)> log_;
  HallStore* store_;
  std::mutex retained_mutex_;
  std::vector<std::pair<std::string, std::string>> retained_;
  void send_retained();
};

}  // namespace twinboard::hall
