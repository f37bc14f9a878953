#include "clock_phrases.h"

#include "spoken_numbers.h"
#include "table_phrases.h"

namespace twinboard {
namespace {

constexpr ClockPhrases kGerman{
    "{}: noch {}",
    "{}: Zeitkontrolle erreicht, {} dazu",
    "{}: Zeit abgelaufen",
    "Die Uhr läuft. {} ist am Zug",
    "Uhr angehalten",
    "Die Uhr läuft weiter",
    "Es läuft die Uhr von {}",
    "Die Uhr ist angehalten: p setzt sie fort",
    "Die Uhr steht noch: Leertaste startet sie",
    "Leertaste schaltet um, t sagt Zeit und Züge, p hält an, q beendet",
};

constexpr ClockPhrases kEnglish{
    "{}: {} left",
    "{}: time control reached, {} added",
    "{}: flag fallen",
    "The clock runs. {} to move",
    "Clock paused",
    "The clock runs again",
    "The clock of {} is running",
    "The clock is paused: p starts it again",
    "The clock has not started: space starts it",
    "Space switches, t tells time and moves, p pauses, q quits",
};

// The keys are Latin letters; said in Cyrillic, or the Russian voice switches to English.
constexpr ClockPhrases kRussian{
    "{}: осталось {}",
    "{}: контроль времени пройден, добавка {}",
    "{}: время истекло",
    "Часы идут. Ход: {}",
    "Часы остановлены",
    "Часы снова идут",
    "Сейчас идут часы, ход: {}",
    "Часы на паузе: клавиша пэ запускает их снова",
    "Часы ещё не запущены: пробел запускает их",
    "Пробел переключает, клавиша тэ говорит время и ходы, пэ ставит паузу, кью завершает",
};

}  // namespace

const ClockPhrases& clock_phrases(Language language) {
  switch (language) {
    case Language::German: return kGerman;
    case Language::Russian: return kRussian;
    default: return kEnglish;
  }
}

std::string time_and_moves_words(const Clock& clock, Millis now, int white_moves, int black_moves, Language language) {
  const TablePhrases& p = table_phrases(language);
  std::string out;
  for (Color c : {Color::White, Color::Black}) {
    if (!out.empty()) out += ' ';
    out += fill_in(p.time_of_side, {p.colour[int(c)], duration_words(clock.remaining(c, now), language)});
  }
  return out + " " + moves_played_words(white_moves, black_moves, language);
}

std::string warning_words(Color side, Millis threshold, Language language) {
  return fill_in(clock_phrases(language).warning,
                 {table_phrases(language).colour[int(side)], duration_words(threshold, language)});
}

std::string period_reached_words(const Clock& clock, Color side, Language language) {
  const Millis added = clock.current_period(side) ? clock.current_period(side)->time : 0;
  return fill_in(clock_phrases(language).period_reached,
                 {table_phrases(language).colour[int(side)], duration_words(added, language)});
}

}  // namespace twinboard
