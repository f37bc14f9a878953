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

// Issue 52: each catalog's plural rule (its Plural-Forms) picks one of the forms it gives, and
// the singular for one; the counts in words agree with it (Grammar.* checks the words).
TEST(Phrasebook, EveryLanguagesPluralRuleChoosesOneOfItsForms) {
  for (Language language : kLanguages) {
    const NumberWords& numbers = phrasebook(language).numbers;
    ASSERT_GE(numbers.plural_forms, 1) << code_of(language);
    ASSERT_LE(numbers.plural_forms, 3) << code_of(language);
    EXPECT_EQ(numbers.plural_form(1), 0) << code_of(language);
    for (long n = 0; n <= 1'000'000; n += n < 2000 ? 1 : 997) {
      const int form = numbers.plural_form(n);
      ASSERT_GE(form, 0) << code_of(language) << " " << n;
      ASSERT_LT(form, numbers.plural_forms) << code_of(language) << " " << n;
    }
  }
  const NumberWords& russian = phrasebook(Language::Russian).numbers;
  EXPECT_EQ(russian.plural_forms, 3);
  EXPECT_EQ(russian.plural_form(21), 0);                               // двадцать одна минута
  EXPECT_EQ(russian.plural_form(22), 1);                               // двадцать две минуты
  EXPECT_EQ(russian.plural_form(11), 2);                               // одиннадцать минут
  EXPECT_EQ(russian.plural_form(112), 2);                              // сто двенадцать минут
  EXPECT_EQ(phrasebook(Language::French).numbers.plural_form(0), 0);   // zéro seconde
  EXPECT_EQ(phrasebook(Language::English).numbers.plural_form(0), 1);  // zero seconds
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
