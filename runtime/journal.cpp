// The journal: one SQLite file per game, written event by event and read back (journal.h).
// Longer than 400 lines, and one file all the same: the writer and the checks that refuse a
// damaged journal share its prepared statements, its chain of checks and its format marks;
// apart, the format would be written down in two places.
#include "journal.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <xxhash.h>

#include <cerrno>
#include <cstdio>
#include <cctype>
#include <charconv>
#include <cstring>
#include <filesystem>

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

// 4: as 3; its setup reads a missing release_ms/vi_rest_ms as today's defaults (issue 48).
constexpr std::string_view kFormat = "twinboard journal 4";
// 3: the setup, the number of events and the result are checked too (issue 39).
constexpr std::string_view kFormatSealed = "twinboard journal 3";
constexpr std::string_view kFormatChained = "twinboard journal 2";  // events carry their check
constexpr std::string_view kFormatUnchecked = "twinboard journal 1";

// The running check of an event: xxHash64 of the previous check and the row, in hex.
std::string chained(const std::string& previous, const std::string& event, const std::string& source,
                    std::int64_t wall_ms) {
  const std::string row = previous + '\n' + event + '\n' + source + '\n' + std::to_string(wall_ms);
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(XXH3_64bits(row.data(), row.size())));
  return hex;
}

// Where the checks of a sealed journal begin: the setup and the tags, so a changed or lost
// setup is noticed at the first event.
std::string origin(const std::string& setup, const std::string& tags) { return chained("", setup, tags, 0); }

// The result's own check: it follows the last event's, so a result written by hand, or one
// left from before the last events, does not match.
std::string result_check(const std::string& last, const std::string& result) {
  return chained(last, "result", result, 0);
}

// A path as an SQLite URI (file:...), every byte outside the plain ones escaped.
std::string uri_of(const std::string& path, const char* query) {
  std::string uri = "file:";
  for (unsigned char c : path) {
    if (std::isalnum(c) || std::strchr("/-._~", c)) {
      uri += char(c);
    } else {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", c);
      uri += hex;
    }
  }
  return uri + "?" + query;
}

// SQLite calls a write that a file size limit (ulimit -f) stopped a mere I/O error, and
// its saved errno is not always the write's: the folder's free space and the limit say it.
bool no_room_for(const std::string& path) {
  struct statvfs disk {};
  std::error_code ignored;  // called while a write fails: it must not throw itself
  const std::string folder = std::filesystem::absolute(path, ignored).parent_path().string();
  if (statvfs(folder.c_str(), &disk) == 0 && std::uint64_t(disk.f_bavail) * disk.f_frsize < 1024 * 1024) return true;
  rlimit limit{};
  if (getrlimit(RLIMIT_FSIZE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return false;
  std::error_code error;
  for (const char* suffix : {"", "-wal"}) {
    const auto size = std::filesystem::file_size(path + suffix, error);
    if (!error && size + 64 * 1024 >= limit.rlim_cur) return true;
  }
  return false;
}

WriteTrouble trouble_of(sqlite3* db, const std::string& path) {
  switch (sqlite3_errcode(db)) {
    case SQLITE_FULL: return WriteTrouble::DiskFull;
    case SQLITE_BUSY:
    case SQLITE_LOCKED: return WriteTrouble::Locked;
    case SQLITE_READONLY: return WriteTrouble::ReadOnly;
    case SQLITE_IOERR: return no_room_for(path) ? WriteTrouble::DiskFull : WriteTrouble::Other;
    default: return WriteTrouble::Other;
  }
}

}  // namespace

Journal::Journal(const std::string& path, Access access) : path_(path) {
  // Read: read-only, and where the folder cannot be written either (a USB stick mounted
  // read-only, a CD), as an immutable file: SQLite then needs no -shm file beside it.
  auto open = [&](const char* query, int flags) {
    sqlite3_close(db_);
    db_ = nullptr;
    if (sqlite3_open_v2(uri_of(path, query).c_str(), &db_, flags | SQLITE_OPEN_URI, nullptr) == SQLITE_OK) return;
    std::string why = db_ ? sqlite3_errmsg(db_) : "out of memory";
    sqlite3_close(db_);
    db_ = nullptr;
    throw std::runtime_error("cannot open the journal " + path + ": " + why);
  };
  if (access == Access::Write) {
    open("mode=rwc", SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  } else {
    if (::access(path.c_str(), R_OK) != 0)
      throw std::runtime_error("cannot open the journal " + path + ": " + std::strerror(errno));
    open("mode=ro", SQLITE_OPEN_READONLY);
    const int probe = sqlite3_exec(db_, "SELECT count(*) FROM sqlite_master", nullptr, nullptr, nullptr) & 0xff;
    if (probe == SQLITE_CANTOPEN || probe == SQLITE_READONLY) {
      // Immutable ignores a -wal file: one with writes in it cannot be read from here.
      std::error_code ec;
      if (std::filesystem::file_size(path + "-wal", ec) > 0 && !ec)
        throw std::runtime_error("cannot read the journal " + path + ": its last writes are in " + path +
                                 "-wal, which cannot be read where the folder cannot be written; copy both files "
                                 "to a writable folder and export the copy");
      open("immutable=1", SQLITE_OPEN_READONLY);
    }
  }
  // A reader waits for a writer's moment; a table does not stall its game on another program
  // that holds the journal: it is told at once and the game goes on (docs/reliability.md).
  sqlite3_busy_timeout(db_, access == Access::Write ? 200 : 2000);
  try {
    const bool fresh = check_is_ours();
    if (access == Access::Read && fresh) throw DamagedJournal(path + " holds no journal");
    if (access == Access::Write) {
      hold_lock();
      // WAL: an append is one sequential write; FULL: it is on disk when append returns, so
      // a power cut loses no event the table has acted on.
      exec("PRAGMA journal_mode=WAL");
      exec("PRAGMA synchronous=FULL");
      if (fresh) {
        // The marker with the tables, in one transaction: a file left between the two (a
        // table that stopped before its game began) is still an empty journal, not a foreign one.
        exec("BEGIN IMMEDIATE");
        exec("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
        exec(
            "CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, event TEXT NOT NULL, source TEXT NOT NULL, "
            "wall_ms INTEGER NOT NULL, chain TEXT NOT NULL DEFAULT '')");
        set_meta("format", std::string(kFormat));
        exec("COMMIT");
      }
    }
    const Tail tail = check_whole();  // read once: the checks, and where appending goes on
    count_ = tail.events;
    chain_ = tail.last_check;
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
  // Our two tables, both empty and unmarked: left by an older twinboard that stopped before
  // its game began. Nothing in it to lose or to misread.
  if (has_meta && has_events && !other) {
    Statement any(db_, "SELECT 1 FROM meta UNION ALL SELECT 1 FROM events LIMIT 1");
    if (!any.row()) return true;
  }
  const std::string refused = path_ + " is not a twinboard journal";
  if (other || !has_meta || !has_events) throw DamagedJournal(refused + " (it holds other tables, or misses ours)");
  Statement format(db_, "SELECT value FROM meta WHERE key = 'format'");
  if (!format.row()) throw DamagedJournal(refused + " (no format marker)");
  const std::string marker = format.text(0);
  if (marker != kFormat && marker != kFormatSealed && marker != kFormatChained && marker != kFormatUnchecked)
    throw DamagedJournal(refused + " ('" + shortened(marker) + "')");
  return false;
}

bool Journal::sealed() const {
  const auto format = meta("format");
  return format == std::string(kFormat) || format == std::string(kFormatSealed);
}

// A setup journalled before format 4 knew one rest time for every move: it reads as then.
SetupReading Journal::setup_reading() const {
  return meta("format") == std::string(kFormat) ? SetupReading::Today : SetupReading::BeforeRestTimes;
}

// Everything is checked as the journal opens, so no caller acts on part of a damaged one:
// events without the setup they were played from, lost last events, a result nobody wrote.
Journal::Tail Journal::check_whole() const {
  if (!db_ || !meta("format")) return {};  // a new file: nothing in it yet
  if (!meta("setup")) {
    Statement rows(db_, "SELECT count(*) FROM events");
    const std::int64_t held = rows.row() ? rows.integer(0) : 0;
    if (held > 0 || meta("result"))
      throw DamagedJournal("the journal " + path_ + " holds " + std::to_string(held) +
                           " events but no setup: it is not as twinboard wrote it");
    return {};
  }
  std::string last;
  const std::size_t held = read_events(&last).size();
  if (!sealed()) {  // an older journal: its events carry checks, its count and result do not
    if (meta("count") || meta("last") || meta("result_check"))
      throw DamagedJournal("the journal " + path_ + " is damaged: its format marker was changed");
    return {std::int64_t(held), last};
  }
  const auto count = meta("count");
  std::int64_t recorded = -1;
  if (count) std::from_chars(count->data(), count->data() + count->size(), recorded);
  if (recorded < 0 || meta("last") != last) {
    if (recorded > std::int64_t(held))
      throw DamagedJournal("the journal " + path_ + " lost its last " + std::to_string(recorded - std::int64_t(held)) +
                           " events: it holds " + std::to_string(held) + " of the " + std::to_string(recorded) +
                           " it recorded (events " + std::to_string(held + 1) + " to " + std::to_string(recorded) +
                           " are missing)");
    throw DamagedJournal("the journal " + path_ + " is damaged: its record of " + (count ? *count : std::string("?")) +
                         " events does not match the " + std::to_string(held) + " it holds");
  }
  if (!meta("result") && (meta("result_at") || meta("result_check")))
    throw DamagedJournal("the journal " + path_ + " is damaged: its result was removed");
  if (const auto result = meta("result")) {
    // The result follows the event after which the game ended (events may come after it: a
    // question, an arbiter's order); its check follows that event's.
    const auto at = meta("result_at");
    std::int64_t after = -1;
    if (at) std::from_chars(at->data(), at->data() + at->size(), after);
    std::string check_then;
    if (after == 0) check_then = origin(*meta("setup"), meta("tags").value_or(""));
    if (after > 0 && after <= std::int64_t(held)) {
      Statement row(db_, "SELECT chain FROM events ORDER BY seq LIMIT 1 OFFSET ?");
      row.bind(1, after - 1);
      if (row.row()) check_then = row.text(0);
    }
    if (after < 0 || after > std::int64_t(held) || check_then.empty() ||
        meta("result_check") != result_check(check_then, *result + "@" + *at))
      throw DamagedJournal("the journal " + path_ + " is damaged: its result '" + shortened(*result) +
                           "' was not written by twinboard at the end of its game");
  }
  return {std::int64_t(held), last};
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

void Journal::set_meta(const std::string& key, std::int64_t value) { set_meta(key, std::to_string(value)); }

bool Journal::empty() const {
  if (meta("setup")) return false;
  Statement s(db_, "SELECT 1 FROM events LIMIT 1");
  return !s.row();
}

// A write in one transaction, rolled back whole when any part fails; the failure says why
// in terms the arbiter can act on.
// A write in one transaction, rolled back whole when any part fails; the failure says why
// in terms the arbiter can act on.
template <typename Write>
static void transaction(sqlite3* db, const std::string& path, Write&& write) {
  auto run = [db](const char* sql) { return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK; };
  auto failed = [db, &path] {
    const WriteTrouble trouble = trouble_of(db, path);
    return JournalWriteError(
        std::string("journal: ") + sqlite3_errmsg(db) +
            (trouble == WriteTrouble::DiskFull ? ": no room on the disk or in the file size limit" : ""),
        trouble);
  };
  if (!run("BEGIN IMMEDIATE")) throw failed();
  try {
    write();
    if (!run("COMMIT")) throw failed();
  } catch (const JournalWriteError&) {
    run("ROLLBACK");
    throw;
  } catch (const std::exception&) {
    const JournalWriteError error = failed();
    run("ROLLBACK");
    throw error;
  }
}

void Journal::start(const TableSetup& setup, const std::vector<std::pair<std::string, std::string>>& tags) {
  if (!empty()) throw std::logic_error("the journal " + path_ + " holds a game: it is never written over");
  const std::string setup_text = setup_json(setup);
  nlohmann::ordered_json t = nlohmann::ordered_json::array();
  for (const auto& [name, value] : tags) t.push_back({name, value});
  const std::string tags_text = t.dump();
  const std::string first = origin(setup_text, tags_text);
  transaction(db_, path_, [&] {
    set_meta("format", std::string(kFormat));
    set_meta("setup", setup_text);
    set_meta("tags", tags_text);
    set_meta("count", std::int64_t(0));
    set_meta("last", first);
  });
  chain_ = first;
  count_ = 0;
}

void Journal::append(const Event& event, const std::string& source) {
  const std::string text = event_json(event);
  const std::int64_t wall = wall_clock_ms();
  const std::string chain = chained(chain_, text, source, wall);
  // The event, its number and its check together: a journal that lost its last rows says so.
  transaction(db_, path_, [&] {
    Statement s(db_, "INSERT INTO events (event, source, wall_ms, chain) VALUES (?, ?, ?, ?)");
    s.bind(1, text);
    s.bind(2, source);
    s.bind(3, wall);
    s.bind(4, chain);
    s.row();
    set_meta("count", count_ + 1);
    set_meta("last", chain);
  });
  chain_ = chain;  // only once it is written: a failed write is tried again with the same check
  ++count_;
}

void Journal::finish(const std::string& result) {
  transaction(db_, path_, [&] {
    set_meta("result", result);
    set_meta("result_at", count_);
    set_meta("result_check", result_check(chain_, result + "@" + std::to_string(count_)));
  });
}

void Journal::reopen() {
  transaction(db_, path_, [&] {
    Statement s(db_, "DELETE FROM meta WHERE key IN ('result', 'result_at', 'result_check')");
    s.row();
  });
}

std::optional<std::string> Journal::result() const { return meta("result"); }

std::optional<std::int64_t> Journal::first_wall_ms() const {
  Statement s(db_, "SELECT wall_ms FROM events ORDER BY seq LIMIT 1");
  if (!s.row()) return std::nullopt;
  return s.integer(0);
}

std::optional<std::int64_t> Journal::last_wall_ms() const {
  Statement s(db_, "SELECT wall_ms FROM events ORDER BY seq DESC LIMIT 1");
  if (!s.row()) return std::nullopt;
  return s.integer(0);
}

TableSetup Journal::setup() const {
  auto line = meta("setup");
  if (!line) throw DamagedJournal("the journal " + path_ + " holds no game");
  auto setup = read_setup(*line, setup_reading());
  if (!setup) throw DamagedJournal("the journal " + path_ + " has a damaged setup: " + setup.error());
  return *setup;
}

std::vector<Journal::Row> Journal::events() const { return read_events(nullptr); }

// Every event, each held against its check; `last_check` gets the last one (the setup's
// when there are none).
std::vector<Journal::Row> Journal::read_events(std::string* last_check) const {
  std::vector<Row> rows;
  const auto format = meta("format");
  const bool checked = sealed() || format == std::string(kFormatChained);
  Statement s(db_, checked ? "SELECT seq, event, source, wall_ms, chain FROM events ORDER BY seq"
                           : "SELECT seq, event, source FROM events ORDER BY seq");
  std::string chain;
  if (sealed())
    if (const auto setup = meta("setup")) chain = origin(*setup, meta("tags").value_or(""));
  // The setup's seats name the boards in the events (an older journal's "tactile" board too).
  TableSetup seats;
  if (const auto line = meta("setup"))
    if (auto read = read_setup(*line, setup_reading())) seats = *read;
  Millis last = 0;
  while (s.row()) {
    auto damaged = [&] { return "the journal " + path_ + " is damaged at event " + s.text(0); };
    if (checked) {
      chain = chained(chain, s.text(1), s.text(2), s.integer(3));
      if (chain != s.text(4))
        throw DamagedJournal(damaged() + ": its check does not match (changed, lost or moved rows)");
    }
    auto event = read_event(s.text(1), seats);
    if (!event) throw DamagedJournal(damaged() + ": " + event.error());
    if (event->at < last) throw DamagedJournal(damaged() + ": it is earlier than the event before it");
    last = event->at;
    rows.push_back({*event, s.text(2)});
  }
  if (last_check) *last_check = chain;
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
