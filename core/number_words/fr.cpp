// French numbers in words, 0 to 999999 (the catalog po/fr.po has the rest of the language), in
// the traditional spelling, the one the FIDE's French texts and most French readers use: hyphens
// between tens and units below a hundred only ("vingt-deux", "cent deux", "deux mille"), "et"
// without hyphens ("vingt et un", "soixante et onze"). The 1990 spelling would hyphenate every
// part ("deux-cent-vingt-et-un"); eSpeak NG says both alike.
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

constexpr std::array<std::string_view, 17> kSmall = {"zéro",  "un",     "deux",     "trois",  "quatre", "cinq",
                                                     "six",   "sept",   "huit",     "neuf",   "dix",    "onze",
                                                     "douze", "treize", "quatorze", "quinze", "seize"};
// The tens from twenty; seventy and ninety are sixty and eighty with ten to nineteen after them.
constexpr std::array<std::string_view, 10> kTens = {
    "", "", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt"};

// One agrees with its noun ("une minute", "vingt et une secondes", "un coup"); the other
// numbers do not change.
std::string one(Gender gender) { return gender == Gender::Feminine ? "une" : "un"; }

// 0 < n < 100. `last`: nothing follows (a multiple of twenty in "quatre-vingts" takes its s
// only then: "quatre-vingts", but "quatre-vingt mille").
std::string below_100(long n, Gender gender, bool last) {
  if (n == 1) return one(gender);
  if (n < 17) return std::string(kSmall[n]);
  if (n < 20) return "dix-" + std::string(kSmall[n - 10]);
  const long ten = n / 10, unit = n % 10;
  const std::string tens(kTens[ten]);
  // Seventy and ninety count on from sixty and eighty: soixante-dix, quatre-vingt-onze.
  const long rest = (ten == 7 || ten == 9) ? unit + 10 : unit;
  if (rest == 0) return ten == 8 && last ? tens + "s" : tens;
  // "et" joins one (and eleven after sixty) to the tens, up to seventy-one; not after eighty.
  if ((rest == 1 || rest == 11) && ten < 8) return tens + " et " + below_100(rest, gender, last);
  return tens + "-" + below_100(rest, gender, last);
}

// 0 < n < 1000. `last` as above: "deux cents", but "deux cent un" and "deux cent mille".
std::string below_1000(long n, Gender gender, bool last) {
  const long hundreds = n / 100, rest = n % 100;
  std::string out;
  if (hundreds > 0) {
    out = hundreds == 1 ? "cent" : std::string(kSmall[hundreds]) + " cent";
    if (hundreds > 1 && rest == 0 && last) out += "s";
    if (rest == 0) return out;
    out += " ";
  }
  return out + below_100(rest, gender, last);
}

std::string spell(long n, Gender gender) {
  if (n <= 0) return std::string(kSmall[0]);
  std::string out;
  const long thousands = n / 1000, rest = n % 1000;
  if (thousands > 0) {
    // "mille" alone for a thousand, never "un mille"; before "mille" a number does not agree
    // with the noun ("vingt et un mille secondes") and "vingt" and "cent" take no s.
    out = thousands == 1 ? "mille" : below_1000(thousands, Gender::Masculine, false) + " mille";
    if (rest == 0) return out;
    out += " ";
  }
  return out + below_1000(rest, gender, true);
}

}  // namespace

std::string spell_fr(long n, Gender gender) { return spell(n, gender); }
// The same before a noun: French changes nothing there but the agreement of one, which
// spell already makes.
std::string spell_before_noun_fr(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
