// Numbers, durations and move counts as words, with the plural forms of each language
// (eine Stunde / zwei Stunden; одна минута / две минуты / пять минут). Speech engines say
// digits, but not always the right grammatical form; these are exact.
#pragma once

#include <string>

#include "phrasebook.h"
#include "time_control.h"
#include "vocabulary.h"

namespace twinboard {

// 0 to 999999 as words; `gender` chooses "eine"/"ein", "одна"/"один"/"две".
std::string number_words(long n, Language language, Gender gender = Gender::Masculine);

// "eine Stunde, dreiundzwanzig Minuten, zehn Sekunden": every unit that is not zero, whole
// seconds rounded down.
std::string duration_words(Millis time, Language language);

// "Zwölf Züge gespielt." / "Twelve moves played." / "Двенадцать ходов сыграно."
std::string moves_played_words(int moves, Language language);
// The completed moves of each side: as above when they are equal, else "Gespielt: Weiß ein
// Zug, Schwarz kein Zug." (after 1.e4).
std::string moves_played_words(int white, int black, Language language);

// First letter upper case, by Unicode's rules ("белые: ..." begins a sentence as "Белые").
std::string capitalised(std::string text);
// Issue 48, item 8: words said or shown alone begin as a sentence: capitalised, unless they
// begin with a square or a move ("e2: pawn, White", "exd5").
std::string as_sentence(std::string text);

// What the words of a duration agree with (its first part: "одна минута, ..."), and of a
// count given in digits ("120 секунд"): for a phrase's words that agree (fill_in).
Agreement duration_agreement(Millis time, Language language);
Agreement count_agreement(long count, Language language);

}  // namespace twinboard
