#include "effect_json.h"

#include <nlohmann/json.hpp>

#include "core/clock_warnings.h"
#include "core/exhaustive.h"
#include "core/fact_words.h"
#include "core/position.h"
#include "core/reconcile_report.h"
#include "core/table.h"
#include "reconcile_json.h"

namespace twinboard::runtime {

using nlohmann::json;
using ordered = nlohmann::ordered_json;

namespace {

ordered steps_json(const std::vector<CorrectionStep>& steps) {
  ordered out = ordered::array();
  for (const CorrectionStep& s : steps) {
    ordered step;
    constexpr const char* kKinds[] = {"move", "remove", "put"};
    step["step"] = kKinds[int(s.kind)], step["piece"] = std::string(1, fen_letter(s.piece));
    if (s.from != kNoSquare) step["from"] = square_name(s.from);
    if (s.to != kNoSquare) step["to"] = square_name(s.to);
    out.push_back(std::move(step));
  }
  return out;
}

}  // namespace

std::string effect_json(const Effect& effect, const ListenersVocabularies& words) {
  EffectWords alone(std::span(&effect, 1));
  return effect_json(alone, 0, words);
}

std::string effect_json(EffectWords& batch, std::size_t i, const ListenersVocabularies& words) {
  const Effect& effect = batch.effects()[i];
  ordered out;
  out["t_ms"] = effect.at;
  const Vocabulary& arbiter = *words[int(Listener::Arbiter)];
  std::visit(
      [&](const auto& body) {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, MoveMade>) {
          out["effect"] = "move", out["ply"] = body.ply, out["san"] = body.san, out["uci"] = body.uci;
        } else if constexpr (std::is_same_v<T, Speak> || std::is_same_v<T, Answered>) {
          // An answer is heard as any speech: in the asker's words, made here.
          out["effect"] = "speak", out["listener"] = std::string(name(body.listener));
          out["text"] = batch.told(i, *words[int(body.listener)]);
          constexpr const char* kPriorities[] = {"info", "clock", "move", "alert"};
          out["priority"] = kPriorities[int(body.priority)];
        } else if constexpr (std::is_same_v<T, ClockShown>) {
          out["effect"] = "clock";
          out["running"] = body.running ? std::string(name(*body.running)) : "none";
          out["white_ms"] = body.white, out["black_ms"] = body.black;
        } else if constexpr (std::is_same_v<T, Touched>) {
          out["effect"] = "touch", out["board"] = std::string(name(body.board)),
          out["square"] = square_name(body.square);
        } else if constexpr (std::is_same_v<T, BoardNoise>) {
          out["effect"] = "noise", out["board"] = std::string(name(body.board)),
          out["square"] = square_name(body.square);
        } else if constexpr (std::is_same_v<T, Instruct> || std::is_same_v<T, Divergence>) {
          out["effect"] = std::is_same_v<T, Instruct> ? "instruct" : "divergence";
          out["board"] = std::string(name(body.board));
          out["text"] = batch.steps(i, *words[int(listener_of(body.board))]);  // what its player hears
          out["steps"] = steps_json(body.steps);
          out["arbiter_text"] = batch.told(i, arbiter);
        } else if constexpr (std::is_same_v<T, Illegal>) {
          out["effect"] = "illegal", out["board"] = std::string(name(body.board));
          out["text"] = batch.told(i, *words[int(listener_of(body.board))]);
          if (!body.steps.empty()) out["steps"] = steps_json(body.steps);
          out["arbiter_text"] = batch.told(i, arbiter);
        } else if constexpr (std::is_same_v<T, GameOver>) {
          out["effect"] = "result", out["result"] = body.result, out["reason"] = describe(body.reason);
        } else if constexpr (std::is_same_v<T, Refused>) {
          out["effect"] = "error", out["text"] = batch.told(i, arbiter);
          // A scenario line that did not read is no refusal of the table's.
          if (body.why.kind != Refusal::Kind::Unreadable) out["refusal"] = std::string(name(body.why.kind));
        } else if constexpr (std::is_same_v<T, ScoresheetChanged>) {
          out["effect"] = "scoresheet", out["sheet"] = std::string(name(body.sheet)), out["ply"] = body.ply;
          out["written"] = body.written;
          if (body.erased) out["erased"] = true;
          else out["san"] = body.san, out["remark"] = body.remark;
        } else if constexpr (std::is_same_v<T, Reconciled>) {
          out["effect"] = "reconcile";
          out.update(reconciliation_json(body.result));
          out["text"] = reconcile_report(body.result, arbiter.language);
        } else if constexpr (std::is_same_v<T, TakenBack>) {
          out["effect"] = "takeback", out["ply"] = body.ply;
        } else if constexpr (std::is_same_v<T, Caption>) {
          // Worded for the one it is shown to: the speaker's opponent, who cannot hear.
          out["effect"] = "caption", out["to"] = std::string(name(listener_of(~body.speaker)));
          out["text"] = batch.told(i, *words[int(listener_of(~body.speaker))]);
        } else if constexpr (std::is_same_v<T, Cue>) {
          out["effect"] = "cue", out["to"] = std::string(name(body.listener));
          out["cue"] = body.kind == CueKind::Taken ? "taken" : "refused";
        } else {
          static_assert(unhandled<T>, "every effect is written");
        }
      },
      effect.body);
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace twinboard::runtime
