// Words said at the table that are no move: adjusting a piece (Article 4.2: "j'adoube"), a
// draw offered, accepted or declined (9.1), a draw claimed by repetition (9.2) or by the
// fifty-move rule (9.3), in every language the Laws are read in: understood whoever says
// them and in whichever of those languages.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace twinboard {

enum class SpokenAction { Adjust, OfferDraw, AcceptDraw, DeclineDraw, ClaimRepetition, ClaimFifty };

struct SpokenWords {
  SpokenAction action;
  // A claim's intended move (9.2.1.1: the move he will make), as said after the claim's words.
  std::string rest;
};

std::optional<SpokenWords> spoken_action(std::string_view words);

// The words each typed command stands for (understood in every language).
std::string_view words_of(SpokenAction action);

}  // namespace twinboard
