// The boards' own clocks as one of the table's outputs: the DGT3000 beside a DGT board
// shows the official times (issue 18, item 5) every time the table shows them.
#pragma once

#include <array>

#include "runtime/board_line.h"
#include "runtime/effect_sink.h"

namespace twinboard::runtime {

class BoardClocks : public EffectSink {
 public:
  explicit BoardClocks(ByColour<BoardLine>& boards) : boards_(boards) {}
  void take(const Table&, Millis, const std::vector<Effect>& effects, EffectWords&) override {
    for (const Effect& effect : effects)
      if (const auto* clock = std::get_if<ClockShown>(&effect.body)) show(*clock);
  }
  void show(const ClockShown& clock) {
    for (BoardLine& line : boards_) line.show_on_clock(clock);
  }

 private:
  ByColour<BoardLine>& boards_;
};

}  // namespace twinboard::runtime
