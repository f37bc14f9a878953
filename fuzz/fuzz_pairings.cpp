// Any bytes as a pairing program's file (hall/pairings.h: a TRF or a pairing PGN). Never a
// crash; a file that is read gives boards with both players named, each message a table
// takes reads back to the same pairing.
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

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
  // Results written back (issue 49): every board given one, the file still reads to the same
  // boards, line for line.
  if (!pairings->empty() && pairings->front().white_rank > 0) {
    std::vector<twinboard::hall::BoardResult> results;
    const char* kinds[] = {"1-0", "0-1", "1/2-1/2", "0-0"};
    for (const twinboard::hall::Pairing& p : *pairings)
      results.push_back({p.board, kinds[p.board % 4], p.board % 3 == 0 ? "forfeit" : ""});
    const int paired = std::atoi(pairings->front().round.c_str());
    const std::string out = twinboard::hall::trf_with_results(text, paired, *pairings, results);
    const auto again = twinboard::hall::read_pairings(out, "fuzz", paired);
    if (!again || again->size() != pairings->size()) std::abort();
    for (std::size_t i = 0; i < again->size(); ++i)
      if ((*again)[i].white_rank != (*pairings)[i].white_rank || (*again)[i].black.name != (*pairings)[i].black.name)
        std::abort();
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
