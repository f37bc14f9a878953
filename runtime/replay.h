// Rebuilding the table from its journal: the same events give the same table (core/table.h).
#pragma once

#include <optional>
#include <vector>

#include "core/table.h"
#include "game_record.h"
#include "journal.h"

namespace twinboard::runtime {

struct Replayed {
  std::optional<Table> table;
  std::vector<Effect> effects;  // everything the events caused, in order
  TouchLog touches;
  ArbiterNotes notes;
  Millis last_event = 0;  // table time of the last event
  std::size_t events = 0;
  std::vector<std::string> sources;  // where each event came from
};

// Throws std::runtime_error when the journal holds no game or is damaged.
Replayed replay(const Journal& journal);

}  // namespace twinboard::runtime
