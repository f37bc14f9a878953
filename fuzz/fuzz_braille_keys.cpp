// Any bytes as the keys of a braille display and keyboard (chords, routing keys, panning,
// backspace, enter, read back) at a table in mid-game: never a crash; the window always
// has the display's width; whatever is typed goes on the VI player's own sheet only, and
// the official game never changes.
#include <cstdlib>

#include "braille/braille_desk.h"
#include "core/san.h"

using namespace twinboard;
using namespace twinboard::braille;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The VI player (on a peg board) has the colour the first byte gives; a sighted player the other.
  const Color vi = size > 0 && (data[0] & 1) ? Color::Black : Color::White;
  TableSetup setup;
  setup.seats[vi] = Seat{Needs::Vi, BoardKind::Occupancy};
  setup.seats[~vi] = Seat{Needs::Sighted, BoardKind::Identified};
  setup.time_control = parse_time_control("300+2").value();
  auto table = Table::create(setup, 0).value();
  table.add_notation(read_braille_entry);
  BrailleDesk desk(vi);
  const std::size_t plies = table.game().plies();
  const int width = size > 1 ? 1 + data[1] % 80 : 40;
  Millis now = 0;
  for (std::size_t i = 2; i + 1 < size; i += 2) {
    const std::uint8_t kind = data[i], arg = data[i + 1];
    BrailleDesk::Reaction r;
    switch (kind % 6) {
      case 0: r = desk.chord({Cell(arg), (kind & 0x80) != 0}, table); break;
      case 1: r = desk.move(BrailleDesk::Move(arg % 6), table, now, width); break;
      case 2: r = desk.route(arg, table, now); break;
      case 3: r = desk.backspace(table); break;
      case 4: r = desk.enter(table); break;
      case 5: r = desk.read_back(table); break;
    }
    now += 250;
    for (const Input& in : r.inputs) {
      if (const auto* w = std::get_if<WriteScoresheet>(&in); w && w->sheet != vi) std::abort();
      table.handle({now, in});
    }
    if (desk.window(table, now, width).size() != std::size_t(width)) std::abort();
  }
  if (table.game().plies() != plies) std::abort();
  return 0;
}
