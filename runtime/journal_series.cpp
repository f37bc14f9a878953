#include "journal_series.h"

#include <algorithm>
#include <filesystem>

namespace twinboard::runtime {

std::string numbered_journal(const std::string& path, int n) {
  if (n <= 1) return path;
  const std::filesystem::path p(path);
  std::filesystem::path numbered = p;
  numbered.replace_filename(p.stem().string() + "-" + std::to_string(n) + p.extension().string());
  return numbered.string();
}

// The highest number of the series in the folder, gaps and all (a journal of the series
// moved away leaves its later ones the newest).
int newest_journal_number(const std::string& path) {
  const std::filesystem::path p(path);
  const std::string stem = p.stem().string() + "-", extension = p.extension().string();
  int newest = 1;
  std::error_code error;
  const std::filesystem::path folder = p.has_parent_path() ? p.parent_path() : std::filesystem::path(".");
  for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= stem.size() + extension.size() || !name.starts_with(stem) || !name.ends_with(extension))
      continue;
    const std::string digits = name.substr(stem.size(), name.size() - stem.size() - extension.size());
    if (digits.empty() || digits.size() > 6 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
    newest = std::max(newest, std::stoi(digits));
  }
  return newest;
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
