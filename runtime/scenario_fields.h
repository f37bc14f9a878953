// The scenario format's fields, read from its JSON lines with a message naming the field
// (scenario.h): shared by the setup's reader (scenario_setup.cpp) and the events'
// (scenario.cpp). Internal to runtime/.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "core/result.h"
#include "core/roles.h"
#include "core/table_events.h"
#include "core/time_control.h"
#include "core/types.h"

namespace twinboard::runtime::scenario_fields {

using nlohmann::json;

Result<json, std::string> parse_object(std::string_view line);
Result<std::string, std::string> text(const json& j, const char* key);
// Whose board: "white" or "black"; at a table with one VI player, an older file's "tactile" or "sighted".
Result<Color, std::string> board(const json& j, const TableSetup& setup);
Result<Square, std::string> square(const json& j, const char* key);
Result<Color, std::string> colour(const json& j, const char* key);
Result<BoardKind, std::string> board_kind(const json& setup, const std::string& key, BoardKind fallback);
Result<Millis, std::string> millis(const json& j, const char* key, Millis fallback);
std::string colour_name(Color c);

}  // namespace twinboard::runtime::scenario_fields
