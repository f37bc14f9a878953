// Small readers the collector (hall_collector.cpp) and its views (hall_views.cpp) share.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "hall/hall_collector.h"
#include "runtime/table_state.h"

namespace twinboard::hall {

// A string field of a message, or "" when it is missing or not a string.
inline std::string text_of(const nlohmann::json& json, const char* field) {
  return json.contains(field) && json[field].is_string() ? json[field].get<std::string>() : "";
}

// JSON as the pages are sent it: compact, any invalid UTF-8 replaced rather than refused.
inline std::string json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// A board's state as the pages show it; null before its table has sent one.
inline nlohmann::json state_value(const BoardRecord& record) {
  return record.state ? runtime::to_json_value(*record.state) : nlohmann::json();
}

// A tag of the table's own game record in its state ("TimeControl", "Termination": how the
// game ended, "forfeit" for one never played); "" when it has none.
inline std::string table_tag(const runtime::TableState& state, std::string_view tag) {
  // The tag pairs alone, as PGN writes them ([Name "value"], \" and \\ escaped): the
  // movetext need not read (a double forfeit's "0-0" is no PGN result).
  std::string_view pgn = state.pgn;
  while (!pgn.empty() && pgn.front() == '[') {
    const std::size_t end = pgn.find('\n');
    const std::string_view line = pgn.substr(0, end);
    pgn = end == std::string_view::npos ? std::string_view() : pgn.substr(end + 1);
    const std::size_t open = line.find(" \"");
    if (open == std::string_view::npos || line.substr(1, open - 1) != tag) continue;
    std::string value;
    for (std::size_t i = open + 2; i < line.size() && line[i] != '"'; ++i)
      value += line[i] == '\\' && i + 1 < line.size() ? line[++i] : line[i];
    return value == "?" ? "" : value;
  }
  return "";
}

}  // namespace twinboard::hall
