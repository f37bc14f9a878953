#include "commands.h"
namespace twinboard::app {
void add_pgn_command(CLI::App&, Runner&) {}
}
