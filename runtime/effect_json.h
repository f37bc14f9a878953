// The one encoder of the table's effects (issue 36): the scenario printer (`twinboard
// simulate`), the hall and the fuzzers write an effect with it. An effect is one JSON line of
// its facts and their words: a player's for what he is told (a board's steps: its player's),
// the arbiter's as "arbiter_text" and for a refusal. docs/scenario-format.md lists the forms.
#pragma once

#include <array>
#include <string>

#include "core/table_events.h"
#include "core/vocabulary.h"
#include "runtime/effect_words.h"

namespace twinboard::runtime {

using ListenersVocabularies = std::array<const Vocabulary*, 3>;  // per Listener
std::string effect_json(const Effect& effect, const ListenersVocabularies& words);
// Effect `i` of a batch, with the words the batch made already for another output (issue 50).
std::string effect_json(EffectWords& batch, std::size_t i, const ListenersVocabularies& words);

}  // namespace twinboard::runtime
