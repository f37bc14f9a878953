// Mongolian numbers in words, 0 to 999999 (the catalog po/mn.po has the rest of the language).
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "core/phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
// A Mongolian numeral has a form of its own before a noun ("тав", "таван минут"), and inside
// a compound every part but the last takes that form ("хорин гурав", "нэг зуун хорин").
struct Numeral {
  std::string_view alone, before_noun, inside;
};
constexpr std::array<Numeral, 10> kUnits = {{{"тэг", "тэг", "тэг"},
                                             {"нэг", "нэг", "нэг"},
                                             {"хоёр", "хоёр", "хоёр"},
                                             {"гурав", "гурван", "гурван"},
                                             {"дөрөв", "дөрвөн", "дөрвөн"},
                                             {"тав", "таван", "таван"},
                                             {"зургаа", "зургаан", "зургаан"},
                                             {"долоо", "долоон", "долоон"},
                                             {"найм", "найман", "найман"},
                                             {"ес", "есөн", "есөн"}}};
constexpr std::array<Numeral, 10> kTens = {{{"", "", ""},
                                            {"арав", "арван", "арван"},
                                            {"хорь", "хорин", "хорин"},
                                            {"гуч", "гучин", "гучин"},
                                            {"дөч", "дөчин", "дөчин"},
                                            {"тавь", "тавин", "тавин"},
                                            {"жар", "жаран", "жаран"},
                                            {"дал", "далан", "далан"},
                                            {"ная", "наян", "наян"},
                                            {"ер", "ерэн", "ерэн"}}};
constexpr Numeral kHundred{"зуу", "зуун", "зуун"};
constexpr Numeral kThousand{"мянга", "мянган", "мянга"};

void parts_below_1000(long n, std::vector<Numeral>& parts) {
  if (n >= 100) {
    if (n / 100 > 1) parts.push_back(kUnits[n / 100]);
    parts.push_back(kHundred);
  }
  n %= 100;
  if (n >= 10) parts.push_back(kTens[n / 10]);
  if (n % 10) parts.push_back(kUnits[n % 10]);
}

std::string spell_as(long n, bool before_noun) {
  if (n == 0) return std::string(before_noun ? kUnits[0].before_noun : kUnits[0].alone);
  std::vector<Numeral> parts;
  if (n >= 1000) {
    if (n / 1000 > 1) parts_below_1000(n / 1000, parts);
    parts.push_back(kThousand);
  }
  parts_below_1000(n % 1000, parts);
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += ' ';
    const bool last = i + 1 == parts.size();
    out += last ? (before_noun ? parts[i].before_noun : parts[i].alone) : parts[i].inside;
  }
  return out;
}

std::string spell(long n, Gender) { return spell_as(n, false); }
std::string spell_before_noun(long n, Gender) { return spell_as(n, true); }

// A noun after a number stays singular: "таван минут".

}  // namespace

std::string spell_mn(long n, Gender gender) { return spell(n, gender); }
std::string spell_before_noun_mn(long n, Gender gender) { return spell_before_noun(n, gender); }

}  // namespace twinboard
