#include "command_line.h"

#include <iostream>

namespace twinboard::app {

void describe_program(CLI::App& app) {
  app.name("twinboard");
  app.description("twinboard: over-the-board chess for visually impaired and sighted players");
  app.require_subcommand(1);
  app.set_version_flag("--version", "twinboard " TWINBOARD_VERSION);
}

int parse_and_run(CLI::App& app, const Runner& run, int argc, char** argv) {
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    // A word that is no command ("twinboard tabel"): CLI11 would say only that a subcommand
    // is required; say which word was not understood, and where the commands are listed.
    if (argc > 1 && argv[1][0] != '-' &&
        app.get_subcommands([&](CLI::App* command) { return command->check_name(argv[1]); }).empty()) {
      std::cerr << "twinboard: '" << argv[1] << "' is not a command; twinboard --help lists them\n";
      return kUsageOrIo;
    }
    app.exit(e);
    return kUsageOrIo;
  }
  return run ? run() : kUsageOrIo;
}

}  // namespace twinboard::app
