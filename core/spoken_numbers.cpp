#include "spoken_numbers.h"

#include "table_phrases.h"

#include <array>
#include <string_view>

namespace twinboard {
namespace {

// ---- German ----
constexpr std::array<std::string_view, 20> kGermanSmall = {
    "null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
    "elf", "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"};
constexpr std::array<std::string_view, 10> kGermanTens = {
    "", "zehn", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"};

// Below 1000, as part of a larger word: "ein" stands for 1 before "und"/"hundert".
std::string german_below_1000(long n) {
  std::string out;
  if (n >= 100) {
    out += (n / 100 == 1 ? std::string("ein") : std::string(kGermanSmall[n / 100])) + "hundert";
    n %= 100;
  }
  if (n == 0) return out;
  if (n < 20) return out + std::string(n == 1 ? "eins" : kGermanSmall[n]);
  long units = n % 10;
  if (units) out += (units == 1 ? std::string("ein") : std::string(kGermanSmall[units])) + "und";
  return out + std::string(kGermanTens[n / 10]);
}

std::string german(long n, Gender g) {
  if (n == 1) return g == Gender::Feminine ? "eine" : g == Gender::Masculine ? "ein" : "ein";
  if (n == 0) return "null";
  std::string out;
  if (n >= 1000) {
    out += (n / 1000 == 1 ? std::string("ein") : german_below_1000(n / 1000)) + "tausend";
    n %= 1000;
  }
  return out + german_below_1000(n);
}

// ---- English ----
constexpr std::array<std::string_view, 20> kEnglishSmall = {
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
constexpr std::array<std::string_view, 10> kEnglishTens = {
    "", "ten", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};

std::string english_below_1000(long n) {
  std::string out;
  if (n >= 100) {
    out += std::string(kEnglishSmall[n / 100]) + " hundred";
    n %= 100;
    if (n) out += " and ";
  }
  if (n == 0) return out;
  if (n < 20) return out + std::string(kEnglishSmall[n]);
  out += kEnglishTens[n / 10];
  if (n % 10) out += "-" + std::string(kEnglishSmall[n % 10]);
  return out;
}

std::string english(long n) {
  if (n == 0) return "zero";
  std::string out;
  if (n >= 1000) {
    out += english_below_1000(n / 1000) + " thousand";
    n %= 1000;
    if (n) out += n < 100 ? " and " : " ";
  }
  return out + english_below_1000(n);
}

// ---- Russian ----
constexpr std::array<std::string_view, 20> kRussianSmall = {
    "ноль", "один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь", "девять", "десять",
    "одиннадцать", "двенадцать", "тринадцать", "четырнадцать", "пятнадцать", "шестнадцать",
    "семнадцать", "восемнадцать", "девятнадцать"};
constexpr std::array<std::string_view, 10> kRussianTens = {
    "", "десять", "двадцать", "тридцать", "сорок", "пятьдесят", "шестьдесят", "семьдесят", "восемьдесят", "девяносто"};
constexpr std::array<std::string_view, 10> kRussianHundreds = {
    "", "сто", "двести", "триста", "четыреста", "пятьсот", "шестьсот", "семьсот", "восемьсот", "девятьсот"};

std::string russian_below_1000(long n, Gender g) {
  std::string out;
  auto add = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (n >= 100) add(kRussianHundreds[n / 100]);
  n %= 100;
  if (n >= 20) {
    add(kRussianTens[n / 10]);
    n %= 10;
  }
  if (n == 0) return out;
  if (n == 1) add(g == Gender::Feminine ? "одна" : g == Gender::Neuter ? "одно" : "один");
  else if (n == 2) add(g == Gender::Feminine ? "две" : "два");
  else add(kRussianSmall[n]);
  return out;
}

// Which of the three Russian noun forms a count takes: 1 -> one, 2-4 -> few, else many.
int russian_form(long n) {
  long last_two = n % 100, last = n % 10;
  if (last_two >= 11 && last_two <= 14) return 2;
  if (last == 1) return 0;
  if (last >= 2 && last <= 4) return 1;
  return 2;
}

std::string russian(long n, Gender g) {
  if (n == 0) return "ноль";
  std::string out;
  if (n >= 1000) {
    long thousands = n / 1000;
    constexpr std::string_view kThousand[] = {"тысяча", "тысячи", "тысяч"};
    out = russian_below_1000(thousands, Gender::Feminine) + " " + std::string(kThousand[russian_form(thousands)]);
    n %= 1000;
    if (n) out += " ";
  }
  return out + russian_below_1000(n, g);
}

// A count with its noun in the right form: "zwei Stunden", "пять минут".
struct Noun {
  Gender gender;
  std::array<std::string_view, 3> forms;  // de/en: singular, plural, plural; ru: one, few, many
};

std::string counted(long n, const Noun& noun, Language language) {
  std::string_view form = language == Language::Russian ? noun.forms[russian_form(n)] : noun.forms[n == 1 ? 0 : 1];
  return number_words(n, language, noun.gender) + " " + std::string(form);
}

struct DurationNouns {
  Noun hour, minute, second, move;
};
const DurationNouns& nouns(Language language) {
  static const DurationNouns kGerman{{Gender::Feminine, {"Stunde", "Stunden", "Stunden"}},
                                     {Gender::Feminine, {"Minute", "Minuten", "Minuten"}},
                                     {Gender::Feminine, {"Sekunde", "Sekunden", "Sekunden"}},
                                     {Gender::Masculine, {"Zug", "Züge", "Züge"}}};
  static const DurationNouns kEnglish{{Gender::Neuter, {"hour", "hours", "hours"}},
                                      {Gender::Neuter, {"minute", "minutes", "minutes"}},
                                      {Gender::Neuter, {"second", "seconds", "seconds"}},
                                      {Gender::Neuter, {"move", "moves", "moves"}}};
  static const DurationNouns kRussian{{Gender::Masculine, {"час", "часа", "часов"}},
                                      {Gender::Feminine, {"минута", "минуты", "минут"}},
                                      {Gender::Feminine, {"секунда", "секунды", "секунд"}},
                                      {Gender::Masculine, {"ход", "хода", "ходов"}}};
  switch (language) {
    case Language::German: return kGerman;
    case Language::Russian: return kRussian;
    default: return kEnglish;
  }
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
  switch (language) {
    case Language::German: return german(n, gender);
    case Language::Russian: return russian(n, gender);
    default: return english(n);
  }
}

std::string duration_words(Millis time, Language language) {
  if (time < 0) time = 0;
  const long seconds = long(time / 1000);
  const long h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60;
  const DurationNouns& n = nouns(language);
  std::string out;
  auto part = [&](long count, const Noun& noun) {
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
  const Noun& move = nouns(language).move;
  std::string played = language == Language::German ? " gespielt." : language == Language::Russian ? " сыграно." : " played.";
  if (language == Language::Russian && russian_form(moves) == 0) played = " сыгран.";
  if (moves == 0) {
    return language == Language::German ? "Noch kein Zug gespielt."
           : language == Language::Russian ? "Ещё не сыграно ни одного хода."
                                           : "No moves played yet.";
  }
  return capitalised(counted(moves, move, language)) + played;
}

std::string moves_played_words(int white, int black, Language language) {
  if (white == black) return moves_played_words(white, language);
  // One side has moved once more: each side's completed moves, so that a one-move period
  // reached by White alone is heard (F2.4, F2.9d).
  const Noun& move = nouns(language).move;
  auto count = [&](int n) {
    if (n > 0) return counted(n, move, language);
    return std::string(language == Language::German ? "kein Zug" : language == Language::Russian ? "ни одного хода" : "no move");
  };
  const TablePhrases& p = table_phrases(language);
  const std::string_view played = language == Language::German ? "Gespielt: " : language == Language::Russian ? "Сыграно: " : "Played: ";
  return std::string(played) + std::string(p.colour[0]) + " " + count(white) + ", " + std::string(p.colour[1]) + " " +
         count(black) + ".";
}

}  // namespace twinboard
