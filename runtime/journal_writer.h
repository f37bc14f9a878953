// The journal as the first of the table's outputs: every event is written before the table
// sees it (a move heard is a move kept). A journal that cannot be written (disk full, file
// size limit, a lock lost) does not stop the game: what it could not take waits here, in
// order, and is written first thing once it takes writes again.
#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <string>
#include <utility>

#include "core/table_events.h"
#include "runtime/journal.h"

namespace twinboard::runtime {

class JournalWriter {
 public:
  explicit JournalWriter(Journal* journal) : journal_(journal) {}
  bool active() const { return journal_ != nullptr; }
  Journal* journal() const { return journal_; }

  // What a write changed for the arbiter: nothing, the journal has begun to fail, or it has
  // caught up with everything it could not take.
  enum class Change { None, Failing, CaughtUp };
  // Appends the event after whatever waits.
  Change write(const Event& event, const std::string& source);
  // Writes the game's result once the journal holds every event; the error's text if it
  // cannot.
  std::optional<std::string> finish(const std::string& result);
  // The result was withdrawn (issue 49): the journal's game goes on; the error's text if not.
  std::optional<std::string> reopen();

  std::size_t unwritten() const { return unwritten_.size(); }
  WriteTrouble trouble() const { return trouble_; }  // why the journal last failed
  const std::string& why() const { return why_; }

 private:
  Journal* journal_;
  std::deque<std::pair<Event, std::string>> unwritten_;
  WriteTrouble trouble_ = WriteTrouble::Other;
  std::string why_;
};

}  // namespace twinboard::runtime
