#include "spoken_numbers.h"

#include "table_phrases.h"

#include <utf8proc.h>

#include <array>
#include <string_view>
#include <utility>

namespace twinboard {
namespace {

long clamped(long n) { return n < 0 ? 0 : n > 999999 ? 999999 : n; }

// A count with its noun in the right form and order: "zwei Stunden", "пять минут",
// "таван минут", "dakika tano".
std::string counted(long n, const CountedNoun& noun, Language language) {
  const NumberWords& w = phrasebook(language).numbers;
  return fill_in(w.counted, {{"number", w.spell_before_noun(clamped(n), noun.gender)},
                             {"noun", noun.forms[std::size_t(w.plural_form(n))]}});
}

}  // namespace

// First letter upper case, by Unicode's rules (Latin, Cyrillic with ө and ү; Persian has
// no capitals and stays as it is).
std::string capitalised(std::string s) {
  utf8proc_int32_t first = 0;
  const auto length =
      utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(s.data()), utf8proc_ssize_t(s.size()), &first);
  if (length <= 0) return s;
  utf8proc_uint8_t upper[4];
  const auto written = utf8proc_encode_char(utf8proc_toupper(first), upper);
  return std::string(reinterpret_cast<const char*>(upper), std::size_t(written)) + s.substr(std::size_t(length));
}

std::string number_words(long n, Language language, Gender gender) {
  return phrasebook(language).numbers.spell(clamped(n), gender);
}

std::string duration_words(Millis time, Language language) {
  if (time < 0) time = 0;
  const long seconds = long(time / 1000);
  const long h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  const NumberWords& n = phrasebook(language).numbers;
  std::string out;
  auto part = [&](long count, const CountedNoun& noun) {
    if (!out.empty()) out += n.and_then;
    out += counted(count, noun, language);
  };
  // Every unit that is not zero, seconds too above an hour: in a long game the player who
  // asks wants the clock as it stands (issue 35: "eine Stunde, dreißig Minuten, vierzig
  // Sekunden"), not rounded down to the minute.
  if (h > 0) part(h, n.hour);
  if (m > 0) part(m, n.minute);
  if (s > 0 || (h == 0 && m == 0)) part(s, n.second);
  return out;
}

Agreement duration_agreement(Millis time, Language language) {
  if (time < 0) time = 0;
  const long seconds = long(time / 1000);
  const long h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  const NumberWords& n = phrasebook(language).numbers;
  // The words begin with the largest unit that is not zero (duration_words).
  const auto& [count, noun] = h > 0 ? std::pair{h, &n.hour} : m > 0 ? std::pair{m, &n.minute} : std::pair{s, &n.second};
  return {n.plural_form(count), noun->gender};
}

Agreement count_agreement(long count, Language language) {
  return {phrasebook(language).numbers.plural_form(clamped(count)), Gender::Masculine};
}

std::string as_sentence(std::string text) {
  // A square or a move first ("e2: pawn", "exd5") is no word to capitalise.
  if (text.size() > 1 && text[0] >= 'a' && text[0] <= 'h' && ((text[1] >= '1' && text[1] <= '8') || text[1] == 'x'))
    return text;
  return capitalised(std::move(text));
}

std::string moves_played_words(int moves, Language language) {
  const NumberWords& w = phrasebook(language).numbers;
  if (moves == 0) return std::string(w.no_moves_played);
  return fill_in(w.moves_played[std::size_t(w.plural_form(moves))],
                 {{"moves", capitalised(counted(moves, w.move, language))}});
}

std::string moves_played_words(int white, int black, Language language) {
  if (white == black) return moves_played_words(white, language);
  // One side has moved once more: each side's completed moves, so that a one-move period
  // reached by White alone is heard (F2.4, F2.9d).
  const Phrasebook& book = phrasebook(language);
  auto count = [&](int n) {
    return n > 0 ? counted(n, book.numbers.move, language) : std::string(book.numbers.no_move);
  };
  return fill_in(book.numbers.played_each, {{"white", book.table.colour[0]},
                                            {"white_moves", count(white)},
                                            {"black", book.table.colour[1]},
                                            {"black_moves", count(black)}});
}

}  // namespace twinboard
