// What a table tells the hall (issue 21): every effect in order, each with its number in
// the game's stream of effects, and its state as it now stands. The numbers are the same
// when a resumed table replays its journal, so the hall drops what it already has: no gap,
// no duplicate. An adapter (hall/mqtt_hall.h) carries them to the event's broker.
#pragma once

#include <cstdint>
#include <string>

#include "core/table_events.h"
#include "runtime/table_state.h"

namespace twinboard::runtime {

class HallLink {
 public:
  virtual ~HallLink() = default;
  // effect_json: the effect as runtime/scenario.h encodes it, with the arbiter's words.
  virtual void event(std::uint64_t seq, const std::string& effect_json) = 0;
  // The table's state (position, clocks, moves, result), after every batch of effects.
  virtual void state(const TableState& state) = 0;
};

}  // namespace twinboard::runtime
