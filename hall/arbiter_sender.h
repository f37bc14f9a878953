// An arbiter's action goes to the broker under the arbiter's own account (issue 21): the
// page's login is the broker's, so a wrong password is refused by the broker itself, and its
// ACL decides on which tables he may act. One short connection per action.
#pragma once

#include <optional>
#include <string>

#include "hall/hall_config.h"

namespace twinboard::hall {

// Publishes `payload` on `topic` at QoS 1 as `arbiter`; why not, when the broker refused
// the login or could not be reached within a few seconds.
std::optional<std::string> send_as_arbiter(const HallSettings& settings, const std::string& arbiter,
                                           const std::string& password, const std::string& topic,
                                           const std::string& payload);

}  // namespace twinboard::hall
