// The top of `twinboard`'s command line, one definition for both programs that parse it:
// the front (front.cpp, /usr/bin/twinboard), which runs `pgn` and `perft` itself, and the
// full program (main.cpp), which runs every command. Both say the same to the same line.
#pragma once

#include "commands.h"

namespace twinboard::app {

// The program's name, description, --version and "exactly one command".
void describe_program(CLI::App& app);

// Parses the line and runs the command it chose; CLI11's help and errors as its exit status
// (an error on the line: kUsageOrIo).
int parse_and_run(CLI::App& app, const Runner& run, int argc, char** argv);

}  // namespace twinboard::app
