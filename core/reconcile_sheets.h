// Settling different boards from the scoresheets (F2.7, F2.8): what the arbiter does when
// the two boards have come to show different positions. Pure: the outcome is data; words
// for the arbiter and each player come from reconcile_report.h.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "board_view.h"
#include "game.h"
#include "reconcile_outcome.h"
#include "scoresheet.h"

namespace twinboard {

struct ReconcileInput {
  const Scoresheet* white = nullptr;  // White's scoresheet
  const Scoresheet* black = nullptr;
  ByColour<const BoardView*> boards{};  // each player's own board; nullptr: not known
  const Game* record = nullptr;         // twinboard's own record, if there is one
  // The clocks after each ply of the record: [0] at the start, [n] after ply n.
  std::vector<std::optional<ClockReading>> clocks;
};

Reconciliation reconcile(const ReconcileInput& input);

}  // namespace twinboard
