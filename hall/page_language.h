// The hall's pages in the reader's language (issue 37). A page (arbiters_page.html,
// spectators_page.html) carries three marks that are filled when it is served: __LANG__
// (its lang attribute), __DIR__ (ltr, or rtl for Persian) and __PHRASES__ (every phrase of
// core/hall_phrases.h and the colours of the phrasebook, as one JSON object).
#pragma once

#include <string>
#include <string_view>

#include "core/vocabulary.h"

namespace twinboard::hall {

// The page's language: `asked` (?lang=de), else the hall's `configured` (hall.toml's
// language, --language), else the browser's Accept-Language, else English. A code twinboard
// does not speak counts as not given.
Language page_language(std::string_view asked, std::string_view configured, std::string_view accept_language);

// The page with its marks filled for `language`.
std::string page_in(std::string_view page, Language language);

}  // namespace twinboard::hall
