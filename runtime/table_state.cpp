#include "table_state.h"

#include <algorithm>

#include <nlohmann/json.hpp>

namespace twinboard::runtime {
namespace {

std::optional<Color> color_named(const std::string& text) {
  if (text == name(Color::White)) return Color::White;
  if (text == name(Color::Black)) return Color::Black;
  return std::nullopt;
}

// Reading one message: each field taken if present, and the first one of another type
// named.
class Reader {
 public:
  explicit Reader(const nlohmann::json& json) : json_(json) {}
  const std::optional<std::string>& error() const { return error_; }
  const nlohmann::json* field(const char* key, bool (nlohmann::json::*is)() const noexcept) {
    if (!json_.contains(key) || json_[key].is_null()) return nullptr;
    if (!(json_[key].*is)()) {
      fail(std::string("the field '") + key + "' is of another type");
      return nullptr;
    }
    return &json_[key];
  }
  void text(const char* key, std::string& out) {
    if (const auto* f = field(key, &nlohmann::json::is_string)) out = f->get<std::string>();
  }
  void flag(const char* key, bool& out) {
    if (const auto* f = field(key, &nlohmann::json::is_boolean)) out = f->get<bool>();
  }
  void clock(const char* key, std::optional<std::int64_t>& out) {
    const auto* f = field(key, &nlohmann::json::is_number_integer);
    if (!f) return;
    const auto ms = f->get<std::int64_t>();
    if (ms <= -kClockRangeMs || ms >= kClockRangeMs) return fail("a clock far out of range (more than 100 hours)");
    out = ms;
  }
  void fail(std::string why) {
    if (!error_) error_ = std::move(why);
  }

 private:
  const nlohmann::json& json_;
  std::optional<std::string> error_;
};

}  // namespace

// The same fields in either of nlohmann's objects: in order on the wire, by name in the hall.
template <class Json>
Json state_object(const TableState& s) {
  Json out;
  out["fen"] = s.fen;
  out["plies"] = s.plies;
  out["moves"] = s.moves;
  if (s.white_ms) out["white_ms"] = *s.white_ms;
  if (s.black_ms) out["black_ms"] = *s.black_ms;
  out["running"] = s.running ? Json(std::string(name(*s.running))) : Json();
  if (s.wall_ms > 0) out["wall_ms"] = s.wall_ms;
  out["round_waits"] = s.round_waits;
  out["paused"] = s.paused;
  out["penalty"] = s.penalty
                       ? Json{{"offender", std::string(name(s.penalty->offender))}, {"proposed", s.penalty->proposed}}
                       : Json();
  for (Color b : kColors) {
    const auto& shows = s.shows_game[b];
    out["boards"][std::string(name(b))] = shows ? Json(*shows) : Json();
  }
  for (Color b : kColors)
    if (const auto& cable = s.cables[b])
      out["connections"][std::string(name(b))] = {{"connected", cable->connected}, {"lost", cable->lost}};
  out["result"] = s.result ? Json(*s.result) : Json();
  out["result_confirmed"] = s.result_confirmed;
  if (!s.ending.empty()) out["ending"] = s.ending;
  out["result_withdrawable"] = s.result_withdrawable;
  out["effects"] = s.effects;
  if (!s.white.empty()) out["white"] = s.white;
  if (!s.black.empty()) out["black"] = s.black;
  out["pgn"] = s.pgn;
  return out;
}

std::string to_json(const TableState& s) { return state_object<nlohmann::ordered_json>(s).dump(); }

nlohmann::json to_json_value(const TableState& s) { return state_object<nlohmann::json>(s); }

Result<TableState, WireError> parse_table_state(std::string_view text) {
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object()) return Failure{WireError{"not a JSON object"}};
  TableState s;
  Reader read(json);
  read.text("fen", s.fen);
  if (const auto* f = read.field("plies", &nlohmann::json::is_number_unsigned))
    s.plies = std::size_t(std::min<std::uint64_t>(f->get<std::uint64_t>(), 1u << 30));
  if (const auto* f = read.field("moves", &nlohmann::json::is_array))
    for (const auto& m : *f) {
      if (!m.is_string()) read.fail("a move that is not text");
      else s.moves.push_back(m.get<std::string>());
    }
  read.clock("white_ms", s.white_ms);
  read.clock("black_ms", s.black_ms);
  std::string running;
  read.text("running", running);
  if (!running.empty() && !(s.running = color_named(running))) read.fail("a running clock of no colour");
  if (const auto* f = read.field("wall_ms", &nlohmann::json::is_number_integer)) s.wall_ms = f->get<std::int64_t>();
  read.flag("round_waits", s.round_waits);
  read.flag("paused", s.paused);
  if (const auto* f = read.field("penalty", &nlohmann::json::is_object)) {
    Reader penalty(*f);
    std::string offender;
    TableState::Penalty p;
    penalty.text("offender", offender);
    penalty.text("proposed", p.proposed);
    if (penalty.error()) read.fail(*penalty.error());
    else if (auto c = color_named(offender)) s.penalty = TableState::Penalty{*c, p.proposed};
    else read.fail("a penalty without its offender");
  }
  if (const auto* f = read.field("boards", &nlohmann::json::is_object))
    for (Color b : kColors) {
      Reader boards(*f);
      if (const auto* shows = boards.field(std::string(name(b)).c_str(), &nlohmann::json::is_boolean))
        s.shows_game[b] = shows->get<bool>();
      if (boards.error()) read.fail(*boards.error());
    }
  if (const auto* f = read.field("connections", &nlohmann::json::is_object))
    for (Color b : kColors) {
      Reader connections(*f);
      if (const auto* cable = connections.field(std::string(name(b)).c_str(), &nlohmann::json::is_object)) {
        Reader c(*cable);
        TableState::Cable got;
        c.flag("connected", got.connected);
        if (const auto* lost = c.field("lost", &nlohmann::json::is_number_unsigned))
          got.lost = int(std::min<std::uint64_t>(lost->get<std::uint64_t>(), 1u << 30));
        if (c.error()) read.fail(*c.error());
        s.cables[b] = got;
      }
      if (connections.error()) read.fail(*connections.error());
    }
  std::string result;
  read.text("result", result);
  if (!result.empty()) s.result = result;
  read.flag("result_confirmed", s.result_confirmed);
  read.text("ending", s.ending);
  read.flag("result_withdrawable", s.result_withdrawable);
  if (const auto* f = read.field("effects", &nlohmann::json::is_number_unsigned)) s.effects = f->get<std::uint64_t>();
  read.text("white", s.white);
  read.text("black", s.black);
  read.text("pgn", s.pgn);
  if (read.error()) return Failure{WireError{*read.error()}};
  return s;
}

}  // namespace twinboard::runtime
