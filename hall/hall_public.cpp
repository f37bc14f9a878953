// The hall, part: what the public URLs and the rating officer read of each game (issue 37):
// the game as a PGN made from the table's effects (or its retained state when effects cannot
// be had), each game's JSON and the index, as seen before a cutoff (the public broadcast's
// delay). hall_collector.cpp takes what the tables send; this file only reads it.
#include <string>
#include <vector>

#include "core/pgn.h"
#include "core/san.h"
#include "hall/collector_fields.h"
#include "hall/hall_collector.h"

namespace twinboard::hall {
namespace {

// "0-0": a double forfeit (issue 49), a result though no PGN reader knows it.
bool is_result(const std::string& text) { return text == "1-0" || text == "0-1" || text == "1/2-1/2" || text == "0-0"; }

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
    moves.push_back(PgnMove{read->move.move(), {}, {}, {}, {}, {}, {}});
    position.play(read->move);
  }
  return moves;
}

}  // namespace

// The game as its effects tell it: each move in order, and the mover's clock as the table
// showed it after the move ([%clk]).
std::string HallCollector::game_pgn(const Key& key, const BoardRecord& record) const {
  if (!record.growing_pgn) record.growing_pgn = std::make_shared<GrowingPgn>();
  if (!record.pgn) record.pgn = record.growing_pgn->text(make_game(key, record));
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
    // The event as the pairing program names it (TRF 012, 022), else the hall's (issue 49).
    if (!p.event.empty()) game.set_tag("Event", p.event);
    if (!p.site.empty()) game.set_tag("Site", p.site);
  }
  // The table's own tags: its time control and how the game ended (the delayed view's state
  // says it with the result it has seen).
  if (record.state) {
    if (const std::string control = table_tag(*record.state, "TimeControl"); !control.empty())
      game.set_tag("TimeControl", control);
    const std::string ending =
        !record.state->ending.empty() ? record.state->ending : table_tag(*record.state, "Termination");
    if (record.state->result && !ending.empty()) game.set_tag("Termination", ending);
  }
  // Read on from the first effect not read yet (each move once: its SAN made here once).
  BoardRecord::MovesRead& r = record.moves_read;
  for (auto it = record.effects.lower_bound(r.next); it != record.effects.end() && !r.stopped; ++it) {
    const nlohmann::json& effect = it->second;
    r.next = it->first + 1;
    // Any JSON may come: a field of another type is no move and no clock.
    const std::string kind =
        effect.contains("effect") && effect["effect"].is_string() ? effect["effect"].get<std::string>() : "";
    if (kind == "move" && effect.contains("san") && effect["san"].is_string()) {
      auto read = read_san(r.position, effect["san"].get<std::string>());
      if (!read) {  // a gap or a game the hall cannot follow: what it has so far
        r.stopped = true;
        break;
      }
      r.moves.push_back(PgnMove{read->move.move(), {}, {}, {}, {}, {}, san(r.position, read->move.move())});
      r.position.play(read->move);
      r.clock_for_last_move = true;
    } else if (kind == "takeback" && effect.contains("ply") && effect["ply"].is_number_unsigned()) {
      // The arbiter took the game back to this ply: the moves after it were never played.
      const auto ply = effect["ply"].get<std::uint64_t>();
      if (ply < r.moves.size()) r.moves.resize(ply);
      r.position = Position::start();
      for (const PgnMove& m : r.moves) r.position.play(*legal(r.position, m.move));
      r.clock_for_last_move = false;
    } else if (kind == "clock" && r.clock_for_last_move && !r.moves.empty()) {
      // The side that just moved is the one not to move now.
      const bool white_moved = r.position.side_to_move() == Color::Black;
      const char* field = white_moved ? "white_ms" : "black_ms";
      if (effect.contains(field) && effect[field].is_number_integer())
        r.moves.back().clock_ms = effect[field].get<std::int64_t>();
      r.clock_for_last_move = false;
    }
  }
  game.moves = r.moves;
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
    if (const std::string result = text_of(effect, "result"); kind == "result") {
      state.result = is_result(result) ? std::optional(result) : std::nullopt;  // "*": withdrawn (issue 49)
      state.ending = state.result ? text_of(effect, "reason") : "";  // the PGN's Termination, with the result
    }
    if (kind != "clock") continue;
    // The clocks held these times when the hall heard them: the page runs them on from there
    // to the cutoff (issue 49, item 4).
    if (const auto heard = seen.heard_ms.find(seq); heard != seen.heard_ms.end()) state.wall_ms = heard->second;
    for (auto [field, value] : {std::pair{"white_ms", &state.white_ms}, std::pair{"black_ms", &state.black_ms}})
      if (effect.contains(field) && effect[field].is_number_integer()) *value = effect[field].get<std::int64_t>();
    const std::string running = text_of(effect, "running");
    state.running = running == "white"   ? std::optional(Color::White)
                    : running == "black" ? std::optional(Color::Black)
                                         : std::nullopt;
  }
  state.effects = seen.effects.size();
  // The table's time control is no news: its tag goes with the game from the start.
  if (record.state)
    if (const std::string control = table_tag(*record.state, "TimeControl"); !control.empty()) {
      PgnGame tags;
      tags.set_tag("TimeControl", control);
      state.pgn = write_pgn(tags);
    }
  seen.state = state;
  const PgnGame game = make_game(key, seen);  // the moves as the effects seen give them
  state.pgn = write_pgn(game);
  Position position = Position::start();
  for (const PgnMove& m : game.moves) {  // each was played from here when the game was made
    const LegalMove move = *legal(position, m.move);
    state.moves.push_back(m.san.empty() ? san(position, move) : m.san);  // made when the move was read
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

}  // namespace twinboard::hall
