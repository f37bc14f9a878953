// The window's arbiter line is locked (issue 18, roles): orders typed into the window are
// taken only after the PIN from the configuration ([arbiter] pin). Three wrong PINs in a
// row lock it for a minute, so a PIN cannot be guessed at the table. Without a PIN
// configured the window takes no orders at all; the arbiter's station still does.
#pragma once

#include <cstdint>
#include <string>

namespace twinboard::runtime {

class ArbiterLogin {
 public:
  explicit ArbiterLogin(std::string pin) : pin_(std::move(pin)) {}

  enum class Outcome { Unlocked, Wrong, Blocked, NoPin };
  // A PIN typed at `now_ms` (any monotonic milliseconds).
  Outcome enter(const std::string& typed, std::int64_t now_ms);
  bool unlocked() const { return unlocked_; }
  void lock() { unlocked_ = false; }
  // Until when a blocked line stays blocked.
  std::int64_t blocked_until() const { return blocked_until_; }

  static constexpr int kTries = 3;
  static constexpr std::int64_t kBlockMs = 60'000;

 private:
  std::string pin_;
  bool unlocked_ = false;
  int wrong_in_a_row_ = 0;
  std::int64_t blocked_until_ = 0;
};

// A PIN as the configuration may give it: 4 to 12 digits. Returns why not, or "".
std::string check_pin(const std::string& pin);

}  // namespace twinboard::runtime
