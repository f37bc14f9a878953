#include "hall/hall_subscriber.h"

#include <mosquitto.h>

#include <algorithm>
#include <chrono>

#include "hall/broker.h"

namespace twinboard::hall {
namespace {

std::int64_t wall_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace

Result<std::unique_ptr<HallSubscriber>, std::string> HallSubscriber::open(const HallSettings& settings,
                                                                          HallCollector& collector,
                                                                          std::function<void(const std::string&)> log,
                                                                          HallStore* store) {
  const std::string& event = settings.event;
  const std::string& broker = settings.broker;
  if (const std::string why = check_topic_level(event, "--event"); !why.empty()) return Failure{why};
  const auto address = broker_address(broker);
  if (!address) return Failure{"--broker: " + address.error()};
  mosquitto* client = mosquitto_new(("twinboard-hall-" + event).c_str(), false, nullptr);
  if (!client) return Failure{std::string("libmosquitto: no client")};
  std::unique_ptr<HallSubscriber> self(
      new HallSubscriber(client, "twinboard/" + event + "/#", collector, std::move(log), store));
  mosquitto_user_data_set(client, self.get());
  if (const auto why = use_account(client, settings.username, settings.password, settings.cafile)) return Failure{*why};
  mosquitto_reconnect_delay_set(client, 1, 5, false);
  // Until it is connected, nothing the hall shows is current (issue 49, item 4).
  collector.broker_connected(false, wall_ms());
  mosquitto_connect_callback_set(client, [](mosquitto* m, void* data, int code) {
    auto* s = static_cast<HallSubscriber*>(data);
    if (code != 0) return s->log_(std::string("hall: the broker refused the hall: ") + mosquitto_connack_string(code));
    mosquitto_subscribe(m, nullptr, s->topic_.c_str(), 1);
    s->send_retained();
    s->collector_.broker_connected(true, wall_ms());
    s->log_("hall: connected to the broker, listening to " + s->topic_);
  });
  // Issue 49, item 9: the log says when the broker is lost (libmosquitto tries again every
  // one to five seconds) and, above, when it is back.
  mosquitto_disconnect_callback_set(client, [](mosquitto*, void* data, int code) {
    auto* s = static_cast<HallSubscriber*>(data);
    s->collector_.broker_connected(false, wall_ms());
    if (s->closing_) return;
    s->log_(std::string("hall: lost the broker (") + mosquitto_strerror(code) +
            "); trying again every 1 to 5 s, the pages say their clocks are not current");
  });
  mosquitto_message_callback_set(client, [](mosquitto*, void* data, const mosquitto_message* m) {
    auto* s = static_cast<HallSubscriber*>(data);
    std::string payload(static_cast<const char*>(m->payload), std::size_t(m->payloadlen));
    const std::int64_t heard_ms =
        std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
            .count();
    const Taken taken = s->collector_.take(m->topic, payload, heard_ms);
    if (taken == Taken::Refused)
      s->log_(std::string("hall: refused a message on ") + m->topic + " (" + std::to_string(payload.size()) +
              " bytes): " + s->collector_.refusal());
    if (taken != Taken::Kept) return;
    if (s->store_) s->store_->keep(m->topic, std::move(payload), heard_ms);  // written by the store's thread
    s->ask_for_gap(m->topic);
  });
  if (const int rc = mosquitto_connect_async(client, address->host.c_str(), address->port, 30); rc != MOSQ_ERR_SUCCESS)
    self->log_("hall: the broker " + broker + " is not there yet (" + mosquitto_strerror(rc) + "); trying again");
  if (const int rc = mosquitto_loop_start(client); rc != MOSQ_ERR_SUCCESS)
    return Failure{std::string("libmosquitto: ") + mosquitto_strerror(rc)};
  return self;
}

HallSubscriber::HallSubscriber(mosquitto* client, std::string topic, HallCollector& collector,
                               std::function<void(const std::string&)> log, HallStore* store)
    : client_(client), topic_(std::move(topic)), collector_(collector), log_(std::move(log)), store_(store) {}

// A board that lacks effects is asked for the whole gap at once (issue 37: it was asked
// again for every effect of the answer, each time from the next number to the end: 34
// requests and 833 effects for a gap of 41). Once a second at most per table, and not while
// the answer to the last request is still coming.
void HallSubscriber::ask_for_gap(const std::string& topic) {
  if (const auto gap = collector_.gap_for(topic)) ask(*gap);
}

void HallSubscriber::publish_retained(std::vector<std::pair<std::string, std::string>> messages) {
  {
    std::lock_guard lock(retained_mutex_);
    retained_ = std::move(messages);
  }
  send_retained();  // now if connected; else on the connection
}

void HallSubscriber::send_retained() {
  std::lock_guard lock(retained_mutex_);
  for (const auto& [topic, payload] : retained_)
    mosquitto_publish(client_, nullptr, topic.c_str(), int(payload.size()), payload.data(), 1, true);
}

void HallSubscriber::ask_for_gaps() {
  for (const HallCollector::Gap& gap : collector_.gaps()) ask(gap);
}

void HallSubscriber::ask(const HallCollector::Gap& gap) {
  std::lock_guard lock(asking_);
  const auto now = std::chrono::steady_clock::now();
  Asked& last = asked_[gap.resend_topic];
  // The answer is coming while the first missing number moves forward inside the range
  // asked for; other messages of the table say nothing of it.
  const bool answer_coming = gap.from > last.seen_from && gap.from <= last.to;
  if (answer_coming) last.answer_at = now;
  last.seen_from = std::max(last.seen_from, gap.from);
  if (now - std::max(last.when, last.answer_at) < std::chrono::seconds(1)) return;
  last = {gap.from, gap.to, gap.from, now, {}};
  ++requests_;
  const std::string request = "{\"from\":" + std::to_string(gap.from) + ",\"to\":" + std::to_string(gap.to) + "}";
  mosquitto_publish(client_, nullptr, gap.resend_topic.c_str(), int(request.size()), request.data(), 1, false);
  log_("hall: " + gap.resend_topic + " asked for its effects " + std::to_string(gap.from) + " to " +
       std::to_string(gap.to - 1));
}

HallSubscriber::~HallSubscriber() {
  closing_ = true;
  mosquitto_disconnect(client_);
  mosquitto_loop_stop(client_, true);
  mosquitto_destroy(client_);
}

}  // namespace twinboard::hall
