// Arbitrary bytes from a DGT board through the driver into a table, as `twinboard table`
// feeds them (lift, place, snapshot, the lever): no crash, no hang, and the official game
// stays a game of legal moves whatever the bytes were.
#include <cstdint>
#include <cstdlib>
#include <span>

#include "core/san.h"
#include "core/table.h"
#include "devices/dgt_protocol.h"

using namespace twinboard;
using namespace twinboard::devices;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  TableSetup setup;  // the VI player White on a peg board, the sighted player Black on the DGT board
  setup.time_control = parse_time_control("300+2").value();
  Table table = Table::create(setup, 0).value();
  DgtProtocol protocol;
  const BoardProtocol::Send ignore = [](std::span<const uint8_t>) {};
  Millis now = 0;
  const EventSink feed = [&](const BoardEvent& e) {
    now += 50;
    const Color b = Color::Black;  // the sighted player's board
    if (const auto* lift = e.as<sensed::Lift>()) table.handle({now, Lift{b, lift->square}});
    else if (const auto* put = e.as<sensed::Place>())
      table.handle({now, Place{b, put->square, put->piece.value_or(Piece::None)}});
    else if (const auto* snapshot = e.as<sensed::Snapshot>()) table.handle({now, Snapshot{b, pieces_of(*snapshot)}});
    else if (e.is<sensed::ButtonPress>()) table.handle({now, PressClock{Color::Black}});
  };
  protocol.start(ignore, 0);
  // In pieces, as reads split a stream; each piece a little later.
  for (size_t at = 0; at < size;) {
    const size_t piece = std::min<size_t>(size - at, 1 + data[at] % 16);
    protocol.received(std::span(data + at, piece), Millis(at) * 10, ignore, feed);
    protocol.tick(Millis(at) * 10, ignore);
    at += piece;
  }
  // Every move the table made is legal from the position before it.
  Game check(table.game().start());
  for (Move m : table.game().moves()) {
    if (!legal(check.current(), m)) std::abort();
    check.play(*legal(check.current(), m));
  }
  return 0;
}
