// The game as a record a federation files: PGN with [%clk] after every move, the touch log
// as comments, both players' scoresheets as written (used by `export` and the demo).
#pragma once

#include <cstdint>
#include <optional>
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

// Issue 48, item 14: what the arbiter was told between two moves that belongs in the record:
// draw offers, declines and claims (Article 9), the clocks stopped and started (6.11), an
// illegal move's penalty proposed and carried out (7.5), in the arbiter's English words
// (a record's comments are English, as its tags).
class ArbiterNotes {
 public:
  void note(const Effect& effect);
  // What came after ply `ply` was made (0: before the first move), in order.
  const std::vector<std::string>& after(std::size_t ply) const;

 private:
  std::vector<std::vector<std::string>> after_{1};
};

// The game's tags: `tags` (the table's configuration, the journal's), with the players, their
// titles, FIDE ids and ratings, the round, board and date where the round's pairing gave
// them (issue 37).
std::vector<std::pair<std::string, std::string>> game_tags(
    const Table& table, const std::vector<std::pair<std::string, std::string>>& tags);
// Issue 48, item 14: the tags with the game's date (YYYY.MM.DD, local time) from `wall_ms`,
// when it first met the wall clock (its first journalled event), unless a Date is given (the
// configuration's [event] date, the round's pairing). Without a moment: the tags as they are.
std::vector<std::pair<std::string, std::string>> with_game_date(std::vector<std::pair<std::string, std::string>> tags,
                                                                std::optional<std::int64_t> wall_ms);

PgnGame game_record(const Table& table, const std::vector<std::pair<std::string, std::string>>& tags,
                    const TouchLog* touches = nullptr, const ArbiterNotes* notes = nullptr);

}  // namespace twinboard::runtime
