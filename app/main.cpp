// twinboard's full program: every command. The front (front.cpp) runs `pgn` and `perft`
// itself and hands every other command line here unchanged (build/<preset>/libexec/twinboard,
// installed as /usr/libexec/twinboard/twinboard).
#include <csignal>

#include "command_line.h"

int main(int argc, char** argv) {
  using namespace twinboard::app;
  // A file size limit (ulimit -f) makes a write fail with EFBIG instead of killing the
  // program: a table's journal failure is then told to the arbiter and the game goes on.
  std::signal(SIGXFSZ, SIG_IGN);
  CLI::App app;
  describe_program(app);
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
  return parse_and_run(app, run, argc, argv);
}
