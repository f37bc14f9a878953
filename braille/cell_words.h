// Cells said aloud, so a player typing braille hears each cell as it goes in: a file by
// its name in his vocabulary (Eva), a rank or move-number digit as a number, a piece
// letter as the piece, the signs as capture and check; anything else as its dots.
// Pure.
#pragma once

#include <string>

#include "chess_braille.h"
#include "core/phrasebook.h"
#include "core/vocabulary.h"

namespace twinboard::braille {

std::string say_cell(Cell cell, const Vocabulary& vocabulary, const BrailleSigns& signs = default_signs());
// Cell by cell, separated by commas; an empty line is said as such.
std::string say_cells(const Cells& cells, const Vocabulary& vocabulary, const BrailleSigns& signs = default_signs());

// Short messages about typing, in the vocabulary's language.
inline const TypingPhrases& typing_phrases(Language language) { return phrasebook(language).typing; }

}  // namespace twinboard::braille
