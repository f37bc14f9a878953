#include "reconcile_json.h"

#include "core/pgn.h"
#include "core/table_events.h"

namespace twinboard::runtime {
namespace {

using ordered = nlohmann::ordered_json;

ordered step_json(const CorrectionStep& step) {
  ordered out;
  switch (step.kind) {
    case CorrectionStep::Kind::Move: out["from"] = square_name(step.from), out["to"] = square_name(step.to); break;
    case CorrectionStep::Kind::Remove: out["remove"] = square_name(step.from); break;
    case CorrectionStep::Kind::Put:
      out["put"] = std::string(1, fen_letter(step.piece)), out["on"] = square_name(step.to);
      break;
  }
  return out;
}

}  // namespace

ordered reconciliation_json(const Reconciliation& r) {
  ordered out;
  out["case"] = std::string(name(r.kind));
  out["ply"] = r.ply;
  out["position"] = r.target.fen();
  ordered fix = ordered::object();
  for (Color b : kColors) {
    const auto& steps = r.fix[b];
    if (!steps) {
      fix[std::string(name(b))] = nullptr;
      continue;
    }
    ordered list = ordered::array();
    for (const CorrectionStep& step : *steps) list.push_back(step_json(step));
    fix[std::string(name(b))] = std::move(list);
  }
  out["fix"] = std::move(fix);
  if (r.clocks) out["clock"] = {{"white", format_clock(r.clocks->white)}, {"black", format_clock(r.clocks->black)}};
  else out["clock"] = nullptr;
  out["replay"] = r.replay;
  if (r.behind)
    out["behind"] = {{"sheet", r.behind->sheet == Color::White ? "white" : "black"}, {"plies", r.behind->plies}};
  if (r.sheets_part)
    out["sheets_part"] = {{"ply", r.sheets_part->ply + 1},
                          {"white", r.sheets_part->white_written},
                          {"black", r.sheets_part->black_written}};
  ordered record = ordered::array();
  for (const RecordDifference& d : r.record_differences)
    record.push_back(
        {{"sheet", std::string(name(d.sheet))}, {"ply", d.ply + 1}, {"written", d.written}, {"recorded", d.recorded}});
  out["record_differences"] = std::move(record);
  out["unread"] = {{"white", r.unread[0]}, {"black", r.unread[1]}};
  return out;
}

}  // namespace twinboard::runtime
