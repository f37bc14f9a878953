#include "time_control.h"

#include <charconv>

#include "text_fold.h"

namespace twinboard {
namespace {

// A whole number, at most a week of seconds (guards against overflow).
bool read_number(std::string_view text, std::int64_t& value) {
  text = trim(text);
  if (text.empty() || text.size() > 9) return false;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  return error == std::errc() && end == text.data() + text.size() && value >= 0;
}

// "40/5400+30", "300d5", "1800": one PGN period.
Result<TimePeriod, std::string> read_pgn_period(std::string_view field) {
  TimePeriod period;
  const std::string quoted = "'" + std::string(field) + "'";
  if (auto slash = field.find('/'); slash != std::string_view::npos) {
    std::int64_t moves = 0;
    if (!read_number(field.substr(0, slash), moves) || moves == 0 || moves > 500)
      return Failure{quoted + ": the move count before '/' must be a number from 1 to 500"};
    period.moves = int(moves);
    field.remove_prefix(slash + 1);
  }
  std::size_t mark = field.find_first_of("+db");
  std::int64_t seconds = 0;
  if (!read_number(field.substr(0, mark), seconds))
    return Failure{quoted + ": expected seconds, for example 5400 or 300+2"};
  period.time = seconds * 1000;
  if (mark != std::string_view::npos) {
    std::int64_t extra = 0;
    if (!read_number(field.substr(mark + 1), extra) || extra > 3600)
      return Failure{quoted + ": expected seconds after '" + std::string(1, field[mark]) + "'"};
    if (field[mark] == '+') period.increment = extra * 1000;
    else {
      period.delay = extra * 1000;
      period.delay_kind = field[mark] == 'd' ? TimePeriod::Delay::Simple : TimePeriod::Delay::Bronstein;
    }
  }
  return period;
}

// "90m", "30s", "1h", "1h30m": a duration in the friendly form.
bool read_duration(std::string_view text, Millis& out) {
  text = trim(text);
  out = 0;
  bool any = false;
  while (!text.empty()) {
    std::size_t unit = text.find_first_of("hms");
    if (unit == std::string_view::npos) return false;
    std::int64_t n = 0;
    if (!read_number(text.substr(0, unit), n)) return false;
    out += n * (text[unit] == 'h' ? 3600000 : text[unit] == 'm' ? 60000 : 1000);
    text = trim(text.substr(unit + 1));
    any = true;
  }
  return any;
}

// "90m/40 + 30m, +30s"
Result<TimeControl, std::string> read_friendly(std::string_view text) {
  TimeControl control;
  Millis increment = 0;
  const std::string quoted = "'" + std::string(text) + "'";
  std::string normal(text);
  for (char& c : normal)
    if (c == ',') c = ' ';
  std::string_view rest = normal;
  while (!(rest = trim(rest)).empty()) {
    if (rest.front() == '+') {
      rest.remove_prefix(1);
      rest = trim(rest);
    }
    std::size_t end = rest.find_first_of(" +");
    std::string_view item = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end);
    if (item.empty()) continue;
    if (item.find_first_of("hm/") == std::string_view::npos && !control.periods.empty()) {
      // Seconds alone after the periods ("+30s"): the increment per move.
      Millis inc = 0;
      if (!read_duration(item, inc)) return Failure{quoted + ": cannot read '" + std::string(item) + "'"};
      increment = inc;
      continue;
    }
    TimePeriod period;
    std::string_view duration = item;
    if (auto slash = item.find('/'); slash != std::string_view::npos) {
      std::int64_t moves = 0;
      if (!read_number(item.substr(slash + 1), moves) || moves == 0 || moves > 500)
        return Failure{quoted + ": the move count after '/' must be a number from 1 to 500"};
      period.moves = int(moves);
      duration = item.substr(0, slash);
    }
    if (!read_duration(duration, period.time))
      return Failure{quoted + ": cannot read '" + std::string(item) + "' (write 90m, 1h30m or 30s)"};
    control.periods.push_back(period);
  }
  if (control.periods.empty()) return Failure{quoted + ": no time given"};
  for (auto& p : control.periods) p.increment = increment;
  return control;
}

}  // namespace

Result<TimeControl, std::string> parse_time_control(std::string_view text) {
  text = trim(text);
  if (text == "-") return TimeControl{};
  if (text.empty()) return Failure{std::string("empty time control: write for example 5400+30")};
  if (text.find_first_of("hm") != std::string_view::npos || text.find("s") != std::string_view::npos)
    return read_friendly(text);
  TimeControl control;
  while (!text.empty()) {
    std::size_t colon = text.find(':');
    auto period = read_pgn_period(text.substr(0, colon));
    if (!period) return Failure{period.error()};
    control.periods.push_back(*period);
    text = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
  }
  for (std::size_t i = 0; i + 1 < control.periods.size(); ++i)
    if (control.periods[i].moves == 0)
      return Failure{"only the last period may be for the rest of the game: give the others a move count (40/5400)"};
  return control;
}

std::string pgn_time_control(const TimeControl& control) {
  if (control.empty()) return "-";
  std::string out;
  for (const auto& p : control.periods) {
    if (!out.empty()) out += ':';
    if (p.moves) out += std::to_string(p.moves) + "/";
    out += std::to_string(p.time / 1000);
    if (p.increment) out += "+" + std::to_string(p.increment / 1000);
    if (p.delay) out += (p.delay_kind == TimePeriod::Delay::Simple ? "d" : "b") + std::to_string(p.delay / 1000);
  }
  return out;
}

std::optional<Millis> parse_clock_time(std::string_view text) {
  if (text.empty() || text.size() > 12) return std::nullopt;
  Millis total = 0;
  int fields = 0;
  std::size_t i = 0;
  while (true) {
    std::size_t end = text.find(':', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view part = text.substr(i, end - i);
    if (part.empty() || part.size() > 6) return std::nullopt;
    Millis value = 0;
    for (char c : part) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + (c - '0');
    }
    // Minutes and seconds after a colon stay below 60.
    if (fields > 0 && (part.size() != 2 || value >= 60)) return std::nullopt;
    total = total * 60 + value;
    ++fields;
    if (end == text.size()) break;
    i = end + 1;
  }
  if (fields > 3) return std::nullopt;
  return total * 1000;
}

}  // namespace twinboard
