#include "hall/hall_collector.h"

#include <charconv>
#include <optional>

#include "core/pgn.h"
#include "core/san.h"

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

// A table's topic, twinboard/EVENT/ROUND/BOARD/events|state, read; nothing for any other.
struct TableTopic {
  std::string event, round;
  int board;
  bool state;
};
std::optional<TableTopic> table_topic(const std::string& topic) {
  const std::vector<std::string> l = levels(topic);
  if (l.size() != 5 || l[0] != "twinboard" || (l[4] != "events" && l[4] != "state")) return std::nullopt;
  int board = 0;
  const auto [end, error] = std::from_chars(l[3].data(), l[3].data() + l[3].size(), board);
  if (error != std::errc{} || end != l[3].data() + l[3].size() || board < 1) return std::nullopt;
  return TableTopic{l[1], l[2], board, l[4] == "state"};
}

}  // namespace

bool HallCollector::take(const std::string& topic, const std::string& payload) {
  const auto at = table_topic(topic);
  if (!at) return false;
  nlohmann::json json = nlohmann::json::parse(payload, nullptr, false);
  if (json.is_discarded() || !json.is_object()) return false;
  std::lock_guard lock(mutex_);
  BoardRecord& record = boards_[Key{at->round, at->board}];
  event_ = at->event;
  if (at->state) {
    record.state = std::move(json);
    return true;
  }
  if (!json.contains("seq") || !json["seq"].is_number_unsigned() || !json.contains("effect") ||
      !json["effect"].is_object())
    return false;
  record.effects.emplace(json["seq"].get<std::uint64_t>(), std::move(json["effect"]));
  return true;
}

// The game as its effects tell it: each move in order, and the mover's clock as the table
// showed it after the move ([%clk]).
std::string HallCollector::game_pgn(const Key& key, const BoardRecord& record) const {
  PgnGame game;
  game.set_tag("Event", event_);
  game.set_tag("Round", key.round);
  game.set_tag("Board", std::to_string(key.board));
  Position position = Position::start();
  bool clock_for_last_move = false;
  for (const auto& [seq, effect] : record.effects) {
    // Any JSON may come: a field of another type is no move and no clock.
    const std::string kind =
        effect.contains("effect") && effect["effect"].is_string() ? effect["effect"].get<std::string>() : "";
    if (kind == "move" && effect.contains("san") && effect["san"].is_string()) {
      auto read = read_san(position, effect["san"].get<std::string>());
      if (!read) break;  // a gap or a game the hall cannot follow: what it has so far
      game.moves.push_back(PgnMove{read->move.move(), {}, {}, {}, {}, {}});
      position.play(read->move);
      clock_for_last_move = true;
    } else if (kind == "clock" && clock_for_last_move && !game.moves.empty()) {
      // The side that just moved is the one not to move now.
      const bool white_moved = position.side_to_move() == Color::Black;
      const char* field = white_moved ? "white_ms" : "black_ms";
      if (effect.contains(field) && effect[field].is_number_integer())
        game.moves.back().clock_ms = effect[field].get<std::int64_t>();
      clock_for_last_move = false;
    }
  }
  const nlohmann::json& result = record.state.contains("result") ? record.state["result"] : nlohmann::json();
  game.result = result.is_string() ? result.get<std::string>() : "*";
  game.set_tag("Result", game.result);
  return write_pgn(game);
}

std::string HallCollector::pgn(const std::string& round) const {
  std::lock_guard lock(mutex_);
  std::string out;
  for (const auto& [key, record] : boards_)
    if (round.empty() || key.round == round) out += game_pgn(key, record) + "\n";
  return out;
}

nlohmann::json HallCollector::game(const std::string& round, int board) const {
  std::lock_guard lock(mutex_);
  const auto it = boards_.find(Key{round, board});
  if (it == boards_.end()) return nullptr;
  return {{"round", round},
          {"board", board},
          {"effects", it->second.effects.size()},
          {"state", it->second.state},
          {"pgn", game_pgn(it->first, it->second)}};
}

nlohmann::json HallCollector::index() const {
  std::lock_guard lock(mutex_);
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [key, record] : boards_) {
    const bool listed = record.state.contains("moves") && record.state["moves"].is_array();
    const nlohmann::json& moves = listed ? record.state["moves"] : nlohmann::json::array();
    out.push_back({{"round", key.round},
                   {"board", key.board},
                   {"plies", moves.size()},
                   {"last_move", moves.empty() ? nlohmann::json() : moves.back()},
                   {"result", record.state.contains("result") ? record.state["result"] : nlohmann::json()}});
  }
  return {{"event", event_}, {"boards", out}};
}

std::optional<HallCollector::Gap> HallCollector::gap_for(const std::string& topic) const {
  const auto at = table_topic(topic);
  if (!at) return std::nullopt;
  std::lock_guard lock(mutex_);
  const auto it = boards_.find(Key{at->round, at->board});
  if (it == boards_.end()) return std::nullopt;
  const BoardRecord& record = it->second;
  std::uint64_t expected = record.effects.empty() ? 0 : record.effects.rbegin()->first + 1;
  if (record.state.contains("effects") && record.state["effects"].is_number_unsigned())
    expected = std::max(expected, record.state["effects"].get<std::uint64_t>());
  std::uint64_t first_missing = 0;
  for (const auto& [seq, effect] : record.effects) {
    if (seq != first_missing) break;
    ++first_missing;
  }
  if (first_missing >= expected) return std::nullopt;
  return Gap{"twinboard/" + at->event + "/" + at->round + "/" + std::to_string(at->board) + "/resend", first_missing};
}

std::size_t HallCollector::effects_of(const std::string& round, int board) const {
  std::lock_guard lock(mutex_);
  const auto it = boards_.find(Key{round, board});
  return it == boards_.end() ? 0 : it->second.effects.size();
}

}  // namespace twinboard::hall
