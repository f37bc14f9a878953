#include "clock_warnings.h"

#include <algorithm>
#include <cctype>

namespace twinboard {

std::vector<Millis> default_warning_thresholds() { return {600'000, 300'000, 120'000, 60'000, 30'000, 10'000}; }

Result<std::vector<Millis>, std::string> parse_warning_thresholds(std::string_view text) {
  std::vector<Millis> out;
  if (text == "off" || text == "none") return out;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t end = text.find(',', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view item = text.substr(i, end - i);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    i = end + 1;
    std::size_t digits = 0;
    while (digits < item.size() && std::isdigit(static_cast<unsigned char>(item[digits]))) ++digits;
    if (digits == 0 || digits > 6)
      return Failure{"warning \"" + std::string(item) + "\": expected a time such as 10m, 30s or 1h"};
    const long value = std::stol(std::string(item.substr(0, digits)));
    const std::string_view unit = item.substr(digits);
    Millis scale = 0;
    if (unit.empty() || unit == "s") scale = 1000;
    else if (unit == "m" || unit == "min") scale = 60'000;
    else if (unit == "h") scale = 3'600'000;
    else return Failure{"warning \"" + std::string(item) + "\": the unit must be s, m or h"};
    if (value <= 0) return Failure{"warning \"" + std::string(item) + "\": must be more than zero"};
    out.push_back(value * scale);
  }
  if (out.empty()) return Failure{std::string("no warning times given; say \"off\" for none")};
  std::sort(out.begin(), out.end(), std::greater<>());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

ClockWarnings::ClockWarnings(std::vector<Millis> thresholds) : thresholds_(std::move(thresholds)), next_{0, 0} {
  std::sort(thresholds_.begin(), thresholds_.end(), std::greater<>());
}

// The first threshold strictly below `left`: the ones at or above it are passed already.
std::size_t ClockWarnings::first_armed(Millis left) const {
  std::size_t i = 0;
  while (i < thresholds_.size() && thresholds_[i] >= left) ++i;
  return i;
}

void ClockWarnings::start(const Clock& clock, Millis now) {
  // Thresholds the time already starts at or below are never said.
  for (Color c : {Color::White, Color::Black}) next_[index(c)] = first_armed(clock.remaining(c, now));
  started_ = true;
}

std::optional<Millis> ClockWarnings::next_due(const Clock& clock) const {
  const auto side = clock.running();
  if (!side || !started_ || !enabled()) return std::nullopt;
  const std::size_t i = next_[index(*side)];
  if (i >= thresholds_.size()) return std::nullopt;
  auto flag = clock.flag_time();
  if (!flag) return std::nullopt;
  // Time left reaches the threshold exactly `threshold` before the flag falls.
  return *flag - thresholds_[i];
}

std::optional<ClockWarning> ClockWarnings::due(const Clock& clock, Millis now) {
  const auto side = clock.running();
  if (!enabled() || !started_ || !side) return std::nullopt;
  std::size_t& i = next_[index(*side)];
  const Millis left = clock.remaining(*side, now);
  std::optional<ClockWarning> passed;
  while (i < thresholds_.size() && left <= thresholds_[i]) passed = ClockWarning{*side, thresholds_[i++]};
  return passed;
}

void ClockWarnings::rearm(const Clock& clock, Millis now) {
  if (!enabled() || !started_) return;
  for (Color c : {Color::White, Color::Black}) {
    const TimePeriod* p = clock.current_period(c);
    const Millis per_move = p ? p->increment + p->delay : 0;
    std::size_t& i = next_[index(c)];
    const Millis left = clock.remaining(c, now);
    while (i > 0 && left > thresholds_[i - 1] + per_move) --i;
  }
}

}  // namespace twinboard
