#include "hall/hall_collector.h"

#include <charconv>
#include <chrono>
#include <set>
#include <optional>

#include "core/pgn.h"
#include "core/san.h"
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

bool is_result(const std::string& text) { return text == "1-0" || text == "0-1" || text == "1/2-1/2"; }

// The game a table's state gives: its PGN's moves with their clocks; failing that, its SAN
// moves as far as they can be played.
std::vector<PgnMove> moves_of_state(const runtime::TableState& state) {
  PgnReader reader(state.pgn);
  if (auto record = reader.next(); record && record->kind == PgnRecord::Kind::Game && record->game.start_fen.empty() &&
                                   record->game.moves.size() == state.moves.size())
    return record->game.moves;
  std::vector<PgnMove> moves;
  Position position = Position::start();
  for (const std::string& san : state.moves) {
    auto read = read_san(position, san);
    if (!read) break;
    moves.push_back(PgnMove{read->move.move(), {}, {}, {}, {}, {}});
    position.play(read->move);
  }
  return moves;
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
  std::lock_guard lock(mutex_);
  news_ = true;  // unless take_locked finds the message changes nothing
  touched_.reset();
  const Taken taken = take_locked(topic, payload, heard_ms);
  if (taken == Taken::Kept && news_) {
    ++version_;
    if (touched_)
      if (const auto it = boards_.find(*touched_); it != boards_.end()) it->second.changed_at = version_;
    changed_.notify_all();
  }
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
  if (record.effects.emplace(seq, std::move(json["effect"])).second) {
    record.heard_ms[seq] = heard_ms;
    record.changed();
  } else {
    news_ = false;  // a number heard again
  }
  event_ = at->event;
  return Taken::Kept;
}

// The game as its effects tell it: each move in order, and the mover's clock as the table
// showed it after the move ([%clk]).
std::string HallCollector::game_pgn(const Key& key, const BoardRecord& record) const {
  if (!record.pgn) record.pgn = write_pgn(make_game(key, record));
  return *record.pgn;
}

PgnGame HallCollector::make_game(const Key& key, const BoardRecord& record) const {
  PgnGame game;
  game.set_tag("Event", event_);
  game.set_tag("Round", key.round);
  game.set_tag("Board", std::to_string(key.board));
  if (record.state) {  // the players, as the table's [event] names them
    if (!record.state->white.empty()) game.set_tag("White", record.state->white);
    if (!record.state->black.empty()) game.set_tag("Black", record.state->black);
  }
  if (record.pairing) {  // as the pairing program names them, with their ids and titles
    const Pairing& p = *record.pairing;
    for (auto [side, player] : {std::pair{std::string("White"), &p.white}, std::pair{std::string("Black"), &p.black}}) {
      game.set_tag(side, player->name);
      if (!player->title.empty()) game.set_tag(side + "Title", player->title);
      if (!player->fide_id.empty()) game.set_tag(side + "FideId", player->fide_id);
      if (player->rating > 0) game.set_tag(side + "Elo", std::to_string(player->rating));
    }
    if (!p.date.empty()) game.set_tag("Date", p.date);
  }
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
    } else if (kind == "takeback" && effect.contains("ply") && effect["ply"].is_number_unsigned()) {
      // The arbiter took the game back to this ply: the moves after it were never played.
      const auto ply = effect["ply"].get<std::uint64_t>();
      if (ply < game.moves.size()) game.moves.resize(ply);
      position = Position::start();
      for (const PgnMove& m : game.moves) position.play(*legal(position, m.move));
      clock_for_last_move = false;
    } else if (kind == "clock" && clock_for_last_move && !game.moves.empty()) {
      // The side that just moved is the one not to move now.
      const bool white_moved = position.side_to_move() == Color::Black;
      const char* field = white_moved ? "white_ms" : "black_ms";
      if (effect.contains(field) && effect[field].is_number_integer())
        game.moves.back().clock_ms = effect[field].get<std::int64_t>();
      clock_for_last_move = false;
    }
  }
  // The effects cannot be had (the table that could send them again has gone, and the hall
  // never heard them): the table's retained state is the game, its own PGN with its clocks,
  // else its moves (issue 37: a restarted hall served a finished game as tags and a result).
  if (record.state && record.state->moves.size() > game.moves.size()) game.moves = moves_of_state(*record.state);
  game.result = record.state && record.state->result ? *record.state->result : "*";
  game.set_tag("Result", game.result);
  return game;
}

BoardRecord HallCollector::as_seen(const Key& key, const BoardRecord& record, std::int64_t seen_before_ms) const {
  BoardRecord seen;
  seen.status = record.status;
  seen.pairing = record.pairing;  // who plays is no news
  std::size_t moves_heard = 0;
  for (const auto& [seq, effect] : record.effects) {
    const bool move = text_of(effect, "effect") == "move";
    moves_heard += move;
    const auto heard = record.heard_ms.find(seq);
    if (heard == record.heard_ms.end() || heard->second >= seen_before_ms) continue;
    seen.effects.emplace(seq, effect);
    seen.heard_ms.emplace(seq, heard->second);
  }
  // A game known only from its table's state (its effects never heard): that state, once
  // it is old enough.
  if (record.state && record.state->moves.size() > moves_heard && record.state_heard_ms < seen_before_ms) {
    seen.state = record.state;
    return seen;
  }
  // Otherwise the state as the effects seen tell it; the players' names are no news.
  runtime::TableState state;
  if (record.state) state.white = record.state->white, state.black = record.state->black;
  for (const auto& [seq, effect] : seen.effects) {
    const std::string kind = text_of(effect, "effect");
    if (const std::string result = text_of(effect, "result"); kind == "result" && is_result(result))
      state.result = result;
    if (kind != "clock") continue;
    for (auto [field, value] : {std::pair{"white_ms", &state.white_ms}, std::pair{"black_ms", &state.black_ms}})
      if (effect.contains(field) && effect[field].is_number_integer()) *value = effect[field].get<std::int64_t>();
    const std::string running = text_of(effect, "running");
    state.running = running == "white"   ? std::optional(Color::White)
                    : running == "black" ? std::optional(Color::Black)
                                         : std::nullopt;
  }
  state.effects = seen.effects.size();
  seen.state = state;
  const PgnGame game = make_game(key, seen);  // the moves as the effects seen give them
  state.pgn = write_pgn(game);
  Position position = Position::start();
  for (const PgnMove& m : game.moves) {  // each was played from here when the game was made
    const LegalMove move = *legal(position, m.move);
    state.moves.push_back(san(position, move));
    position.play(move);
  }
  state.plies = state.moves.size();
  state.fen = position.fen();
  seen.state = std::move(state);
  return seen;
}

const BoardRecord& HallCollector::seen(const Key& key, const BoardRecord& record, std::int64_t seen_before_ms) const {
  if (!record.public_view || record.public_cutoff != seen_before_ms) {
    record.public_view = std::make_shared<const BoardRecord>(as_seen(key, record, seen_before_ms));
    record.public_cutoff = seen_before_ms;
  }
  return *record.public_view;
}

std::string HallCollector::pgn(const std::string& round, Cutoff seen_before_ms) const {
  std::lock_guard lock(mutex_);
  std::string out;
  for (const auto& [key, record] : boards_) {
    if (!round.empty() && key.round != round) continue;
    out += game_pgn(key, seen_before_ms ? seen(key, record, *seen_before_ms) : record) + "\n";
  }
  return out;
}

nlohmann::json HallCollector::game(const std::string& round, int board, Cutoff seen_before_ms) const {
  std::lock_guard lock(mutex_);
  const auto it = boards_.find(Key{round, board});
  if (it == boards_.end()) return nullptr;
  const BoardRecord& shown = seen_before_ms ? seen(it->first, it->second, *seen_before_ms) : it->second;
  return {{"round", round},
          {"board", board},
          {"effects", shown.effects.size()},
          {"state", state_value(shown)},
          {"pgn", game_pgn(it->first, shown)}};
}

nlohmann::json HallCollector::index(Cutoff seen_before_ms) const {
  std::lock_guard lock(mutex_);
  nlohmann::json out = nlohmann::json::array();
  for (const auto& [key, live] : boards_) {
    const BoardRecord& record = seen_before_ms ? seen(key, live, *seen_before_ms) : live;
    static const std::vector<std::string> kNone;
    const std::vector<std::string>& moves = record.state ? record.state->moves : kNone;
    const bool over = record.state && record.state->result;
    out.push_back({{"round", key.round},
                   {"board", key.board},
                   {"plies", moves.size()},
                   {"last_move", moves.empty() ? nlohmann::json() : nlohmann::json(moves.back())},
                   {"result", over ? nlohmann::json(*record.state->result) : nlohmann::json()},
                   {"white", record.pairing ? record.pairing->white.name
                             : record.state ? record.state->white
                                            : ""},
                   {"black", record.pairing ? record.pairing->black.name
                             : record.state ? record.state->black
                                            : ""}});
  }
  return {{"event", event_}, {"boards", out}};
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
