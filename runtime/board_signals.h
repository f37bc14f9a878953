// The peg board's buzzer and vibration motor as one of the table's outputs (issue 51, item
// 4): a player who chose them feels (or hears) when his opponent's move is made and when the
// table needs him: his board to correct, a move refused, anything told him as an alert. For
// a deaf-blind player (D.2.11) it is the only signal he has.
#pragma once

#include "runtime/board_line.h"
#include "runtime/effect_sink.h"

namespace twinboard::runtime {

// What a player chose to be signalled by on his board ([white] / [black] `signal`).
struct SignalChoice {
  bool buzz = false, vibrate = false;
  bool operator==(const SignalChoice&) const = default;
};

// How long each signal lasts: a short one for the opponent's move, a long one when the
// table needs him (told apart by touch alone).
struct SignalLengths {
  static constexpr int opponent_moved_ms = 300;
  static constexpr int needs_you_ms = 1000;
};

class BoardSignalsSink : public EffectSink {
 public:
  BoardSignalsSink(ByColour<BoardLine>& boards, ByColour<SignalChoice> choices) : boards_(boards), choices_(choices) {}
  void take(const Table& table, Millis now, const std::vector<Effect>& effects, EffectWords&) override;

 private:
  void signal(Color player, int ms);

  ByColour<BoardLine>& boards_;
  ByColour<SignalChoice> choices_;
};

}  // namespace twinboard::runtime
