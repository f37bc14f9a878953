// `twinboard export JOURNAL [--scenario]`: the game of a journal as PGN, with [%clk]
// after every move, the touch log as comments and both scoresheets as written; or, with
// --scenario, the journal's events as a scenario file (`twinboard simulate` replays it).
#include <iostream>

#include "command_failure.h"
#include "commands.h"
#include "runtime/game_record.h"
#include "runtime/journal.h"
#include "runtime/replay.h"
#include "runtime/scenario.h"

namespace twinboard::app {
namespace {

struct ExportOptions {
  std::string journal;
  bool scenario = false;
};

int run_export(const ExportOptions& o) {
  try {
    Journal journal(o.journal, Journal::Access::Read);
    if (o.scenario) {
      std::cout << setup_json(journal.setup()) << '\n';
      for (const Journal::Row& row : journal.events()) std::cout << event_json(row.event) << '\n';
      return kOk;
    }
    const Replayed game = replay(journal);
    std::cout << write_pgn(
        game_record(*game.table, with_game_date(journal.tags(), journal.first_wall_ms()), &game.touches, &game.notes));
    return kOk;
  } catch (const std::exception& e) {
    return report("export", failure_of(e));
  }
}

}  // namespace

void add_export_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<ExportOptions>();
  auto* cmd = app.add_subcommand("export", "Write a journal's game as PGN ([%clk], touch log, both scoresheets)");
  cmd->add_option("JOURNAL", o->journal, "The journal (SQLite) `twinboard table` or `simulate --journal` wrote")
      ->required();
  cmd->add_flag("--scenario", o->scenario, "Write the journal's events as a scenario file instead");
  cmd->callback([&run, o] { run = [o] { return run_export(*o); }; });
}

}  // namespace twinboard::app
