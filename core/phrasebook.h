// Everything twinboard says or writes in one language, gathered in one record per language:
// the table, the talking clock, the reconciliation, the refusals of an announcement, numbers
// and durations, braille typing, the window, the arbiter's orders and the keys' help. The
// words are the gettext catalogs' (po/<code>.po, issue 52); the build turns them into these
// records (tools/catalogs.py: the structs are in the generated twinboard_catalogs/phrases.h,
// one field per message, its comment the catalog's). Phrases name what is filled in:
// "{colour} to move" (fill_in). Adding a language is a catalog and its number words
// (core/number_words/<code>.cpp): docs/languages.md.
#pragma once

#include <array>
#include <functional>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "game.h"
#include "twinboard_catalogs/phrases.h"
#include "vocabulary.h"

namespace twinboard {

const Phrasebook& phrasebook(Language language);

// The messages of a language its catalog has not translated yet, or whose English changed
// since (fuzzy): said in English until a translator reviews them (docs/languages.md). The
// program logs them when a listener of that language is seated, so none is missed silently.
std::span<const std::string_view> fallen_back_messages(Language language);

// The words for how a game ended; empty for GameEnd::None.
std::string_view spoken(const EndingWords& words, GameEnd end);

// What a counted value agrees with (issue 48, item 8): its count's plural form (as
// NumberWords::plural_form: the catalog's Plural-Forms, 0 the singular) and the gender of its noun.
struct Agreement {
  int plural_form = 2;
  Gender gender = Gender::Masculine;
};

// One named value for a phrase: {"colour", "White"} fills "{colour} to move". A counted value
// carries its agreement, for the words of a phrase that agree with it.
struct Filler {
  std::string_view name;
  std::string_view value;
  std::optional<Agreement> agrees = std::nullopt;
};
// The phrase with each {name} replaced by its value. A name without a value stays as it is
// written, so a missing value shows instead of vanishing (the tests find none).
// A word that agrees with a counted value chooses among its forms after the value's name:
// one per plural form of the language ("{seconds|секунду|секунды|секунд}": a noun after the
// count), or four: by its gender when the count takes the singular, else the last
// ("{left|остался|осталась|осталось|осталось} {left}": a verb before it). Without an
// agreement, the last form.
std::string fill_in(std::string_view pattern, std::initializer_list<Filler> values);

// Every phrase of a phrasebook with its name ("table.to_move", its catalog id), for the tests
// that check every language has them all (generated from the catalogs).
void for_each_phrase(const Phrasebook& book,
                     const std::function<void(std::string_view name, std::string_view text)>& visit);

}  // namespace twinboard
