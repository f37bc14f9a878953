// Russian numbers in words, 0 to 999999 (the catalog po/ru.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
constexpr std::array<std::string_view, 20> kRussianSmall = {
    "ноль",         "один",       "два",         "три",        "четыре",       "пять",        "шесть",
    "семь",         "восемь",     "девять",      "десять",     "одиннадцать",  "двенадцать",  "тринадцать",
    "четырнадцать", "пятнадцать", "шестнадцать", "семнадцать", "восемнадцать", "девятнадцать"};
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

// Which of the three noun forms a count takes: 1 -> one, 2-4 -> few, else many.
int plural_form(long n) {
  long last_two = n % 100, last = n % 10;
  if (last_two >= 11 && last_two <= 14) return 2;
  if (last == 1) return 0;
  if (last >= 2 && last <= 4) return 1;
  return 2;
}

std::string spell(long n, Gender g) {
  if (n == 0) return "ноль";
  std::string out;
  if (n >= 1000) {
    long thousands = n / 1000;
    constexpr std::string_view kThousand[] = {"тысяча", "тысячи", "тысяч"};
    out = russian_below_1000(thousands, Gender::Feminine) + " " + std::string(kThousand[plural_form(thousands)]);
    n %= 1000;
    if (n) out += " ";
  }
  return out + russian_below_1000(n, g);
}

}  // namespace

std::string spell_ru(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_ru(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
