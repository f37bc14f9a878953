// Uzbek numbers in words, 0 to 999999 (the catalog po/uz.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers: "yigirma uch", "bir yuz oʻn ikki", "ikki ming besh yuz" ----
constexpr std::array<std::string_view, 10> kUnits = {"nol",  "bir",  "ikki",  "uch",    "toʻrt",
                                                     "besh", "olti", "yetti", "sakkiz", "toʻqqiz"};
constexpr std::array<std::string_view, 10> kTens = {"",      "oʻn",     "yigirma", "oʻttiz", "qirq",
                                                    "ellik", "oltmish", "yetmish", "sakson", "toʻqson"};

std::string below_1000(long n) {
  std::string out;
  auto add = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (n >= 100) {
    add(kUnits[n / 100]);
    add("yuz");
  }
  n %= 100;
  if (n >= 10) add(kTens[n / 10]);
  if (n % 10) add(kUnits[n % 10]);
  return out;
}

std::string spell(long n, Gender) {
  if (n == 0) return std::string(kUnits[0]);
  std::string out;
  if (n >= 1000) out = below_1000(n / 1000) + " ming";
  n %= 1000;
  if (n) out += (out.empty() ? "" : " ") + below_1000(n);
  return out;
}

// A noun after a number stays singular: "besh daqiqa".

}  // namespace

std::string spell_uz(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_uz(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
