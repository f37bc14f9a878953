#include "hall/hall_config.h"

#include <algorithm>
#include <cctype>

#include <toml++/toml.h>

#include "core/vocabulary.h"

namespace twinboard::hall {

std::string check_topic_level(const std::string& value, const std::string& what) {
  if (value.empty() || value.find_first_of("/+#") != std::string::npos)
    return what + " must be a name without / + or #";
  return "";
}

Result<std::int64_t, std::string> parse_delay(const std::string& text) {
  std::size_t digits = 0;
  while (digits < text.size() && digits < 7 && text[digits] >= '0' && text[digits] <= '9') ++digits;
  const std::string unit = text.substr(digits);
  const std::int64_t per = unit.empty() || unit == "s" ? 1000 : unit == "m" ? 60'000 : unit == "h" ? 3'600'000 : 0;
  if (digits == 0 || per == 0) return Failure{"'" + text + "' is no delay: a number with s, m or h (\"15m\")"};
  return std::stoll(text.substr(0, digits)) * per;
}

std::string store_path(const HallSettings& settings) {
  return settings.store.empty() ? settings.event + "-hall.sqlite" : settings.store;
}

Result<HallSettings, std::string> read_hall_settings(const std::string& path) {
  toml::table file;
  try {
    file = toml::parse_file(path);
  } catch (const toml::parse_error& e) {
    return Failure{path + ":" + std::to_string(e.source().begin.line) + ": " + std::string(e.description())};
  }
  const toml::table* section = file["hall"].as_table();
  if (!section) return Failure{path + ": no [hall] section"};
  HallSettings s;
  const std::pair<const char*, std::string*> fields[] = {
      {"broker", &s.broker},         {"event", &s.event},       {"http", &s.http},
      {"username", &s.username},     {"password", &s.password}, {"cafile", &s.cafile},
      {"action_key", &s.action_key}, {"store", &s.store},       {"public_http", &s.public_http},
      {"pairings", &s.pairings},     {"language", &s.language}, {"site", &s.site}};
  for (const auto& [key, node] : *section) {
    std::string* target = nullptr;
    for (const auto& [name, field] : fields)
      if (key.str() == name) target = field;
    const std::string where =
        path + ":" + std::to_string(node.source().begin.line) + ": hall." + std::string(key.str());
    if (key.str() == "public_delay") {
      const auto delay = node.is_string() ? parse_delay(node.as_string()->get())
                                          : Result<std::int64_t, std::string>(Failure{std::string("not text")});
      if (!delay) return Failure{where + " must be a delay such as \"15m\", \"90s\" or \"0\""};
      s.public_delay_ms = *delay;
      continue;
    }
    if (key.str() == "date") {  // as the PGN's Date tag writes it
      const std::string date = node.is_string() ? node.as_string()->get() : "";
      const bool pgn_date =
          date.size() == 10 && date[4] == '.' && date[7] == '.' &&
          std::all_of(date.begin(), date.end(), [](unsigned char c) { return c == '.' || std::isdigit(c); });
      if (!pgn_date) return Failure{where + " must be a date as PGN writes it, such as \"2026.11.25\""};
      s.date = date;
      continue;
    }
    if (!target) return Failure{where + " is not a setting of the hall (docs/hall.md)"};
    if (!node.is_string()) return Failure{where + " must be a string in quotes"};
    *target = node.as_string()->get();
  }
  if (const std::string why = check_topic_level(s.event, "hall.event"); !why.empty()) return Failure{path + ": " + why};
  if (!s.language.empty() && !language_of_code(s.language))
    return Failure{path + ": hall.language '" + s.language + "' is none of twinboard's: de, en, ru, fa, sw, uz, mn"};
  if (!s.action_key.empty() && s.action_key.size() < 16)
    return Failure{path + ": hall.action_key must be 16 characters or more"};
  return s;
}

}  // namespace twinboard::hall
