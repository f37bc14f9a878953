// Issue 48, item 10: any script, any layout. A square typed with Cyrillic letters that look
// Latin reads as the square it looks like (a screen reader says them alike); with the
// keyboard in another layout the command keys are where they sit, not the letter they type.
#include <gtest/gtest.h>

#include "core/lookalike_squares.h"
#include "core/scoresheet.h"
#include "core/vocabulary.h"
#include "runtime/keyboard_layouts.h"
#include "runtime/vi_commands.h"

namespace twinboard {
namespace {

TEST(AnyScript, CyrillicLookalikesBeforeARankAreFiles) {
  EXPECT_EQ(latin_squares("е4"), "e4");
  EXPECT_EQ(latin_squares("Е4"), "e4");
  EXPECT_EQ(latin_squares("Сс4"), "Сc4");  // a Russian bishop to c4: the piece letter stays
  EXPECT_EQ(latin_squares("Кf6"), "Кf6");
  EXPECT_EQ(latin_squares("ехd5"), "exd5");  // the pawn's file and the capture mark
  EXPECT_EQ(latin_squares("Схd5"), "Сxd5");  // a bishop takes
  EXPECT_EQ(latin_squares("а1 һ8"), "a1 h8");
  EXPECT_EQ(latin_squares("Слон цэ четыре"), "Слон цэ четыре");  // words are words
  EXPECT_EQ(latin_squares("e4"), "e4");
  EXPECT_EQ(latin_squares("\xD0"), "\xD0");  // not UTF-8: as it is
}

TEST(AnyScript, AnnouncementsScoresheetsAndSquareQuestionsReadLookalikes) {
  const Position start = Position::start();
  const Vocabulary& russian = *find_vocabulary("fide-ru");
  const auto pawn = understand(start, "е4", russian);
  ASSERT_TRUE(pawn.ok());
  EXPECT_EQ(pawn->move().to(), *parse_square("e4"));
  const auto knight = understand(start, "Кс3", russian);  // knight to c3, the c in Cyrillic
  ASSERT_TRUE(knight.ok());
  EXPECT_EQ(knight->move().to(), *parse_square("c3"));
  const auto written = read_written_move(start, "Кс3", piece_letters_of(Language::Russian));
  ASSERT_TRUE(written.ok()) << written.error();
  EXPECT_EQ(written->move.move().to(), *parse_square("c3"));
  const auto asked = runtime::read_vi_command("square е4", Color::White);
  ASSERT_TRUE(asked.ok());
  const auto* query = std::get_if<Query>(&asked->input);
  ASSERT_NE(query, nullptr);
  EXPECT_EQ(query->square, *parse_square("e4"));
}

TEST(AnyScript, KeysAreWhereTheySitInRussianMongolianAndPersianLayouts) {
  using runtime::key_by_place;
  EXPECT_EQ(key_by_place("е", Language::Russian), 't');  // the T key in ЙЦУКЕН
  EXPECT_EQ(key_by_place("Е", Language::Russian), 't');  // with Shift
  EXPECT_EQ(key_by_place("с", Language::Russian), 'c');
  EXPECT_EQ(key_by_place("р", Language::German), 'h');
  EXPECT_EQ(key_by_place("э", Language::Mongolian), 't');  // the T key in ФЦУЖЭН
  EXPECT_EQ(key_by_place("с", Language::Mongolian), 'v');  // Mongolian's own place for с
  EXPECT_EQ(key_by_place("ф", Language::Persian), 'a');    // Cyrillic ф, read on the Russian layout
  EXPECT_EQ(key_by_place("ف", Language::Persian), 't');    // Persian fe on the T key
  EXPECT_EQ(key_by_place("ی", Language::Persian), 'd');
  EXPECT_EQ(key_by_place("ү", Language::Russian), 'o');  // a letter only the Mongolian layout has
  EXPECT_FALSE(key_by_place("ä", Language::German));
  EXPECT_FALSE(key_by_place("", Language::Russian));
}

// A letter a layout types on a key that is no letter key of an English keyboard is no
// command: in ЙЦУКЕН "б" is the comma key, "ж" the semicolon, "ё" the key left of 1, so
// a stray comma offers no draw and "ё" presses no clock (read on the Mongolian layout, where
// б is D and ё is C, they were `d` and `c`); on ФЦУЖЭН "в" is the full stop, "е" the minus key.
TEST(AnyScript, ALetterOnAKeyWithoutACommandIsNoKey) {
  using runtime::key_by_place;
  for (const char* letter : {"ё", "Ё", "х", "ъ", "ж", "э", "б", "Б", "ю"})
    EXPECT_FALSE(key_by_place(letter, Language::Russian)) << letter;
  for (const char* letter : {"е", "щ", "к", "ъ", "д", "п", "ь", "в", "ю"})
    EXPECT_FALSE(key_by_place(letter, Language::Mongolian)) << letter;
  EXPECT_EQ(key_by_place("б", Language::Mongolian), 'd');  // his own layout: the D key
  EXPECT_EQ(key_by_place("ё", Language::Mongolian), 'c');
}

}  // namespace
}  // namespace twinboard
