#include "runtime/scenario_fields.h"

namespace twinboard::runtime::scenario_fields {

Result<json, std::string> parse_object(std::string_view line) {
  json j = json::parse(line.begin(), line.end(), nullptr, false);
  if (j.is_discarded()) return Failure{std::string("not JSON")};
  if (!j.is_object()) return Failure{std::string("not a JSON object")};
  return j;
}

Result<std::string, std::string> text(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return Failure{"\"" + std::string(key) + "\" must be a string"};
  return it->get<std::string>();
}

Result<Color, std::string> board(const json& j, const TableSetup& setup) {
  auto b = text(j, "board");
  if (!b) return Failure{b.error()};
  if (auto seat = setup.seat_named(*b)) return *seat;
  if (setup.only_vi())
    return Failure{"\"board\" must be white or black (or, as older files wrote, tactile or sighted), not \"" + *b +
                   "\""};
  return Failure{"\"board\" must be white or black, not \"" + *b + "\""};
}

Result<Square, std::string> square(const json& j, const char* key) {
  auto s = text(j, key);
  if (!s) return Failure{s.error()};
  auto sq = parse_square(*s);
  if (!sq) return Failure{"\"" + std::string(key) + "\": \"" + *s + "\" is not a square such as e4"};
  return *sq;
}

Result<Color, std::string> colour(const json& j, const char* key) {
  auto s = text(j, key);
  if (!s) return Failure{s.error()};
  if (*s == "white") return Color::White;
  if (*s == "black") return Color::Black;
  return Failure{"\"" + std::string(key) + "\" must be \"white\" or \"black\""};
}

Result<BoardKind, std::string> board_kind(const json& setup, const std::string& key, BoardKind fallback) {
  if (!setup.contains(key)) return fallback;
  auto s = text(setup, key.c_str());
  if (!s) return Failure{s.error()};
  if (auto kind = named(*s, kBoardKinds)) return *kind;
  return Failure{"\"" + key + "\" must be one of " + names_of(kBoardKinds)};
}

Result<Millis, std::string> millis(const json& j, const char* key, Millis fallback) {
  auto it = j.find(key);
  if (it == j.end()) return fallback;
  if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 1'000'000'000'000LL)
    return Failure{"\"" + std::string(key) + "\" must be a whole number of milliseconds"};
  return Millis(it->get<long long>());
}

std::string colour_name(Color c) { return std::string(name(c)); }

}  // namespace twinboard::runtime::scenario_fields
