// What the table says, in the listener's language (phrasebook.h).
#pragma once

#include <string>
#include <vector>

#include "phrasebook.h"
#include "types.h"
#include "vocabulary.h"

namespace twinboard {

struct CorrectionStep;  // board_view.h

inline const TablePhrases& table_phrases(Language language) { return phrasebook(language).table; }

// Correction steps in the vocabulary's words, joined by the language's separator.
std::string say_steps(const std::vector<CorrectionStep>& steps, const Vocabulary& vocabulary);

}  // namespace twinboard
