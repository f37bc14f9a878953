// The window's memory as one of the table's outputs: what it shows that the table does not
// keep (the last announcement, the latest touches, a caption for a hearing-impaired player).
#pragma once

#include "runtime/effect_sink.h"
#include "ui/view_model.h"

namespace twinboard::runtime {

class WindowMemory : public EffectSink {
 public:
  void take(const Table&, Millis, const std::vector<Effect>& effects) override {
    for (const Effect& effect : effects) memory_.note(effect);
  }
  const ui::EffectMemory& memory() const { return memory_; }

 private:
  ui::EffectMemory memory_;
};

}  // namespace twinboard::runtime
