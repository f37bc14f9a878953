#include "hall/arbiter_sender.h"

#include <mosquitto.h>

#include <chrono>
#include <memory>

#include "hall/broker.h"

namespace twinboard::hall {
namespace {

struct Progress {
  int connack = -1;  // the broker's answer to the login; -1: none yet
  bool published = false;
};

using Client = std::unique_ptr<mosquitto, decltype(&mosquitto_destroy)>;

// Runs the client's network loop until `done` or the deadline.
template <class Done>
bool loop_until(mosquitto* client, std::chrono::steady_clock::time_point deadline, Done done) {
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    if (mosquitto_loop(client, 50, 1) != MOSQ_ERR_SUCCESS) return done();  // a refusal ends the connection
  }
  return true;
}

}  // namespace

std::optional<std::string> send_as_arbiter(const HallSettings& settings, const std::string& arbiter,
                                           const std::string& password, const std::string& topic,
                                           const std::string& payload) {
  const auto address = broker_address(settings.broker);
  if (!address) return address.error();
  Progress progress;
  Client client(mosquitto_new(nullptr, true, &progress), &mosquitto_destroy);
  if (!client) return "libmosquitto: no client";
  mosquitto_int_option(client.get(), MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V311);
  if (const auto why = use_account(client.get(), arbiter, password, settings.cafile)) return "the hall's " + *why;
  mosquitto_connect_callback_set(client.get(),
                                 [](mosquitto*, void* p, int code) { static_cast<Progress*>(p)->connack = code; });
  mosquitto_publish_callback_set(client.get(),
                                 [](mosquitto*, void* p, int) { static_cast<Progress*>(p)->published = true; });
  if (const int rc = mosquitto_connect(client.get(), address->host.c_str(), address->port, 10); rc != MOSQ_ERR_SUCCESS)
    return std::string("the broker cannot be reached: ") + mosquitto_strerror(rc);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(3);
  if (!loop_until(client.get(), deadline, [&] { return progress.connack >= 0; }))
    return "the broker did not answer the login";
  if (progress.connack != 0) return "the broker refused " + arbiter + ": " + mosquitto_connack_string(progress.connack);
  if (mosquitto_publish(client.get(), nullptr, topic.c_str(), int(payload.size()), payload.data(), 1, false) !=
          MOSQ_ERR_SUCCESS ||
      !loop_until(client.get(), deadline, [&] { return progress.published; }))
    return "the broker did not take the action";
  mosquitto_disconnect(client.get());
  return std::nullopt;
}

}  // namespace twinboard::hall
