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

}  // namespace twinboard::hall
