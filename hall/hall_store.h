// The hall's own record (issue 37): every message the collector kept, in one SQLite file, so
// a hall that is killed and started again serves every game it once served, although the
// tables that played them have gone. Each table's effect is kept once by its number (the
// first one heard, as the collector does); its state and status, the latest. At start the
// file is read back through the collector's own border (HallCollector::take), so a message
// the collector would refuse is refused from the file too.
//
// The file is the broadcast's memory, not the game's record (the table's journal is):
// written in WAL mode with synchronous=NORMAL, a killed hall loses nothing it had kept; a
// power cut may lose the last moment, which the tables send again when asked.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "core/result.h"

struct sqlite3;
struct sqlite3_stmt;

namespace twinboard::hall {

class HallCollector;

class HallStore {
 public:
  // Opens or creates the file; a file that is not a hall's, or damaged, is refused with the
  // reason (never read in part).
  static Result<std::unique_ptr<HallStore>, std::string> open(const std::string& path);
  ~HallStore();
  HallStore(const HallStore&) = delete;
  HallStore& operator=(const HallStore&) = delete;

  // Feeds every kept message of `event` back to the collector; returns how many it took.
  std::size_t restore(const std::string& event, HallCollector& collector);
  // Keeps one message the collector has just kept (topic twinboard/EVENT/ROUND/BOARD/KIND),
  // with when it was heard (the public broadcast's delay counts from then).
  // An effect is kept by its number, the first time; a state or status replaces the last.
  // Returns why it could not be written, or "".
  std::string keep(const std::string& topic, const std::string& payload, std::int64_t heard_ms);

  const std::string& path() const { return path_; }

 private:
  HallStore(sqlite3* db, std::string path);
  sqlite3* db_;
  std::string path_;
  sqlite3_stmt* insert_effect_ = nullptr;
  sqlite3_stmt* replace_latest_ = nullptr;
};

}  // namespace twinboard::hall
