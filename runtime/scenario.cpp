// The scenario format's events (scenario.h): a query's argument, the players of a pairing,
// every input read from its JSON line and written back. The setup line is scenario_setup.cpp's.
#include "scenario.h"

#include <nlohmann/json.hpp>

#include "core/clock_warnings.h"
#include "core/exhaustive.h"
#include "core/fact_words.h"
#include "core/position.h"
#include "core/table.h"
#include "reconcile_json.h"
#include "runtime/scenario_fields.h"

namespace twinboard::runtime {

using namespace scenario_fields;

std::string query_argument(const Query& query) {
  if (query.square) return square_name(*query.square);
  if (query.line && *query.line < 8)
    return std::string(1, query.kind == QueryKind::File ? char('a' + *query.line) : char('1' + *query.line));
  return query.every_entry ? "all" : "";
}

Result<Query, std::string> with_argument(Query query, const std::string& text) {
  switch (query.kind) {
    case QueryKind::Square:
    case QueryKind::Moves:
      if (!(query.square = parse_square(text))) return Failure{"\"" + text + "\" is not a square (e4)"};
      return query;
    case QueryKind::Rank:
      if (text.size() != 1 || text[0] < '1' || text[0] > '8') return Failure{"\"" + text + "\" is not a rank (1 to 8)"};
      query.line = std::uint8_t(text[0] - '1');
      return query;
    case QueryKind::File:
      if (text.size() != 1 || text[0] < 'a' || text[0] > 'h') return Failure{"\"" + text + "\" is not a file (a to h)"};
      query.line = std::uint8_t(text[0] - 'a');
      return query;
    case QueryKind::Sheet:
      if (text != "all" && !text.empty())
        return Failure{"\"" + text + "\": a scoresheet is read with \"all\" or nothing"};
      query.every_entry = text == "all";
      return query;
    case QueryKind::Time:
    case QueryKind::LastMove:
    case QueryKind::Turn:
    case QueryKind::MyPieces:
    case QueryKind::TheirPieces:
    case QueryKind::Opponent: break;
  }
  if (!text.empty()) return Failure{"this query takes no \"" + text + "\""};
  return query;
}

namespace {

using ordered = nlohmann::ordered_json;

constexpr std::string_view kQueryNames[] = {"time", "last", "turn",  "square", "mine",    "theirs",
                                            "rank", "file", "moves", "sheet",  "opponent"};
static_assert(std::size(kQueryNames) == std::size_t(QueryKind::Opponent) + 1, "a name for every query");

// The players of a pairing, as a scenario line and the journal write them.
ordered player_json(const PlayerName& p) {
  ordered out;
  out["name"] = p.name;
  if (!p.title.empty()) out["title"] = p.title;
  if (!p.fide_id.empty()) out["fide_id"] = p.fide_id;
  if (p.rating > 0) out["rating"] = p.rating;
  return out;
}

Result<Players, std::string> read_players(const json& j) {
  if (!j.is_object()) return Failure{std::string("\"players\" must be an object with white and black")};
  Players players;
  for (Color c : {Color::White, Color::Black}) {
    const char* side = c == Color::White ? "white" : "black";
    const auto it = j.find(side);
    if (it == j.end() || !it->is_object() || !it->contains("name") || !(*it)["name"].is_string())
      return Failure{"\"players\" needs " + std::string(side) + " with a name"};
    PlayerName& p = players.side[int(c)];
    p.name = (*it)["name"].get<std::string>();
    for (auto [field, value] : {std::pair{"title", &p.title}, std::pair{"fide_id", &p.fide_id}})
      if (it->contains(field)) {
        if (!(*it)[field].is_string()) return Failure{"\"" + std::string(field) + "\" must be text"};
        *value = (*it)[field].get<std::string>();
      }
    if (it->contains("rating")) {
      if (!(*it)["rating"].is_number_integer() || (*it)["rating"].get<std::int64_t>() < 0 ||
          (*it)["rating"].get<std::int64_t>() > 4000)
        return Failure{std::string("\"rating\" must be a number from 0 to 4000")};
      p.rating = (*it)["rating"].get<int>();
    }
  }
  for (auto [field, value] : {std::pair{"round", &players.round}, std::pair{"date", &players.date},
                              std::pair{"event", &players.event}, std::pair{"site", &players.site}})
    if (j.contains(field)) {
      if (!j[field].is_string()) return Failure{"\"" + std::string(field) + "\" must be text"};
      *value = j[field].get<std::string>();
    }
  if (j.contains("board")) {
    if (!j["board"].is_number_integer() || j["board"].get<std::int64_t>() < 0 || j["board"].get<std::int64_t>() > 10000)
      return Failure{std::string("\"board\" must be a number from 0 to 10000")};
    players.board = j["board"].get<int>();
  }
  return players;
}

}  // namespace

Result<Event, std::string> read_event(std::string_view line, const TableSetup& setup) {
  auto parsed = parse_object(line);
  if (!parsed) return Failure{parsed.error()};
  const json& j = *parsed;
  auto at = millis(j, "t_ms", -1);
  if (!at) return Failure{at.error()};
  if (*at < 0) return Failure{std::string("every line needs \"t_ms\"")};
  Event event{*at, Tick{}};
  if (j.contains("lift") || j.contains("place") || j.contains("snapshot")) {
    auto b = board(j, setup);
    if (!b) return Failure{b.error()};
    if (j.contains("lift")) {
      auto s = square(j, "lift");
      if (!s) return Failure{s.error()};
      event.input = Lift{*b, *s};
    } else if (j.contains("place")) {
      auto s = square(j, "place");
      if (!s) return Failure{s.error()};
      Piece piece = Piece::None;
      if (j.contains("piece")) {
        auto letter = text(j, "piece");
        if (!letter) return Failure{letter.error()};
        auto p = letter->size() == 1 ? piece_from_fen_letter((*letter)[0]) : std::nullopt;
        if (!p) return Failure{"\"piece\" must be one FEN letter (PNBRQK white, pnbrqk black)"};
        piece = *p;
      }
      event.input = Place{*b, *s, piece};
    } else {
      auto placement = text(j, "snapshot");
      if (!placement) return Failure{placement.error()};
      auto pieces = parse_placement(*placement);
      if (!pieces) return Failure{"\"snapshot\": " + pieces.error()};
      event.input = Snapshot{*b, *pieces};
    }
  } else if (j.contains("announce")) {
    auto words = text(j, "announce");
    if (!words) return Failure{words.error()};
    auto by = text(j, "by");
    if (!by) return Failure{by.error()};
    Speaker speaker;
    if (*by == "white") speaker = Speaker::White;
    else if (*by == "black") speaker = Speaker::Black;
    else if (*by == "assistant") speaker = Speaker::Assistant;
    else return Failure{std::string("\"by\" must be \"white\", \"black\" or \"assistant\"")};
    event.input = Announce{*words, speaker};
  } else if (j.contains("press_clock")) {
    auto by = colour(j, "press_clock");
    if (!by) return Failure{by.error()};
    event.input = PressClock{*by};
  } else if (j.contains("query")) {
    auto kind = text(j, "query");
    if (!kind) return Failure{kind.error()};
    auto by = colour(j, "by");
    if (!by) return Failure{by.error()};
    Query query{QueryKind::Time, *by};
    auto found = std::find(std::begin(kQueryNames), std::end(kQueryNames), *kind);
    if (found == std::end(kQueryNames))
      return Failure{"unknown query \"" + *kind +
                     "\": time, last, turn, square, mine, theirs, rank, file, moves, sheet or opponent"};
    query.kind = QueryKind(found - std::begin(kQueryNames));
    std::string argument;  // none: a square, rank or file query is refused below
    for (const char* key : {"square", "rank", "file", "arg"})
      if (j.contains(key)) {
        auto arg = text(j, key);
        if (!arg) return Failure{arg.error()};
        argument = *arg;
      }
    if (auto typed = with_argument(query, argument)) query = *typed;
    else return Failure{typed.error()};
    event.input = query;
  } else if (j.contains("arbiter")) {
    auto command = text(j, "arbiter");
    if (!command) return Failure{command.error()};
    auto order = parse_arbiter_order(*command);
    if (!order) return Failure{order.error()};
    event.input = ArbiterCommand{*order};
  } else if (j.contains("scoresheet")) {
    auto sheet = colour(j, "scoresheet");
    if (!sheet) return Failure{sheet.error()};
    WriteScoresheet write{*sheet, "", false};
    if (auto erase = j.find("erase"); erase != j.end()) {
      if (!erase->is_boolean() || !erase->get<bool>()) return Failure{std::string("\"erase\" must be true")};
      write.erase_last = true;
    } else {
      auto move = text(j, "move");
      if (!move) return Failure{move.error() + " (the move as the player wrote it), or \"erase\":true"};
      write.move = *move;
    }
    event.input = write;
  } else if (j.contains("reopen")) {
    if (!j["reopen"].is_boolean() || !j["reopen"].get<bool>()) return Failure{std::string("\"reopen\" must be true")};
    event.input = Reopen{};
  } else if (j.contains("players")) {
    auto players = read_players(j["players"]);
    if (!players) return Failure{players.error()};
    event.input = *players;
  } else if (j.size() != 1) {
    return Failure{
        std::string("no input: expected lift, place, snapshot, announce, press_clock, query, arbiter, "
                    "scoresheet, reopen or players")};
  }
  return event;
}

std::string event_json(const Event& event) {
  ordered out;
  out["t_ms"] = event.at;
  std::visit(
      [&out](const auto& in) {
        using T = std::decay_t<decltype(in)>;
        if constexpr (std::is_same_v<T, Lift>) {
          out["board"] = std::string(name(in.board)), out["lift"] = square_name(in.square);
        } else if constexpr (std::is_same_v<T, Place>) {
          out["board"] = std::string(name(in.board)), out["place"] = square_name(in.square);
          if (is_piece(in.piece)) out["piece"] = std::string(1, fen_letter(in.piece));
        } else if constexpr (std::is_same_v<T, Snapshot>) {
          out["board"] = std::string(name(in.board)), out["snapshot"] = placement_of(in.pieces);
        } else if constexpr (std::is_same_v<T, Announce>) {
          out["announce"] = in.words;
          out["by"] = in.by == Speaker::White ? "white" : in.by == Speaker::Black ? "black" : "assistant";
        } else if constexpr (std::is_same_v<T, PressClock>) {
          out["press_clock"] = colour_name(in.by);
        } else if constexpr (std::is_same_v<T, Query>) {
          out["query"] = std::string(kQueryNames[int(in.kind)]), out["by"] = colour_name(in.by);
          if (const std::string arg = query_argument(in); !arg.empty()) out["arg"] = arg;
        } else if constexpr (std::is_same_v<T, ArbiterCommand>) {
          out["arbiter"] = arbiter_line(in.order);
        } else if constexpr (std::is_same_v<T, WriteScoresheet>) {
          out["scoresheet"] = colour_name(in.sheet);
          if (in.erase_last) out["erase"] = true;
          else out["move"] = in.move;
        } else if constexpr (std::is_same_v<T, Reopen>) {
          out["reopen"] = true;
        } else if constexpr (std::is_same_v<T, Players>) {
          ordered players;
          players["white"] = player_json(in.side[int(Color::White)]);
          players["black"] = player_json(in.side[int(Color::Black)]);
          if (!in.round.empty()) players["round"] = in.round;
          if (in.board > 0) players["board"] = in.board;
          if (!in.date.empty()) players["date"] = in.date;
          if (!in.event.empty()) players["event"] = in.event;
          if (!in.site.empty()) players["site"] = in.site;
          out["players"] = players;
        } else if constexpr (!std::is_same_v<T, Tick>) {
          static_assert(unhandled<T>, "every input is written");
        }
      },
      event.input);
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace twinboard::runtime
