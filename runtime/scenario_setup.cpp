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

Result<TableSetup, std::string> read_setup(std::string_view line) {
  auto j = parse_object(line);
  if (!j) return Failure{j.error()};
  auto it = j->find("setup");
  if (it == j->end() || !it->is_object())
    return Failure{std::string("the first line must be {\"t_ms\":0,\"setup\":{...}}")};
  const json& s = *it;
  TableSetup setup;
  if (s.contains("vi")) {
    auto vi = colour(s, "vi");
    if (!vi) return Failure{vi.error()};
    setup.vi = *vi;
  }
  for (BoardId b : kBoardIds) {
    BoardKind& kind = b == BoardId::Tactile ? setup.tactile : setup.sighted;
    auto read = board_kind(s, std::string(name(b)), kind);
    if (!read) return Failure{read.error()};
    kind = *read;
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
      for (Listener l : kListeners) {
        const std::string key(name(l));
        if (!v.contains(key)) continue;
        const Vocabulary* one = find(v[key]);
        if (!one) return Failure{"unknown vocabulary " + v[key].dump()};
        setup.vocabulary[int(l)] = one;
      }
    } else {
      return Failure{std::string("\"vocabulary\" must be a code or {\"tactile\":..., \"sighted\":...}")};
    }
  }
  if (s.contains("warnings")) {
    // One list for both players, or {"tactile":"10m,1m","sighted":"off"}.
    const json& w = s["warnings"];
    auto read = [](const json& item) -> Result<std::vector<Millis>, std::string> {
      if (!item.is_string()) return Failure{std::string("\"warnings\" must be like \"10m,5m,1m\" or \"off\"")};
      return parse_warning_thresholds(item.get<std::string>());
    };
    for (BoardId b : kBoardIds) {
      const std::string board(name(b));
      if (w.is_object() && !w.contains(board)) continue;
      auto thresholds = read(w.is_object() ? w[board] : w);
      if (!thresholds) return Failure{"\"warnings\": " + thresholds.error()};
      setup.warnings[int(b)] = *thresholds;
    }
  }
  if (s.contains("sighted_hearing_impaired")) {
    if (!s["sighted_hearing_impaired"].is_boolean())
      return Failure{std::string("\"sighted_hearing_impaired\" must be true or false")};
    setup.sighted_hearing_impaired = s["sighted_hearing_impaired"].get<bool>();
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
  // A setup written before release_ms and vi_rest_ms existed (a journal, a scenario) knew one
  // rest time for every move, and the settle time decided the assistant's moves: it reads the same.
  if (!s.contains("release_ms")) setup.release = std::max<Millis>(setup.settle, 1);
  if (!s.contains("vi_rest_ms")) setup.vi_signals_decide = false;
  // What the table refuses is refused here too, with its reason: a scenario, a journal and
  // a configuration are held to the same setup (issue 39).
  std::string faults;
  for (const std::string& fault : setup_faults(setup)) faults += (faults.empty() ? "" : "; ") + fault;
  if (!faults.empty()) return Failure{faults};
  return setup;
}

std::string setup_json(const TableSetup& setup) {
  ordered s;
  s["vi"] = colour_name(setup.vi);
  s[std::string(name(BoardId::Tactile))] = std::string(name(setup.tactile));
  s[std::string(name(BoardId::Sighted))] = std::string(name(setup.sighted));
  s["time_control"] = setup.time_control.empty() ? "-" : pgn_time_control(setup.time_control);
  s["assistant"] = setup.assistant;
  if (setup.wait_for_start) s["wait_for_start"] = true;  // written only when set: older scenarios read the same
  s["start_fen"] = setup.start_fen;
  ordered vocabulary;
  for (Listener l : kListeners) vocabulary[std::string(name(l))] = std::string(setup.vocabulary[int(l)]->code);
  s["vocabulary"] = std::move(vocabulary);
  ordered warnings;
  for (BoardId b : kBoardIds) {
    std::string list;
    for (Millis t : setup.warnings[int(b)]) list += (list.empty() ? "" : ",") + std::to_string(t / 1000) + "s";
    warnings[std::string(name(b))] = list.empty() ? "off" : list;
  }
  s["warnings"] = std::move(warnings);
  s["reminder_ms"] = setup.reminder_after;
  s["settle_ms"] = setup.settle;
  s["release_ms"] = setup.release;
  if (setup.vi_signals_decide) s["vi_rest_ms"] = setup.vi_rest;
  if (setup.time_answer == TimeAnswer::Left) s["time_answer"] = "left";
  if (setup.sighted_hearing_impaired)
    s["sighted_hearing_impaired"] = true;  // only when set  // only when set: older files read the same
  s["penalty_ms"] = setup.illegal_move_penalty;
  ordered out;
  out["t_ms"] = 0;
  out["setup"] = std::move(s);
  return out.dump();
}

}  // namespace twinboard::runtime
