#include "hall/broker.h"

#include <mosquitto.h>

#include <charconv>

namespace twinboard::hall {

Result<BrokerAddress, std::string> broker_address(const std::string& text) {
  static const bool started = [] { return mosquitto_lib_init() == MOSQ_ERR_SUCCESS; }();
  if (!started) return Failure{std::string("libmosquitto cannot start")};
  const std::size_t colon = text.rfind(':');
  BrokerAddress address{colon == std::string::npos ? text : text.substr(0, colon)};
  if (colon != std::string::npos) {
    const std::string port = text.substr(colon + 1);
    const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), address.port);
    if (error != std::errc{} || end != port.data() + port.size() || address.port < 1 || address.port > 65535)
      return Failure{"the broker '" + text + "' is not host:port (a port from 1 to 65535)"};
  }
  if (address.host.empty()) return Failure{"the broker '" + text + "' names no host"};
  return address;
}

std::optional<std::string> use_account(mosquitto* client, const std::string& username, const std::string& password,
                                       const std::string& cafile) {
  if (!username.empty()) mosquitto_username_pw_set(client, username.c_str(), password.c_str());
  if (cafile.empty()) return std::nullopt;
  if (const int rc = mosquitto_tls_set(client, cafile.c_str(), nullptr, nullptr, nullptr, nullptr);
      rc != MOSQ_ERR_SUCCESS)
    return "cafile " + cafile + ": " + mosquitto_strerror(rc);
  return std::nullopt;
}

}  // namespace twinboard::hall
