// What the table's and the hall's MQTT clients share: libmosquitto started once, and a
// broker's address read from "host:port" (the port 1883, MQTT's, when none is given).
#pragma once

#include <optional>
#include <string>

#include "core/result.h"

struct mosquitto;

namespace twinboard::hall {

struct BrokerAddress {
  std::string host;
  int port = 1883;
};

// Starts libmosquitto, once per process, then reads `text`; a reason when either fails.
Result<BrokerAddress, std::string> broker_address(const std::string& text);

// An account on the broker for `client` (none when `username` is empty), and TLS checked
// against `cafile` when one is given: the table's, the hall's and each arbiter's clients
// log in alike. Why not, when libmosquitto refuses the CA file.
std::optional<std::string> use_account(mosquitto* client, const std::string& username, const std::string& password,
                                       const std::string& cafile);

}  // namespace twinboard::hall
