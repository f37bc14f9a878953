// The hall's ear on the event's broker (issue 21): a persistent MQTT session (so what the
// broker queued while the hall was away comes when it is back) subscribed at QoS 1 to every
// table of one event, each message handed to a HallCollector.
#pragma once

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <string>

#include "core/result.h"
#include "hall/hall_collector.h"
#include "hall/hall_config.h"

struct mosquitto;

namespace twinboard::hall {

class HallSubscriber {
 public:
  static Result<std::unique_ptr<HallSubscriber>, std::string> open(const HallSettings& settings,
                                                                   HallCollector& collector,
                                                                   std::function<void(const std::string&)> log);
  ~HallSubscriber();
  HallSubscriber(const HallSubscriber&) = delete;
  HallSubscriber& operator=(const HallSubscriber&) = delete;

 private:
  HallSubscriber(mosquitto* client, std::string topic, HallCollector& collector,
                 std::function<void(const std::string&)> log);
  void ask_for_gap(const std::string& topic);  // on the library's thread, after each message
  mosquitto* client_;
  std::string topic_;  // twinboard/EVENT/#
  struct Asked {
    std::uint64_t from = 0;
    std::chrono::steady_clock::time_point when{};
  };
  std::map<std::string, Asked> asked_;  // by resend topic
  HallCollector& collector_;
  std::function<void(const std::string&)> log_;
};

}  // namespace twinboard::hall
