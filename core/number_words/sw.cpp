// Swahili numbers in words, 0 to 999999 (the catalog po/sw.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers: "ishirini na tatu", "mia moja kumi na mbili", "elfu mbili mia tano" ----
constexpr std::array<std::string_view, 10> kUnits = {"sifuri", "moja", "mbili", "tatu", "nne",
                                                     "tano",   "sita", "saba",  "nane", "tisa"};
constexpr std::array<std::string_view, 10> kTens = {"",        "kumi",   "ishirini", "thelathini", "arobaini",
                                                    "hamsini", "sitini", "sabini",   "themanini",  "tisini"};

std::string below_100(long n) {
  if (n < 10) return std::string(kUnits[n]);
  std::string out(kTens[n / 10]);
  if (n % 10) out += " na " + std::string(kUnits[n % 10]);
  return out;
}

std::string below_1000(long n) {
  if (n < 100) return below_100(n);
  std::string out = "mia " + std::string(kUnits[n / 100]);
  n %= 100;
  if (n) out += (n < 10 ? " na " : " ") + below_100(n);
  return out;
}

std::string spell(long n, Gender) {
  if (n < 1000) return below_1000(n);
  std::string out = "elfu " + below_1000(n / 1000);
  n %= 1000;
  if (n) out += (n < 100 ? " na " : " ") + below_1000(n);
  return out;
}

// saa, dakika, sekunde and hatua are nouns of one form for one and many.
// Nouns of the N class (sekunde, dakika, hatua) keep their form; the verb agreeing with them
// does not: "imebaki dakika moja", "zimebaki dakika mbili" (issue 48, item 8).

}  // namespace

std::string spell_sw(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_sw(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
