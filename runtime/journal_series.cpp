#include "journal_series.h"

#include <filesystem>

namespace twinboard::runtime {

std::string numbered_journal(const std::string& path, int n) {
  if (n <= 1) return path;
  const std::filesystem::path p(path);
  std::filesystem::path numbered = p;
  numbered.replace_filename(p.stem().string() + "-" + std::to_string(n) + p.extension().string());
  return numbered.string();
}

int newest_journal_number(const std::string& path) {
  int n = 1;
  std::error_code error;
  while (std::filesystem::exists(numbered_journal(path, n + 1), error)) ++n;
  return n;
}

std::string newest_journal(const std::string& path) { return numbered_journal(path, newest_journal_number(path)); }

TableJournal open_table_journal(const std::string& path, bool resume) {
  TableJournal out;
  int n = newest_journal_number(path);
  for (;; ++n) {
    const std::string name = numbered_journal(path, n);
    auto journal = std::make_unique<Journal>(name);
    if (journal->empty()) {
      out.journal = std::move(journal);
      return out;
    }
    const auto result = journal->result();
    if (!result && resume) {
      out.journal = std::move(journal);
      return out;
    }
    // Set aside, never emptied; a journal another table made after it is looked at in turn.
    if (out.kept.empty()) {
      out.kept = name;
      out.why_kept = result ? "a finished game (" + *result + ")" : "an unfinished game, and game.resume is off";
    }
  }
}

}  // namespace twinboard::runtime
