// Persian numbers in words, 0 to 999999 (the catalog po/fa.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers: "بیست و سه", "صد و دوازده", "دو هزار و پانصد" ----
// Nine is written with its vowel (نُه): without it the word is "no" (نه) to the voice.
constexpr std::array<std::string_view, 20> kSmall = {"صفر",    "یک",     "دو",     "سه",   "چهار",  "پنج",    "شش",
                                                     "هفت",    "هشت",    "نُه",     "ده",   "یازده", "دوازده", "سیزده",
                                                     "چهارده", "پانزده", "شانزده", "هفده", "هجده",  "نوزده"};
constexpr std::array<std::string_view, 10> kTens = {"",      "ده",  "بیست",  "سی",    "چهل",
                                                    "پنجاه", "شصت", "هفتاد", "هشتاد", "نود"};
constexpr std::array<std::string_view, 10> kHundreds = {"",      "صد",   "دویست", "سیصد",  "چهارصد",
                                                        "پانصد", "ششصد", "هفتصد", "هشتصد", "نهصد"};

std::string below_1000(long n) {
  std::string out;
  auto add = [&out](std::string_view w) {
    if (!out.empty()) out += " و ";
    out += w;
  };
  if (n >= 100) add(kHundreds[n / 100]);
  n %= 100;
  if (n >= 20) {
    add(kTens[n / 10]);
    n %= 10;
  }
  if (n > 0) add(kSmall[n]);
  return out;
}

std::string spell(long n, Gender) {
  if (n == 0) return std::string(kSmall[0]);
  std::string out;
  if (n >= 1000) {
    out = n / 1000 == 1 ? "هزار" : below_1000(n / 1000) + " هزار";
    n %= 1000;
    if (n) out += " و ";
  }
  return out + below_1000(n);
}

// A noun after a number stays singular: "پنج دقیقه".

}  // namespace

std::string spell_fa(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_fa(long n, Gender gender) { return spell(n, gender); }

}  // namespace twinboard
