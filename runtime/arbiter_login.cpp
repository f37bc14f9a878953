#include "arbiter_login.h"

#include <algorithm>

namespace twinboard::runtime {

ArbiterLogin::Outcome ArbiterLogin::enter(const std::string& typed, std::int64_t now_ms) {
  if (pin_.empty()) return Outcome::NoPin;
  if (now_ms < blocked_until_) return Outcome::Blocked;
  if (typed == pin_) {
    unlocked_ = true;
    wrong_in_a_row_ = 0;
    return Outcome::Unlocked;
  }
  if (++wrong_in_a_row_ >= kTries) {
    wrong_in_a_row_ = 0;
    blocked_until_ = now_ms + kBlockMs;
  }
  return Outcome::Wrong;
}

std::string check_pin(const std::string& pin) {
  const bool digits = std::all_of(pin.begin(), pin.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits || pin.size() < 4 || pin.size() > 12) return "pin must be 4 to 12 digits";
  return "";
}

}  // namespace twinboard::runtime
