// Issue 48, item 8: grammar in every language, over every count a clock or a game gives.
// The expected forms are written here from each language's rules (CLDR's plural categories,
// the numeral's gender, the verb agreeing with a counted subject), not taken from the code.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <string>

#include "core/clock_phrases.h"
#include "core/spoken_numbers.h"

namespace twinboard {
namespace {

using ::testing::EndsWith;
using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr Millis kSecond = 1000, kMinute = 60 * kSecond, kHour = 60 * kMinute;

// Russian (CLDR): one 1, 21, 31 ... (not 11); few 2-4, 22-24 ... (not 12-14); many the rest.
int russian_form(long n) {
  if (n % 10 == 1 && n % 100 != 11) return 0;
  if (n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)) return 1;
  return 2;
}

struct RussianUnit {
  Millis unit;
  std::array<const char*, 3> noun;
  bool feminine;
  long last;  // the counts it is heard with alone
};
const RussianUnit kRussianUnits[] = {{kSecond, {"секунда", "секунды", "секунд"}, true, 59},
                                     {kMinute, {"минута", "минуты", "минут"}, true, 59},
                                     {kHour, {"час", "часа", "часов"}, false, 100}};

TEST(Grammar, RussianCountsNounsAndVerbsAgreeFromZeroToAHundred) {
  for (const RussianUnit& u : kRussianUnits) {
    for (long n = 0; n <= u.last; ++n) {
      if (n == 0 && u.unit != kSecond) continue;  // no time at all is "ноль секунд"
      SCOPED_TRACE(std::to_string(n) + " × " + u.noun[2]);
      const std::string words = duration_words(n * u.unit, Language::Russian);
      const int form = russian_form(n);
      EXPECT_THAT(words, EndsWith(std::string(" ") + u.noun[form]));
      if (form == 0) {
        EXPECT_THAT(words, HasSubstr(u.feminine ? "одна " : "один "));
      }
      if (n % 10 == 2 && n % 100 != 12) {
        EXPECT_THAT(words, HasSubstr(u.feminine ? "две " : "два "));
      }
      // The verb before it agrees: "осталась одна минута", "остался один час", "осталось две минуты".
      const std::string left = form != 0 ? "осталось" : u.feminine ? "осталась" : "остался";
      const std::string used = form != 0 ? "затрачено" : u.feminine ? "затрачена" : "затрачен";
      EXPECT_EQ(warning_words(Color::White, n * u.unit, Language::Russian), "Белые: " + left + " " + words);
      const std::string told = time_used_and_moves_words({n * u.unit, 0}, {n * u.unit, 0}, 0, 0, Language::Russian);
      EXPECT_THAT(told, StartsWith("Белые: " + used + " " + words + ", " + left + " " + words + "."));
    }
  }
  for (long n = 1; n <= 100; ++n) {
    SCOPED_TRACE(std::to_string(n) + " moves");
    const int form = russian_form(n);
    const std::array<const char*, 3> noun{"ход", "хода", "ходов"};
    EXPECT_THAT(moves_played_words(int(n), Language::Russian),
                EndsWith(std::string(" ") + noun[form] + (form == 0 ? " сыгран." : " сыграно.")));
  }
}

TEST(Grammar, GermanAndEnglishSayOneInTheSingularAndTheRestInThePlural) {
  for (long n = 0; n <= 100; ++n) {
    SCOPED_TRACE(n);
    if (n < 60) {
      EXPECT_THAT(duration_words(n * kSecond, Language::German), EndsWith(n == 1 ? "eine Sekunde" : " Sekunden"));
      EXPECT_THAT(duration_words(n * kSecond, Language::English), EndsWith(n == 1 ? "one second" : " seconds"));
    }
    if (n > 0 && n < 60) {
      EXPECT_THAT(duration_words(n * kMinute, Language::German), EndsWith(n == 1 ? "eine Minute" : " Minuten"));
      EXPECT_THAT(duration_words(n * kMinute, Language::English), EndsWith(n == 1 ? "one minute" : " minutes"));
    }
    if (n > 0) {
      EXPECT_THAT(duration_words(n * kHour, Language::German), EndsWith(n == 1 ? "eine Stunde" : " Stunden"));
      EXPECT_THAT(duration_words(n * kHour, Language::English), EndsWith(n == 1 ? "one hour" : " hours"));
      EXPECT_THAT(moves_played_words(int(n), Language::German),
                  EndsWith(n == 1 ? "Ein Zug gespielt." : " Züge gespielt."));
      EXPECT_THAT(moves_played_words(int(n), Language::English),
                  EndsWith(n == 1 ? "One move played." : " moves played."));
    }
  }
}

// Swahili's N-class nouns (sekunde, dakika, saa, hatua) keep their form; the verb takes i-
// for one and zi- for more: "imebaki dakika moja", "zimebaki dakika mbili".
TEST(Grammar, SwahiliVerbsAgreeWithOneOrMore) {
  for (long n = 1; n <= 100; ++n) {
    SCOPED_TRACE(n);
    if (n < 60) {
      EXPECT_THAT(warning_words(Color::White, n * kMinute, Language::Swahili),
                  StartsWith(n == 1 ? "Mweupe: imebaki dakika" : "Mweupe: zimebaki dakika"));
    }
    EXPECT_THAT(moves_played_words(int(n), Language::Swahili), EndsWith(n == 1 ? " imechezwa." : " zimechezwa."));
    EXPECT_THAT(moves_played_words(int(n), Language::Swahili), StartsWith("Hatua "));
  }
}

// Persian, Uzbek and Mongolian count with the noun in the singular; Mongolian's numeral takes
// its attributive form before it ("таван минут", not "тав минут").
TEST(Grammar, PersianUzbekAndMongolianCountWithTheSingular) {
  for (long n = 1; n < 60; ++n) {
    SCOPED_TRACE(n);
    EXPECT_THAT(duration_words(n * kMinute, Language::Persian), EndsWith(" دقیقه"));
    EXPECT_THAT(duration_words(n * kMinute, Language::Uzbek), EndsWith(" daqiqa"));
    EXPECT_THAT(duration_words(n * kMinute, Language::Mongolian), EndsWith(" минут"));
  }
  EXPECT_EQ(duration_words(5 * kMinute, Language::Mongolian), "таван минут");
  EXPECT_EQ(duration_words(kHour, Language::Uzbek), "bir soat");
}

// Every sentence the clock says begins with a capital letter (Persian has none).
TEST(Grammar, EveryClockSentenceBeginsWithACapital) {
  for (Language l : kLanguages) {
    SCOPED_TRACE(std::string(code_of(l)));
    for (const std::string& said :
         {warning_words(Color::Black, kMinute, l), period_reached_words(Color::Black, 30 * kMinute, l),
          time_used_and_moves_words({kSecond, kMinute}, {kHour, 2 * kHour}, 3, 2, l),
          time_and_moves_words({kHour, 2 * kHour}, 3, 3, l), moves_played_words(0, l), moves_played_words(1, l)})
      EXPECT_EQ(said, capitalised(said));
  }
}

// Spanish (issue 52): "uno" before a masculine noun is "un" ("veintiún minutos", "treinta y
// un segundos"), before a feminine one "una" ("una hora", "veintiuna jugadas"); the verb
// before a time agrees with its first count ("queda una hora", "quedan dos minutos").
TEST(Grammar, SpanishOneAgreesWithItsNounAndTheVerbWithTheCount) {
  for (long n = 1; n <= 59; ++n) {
    SCOPED_TRACE(std::to_string(n) + " minutes");
    const std::string words = duration_words(n * kMinute, Language::Spanish);
    EXPECT_THAT(words, EndsWith(n == 1 ? "un minuto" : " minutos"));
    if (n % 10 == 1 && n != 11) {
      EXPECT_THAT(words, EndsWith(n == 21 ? "veintiún minutos" : n == 1 ? "un minuto" : " y un minutos"));
    }
    EXPECT_EQ(warning_words(Color::White, n * kMinute, Language::Spanish),
              std::string("Blancas: ") + (n == 1 ? "queda " : "quedan ") + words);
  }
  EXPECT_EQ(duration_words(kHour + 21 * kMinute, Language::Spanish), "una hora, veintiún minutos");
  EXPECT_EQ(duration_words(21 * kHour, Language::Spanish), "veintiuna horas");
  EXPECT_EQ(duration_words(2 * kHour + 31 * kMinute + kSecond, Language::Spanish),
            "dos horas, treinta y un minutos, un segundo");
  EXPECT_EQ(duration_words(0, Language::Spanish), "cero segundos");
  EXPECT_EQ(warning_words(Color::Black, kHour + 21 * kMinute, Language::Spanish),
            "Negras: queda una hora, veintiún minutos");
  EXPECT_EQ(moves_played_words(1, Language::Spanish), "Una jugada realizada.");
  EXPECT_EQ(moves_played_words(21, Language::Spanish), "Veintiuna jugadas realizadas.");
  EXPECT_EQ(moves_played_words(100, Language::Spanish), "Cien jugadas realizadas.");
  EXPECT_EQ(moves_played_words(1, 0, Language::Spanish), "Blancas: una jugada; Negras: ninguna jugada.");
}

// French (issue 52): "un" before a masculine noun, "une" before a feminine one, in compounds
// too ("vingt et une minutes", "trente et un coups"); zero and one take the singular (CLDR:
// one is 0 and 1), "il reste" before a time agrees with nothing.
TEST(Grammar, FrenchOneAgreesWithItsNounAndZeroAndOneAreSingular) {
  for (long n = 1; n <= 59; ++n) {
    SCOPED_TRACE(std::to_string(n) + " minutes");
    const std::string words = duration_words(n * kMinute, Language::French);
    EXPECT_THAT(words, EndsWith(n == 1 ? "une minute" : " minutes"));
    if (n % 10 == 1 && n != 11) {
      EXPECT_THAT(words, EndsWith(n == 1 ? "une minute" : " et une minutes"));
    }
    EXPECT_EQ(warning_words(Color::White, n * kMinute, Language::French), "Blancs : il reste " + words);
  }
  EXPECT_EQ(duration_words(kHour + 21 * kMinute, Language::French), "une heure, vingt et une minutes");
  EXPECT_EQ(duration_words(21 * kHour, Language::French), "vingt et une heures");
  EXPECT_EQ(duration_words(2 * kHour + 31 * kMinute + kSecond, Language::French),
            "deux heures, trente et une minutes, une seconde");
  EXPECT_EQ(duration_words(0, Language::French), "zéro seconde");
  EXPECT_EQ(duration_words(80 * kSecond, Language::French), "une minute, vingt secondes");
  EXPECT_EQ(warning_words(Color::Black, 5 * kMinute, Language::French), "Noirs : il reste cinq minutes");
  EXPECT_EQ(moves_played_words(1, Language::French), "Un coup joué.");
  EXPECT_EQ(moves_played_words(21, Language::French), "Vingt et un coups joués.");
  EXPECT_EQ(moves_played_words(80, Language::French), "Quatre-vingts coups joués.");
  EXPECT_EQ(moves_played_words(0, Language::French), "Aucun coup joué pour l'instant.");
  EXPECT_EQ(moves_played_words(1, 0, Language::French), "Joués : Blancs un coup, Noirs aucun coup.");
}

}  // namespace
}  // namespace twinboard
