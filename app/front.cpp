// twinboard, the program people run (build/<preset>/twinboard, /usr/bin/twinboard): a small
// front that loads only the rules core. It runs `pgn` and `perft` itself, defined once for
// both programs (cmd_pgn.cpp, cmd_perft.cpp, command_line.cpp); any other command line,
// --help, --version and none at all too, it hands to the full program (main.cpp) by
// execv with the same arguments, so the process stays the same (its pid, signals, standard
// streams and exit status) and keeps its name, twinboard.
// Why: the full program loads 87 shared libraries (speech, sound, window, braille, MQTT,
// HTTP, TLS) before main, 13 to 16 ms on a 2-core machine, more than checking a few
// thousand games takes (docs/performance.md, issue 50 item 7).
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <iostream>
#include <string>
#include <string_view>

#include "command_line.h"

namespace twinboard::app {
namespace {

// Becomes the full program, found beside this one: libexec/twinboard in a build folder,
// ../libexec/twinboard/twinboard where installed (/usr/bin -> /usr/libexec/twinboard). Returns
// only when it cannot, having said why.
int become_full_program(char** argv) {
  char self[PATH_MAX];
  const ssize_t length = readlink("/proc/self/exe", self, sizeof self);
  if (length <= 0 || std::size_t(length) >= sizeof self) {
    std::cerr << "twinboard: cannot find where this program is (/proc/self/exe): " << std::strerror(errno) << '\n';
    return kUsageOrIo;
  }
  std::string folder(self, std::size_t(length));
  folder.erase(folder.rfind('/'));  // the link is an absolute path
  const std::string places[] = {folder + "/libexec/twinboard", folder + "/../libexec/twinboard/twinboard"};
  for (const std::string& place : places) {
    if (access(place.c_str(), X_OK) != 0) continue;
    execv(place.c_str(), argv);
    std::cerr << "twinboard: cannot start " << place << ": " << std::strerror(errno) << '\n';
    return kUsageOrIo;
  }
  std::cerr << "twinboard: the full program is missing: neither " << places[0] << " nor " << places[1]
            << " can be run (reinstall twinboard, or build the target twinboard)\n";
  return kUsageOrIo;
}

}  // namespace
}  // namespace twinboard::app

int main(int argc, char** argv) {
  using namespace twinboard::app;
  // As the full program (main.cpp): a write beyond a file size limit fails, never kills.
  std::signal(SIGXFSZ, SIG_IGN);
  const std::string_view command = argc > 1 ? argv[1] : "";
  if (command != "pgn" && command != "perft") return become_full_program(argv);
  CLI::App app;
  describe_program(app);
  Runner run;
  add_perft_command(app, run);
  add_pgn_command(app, run);
  return parse_and_run(app, run, argc, argv);
}
