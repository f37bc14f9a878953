#pragma once
// The table as a running program: board events from the drivers go into the pure Table
// (core/table.h), and its effects come out as speech, a readable log and notifications.
// Table time is the monotonic clock since start, times `speed` (1 at a real table; the
// demo plays faster). With a journal, every input is written down before the table sees
// it, and an unfinished game in the journal is replayed and goes on (docs/user-guide.md:
// "After a crash or a power cut").
#include <poll.h>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <ostream>
#include <string>

#include "audio/speaker.h"
#include "core/fact_words.h"
#include "core/table.h"
#include "runtime/board_clocks.h"
#include "runtime/board_lights.h"
#include "runtime/board_signals.h"
#include "runtime/board_line.h"
#include "runtime/effect_lines.h"
#include "runtime/hall_sink.h"
#include "runtime/input_source.h"
#include "runtime/journal.h"
#include "runtime/journal_writer.h"
#include "runtime/runtime_log.h"
#include "runtime/voices.h"
#include "runtime/wakeup.h"
#include "runtime/window_memory.h"

namespace twinboard::runtime {

struct RuntimeOptions {
  TableSetup setup;  // for a new game (a resumed one keeps the journal's)
  // Each player's own board: its port (empty: none, or no cable) and protocol.
  ByColour<std::string> ports{};
  ByColour<BoardProtocolId> protocols{{BoardProtocolId::Tactile, BoardProtocolId::Dgt}};
  // Per player's board: the colour whose clock is on the left of the board's DGT3000. Known,
  // it is the players' shared clock, and a flip of its lever presses the clock that runs
  // (unless twinboard presses for that player); unknown, the lever is the board's player's.
  ByColour<std::optional<Color>> clock_left{};
  // Per player, per CueKind (taken, refused): whether its sound plays.
  Voices::Sounds sounds{{{{true, true}, {true, true}}}};
  // Per player: his board's buzzer and vibration motor (issue 51, item 4).
  ByColour<SignalChoice> signals{};
  double speed = 1.0;
  std::ostream* log = nullptr;  // the readable log of events and effects
  // Each log line as well (the table's log file, the arbiter's stations).
  std::function<void(LogLevel, const std::string&)> observe;
  // Each board event as the runtime takes it from its driver, stamped with the driver's own
  // time (devices::monotonic_ms): a bench tells the wire, the driver and the table apart.
  std::function<void(Color, const devices::BoardEvent&)> observe_board;
  // Everything said to the player at the table's terminal (`terminal_seat`), a line each (its
  // stdout, for his screen reader).
  std::ostream* terminal_output = nullptr;
  std::optional<Color> terminal_seat;
  Journal* journal = nullptr;                             // where every input is written first; null: none
  std::vector<std::pair<std::string, std::string>> tags;  // PGN tags of a new game
  bool resume = true;                                     // an unfinished game in the journal goes on
  bool charge_downtime = false;                           // the break counts for the side to move
  // Time comes with the events (a scripted input), not from the monotonic clock.
  bool scripted_time = false;
  HallLink* hall = nullptr;  // the event's hall (issue 21); null: none
};

// The parts (issue 36): two BoardLines; the journal first (JournalWriter), then the list of
// effect sinks (window memory, log, voices, board clocks, hall); the inputs besides the boards
// as InputSources that `run` polls with the boards' wake-up call and the table's next moment.
class TableRuntime {
 public:
  // `speaker` may be null (text only); it has listeners "white", "black", "arbiter" where
  // those people hear twinboard.
  TableRuntime(RuntimeOptions options, std::unique_ptr<audio::Speaker> speaker);

  // The table's loop: waits (step) on the boards, the sources and the table's next moment,
  // then lets every source take what has come, until a source or close() ends it. `idle_ms`:
  // the longest an idle table sleeps (to notice what nothing signals).
  void run(std::span<InputSource* const> sources, int idle_ms = 1000);
  // Ends run() after the pass under way (the arbiter adjourned the game).
  void close() { closing_ = true; }
  // Waits until a board reports something, a file descriptor of `also_wake_on` is readable
  // (the keyboard, the arbiter's stations), the runtime's next moment comes (a deadline, a
  // heartbeat while a clock runs), or `max_wait_ms` has passed, whichever comes first;
  // then handles what has come in and fallen due.
  void step(int max_wait_ms, std::span<const int> also_wake_on = {});
  // Feeds an input that did not come from a board (keyboard, the demo's assistant);
  // `source` names where it came from in the journal.
  // Returns what the table made of it.
  std::vector<Effect> input(Input in, const std::string& source = "keyboard");
  // Feeds a scripted event at its own time (RuntimeOptions::scripted_time).
  void feed(const Event& event, const std::string& source);

  Millis now() const;
  // Says `text` to one listener outside the table's effects (the keyboard's help and
  // errors); a listener who hears nothing here is left to the log.
  void speak(Listener l, const std::string& text, Priority priority) { voices_.speak(l, text, priority); }
  // Says `text` to one listener and writes it in the log (news that is not the table's).
  void tell(Listener l, const std::string& text, LogLevel level = LogLevel::Warning);
  // The same, worded for him by `worded` (a player in his language, the log quoting it and
  // giving the arbiter's words: told_line).
  void tell(Listener l, const std::function<std::string(const Vocabulary&)>& worded,
            LogLevel level = LogLevel::Warning);
  void tell(Listener l, std::string_view TablePhrases::*phrase, LogLevel level = LogLevel::Warning);
  // The last thing said to `l` ("" before anything).
  const std::string& last_said(Listener l) const { return voices_.last_said(l); }
  // Says again what `l` last heard (his repeat key or button), and logs it.
  void repeat(Listener l);
  // Writes a line in the log, now (in the arbiter's words: the log is his).
  void note(const std::string& line, LogLevel level = LogLevel::Info) { log_.write(now(), line, level); }
  // The latest thing said to `l`, for his braille display: given when it came after message
  // number `seen` (they are numbered from 1), and `seen` moved up to it.
  std::optional<std::string> said_to(Listener l, std::uint64_t& seen) const { return voices_.said_to(l, seen); }
  // Whether the game came back from the journal, and the sources of its events.
  bool resumed() const { return resumed_; }
  // Whether board b's whole picture has come since it last connected.
  bool pictured(Color b) const { return boards_[b].pictured; }
  const std::vector<std::string>& journal_sources() const { return journal_sources_; }
  const Table& table() const { return *table_; }
  // What the table says, in the language of what `l` hears now.
  const TablePhrases& phrases(Listener l) const;
  // A refusal as the arbiter reads it, in his language.
  std::string words_for_arbiter(const Refusal& why) const { return refusal_words(why, arbiters_vocabulary()); }
  const Vocabulary& arbiters_vocabulary() const { return *table_->setup().vocabulary[int(Listener::Arbiter)]; }

  // What the window needs from the effects so far (announcements, touches).
  const ui::EffectMemory& memory() const { return memory_.memory(); }
  // Issue 39, adjourning: journals this moment and tries again what the journal has not
  // taken; says how many events are still not in it, why, and what the arbiter can do.
  struct JournalCheck {
    std::size_t missing = 0;
    std::string why, advice;
  };
  JournalCheck journal_for_adjourning();
  // The game as it stands (PGN with [%clk], the clocks now), to keep outside the journal.
  std::string record_now() const;
  audio::Speaker* speaker() { return voices_.speaker(); }
  // Everything said to a listener goes to `heard` as well (the players' stations).
  void also_to(Voices::Heard heard) { voices_.also_to(std::move(heard)); }
  const std::vector<std::pair<std::string, std::string>>& tags() const { return tags_; }

 private:
  // The boards' events as the table's inputs, and the round's wait for them (board_events.cpp).
  void board_event(BoardLine& line, const devices::BoardEvent& e);
  // Table time of a moment of the monotonic clock (a driver's stamp), no later than now
  // and no earlier than what the table was last given: the journal's times only go up, and
  // a replay gives the table the very times it had.
  Millis table_time_of(int64_t monotonic_ms) const;
  void press(Color board, Color owner, devices::Button button);
  Color lever_presser(Color board, Color owner) const;
  std::optional<Refusal> board_missing() const;
  std::optional<Millis> silence_due(const BoardLine& line) const;
  void watch_round_start();
  // Not a table effect: the link's news, to the board's player.
  void tell_player(Color b, std::string_view TablePhrases::*phrase) { tell(listener_of(b), phrase); }
  std::string board_phrase(std::string_view phrase, Color b) const;

  void apply(const std::vector<Effect>& effects);
  // A change the hall's state shows that is no effect of the table's (a board's cable).
  void hall_news() {
    EffectWords none({});
    hall_.take(*table_, now(), {}, none);
  }
  std::vector<Effect> handle(const Event& event, const std::string& source);
  void write_down(const Event& event, const std::string& source);
  void start_or_resume();
  std::optional<Millis> next_moment() const;
  std::string_view journal_advice() const;

  RuntimeOptions options_;
  ByColour<BoardLine> boards_;  // each player's own board
  std::optional<Table> table_;
  std::vector<std::pair<std::string, std::string>> tags_;  // the game's PGN tags (players, event)
  JournalWriter journal_;
  // The effect sinks, in the order `sinks_` gives them.
  WindowMemory memory_;
  RuntimeLog log_;
  Voices voices_;
  BoardClocks board_clocks_;
  BoardLights board_lights_;
  BoardSignalsSink board_signals_;
  HallSink hall_;
  std::array<EffectSink*, 7> sinks_;
  Wakeup wakeup_;                 // signalled by the boards' threads when they queue an event
  std::vector<pollfd> poll_fds_;  // what step() waits on (kept: an idle loop allocates nothing)
  std::vector<int> wake_on_;      // the sources' descriptors (kept, as poll_fds_)
  int64_t started_ms_;
  Millis offset_ = 0;          // table time when this run started (a resumed game's)
  Millis last_heartbeat_ = 0;  // when a Tick was last journalled
  Millis script_time_ = 0;
  Millis table_at_ = 0;  // the latest time the table was given: a driver's earlier stamp waits for it
  bool resumed_ = false;
  bool closing_ = false;
  std::vector<std::string> journal_sources_;
  bool told_ready_ = false;
  Millis waiting_since_ = 0;
};

}  // namespace twinboard::runtime
