// English numbers in words, 0 to 999999 (the catalog po/en.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
constexpr std::array<std::string_view, 20> kEnglishSmall = {
    "zero", "one",    "two",    "three",    "four",     "five",    "six",     "seven",     "eight",    "nine",
    "ten",  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
constexpr std::array<std::string_view, 10> kEnglishTens = {"",      "ten",   "twenty",  "thirty", "forty",
                                                           "fifty", "sixty", "seventy", "eighty", "ninety"};

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

std::string spell(long n, Gender) {
  if (n == 0) return "zero";
  std::string out;
  if (n >= 1000) {
    out += english_below_1000(n / 1000) + " thousand";
    n %= 1000;
    if (n) out += n < 100 ? " and " : " ";
  }
  return out + english_below_1000(n);
}

}  // namespace

std::string spell_en(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_en(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
