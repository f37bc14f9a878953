// The game as a record a federation files: PGN with [%clk] after every move, the touch log
// as comments, both players' scoresheets as written (used by `export` and the demo).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/pgn.h"
#include "core/table.h"

namespace twinboard::runtime {

// Which squares were touched while each move came about, from the table's effects.
class TouchLog {
 public:
  void note(const Effect& effect);
  // The touches before ply `ply` (1-based) was made, as "tactile e2".
  const std::vector<std::string>& before(std::size_t ply) const;

 private:
  std::vector<std::vector<std::string>> per_ply_;
  std::vector<std::string> pending_;
};

// The game's tags: `tags` (the table's configuration, the journal's), with the players, their
// titles, FIDE ids and ratings, the round, board and date where the round's pairing gave
// them (issue 37).
std::vector<std::pair<std::string, std::string>> game_tags(
    const Table& table, const std::vector<std::pair<std::string, std::string>>& tags);
PgnGame game_record(const Table& table, const std::vector<std::pair<std::string, std::string>>& tags,
                    const TouchLog* touches = nullptr);

}  // namespace twinboard::runtime
