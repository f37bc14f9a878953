// What reconciling the boards with the scoresheets comes to (F2.7, F2.8): data only, so
// that the table can hand it out as an effect. reconcile_sheets.h computes it.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "correction_step.h"
#include "position.h"
#include "roles.h"
#include "time_control.h"

namespace twinboard {

enum class ReconcileCase {
  Agree,                    // both boards show what both scoresheets say
  BoardsDifferSheetsAgree,  // F2.7: the board that is off goes to the scoresheets' position
  SheetsDiffer,             // F2.8: back to the last move both scoresheets agree on
};
std::string_view name(ReconcileCase c);  // "agree", "boards_differ_sheets_agree", "sheets_differ"

// Both clocks at a moment of the game.
struct ClockReading {
  Millis white = 0, black = 0;
};

// Where a scoresheet parts from twinboard's record: reported, never acted on (the arbiter
// decides).
struct RecordDifference {
  Color sheet;           // whose scoresheet
  std::size_t ply;       // 0-based ply of the first difference
  std::string written;   // what the sheet has there (empty: the sheet ends)
  std::string recorded;  // what twinboard recorded there, in SAN (empty: the record ends)
};

// Where the two scoresheets part: the first ply whose written moves differ.
struct SheetDifference {
  std::size_t ply;
  std::string white_written, black_written;  // empty: that sheet ends there
};

// A scoresheet that ends before the other while every move it holds agrees with it: its
// player has not written his last moves down yet (F2.8: behind, not different).
struct SheetBehind {
  Color sheet;
  std::size_t plies;  // how many plies it lacks
};

struct Reconciliation {
  ReconcileCase kind = ReconcileCase::Agree;
  // The plies both scoresheets agree on: all of them when they agree (F2.7), else the last
  // agreed position (F2.8). The boards go to the position after this many plies.
  std::size_t ply = 0;
  Position target = Position::start();
  // The last agreed move and the position it was played in, to name it; none at ply 0.
  std::optional<Move> last_agreed_move;
  std::optional<Position> before_last_agreed;
  // Per seat: the steps that bring his board to `target`; empty when it shows it already;
  // nothing when the board is not known.
  ByColour<std::optional<std::vector<CorrectionStep>>> fix;
  std::optional<ClockReading> clocks;  // F2.8: the times recorded at the agreed ply
  std::vector<std::string> replay;     // F2.8: the record's moves after the agreed ply, SAN
  std::optional<SheetDifference> sheets_part;
  std::optional<SheetBehind> behind;
  std::vector<RecordDifference> record_differences;
  // Unread entries of each sheet in the part that counts, as "ply: written: why".
  std::array<std::vector<std::string>, 2> unread;  // per Color
};

}  // namespace twinboard
