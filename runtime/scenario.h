// The scenario format of `twinboard simulate` (docs/scenario-format.md): one JSON object a
// line in, effects as JSON lines out. Also the journal's event encoding.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "core/table_events.h"

namespace twinboard::runtime {

// Whether a line is meant as the setup: a JSON object with a "setup" member (right or not).
bool is_setup_line(std::string_view line);
// The first line: {"t_ms":0,"setup":{...}}.
Result<TableSetup, std::string> read_setup(std::string_view line);
// The first line for a setup, in the form read_setup reads.
std::string setup_json(const TableSetup& setup);
// Every other line; a line with only "t_ms" lets time pass.
Result<Event, std::string> read_event(std::string_view line);
// One effect as one JSON line (no newline).
// An effect as one JSON line, its facts and their words: a player's for what he is told (a
// board's steps: its player's), the arbiter's as "arbiter_text" and for a refusal.
using ListenersVocabularies = std::array<const Vocabulary*, 3>;  // per Listener
std::string effect_json(const Effect& effect, const ListenersVocabularies& words);
// A query's square, rank, file or "all" as the scenario and the journal write it ("e4", "4",
// "e", "all"; "" for none), and read back into the query of its kind.
std::string query_argument(const Query& query);
Result<Query, std::string> with_argument(Query query, const std::string& text);
// One event as one JSON line, in the form read_event reads.
std::string event_json(const Event& event);

}  // namespace twinboard::runtime
