#include "runtime/board_lights.h"

#include "core/board_view.h"

namespace twinboard::runtime {
namespace {

// Where a step's hand goes: the square a piece leaves, the square one is put on.
std::pair<Square, Square> squares_of(const CorrectionStep& step) {
  switch (step.kind) {
    case CorrectionStep::Kind::Move: return {step.from, step.to};
    case CorrectionStep::Kind::Remove: return {step.from, kNoSquare};
    case CorrectionStep::Kind::Put: return {kNoSquare, step.to};
  }
  return {kNoSquare, kNoSquare};
}

}  // namespace

void BoardLights::take(const Table& table, Millis, const std::vector<Effect>& effects, EffectWords&) {
  for (const Effect& effect : effects) {
    std::visit(
        [&](const auto& body) {
          using T = std::decay_t<decltype(body)>;
          if constexpr (std::is_same_v<T, Instruct> || std::is_same_v<T, Divergence> || std::is_same_v<T, Illegal>)
            if (!body.steps.empty()) correcting_[int(body.board)] = true;
        },
        effect.body);
  }
  for (BoardLine& line : boards_) {
    const int b = int(line.id());
    if (!line.has_lights()) continue;  // a peg board, a DGT board: no steps to work out for it
    std::pair<Square, Square> wanted{kNoSquare, kNoSquare};
    if (correcting_[b]) {
      const BoardView& view = table.view(line.id());
      const WorkedFrom now{picture_of(view), view.occupied(), table.game().current().board()};
      if (worked_from_[b] == now) continue;  // nothing changed: the lights show what they showed
      worked_from_[b] = now;
      const auto steps = corrections(view, now.game);
      if (steps.empty()) correcting_[b] = false;  // in step: the lights go out
      else wanted = squares_of(steps.front());
    } else {
      worked_from_[b].reset();
    }
    if (wanted == shown_[b]) continue;
    shown_[b] = wanted;
    line.light(wanted.first, wanted.second);
  }
}

}  // namespace twinboard::runtime
