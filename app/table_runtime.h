#pragma once
// The table as a running program: board events from the drivers go into the pure Table
// (core/table.h), and its effects come out as speech, a readable log and notifications.
// Table time is the monotonic clock since start, times `speed` (1 at a real table; the
// demo plays faster).
#include <memory>
#include <optional>
#include <ostream>
#include <string>

#include "audio/speaker.h"
#include "board_input.h"
#include "core/table.h"

namespace twinboard::app {

struct RuntimeOptions {
  TableSetup setup;
  std::string tactile_port;  // empty: no tactile board
  std::string sighted_port;  // empty: no DGT board
  double speed = 1.0;
  std::ostream* log = nullptr;  // the readable log of events and effects
};

class TableRuntime {
 public:
  // `speaker` may be null (text only); it has listeners "tactile", "sighted", "arbiter"
  // where those people hear twinboard.
  TableRuntime(RuntimeOptions options, std::unique_ptr<audio::Speaker> speaker);

  // Handles what has come in and what has fallen due; waits at most `max_wait_ms`.
  void step(int max_wait_ms);
  // Feeds an input that did not come from a board (keyboard, the demo's assistant).
  void input(Input in);

  Millis now() const;
  const Table& table() const { return *table_; }
  audio::Speaker* speaker() { return speaker_.get(); }

 private:
  void board_event(BoardId board, const devices::BoardEvent& e);
  void apply(const std::vector<Effect>& effects);
  void log(Millis at, const std::string& line);
  Language language_at(BoardId b) const;
  void tell_player(BoardId b, std::string_view text);  // not a table effect: the link's news
  void speak(Listener l, const std::string& text, Priority priority);

  RuntimeOptions options_;
  std::unique_ptr<audio::Speaker> speaker_;
  std::optional<Table> table_;
  std::unique_ptr<BoardInput> boards_[2];
  int64_t started_ms_;
  bool was_connected_[2] = {false, false};
};

// One line of the readable log for an effect.
std::string describe(const Effect& effect);

}  // namespace twinboard::app
