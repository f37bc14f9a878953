// One phrasebook per language (issue 19): every language has every phrase, each phrase
// names the same values as the English one (so a caller never leaves a {name} unfilled in
// one language only), and its vocabularies exist.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <regex>
#include <set>

#include "core/phrasebook.h"
#include "core/spoken_numbers.h"
#include "phrase_checks.h"

namespace twinboard {
namespace {

std::map<std::string, std::string> phrases_of(Language language) {
  return test::phrases_by_name(phrasebook(language),
                               [](const auto& record, const auto& f) { for_each_phrase(record, f); });
}

using test::names_in;

TEST(Phrasebook, EveryLanguageHasEveryPhrase) {
  for (Language language : kLanguages) {
    const auto phrases = phrases_of(language);
    EXPECT_GT(phrases.size(), 150u);
    for (const auto& [name, text] : phrases) EXPECT_FALSE(text.empty()) << code_of(language) << ": " << name;
    EXPECT_EQ(phrasebook(language).language, language);
    EXPECT_NE(phrasebook(language).numbers.spell, nullptr);
    EXPECT_NE(phrasebook(language).numbers.plural_form, nullptr);
  }
}

TEST(Phrasebook, EveryPhraseNamesWhatTheEnglishOneNames) {
  const auto english = phrases_of(Language::English);
  for (Language language : kLanguages) {
    for (const auto& [name, text] : phrases_of(language)) {
      EXPECT_EQ(names_in(text), names_in(english.at(name))) << code_of(language) << ": " << name << ": " << text;
      EXPECT_EQ(text.find("{}"), std::string::npos) << code_of(language) << ": " << name << " has an unnamed mark";
    }
  }
}

TEST(Phrasebook, ItsVocabulariesExistAndSpeakItsLanguage) {
  for (Language language : kLanguages) {
    const Phrasebook& book = phrasebook(language);
    for (std::string_view code : {book.plain_vocabulary, book.usual_vocabulary}) {
      const Vocabulary* v = find_vocabulary(code);
      ASSERT_NE(v, nullptr) << code;
      EXPECT_EQ(v->language, language) << code;
    }
  }
}

TEST(FillIn, NamesAreFilledWhereverTheyStandAndAMissingOneShows) {
  EXPECT_EQ(fill_in("{colour} to move", {{"colour", "White"}}), "White to move");
  EXPECT_EQ(fill_in("{a}, {b}, {a}", {{"b", "2"}, {"a", "1"}}), "1, 2, 1");
  EXPECT_EQ(fill_in("{missing} here", {{"other", "x"}}), "{missing} here");
  EXPECT_EQ(fill_in("no marks", {}), "no marks");
  EXPECT_EQ(fill_in("an open { brace", {{"x", "y"}}), "an open { brace");
}

TEST(SpokenNumbers, PluralFormsPerLanguage) {
  EXPECT_EQ(duration_words(3'723'000, Language::German), "eine Stunde, zwei Minuten, drei Sekunden");
  EXPECT_EQ(duration_words(62'000, Language::English), "one minute, two seconds");
  EXPECT_EQ(duration_words(5 * 60'000 + 1'000, Language::Russian), "пять минут, одна секунда");
  EXPECT_EQ(moves_played_words(21, Language::Russian), "Двадцать один ход сыгран.");
  EXPECT_EQ(moves_played_words(1, 0, Language::German), "Gespielt: Weiß ein Zug, Schwarz kein Zug.");
}

}  // namespace
}  // namespace twinboard
