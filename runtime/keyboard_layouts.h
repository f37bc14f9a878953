// Issue 48, item 10: the player's keys are keys, not letters. With his keyboard in a Russian,
// Uzbek, Mongolian or Persian layout, the key where an English keyboard has T types "е",
// "э" or "ف"; it is still his `t`. The layouts are the national standard ones (Russian
// ЙЦУКЕН, which the Uzbek Cyrillic layout follows; Mongolian ФЦУЖЭН; Persian ISIRI 9147).
#pragma once

#include <optional>
#include <string_view>

#include "core/vocabulary.h"

namespace twinboard::runtime {

// The English letter on the key that typed `typed` (one character, UTF-8, either case);
// a Mongolian player's Cyrillic letters are read on his layout, anyone else's on the
// Russian one. Nothing for a character on none of them, nor for a letter his layout types
// on a key that is no letter key there (ЙЦУКЕН's "б" on the comma key offers no draw).
std::optional<char> key_by_place(std::string_view typed, Language language);

}  // namespace twinboard::runtime
