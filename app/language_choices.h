// The language codes a command's --lang takes, for its help and its refusal: every language
// of po/LINGUAS, so that a new catalog is named there without editing each command.
#pragma once

#include <string>
#include <vector>

#include "core/vocabulary.h"

namespace twinboard::app {

// "de", "en", ... in po/LINGUAS's order.
inline std::vector<std::string> language_codes() {
  std::vector<std::string> codes;
  for (Language l : kLanguages) codes.emplace_back(code_of(l));
  return codes;
}

// "de, en, ru, fa, sw, uz, mn, es or fr".
inline std::string language_choices() {
  const std::vector<std::string> codes = language_codes();
  std::string out;
  for (std::size_t i = 0; i < codes.size(); ++i)
    out += (i == 0 ? "" : i + 1 == codes.size() ? " or " : ", ") + codes[i];
  return out;
}

}  // namespace twinboard::app
