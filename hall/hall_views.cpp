// What the hall's pages and its results routes read from the collector (hall_collector.h):
// a board's alerts, the arbiters' view (whole, or the boards changed since a version), the
// spectators' view in the reader's words, the round's results and its confirmed games.
#include <set>

#include "core/pgn.h"
#include "core/san.h"
#include "hall/collector_fields.h"
#include "hall/hall_collector.h"

namespace twinboard::hall {

// The alerts a board's effects give: divergence, illegal move, a result (a flag fall among
// them), and what the table says to the arbiter as an alert (touch-move hints, a pause).
const nlohmann::json& HallCollector::alerts_of(const Key& key, const BoardRecord& record) const {
  if (record.alerts) return *record.alerts;
  nlohmann::json alerts = nlohmann::json::array();
  auto alert = [&](std::uint64_t seq, const std::string& kind, const std::string& text) {
    alerts.push_back({{"id", key.round + "/" + std::to_string(key.board) + "/" + std::to_string(seq)},
                      {"board", key.board},
                      {"kind", kind},
                      {"text", text}});
  };
  for (const auto& [seq, effect] : record.effects) {
    const std::string kind = text_of(effect, "effect");
    if (kind == "divergence" || kind == "illegal") {
      // The arbiter's own words for it (a table from before them: its player's).
      const std::string arbiters = text_of(effect, "arbiter_text");
      alert(seq, kind, arbiters.empty() ? text_of(effect, "text") : arbiters);
    } else if (kind == "result") {
      const std::string reason = text_of(effect, "reason");
      alert(seq, reason == "time" ? "flag" : "result", text_of(effect, "result") + " (" + reason + ")");
    } else if (kind == "speak" && text_of(effect, "listener") == "arbiter" && text_of(effect, "priority") == "alert") {
      alert(seq, "arbiter", text_of(effect, "text"));
    }
  }
  record.alerts = std::move(alerts);
  return *record.alerts;
}

nlohmann::json HallCollector::arbiters_view(const std::string& round, std::uint64_t since) const {
  std::lock_guard lock(mutex_);
  const auto now = std::chrono::steady_clock::now();
  nlohmann::json boards = nlohmann::json::array(), alerts = nlohmann::json::array();
  for (const auto& [key, record] : boards_) {
    if (key.round != round || (since > 0 && record.changed_at <= since)) continue;
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
           {"text", std::string(board_name(b)) + " is disconnected"}});
    }
    if (record.status == "gone")
      alerts.push_back({{"id", round + "/" + std::to_string(key.board) + "/gone"},
                        {"board", key.board},
                        {"kind", "gone"},
                        {"text", "the table is gone from the broker"}});
    const double age_s = record.state_at == std::chrono::steady_clock::time_point{}
                             ? 0.0
                             : std::chrono::duration<double>(now - record.state_at).count();
    boards.push_back({{"board", key.board},
                      {"status", record.status.empty() ? "unknown" : record.status},
                      {"state", state_value(record)},
                      {"state_age_s", age_s}});
  }
  return {{"event", event_}, {"round", round}, {"boards", boards}, {"alerts", alerts}, {"version", version_}};
}

// Made once per board, vocabulary and change: every open page of the public shares it.
const SpokenLine& HallCollector::spoken_line(const Key& key, const BoardRecord& record,
                                             const Vocabulary& vocabulary) const {
  if (const auto cached = record.spoken.find(std::string(vocabulary.code)); cached != record.spoken.end())
    return cached->second;
  nlohmann::json board{{"board", key.board},
                       {"white", record.pairing ? record.pairing->white.name
                                 : record.state ? record.state->white
                                                : ""},
                       {"black", record.pairing ? record.pairing->black.name
                                 : record.state ? record.state->black
                                                : ""},
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
  }
  SpokenLine line;
  line.text = json_text(board);
  line.hash = std::hash<std::string>{}(line.text);
  nlohmann::json news = board;  // a table's state after every input moves the running clock on
  for (const char* clock : {"white_ms", "black_ms", "running"}) news.erase(clock);
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
    out.push_back(std::move(r));
  }
  return out;
}

std::string HallCollector::confirmed_pgn(const std::string& round) const {
  std::lock_guard lock(mutex_);
  std::string out;
  for (const auto& [key, record] : boards_)
    if (key.round == round && record.state && record.state->result && record.state->result_confirmed)
      out += game_pgn(key, record) + "\n";
  return out;
}

}  // namespace twinboard::hall
