// The hall's own record (issue 37): every message the collector kept, in one SQLite file, so
// a hall that is killed and started again serves every game it once served, although the
// tables that played them have gone. Each table's effect is kept once by its number (the
// first one heard, as the collector does); its state and status, the latest. At start the
// file is read back through the collector's own border (HallCollector::take), so a message
// the collector would refuse is refused from the file too.
//
// The file is the broadcast's memory, not the game's record (the table's journal is):
// written in WAL mode with synchronous=NORMAL by a thread of its own, the messages that came
// meanwhile in one transaction (issue 50, item 3: the hall's intake wrote each message and
// waited on the disk at every checkpoint, while 2,000 tables' messages queued behind it).
// A hall killed outright, or a power cut, may lose the last moment's messages; the tables
// send them again when the hall, started again, asks for what it lacks.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "core/result.h"

struct sqlite3;
struct sqlite3_stmt;

namespace twinboard::hall {

class HallCollector;

class HallStore {
 public:
  // Opens or creates the file; a file that is not a hall's, or damaged, is refused with the
  // reason (never read in part). `log` is told when a message could not be written.
  static Result<std::unique_ptr<HallStore>, std::string> open(const std::string& path,
                                                              std::function<void(const std::string&)> log = nullptr);
  // Writes what is still waiting, then closes the file.
  ~HallStore();
  HallStore(const HallStore&) = delete;
  HallStore& operator=(const HallStore&) = delete;

  // Feeds every kept message of `event` back to the collector; returns how many it took.
  std::size_t restore(const std::string& event, HallCollector& collector);
  // Keeps one message the collector has just kept (topic twinboard/EVENT/ROUND/BOARD/KIND),
  // with when it was heard (the public broadcast's delay counts from then): handed to the
  // writing thread, never waited for. An effect is kept by its number, the first time; a
  // state or status replaces the last.
  void keep(std::string topic, std::string payload, std::int64_t heard_ms);
  // Returns once everything handed to keep() before is in the file (or was logged as not).
  void flush();

  const std::string& path() const { return path_; }

 private:
  struct Message {
    std::string topic, payload;
    std::int64_t heard_ms;
  };
  HallStore(sqlite3* db, std::string path, std::function<void(const std::string&)> log, sqlite3_stmt* insert_effect,
            sqlite3_stmt* replace_latest);
  void write_all();                           // the writing thread
  std::string write(const Message& message);  // why it could not be written, or ""
  sqlite3* db_;
  std::string path_;
  std::function<void(const std::string&)> log_;
  sqlite3_stmt* insert_effect_;
  sqlite3_stmt* replace_latest_;
  std::mutex mutex_;
  std::condition_variable wake_, written_;
  std::vector<Message> waiting_;
  std::uint64_t handed_ = 0, done_ = 0;  // messages handed to keep(), and written (or logged)
  bool stopping_ = false;
  std::thread writer_;  // last: started when everything above is
};

}  // namespace twinboard::hall
