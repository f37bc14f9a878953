// Any bytes as a move in notation, against a few positions and every letter set: never a
// crash; an accepted move written back in SAN reads as the same move.
#include <cstdlib>
#include <string_view>

#include "core/san.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const char* kFens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
      "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "k7/4P3/8/8/8/8/8/4K3 w - - 0 1",
  };
  if (size == 0) return 0;
  Position position = Position::from_fen(kFens[data[0] % 5]).value();
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  for (const PieceLetters& letters : all_piece_letters()) {
    auto reading = read_san(position, text, letters);
    if (!reading) {
      if (reading.error().message.empty()) std::abort();
      continue;
    }
    auto back = read_san(position, san(position, reading->move, letters), letters);
    if (!back || !(back->move == reading->move) || !back->remarks.empty()) std::abort();
  }
  return 0;
}
