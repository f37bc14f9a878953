// The readable log's line for each effect and each input: the log is the arbiter's, so an
// effect is worded in his vocabulary (core/fact_words.h makes the words of a fact).
#pragma once

#include <functional>
#include <string>

#include "core/table_events.h"
#include "core/vocabulary.h"
#include "runtime/effect_json.h"

namespace twinboard::runtime {

// One line for an effect, in the arbiter's words (what a player is told is quoted in his, then
// in the arbiter's: told_line); "" for what is not worth a line (a sound).
std::string describe(const Effect& effect, const ListenersVocabularies& words);
// Effect `i` of a batch, with the words the batch made already for another output (issue 50).
std::string describe(EffectWords& batch, std::size_t i, const ListenersVocabularies& words);

// What `to` was shown or told, as he heard it (the words are evidence if he disputes them);
// when he hears another language than the arbiter, the same in the arbiter's words follows:
// "Сейчас не ваш ход (arbiter's words: It is not your move)". `worded` words it for a vocabulary.
std::string heard_and_arbiters_words(Listener to, const ListenersVocabularies& words,
                                     const std::function<std::string(const Vocabulary&)>& worded);
// "say to tactile: " and the above: the log's line for what a listener was told.
inline std::string told_line(Listener to, const ListenersVocabularies& words,
                             const std::function<std::string(const Vocabulary&)>& worded) {
  return "say to " + std::string(name(to)) + ": " + heard_and_arbiters_words(to, words, worded);
}
// One line for an input (the log marks it with "> ").
std::string describe(const Input& input);
// The same at a table: a snapshot from a board that senses only filled squares (a peg board)
// shows them as '?', as `twinboard watch` does, never as the white pawns that stand for
// "filled" in the input (issue 51, item 8).
std::string describe(const Input& input, const TableSetup& setup);

}  // namespace twinboard::runtime
