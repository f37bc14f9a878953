// Braille in the languages of the Laws (issue 20): the live display's messages and the
// scoresheet's headings through each language's liblouis table.
#include <gtest/gtest.h>

#include <regex>

#include "braille/scoresheet_text.h"
#include "core/pgn.h"
#include "core/phrasebook.h"

namespace twinboard {
namespace {

// Issue 20: what the live display shows a player and the headings of his scoresheet are in
// his language's literary braille (liblouis: fa-ir, sw-ke, uz, mn-MN), every letter known
// to the table; the moves themselves stay in the chess code.
TEST(BrailleLanguages, EveryPhraseOfEveryLanguageIsInItsBraille) {
  for (Language language : kLanguages) {
    const std::string code{code_of(language)};
    ASSERT_NE(braille::heading_table(code), nullptr) << code;
    for_each_phrase(phrasebook(language), [&](std::string_view name, std::string_view phrase) {
      // The window's words and the station's answers go to no braille display.
      if (name.starts_with("window.") || name.starts_with("arbiter.")) return;
      // Without what is filled in.
      // A word that agrees with a count ("{left|остался|осталась|...}") is read in each of its forms.
      std::string text = std::regex_replace(std::string(phrase), std::regex(R"(\{[a-z_]*\|([^}]*)\})"), "$1");
      text = std::regex_replace(text, std::regex(R"(\{[a-z_]*\}|\|)"), " ");
      const braille::Brailled b = braille::literary_braille_of(text, code);
      EXPECT_EQ(b.unknown, 0u) << code << " " << name << ": " << text;
      EXPECT_FALSE(b.cells.empty()) << code << " " << name;
    });
  }
  // The control: a letter no table knows is counted, once; Latin letters in a Persian
  // message (a move, an order) are brailled.
  EXPECT_EQ(braille::literary_braille_of("中", "fa").unknown, 1u);
  EXPECT_EQ(braille::literary_braille_of("中 e4 中", "ru").unknown, 2u);
  EXPECT_EQ(braille::literary_braille_of("سفید e4 Nf3", "fa").unknown, 0u);
  // Uzbek's own apostrophe (oʻ) is the table's ў, as ‘ is.
  EXPECT_EQ(braille::literary_braille("oʻyin", "uz"), braille::literary_braille("o‘yin", "uz"));
}

TEST(BrailleLanguages, ScoresheetHeadingsInEveryLanguage) {
  PgnReader reader("[White \"Tal\"]\n[Black \"Botvinnik\"]\n[Event \"شطرنج\"]\n\n1. e4 e5 *\n");
  const PgnGame game = reader.next()->game;
  for (Language language : kLanguages) {
    const std::string sheet = braille::scoresheet_text(game, braille::Output::Unicode, {}, code_of(language));
    EXPECT_NE(sheet.find("\u2801"), std::string::npos) << code_of(language);  // Unicode braille, not text
  }
}

}  // namespace
}  // namespace twinboard
