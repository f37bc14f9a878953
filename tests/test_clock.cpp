// Time controls, the clock in virtual time, and the spoken times (F2.4, Article 6).
#include <gtest/gtest.h>

#include "core/clock.h"
#include "core/spoken_numbers.h"

namespace twinboard {
namespace {

TEST(TimeControl, PgnAndFriendlyForms) {
  auto sudden = parse_time_control("300+2").value();
  ASSERT_EQ(sudden.periods.size(), 1u);
  EXPECT_EQ(sudden.periods[0].time, 300000);
  EXPECT_EQ(sudden.periods[0].increment, 2000);
  auto classical = parse_time_control("40/5400+30:1800+30").value();
  ASSERT_EQ(classical.periods.size(), 2u);
  EXPECT_EQ(classical.periods[0].moves, 40);
  EXPECT_EQ(classical.periods[1].time, 1800000);
  auto friendly = parse_time_control("90m/40 + 30m, +30s").value();
  ASSERT_EQ(friendly.periods.size(), 2u);
  EXPECT_EQ(friendly.periods[0].time, 5400000);
  EXPECT_EQ(friendly.periods[0].moves, 40);
  EXPECT_EQ(friendly.periods[1].time, 1800000);
  EXPECT_EQ(friendly.periods[1].increment, 30000);
  EXPECT_EQ(pgn_time_control(friendly), "40/5400+30:1800+30");
  EXPECT_EQ(parse_time_control("300d5")->periods[0].delay_kind, TimePeriod::Delay::Simple);
  EXPECT_EQ(parse_time_control("300b5")->periods[0].delay_kind, TimePeriod::Delay::Bronstein);
  EXPECT_TRUE(parse_time_control("-")->empty());
  EXPECT_FALSE(parse_time_control("abc").ok());
  EXPECT_FALSE(parse_time_control("5400:40/1800").ok());  // a sudden-death period before another
  EXPECT_FALSE(parse_time_control("99999999999999").ok());
}

TEST(Clock, IncrementAndNoDrift) {
  Clock clock(parse_time_control("300+2").value());
  clock.start(Color::White, 0);
  clock.complete_move(10'000);  // White used 10 s, gets 2 s
  EXPECT_EQ(clock.remaining(Color::White, 10'000), 292'000);
  EXPECT_EQ(clock.running(), Color::Black);
  EXPECT_EQ(clock.remaining(Color::Black, 25'000), 285'000);
  EXPECT_EQ(clock.history(Color::White), std::vector<Millis>{292'000});
}

TEST(Clock, NextPeriodAfterItsMoveCount) {
  Clock clock(parse_time_control("2/60:30").value());
  clock.start(Color::White, 0);
  Millis t = 0;
  for (int move = 0; move < 4; ++move) clock.complete_move(t += 1000);  // two moves each, 1 s each
  EXPECT_EQ(clock.remaining(Color::White, t), 60'000 - 2'000 + 30'000);
  EXPECT_EQ(clock.remaining(Color::Black, t), 60'000 - 2'000 + 30'000);
}

TEST(Clock, SimpleDelayCostsNothingInsideTheDelay) {
  Clock clock(parse_time_control("60d5").value());
  clock.start(Color::White, 0);
  clock.complete_move(4'000);
  EXPECT_EQ(clock.remaining(Color::White, 4'000), 60'000);
  clock.complete_move(8'000);
  clock.complete_move(15'000);  // White used 7 s, 2 s past the delay
  EXPECT_EQ(clock.remaining(Color::White, 15'000), 58'000);
}

TEST(Clock, BronsteinGivesBackWhatWasUsedUpToTheDelay) {
  Clock clock(parse_time_control("60b5").value());
  clock.start(Color::White, 0);
  clock.complete_move(3'000);
  EXPECT_EQ(clock.remaining(Color::White, 3'000), 60'000);
  clock.complete_move(4'000);
  clock.complete_move(12'000);  // 8 s used, 5 s back
  EXPECT_EQ(clock.remaining(Color::White, 12'000), 57'000);
}

TEST(Clock, FlagTimeIsExact) {
  Clock clock(parse_time_control("60").value());
  clock.start(Color::White, 1'000);
  EXPECT_EQ(clock.flag_time(), 61'000);
}

TEST(SpokenTime, GermanEnglishRussianWithPlurals) {
  constexpr Millis h = 3'600'000, m = 60'000, s = 1'000;
  EXPECT_EQ(duration_words(h + 23 * m, Language::German), "eine Stunde, dreiundzwanzig Minuten");
  EXPECT_EQ(duration_words(2 * h + m, Language::German), "zwei Stunden, eine Minute");
  EXPECT_EQ(duration_words(4 * m + 31 * s, Language::German), "vier Minuten, einunddreißig Sekunden");
  EXPECT_EQ(duration_words(h + 28 * m, Language::English), "one hour, twenty-eight minutes");
  EXPECT_EQ(duration_words(m + s, Language::English), "one minute, one second");
  EXPECT_EQ(duration_words(m, Language::Russian), "одна минута");
  EXPECT_EQ(duration_words(2 * m, Language::Russian), "две минуты");
  EXPECT_EQ(duration_words(5 * m, Language::Russian), "пять минут");
  EXPECT_EQ(duration_words(21 * m, Language::Russian), "двадцать одна минута");
  EXPECT_EQ(duration_words(h + 12 * m, Language::Russian), "один час, двенадцать минут");
  EXPECT_EQ(duration_words(3 * h, Language::Russian), "три часа");
  EXPECT_EQ(duration_words(0, Language::German), "null Sekunden");
  EXPECT_EQ(moves_played_words(12, Language::German), "Zwölf Züge gespielt.");
  EXPECT_EQ(moves_played_words(1, Language::German), "Ein Zug gespielt.");
  EXPECT_EQ(moves_played_words(22, Language::Russian), "Двадцать два хода сыграно.");
  EXPECT_EQ(moves_played_words(21, Language::English), "Twenty-one moves played.");
}

}  // namespace
}  // namespace twinboard
