// What the talking clock says (F2.4), in the listener's language (phrasebook.h).
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "clock.h"
#include "phrasebook.h"
#include "vocabulary.h"

namespace twinboard {

inline const ClockPhrases& clock_phrases(Language language) { return phrasebook(language).clock; }

// F2.4: both times and the number of moves each side completed, e.g. "Weiß: eine Stunde,
// dreiundzwanzig Minuten. Schwarz: eine Stunde, achtundzwanzig Minuten. Zwölf Züge gespielt."
std::string time_and_moves_words(const Clock& clock, Millis now, int white_moves, int black_moves, Language language);
std::string time_and_moves_words(const std::array<Millis, 2>& left, int white_moves, int black_moves,
                                 Language language);  // per Color
// Both times left alone, "Weiß: eine Stunde, dreißig Minuten. Schwarz: ...": what a change to
// the clocks is told with (D.2.10.4: the time used and the moves only when asked).
std::string times_left_words(const std::array<Millis, 2>& left, Language language);  // per Color
// F2.9d, D.2.10.4: the time each side has used first, then what it has left, and the moves:
// "Weiß: verbraucht zwei Minuten, übrig eine Stunde, achtundzwanzig Minuten. ..."
std::string time_used_and_moves_words(const Clock& clock, Millis now, int white_moves, int black_moves,
                                      Language language);
std::string time_used_and_moves_words(const std::array<Millis, 2>& used, const std::array<Millis, 2>& left,
                                      int white_moves, int black_moves, Language language);  // per Color
// "Weiß: noch fünf Minuten": `side`'s own time has reached `threshold`.
std::string warning_words(Color side, Millis threshold, Language language);
// "Weiß: Zeitkontrolle erreicht, dreißig Minuten dazu": `side` entered the period it is in now.
std::string period_reached_words(const Clock& clock, Color side, Language language);
std::string period_reached_words(Color side, Millis added, Language language);

}  // namespace twinboard
