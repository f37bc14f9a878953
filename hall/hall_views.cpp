// What the hall's pages and its results routes read from the collector (hall_collector.h):
// a board's alerts, the arbiters' view (whole, or the boards changed since a version), the
// spectators' view in the reader's words, the round's results and its confirmed games.
#include <algorithm>
#include <chrono>
#include <set>

#include "core/pgn.h"
#include "core/san.h"
#include "hall/collector_fields.h"
#include "hall/hall_collector.h"

namespace twinboard::hall {
namespace {

// A player's name as the pairing program gives it, else as the table's record has it.
std::string player_name(const BoardRecord& record, Color side) {
  if (record.pairing) return side == Color::White ? record.pairing->white.name : record.pairing->black.name;
  if (record.state) return side == Color::White ? record.state->white : record.state->black;
  return "";
}

// When the board's clocks held the times its state gives (wall clock, ms); 0: no state.
std::int64_t clock_moment(const BoardRecord& record) {
  if (!record.state) return 0;
  return record.state->wall_ms > 0 ? record.state->wall_ms : record.state_heard_ms;
}

}  // namespace

// The alert one effect gives: divergence, illegal move, a result (a flag fall among them),
// and what the table says to the arbiter as an alert (touch-move hints, a pause). Read once
// when the effect comes (issue 50, item 3: a board's alerts were read again from all its
// effects at each of its changes, under the hall's lock).
std::optional<nlohmann::json> HallCollector::effect_alert(const Key& key, std::uint64_t seq,
                                                          const nlohmann::json& effect, std::int64_t heard_ms) {
  auto alert = [&](const std::string& kind, const std::string& text) -> nlohmann::json {
    return {{"id", key.round + "/" + std::to_string(key.board) + "/" + std::to_string(seq)},
            {"board", key.board},
            {"kind", kind},
            {"text", text},
            {"at_ms", heard_ms}};  // when the hall heard it: the page shows the time
  };
  const std::string kind = text_of(effect, "effect");
  if (kind == "divergence" || kind == "illegal") {
    // The arbiter's own words for it (a table from before them: its player's).
    const std::string arbiters = text_of(effect, "arbiter_text");
    return alert(kind, arbiters.empty() ? text_of(effect, "text") : arbiters);
  }
  if (kind == "result") {
    const std::string reason = text_of(effect, "reason"), result = text_of(effect, "result");
    if (result == "*") return alert("withdrawn", "the result is withdrawn: the game goes on");  // issue 49
    return alert(reason == "time" ? "flag" : "result", result + " (" + reason + ")");
  }
  if (kind == "speak" && text_of(effect, "listener") == "arbiter" && text_of(effect, "priority") == "alert")
    return alert("arbiter", text_of(effect, "text"));
  return std::nullopt;
}

// A board's alerts, in the order of its effects.
const nlohmann::json& HallCollector::alerts_of(const Key&, const BoardRecord& record) const {
  if (record.alerts) return *record.alerts;
  nlohmann::json alerts = nlohmann::json::array();
  for (const auto& [seq, alert] : record.alerts_by_seq) alerts.push_back(alert);
  record.alerts = std::move(alerts);
  return *record.alerts;
}

nlohmann::json HallCollector::arbiters_view(const std::string& round, std::uint64_t since) const {
  std::lock_guard lock(mutex_);
  const std::int64_t now_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
          .count();
  // The boards changed after `since` are found by their change, not among all of them: a
  // pushed page asks after nearly every message (issue 50, item 3).
  std::vector<const std::pair<const Key, BoardRecord>*> shown;
  if (since == 0) {
    for (const auto& board : boards_)
      if (board.first.round == round) shown.push_back(&board);
  } else {
    for (auto it = by_change_.upper_bound(since); it != by_change_.end(); ++it)
      if (const auto board = boards_.find(it->second); board != boards_.end() && board->first.round == round)
        shown.push_back(&*board);
    std::sort(shown.begin(), shown.end(), [](const auto* a, const auto* b) { return a->first < b->first; });
  }
  nlohmann::json boards = nlohmann::json::array(), alerts = nlohmann::json::array();
  for (const auto* board : shown) {
    const auto& [key, record] = *board;
    for (const nlohmann::json& alert : alerts_of(key, record)) alerts.push_back(alert);
    // A board whose cable is out (the table's state says so; each loss alerts once).
    for (Color b : kColors) {
      const auto& cable = record.state ? record.state->cables[b] : std::nullopt;
      if (!cable || cable->connected) continue;
      const std::string which(name(b));
      alerts.push_back(
          {{"id", round + "/" + std::to_string(key.board) + "/" + which + "-lost-" + std::to_string(cable->lost)},
           {"board", key.board},
           {"kind", "board"},
           {"which", which},
           {"text", std::string(board_name(b)) + " is disconnected"},
           {"at_ms", record.state_heard_ms}});
    }
    if (record.status == "gone")
      alerts.push_back({{"id", round + "/" + std::to_string(key.board) + "/gone"},
                        {"board", key.board},
                        {"kind", "gone"},
                        {"text", "the table is gone from the broker"},
                        {"at_ms", record.status_heard_ms}});
    // Issue 49, item 4: how old the clocks' times are. The table sends its state only when
    // something changed (issue 50), with the wall-clock moment its clocks held those times;
    // a table from before it: when the state came.
    const std::int64_t clock_at = clock_moment(record);
    boards.push_back(
        {{"board", key.board},
         {"status", record.status.empty() ? "unknown" : record.status},
         {"white", player_name(record, Color::White)},
         {"black", player_name(record, Color::Black)},
         {"state", state_value(record)},
         {"clock_at_ms", clock_at},
         {"state_age_s", clock_at > 0 ? double(std::max<std::int64_t>(0, now_ms - clock_at)) / 1000 : 0.0}});
  }
  return {{"event", event_},
          {"round", round},
          {"boards", boards},
          {"alerts", alerts},
          {"version", version_},
          {"now_ms", now_ms},
          {"broker", {{"connected", broker_up_}, {"since_ms", broker_since_ms_}}}};
}

// Made once per board, vocabulary and change: every open page of the public shares it.
const SpokenLine& HallCollector::spoken_line(const Key& key, const BoardRecord& record,
                                             const Vocabulary& vocabulary) const {
  if (const auto cached = record.spoken.find(std::string(vocabulary.code)); cached != record.spoken.end())
    return cached->second;
  nlohmann::json board{{"board", key.board},
                       {"white", player_name(record, Color::White)},
                       {"black", player_name(record, Color::Black)},
                       {"plies", 0},
                       {"result", nullptr},
                       {"white_ms", nullptr},
                       {"black_ms", nullptr},
                       {"running", nullptr}};
  if (record.state) {
    const runtime::TableState& st = *record.state;
    // The last move: played again from the start to have its position, then said.
    Position position = Position::start();
    std::optional<LegalMove> last;
    Position before = position;
    for (const std::string& text : st.moves) {
      auto read = read_san(position, text);
      if (!read) {
        last.reset();
        break;
      }
      before = position;
      last = read->move;
      position.play(read->move);
    }
    board["plies"] = st.moves.size();
    if (last && !st.moves.empty()) {
      const std::size_t ply = st.moves.size();
      board["move_number"] = (ply + 1) / 2;
      board["by"] = ply % 2 ? "white" : "black";
      board["san"] = st.moves.back();
      board["words"] = announce(before, *last, vocabulary);
    }
    if (st.result) board["result"] = *st.result;
    if (st.white_ms) board["white_ms"] = *st.white_ms;
    if (st.black_ms) board["black_ms"] = *st.black_ms;
    if (st.running) board["running"] = *st.running == Color::White ? "white" : "black";
    // Issue 49, item 4: the page runs the running clock on from this moment (wall clock);
    // a table gone, or a hall that lost its broker, shows clocks that are not current.
    if (st.white_ms || st.black_ms) board["clock_at_ms"] = clock_moment(record);
    board["stale"] = record.status == "gone" || !broker_up_;
  }
  SpokenLine line;
  line.text = json_text(board);
  line.hash = std::hash<std::string>{}(line.text);
  nlohmann::json news = board;  // a table's state after every input moves the running clock on
  for (const char* clock : {"white_ms", "black_ms", "running", "clock_at_ms", "stale"}) news.erase(clock);
  line.news = std::hash<std::string>{}(json_text(news));
  line.json = std::move(board);
  return record.spoken[std::string(vocabulary.code)] = std::move(line);
}

nlohmann::json HallCollector::spectators_view(const std::string& round, Cutoff seen_before_ms,
                                              const Vocabulary& vocabulary, const LineVisitor& visit) const {
  std::lock_guard lock(mutex_);
  nlohmann::json boards = nlohmann::json::array();
  for (const auto& [key, live] : boards_) {
    if (key.round != round) continue;
    const BoardRecord& record = seen_before_ms ? seen(key, live, *seen_before_ms) : live;
    const SpokenLine& line = spoken_line(key, record, vocabulary);
    boards.push_back(line.json);
    if (visit) visit({key.board, line.text, line.hash, line.news});
  }
  nlohmann::json vocabularies = nlohmann::json::array();
  for (const Vocabulary& v : all_vocabularies())
    vocabularies.push_back({{"code", v.code}, {"language", code_of(v.language)}});
  return {{"event", event_},
          {"round", round},
          {"vocabulary", vocabulary.code},
          {"vocabularies", vocabularies},
          {"boards", boards}};
}

std::uint64_t HallCollector::spectators_lines(const std::string& round, Cutoff seen_before_ms,
                                              const Vocabulary& vocabulary, std::uint64_t since,
                                              const LineVisitor& visit) const {
  std::lock_guard lock(mutex_);
  auto one = [&](const Key& key, const BoardRecord& live) {
    if (key.round != round) return;
    const BoardRecord& record = seen_before_ms ? seen(key, live, *seen_before_ms) : live;
    const SpokenLine& line = spoken_line(key, record, vocabulary);
    visit({key.board, line.text, line.hash, line.news});
  };
  if (since == 0) {
    for (const auto& [key, live] : boards_) one(key, live);
  } else {  // only the boards changed since: a move at one of 1,500 costs one board
    for (auto it = by_change_.upper_bound(since); it != by_change_.end(); ++it)
      if (const auto record = boards_.find(it->second); record != boards_.end()) one(record->first, record->second);
  }
  return version_;
}

std::vector<HallCollector::RoundResult> HallCollector::results(const std::string& round) const {
  std::lock_guard lock(mutex_);
  std::vector<RoundResult> out;
  for (const auto& [key, record] : boards_) {
    if (key.round != round) continue;
    RoundResult r;
    r.board = key.board;
    r.white = record.pairing ? record.pairing->white.name : record.state ? record.state->white : "";
    r.black = record.pairing ? record.pairing->black.name : record.state ? record.state->black : "";
    r.result = record.state && record.state->result ? *record.state->result : "*";
    r.confirmed = record.state && record.state->result && record.state->result_confirmed;
    if (record.state) r.ending = table_tag(*record.state, "Termination");
    out.push_back(std::move(r));
  }
  return out;
}

std::string HallCollector::confirmed_pgn(const std::string& round) const {
  std::lock_guard lock(mutex_);
  std::string out;
  for (const auto& [key, record] : boards_)
    // A forfeit is no game (issue 49): the rating officer rates none of it.
    if (key.round == round && record.state && record.state->result && record.state->result_confirmed &&
        !is_forfeit(table_tag(*record.state, "Termination")))
      out += game_pgn(key, record) + "\n";
  return out;
}

}  // namespace twinboard::hall
