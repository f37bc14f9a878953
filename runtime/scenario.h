// The scenario format of `twinboard simulate` (docs/scenario-format.md): one JSON object a
// line in, effects as JSON lines out. Also the journal's event encoding.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"
#include "core/table_events.h"
#include "runtime/effect_json.h"

namespace twinboard::runtime {

// Whether a line is meant as the setup: a JSON object with a "setup" member (right or not).
bool is_setup_line(std::string_view line);
// How a setup without release_ms and vi_rest_ms reads: a scenario and a journal of format 4
// get today's defaults; a journal written before those times existed its one rest time for
// every move (decided by the journal's format, not by the missing key).
enum class SetupReading { Today, BeforeRestTimes };
// The first line: {"t_ms":0,"setup":{...}}.
Result<TableSetup, std::string> read_setup(std::string_view line, SetupReading reading = SetupReading::Today);
// The first line for a setup, in the form read_setup reads.
std::string setup_json(const TableSetup& setup);
// Every other line; a line with only "t_ms" lets time pass. `setup` is the table's, whose
// seats name the boards (and, for older files, its one VI player's "tactile" board).
Result<Event, std::string> read_event(std::string_view line, const TableSetup& setup = TableSetup{});
// A query's square, rank, file or "all" as the scenario and the journal write it ("e4", "4",
// "e", "all"; "" for none), and read back into the query of its kind.
std::string query_argument(const Query& query);
Result<Query, std::string> with_argument(Query query, const std::string& text);
// One event as one JSON line, in the form read_event reads.
std::string event_json(const Event& event);

}  // namespace twinboard::runtime
