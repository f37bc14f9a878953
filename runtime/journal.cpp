#include "journal.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <unistd.h>
#include <xxhash.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include <nlohmann/json.hpp>
#include <chrono>
#include <stdexcept>

#include "core/text_fold.h"
#include "scenario.h"

namespace twinboard::runtime {
namespace {

// A prepared statement that finalizes itself.
class Statement {
 public:
  Statement(sqlite3* db, const char* sql) : db_(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK)
      throw std::runtime_error(std::string("journal: ") + sqlite3_errmsg(db));
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  void bind(int i, const std::string& text) {
    sqlite3_bind_text(stmt_, i, text.c_str(), int(text.size()), SQLITE_TRANSIENT);
  }
  void bind(int i, std::int64_t value) { sqlite3_bind_int64(stmt_, i, value); }
  bool row() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw std::runtime_error(std::string("journal: ") + sqlite3_errmsg(db_));
  }
  std::int64_t integer(int column) const { return sqlite3_column_int64(stmt_, column); }
  std::string text(int column) const {
    const auto* p = sqlite3_column_text(stmt_, column);
    return p ? std::string(reinterpret_cast<const char*>(p), std::size_t(sqlite3_column_bytes(stmt_, column))) : "";
  }

 private:
  sqlite3* db_;
  sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace

std::int64_t wall_clock_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

namespace {

constexpr std::string_view kFormat = "twinboard journal 2";  // 2: events carry their check
constexpr std::string_view kFormatUnchecked = "twinboard journal 1";

// The running check of an event: xxHash64 of the previous check and the row, in hex.
std::string chained(const std::string& previous, const std::string& event, const std::string& source,
                    std::int64_t wall_ms) {
  const std::string row = previous + '\n' + event + '\n' + source + '\n' + std::to_string(wall_ms);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(XXH3_64bits(row.data(), row.size())));
  return hex;
}

}  // namespace

Journal::Journal(const std::string& path, Access access) : path_(path) {
  const int flags = access == Access::Read ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw std::runtime_error("cannot open the journal " + path + ": " + why);
  }
  sqlite3_busy_timeout(db_, 2000);
  try {
    const bool fresh = check_is_ours();
    if (access == Access::Read && fresh) throw DamagedJournal(path + " holds no journal");
    if (access == Access::Write) {
      hold_lock();
      // WAL: an append is one sequential write; FULL: it is on disk when append returns, so
      // a power cut loses no event the table has acted on.
      exec("PRAGMA journal_mode=WAL");
      exec("PRAGMA synchronous=FULL");
      exec("BEGIN IMMEDIATE");
      exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
      exec(
          "CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, event TEXT NOT NULL, source TEXT NOT NULL, "
          "wall_ms INTEGER NOT NULL, chain TEXT NOT NULL DEFAULT '')");
      exec("COMMIT");
      Statement last(db_, "SELECT chain FROM events ORDER BY seq DESC LIMIT 1");
      if (last.row()) chain_ = last.text(0);
    }
  } catch (const DamagedJournal&) {
    release();
    throw;
  } catch (const std::runtime_error& e) {
    release();
    const std::string why = e.what();
    // SQLite's word for a file that is no database at all, or a damaged one.
    if (why.find("not a database") != std::string::npos || why.find("malformed") != std::string::npos)
      throw DamagedJournal(path + " is not a twinboard journal, or is damaged: " + why);
    throw std::runtime_error("cannot use " + path + " as a journal: " + why);
  }
}

// One table per journal: `<journal>.lock` (app/process_lock.h). A lock file of its own:
// SQLite's locks on the journal itself must not be disturbed.
void Journal::hold_lock() {
  auto lock = ProcessLock::take(path_ + ".lock");
  if (!lock) throw std::runtime_error(lock.error());
  lock_.emplace(std::move(*lock));
}

// A file that is someone else's SQLite database (other tables, or no twinboard format
// marker) is never read or written as a journal.
bool Journal::check_is_ours() const {
  Statement tables(db_, "SELECT name FROM sqlite_master WHERE type = 'table'");
  bool has_meta = false, has_events = false, other = false;
  while (tables.row()) {
    const std::string name = tables.text(0);
    if (name == "meta") has_meta = true;
    else if (name == "events") has_events = true;
    else other = true;
  }
  if (!has_meta && !has_events && !other) return true;  // a new, empty file
  const std::string refused = path_ + " is not a twinboard journal";
  if (other || !has_meta || !has_events) throw DamagedJournal(refused + " (it holds other tables, or misses ours)");
  Statement format(db_, "SELECT value FROM meta WHERE key = 'format'");
  if (!format.row()) throw DamagedJournal(refused + " (no format marker)");
  const std::string marker = format.text(0);
  if (marker != kFormat && marker != kFormatUnchecked) throw DamagedJournal(refused + " ('" + shortened(marker) + "')");
  return false;
}

Journal::~Journal() { release(); }

// The database closed before the lock: no other table may write until this one is done.
void Journal::release() {
  sqlite3_close(db_);
  db_ = nullptr;
  lock_.reset();
}

void Journal::exec(const char* sql) {
  char* error = nullptr;
  if (sqlite3_exec(db_, sql, nullptr, nullptr, &error) != SQLITE_OK) {
    std::string why = error ? error : "unknown error";
    sqlite3_free(error);
    throw std::runtime_error(why);
  }
}

std::optional<std::string> Journal::meta(const std::string& key) const {
  Statement s(db_, "SELECT value FROM meta WHERE key = ?");
  s.bind(1, key);
  if (!s.row()) return std::nullopt;
  return s.text(0);
}

void Journal::set_meta(const std::string& key, const std::string& value) {
  Statement s(db_, "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)");
  s.bind(1, key);
  s.bind(2, value);
  s.row();
}

bool Journal::empty() const { return !meta("setup"); }

void Journal::start(const TableSetup& setup, const std::vector<std::pair<std::string, std::string>>& tags) {
  exec("BEGIN");
  try {
    exec("DELETE FROM events");
    exec("DELETE FROM meta");
    chain_.clear();
    set_meta("format", std::string(kFormat));
    set_meta("setup", setup_json(setup));
    nlohmann::ordered_json t = nlohmann::ordered_json::array();
    for (const auto& [name, value] : tags) t.push_back({name, value});
    set_meta("tags", t.dump());
    exec("COMMIT");
  } catch (...) {
    exec("ROLLBACK");
    throw;
  }
}

void Journal::append(const Event& event, const std::string& source) {
  const std::string text = event_json(event);
  const std::int64_t wall = wall_clock_ms();
  const std::string chain = chained(chain_, text, source, wall);
  Statement s(db_, "INSERT INTO events (event, source, wall_ms, chain) VALUES (?, ?, ?, ?)");
  s.bind(1, text);
  s.bind(2, source);
  s.bind(3, wall);
  s.bind(4, chain);
  s.row();
  chain_ = chain;  // only once it is written: a failed write is tried again with the same check
}

void Journal::finish(const std::string& result) { set_meta("result", result); }

std::optional<std::string> Journal::result() const { return meta("result"); }

std::optional<std::int64_t> Journal::last_wall_ms() const {
  Statement s(db_, "SELECT wall_ms FROM events ORDER BY seq DESC LIMIT 1");
  if (!s.row()) return std::nullopt;
  return s.integer(0);
}

TableSetup Journal::setup() const {
  auto line = meta("setup");
  if (!line) throw DamagedJournal("the journal " + path_ + " holds no game");
  auto setup = read_setup(*line);
  if (!setup) throw DamagedJournal("the journal " + path_ + " has a damaged setup: " + setup.error());
  return *setup;
}

std::vector<Journal::Row> Journal::events() const {
  std::vector<Row> rows;
  const bool checked = meta("format") == std::string(kFormat);
  Statement s(db_, checked ? "SELECT seq, event, source, wall_ms, chain FROM events ORDER BY seq"
                           : "SELECT seq, event, source FROM events ORDER BY seq");
  std::string chain;
  Millis last = 0;
  while (s.row()) {
    auto damaged = [&] { return "the journal " + path_ + " is damaged at event " + s.text(0); };
    if (checked) {
      chain = chained(chain, s.text(1), s.text(2), s.integer(3));
      if (chain != s.text(4))
        throw DamagedJournal(damaged() + ": its check does not match (changed, lost or moved rows)");
    }
    auto event = read_event(s.text(1));
    if (!event) throw DamagedJournal(damaged() + ": " + event.error());
    if (event->at < last) throw DamagedJournal(damaged() + ": it is earlier than the event before it");
    last = event->at;
    rows.push_back({*event, s.text(2)});
  }
  return rows;
}

std::vector<std::pair<std::string, std::string>> Journal::tags() const {
  std::vector<std::pair<std::string, std::string>> out;
  auto text = meta("tags");
  if (!text) return out;
  auto j = nlohmann::json::parse(*text, nullptr, false);
  if (!j.is_array()) return out;
  for (const auto& pair : j)
    if (pair.is_array() && pair.size() == 2 && pair[0].is_string() && pair[1].is_string())
      out.emplace_back(pair[0].get<std::string>(), pair[1].get<std::string>());
  return out;
}

}  // namespace twinboard::runtime
