#include "voices.h"

#include "core/fact_words.h"
#include "core/phrasebook.h"

#include <utility>

namespace twinboard::runtime {

void Voices::take(const Table& table, Millis, const std::vector<Effect>& effects, EffectWords& words) {
  follow_languages(table.setup());
  for (std::size_t i = 0; i < effects.size(); ++i) {
    const Effect& effect = effects[i];
    // What the table tells and answers is worded here, at the edge, in the listener's language.
    const auto& heard_in = table.setup().vocabulary;
    if (const auto* said = std::get_if<Speak>(&effect.body)) {
      speak(said->listener, words.told(i, *heard_in[int(said->listener)]), said->priority);
      last_fact_[int(said->listener)] = [notice = said->notice](const Vocabulary& v) {
        return notice_words(notice, v);
      };
    }
    if (const auto* answered = std::get_if<Answered>(&effect.body)) {
      speak(answered->listener, words.told(i, *heard_in[int(answered->listener)]), answered->priority);
      last_fact_[int(answered->listener)] = [answer = answered->answer](const Vocabulary& v) {
        return answer_words(answer, v);
      };
    }
    if (const auto* cue = std::get_if<Cue>(&effect.body)) {
      play(*cue);
      // Issue 48, item 13: what was taken, as text for his screen reader or braille; not spoken.
      if (const std::string& taken = words.told(i, *heard_in[int(cue->listener)]); !taken.empty())
        show(cue->listener, taken);
    }
  }
}

// Issue 52, item 4: the arbiter switched a listener's vocabulary to another language: from
// now on he hears it in that language's voice (its rate and volume kept), the switch's own
// words included.
void Voices::follow_languages(const TableSetup& setup) {
  for (Listener l : kListeners) {
    const Language now = setup.vocabulary_of(l).language;
    const auto was = std::exchange(language_[int(l)], now);
    if (!was || *was == now || !speaker_ || !speaker_->has_listener(std::string(name(l)))) continue;
    audio::VoiceSettings voice = speaker_->voice_of(std::string(name(l)));
    voice.voice = std::string(phrasebook(now).voice);
    speaker_->set_voice(std::string(name(l)), voice);
  }
}

void Voices::speak(Listener l, const std::string& text, Priority priority) {
  show(l, text);
  // What his `r` says again: only what was said (a line only shown is not in his voice's memory).
  last_said_[int(l)] = text;
  last_fact_[int(l)].reset();
  if (!speaker_) return;
  try {
    speaker_->say(std::string(name(l)), text, priority);
  } catch (const std::exception&) {
    // A listener who hears nothing here (the arbiter without an output): the log has it.
  }
}

// His terminal, his braille display and his station: everything he reads.
void Voices::show(Listener l, const std::string& text) {
  if (at_terminal(l)) *terminal_output_ << text << std::endl;
  last_shown_[int(l)] = text;
  ++said_count_[int(l)];
  if (heard_) heard_(l, text);
}

// Issue 35, item 10: taken or refused as a short sound, each switched off per player.
void Voices::play(const Cue& cue) {
  const auto who = seat_of(cue.listener);
  if (!speaker_ || !who || !sounds_[*who][int(cue.kind)]) return;
  speaker_->play(std::string(name(cue.listener)),
                 cue.kind == CueKind::Taken ? audio::Earcon::Taken : audio::Earcon::Error);
}

void Voices::repeat(Listener l) {
  if (at_terminal(l) && !last_said_[int(l)].empty()) *terminal_output_ << last_said_[int(l)] << std::endl;
  if (heard_ && !last_said_[int(l)].empty()) heard_(l, last_said_[int(l)]);
  if (speaker_) speaker_->repeat(std::string(name(l)));
}

std::optional<std::string> Voices::said_to(Listener l, std::uint64_t& seen) const {
  if (seen == said_count_[int(l)]) return std::nullopt;
  seen = said_count_[int(l)];
  return last_shown_[int(l)];
}

}  // namespace twinboard::runtime
