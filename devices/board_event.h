#pragma once
// What a board driver delivers: what the board sensed, nothing more. Turning lifts and
// places into moves is the table's job (core/table.h), not the driver's.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/types.h"

namespace twinboard::devices {

// Times read from a clock attached to the board (a DGT3000 through a DGT board).
struct ClockReading {
  int64_t left_ms = 0;  // the clock's left display, as seen from the front
  int64_t right_ms = 0;
  enum class Running { None, Left, Right } running = Running::None;
  bool lever_right_high = false;  // the lever (or tumbler) position
  bool connected = true;          // false: the board reports no clock attached
};

// A board's buttons: a peg board's (docs/tactile-protocol.md: clock, time, repeat, or any
// other name) and a DGT3000's lever and five buttons.
enum class Button {
  Clock,      // the player has finished his move
  Time,       // tell me the time
  Repeat,     // say the last announcement again
  LeverLeft,  // a DGT3000's lever pressed down on its left
  LeverRight,
  ClockBack,  // a DGT3000's buttons, left to right
  ClockMinus,
  ClockRun,
  ClockPlus,
  ClockOk,
  Other,  // a button without a meaning here; reported by its name
};
std::string_view name(Button b);
// The button a peg board names; Other for a name that is not one of ours.
Button button_named(std::string_view name);

// What a button asks for: one meaning for the table and the talking clock alike.
enum class ButtonAction {
  Press,      // the clock of the board's player (a peg board's clock button)
  PressLeft,  // the clock on the left: a DGT3000's lever, pressed down on that side
  PressRight,
  AskTime,    // both times read out (a peg board's time button, the DGT3000's OK)
  Repeat,     // the last announcement said again
  StartStop,  // the DGT3000's run button: the talking clock pauses; at a table only the arbiter does
  None,
};
ButtonAction action_of(Button b);

// The kinds of board event, one struct each.
namespace sensed {
struct Connected {
  std::string identity;
};
struct Disconnected {
  std::string why;
};
struct Lift {
  Square square;
};
struct Place {
  Square square;
  std::optional<Piece> piece;
};  // piece: a board that identifies pieces
// The whole board: the filled squares, and the pieces where the board identifies them.
struct Snapshot {
  Bitboard occupied = 0;
  std::optional<std::array<Piece, 64>> pieces;
};
struct ButtonPress {
  Button button;
  std::string name;
};  // name: as the board sent it
struct ClockTimes {
  ClockReading reading;
};
// A clock on the board (a DGT3000) stopped acknowledging what it is told to show; then
// answers again.
struct ClockSilent {
  std::string why;
};
struct ClockAnswering {};
}  // namespace sensed

using BoardEventBody =
    std::variant<sensed::Connected, sensed::Disconnected, sensed::Lift, sensed::Place, sensed::Snapshot,
                 sensed::ButtonPress, sensed::ClockTimes, sensed::ClockSilent, sensed::ClockAnswering>;
struct BoardEvent {
  int64_t t_ms = 0;  // monotonic milliseconds (steady clock)
  BoardEventBody body;

  template <class T>
  bool is() const {
    return std::holds_alternative<T>(body);
  }
  template <class T>
  const T* as() const {
    return std::get_if<T>(&body);
  }
};

// What a snapshot shows as a table position: the identified pieces, or a white pawn on
// every filled square of a board that senses occupancy only (the table reads any piece
// there as "filled").
std::array<Piece, 64> pieces_of(const sensed::Snapshot& snapshot);

// A FEN placement for an occupancy: '?' on every occupied square, since a peg board
// cannot tell which piece stands there.
std::string placement_of_occupancy(Bitboard occupied);

// One JSON object per event, as `twinboard watch` prints it.
std::string event_json(const BoardEvent& e);

}  // namespace twinboard::devices
