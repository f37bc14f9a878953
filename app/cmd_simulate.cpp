// `twinboard simulate FILE [--journal JOURNAL]`: runs a scenario (JSON lines) through the
// table in virtual time and prints the effects as JSON lines. A bad line is an error
// effect; the run goes on. With --journal, every event is journalled before it is applied,
// as at a real table (`twinboard export` reads it).
#include <fstream>
#include <iostream>
#include <sstream>

#include "command_failure.h"
#include "commands.h"
#include "read_file.h"
#include "core/table.h"
#include "runtime/journal.h"
#include "runtime/journal_series.h"
#include "runtime/make_table.h"
#include "runtime/scenario.h"

namespace twinboard::app {

void add_simulate_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("simulate", "Run a scenario file (JSON lines) and print the effects (JSON lines)");
  auto file = std::make_shared<std::string>();
  auto journal_path = std::make_shared<std::string>();
  cmd->add_option("FILE", *file, "The scenario; - for standard input")->required();
  cmd->add_option("--journal", *journal_path, "Also write the game's journal (SQLite) here, as `twinboard table` does");
  cmd->callback([&run, file, journal_path] {
    run = [file, journal_path]() -> int {
      std::istringstream in_file;
      if (*file != "-") {
        auto text = read_file(*file, 256 * kMiB);
        if (!text) {
          return report("simulate", {FailureKind::UsageOrIo, text.error()});
        }
        in_file.str(std::move(*text));
      }
      std::istream& in = *file == "-" ? std::cin : in_file;
      std::unique_ptr<Journal> journal;
      try {
        if (!journal_path->empty()) {
          // Never over a game: one already there is kept, this one goes beside it (issue 39).
          TableJournal opened = open_table_journal(*journal_path, false);
          journal = std::move(opened.journal);
          if (!opened.kept.empty())
            std::cerr << "twinboard simulate: " << opened.kept << " holds " << opened.why_kept
                      << " and is kept; this game is journalled in " << journal->path() << '\n';
        }
      } catch (const std::exception& e) {
        return report("simulate", failure_of(e));
      }
      std::optional<Table> table;
      Millis last = 0;
      int bad_lines = 0;
      // Each listener's words in his vocabulary (the defaults until the setup line is read).
      auto words = [&] { return table ? table->setup().vocabulary : TableSetup{}.vocabulary; };
      auto print = [&](const std::vector<Effect>& effects) {
        for (const auto& e : effects) std::cout << effect_json(e, words()) << '\n';
      };
      auto error = [&](int line_number, const std::string& why) {
        ++bad_lines;
        const Refusal unread{.kind = Refusal::Kind::Unreadable,
                             .text = "line " + std::to_string(line_number) + ": " + why};
        std::cout << effect_json({last, Refused{unread}}, words()) << '\n';
      };
      std::string line;
      for (int number = 1; std::getline(in, line); ++number) {
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
        if (!table) {
          auto setup = read_setup(line);
          TableSetup chosen;
          if (setup) chosen = *setup;
          else error(number, setup.error() + " (playing on with the default setup)");
          auto created = make_table(chosen, 0);
          if (!created) {  // read_setup checks what the table does: a setup it refuses does not come here
            std::cerr << "twinboard simulate: line " << number << ": " << created.error() << '\n';
            return kBadInput;
          }
          table.emplace(std::move(*created));
          if (journal) journal->start(chosen, {});
          print(table->open());
          // A setup line with a mistake was a setup all the same: not an event too.
          if (setup || is_setup_line(line)) continue;
        }
        auto event = read_event(line, table->setup());
        if (!event) {
          error(number, event.error());
          continue;
        }
        last = std::max(last, event->at);
        if (journal) journal->append(*event, "input:" + std::to_string(number));
        print(table->handle(*event));
        if (journal && table->result() && !journal->result()) journal->finish(table->result()->result);
      }
      std::cout.flush();
      return bad_lines ? kBadInput : kOk;
    };
  });
}

}  // namespace twinboard::app
