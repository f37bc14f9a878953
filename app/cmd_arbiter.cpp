// `twinboard arbiter [--journal FILE | --socket PATH]`: the arbiter's station at a running
// table (app/arbiter_station.h). What is typed goes to the table a line at a time; what the
// table logs and answers is printed as it comes. When the input ends, the station waits for
// the answers to the orders it sent, then leaves; status 1 if any order was refused.
#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <iostream>
#include <memory>

#include "commands.h"
#include "station_socket.h"

namespace twinboard::app {
namespace {

struct ArbiterOptions {
  std::string journal = "twinboard-journal.sqlite";
  std::string socket;
};

int run_arbiter(const ArbiterOptions& o) {
  const std::string path = o.socket.empty() ? o.journal + ".arbiter" : o.socket;
  const int fd = connect_to(path);
  if (fd < 0) {
    say_cannot_attach("arbiter", path);
    return kUsageOrIo;
  }
  std::string from_table, typed;
  int orders_sent = 0, answers = 0, refused = 0;
  bool input_open = true;
  auto deadline = std::chrono::steady_clock::time_point::max();
  while (true) {
    if (!input_open && answers >= orders_sent) break;
    if (std::chrono::steady_clock::now() > deadline) {
      std::cerr << "twinboard arbiter: the table did not answer every order\n";
      return kUsageOrIo;
    }
    pollfd fds[2] = {{fd, POLLIN, 0}, {input_open ? STDIN_FILENO : -1, POLLIN, 0}};
    if (::poll(fds, 2, 100) < 0 && errno != EINTR) break;
    if (fds[0].revents) {
      char buffer[4096];
      const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
      if (n <= 0) {
        std::cout << "twinboard arbiter: the table has closed the station" << std::endl;
        break;
      }
      from_table.append(buffer, std::size_t(n));
      for (std::size_t end; (end = from_table.find('\n')) != std::string::npos;) {
        const std::string line = from_table.substr(0, end);
        from_table.erase(0, end + 1);
        std::cout << line << std::endl;
        if (line.starts_with("ok: ") || line.starts_with("error: ")) ++answers;
        if (line.starts_with("error: ")) ++refused;
      }
    }
    if (input_open && fds[1].revents) {
      char buffer[4096];
      const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
      if (n <= 0) {
        input_open = false;
        deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
        continue;
      }
      typed.append(buffer, std::size_t(n));
      for (std::size_t end; (end = typed.find('\n')) != std::string::npos;) {
        const std::string line = typed.substr(0, end + 1);
        typed.erase(0, end + 1);
        if (line.find_first_not_of(" \t\r\n") == std::string::npos) continue;
        if (!send_all(fd, line)) {
          std::cerr << "twinboard arbiter: the table has gone\n";
          return kUsageOrIo;
        }
        ++orders_sent;
      }
    }
  }
  close(fd);
  return refused > 0 ? kBadInput : kOk;
}

}  // namespace

void add_arbiter_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<ArbiterOptions>();
  auto* cmd = app.add_subcommand("arbiter", "The arbiter's station at a running table: orders in, the table's log out");
  cmd->add_option("--journal", o->journal, "The table's journal (the station attaches at JOURNAL.arbiter)");
  cmd->add_option("--socket", o->socket, "The table's socket, if not beside the journal");
  cmd->callback([&run, o] { run = [o] { return run_arbiter(*o); }; });
}

}  // namespace twinboard::app
