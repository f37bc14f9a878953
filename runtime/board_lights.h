// The boards' square lights as one of the table's outputs (issue 38: a ChessLink's or a
// Certabo's LEDs): once the table has told a board's player to correct his board (the
// opponent's move to make, an impossible move to take back, a board that is off), its lights
// show the first step of what is left to do, and go out when the board shows the game.
#pragma once

#include <array>
#include <optional>
#include <utility>

#include "runtime/board_line.h"
#include "runtime/effect_sink.h"

namespace twinboard::runtime {

class BoardLights : public EffectSink {
 public:
  explicit BoardLights(ByColour<BoardLine>& boards) : boards_(boards) {}
  void take(const Table& table, Millis, const std::vector<Effect>& effects, EffectWords&) override;

 private:
  ByColour<BoardLine>& boards_;
  std::array<bool, 2> correcting_{};  // per player's board (by colour): told to correct, not yet in step
  std::array<std::pair<Square, Square>, 2> shown_{{{kNoSquare, kNoSquare}, {kNoSquare, kNoSquare}}};
  // Issue 50: what the steps were worked out from, per board: its picture and the game's
  // position. The steps are worked out again only when one of them changed, never on an
  // idle pass of the loop.
  struct WorkedFrom {
    std::array<Piece, 64> picture{};
    Bitboard occupied = 0;
    std::array<Piece, 64> game{};
    bool operator==(const WorkedFrom&) const = default;
  };
  std::array<std::optional<WorkedFrom>, 2> worked_from_{};
};

}  // namespace twinboard::runtime
