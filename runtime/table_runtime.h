#pragma once
// The table as a running program: board events from the drivers go into the pure Table
// (core/table.h), and its effects come out as speech, a readable log and notifications.
// Table time is the monotonic clock since start, times `speed` (1 at a real table; the
// demo plays faster). With a journal, every input is written down before the table sees
// it, and an unfinished game in the journal is replayed and goes on (docs/user-guide.md:
// "After a crash or a power cut").
#include <poll.h>

#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <ostream>
#include <string>

#include "core/fact_words.h"
#include "hall_link.h"
#include "audio/speaker.h"
#include "board_input.h"
#include "runtime/wakeup.h"
#include "core/table.h"
#include "journal.h"
#include "ui/view_model.h"

namespace twinboard::runtime {

// How much a log line matters: a refused input or a diverging board is a warning; a
// journal that cannot be written is an error.
enum class LogLevel { Info, Warning, Error };

struct RuntimeOptions {
  TableSetup setup;          // for a new game (a resumed one keeps the journal's)
  std::string tactile_port;  // empty: no tactile board
  std::string sighted_port;  // empty: no DGT board
  std::array<BoardProtocolId, 2> protocols{BoardProtocolId::Tactile, BoardProtocolId::Dgt};  // per BoardId
  // Per BoardId: the colour whose clock is on the left of the board's DGT3000. Known, it is
  // the players' shared clock, and a flip of its lever presses the clock that runs (unless
  // twinboard presses for that player); unknown, the lever is the board's player's.
  std::array<std::optional<Color>, 2> clock_left{};
  // Per player (tactile, sighted), per CueKind (taken, refused): whether its sound plays.
  std::array<std::array<bool, 2>, 2> sounds{{{true, true}, {true, true}}};
  double speed = 1.0;
  std::ostream* log = nullptr;  // the readable log of events and effects
  // Each log line as well (the table's log file, the arbiter's stations).
  std::function<void(LogLevel, const std::string&)> observe;
  // Everything said to the VI player, a line each (his terminal's stdout, for a screen reader).
  std::ostream* vi_output = nullptr;
  Journal* journal = nullptr;                             // where every input is written first; null: none
  std::vector<std::pair<std::string, std::string>> tags;  // PGN tags of a new game
  bool resume = true;                                     // an unfinished game in the journal goes on
  bool charge_downtime = false;                           // the break counts for the side to move
  // Time comes with the events (a scripted input), not from the monotonic clock.
  bool scripted_time = false;
  HallLink* hall = nullptr;  // the event's hall (issue 21); null: none
};

class TableRuntime {
 public:
  // `speaker` may be null (text only); it has listeners "tactile", "sighted", "arbiter"
  // where those people hear twinboard.
  TableRuntime(RuntimeOptions options, std::unique_ptr<audio::Speaker> speaker);

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
  void speak(Listener l, const std::string& text, Priority priority);
  // Says `text` to one listener and writes it in the log (news that is not the table's).
  void tell(Listener l, const std::string& text, LogLevel level = LogLevel::Warning);
  // Writes a line in the log, now (in the arbiter's words: the log is his).
  void note(const std::string& line, LogLevel level = LogLevel::Info) { log(now(), line, level); }
  // The latest thing said to the VI player, for his braille display: given when it came
  // after message number `seen` (they are numbered from 1), and `seen` moved up to it.
  std::optional<std::string> said_to_vi_player(std::uint64_t& seen) const;
  // Whether the game came back from the journal, and the sources of its events.
  bool resumed() const { return resumed_; }
  const std::vector<std::string>& journal_sources() const { return journal_sources_; }
  const Table& table() const { return *table_; }
  // What the table says, in the language of what `l` hears now.
  const TablePhrases& phrases(Listener l) const;
  // A refusal as the arbiter reads it, in his language.
  std::string words_for_arbiter(const Refusal& why) const { return refusal_words(why, arbiters_vocabulary()); }
  const Vocabulary& arbiters_vocabulary() const { return *table_->setup().vocabulary[int(Listener::Arbiter)]; }

  // What the window needs from the effects so far (announcements, touches).
  const ui::EffectMemory& memory() const { return memory_; }
  // Issue 39, adjourning: journals this moment and tries again what the journal has not
  // taken; says how many events are still not in it, why, and what the arbiter can do.
  struct JournalCheck {
    std::size_t missing = 0;
    std::string why, advice;
  };
  JournalCheck journal_for_adjourning();
  // The game as it stands (PGN with [%clk], the clocks now), to keep outside the journal.
  std::string record_now() const;
  audio::Speaker* speaker() { return speaker_.get(); }
  const std::vector<std::pair<std::string, std::string>>& tags() const { return tags_; }

 private:
  void board_event(BoardId board, const devices::BoardEvent& e);
  void press(BoardId board, Color owner, devices::Button button);
  Color lever_presser(BoardId board, Color owner) const;
  void play(const Cue& cue);
  void apply(const std::vector<Effect>& effects);
  std::vector<Effect> handle(const Event& event, const std::string& source);
  void write_down(const Event& event, const std::string& source);
  void start_or_resume();
  void log(Millis at, const std::string& line, LogLevel level = LogLevel::Info);
  void tell_player(BoardId b, std::string_view text);  // not a table effect: the link's news
  std::string board_phrase(std::string_view phrase, BoardId b) const;
  const std::string& port_of(BoardId b) const {
    return b == BoardId::Tactile ? options_.tactile_port : options_.sighted_port;
  }
  // Issue 18, start of round: why the arbiter's `start` cannot be carried out yet (a board
  // that has not answered with its whole picture), if so.
  std::optional<Refusal> board_missing() const;
  std::optional<Millis> next_moment() const;
  // While the round waits: tells each player whose board does not answer, and the arbiter
  // once both boards stand ready.
  void watch_round_start();
  std::optional<Millis> silence_due(BoardId b) const;
  // The DGT3000 beside a DGT board shows the official times (issue 18, item 5).
  void show_on_board_clocks(const ClockShown& clock);
  // The hall hears every effect, numbered in the game's stream, then the state (issue 21).
  void tell_hall(const std::vector<Effect>& effects);
  std::string state_json() const;

  RuntimeOptions options_;
  std::unique_ptr<audio::Speaker> speaker_;
  std::optional<Table> table_;
  Wakeup wakeup_;                 // signalled by the boards' threads when they queue an event
  std::vector<pollfd> poll_fds_;  // what step() waits on (kept: an idle loop allocates nothing)
  std::unique_ptr<BoardInput> boards_[2];
  int64_t started_ms_;
  Millis offset_ = 0;          // table time when this run started (a resumed game's)
  Millis last_heartbeat_ = 0;  // when a Tick was last journalled
  Millis script_time_ = 0;
  bool resumed_ = false;
  ui::EffectMemory memory_;
  std::vector<std::string> journal_sources_;
  bool was_connected_[2] = {false, false};
  bool connected_[2] = {false, false};                     // each board's cable as its driver last said (for the hall)
  int losses_[2] = {0, 0};                                 // how often each board was disconnected
  std::vector<std::pair<std::string, std::string>> tags_;  // the game's PGN tags (players, event)
  bool pictured_[2] = {false, false};                      // connected, and its whole picture has come since
  // A clock press waiting for its board's picture (issue 39): who pressed, and where from.
  std::optional<std::pair<Color, std::string>> held_press_[2];
  bool told_missing_[2] = {false, false};
  bool told_ready_ = false;
  Millis waiting_since_ = 0;
  // Events the journal could not take (disk full, a lost lock), in order: the game goes
  // on in memory and they are written first thing once the journal takes writes again.
  std::deque<std::pair<Event, std::string>> unwritten_;
  WriteTrouble journal_trouble_ = WriteTrouble::Other;  // why the journal last failed
  std::string journal_why_;
  std::string_view journal_advice() const;
  std::string last_said_to_vi_;
  std::uint64_t said_to_vi_count_ = 0;
  std::uint64_t effects_told_ = 0;  // the next effect's number for the hall
};

// One line of the readable log for an effect, and for an input ("> " marks inputs).
// An effect for the log, in the arbiter's words.
std::string describe(const Effect& effect, const Vocabulary& arbiter);
std::string describe(const Input& input);

}  // namespace twinboard::runtime
