// The table's log through spdlog: a file with wall-clock time, level and game time for the
// arbiter and the technician, and, with --verbose, the same lines on stderr. The VI
// player's terminal shows only what is said to him (issue 18, item 7).
#pragma once

#include <memory>
#include <string>

#include "runtime/table_runtime.h"

namespace spdlog {
class logger;
}

namespace twinboard::runtime {

// `file` empty: no file. Throws std::runtime_error when the file cannot be opened.
std::shared_ptr<spdlog::logger> make_table_log(const std::string& file, bool to_stderr);
void write_log(spdlog::logger& log, LogLevel level, const std::string& line);

}  // namespace twinboard::runtime
