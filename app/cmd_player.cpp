// `twinboard player --seat white|black [--journal FILE]`: a player's station at a running table
// (runtime/player_stations.h), for either player, wherever he sits: his own terminal, screen
// reader or keyboard. What he types goes to the table a line at a time (on a terminal, edited
// with GNU readline: the arrows, Home and End, his earlier lines with up and down); everything
// the table says to him is printed as it comes, a line each, in his language. `quit` (or the
// end of his input) leaves the station; the table and the game go on.
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <memory>

#include "commands.h"
#include "devices/line_editor.h"
#include "devices/terminal_keys.h"
#include "raw_terminal.h"
#include "runtime/player_stations.h"
#include "station_socket.h"

namespace twinboard::app {
namespace {

struct PlayerOptions {
  std::string journal = "twinboard-journal.sqlite";
  std::string seat;
  std::string socket;
};

// What the table sends, a line each, printed as it comes; false once the table has closed it.
bool print_from_table(int fd, std::string& pending) {
  char buffer[4096];
  const ssize_t n = recv(fd, buffer, sizeof buffer, 0);
  if (n <= 0) return false;
  pending.append(buffer, std::size_t(n));
  for (std::size_t end; (end = pending.find('\n')) != std::string::npos;) {
    std::cout << pending.substr(0, end) << std::endl;
    pending.erase(0, end + 1);
  }
  return true;
}

int run_player(const PlayerOptions& o) {
  const Color seat = o.seat == "white" ? Color::White : Color::Black;
  const std::string path = o.socket.empty() ? runtime::PlayerStations::path_for(o.journal, seat) : o.socket;
  const int fd = connect_to(path);
  if (fd < 0) {
    say_cannot_attach("player", path);
    return kUsageOrIo;
  }
  RawTerminal terminal(STDIN_FILENO);
  devices::TerminalKeyParser keys;
  std::unique_ptr<devices::LineEditor> editor;
  if (terminal.active()) {
    editor = std::make_unique<devices::LineEditor>();
    editor->begin("> ");
  }
  std::string from_table, typed;
  bool input_open = true, going = true;
  auto leave_at = std::chrono::steady_clock::time_point::max();
  bool leaving = false;  // he typed quit: the table lets the station go
  auto send_line = [&](const std::string& line) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) return;
    const std::string word = line.substr(line.find_first_not_of(" \t"));
    leaving = leaving || word.starts_with("quit") || word == "q" || word.starts_with("q ");
    if (!send_all(fd, line + "\n")) going = false;
  };
  while (going && std::chrono::steady_clock::now() < leave_at) {
    pollfd fds[2] = {{fd, POLLIN, 0}, {input_open ? STDIN_FILENO : -1, POLLIN, 0}};
    if (::poll(fds, 2, 100) < 0 && errno != EINTR) break;
    if (fds[0].revents && !print_from_table(fd, from_table)) {
      if (!leaving) std::cerr << "twinboard player: the table has closed the station" << std::endl;
      break;
    }
    if (!input_open || !fds[1].revents) continue;
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {  // his input ended: what the table still says to him comes for a moment
      input_open = false;
      leave_at = std::chrono::steady_clock::now() + std::chrono::milliseconds(1500);
      continue;
    }
    if (editor) {
      keys.feed({reinterpret_cast<const uint8_t*>(buffer), std::size_t(n)});
      while (auto k = keys.next()) {
        if (k->name == devices::TerminalKey::Name::Interrupt || k->name == devices::TerminalKey::Name::EndOfInput)
          going = false;
        else if (editor->key(*k) == devices::LineEditor::Outcome::Done) {
          send_line(editor->line());
          editor->begin("> ");
        } else if (!editor->open()) {
          editor->begin("> ");  // Escape dropped the line: a new one
        }
      }
      continue;
    }
    typed.append(buffer, std::size_t(n));
    for (std::size_t end; (end = typed.find('\n')) != std::string::npos;) {
      send_line(typed.substr(0, end));
      typed.erase(0, end + 1);
    }
  }
  close(fd);
  return kOk;
}

}  // namespace

void add_player_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<PlayerOptions>();
  auto* cmd = app.add_subcommand(
      "player",
      "A player's station at a running table: his lines in (announce, ask, note, press), what he is told out");
  cmd->add_option("--seat", o->seat, "Whose station: white or black")
      ->required()
      ->check(CLI::IsMember({"white", "black"}));
  cmd->add_option("--journal", o->journal,
                  "The table's journal (the station attaches at JOURNAL.white or JOURNAL.black)");
  cmd->add_option("--socket", o->socket, "The table's socket for this seat, if not beside the journal");
  cmd->callback([&run, o] { run = [o] { return run_player(*o); }; });
}

}  // namespace twinboard::app
