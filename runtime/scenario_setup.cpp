// The scenario's setup line (scenario.h): read into a TableSetup, written back from one.
#include <nlohmann/json.hpp>

#include "core/position.h"
#include "core/table.h"
#include "runtime/scenario.h"
#include "runtime/scenario_fields.h"

namespace twinboard::runtime {

using namespace scenario_fields;
using ordered = nlohmann::ordered_json;

bool is_setup_line(std::string_view line) {
  auto j = parse_object(line);
  return j && j->contains("setup");
}

namespace {

Result<std::vector<Millis>, std::string> warning_list(const json& item) {
  if (!item.is_string()) return Failure{std::string("\"warnings\" must be like \"10m,5m,1m\" or \"off\"")};
  return parse_warning_thresholds(item.get<std::string>());
}

// One seat of the seat form: {"needs":"vi","board":"occupancy","warnings":"10m,1m","hearing_impaired":true}.
Result<Seat, std::string> read_seat(const json& j, const std::string& colour) {
  if (!j.is_object()) return Failure{"\"" + colour + "\" must be an object"};
  Seat seat;
  if (j.contains("needs")) {
    auto needs = text(j, "needs");
    if (!needs) return Failure{colour + ": " + needs.error()};
    auto n = named(*needs, kNeeds);
    if (!n) return Failure{colour + ": \"needs\" must be one of " + names_of(kNeeds)};
    seat.needs = *n;
  }
  auto kind = board_kind(j, "board", seat.needs == Needs::Vi ? BoardKind::Occupancy : BoardKind::Identified);
  if (!kind) return Failure{colour + ": " + kind.error()};
  seat.board = *kind;
  if (j.contains("warnings")) {
    auto w = warning_list(j["warnings"]);
    if (!w) return Failure{colour + ": \"warnings\": " + w.error()};
    seat.warnings = *w;
  }
  if (j.contains("hearing_impaired")) {
    if (!j["hearing_impaired"].is_boolean()) return Failure{colour + ": \"hearing_impaired\" must be true or false"};
    seat.hearing_impaired = j["hearing_impaired"].get<bool>();
  }
  return seat;
}

// The form written before seats: one VI player ("vi": his colour) on the "tactile" board, a
// sighted opponent on the "sighted" one; warnings per board; captions for the sighted player.
Result<ByColour<Seat>, std::string> read_legacy_seats(const json& s) {
  Color vi = Color::White;
  if (s.contains("vi")) {
    auto c = colour(s, "vi");
    if (!c) return Failure{c.error()};
    vi = *c;
  }
  ByColour<Seat> seats;
  seats[vi].needs = Needs::Vi;
  seats[~vi].needs = Needs::Sighted;
  for (auto [key, seat] : {std::pair{kLegacyViPlayer, vi}, std::pair{kLegacySightedPlayer, ~vi}}) {
    auto kind = board_kind(s, std::string(key), key == kLegacyViPlayer ? BoardKind::Occupancy : BoardKind::Identified);
    if (!kind) return Failure{kind.error()};
    seats[seat].board = *kind;
  }
  if (s.contains("warnings")) {
    // One list for both players, or {"tactile":"10m,1m","sighted":"off"}.
    const json& w = s["warnings"];
    for (auto [key, seat] : {std::pair{kLegacyViPlayer, vi}, std::pair{kLegacySightedPlayer, ~vi}}) {
      if (w.is_object() && !w.contains(key)) continue;
      auto thresholds = warning_list(w.is_object() ? w[std::string(key)] : w);
      if (!thresholds) return Failure{"\"warnings\": " + thresholds.error()};
      seats[seat].warnings = *thresholds;
    }
  }
  if (s.contains("sighted_hearing_impaired")) {
    if (!s["sighted_hearing_impaired"].is_boolean())
      return Failure{std::string("\"sighted_hearing_impaired\" must be true or false")};
    seats[~vi].hearing_impaired = s["sighted_hearing_impaired"].get<bool>();
  }
  return seats;
}

}  // namespace

Result<TableSetup, std::string> read_setup(std::string_view line, SetupReading reading) {
  auto j = parse_object(line);
  if (!j) return Failure{j.error()};
  auto it = j->find("setup");
  if (it == j->end() || !it->is_object())
    return Failure{std::string("the first line must be {\"t_ms\":0,\"setup\":{...}}")};
  const json& s = *it;
  TableSetup setup;
  if (s.contains("seats")) {
    for (const char* old : {"vi", "tactile", "sighted", "sighted_hearing_impaired"})
      if (s.contains(old))
        return Failure{"\"" + std::string(old) +
                       "\" belongs to the form before seats; with \"seats\" say it in "
                       "each seat (\"needs\", \"board\", \"hearing_impaired\")"};
    const json& seats = s["seats"];
    if (!seats.is_object()) return Failure{std::string("\"seats\" must be {\"white\":{...},\"black\":{...}}")};
    for (Color c : kColors) {
      const std::string key(name(c));
      if (!seats.contains(key)) return Failure{"\"seats\" needs \"" + key + "\""};
      auto seat = read_seat(seats[key], key);
      if (!seat) return Failure{seat.error()};
      setup.seats[c] = *seat;
    }
  } else {
    auto seats = read_legacy_seats(s);
    if (!seats) return Failure{seats.error()};
    setup.seats = *seats;
  }
  if (s.contains("time_control")) {
    auto tc = text(s, "time_control");
    if (!tc) return Failure{tc.error()};
    auto control = parse_time_control(*tc);
    if (!control) return Failure{"\"time_control\": " + control.error()};
    setup.time_control = *control;
  }
  if (s.contains("assistant")) {
    if (!s["assistant"].is_boolean()) return Failure{std::string("\"assistant\" must be true or false")};
    setup.assistant = s["assistant"].get<bool>();
  }
  if (s.contains("wait_for_start")) {
    if (!s["wait_for_start"].is_boolean()) return Failure{std::string("\"wait_for_start\" must be true or false")};
    setup.wait_for_start = s["wait_for_start"].get<bool>();
  }
  if (s.contains("start_fen")) {
    auto fen = text(s, "start_fen");
    if (!fen) return Failure{fen.error()};
    auto position = Position::from_fen(*fen);
    if (!position) return Failure{"\"start_fen\": " + position.error().front()};
    setup.start_fen = *fen;
  }
  if (s.contains("vocabulary")) {
    const json& v = s["vocabulary"];
    auto find = [](const json& code) -> const Vocabulary* {
      return code.is_string() ? find_vocabulary(code.get<std::string>()) : nullptr;
    };
    if (v.is_string()) {
      const Vocabulary* all = find(v);
      if (!all) return Failure{"unknown vocabulary " + v.dump()};
      setup.vocabulary = {all, all, all};
    } else if (v.is_object()) {
      for (const auto& [key, code] : v.items()) {
        const auto l = setup.listener_named(key);  // "white", "black", "arbiter"; older: "tactile", "sighted"
        if (!l) return Failure{"\"vocabulary\": no listener \"" + key + "\" (white, black, arbiter)"};
        const Vocabulary* one = find(code);
        if (!one) return Failure{"unknown vocabulary " + code.dump()};
        setup.vocabulary[std::size_t(*l)] = one;
      }
    } else {
      return Failure{std::string("\"vocabulary\" must be a code or {\"white\":..., \"black\":..., \"arbiter\":...}")};
    }
  }
  if (s.contains("time_answer")) {
    const json& t = s["time_answer"];
    if (t == "used-and-left") setup.time_answer = TimeAnswer::UsedAndLeft;
    else if (t == "left") setup.time_answer = TimeAnswer::Left;
    else return Failure{std::string("\"time_answer\" must be \"used-and-left\" or \"left\"")};
  }
  for (auto [key, field] : {std::pair{"reminder_ms", &setup.reminder_after}, std::pair{"settle_ms", &setup.settle},
                            std::pair{"release_ms", &setup.release}, std::pair{"vi_rest_ms", &setup.vi_rest},
                            std::pair{"penalty_ms", &setup.illegal_move_penalty}}) {
    auto value = millis(s, key, *field);
    if (!value) return Failure{value.error()};
    *field = *value;
  }
  // A journal written before release_ms and vi_rest_ms existed knew one rest time for every
  // move, and the settle time decided the assistant's moves: it reads the same.
  if (reading == SetupReading::BeforeRestTimes) {
    if (!s.contains("release_ms")) setup.release = std::max<Millis>(setup.settle, 1);
    if (!s.contains("vi_rest_ms")) setup.vi_signals_decide = false;
  }
  // Such a game written out again (an export, the next journal of its series) says so.
  if (s.contains("vi_board_decides")) {
    if (!s["vi_board_decides"].is_boolean()) return Failure{std::string("\"vi_board_decides\" must be true or false")};
    if (s["vi_board_decides"].get<bool>()) setup.vi_signals_decide = false;
  }
  // What the table refuses is refused here too, with its reason: a scenario, a journal and
  // a configuration are held to the same setup (issue 39).
  std::string faults;
  for (const std::string& fault : setup_faults(setup)) faults += (faults.empty() ? "" : "; ") + fault;
  if (!faults.empty()) return Failure{faults};
  return setup;
}

std::string setup_json(const TableSetup& setup) {
  ordered s;
  ordered seats;
  for (Color c : kColors) {
    const Seat& seat = setup.seats[c];
    ordered one;
    one["needs"] = std::string(name(seat.needs));
    one["board"] = std::string(name(seat.board));
    std::string list;
    for (Millis t : seat.warnings) list += (list.empty() ? "" : ",") + std::to_string(t / 1000) + "s";
    one["warnings"] = list.empty() ? "off" : list;
    if (seat.hearing_impaired) one["hearing_impaired"] = true;
    seats[std::string(name(c))] = std::move(one);
  }
  s["seats"] = std::move(seats);
  s["time_control"] = setup.time_control.empty() ? "-" : pgn_time_control(setup.time_control);
  s["assistant"] = setup.assistant;
  if (setup.wait_for_start) s["wait_for_start"] = true;  // written only when set: older scenarios read the same
  s["start_fen"] = setup.start_fen;
  ordered vocabulary;
  for (Listener l : kListeners) vocabulary[std::string(name(l))] = std::string(setup.vocabulary_of(l).code);
  s["vocabulary"] = std::move(vocabulary);
  s["reminder_ms"] = setup.reminder_after;
  s["settle_ms"] = setup.settle;
  s["release_ms"] = setup.release;
  if (setup.vi_signals_decide) s["vi_rest_ms"] = setup.vi_rest;
  else s["vi_board_decides"] = true;  // a game from before vi_rest_ms: written only then
  if (setup.time_answer == TimeAnswer::Left) s["time_answer"] = "left";
  s["penalty_ms"] = setup.illegal_move_penalty;
  ordered out;
  out["t_ms"] = 0;
  out["setup"] = std::move(s);
  return out.dump();
}

}  // namespace twinboard::runtime
