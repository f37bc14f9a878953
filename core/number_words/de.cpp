// German numbers in words, 0 to 999999 (the catalog po/de.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
constexpr std::array<std::string_view, 20> kGermanSmall = {
    "null", "eins", "zwei",  "drei",     "vier",     "fünf",     "sechs",    "sieben",   "acht",     "neun",
    "zehn", "elf",  "zwölf", "dreizehn", "vierzehn", "fünfzehn", "sechzehn", "siebzehn", "achtzehn", "neunzehn"};
constexpr std::array<std::string_view, 10> kGermanTens = {"",        "zehn",    "zwanzig", "dreißig", "vierzig",
                                                          "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"};

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

std::string spell(long n, Gender g) {
  if (n == 1) return g == Gender::Feminine ? "eine" : g == Gender::Masculine ? "ein" : "ein";
  if (n == 0) return "null";
  std::string out;
  if (n >= 1000) {
    out += (n / 1000 == 1 ? std::string("ein") : german_below_1000(n / 1000)) + "tausend";
    n %= 1000;
  }
  return out + german_below_1000(n);
}

}  // namespace

std::string spell_de(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_de(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
