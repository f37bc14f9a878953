#include "runtime/keyboard_layouts.h"

#include <array>
#include <utility>

#include "core/text_fold.h"

namespace twinboard::runtime {
namespace {

// The letter keys q ... m of an English keyboard, in the order the layouts below list them.
constexpr std::string_view kEnglish = "qwertyuiopasdfghjklzxcvbnm";

// Each layout's small letters on those keys, in the same order.
constexpr std::array<std::string_view, 26> kRussian = {"й", "ц", "у", "к", "е", "н", "г", "ш", "щ", "з", "ф", "ы", "в",
                                                       "а", "п", "р", "о", "л", "д", "я", "ч", "с", "м", "и", "т", "ь"};
constexpr std::array<std::string_view, 26> kMongolian = {"ф", "ц", "у", "ж", "э", "н", "г", "ш", "ү",
                                                         "з", "й", "ы", "б", "ө", "а", "х", "р", "о",
                                                         "л", "я", "ч", "ё", "с", "м", "и", "т"};
constexpr std::array<std::string_view, 26> kPersian = {"ض", "ص", "ث", "ق", "ف", "غ", "ع", "ه", "خ", "ح", "ش", "س", "ی",
                                                       "ب", "ل", "ا", "ت", "ن", "م", "ظ", "ط", "ز", "ر", "ذ", "د", "پ"};

// The letters each Cyrillic layout types on keys that are no letter keys of an English
// keyboard (ЙЦУКЕН: ё left of 1, х ъ after P, ж э after L, б ю after M; ФЦУЖЭН: е щ on the
// minus and equals keys, к ъ after P, д п after L, ь в ю after M): no command key, though
// the other layout has them on a letter key (б is D and ё is C in ФЦУЖЭН).
constexpr std::array<std::string_view, 7> kRussianElsewhere = {"ё", "х", "ъ", "ж", "э", "б", "ю"};
constexpr std::array<std::string_view, 9> kMongolianElsewhere = {"е", "щ", "к", "ъ", "д", "п", "ь", "в", "ю"};

template <std::size_t N>
bool among(const std::array<std::string_view, N>& letters, std::string_view small) {
  for (std::string_view letter : letters)
    if (letter == small) return true;
  return false;
}

std::optional<char> on(const std::array<std::string_view, 26>& layout, std::string_view small) {
  for (std::size_t i = 0; i < layout.size(); ++i)
    if (layout[i] == small) return kEnglish[i];
  return std::nullopt;
}

}  // namespace

std::optional<char> key_by_place(std::string_view typed, Language language) {
  // Small letters as the layouts list them ("Е" with Shift is "е"); Persian has no case.
  std::string small = typed == "ё" || typed == "Ё" ? std::string("ё") : fold(typed);
  if (small == "ي") small = "ی";  // the Arabic form some Persian layouts type
  if (language == Language::Mongolian) {
    if (auto key = on(kMongolian, small)) return key;
    if (among(kMongolianElsewhere, small)) return std::nullopt;
  }
  if (auto key = on(kRussian, small)) return key;
  if (among(kRussianElsewhere, small)) return std::nullopt;
  if (auto key = on(kMongolian, small)) return key;  // ү and ө, which Russian lacks
  return on(kPersian, small);
}

}  // namespace twinboard::runtime
