// A scenario file read whole (docs/scenario-format.md): its setup line, if any, and its
// events with their line numbers. `twinboard table --script` plays one; `simulate` reads
// line by line and uses is_setup_line to tell the setup apart.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/result.h"
#include "core/table_events.h"

namespace twinboard::runtime {

struct Script {
  std::optional<TableSetup> setup;
  std::vector<std::pair<int, Event>> events;  // (line number, event)
};

// A scenario's text (`path` names it in messages); the first line that does not read fails it.
Result<Script, std::string> read_script(const std::string& text, const std::string& path);

}  // namespace twinboard::runtime
