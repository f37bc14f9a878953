// The game's journal: every input event, written durably (SQLite, WAL, synchronous FULL)
// before the table applies it. The table is a pure function of its events, so replaying
// the journal gives back the game exactly: position, pending move, clocks, scoresheets.
// Events are stored in the scenario encoding (scenario.h); the setup is its first line.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/table_io.h"

struct sqlite3;

namespace twinboard::app {

// Milliseconds since 1970 by the wall clock: when an event was written (the downtime rule).
std::int64_t wall_clock_ms();

class Journal {
 public:
  // Opens the journal at `path` (creating it if it does not exist and `create` is set);
  // throws std::runtime_error with the reason when it cannot.
  explicit Journal(const std::string& path, bool create = true);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  // A journal without a game yet.
  bool empty() const;
  // Starts the game: the setup and the PGN tags (Event, White, Black ...).
  void start(const TableSetup& setup, const std::vector<std::pair<std::string, std::string>>& tags);
  // Appends one event; on return it is on disk. `source` says where it came from
  // ("tactile", "sighted", "keyboard", "input:17" ...), for the log and for resuming a
  // scripted input where it stopped.
  void append(const Event& event, const std::string& source);
  // The game ended with this result: a restart starts a new game rather than resuming.
  void finish(const std::string& result);

  struct Row {
    Event event;
    std::string source;
  };
  // Everything journalled, in order; throws std::runtime_error if the journal is damaged.
  TableSetup setup() const;
  std::vector<Row> events() const;
  std::vector<std::pair<std::string, std::string>> tags() const;
  std::optional<std::string> result() const;  // set once finished
  // Wall-clock time (ms since 1970) when the last event was written, if any.
  std::optional<std::int64_t> last_wall_ms() const;
  std::string path() const { return path_; }

 private:
  std::optional<std::string> meta(const std::string& key) const;
  void set_meta(const std::string& key, const std::string& value);
  void exec(const char* sql);

  std::string path_;
  sqlite3* db_ = nullptr;
};

}  // namespace twinboard::app
