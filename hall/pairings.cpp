#include "hall/pairings.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <map>
#include <set>

#include "core/pgn.h"

namespace twinboard::hall {
namespace {

// The columns of a TRF line, 1-based and inclusive as the format counts them, trimmed.
std::string columns(std::string_view line, std::size_t first, std::size_t last) {
  if (line.size() < first) return "";
  std::string_view field = line.substr(first - 1, std::min(line.size(), last) - (first - 1));
  while (!field.empty() && field.front() == ' ') field.remove_prefix(1);
  while (!field.empty() && (field.back() == ' ' || field.back() == '\r')) field.remove_suffix(1);
  return std::string(field);
}

// A TRF's lines: FIDE ends each with CR (bbpPairings writes CR alone), other programs with
// LF or CR LF; each line is given with its own ending, so a line passed through is unchanged.
struct TrfLine {
  std::string_view text, ending;
};
std::vector<TrfLine> trf_lines(std::string_view text) {
  std::vector<TrfLine> out;
  for (std::size_t at = 0; at < text.size();) {
    std::size_t end = text.find_first_of("\r\n", at);
    if (end == std::string_view::npos) end = text.size();
    const std::size_t ending = end < text.size() && text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n'
                                   ? 2
                                   : end < text.size();
    out.push_back({text.substr(at, end - at), text.substr(end, ending)});
    at = end + ending;
  }
  return out;
}

// FIDE's ratings lie within this; a number beyond is no rating (a table's journal would
// refuse it: runtime/scenario.cpp reads 0 to 4000).
int rating_of(std::optional<int> value) { return value && *value > 0 && *value <= 4000 ? *value : 0; }

std::optional<int> number(const std::string& text) {
  int value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return value;
}

struct TrfPlayer {
  int rank = 0;
  PairedPlayer player;
  std::size_t line = 0;
  struct Round {
    int opponent = 0;  // 0: none (a bye, absent, not paired)
    char colour = '-';
    char result = ' ';
  };
  std::vector<Round> rounds;
};

// Points a result gives by FIDE's default scoring (TRF tag 162).
double points(char result) {
  switch (result) {
    case '1':
    case '+':
    case 'W':
    case 'w':
    case 'F':
    case 'f':
    case 'U':
    case 'u': return 1.0;
    case '=':
    case 'D':
    case 'd':
    case 'H':
    case 'h': return 0.5;
    default: return 0.0;
  }
}

Result<std::vector<Pairing>, std::string> read_trf(std::string_view text, const std::string& file,
                                                   std::optional<int> round) {
  std::map<int, TrfPlayer> players;
  std::string event, site, start_date, dates;
  std::size_t line_number = 0;
  for (const TrfLine& trf_line : trf_lines(text)) {
    const std::string_view line = trf_line.text;
    ++line_number;
    const std::string where = file + ":" + std::to_string(line_number) + ": ";
    if (line.starts_with("012")) event = columns(line, 5, 200);
    if (line.starts_with("022")) site = columns(line, 5, 200);
    if (line.starts_with("042")) start_date = columns(line, 5, 14);
    if (line.starts_with("132")) dates = std::string(line);
    if (!line.starts_with("001")) continue;
    TrfPlayer p;
    p.line = line_number;
    const auto rank = number(columns(line, 5, 8));
    if (!rank || *rank < 1) return Failure{where + "a player line (001) without its start rank in columns 5-8"};
    p.rank = *rank;
    p.player.title = columns(line, 11, 13);
    p.player.name = columns(line, 15, 47);
    if (p.player.name.empty())
      return Failure{where + "player " + std::to_string(p.rank) + " has no name (columns 15-47)"};
    p.player.rating = rating_of(number(columns(line, 49, 52)));
    p.player.federation = columns(line, 54, 56);
    p.player.fide_id = columns(line, 58, 68);
    for (std::size_t start = 92; start <= line.size(); start += 10) {
      const std::string round_number = std::to_string((start - 82) / 10);
      TrfPlayer::Round r;
      const std::string opponent = columns(line, start, start + 3);
      const auto id = opponent.empty() ? std::optional<int>(0) : number(opponent);
      if (!id || *id < 0)
        return Failure{where + "round " + round_number + ": '" + opponent + "' is no opponent's start rank (columns " +
                       std::to_string(start) + "-" + std::to_string(start + 3) + ")"};
      r.opponent = *id;
      const std::string colour = columns(line, start + 5, start + 5);
      r.colour = colour.empty() ? '-' : char(std::tolower(static_cast<unsigned char>(colour[0])));
      if (r.colour != 'w' && r.colour != 'b' && r.colour != '-')
        return Failure{where + "round " + round_number + ": colour '" + colour + "' is none of w, b, -"};
      const std::string result = columns(line, start + 7, start + 7);
      r.result = result.empty() ? ' ' : result[0];
      p.rounds.push_back(r);
    }
    if (!players.emplace(p.rank, p).second)
      return Failure{where + "start rank " + std::to_string(p.rank) + " is given twice"};
  }
  if (players.empty()) return Failure{file + ": no player line (001): no TRF file"};
  // The round: the one asked for, or the last one anybody is paired in.
  int chosen = round.value_or(0);
  if (!round)
    for (const auto& [rank, p] : players)
      for (std::size_t r = 0; r < p.rounds.size(); ++r)
        if (p.rounds[r].opponent != 0) chosen = std::max(chosen, int(r) + 1);
  if (chosen < 1) return Failure{file + ": no round is paired"};
  struct Pair {
    const TrfPlayer *white, *black;
    double top, sum;
    int higher_rank;  // the start rank of the pair's higher-scored player (the better-ranked when level)
  };
  std::vector<Pair> pairs;
  auto before = [chosen](const TrfPlayer& p) {
    double sum = 0;
    for (int r = 0; r + 1 < chosen && r < int(p.rounds.size()); ++r) sum += points(p.rounds[std::size_t(r)].result);
    return sum;
  };
  for (const auto& [rank, p] : players) {
    if (int(p.rounds.size()) < chosen) continue;
    const TrfPlayer::Round& r = p.rounds[std::size_t(chosen - 1)];
    if (r.opponent == 0 || r.colour != 'w') continue;
    const std::string where = file + ":" + std::to_string(p.line) + ": round " + std::to_string(chosen) + ": ";
    const auto other = players.find(r.opponent);
    if (other == players.end())
      return Failure{where + "the opponent " + std::to_string(r.opponent) + " has no player line"};
    const auto& theirs = other->second.rounds;
    if (int(theirs.size()) < chosen || theirs[std::size_t(chosen - 1)].opponent != rank ||
        theirs[std::size_t(chosen - 1)].colour != 'b')
      return Failure{where + "player " + std::to_string(rank) + " has White against " + std::to_string(r.opponent) +
                     ", whose line (" + std::to_string(other->second.line) + ") does not say Black against " +
                     std::to_string(rank)};
    const double a = before(p), b = before(other->second);
    pairs.push_back({&p, &other->second, std::max(a, b), a + b,
                     a > b   ? rank
                     : b > a ? r.opponent
                             : std::min(rank, r.opponent)});
  }
  // No board numbers in a TRF: the boards follow the pairing order (FIDE C.04.2): the higher
  // score of the pair, then the pair's sum, then the start rank of its higher-scored player.
  std::sort(pairs.begin(), pairs.end(), [](const Pair& x, const Pair& y) {
    if (x.top != y.top) return x.top > y.top;
    if (x.sum != y.sum) return x.sum > y.sum;
    return x.higher_rank < y.higher_rank;
  });
  std::string date;  // tag 132: the round's date, YY/MM/DD at columns 92+10(r-1)
  if (const std::string d = columns(dates, 92 + 10 * std::size_t(chosen - 1), 99 + 10 * std::size_t(chosen - 1));
      d.size() == 8 && d[2] == '/' && d[5] == '/')
    date = "20" + d.substr(0, 2) + "." + d.substr(3, 2) + "." + d.substr(6, 2);
  // Without the round's own date, the event's start (tag 042, YYYY/MM/DD).
  else if (start_date.size() == 10 && start_date[4] == '/' && start_date[7] == '/')
    date = start_date.substr(0, 4) + "." + start_date.substr(5, 2) + "." + start_date.substr(8, 2);
  std::vector<Pairing> out;
  for (const Pair& pair : pairs)
    out.push_back({std::to_string(chosen), int(out.size()) + 1, pair.white->player, pair.black->player, event, date,
                   pair.white->rank, pair.black->rank, site});
  return out;
}

Result<std::vector<Pairing>, std::string> read_pairing_pgn(std::string_view text, const std::string& file) {
  std::vector<Pairing> out;
  std::set<std::pair<std::string, int>> paired;  // round, board
  PgnReader reader(text);
  while (auto record = reader.next()) {
    const std::string where = file + ": game " + std::to_string(record->index) + ": ";
    if (record->kind == PgnRecord::Kind::Error && record->ply == 0) return Failure{where + record->reason};
    const PgnGame& g = record->game;
    Pairing p;
    for (const char* tag : {"White", "Black", "Round"})
      if (g.tag(tag).empty() || g.tag(tag) == "?") return Failure{where + "no " + std::string(tag) + " tag"};
    p.round = std::string(g.tag("Round"));
    p.event = g.tag("Event") == "?" ? "" : std::string(g.tag("Event"));
    p.site = g.tag("Site") == "?" ? "" : std::string(g.tag("Site"));
    if (const std::string_view d = g.tag("Date"); !d.empty() && d.find('?') == std::string_view::npos) p.date = d;
    for (auto [side, player] : {std::pair{"White", &p.white}, std::pair{"Black", &p.black}}) {
      const std::string s = side;
      player->name = g.tag(s);
      player->title = g.tag(s + "Title");
      player->fide_id = g.tag(s + "FideId");
      player->rating = rating_of(number(std::string(g.tag(s + "Elo"))));
    }
    const std::string board(!g.tag("Board").empty() ? g.tag("Board") : g.tag("Table"));
    if (board.empty()) p.board = int(out.size()) + 1;  // in board order
    else if (const auto n = number(board); n && *n >= 1 && *n <= 10000) p.board = *n;
    else return Failure{where + "Board \"" + board + "\" is no board number"};
    if (!paired.insert({p.round, p.board}).second)
      return Failure{where + "board " + std::to_string(p.board) + " of round " + p.round + " is paired twice"};
    out.push_back(std::move(p));
  }
  if (out.empty()) return Failure{file + ": no game: no pairing PGN"};
  return out;
}

nlohmann::json player_json(const PairedPlayer& p) {
  return {
      {"name", p.name}, {"title", p.title}, {"federation", p.federation}, {"fide_id", p.fide_id}, {"rating", p.rating}};
}

std::optional<PairedPlayer> player_from_json(const nlohmann::json& json) {
  if (!json.is_object() || !json.contains("name") || !json["name"].is_string()) return std::nullopt;
  PairedPlayer p;
  p.name = json["name"].get<std::string>();
  for (auto [field, value] :
       {std::pair{"title", &p.title}, std::pair{"federation", &p.federation}, std::pair{"fide_id", &p.fide_id}})
    if (json.contains(field) && json[field].is_string()) *value = json[field].get<std::string>();
  if (json.contains("rating") && json["rating"].is_number_integer() && json["rating"].get<std::int64_t>() > 0 &&
      json["rating"].get<std::int64_t>() <= 4000)
    p.rating = json["rating"].get<int>();
  return p;
}

}  // namespace

Result<std::vector<Pairing>, std::string> read_pairings(std::string_view text, const std::string& file,
                                                        std::optional<int> round) {
  std::size_t first = text.find_first_not_of(" \t\r\n\xEF\xBB\xBF");
  if (first == std::string_view::npos) return Failure{file + ": empty: no pairings"};
  if (text[first] == '[') return read_pairing_pgn(text, file);
  return read_trf(text, file, round);
}

namespace {

// The two result codes a confirmed board gives its players (White's, Black's), as FIDE's TRF
// writes them: 1 0 = for a played game; + and - when the game was not played (a forfeit,
// Article 6.7: a player absent at the start), - and - for both absent; nothing for a result
// the TRF has no code for.
std::optional<std::pair<char, char>> trf_codes(const BoardResult& r) {
  const bool forfeit = is_forfeit(r.termination);
  if (r.result == "0-0") return std::pair{'-', '-'};  // the double forfeit
  if (r.result == "1-0") return forfeit ? std::pair{'+', '-'} : std::pair{'1', '0'};
  if (r.result == "0-1") return forfeit ? std::pair{'-', '+'} : std::pair{'0', '1'};
  if (r.result == "1/2-1/2" && !forfeit) return std::pair{'=', '='};
  return std::nullopt;
}

}  // namespace

std::string trf_with_results(std::string_view trf, int round, const std::vector<Pairing>& pairings,
                             const std::vector<BoardResult>& results) {
  std::map<int, char> code;  // start rank -> the result code of its round column
  for (const BoardResult& r : results)
    for (const Pairing& p : pairings) {
      if (p.board != r.board || p.white_rank == 0 || p.black_rank == 0) continue;
      if (const auto codes = trf_codes(r)) {
        code[p.white_rank] = codes->first;
        code[p.black_rank] = codes->second;
      }
    }
  const std::size_t column = 99 + 10 * std::size_t(round - 1);  // 1-based, as the format counts
  std::vector<std::string> lines;
  std::vector<std::string_view> endings;
  std::map<int, std::size_t> line_of;  // start rank -> its 001 line
  std::map<int, double> score;
  for (const TrfLine& l : trf_lines(trf)) {
    std::string line(l.text);
    if (line.starts_with("001"))
      if (const auto rank = number(columns(line, 5, 8)); rank && !line_of.contains(*rank)) {
        if (code.contains(*rank)) {
          if (line.size() < column) line.resize(column, ' ');
          line[column - 1] = code.at(*rank);
        }
        // The points (columns 81-84) follow every result of the line up to this round, by
        // FIDE's default scoring (a win or forfeit win 1, a draw 1/2; a pairing-allocated bye
        // 1, a half-point bye 1/2, a zero-point bye 0); a bye already asked for a later round
        // is not yet his.
        double sum = 0;
        for (std::size_t c = 99; c <= std::min(line.size(), column); c += 10) sum += points(line[c - 1]);
        score[*rank] = sum;
        line_of[*rank] = lines.size();
      }
    lines.push_back(std::move(line));
    endings.push_back(l.ending);
  }
  // The rank (columns 86-89): by points, then by start rank, as bbpPairings ranks the
  // tournaments it makes; the pairing program's own tie-breaks decide the final standing.
  std::vector<int> order;
  for (const auto& [rank, line] : line_of) order.push_back(rank);
  std::stable_sort(order.begin(), order.end(), [&score](int a, int b) { return score.at(a) > score.at(b); });
  for (std::size_t place = 0; place < order.size(); ++place) {
    std::string& line = lines[line_of.at(order[place])];
    char field[64];
    const int written = std::snprintf(field, sizeof field, "%4.1f %4d", score.at(order[place]), int(place) + 1);
    if (written != 9) continue;  // beyond the columns (99.9 points, 9999 players): the pairing program's to say
    if (line.size() < 89) line.resize(89, ' ');
    line.replace(80, 9, field);
  }
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) out += lines[i] + std::string(endings[i]);
  return out;
}

nlohmann::json to_json(const Pairing& p) {
  return {{"round", p.round},
          {"board", p.board},
          {"white", player_json(p.white)},
          {"black", player_json(p.black)},
          {"event", p.event},
          {"site", p.site},
          {"date", p.date}};
}

std::optional<Pairing> pairing_from_json(const nlohmann::json& json) {
  if (!json.is_object() || !json.contains("board") || !json["board"].is_number_integer() || !json.contains("white") ||
      !json.contains("black") || json["board"].get<std::int64_t>() < 1 || json["board"].get<std::int64_t>() > 10000)
    return std::nullopt;
  auto white = player_from_json(json["white"]), black = player_from_json(json["black"]);
  if (!white || !black) return std::nullopt;
  Pairing p;
  p.board = json["board"].get<int>();
  p.white = std::move(*white);
  p.black = std::move(*black);
  for (auto [field, value] : {std::pair{"round", &p.round}, std::pair{"event", &p.event}, std::pair{"site", &p.site},
                              std::pair{"date", &p.date}})
    if (json.contains(field) && json[field].is_string()) *value = json[field].get<std::string>();
  return p;
}

}  // namespace twinboard::hall
