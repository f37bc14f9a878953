// Any bytes as a spoken or typed announcement, in every vocabulary, against a few
// positions: never a crash, every refusal says something, and an accepted move announced
// back in that vocabulary reads as the same move; as words that are no move (j'adoube, a
// draw offered or claimed), never a crash, and only a claim carries a move's words.
#include <cstdlib>
#include <string_view>

#include "core/spoken_actions.h"
#include "core/vocabulary.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const char* kFens[] = {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
      "7k/4P3/8/8/8/8/8/4K3 w - - 0 1",
      "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
  };
  if (size == 0) return 0;
  Position position = Position::from_fen(kFens[data[0] % 5]).value();
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  // Words that are no move (Articles 4.2, 9): only a claim goes on with words of a move.
  if (auto action = spoken_action(text)) {
    const bool claim = action->action == SpokenAction::ClaimRepetition || action->action == SpokenAction::ClaimFifty;
    if (!claim && !action->rest.empty()) std::abort();
  }
  for (const Vocabulary& v : all_vocabularies()) {
    auto move = understand(position, text, v);
    if (!move) {
      if (misreading_words(move.error().reading, v).empty()) std::abort();
      continue;
    }
    auto back = understand(position, announce(position, *move, v), v);
    if (!back || !(*back == *move)) std::abort();
  }
  return 0;
}
