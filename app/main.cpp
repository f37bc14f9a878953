// twinboard: one executable, one subcommand per job.
#include <csignal>
#include <iostream>

#include "commands.h"

int main(int argc, char** argv) {
  using namespace twinboard::app;
  // A file size limit (ulimit -f) makes a write fail with EFBIG instead of killing the
  // program: a table's journal failure is then told to the arbiter and the game goes on.
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App app{"twinboard: over-the-board chess for visually impaired and sighted players", "twinboard"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "twinboard " TWINBOARD_VERSION);
  Runner run;
  add_perft_command(app, run);
  add_pgn_command(app, run);
  add_words_commands(app, run);
  add_simulate_command(app, run);
  add_say_command(app, run);
  add_device_commands(app, run);
  add_clock_command(app, run);
  add_demo_command(app, run);
  add_reconcile_command(app, run);
  add_export_command(app, run);
  add_table_command(app, run);
  add_arbiter_command(app, run);
  add_player_command(app, run);
  add_hall_command(app, run);
  add_braille_command(app, run);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    app.exit(e);
    return kUsageOrIo;
  }
  return run ? run() : kUsageOrIo;
}
