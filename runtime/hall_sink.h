// The hall as the last of the table's outputs (issue 21): every effect, numbered in the
// game's stream (the same numbers when a resumed table replays its journal, so the hall
// keeps each once), then the table's state as runtime/table_state.h types it.
// Issue 50, item 1: the state is made and sent only when something in it changed (an
// effect, the running side, a pause, a board's readiness or cable, the result); a running
// clock is not a change: the state carries its wall-clock time and the reader runs the
// clock on from it. An idle pass of the table's loop makes and sends nothing.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/pgn.h"
#include "runtime/board_line.h"
#include "runtime/effect_sink.h"
#include "runtime/hall_link.h"

namespace twinboard::runtime {

// The state of `table` at `now`; `effects`: how many effects were told so far. `pgn`: the
// game's PGN as it grew so far (only what changed is written); none: written whole.
TableState table_state(const Table& table, Millis now, const std::vector<std::pair<std::string, std::string>>& tags,
                       ByColour<std::optional<TableState::Cable>> cables, std::uint64_t effects,
                       GrowingPgn* pgn = nullptr);

class HallSink : public EffectSink {
 public:
  // `boards`: the table's two boards, whose cables the state reports; `tags`: the game's.
  HallSink(HallLink* link, const ByColour<BoardLine>& boards,
           const std::vector<std::pair<std::string, std::string>>& tags)
      : link_(link), boards_(boards), tags_(tags) {}
  void take(const Table& table, Millis now, const std::vector<Effect>& effects, EffectWords& words) override;

 private:
  HallLink* link_;  // null: no hall
  const ByColour<BoardLine>& boards_;
  const std::vector<std::pair<std::string, std::string>>& tags_;
  std::uint64_t effects_told_ = 0;  // the next effect's number
  // What the last state sent said, apart from the clocks' times (which run on by themselves).
  struct Standing {
    std::uint64_t effects = 0;
    std::size_t plies = 0;
    std::optional<Color> running;
    bool paused = false, round_waits = false, has_penalty = false, confirmed = false;
    std::optional<std::string> result;
    ByColour<std::optional<bool>> shows_game{};
    ByColour<std::optional<std::pair<bool, int>>> cables{};
    bool operator==(const Standing&) const = default;
  };
  std::optional<Standing> sent_;  // nothing sent yet
  GrowingPgn pgn_;                // the game's PGN, each move written once
  std::uint64_t states_sent_ = 0;

 public:
  // How many states were sent (a test counts them on an idle table).
  std::uint64_t states_sent() const { return states_sent_; }
};

}  // namespace twinboard::runtime
