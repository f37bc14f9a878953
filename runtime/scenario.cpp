#include "scenario.h"

#include <nlohmann/json.hpp>

#include "core/clock_warnings.h"
#include "core/exhaustive.h"
#include "core/fact_words.h"
#include "core/position.h"
#include "core/table.h"
#include "reconcile_json.h"

namespace twinboard::runtime {

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

using nlohmann::json;
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
  for (auto [field, value] : {std::pair{"round", &players.round}, std::pair{"date", &players.date}})
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

Result<json, std::string> parse_object(std::string_view line) {
  json j = json::parse(line.begin(), line.end(), nullptr, false);
  if (j.is_discarded()) return Failure{std::string("not JSON")};
  if (!j.is_object()) return Failure{std::string("not a JSON object")};
  return j;
}

Result<std::string, std::string> text(const json& j, const char* key) {
  auto it = j.find(key);
  if (it == j.end() || !it->is_string()) return Failure{"\"" + std::string(key) + "\" must be a string"};
  return it->get<std::string>();
}

Result<BoardId, std::string> board(const json& j) {
  auto b = text(j, "board");
  if (!b) return Failure{b.error()};
  if (auto id = named(*b, kBoardIds)) return *id;
  return Failure{"\"board\" must be one of " + names_of(kBoardIds) + ", not \"" + *b + "\""};
}

Result<Square, std::string> square(const json& j, const char* key) {
  auto s = text(j, key);
  if (!s) return Failure{s.error()};
  auto sq = parse_square(*s);
  if (!sq) return Failure{"\"" + std::string(key) + "\": \"" + *s + "\" is not a square such as e4"};
  return *sq;
}

Result<Color, std::string> colour(const json& j, const char* key) {
  auto s = text(j, key);
  if (!s) return Failure{s.error()};
  if (*s == "white") return Color::White;
  if (*s == "black") return Color::Black;
  return Failure{"\"" + std::string(key) + "\" must be \"white\" or \"black\""};
}

Result<BoardKind, std::string> board_kind(const json& setup, const std::string& key, BoardKind fallback) {
  if (!setup.contains(key)) return fallback;
  auto s = text(setup, key.c_str());
  if (!s) return Failure{s.error()};
  if (auto kind = named(*s, kBoardKinds)) return *kind;
  return Failure{"\"" + key + "\" must be one of " + names_of(kBoardKinds)};
}

Result<Millis, std::string> millis(const json& j, const char* key, Millis fallback) {
  auto it = j.find(key);
  if (it == j.end()) return fallback;
  if (!it->is_number_integer() || it->get<long long>() < 0 || it->get<long long>() > 1'000'000'000'000LL)
    return Failure{"\"" + std::string(key) + "\" must be a whole number of milliseconds"};
  return Millis(it->get<long long>());
}

std::string colour_name(Color c) { return std::string(name(c)); }

}  // namespace

bool is_setup_line(std::string_view line) {
  auto j = parse_object(line);
  return j && j->contains("setup");
}

Result<TableSetup, std::string> read_setup(std::string_view line) {
  auto j = parse_object(line);
  if (!j) return Failure{j.error()};
  auto it = j->find("setup");
  if (it == j->end() || !it->is_object())
    return Failure{std::string("the first line must be {\"t_ms\":0,\"setup\":{...}}")};
  const json& s = *it;
  TableSetup setup;
  if (s.contains("vi")) {
    auto vi = colour(s, "vi");
    if (!vi) return Failure{vi.error()};
    setup.vi = *vi;
  }
  for (BoardId b : kBoardIds) {
    BoardKind& kind = b == BoardId::Tactile ? setup.tactile : setup.sighted;
    auto read = board_kind(s, std::string(name(b)), kind);
    if (!read) return Failure{read.error()};
    kind = *read;
  }
  if (s.contains("time_control")) {
    auto tc = text(s, "time_control");
    if (!tc) return Failure{tc.error()};
    auto control = parse_time_control(*tc);
    if (!control) return Failure{"\"time_control\": " + control.error()};
    setup.time_control = *control;
  }
  if (s.contains("assistant")) {
    if (!s["assistant"].is_boolean()) return Failure{std::string("\"assistant\" must be true or false")};
    setup.assistant = s["assistant"].get<bool>();
  }
  if (s.contains("wait_for_start")) {
    if (!s["wait_for_start"].is_boolean()) return Failure{std::string("\"wait_for_start\" must be true or false")};
    setup.wait_for_start = s["wait_for_start"].get<bool>();
  }
  if (s.contains("start_fen")) {
    auto fen = text(s, "start_fen");
    if (!fen) return Failure{fen.error()};
    auto position = Position::from_fen(*fen);
    if (!position) return Failure{"\"start_fen\": " + position.error().front()};
    setup.start_fen = *fen;
  }
  if (s.contains("vocabulary")) {
    const json& v = s["vocabulary"];
    auto find = [](const json& code) -> const Vocabulary* {
      return code.is_string() ? find_vocabulary(code.get<std::string>()) : nullptr;
    };
    if (v.is_string()) {
      const Vocabulary* all = find(v);
      if (!all) return Failure{"unknown vocabulary " + v.dump()};
      setup.vocabulary = {all, all, all};
    } else if (v.is_object()) {
      for (Listener l : kListeners) {
        const std::string key(name(l));
        if (!v.contains(key)) continue;
        const Vocabulary* one = find(v[key]);
        if (!one) return Failure{"unknown vocabulary " + v[key].dump()};
        setup.vocabulary[int(l)] = one;
      }
    } else {
      return Failure{std::string("\"vocabulary\" must be a code or {\"tactile\":..., \"sighted\":...}")};
    }
  }
  if (s.contains("warnings")) {
    // One list for both players, or {"tactile":"10m,1m","sighted":"off"}.
    const json& w = s["warnings"];
    auto read = [](const json& item) -> Result<std::vector<Millis>, std::string> {
      if (!item.is_string()) return Failure{std::string("\"warnings\" must be like \"10m,5m,1m\" or \"off\"")};
      return parse_warning_thresholds(item.get<std::string>());
    };
    for (BoardId b : kBoardIds) {
      const std::string board(name(b));
      if (w.is_object() && !w.contains(board)) continue;
      auto thresholds = read(w.is_object() ? w[board] : w);
      if (!thresholds) return Failure{"\"warnings\": " + thresholds.error()};
      setup.warnings[int(b)] = *thresholds;
    }
  }
  if (s.contains("sighted_hearing_impaired")) {
    if (!s["sighted_hearing_impaired"].is_boolean())
      return Failure{std::string("\"sighted_hearing_impaired\" must be true or false")};
    setup.sighted_hearing_impaired = s["sighted_hearing_impaired"].get<bool>();
  }
  if (s.contains("time_answer")) {
    const json& t = s["time_answer"];
    if (t == "used-and-left") setup.time_answer = TimeAnswer::UsedAndLeft;
    else if (t == "left") setup.time_answer = TimeAnswer::Left;
    else return Failure{std::string("\"time_answer\" must be \"used-and-left\" or \"left\"")};
  }
  for (auto [key, field] : {std::pair{"reminder_ms", &setup.reminder_after}, std::pair{"settle_ms", &setup.settle},
                            std::pair{"release_ms", &setup.release}, std::pair{"vi_rest_ms", &setup.vi_rest},
                            std::pair{"penalty_ms", &setup.illegal_move_penalty}}) {
    auto value = millis(s, key, *field);
    if (!value) return Failure{value.error()};
    *field = *value;
  }
  // A setup written before release_ms and vi_rest_ms existed (a journal, a scenario) knew one
  // rest time for every move, and the settle time decided the assistant's moves: it reads the same.
  if (!s.contains("release_ms")) setup.release = std::max<Millis>(setup.settle, 1);
  if (!s.contains("vi_rest_ms")) setup.vi_signals_decide = false;
  // What the table refuses is refused here too, with its reason: a scenario, a journal and
  // a configuration are held to the same setup (issue 39).
  std::string faults;
  for (const std::string& fault : setup_faults(setup)) faults += (faults.empty() ? "" : "; ") + fault;
  if (!faults.empty()) return Failure{faults};
  return setup;
}

std::string setup_json(const TableSetup& setup) {
  ordered s;
  s["vi"] = colour_name(setup.vi);
  s[std::string(name(BoardId::Tactile))] = std::string(name(setup.tactile));
  s[std::string(name(BoardId::Sighted))] = std::string(name(setup.sighted));
  s["time_control"] = setup.time_control.empty() ? "-" : pgn_time_control(setup.time_control);
  s["assistant"] = setup.assistant;
  if (setup.wait_for_start) s["wait_for_start"] = true;  // written only when set: older scenarios read the same
  s["start_fen"] = setup.start_fen;
  ordered vocabulary;
  for (Listener l : kListeners) vocabulary[std::string(name(l))] = std::string(setup.vocabulary[int(l)]->code);
  s["vocabulary"] = std::move(vocabulary);
  ordered warnings;
  for (BoardId b : kBoardIds) {
    std::string list;
    for (Millis t : setup.warnings[int(b)]) list += (list.empty() ? "" : ",") + std::to_string(t / 1000) + "s";
    warnings[std::string(name(b))] = list.empty() ? "off" : list;
  }
  s["warnings"] = std::move(warnings);
  s["reminder_ms"] = setup.reminder_after;
  s["settle_ms"] = setup.settle;
  s["release_ms"] = setup.release;
  if (setup.vi_signals_decide) s["vi_rest_ms"] = setup.vi_rest;
  if (setup.time_answer == TimeAnswer::Left) s["time_answer"] = "left";
  if (setup.sighted_hearing_impaired)
    s["sighted_hearing_impaired"] = true;  // only when set  // only when set: older files read the same
  s["penalty_ms"] = setup.illegal_move_penalty;
  ordered out;
  out["t_ms"] = 0;
  out["setup"] = std::move(s);
  return out.dump();
}

Result<Event, std::string> read_event(std::string_view line) {
  auto parsed = parse_object(line);
  if (!parsed) return Failure{parsed.error()};
  const json& j = *parsed;
  auto at = millis(j, "t_ms", -1);
  if (!at) return Failure{at.error()};
  if (*at < 0) return Failure{std::string("every line needs \"t_ms\"")};
  Event event{*at, Tick{}};
  if (j.contains("lift") || j.contains("place") || j.contains("snapshot")) {
    auto b = board(j);
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
          out["players"] = players;
        } else if constexpr (!std::is_same_v<T, Tick>) {
          static_assert(unhandled<T>, "every input is written");
        }
      },
      event.input);
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace twinboard::runtime
