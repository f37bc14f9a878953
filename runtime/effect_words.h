// The words of one batch of the table's effects (issue 50, item 2): each effect's words made
// once per vocabulary and handed to every output that says, shows, logs or sends them. A move
// told to a player is worded once in his language for his voice, his window, the log's quote
// and the hall, and once in the arbiter's for the log, not once per output. Lives as long as
// the batch: nothing is kept from one batch to the next.
#pragma once

#include <cstdint>
#include <deque>
#include <span>
#include <string>

#include "core/table_events.h"
#include "core/vocabulary.h"

namespace twinboard::runtime {

class EffectWords {
 public:
  explicit EffectWords(std::span<const Effect> effects) : effects_(effects) {}
  std::span<const Effect> effects() const { return effects_; }
  // What effect `i` tells, in `v`'s words (core/fact_words.h): a notice, an answer, a caption,
  // what a cue took, a board's correction or an impossible move as the arbiter reads it, a
  // refusal; "" for an effect that tells nothing in words.
  const std::string& told(std::size_t i, const Vocabulary& v);
  // A board's steps alone (Instruct, Divergence), in `v`'s words: what its player hears.
  const std::string& steps(std::size_t i, const Vocabulary& v);

 private:
  enum class Form : std::uint8_t { Told, Steps };
  const std::string& words(std::size_t i, const Vocabulary& v, Form form);
  struct Made {
    std::size_t i;
    const Vocabulary* vocabulary;
    Form form;
    std::string text;
  };
  std::span<const Effect> effects_;
  std::deque<Made> made_;  // a deque: the words handed out stay where they are
};

}  // namespace twinboard::runtime
