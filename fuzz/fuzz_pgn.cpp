// Any bytes as PGN: never a crash, every game ends as a game, a skip or an error with a
// reason; a game read without error is written and read back to the same moves.
#include <cstdlib>
#include <string_view>

#include "core/pgn.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  PgnReader reader(text);
  std::size_t games = 0;
  while (auto record = reader.next()) {
    if (++games > size + 1) std::abort();  // the reader must always move forward
    if (record->kind == PgnRecord::Kind::Error && record->reason.empty()) std::abort();
    if (record->kind != PgnRecord::Kind::Game) continue;
    std::string written = write_pgn(record->game);
    PgnReader again(written);
    auto back = again.next();
    if (!back || back->kind != PgnRecord::Kind::Game || back->game.moves.size() != record->game.moves.size())
      std::abort();
    for (std::size_t i = 0; i < back->game.moves.size(); ++i)
      if (!(back->game.moves[i].move == record->game.moves[i].move)) std::abort();
  }
  return 0;
}
