#include "clock_phrases.h"

#include "spoken_numbers.h"
#include "table_phrases.h"

namespace twinboard {
namespace {

// The time left as a clock shows it, to the second above: "null Sekunden" only when the
// flag has fallen, and 1:29:59.6 is "1:30:00" (seconds are told above an hour too).
Millis left_ms(Millis left) { return left <= 0 ? 0 : (left + 999) / 1000 * 1000; }
std::string left_words(Millis left, Language language) { return duration_words(left_ms(left), language); }

std::array<Millis, 2> per_side(const Clock& clock, Millis now, bool used) {
  std::array<Millis, 2> out{};
  for (Color c : {Color::White, Color::Black}) out[int(c)] = used ? clock.used(c, now) : clock.remaining(c, now);
  return out;
}

}  // namespace

std::string times_left_words(const std::array<Millis, 2>& left, Language language) {
  const TablePhrases& p = table_phrases(language);
  std::string out;
  for (Color c : {Color::White, Color::Black}) {
    if (!out.empty()) out += ' ';
    out += capitalised(fill_in(p.time_of_side, {{"colour", p.colour[int(c)]},
                                                {"time", left_words(left[int(c)], language),
                                                 duration_agreement(left_ms(left[int(c)]), language)}}));
  }
  return out;
}

std::string time_and_moves_words(const std::array<Millis, 2>& left, int white_moves, int black_moves,
                                 Language language) {
  return times_left_words(left, language) + " " + moves_played_words(white_moves, black_moves, language);
}

std::string time_and_moves_words(const Clock& clock, Millis now, int white_moves, int black_moves, Language language) {
  return time_and_moves_words(per_side(clock, now, false), white_moves, black_moves, language);
}

std::string time_used_and_moves_words(const std::array<Millis, 2>& used, const std::array<Millis, 2>& left,
                                      int white_moves, int black_moves, Language language) {
  const TablePhrases& p = table_phrases(language);
  std::string out;
  for (Color c : {Color::White, Color::Black}) {
    if (!out.empty()) out += ' ';
    // Each side's part is a sentence: its colour begins it in capitals ("Белые: ...").
    // Issue 48, item 8: the words before each time agree with it ("осталась одна минута").
    out += capitalised(
        fill_in(p.time_used_of_side,
                {{"colour", p.colour[int(c)]},
                 {"used", duration_words(used[int(c)], language), duration_agreement(used[int(c)], language)},
                 {"left", left_words(left[int(c)], language), duration_agreement(left_ms(left[int(c)]), language)}}));
  }
  return out + " " + moves_played_words(white_moves, black_moves, language);
}

std::string warning_words(Color side, Millis threshold, Language language) {
  return as_sentence(fill_in(clock_phrases(language).warning,
                             {{"colour", table_phrases(language).colour[int(side)]},
                              {"time", duration_words(threshold, language), duration_agreement(threshold, language)}}));
}

std::string period_reached_words(const Clock& clock, Color side, Language language) {
  return period_reached_words(side, clock.current_period(side) ? clock.current_period(side)->time : 0, language);
}

std::string period_reached_words(Color side, Millis added, Language language) {
  return as_sentence(fill_in(clock_phrases(language).period_reached,
                             {{"colour", table_phrases(language).colour[int(side)]},
                              {"added", duration_words(added, language), duration_agreement(added, language)}}));
}

}  // namespace twinboard
