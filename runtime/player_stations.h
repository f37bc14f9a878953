// The players' stations (issue 47): `twinboard player --seat white|black` attaches over a Unix
// socket beside the journal (`<journal>.white`, `<journal>.black`), as the arbiter's stations
// do. Each is one player's own keyboard and screen reader, wherever he sits: what he types
// goes to the table as the table's keyboard's lines would (runtime/vi_commands.h: announce,
// time, last, square e4, note Sf3, press, offer a draw ...; a line that is no command is his
// announcement), and everything said to him comes back a line each, in his language.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/roles.h"
#include "runtime/line_sockets.h"
#include "runtime/table_session.h"

namespace twinboard::runtime {

class PlayerStations {
 public:
  // The socket of the player of colour `seat` at the table keeping `journal`.
  static std::string path_for(const std::string& journal, Color seat) {
    return journal + "." + std::string(name(seat));
  }
  static Result<std::unique_ptr<PlayerStations>, std::string> open(const std::string& journal);

  // Takes in new stations and their lines, without waiting: each seat's lines go to its
  // player's session. A station's `quit` lets that station go; the table goes on.
  void poll(ByColour<TableSession*> sessions);
  // What is said to the player of colour `seat`, to each of his stations.
  void tell(Color seat, const std::string& line) { sockets_[seat]->broadcast(line); }
  void add_fds(std::vector<int>& fds) const {
    for (const auto& s : sockets_) s->add_fds(fds);
  }
  std::size_t attached(Color seat) const { return sockets_[seat]->attached(); }

 private:
  explicit PlayerStations(ByColour<std::unique_ptr<LineSockets>> sockets) : sockets_(std::move(sockets)) {}
  ByColour<std::unique_ptr<LineSockets>> sockets_;
};

}  // namespace twinboard::runtime
