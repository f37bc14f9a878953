#include "spoken_numbers.h"

#include "table_phrases.h"

#include <array>
#include <string_view>

namespace twinboard {
namespace {

// A count with its noun in the right form: "zwei Stunden", "пять минут".
std::string counted(long n, const CountedNoun& noun, Language language) {
  const NumberWords& w = phrasebook(language).numbers;
  return number_words(n, language, noun.gender) + " " + std::string(noun.forms[std::size_t(w.plural_form(n))]);
}

// First letter upper case (ASCII, German umlauts and Cyrillic as they occur here).
std::string capitalised(std::string s) {
  if (s.empty()) return s;
  auto c = static_cast<unsigned char>(s[0]);
  if (c >= 'a' && c <= 'z') s[0] = char(c - 'a' + 'A');
  else if (c == 0xD0 && s.size() > 1) {
    auto d = static_cast<unsigned char>(s[1]);
    if (d >= 0xB0 && d <= 0xBF) s[1] = char(d - 0x20);  // а..п -> А..П
  } else if (c == 0xD1 && s.size() > 1) {
    auto d = static_cast<unsigned char>(s[1]);
    if (d >= 0x80 && d <= 0x8F) s[0] = char(0xD0), s[1] = char(d + 0x20);  // р..я -> Р..Я
  }
  return s;
}

}  // namespace

std::string number_words(long n, Language language, Gender gender) {
  if (n < 0) n = 0;
  if (n > 999999) n = 999999;
  return phrasebook(language).numbers.spell(n, gender);
}

std::string duration_words(Millis time, Language language) {
  if (time < 0) time = 0;
  const long seconds = long(time / 1000);
  const long h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  const NumberWords& n = phrasebook(language).numbers;
  std::string out;
  auto part = [&](long count, const CountedNoun& noun) {
    if (!out.empty()) out += ", ";
    out += counted(count, noun, language);
  };
  if (h > 0) {
    part(h, n.hour);
    if (m > 0) part(m, n.minute);
  } else {
    if (m > 0) part(m, n.minute);
    if (s > 0 || m == 0) part(s, n.second);
  }
  return out;
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
