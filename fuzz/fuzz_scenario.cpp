// Any bytes as a scenario: never a crash; the official game changes only by a move effect,
// each a legal move of the position it was made in, or by a take-back effect; and no move
// is made while the round, or a game resumed from its journal, waits for the arbiter's start.
#include <cstdlib>
#include <string>
#include <string_view>

#include "runtime/scenario.h"
#include "core/table.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t first_end = text.find('\n');
  TableSetup setup;
  if (auto parsed = runtime::read_setup(text.substr(0, first_end))) setup = *parsed;
  auto created = Table::create(setup, 0);
  if (!created) return 0;
  Table table = std::move(*created);
  std::size_t moves_seen = 0;
  while (first_end != std::string_view::npos) {
    text.remove_prefix(first_end + 1);
    first_end = text.find('\n');
    auto event = runtime::read_event(text.substr(0, first_end), setup);
    if (!event) continue;
    const Game before = table.game();
    const bool waited = table.round_waits();
    for (const Effect& e : table.handle(*event)) {
      (void)runtime::effect_json(e, table.setup().vocabulary);
      if (std::holds_alternative<MoveMade>(e.body)) ++moves_seen;
      if (const auto* back = std::get_if<TakenBack>(&e.body)) moves_seen = std::size_t(back->ply);  // F2.8
    }
    if (table.game().plies() != moves_seen) std::abort();
    // No move while the round (or a resumed game, issue 34) waits for the arbiter's start;
    // his take-back may shorten the game meanwhile (found by this fuzzer: "takeback 0").
    if (waited && table.round_waits() && table.game().plies() > before.plies()) std::abort();
    if (table.game().plies() > before.plies()) {
      // The new move was legal where it was made.
      const Move made = table.game().moves().back();
      if (!legal(table.game().position_before(table.game().plies() - 1), made)) std::abort();
    }
  }
  return 0;
}
