#pragma once
// What the whole-game tests of issue 47 (test_seats_games*.cpp) share: the square a hand puts
// a piece on by mistake, the lines the table's log says were told to one player, and the
// checks that a line is in one script only.
#include <sstream>
#include <string>
#include <vector>

#include "core/position.h"

namespace twinboard::test {

// The log must name the players by colour, never by what a player needs or his board senses.
inline constexpr const char* kNoSightedOrTactile[] = {"say to tactile", "say to sighted", "tactile board",
                                                      "sighted board", "sighted player"};

// An empty square next to `s`: where a hand that carries out a move wrongly puts the piece.
inline Square empty_square_beside(const Position& p, Square s) {
  for (int df : {1, -1, 0})
    for (int dr : {1, -1, 0}) {
      const int f = file_of(s) + df, r = rank_of(s) + dr;
      if ((df || dr) && f >= 0 && f < 8 && r >= 0 && r < 8 && !is_piece(p.piece_on(make_square(f, r))))
        return make_square(f, r);
    }
  return s;
}

// What the log says was told to `listener` ("white", "black"), each in his own words: the
// text after "say to white: ", without the arbiter's translation the log adds for him.
inline std::vector<std::string> lines_told(const std::string& log, const std::string& listener) {
  std::vector<std::string> told;
  const std::string mark = "say to " + listener + ": ";
  std::istringstream in(log);
  for (std::string line; std::getline(in, line);) {
    const auto at = line.find(mark);
    if (at == std::string::npos) continue;
    std::string words = line.substr(at + mark.size());
    if (const auto arbiters = words.find(" (arbiter's words: "); arbiters != std::string::npos) words.resize(arbiters);
    told.push_back(words);
  }
  return told;
}

// UTF-8: Cyrillic letters (U+0400..U+04FF) begin with the bytes D0..D3.
inline bool has_cyrillic(const std::string& text) {
  for (unsigned char c : text)
    if (c >= 0xD0 && c <= 0xD3) return true;
  return false;
}
inline bool has_latin_letter(const std::string& text) {
  for (unsigned char c : text)
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return true;
  return false;
}

}  // namespace twinboard::test
