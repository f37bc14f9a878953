// Each subcommand of `twinboard` registers itself on the command line here.
#pragma once

#include <CLI/CLI.hpp>
#include <functional>

namespace twinboard::runtime {}

namespace twinboard::app {

// The commands are the front of the table's runtime (runtime/): they use it throughout.
using namespace twinboard::runtime;

// Exit status of every command: 0 ok, 1 the input is bad, 2 usage or I/O error; `table`
// adjourned with a journal that lacks part of the game (its copy is where the arbiter named): 3.
enum ExitStatus { kOk = 0, kBadInput = 1, kUsageOrIo = 2, kRecordElsewhere = 3 };

// A subcommand sets `run` to what it does once the command line is parsed.
using Runner = std::function<int()>;

void add_perft_command(CLI::App& app, Runner& run);
void add_pgn_command(CLI::App& app, Runner& run);
void add_words_commands(CLI::App& app, Runner& run);  // announce, parse
void add_simulate_command(CLI::App& app, Runner& run);
void add_say_command(CLI::App& app, Runner& run);
void add_device_commands(CLI::App& app, Runner& run);  // ports, emulate, watch
void add_clock_command(CLI::App& app, Runner& run);
void add_demo_command(CLI::App& app, Runner& run);
void add_reconcile_command(CLI::App& app, Runner& run);
void add_export_command(CLI::App& app, Runner& run);
void add_table_command(CLI::App& app, Runner& run);
void add_braille_command(CLI::App& app, Runner& run);
void add_arbiter_command(CLI::App& app, Runner& run);  // the arbiter's station
void add_player_command(CLI::App& app, Runner& run);   // a player's station (issue 47)
void add_hall_command(CLI::App& app, Runner& run);     // the hall of an event (issue 21)

}  // namespace twinboard::app
