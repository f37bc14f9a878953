#include "table_phrases.h"

#include "board_view.h"

namespace twinboard {

// Correction steps in words: "Springer von Felix drei nach Dora sieben; Bauer von ...".
std::string say_steps(const std::vector<CorrectionStep>& steps, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  std::string out;
  for (const auto& step : steps) {
    if (!out.empty()) out += p.step_separator;
    const PieceType t = type_of(step.piece);
    switch (step.kind) {
      case CorrectionStep::Kind::Move:
        out +=
            fill_in(p.step_move,
                    {{"piece", v.pieces[int(t)]}, {"from", say_square(step.from, v)}, {"to", say_square(step.to, v)}});
        break;
      case CorrectionStep::Kind::Remove:
        out += fill_in(p.step_remove, {{"piece", v.promoted_pieces[int(t)]}, {"square", say_square(step.from, v)}});
        break;
      case CorrectionStep::Kind::Put:
        out += fill_in(p.step_put, {{"piece", v.promoted_pieces[int(t)]}, {"square", say_square(step.to, v)}});
        break;
    }
  }
  return out;
}

}  // namespace twinboard
