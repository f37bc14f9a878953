// Any bytes as a pairing program's file (hall/pairings.h: a TRF or a pairing PGN). Never a
// crash; a file that is read gives boards with both players named, each message a table
// takes reads back to the same pairing.
#include <cstdlib>
#include <string_view>

#include "hall/pairings.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  // The first byte: read the last paired round, or ask for one (0 and negative too).
  const int round = int(static_cast<signed char>(data[0]));
  const auto pairings =
      round == 0 ? twinboard::hall::read_pairings(text, "fuzz") : twinboard::hall::read_pairings(text, "fuzz", round);
  if (!pairings) {
    if (pairings.error().empty()) std::abort();  // a refusal says why
    return 0;
  }
  for (const twinboard::hall::Pairing& p : *pairings) {
    if (p.board < 1 || p.white.name.empty() || p.black.name.empty()) std::abort();
    const auto back = twinboard::hall::pairing_from_json(twinboard::hall::to_json(p));
    if (!back || back->white.name != p.white.name || back->black.name != p.black.name || back->board != p.board ||
        back->white.fide_id != p.white.fide_id || back->round != p.round)
      std::abort();
  }
  return 0;
}
