#pragma once
// What a board driver delivers: what the board sensed, nothing more. Turning lifts and
// places into moves is the table's job (core/table.h), not the driver's.
#include <cstdint>
#include <optional>
#include <string>

#include "core/types.h"

namespace twinboard::devices {

// Times read from a clock attached to the board (a DGT3000 through a DGT board).
struct ClockReading {
  int64_t left_ms = 0;   // the clock's left display, as seen from the front
  int64_t right_ms = 0;
  enum class Running { None, Left, Right } running = Running::None;
  bool lever_right_high = false;  // the lever (or tumbler) position
  bool connected = true;          // false: the board reports no clock attached
};

struct BoardEvent {
  // ClockSilent: a clock on the board (a DGT3000) stopped acknowledging what it is told
  // to show; ClockAnswering: it answers again.
  enum class Kind { Connected, Disconnected, Lift, Place, Snapshot, Button, Clock, ClockSilent, ClockAnswering };
  Kind kind = Kind::Connected;
  int64_t t_ms = 0;                 // monotonic milliseconds (steady clock)
  Square square = kNoSquare;        // Lift, Place
  std::optional<Piece> piece;       // Place, where the board knows the piece
  std::string placement;            // Snapshot: FEN placement, '?' where the piece is unknown
  std::string button;               // Button: its name
  ClockReading clock;               // Clock
  std::string detail;               // Connected: the board's identity; Disconnected: why
};

inline BoardEvent board_event(BoardEvent::Kind kind, int64_t t_ms) {
  BoardEvent e;
  e.kind = kind;
  e.t_ms = t_ms;
  return e;
}

// One JSON object per event, as `twinboard watch` prints it.
std::string event_json(const BoardEvent& e);

}  // namespace twinboard::devices
