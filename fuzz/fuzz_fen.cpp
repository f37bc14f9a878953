// Any bytes as a FEN: never a crash; an accepted position writes a FEN that reads back the
// same, and its moves agree with the single-move legality check.
#include <cstdlib>
#include <string_view>

#include "core/movegen.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (Validation v : {Validation::Strict, Validation::Permissive}) {
    auto position = Position::from_fen(text, v);
    if (!position) continue;
    auto again = Position::from_fen(position->fen(), v);
    if (!again || !(*again == *position) || again->key() != position->key()) std::abort();
    MoveList moves(*position);
    for (LegalMove m : moves)
      if (!legal(*position, m)) std::abort();
    perft(*position, 2);
  }
  return 0;
}
