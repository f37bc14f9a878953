// A table's journals, one game each: board7.sqlite, then board7-2.sqlite, board7-3.sqlite
// ... A journal that holds a game is never written over (issue 39): a finished game stays
// where it was, and the next game is journalled in the next name of the series.
#pragma once

#include <memory>
#include <string>

#include "journal.h"

namespace twinboard::runtime {

// The n-th journal of the series that begins at `path` (n = 1: `path` itself).
std::string numbered_journal(const std::string& path, int n);
// The newest journal of the series: the number of the last name that exists (1 when none
// does), and that name.
int newest_journal_number(const std::string& path);
std::string newest_journal(const std::string& path);

struct TableJournal {
  std::unique_ptr<Journal> journal;
  // When the newest journal held a game the table does not resume: that journal, and why it
  // was set aside ("a finished game (1-0)"); empty otherwise.
  std::string kept, why_kept;
};

// The journal a table writes to: the newest of the series when it is empty or holds an
// unfinished game the table resumes (`resume`), else a new one after it. Throws as Journal
// does: a damaged journal is refused, never passed over.
TableJournal open_table_journal(const std::string& path, bool resume);

}  // namespace twinboard::runtime
