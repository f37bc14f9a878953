// The window's memory as one of the table's outputs: what it shows that the table does not
// keep (the last announcement, the latest touches, a caption for a hearing-impaired player).
#pragma once

#include "runtime/effect_sink.h"
#include "ui/view_model.h"

namespace twinboard::runtime {

class WindowMemory : public EffectSink {
 public:
  // What the window shows of an effect is worded here, once, with the words the voices use
  // (issue 50): the window does not word it again for every frame it draws.
  void take(const Table& table, Millis, const std::vector<Effect>& effects, EffectWords& words) override {
    const auto& heard_in = table.setup().vocabulary;
    for (std::size_t i = 0; i < effects.size(); ++i) {
      const Effect& effect = effects[i];
      if (const auto* said = std::get_if<Speak>(&effect.body); said && ui::EffectMemory::kept(*said))
        memory_.note(effect, words.told(i, *heard_in[int(said->listener)]));
      else if (const auto* caption = std::get_if<Caption>(&effect.body))  // shown to the one who cannot hear it
        memory_.note(effect, words.told(i, *heard_in[int(listener_of(~caption->speaker))]));
      else memory_.note(effect);
    }
  }
  const ui::EffectMemory& memory() const { return memory_; }

 private:
  ui::EffectMemory memory_;
};

}  // namespace twinboard::runtime
