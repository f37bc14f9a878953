// Spanish numbers in words, 0 to 999999 (issue 52: a language is its catalog plus these).
// Spanish agrees in two places: "uno" ends a number said alone but becomes "un" before a
// masculine noun ("veintiún minutos", "treinta y un segundos") and "una" before a feminine
// one ("una hora", "veintiuna jugadas"); the hundreds from two up agree as well
// ("doscientos minutos", "doscientas jugadas"). Before "mil" the units shorten as before a
// noun ("veintiún mil"), and a thousand alone is "mil", never "un mil". One hundred alone is
// "cien", "ciento" when more follows ("ciento uno", but "cien mil").
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// 0 to 29 are single words; 1 and 21 depend on what follows (how_one).
constexpr std::array<std::string_view, 30> kSmall = {
    "cero",         "uno",         "dos",        "tres",        "cuatro",     "cinco",      "seis",      "siete",
    "ocho",         "nueve",       "diez",       "once",        "doce",       "trece",      "catorce",   "quince",
    "dieciséis",    "diecisiete",  "dieciocho",  "diecinueve",  "veinte",     "veintiuno",  "veintidós", "veintitrés",
    "veinticuatro", "veinticinco", "veintiséis", "veintisiete", "veintiocho", "veintinueve"};
constexpr std::array<std::string_view, 10> kTens = {"",          "diez",    "veinte",  "treinta", "cuarenta",
                                                    "cincuenta", "sesenta", "setenta", "ochenta", "noventa"};
// The hundreds from 200, masculine; the feminine changes "-ientos" to "-ientas".
constexpr std::array<std::string_view, 10> kHundreds = {
    "",           "ciento",      "doscientos",  "trescientos", "cuatrocientos",
    "quinientos", "seiscientos", "setecientos", "ochocientos", "novecientos"};

// How a final "one" is said: alone ("uno"), before a masculine word ("un"), before a
// feminine one ("una").
enum class One { Alone, Masculine, Feminine };

std::string units_below_30(long n, One one) {
  if (n == 1) return one == One::Alone ? "uno" : one == One::Masculine ? "un" : "una";
  if (n == 21) return one == One::Alone ? "veintiuno" : one == One::Masculine ? "veintiún" : "veintiuna";
  return std::string(kSmall[std::size_t(n)]);
}

std::string below_1000(long n, One one) {
  std::string out;
  if (n >= 100) {
    const long h = n / 100;
    n %= 100;
    if (h == 1) out = n == 0 ? "cien" : "ciento";
    else {
      out = kHundreds[std::size_t(h)];
      if (one == One::Feminine) out.replace(out.size() - 2, 2, "as");  // doscientas
    }
    if (n == 0) return out;
    out += ' ';
  }
  if (n < 30) return out + units_below_30(n, one);
  out += kTens[std::size_t(n / 10)];
  if (n % 10) out += " y " + units_below_30(n % 10, one);
  return out;
}

std::string spell(long n, One one) {
  if (n == 0) return "cero";
  std::string out;
  if (n >= 1000) {
    const long thousands = n / 1000;
    // "mil" is no noun of either gender: the units before it shorten ("veintiún mil"); the
    // hundreds agree with the noun counted ("doscientas mil jugadas").
    if (thousands > 1) out = below_1000(thousands, one == One::Feminine ? One::Feminine : One::Masculine) + " ";
    out += "mil";
    n %= 1000;
    if (n == 0) return out;
    out += ' ';
  }
  return out + below_1000(n, one);
}

}  // namespace

std::string spell_es(long n, Gender gender) {
  return spell(n, gender == Gender::Feminine ? One::Feminine : One::Alone);
}

std::string spell_before_noun_es(long n, Gender gender) {
  return spell(n, gender == Gender::Feminine ? One::Feminine : One::Masculine);
}

}  // namespace twinboard
