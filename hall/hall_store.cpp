#include "hall/hall_store.h"

#include <sqlite3.h>

#include <nlohmann/json.hpp>

#include "hall/hall_collector.h"

namespace twinboard::hall {
namespace {

constexpr int kFormat = 1;

// The statements' text, the schema's too: one place says what the file holds.
constexpr const char* kSchema =
    "CREATE TABLE IF NOT EXISTS hall_format(version INTEGER NOT NULL);"
    // Each table's effects by their numbers, the first heard kept.
    "CREATE TABLE IF NOT EXISTS effects(topic TEXT NOT NULL, seq INTEGER NOT NULL, payload TEXT NOT NULL,"
    " heard_ms INTEGER NOT NULL, PRIMARY KEY(topic, seq)) WITHOUT ROWID;"
    // Each table's latest state and status, by topic.
    "CREATE TABLE IF NOT EXISTS latest(topic TEXT PRIMARY KEY NOT NULL, payload TEXT NOT NULL,"
    " heard_ms INTEGER NOT NULL) WITHOUT ROWID;";

std::string sqlite_error(sqlite3* db, const std::string& what) { return what + ": " + sqlite3_errmsg(db); }

// The one value of a query of one row and column; nothing when there is no row.
std::optional<std::string> single_text(sqlite3* db, const char* sql) {
  sqlite3_stmt* statement = nullptr;
  if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) != SQLITE_OK) return std::nullopt;
  std::optional<std::string> value;
  if (sqlite3_step(statement) == SQLITE_ROW) {
    const auto* text = sqlite3_column_text(statement, 0);
    value = text ? reinterpret_cast<const char*>(text) : "";
  }
  sqlite3_finalize(statement);
  return value;
}

}  // namespace

Result<std::unique_ptr<HallStore>, std::string> HallStore::open(const std::string& path,
                                                                std::function<void(const std::string&)> log) {
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr) !=
      SQLITE_OK) {
    std::string why = path + ": " + (db ? sqlite3_errmsg(db) : "cannot be opened");
    sqlite3_close(db);
    return Failure{why};
  }
  auto refuse = [&](const std::string& why) -> Result<std::unique_ptr<HallStore>, std::string> {
    sqlite3_close(db);
    return Failure{path + ": " + why};
  };
  sqlite3_busy_timeout(db, 2000);
  // A damaged file is refused whole, never read in part.
  const auto check = single_text(db, "PRAGMA quick_check");
  if (!check) return refuse("not an SQLite file (or damaged): " + std::string(sqlite3_errmsg(db)));
  if (*check != "ok") return refuse("damaged (" + *check + "); move it aside to start an empty one");
  const auto tables = single_text(db, "SELECT count(*) FROM sqlite_master WHERE type='table'");
  const auto marked = single_text(db, "SELECT count(*) FROM sqlite_master WHERE name='hall_format'");
  if (tables && *tables != "0" && marked != "1") return refuse("not a hall's file (another program's tables)");
  if (sqlite3_exec(db, "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;", nullptr, nullptr, nullptr) != SQLITE_OK ||
      sqlite3_exec(db, kSchema, nullptr, nullptr, nullptr) != SQLITE_OK)
    return refuse(sqlite3_errmsg(db));
  const auto version = single_text(db, "SELECT version FROM hall_format");
  if (!version) {
    const std::string mark = "INSERT INTO hall_format(version) VALUES(" + std::to_string(kFormat) + ")";
    if (sqlite3_exec(db, mark.c_str(), nullptr, nullptr, nullptr) != SQLITE_OK) return refuse(sqlite3_errmsg(db));
  } else if (*version != std::to_string(kFormat)) {
    return refuse("a hall's file of format " + *version + ", this hall reads format " + std::to_string(kFormat));
  }
  // Prepared before the store exists: its writing thread starts with it and uses them.
  sqlite3_stmt* insert_effect = nullptr;
  sqlite3_stmt* replace_latest = nullptr;
  if (sqlite3_prepare_v2(db, "INSERT OR IGNORE INTO effects(topic, seq, payload, heard_ms) VALUES(?, ?, ?, ?)", -1,
                         &insert_effect, nullptr) != SQLITE_OK ||
      sqlite3_prepare_v2(db, "INSERT OR REPLACE INTO latest(topic, payload, heard_ms) VALUES(?, ?, ?)", -1,
                         &replace_latest, nullptr) != SQLITE_OK) {
    const std::string why = sqlite3_errmsg(db);
    sqlite3_finalize(insert_effect);
    return refuse(why);
  }
  return std::unique_ptr<HallStore>(new HallStore(db, path, std::move(log), insert_effect, replace_latest));
}

HallStore::HallStore(sqlite3* db, std::string path, std::function<void(const std::string&)> log,
                     sqlite3_stmt* insert_effect, sqlite3_stmt* replace_latest)
    : db_(db),
      path_(std::move(path)),
      log_(std::move(log)),
      insert_effect_(insert_effect),
      replace_latest_(replace_latest),
      writer_([this] { write_all(); }) {}

HallStore::~HallStore() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  writer_.join();  // it writes what waits before it ends
  sqlite3_finalize(insert_effect_);
  sqlite3_finalize(replace_latest_);
  sqlite3_close(db_);
}

std::size_t HallStore::restore(const std::string& event, HallCollector& collector) {
  std::size_t taken = 0;
  const std::string prefix = "twinboard/" + event + "/";
  // Effects first, by number; then the states and statuses, as a broker gives retained ones.
  for (const char* sql :
       {"SELECT topic, payload, heard_ms FROM effects WHERE substr(topic, 1, ?1) = ?2 ORDER BY topic, seq",
        "SELECT topic, payload, heard_ms FROM latest WHERE substr(topic, 1, ?1) = ?2"}) {
    sqlite3_stmt* statement = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &statement, nullptr) != SQLITE_OK) continue;
    sqlite3_bind_int(statement, 1, int(prefix.size()));
    sqlite3_bind_text(statement, 2, prefix.data(), int(prefix.size()), SQLITE_TRANSIENT);
    while (sqlite3_step(statement) == SQLITE_ROW) {
      const auto* topic = reinterpret_cast<const char*>(sqlite3_column_text(statement, 0));
      const auto* payload = reinterpret_cast<const char*>(sqlite3_column_text(statement, 1));
      if (!topic || !payload) continue;
      if (collector.take(topic, payload, sqlite3_column_int64(statement, 2)) == Taken::Kept) ++taken;
    }
    sqlite3_finalize(statement);
  }
  return taken;
}

void HallStore::keep(std::string topic, std::string payload, std::int64_t heard_ms) {
  {
    std::lock_guard lock(mutex_);
    waiting_.push_back({std::move(topic), std::move(payload), heard_ms});
    ++handed_;
  }
  wake_.notify_one();
}

void HallStore::flush() {
  std::unique_lock lock(mutex_);
  const std::uint64_t handed = handed_;
  written_.wait(lock, [&] { return done_ >= handed; });
}

// Whatever came while the last batch was written goes in one transaction: one write of the
// log for many messages, and SQLite's checkpoints (which wait on the disk) happen here.
void HallStore::write_all() {
  std::unique_lock lock(mutex_);
  while (true) {
    wake_.wait(lock, [&] { return stopping_ || !waiting_.empty(); });
    if (waiting_.empty()) return;  // stopping, and nothing left
    std::vector<Message> batch = std::move(waiting_);
    waiting_.clear();
    lock.unlock();
    const bool in_transaction = sqlite3_exec(db_, "BEGIN", nullptr, nullptr, nullptr) == SQLITE_OK;
    for (const Message& message : batch)
      if (const std::string why = write(message); !why.empty() && log_)
        log_("hall: could not keep a message of " + message.topic + " in " + path_ + ": " + why);
    if (in_transaction && sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) != SQLITE_OK) {
      if (log_)
        log_("hall: could not keep " + std::to_string(batch.size()) + " messages in " + path_ + ": " +
             sqlite3_errmsg(db_));
      // A transaction left open would make every later BEGIN fail, and nothing be kept again.
      if (!sqlite3_get_autocommit(db_)) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    lock.lock();
    done_ += batch.size();
    written_.notify_all();
  }
}

std::string HallStore::write(const Message& message) {
  const std::string& topic = message.topic;
  const std::string& payload = message.payload;
  const std::int64_t heard_ms = message.heard_ms;
  sqlite3_stmt* statement = nullptr;
  if (topic.ends_with("/events")) {
    // The collector has read it: its number is there and unsigned.
    const nlohmann::json json = nlohmann::json::parse(payload, nullptr, false);
    if (json.is_discarded() || !json.contains("seq") || !json["seq"].is_number_unsigned()) return "no effect number";
    statement = insert_effect_;
    sqlite3_bind_text(statement, 1, topic.data(), int(topic.size()), SQLITE_TRANSIENT);
    sqlite3_bind_int64(statement, 2, sqlite3_int64(json["seq"].get<std::uint64_t>()));
    sqlite3_bind_text(statement, 3, payload.data(), int(payload.size()), SQLITE_TRANSIENT);
    sqlite3_bind_int64(statement, 4, heard_ms);
  } else if (topic.ends_with("/state") || topic.ends_with("/status") || topic.ends_with("/pairing")) {
    statement = replace_latest_;
    sqlite3_bind_text(statement, 1, topic.data(), int(topic.size()), SQLITE_TRANSIENT);
    sqlite3_bind_text(statement, 2, payload.data(), int(payload.size()), SQLITE_TRANSIENT);
    sqlite3_bind_int64(statement, 3, heard_ms);
  } else {
    return "";  // answers to actions are for the moment, not for the record
  }
  const int rc = sqlite3_step(statement);
  const std::string why = rc == SQLITE_DONE ? "" : sqlite_error(db_, path_);  // before the reset clears it
  sqlite3_reset(statement);
  sqlite3_clear_bindings(statement);
  return why;
}

}  // namespace twinboard::hall
