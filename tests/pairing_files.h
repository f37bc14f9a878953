#pragma once
// Pairing files as pairing programs export them, written here column by column (issue 37).
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace twinboard::test {

// One TRF player line (`001`) at FIDE's columns: start rank 5-8, sex 10, title 11-13, name
// 15-47, rating 49-52, federation 54-56, FIDE id 58-68, birth 70-79, points 81-84, rank
// 86-89; then per round, from 92: opponent 92-95, colour 97, result 99.
struct TrfRound {
  int opponent;
  char colour, result;
};
inline std::string trf_player(int rank, const char* title, const char* name, int rating, const char* federation,
                              const char* fide_id, double points, const std::vector<TrfRound>& rounds) {
  char line[256];
  std::snprintf(line, sizeof line, "001 %4d m%-3s %-33s %4d %-3s %11s %-10s %4.1f %4d", rank, title, name, rating,
                federation, fide_id, "1990/01/01", points, rank);
  std::string out = line;
  for (const TrfRound& r : rounds) {
    std::snprintf(line, sizeof line, "  %4d %c %c", r.opponent, r.colour, r.result);
    out += line;
  }
  return out + "\n";
}

// Six players after two rounds, round 3 paired and not played: before it, players 1, 2, 5
// and 6 have 1.5 points, 3 and 4 none. FIDE's board order (the pair's higher score, its sum,
// the rank of its higher-ranked player): 2-1, 5-6, 3-4 (the file's order would be 2-1, 3-4, 5-6).
inline std::string trf26_round3() {
  std::string trf =
      "012 Open 2026\n022 Berlin\n032 GER\n042 2026/11/23\n052 2026/11/29\n062 6\n092 Individual: Swiss System\n"
      "102 Anna Arbiter\n"
      "132                                                                                        26/11/23  26/11/24  "
      "26/11/25\n"
      "142 9\n222 5400+30\n";
  trf += trf_player(1, "GM", "Alpha, One", 2600, "GER", "1000001", 1.5, {{4, 'w', '1'}, {6, 'b', '='}, {2, 'b', ' '}});
  trf += trf_player(2, "IM", "Beta, Two", 2500, "FRA", "1000002", 1.5, {{5, 'b', '='}, {3, 'w', '1'}, {1, 'w', ' '}});
  trf += trf_player(3, "", "Gamma, Three", 2400, "ESP", "1000003", 0.0, {{6, 'w', '0'}, {2, 'b', '0'}, {4, 'w', ' '}});
  trf += trf_player(4, "FM", "Delta, Four", 2300, "ITA", "1000004", 0.0, {{1, 'b', '0'}, {5, 'w', '0'}, {3, 'b', ' '}});
  trf += trf_player(5, "", "Epsilon, Five", 2200, "NED", "1000005", 1.5, {{2, 'w', '='}, {4, 'b', '1'}, {6, 'w', ' '}});
  trf += trf_player(6, "WGM", "Zeta, Six", 2100, "POL", "1000006", 1.5, {{3, 'b', '1'}, {1, 'w', '='}, {5, 'b', ' '}});
  return trf;
}

// A pairing PGN as Swiss-Manager writes one: a game per board, no moves.
inline std::string pairing_pgn_round3() {
  std::string pgn;
  const std::pair<const char*, const char*> boards[] = {
      {"Beta, Two", "Alpha, One"}, {"Epsilon, Five", "Zeta, Six"}, {"Gamma, Three", "Delta, Four"}};
  int board = 0;
  for (const auto& [white, black] : boards) {
    const std::string number = std::to_string(++board);
    pgn += "[Event \"Open 2026\"]\n[Site \"Berlin\"]\n[Date \"2026.11.25\"]\n[Round \"3\"]\n[White \"" +
           std::string(white) + "\"]\n[Black \"" + black + "\"]\n[Result \"*\"]\n[Board \"" + number +
           "\"]\n[WhiteFideId \"100000" + number + "\"]\n\n*\n\n";
  }
  return pgn;
}

}  // namespace twinboard::test
