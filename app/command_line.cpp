#include "command_line.h"

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
    app.exit(e);
    return kUsageOrIo;
  }
  return run ? run() : kUsageOrIo;
}

}  // namespace twinboard::app
