// What the table's and the hall's MQTT clients share: libmosquitto started once, and a
// broker's address read from "host:port" (the port 1883, MQTT's, when none is given).
#pragma once

#include <string>

#include "core/result.h"

namespace twinboard::hall {

struct BrokerAddress {
  std::string host;
  int port = 1883;
};

// Starts libmosquitto, once per process, then reads `text`; a reason when either fails.
Result<BrokerAddress, std::string> broker_address(const std::string& text);

}  // namespace twinboard::hall
