// What the talking clock says, per language (F2.4). `{}` marks are filled by fill_in.
#pragma once

#include <string>
#include <string_view>

#include "clock.h"
#include "vocabulary.h"

namespace twinboard {

struct ClockPhrases {
  std::string_view warning;         // colour, duration: a threshold reached
  std::string_view period_reached;  // colour, duration added
  std::string_view flag_fallen;     // colour
  std::string_view started;         // colour to move
  std::string_view paused;
  std::string_view resumed;
  std::string_view other_clock_runs;  // colour whose clock runs
  std::string_view refused_paused;
  std::string_view not_started;
  std::string_view help;            // the keys, said at start
};

const ClockPhrases& clock_phrases(Language language);

// F2.4: both times and the number of moves each side completed, e.g. "Weiß: eine Stunde,
// dreiundzwanzig Minuten. Schwarz: eine Stunde, achtundzwanzig Minuten. Zwölf Züge gespielt."
std::string time_and_moves_words(const Clock& clock, Millis now, int white_moves, int black_moves, Language language);
// "Weiß: noch fünf Minuten": `side`'s own time has reached `threshold`.
std::string warning_words(Color side, Millis threshold, Language language);
// "Weiß: Zeitkontrolle erreicht, dreißig Minuten dazu": `side` entered the period it is in now.
std::string period_reached_words(const Clock& clock, Color side, Language language);

}  // namespace twinboard
