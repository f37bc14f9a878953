// A reconciliation (reconcile_sheets.h) in words: the whole of it for the arbiter, and for each
// player what to do with his own board, step by step (F2.7, F2.8).
#pragma once

#include <string>

#include "reconcile_sheets.h"
#include "vocabulary.h"

namespace twinboard {

// For the arbiter, in `language`, moves in that language's piece letters.
std::string reconcile_report(const Reconciliation& r, Language language);
// For the player of colour `b`, in his vocabulary; the steps for his own board only.
std::string reconcile_speech(const Reconciliation& r, Color b, const Vocabulary& vocabulary);

}  // namespace twinboard
