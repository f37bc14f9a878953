#include "journal.h"

#include <sqlite3.h>

#include <nlohmann/json.hpp>
#include <chrono>
#include <stdexcept>

#include "scenario.h"

namespace twinboard::app {
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

  void bind(int i, const std::string& text) { sqlite3_bind_text(stmt_, i, text.c_str(), int(text.size()), SQLITE_TRANSIENT); }
  void bind(int i, std::int64_t value) { sqlite3_bind_int64(stmt_, i, value); }
  bool row() {
    const int rc = sqlite3_step(stmt_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    throw std::runtime_error(std::string("journal: ") + sqlite3_errmsg(db_));
  }
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
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch()).count();
}

Journal::Journal(const std::string& path, bool create) : path_(path) {
  const int flags = SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0);
  if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    throw std::runtime_error("cannot open the journal " + path + ": " + why);
  }
  sqlite3_busy_timeout(db_, 2000);
  try {
    // WAL: an append is one sequential write; FULL: it is on disk when append returns, so
    // a power cut loses no event the table has acted on.
    exec("PRAGMA journal_mode=WAL");
    exec("PRAGMA synchronous=FULL");
    exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    exec("CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, event TEXT NOT NULL, source TEXT NOT NULL, wall_ms INTEGER NOT NULL)");
  } catch (const std::runtime_error& e) {
    sqlite3_close(db_);
    throw std::runtime_error("cannot use " + path + " as a journal: " + e.what());
  }
}

Journal::~Journal() { sqlite3_close(db_); }

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
    set_meta("format", "twinboard journal 1");
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
  Statement s(db_, "INSERT INTO events (event, source, wall_ms) VALUES (?, ?, ?)");
  s.bind(1, event_json(event));
  s.bind(2, source);
  s.bind(3, wall_clock_ms());
  s.row();
}

void Journal::finish(const std::string& result) { set_meta("result", result); }

std::optional<std::string> Journal::result() const { return meta("result"); }

std::optional<std::int64_t> Journal::last_wall_ms() const {
  Statement s(db_, "SELECT wall_ms FROM events ORDER BY seq DESC LIMIT 1");
  if (!s.row()) return std::nullopt;
  return std::stoll(s.text(0));
}

TableSetup Journal::setup() const {
  auto line = meta("setup");
  if (!line) throw std::runtime_error("the journal " + path_ + " holds no game");
  auto setup = read_setup(*line);
  if (!setup) throw std::runtime_error("the journal " + path_ + " has a damaged setup: " + setup.error());
  return *setup;
}

std::vector<Journal::Row> Journal::events() const {
  std::vector<Row> rows;
  Statement s(db_, "SELECT seq, event, source FROM events ORDER BY seq");
  while (s.row()) {
    auto event = read_event(s.text(1));
    if (!event)
      throw std::runtime_error("the journal " + path_ + " has a damaged event " + s.text(0) + ": " + event.error());
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

}  // namespace twinboard::app
