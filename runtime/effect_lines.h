// The readable log's line for each effect and each input: the log is the arbiter's, so an
// effect is worded in his vocabulary (core/fact_words.h makes the words of a fact).
#pragma once

#include <string>

#include "core/table_events.h"
#include "core/vocabulary.h"
#include "runtime/effect_json.h"

namespace twinboard::runtime {

// One line for an effect, in the arbiter's words (what a player is told, in his); "" for
// what is not worth a line (a sound).
std::string describe(const Effect& effect, const ListenersVocabularies& words);
// One line for an input (the log marks it with "> ").
std::string describe(const Input& input);

}  // namespace twinboard::runtime
