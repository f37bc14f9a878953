#include "runtime/board_signals.h"

#include <algorithm>

#include "core/table.h"

namespace twinboard::runtime {

void BoardSignalsSink::signal(Color player, int ms) {
  const SignalChoice& choice = choices_[player];
  if (!choice.buzz && !choice.vibrate) return;
  boards_[player].signal(choice.buzz ? ms / 2 : 0, choice.vibrate ? ms : 0);  // a buzz is loud: half as long
}

void BoardSignalsSink::take(const Table& table, Millis, const std::vector<Effect>& effects, EffectWords&) {
  // One signal per player per batch: the longer one when the table needs him.
  ByColour<int> ms{};
  for (const Effect& effect : effects) {
    if (const auto* made = std::get_if<MoveMade>(&effect.body)) {
      const Color mover = table.game().position_before(std::size_t(made->ply - 1)).side_to_move();
      ms[~mover] = std::max(ms[~mover], SignalLengths::opponent_moved_ms);
    }
    // (The opponent's move to carry out on his board, an Instruct, comes with every move: it
    // is the short signal's. A board that is off, a move refused, an alert: the long one.)
    auto needs = [&](Color player) { ms[player] = SignalLengths::needs_you_ms; };
    if (const auto* speak = std::get_if<Speak>(&effect.body)) {
      if (const auto player = seat_of(speak->listener); player && speak->priority == Priority::Alert) needs(*player);
    } else if (const auto* divergence = std::get_if<Divergence>(&effect.body)) {
      needs(divergence->board);
    } else if (const auto* illegal = std::get_if<Illegal>(&effect.body)) {
      needs(illegal->board);
    }
  }
  for (const Color player : {Color::White, Color::Black})
    if (ms[player] > 0) signal(player, ms[player]);
}

}  // namespace twinboard::runtime
