// The table's state as the hall reads it (issue 36): one typed struct, written by the table
// after every batch of effects and parsed once, at the hall's border, into the same struct.
// A field that is absent reads as its default (a table may say less); a field of another
// type, or a clock far out of range, makes the whole message one WireError, kept nowhere.
// The JSON's form is docs/hall.md's: the arbiters' page and the public URLs serve it as is.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/result.h"
#include "core/table.h"

namespace twinboard::runtime {

// No table runs for a hundred hours or owes as much: a clock beyond is a damaged message.
constexpr std::int64_t kClockRangeMs = 100LL * 3600 * 1000;

struct TableState {
  std::string fen;
  std::size_t plies = 0;
  std::vector<std::string> moves;  // SAN
  // The clocks' time left when they are in use.
  std::optional<std::int64_t> white_ms, black_ms;
  std::optional<Color> running;
  // The table's wall clock (ms since 1970) at which the clocks held these times: a reader
  // runs the running clock on from it (issue 49, item 4; the table sends its state only
  // when something changed, issue 50). 0: unknown (a table from before).
  std::int64_t wall_ms = 0;
  bool round_waits = false;
  bool paused = false;
  // Article 7.5: the penalty the table proposes for an illegal move; the arbiter decides.
  struct Penalty {
    Color offender = Color::White;
    std::string proposed;  // "loss", or "120 s for black"
  };
  std::optional<Penalty> penalty;
  // Per player's board ("boards": {"white": ..., "black": ...}): whether the sensed board shows
  // the game's position; unknown when unsensed.
  ByColour<std::optional<bool>> shows_game{};
  // Per player's board: the cable, where the table has a driver for the board.
  struct Cable {
    bool connected = false;
    int lost = 0;
  };
  ByColour<std::optional<Cable>> cables{};
  std::optional<std::string> result;
  bool result_confirmed = false;     // the arbiter confirmed it (`confirm`, issue 37)
  std::string ending;                // how the game ended ("agreement", "arbiter's decision" ...); "" while it goes on
  bool result_withdrawable = false;  // an arbiter gave it and has not confirmed it: `withdraw` (issue 49)
  std::uint64_t effects = 0;         // how many effects the hall should have: it asks for what it lacks
  std::string white, black;          // the players' names from the PGN tags; "" unknown
  std::string pgn;                   // the game so far, with [%clk]
};

std::string to_json(const TableState& state);
// The same, as a JSON value to serve inside another (the hall's pages).
nlohmann::json to_json_value(const TableState& state);

// What made a message from the wire unreadable, for the log.
struct WireError {
  std::string why;
};
Result<TableState, WireError> parse_table_state(std::string_view json);

}  // namespace twinboard::runtime
