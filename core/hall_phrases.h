// The hall's pages in the arbiter's and the spectator's language (issue 37): every word the
// arbiters' page and the public spectator page show, one record per language, from the
// catalogs' "hall." messages (po/<code>.po; HallPagePhrases is generated into
// twinboard_catalogs/phrases.h). The players' colours are the phrasebook's (table.colour);
// moves are said in a vocabulary's words (vocabulary.h). The pages fill each {name} themselves.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string_view>

#include "twinboard_catalogs/phrases.h"
#include "vocabulary.h"

namespace twinboard {

const HallPagePhrases& hall_page_phrases(Language language);

// Every phrase with its name ("title", "alert_kinds[2]"), for the pages and the tests.
void for_each_hall_phrase(const HallPagePhrases& phrases,
                          const std::function<void(std::string_view name, std::string_view text)>& visit);

// The language of an HTTP Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"): the first
// that twinboard speaks, by its weight; nothing when none is.
std::optional<Language> language_of_accept(std::string_view header);

}  // namespace twinboard
