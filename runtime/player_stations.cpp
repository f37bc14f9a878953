#include "runtime/player_stations.h"

#include <cctype>

#include "core/text_fold.h"
#include "runtime/keyboard_layouts.h"
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

namespace {

// A line typed at a station as the table's keys would take it: a key's lower-case letter
// alone is that key ("t" the time, "c" his press, "s e4" a square, "v Springer Felix drei" an
// announcement: the help lists the keys); a command line as it is; anything else is what he
// announces (a sighted player types "e5", "Nf3", "N f3"; a German "S f3": a capital letter is
// a piece, never a key).
std::string as_command(const std::string& line, Color seat, Language language) {
  const std::size_t space = line.find(' ');
  const std::string first = line.substr(0, space);
  const std::string rest = space == std::string::npos ? "" : std::string(trim(std::string_view(line).substr(space)));
  // Issue 48, item 10: a key's small letter in another layout ("е" on the T key) is that key too.
  const bool small_cyrillic_or_persian = code_points(first) == 1 && first.size() > 1 && fold(first) == first;
  const char letter = first.size() == 1           ? first[0]
                      : small_cyrillic_or_persian ? key_by_place(first, language).value_or(0)
                                                  : 0;
  if (letter >= 'a' && letter <= 'z')
    if (const auto key = key_binding(letter)) {
      if (key->prompt.back() == ' ') return key->prompt + rest;
      if (rest.empty()) return key->prompt;
    }
  const auto read = read_vi_command(line, seat);
  return !read && read.error().kind == ViCommandError::Kind::Unknown ? "announce " + line : line;
}

}  // namespace

void PlayerStations::poll(ByColour<TableSession*> sessions) {
  for (Color c : kColors) {
    TableSession& session = *sessions[c];
    LineSockets& sockets = *sockets_[c];
    const std::string station = std::string(player_name(c)) + "'s station";
    sockets.poll(
        station,
        // He reads what the keys and lines do first, in his language (his help), then the
        // last thing said to him: a station that comes back hears where the game stands.
        [&](LineSockets::Connection& attached) {
          session.note(attached.who + " attached");
          sockets.send(attached, session.help_text());
          if (!session.last_heard().empty()) sockets.send(attached, session.last_heard());
        },
        [&](LineSockets::Connection& from, const std::string& typed) {
          const std::string line(trim(typed));
          if (line.empty()) return;
          if (fold(line) == "quit" || fold(line) == "q") {  // the station goes; the table and the game go on
            session.note(from.who + " left");
            return sockets.hang_up(from);
          }
          session.command(as_command(line, c, session.language()));
        },
        [&](LineSockets::Connection& from) {
          sockets.send(from, "(a line of more than " + std::to_string(LineSockets::kMaxLine) + " bytes is ignored)");
        },
        [&](LineSockets::Connection& gone) { session.note(gone.who + " left"); });
  }
}

}  // namespace twinboard::runtime
