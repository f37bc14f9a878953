// The boards' square lights as one of the table's outputs (issue 38: a ChessLink's or a
// Certabo's LEDs): once the table has told a board's player to correct his board (the
// opponent's move to make, an impossible move to take back, a board that is off), its lights
// show the first step of what is left to do, and go out when the board shows the game.
#pragma once

#include <array>
#include <utility>

#include "runtime/board_line.h"
#include "runtime/effect_sink.h"

namespace twinboard::runtime {

class BoardLights : public EffectSink {
 public:
  explicit BoardLights(ByColour<BoardLine>& boards) : boards_(boards) {}
  void take(const Table& table, Millis, const std::vector<Effect>& effects) override;

 private:
  ByColour<BoardLine>& boards_;
  std::array<bool, 2> correcting_{};  // per player's board (by colour): told to correct, not yet in step
  std::array<std::pair<Square, Square>, 2> shown_{{{kNoSquare, kNoSquare}, {kNoSquare, kNoSquare}}};
};

}  // namespace twinboard::runtime
