// What the people at the table hear, as one of the table's outputs: each Speak effect said
// to its listener (and every word for the VI player on his terminal, a line each, for his
// screen reader, and kept for his braille display), each Cue played as its short sound
// unless its player switched that sound off.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "audio/speaker.h"
#include "runtime/effect_sink.h"

namespace twinboard::runtime {

class Voices : public EffectSink {
 public:
  // Per player (tactile, sighted), per CueKind (taken, refused): whether its sound plays.
  using Sounds = std::array<std::array<bool, 2>, 2>;
  // `speaker` may be null (text only).
  Voices(std::unique_ptr<audio::Speaker> speaker, std::ostream* vi_output, Sounds sounds)
      : speaker_(std::move(speaker)), vi_output_(vi_output), sounds_(sounds) {}

  void take(const Table& table, Millis now, const std::vector<Effect>& effects) override;
  // Says `text` to one listener; a listener who hears nothing here is left to the log.
  void speak(Listener l, const std::string& text, Priority priority);
  void play(const Cue& cue);
  // Says again the last thing `l` heard (a board's repeat button, his `r`), and shows it again
  // on the VI player's terminal.
  void repeat(Listener l);
  // The last thing said to `l`; "" before anything.
  const std::string& last_said(Listener l) const { return last_said_[int(l)]; }
  // The same as a fact that can be worded for any vocabulary (the log gives the arbiter's
  // words too); none when it was text only (the keyboard's help and errors).
  using Worded = std::function<std::string(const Vocabulary&)>;
  const std::optional<Worded>& last_fact(Listener l) const { return last_fact_[int(l)]; }
  // The latest thing said to the VI player, when it came after message number `seen`.
  std::optional<std::string> said_to_vi_player(std::uint64_t& seen) const;
  audio::Speaker* speaker() { return speaker_.get(); }

 private:
  std::unique_ptr<audio::Speaker> speaker_;
  std::ostream* vi_output_;
  Sounds sounds_;
  std::array<std::string, 3> last_said_;  // per Listener
  std::array<std::optional<Worded>, 3> last_fact_;
  std::uint64_t said_to_vi_count_ = 0;
};

}  // namespace twinboard::runtime
