// One error style for the commands (issue 36): a failure says what kind it is and why; the
// command reports it as "twinboard COMMAND: why" and its exit status follows from its kind,
// here and nowhere else (0 ok, 1 bad input, 2 usage or I/O, 3 a record kept elsewhere).
#pragma once

#include <exception>
#include <string>
#include <string_view>

#include "commands.h"

namespace twinboard::app {

enum class FailureKind {
  BadInput,         // the input is bad: a damaged journal, a bad configuration or scenario
  UsageOrIo,        // the command line, a file, a port, a device
  RecordElsewhere,  // adjourned, the journal lacking part of the game kept in the copy named
};

struct CommandFailure {
  FailureKind kind;
  std::string why;
};

ExitStatus exit_status(FailureKind kind);
// The failure an exception stands for: a damaged journal is bad input, anything else I/O.
CommandFailure failure_of(const std::exception& e);
// Writes "twinboard COMMAND: why" on stderr; returns the exit status.
int report(std::string_view command, const CommandFailure& failure);

}  // namespace twinboard::app
