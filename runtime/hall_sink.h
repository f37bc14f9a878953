// The hall as the last of the table's outputs (issue 21): every effect, numbered in the
// game's stream (the same numbers when a resumed table replays its journal, so the hall
// keeps each once), then the table's state as runtime/table_state.h types it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "runtime/board_line.h"
#include "runtime/effect_sink.h"
#include "runtime/hall_link.h"

namespace twinboard::runtime {

// The state of `table` at `now`; `effects`: how many effects were told so far.
TableState table_state(const Table& table, Millis now, const std::vector<std::pair<std::string, std::string>>& tags,
                       ByColour<std::optional<TableState::Cable>> cables, std::uint64_t effects);

class HallSink : public EffectSink {
 public:
  // `boards`: the table's two boards, whose cables the state reports; `tags`: the game's.
  HallSink(HallLink* link, const ByColour<BoardLine>& boards,
           const std::vector<std::pair<std::string, std::string>>& tags)
      : link_(link), boards_(boards), tags_(tags) {}
  void take(const Table& table, Millis now, const std::vector<Effect>& effects) override;

 private:
  HallLink* link_;  // null: no hall
  const ByColour<BoardLine>& boards_;
  const std::vector<std::pair<std::string, std::string>>& tags_;
  std::uint64_t effects_told_ = 0;  // the next effect's number
};

}  // namespace twinboard::runtime
