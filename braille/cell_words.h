// Cells said aloud, so a player typing braille hears each cell as it goes in: a file by
// its name in his vocabulary (Eva), a rank or move-number digit as a number, a piece
// letter as the piece, the signs as capture and check; anything else as its dots.
// Pure.
#pragma once

#include <string>

#include "chess_braille.h"
#include "core/vocabulary.h"

namespace twinboard::braille {

std::string say_cell(Cell cell, const Vocabulary& vocabulary, const BrailleSigns& signs = default_signs());
// Cell by cell, separated by commas; an empty line is said as such.
std::string say_cells(const Cells& cells, const Vocabulary& vocabulary, const BrailleSigns& signs = default_signs());

// Short messages about typing, in the vocabulary's language.
struct TypingPhrases {
  std::string_view empty_line;     // read back of nothing typed
  std::string_view removed;        // the cell taken back ("gelöscht: {}")
  std::string_view cleared;        // the line thrown away
  std::string_view unknown_chord;  // dots
  std::string_view display_absent; // no braille display (said once)
  std::string_view display_ready;  // a braille display of {} cells
  std::string_view display_lost;   // the braille display went away
  std::string_view keys_on;        // the window's keyboard types braille
  std::string_view keys_off;
};
const TypingPhrases& typing_phrases(Language language);

}  // namespace twinboard::braille
