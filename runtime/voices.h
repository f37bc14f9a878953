// What the people at the table hear, as one of the table's outputs: each Speak effect said
// to its listener (and every word for the player at the table's terminal, a line each, for
// his screen reader; the last for each player's braille display), each Cue played as its
// short sound unless its player switched that sound off.
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
  // Per player, per CueKind (taken, refused): whether its sound plays.
  using Sounds = ByColour<std::array<bool, 2>>;
  // `speaker` may be null (text only); `terminal_output` gets every word said to the player
  // at the table's terminal (`terminal_seat`), if any.
  Voices(std::unique_ptr<audio::Speaker> speaker, std::ostream* terminal_output, std::optional<Color> terminal_seat,
         Sounds sounds)
      : speaker_(std::move(speaker)),
        terminal_output_(terminal_seat ? terminal_output : nullptr),
        terminal_seat_(terminal_seat),
        sounds_(sounds) {}

  void take(const Table& table, Millis now, const std::vector<Effect>& effects, EffectWords& words) override;
  // Says `text` to one listener; a listener who hears nothing here is left to the log.
  void speak(Listener l, const std::string& text, Priority priority);
  void play(const Cue& cue);
  void follow_languages(const TableSetup& setup);
  // Shows `text` where `l` reads (terminal, braille display, station), never spoken: not
  // what his `r` says again.
  void show(Listener l, const std::string& text);
  // Says again the last thing `l` heard (a board's repeat button, his `r`), and shows it again
  // on the terminal if he sits at it.
  void repeat(Listener l);
  // The last thing said to `l`; "" before anything.
  const std::string& last_said(Listener l) const { return last_said_[int(l)]; }
  // The same as a fact that can be worded for any vocabulary (the log gives the arbiter's
  // words too); none when it was text only (the keyboard's help and errors).
  using Worded = std::function<std::string(const Vocabulary&)>;
  const std::optional<Worded>& last_fact(Listener l) const { return last_fact_[int(l)]; }
  // Everything said to a listener, as said, also to `heard` (the players' stations).
  using Heard = std::function<void(Listener, const std::string&)>;
  void also_to(Heard heard) { heard_ = std::move(heard); }
  // The latest thing said or shown to `l` (his braille display), when it came after message
  // number `seen`.
  std::optional<std::string> said_to(Listener l, std::uint64_t& seen) const;
  audio::Speaker* speaker() { return speaker_.get(); }

 private:
  std::unique_ptr<audio::Speaker> speaker_;
  bool at_terminal(Listener l) const { return terminal_output_ && seat_of(l) == terminal_seat_; }
  std::ostream* terminal_output_;
  std::optional<Color> terminal_seat_;
  Sounds sounds_;
  std::array<std::string, 3> last_said_;   // per Listener
  std::array<std::string, 3> last_shown_;  // per Listener: said or only shown
  std::array<std::optional<Worded>, 3> last_fact_;
  std::array<std::uint64_t, 3> said_count_{};
  Heard heard_;
  std::array<std::optional<Language>, 3> language_;  // per Listener, as his voice speaks it
};

}  // namespace twinboard::runtime
