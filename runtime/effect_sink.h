// The table's outputs as a list (issue 36): the runtime hands every batch of effects to each
// sink in turn, in the order people should get them: the window's memory, the log, speech
// and sounds, the boards' clocks, the hall (last: it never delays what a player hears). The
// journal is not among them: it takes the event that made the effects, before the table.
#pragma once

#include <vector>

#include "core/table.h"
#include "core/table_events.h"
#include "runtime/effect_words.h"

namespace twinboard::runtime {

class EffectSink {
 public:
  virtual ~EffectSink() = default;
  // `table` as it stands after the effects; `now` in table time; `words`: the effects' words,
  // each made once for every sink that needs the same (issue 50, item 2).
  virtual void take(const Table& table, Millis now, const std::vector<Effect>& effects, EffectWords& words) = 0;
};

}  // namespace twinboard::runtime
