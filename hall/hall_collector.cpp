#include "hall/hall_collector.h"

#include <charconv>
#include <chrono>
#include <set>
#include <optional>

#include "core/pgn.h"
#include "hall/collector_fields.h"
#include "hall/hall_action.h"

namespace twinboard::hall {
namespace {

std::vector<std::string> levels(const std::string& topic) {
  std::vector<std::string> out;
  std::size_t at = 0;
  for (std::size_t slash; (slash = topic.find('/', at)) != std::string::npos; at = slash + 1)
    out.push_back(topic.substr(at, slash - at));
  out.push_back(topic.substr(at));
  return out;
}

// A table's topic, twinboard/EVENT/ROUND/BOARD/KIND, read; nothing for any other.
struct TableTopic {
  std::string event, round;
  int board;
  std::string kind;  // events, state, status, answer, action, resend
};
std::optional<TableTopic> table_topic(const std::string& topic) {
  const std::vector<std::string> l = levels(topic);
  if (l.size() != 5 || l[0] != "twinboard") return std::nullopt;
  static const std::set<std::string> kKinds{"events", "state", "status", "answer", "action", "resend", "pairing"};
  if (!kKinds.contains(l[4])) return std::nullopt;
  int board = 0;
  const auto [end, error] = std::from_chars(l[3].data(), l[3].data() + l[3].size(), board);
  if (error != std::errc{} || end != l[3].data() + l[3].size() || board < 1) return std::nullopt;
  return TableTopic{l[1], l[2], board, l[4]};
}

// A clock as a table may show it (runtime::kClockRangeMs).
bool clock_in_range(const nlohmann::json& json, const char* field) {
  if (!json.contains(field) || json[field].is_null()) return true;  // no clock in use
  if (!json[field].is_number_integer()) return false;
  const auto ms = json[field].get<std::int64_t>();
  return ms > -runtime::kClockRangeMs && ms < runtime::kClockRangeMs;
}

}  // namespace

Taken HallCollector::refuse(std::string why) {
  refusal_ = std::move(why);
  return Taken::Refused;
}

std::string HallCollector::refusal() const {
  std::lock_guard lock(mutex_);
  return refusal_;
}

Taken HallCollector::take(const std::string& topic, const std::string& payload) {
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  return take(topic, payload, std::chrono::duration_cast<std::chrono::milliseconds>(now).count());
}

Taken HallCollector::take(const std::string& topic, const std::string& payload, std::int64_t heard_ms) {
  std::unique_lock lock(mutex_);
  news_ = true;  // unless take_locked finds the message changes nothing
  touched_.reset();
  const Taken taken = take_locked(topic, payload, heard_ms);
  if (taken != Taken::Kept || !news_) return taken;
  ++version_;
  if (touched_)
    if (const auto it = boards_.find(*touched_); it != boards_.end()) {
      by_change_.erase(it->second.changed_at);
      it->second.changed_at = version_;
      by_change_.emplace(version_, it->first);
    }
  lock.unlock();  // the pages woken take the lock at once: not while this thread holds it
  changed_.notify_all();
  return taken;
}

std::uint64_t HallCollector::version() const {
  std::lock_guard lock(mutex_);
  return version_;
}

std::uint64_t HallCollector::wait_for_change(std::uint64_t seen, std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout, [&] { return version_ != seen; });
  return version_;
}

std::string HallCollector::latest_round() const {
  std::lock_guard lock(mutex_);
  return boards_.empty() ? "" : boards_.rbegin()->first.round;
}

Taken HallCollector::take_locked(const std::string& topic, const std::string& payload, std::int64_t heard_ms) {
  if (payload.size() > kMaxMessage)
    return refuse(std::to_string(payload.size()) + " bytes: too long for a table's message");
  const auto at = table_topic(topic);
  if (!at) return refuse("no table's topic");
  if (at->kind == "action" || at->kind == "resend") return Taken::Left;  // the hall's own, or the arbiters'
  const Key key{at->round, at->board};
  touched_ = key;
  if (at->kind == "status") {
    if (payload != "online" && payload != "gone") return refuse("a status is online or gone");
    boards_[key].status = payload;
    boards_[key].status_heard_ms = heard_ms;
    boards_[key].changed();
    event_ = at->event;
    return Taken::Kept;
  }
  if (at->kind == "pairing") {  // the hall's own, from the pairing program's file
    const auto pairing = pairing_from_json(nlohmann::json::parse(payload, nullptr, false));
    if (!pairing) return refuse("a pairing without board, white or black");
    if (pairing->board != at->board || pairing->round != at->round)
      return refuse("a pairing for another board or round than its topic's");
    BoardRecord& record = boards_[key];
    record.pairing = *pairing;
    record.changed();
    event_ = at->event;
    return Taken::Kept;
  }
  if (at->kind == "state") {  // typed once, here at the border
    auto state = runtime::parse_table_state(payload);
    if (!state) return refuse(state.error().why);
    BoardRecord& record = boards_[key];
    record.state = std::move(*state);
    record.state_at = std::chrono::steady_clock::now();
    record.state_heard_ms = heard_ms;
    record.changed();
    event_ = at->event;
    return Taken::Kept;
  }
  nlohmann::json json = nlohmann::json::parse(payload, nullptr, false);
  if (json.is_discarded() || !json.is_object()) return refuse("not a JSON object");
  if (at->kind == "answer") {
    const std::string id = text_of(json, "id");
    if (id.empty() || !json.contains("ok") || !json["ok"].is_boolean()) return refuse("an answer without id or ok");
    news_ = false;  // no page shows an answer; the one who acted waits for it
    if (answers_.emplace(id, json).second) answer_order_.push_back(id);
    answered_.notify_all();
    if (answer_order_.size() > 512) {  // the page waits seconds for an answer, not hours
      answers_.erase(answer_order_.front());
      answer_order_.erase(answer_order_.begin());
    }
    return Taken::Kept;
  }
  if (!json.contains("seq") || !json["seq"].is_number_unsigned() || !json.contains("effect") ||
      !json["effect"].is_object())
    return refuse("an effect without seq or effect");
  if (!clock_in_range(json["effect"], "white_ms") || !clock_in_range(json["effect"], "black_ms"))
    return refuse("a clock far out of range (more than 100 hours)");
  BoardRecord& record = boards_[key];
  const auto seq = json["seq"].get<std::uint64_t>();
  if (const auto [at_seq, added] = record.effects.emplace(seq, std::move(json["effect"])); added) {
    record.heard_ms[seq] = heard_ms;
    if (auto alert = effect_alert(key, seq, at_seq->second, heard_ms)) record.alerts_by_seq[seq] = std::move(*alert);
    if (seq < record.moves_read.next) record.moves_read = {};  // read past it: read again
    record.changed();
  } else {
    news_ = false;  // a number heard again
  }
  event_ = at->event;
  return Taken::Kept;
}

void HallCollector::broker_connected(bool connected, std::int64_t at_ms) {
  std::lock_guard lock(mutex_);
  if (connected == broker_up_) return;
  broker_up_ = connected;
  broker_since_ms_ = at_ms;
  // Every board's clocks change from current to stale (or back): each is pushed again.
  for (auto& [key, record] : boards_) {
    record.changed();
    by_change_.erase(record.changed_at);
    record.changed_at = ++version_;
    by_change_.emplace(version_, key);
  }
  ++version_;
  changed_.notify_all();
}

std::optional<HallCollector::Gap> HallCollector::gap_for(const std::string& topic) const {
  const auto at = table_topic(topic);
  if (!at || (at->kind != "events" && at->kind != "state")) return std::nullopt;
  std::lock_guard lock(mutex_);
  const auto it = boards_.find(Key{at->round, at->board});
  if (it == boards_.end()) return std::nullopt;
  return gap_of(it->first, it->second);
}

std::vector<HallCollector::Gap> HallCollector::gaps() const {
  std::lock_guard lock(mutex_);
  std::vector<Gap> out;
  for (const auto& [key, record] : boards_)
    if (record.status != "gone")
      if (auto gap = gap_of(key, record)) out.push_back(std::move(*gap));
  return out;
}

std::optional<HallCollector::Gap> HallCollector::gap_of(const Key& key, const BoardRecord& record) const {
  std::uint64_t expected = record.effects.empty() ? 0 : record.effects.rbegin()->first + 1;
  if (record.state) expected = std::max(expected, record.state->effects);
  // Each number is kept once and `expected` is above the highest, so as many effects as
  // expected are 0 to expected - 1: none lacks, and they are not read one by one (issue 50,
  // item 3: each message of 2,000 tables read its board's effects, under the hall's lock).
  if (record.effects.size() == expected) return std::nullopt;
  std::uint64_t first_missing = 0;
  for (const auto& [seq, effect] : record.effects) {
    if (seq != first_missing) break;
    ++first_missing;
  }
  if (first_missing >= expected) return std::nullopt;
  const auto after = record.effects.upper_bound(first_missing);
  const std::uint64_t to = after == record.effects.end() ? expected : after->first;
  return Gap{"twinboard/" + event_ + "/" + key.round + "/" + std::to_string(key.board) + "/resend", first_missing, to};
}

std::optional<nlohmann::json> HallCollector::answer(const std::string& id) const {
  std::lock_guard lock(mutex_);
  const auto it = answers_.find(id);
  if (it == answers_.end()) return std::nullopt;
  return it->second;
}

std::optional<nlohmann::json> HallCollector::wait_for_answer(const std::string& id,
                                                             std::chrono::milliseconds timeout) const {
  std::unique_lock lock(mutex_);
  if (!answered_.wait_for(lock, timeout, [&] { return answers_.contains(id); })) return std::nullopt;
  return answers_.at(id);
}

std::size_t HallCollector::effects_of(const std::string& round, int board) const {
  std::lock_guard lock(mutex_);
  const auto it = boards_.find(Key{round, board});
  return it == boards_.end() ? 0 : it->second.effects.size();
}

}  // namespace twinboard::hall
