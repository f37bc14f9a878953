// The game's journal: every input event, written durably (SQLite, WAL, synchronous FULL)
// before the table applies it. The table is a pure function of its events, so replaying
// the journal gives back the game exactly: position, pending move, clocks, scoresheets.
// Events are stored in the scenario encoding (scenario.h); the setup is its first line.
// It proves its own integrity: a format marker says it is twinboard's, and each event
// carries a running check (xxHash) over the setup, every event before it and itself, so a
// damaged, reordered or foreign row is refused, never misread. The number of events and the
// last check are kept with each event (one transaction), so lost last rows are noticed too,
// and the result carries its own check, so a result added by hand is refused. One table at a
// time writes to it; a journal holding a game is never written over (journal_series.h).
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "runtime/process_lock.h"
#include "runtime/scenario.h"
#include "core/table_events.h"

struct sqlite3;

namespace twinboard::runtime {

// A journal that is damaged or not twinboard's: bad input (status 1), not an I/O error.
struct DamagedJournal : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Why a write did not reach the journal, as the arbiter can act on it.
enum class WriteTrouble { DiskFull, Locked, ReadOnly, Other };
struct JournalWriteError : std::runtime_error {
  JournalWriteError(const std::string& why, WriteTrouble t) : std::runtime_error(why), trouble(t) {}
  WriteTrouble trouble;
};

// Milliseconds since 1970 by the wall clock: when an event was written (the downtime rule).
std::int64_t wall_clock_ms();

class Journal {
 public:
  // Write: opens the journal at `path` for a table, creating it if need be, and holds it
  // (no other process may write to it). Read: only reads, never changes the file (export).
  // Throws std::runtime_error with the reason when it cannot: not readable, in use, not
  // twinboard's, damaged.
  enum class Access { Write, Read };
  explicit Journal(const std::string& path, Access access = Access::Write);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  // A journal without a game yet.
  bool empty() const;
  // Starts the game in an empty journal: the setup and the PGN tags (Event, White, Black
  // ...). Throws std::logic_error on a journal that holds a game: it is never written over.
  void start(const TableSetup& setup, const std::vector<std::pair<std::string, std::string>>& tags);
  // Appends one event; on return it is on disk. Throws JournalWriteError when it is not. `source` says where it came from
  // ("tactile", "sighted", "keyboard", "input:17" ...), for the log and for resuming a
  // scripted input where it stopped.
  void append(const Event& event, const std::string& source);
  // The game ended with this result: a restart starts a new game rather than resuming.
  void finish(const std::string& result);
  // The arbiter withdrew the result (issue 49: his `withdraw`, itself journalled as an event
  // before this): the game goes on, and a restart resumes it. The result's three records go
  // together, so the journal reads as one whose game has not ended.
  void reopen();

  struct Row {
    Event event;
    std::string source;
  };
  // Everything journalled, in order; throws std::runtime_error if the journal is damaged
  // (a row whose check does not match, an event earlier than the one before it).
  TableSetup setup() const;
  std::vector<Row> events() const;
  std::vector<std::pair<std::string, std::string>> tags() const;
  std::optional<std::string> result() const;  // set once finished
  // Wall-clock time (ms since 1970) when the first event was written, if any: the game's date.
  std::optional<std::int64_t> first_wall_ms() const;
  // Wall-clock time (ms since 1970) when the last event was written, if any.
  std::optional<std::int64_t> last_wall_ms() const;
  std::string path() const { return path_; }
  // How its setup reads: as written (format 4), or as before the rest times (format 3 and older).
  SetupReading setup_reading() const;

 private:
  std::optional<std::string> meta(const std::string& key) const;
  void set_meta(const std::string& key, const std::string& value);
  void exec(const char* sql);
  void set_meta(const std::string& key, std::int64_t value);
  std::vector<Row> read_events(std::string* last_check) const;

  bool check_is_ours() const;  // true: a new, empty file
  // The setup, every event, their number and the result checked; says how many events there
  // are and the last one's check (the setup's before the first).
  struct Tail {
    std::int64_t events = 0;
    std::string last_check;
  };
  Tail check_whole() const;
  bool sealed() const;  // format 3 on: the setup, the count and the result are checked
  void hold_lock();
  void release();

  std::string path_;
  sqlite3* db_ = nullptr;
  std::string chain_;                // the check of the last event written (the setup's before the first)
  std::int64_t count_ = 0;           // events written
  std::optional<ProcessLock> lock_;  // <journal>.lock, held while a table writes
};

}  // namespace twinboard::runtime
