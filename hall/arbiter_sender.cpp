#include "hall/arbiter_sender.h"

#include <mosquitto.h>
#include <mqtt_protocol.h>

#include <chrono>
#include <memory>

#include "hall/broker.h"

namespace twinboard::hall {
namespace {

struct Progress {
  int connack = -1;  // the broker's answer to the login; -1: none yet
  int puback = -1;   // its acknowledgement's reason code (MQTT 5); -1: none yet
};

using Client = std::unique_ptr<mosquitto, decltype(&mosquitto_destroy)>;
using Outcome = ArbiterSent::Outcome;

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

ArbiterSent send_as_arbiter(const HallSettings& settings, const std::string& arbiter, const std::string& password,
                            const std::string& topic, const std::string& payload) {
  const auto address = broker_address(settings.broker);
  if (!address) return {Outcome::NotReached, address.error()};
  Progress progress;
  Client client(mosquitto_new(nullptr, true, &progress), &mosquitto_destroy);
  if (!client) return {Outcome::NotReached, "libmosquitto: no client"};
  mosquitto_int_option(client.get(), MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
  if (const auto why = use_account(client.get(), arbiter, password, settings.cafile))
    return {Outcome::NotReached, "the hall's " + *why};
  mosquitto_connect_v5_callback_set(client.get(), [](mosquitto*, void* p, int code, int, const mosquitto_property*) {
    static_cast<Progress*>(p)->connack = code;
  });
  mosquitto_publish_v5_callback_set(client.get(), [](mosquitto*, void* p, int, int reason, const mosquitto_property*) {
    static_cast<Progress*>(p)->puback = reason;
  });
  if (const int rc = mosquitto_connect(client.get(), address->host.c_str(), address->port, 10); rc != MOSQ_ERR_SUCCESS)
    return {Outcome::NotReached, std::string("the broker cannot be reached: ") + mosquitto_strerror(rc)};
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(3);
  if (!loop_until(client.get(), deadline, [&] { return progress.connack >= 0; }))
    return {Outcome::NotReached, "the broker did not answer the login"};
  if (progress.connack != 0)
    return {Outcome::LoginRefused, "the broker refused " + arbiter + ": " + mosquitto_reason_string(progress.connack)};
  if (mosquitto_publish_v5(client.get(), nullptr, topic.c_str(), int(payload.size()), payload.data(), 1, false,
                           nullptr) != MOSQ_ERR_SUCCESS ||
      !loop_until(client.get(), deadline, [&] { return progress.puback >= 0; }))
    return {Outcome::NotReached, "the broker did not take the action"};
  mosquitto_disconnect(client.get());
  // MQTT 5: a reason code of 0x80 or more is a refusal (0x87: not authorised, the ACL's).
  if (progress.puback >= 0x80)
    return {Outcome::ActionRefused, "the broker refused " + arbiter + "'s message on " + topic + ": " +
                                        mosquitto_reason_string(progress.puback)};
  return {Outcome::Sent, ""};
}

ArbiterSent check_login(const std::string& broker, const std::string& username, const std::string& password,
                        const std::string& cafile) {
  const auto address = broker_address(broker);
  if (!address) return {Outcome::NotReached, address.error()};
  Progress progress;
  Client client(mosquitto_new(nullptr, true, &progress), &mosquitto_destroy);
  if (!client) return {Outcome::NotReached, "libmosquitto: no client"};
  mosquitto_int_option(client.get(), MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5);
  if (const auto why = use_account(client.get(), username, password, cafile)) return {Outcome::NotReached, *why};
  mosquitto_connect_v5_callback_set(client.get(), [](mosquitto*, void* p, int code, int, const mosquitto_property*) {
    static_cast<Progress*>(p)->connack = code;
  });
  if (const int rc = mosquitto_connect(client.get(), address->host.c_str(), address->port, 10); rc != MOSQ_ERR_SUCCESS)
    return {Outcome::NotReached, "the broker " + broker + " cannot be reached: " + mosquitto_strerror(rc)};
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  if (!loop_until(client.get(), deadline, [&] { return progress.connack >= 0; }))
    return {Outcome::NotReached, "the broker " + broker + " did not answer the login within 5 s"};
  mosquitto_disconnect(client.get());
  if (progress.connack != 0)
    return {Outcome::LoginRefused, "the broker " + broker + " refused " +
                                       (username.empty() ? "a login without account" : username) + ": " +
                                       mosquitto_reason_string(progress.connack)};
  return {Outcome::Sent, ""};
}

ArbiterSent check_arbiter(const HallSettings& settings, const std::string& arbiter, const std::string& password) {
  return send_as_arbiter(settings, arbiter, password, "twinboard/" + settings.event + "/~login/1/action", "{}");
}

}  // namespace twinboard::hall
