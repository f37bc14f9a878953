#include "runtime/player_stations.h"

#include "core/text_fold.h"
#include "runtime/vi_commands.h"

namespace twinboard::runtime {

Result<std::unique_ptr<PlayerStations>, std::string> PlayerStations::open(const std::string& journal) {
  ByColour<std::unique_ptr<LineSockets>> sockets;
  for (Color c : kColors) {
    auto opened = LineSockets::open(path_for(journal, c), std::string(player_name(c)) + "'s station");
    if (!opened) return Failure{opened.error()};
    sockets[c] = std::move(*opened);
  }
  return std::unique_ptr<PlayerStations>(new PlayerStations(std::move(sockets)));
}

void PlayerStations::poll(ByColour<TableSession*> sessions) {
  for (Color c : kColors) {
    TableSession& session = *sessions[c];
    LineSockets& sockets = *sockets_[c];
    sockets.poll(
        std::string(player_name(c)) + "'s station",
        // He reads what the keys and lines do first, in his language (his help).
        [&](LineSockets::Connection& station) { sockets.send(station, session.help_text()); },
        [&](LineSockets::Connection& station, const std::string& typed) {
          const std::string line(trim(typed));
          if (line.empty()) return;
          if (fold(line) == "quit" || fold(line) == "q") return sockets.hang_up(station);  // the table goes on
          // A line that is no command is what he announces (a sighted player types "e4").
          const auto read = read_vi_command(line, c);
          const bool words = !read && read.error().kind == ViCommandError::Kind::Unknown;
          session.command(words ? "announce " + line : line);
        },
        [&](LineSockets::Connection& station) {
          sockets.send(station, "(a line of more than " + std::to_string(LineSockets::kMaxLine) + " bytes is ignored)");
        });
  }
}

}  // namespace twinboard::runtime
