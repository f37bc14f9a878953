// Time controls, the clock in virtual time, and the spoken times (F2.4, Article 6).
#include <gtest/gtest.h>

#include "core/clock.h"
#include "core/clock_warnings.h"
#include "core/talking_clock.h"
#include "core/time_control.h"
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
  // Above an hour the seconds stay (issue 35, item 5); a zero unit is left out.
  EXPECT_EQ(duration_words(h + 30 * m + 40 * s, Language::German), "eine Stunde, dreißig Minuten, vierzig Sekunden");
  EXPECT_EQ(duration_words(h + 5 * s, Language::German), "eine Stunde, fünf Sekunden");
  EXPECT_EQ(duration_words(2 * h + 59 * m + 59 * s, Language::Russian),
            "два часа, пятьдесят девять минут, пятьдесят девять секунд");
  EXPECT_EQ(duration_words(h + m + s, Language::Persian), "یک ساعت، یک دقیقه، یک ثانیه");  // the Persian comma
  EXPECT_EQ(moves_played_words(12, Language::German), "Zwölf Züge gespielt.");
  EXPECT_EQ(moves_played_words(1, Language::German), "Ein Zug gespielt.");
  EXPECT_EQ(moves_played_words(22, Language::Russian), "Двадцать два хода сыграно.");
  EXPECT_EQ(moves_played_words(21, Language::English), "Twenty-one moves played.");
}

TEST(Clock, HistoryPerPlyIsWhatEachSideHadAfterItsMove) {
  Clock clock(parse_time_control("40/5400+30:1800+30").value());
  clock.start(Color::White, 0);
  clock.complete_move(20'000);  // White: 5400 - 20 + 30
  clock.complete_move(50'000);  // Black: 5400 - 30 + 30
  clock.complete_move(51'000);  // White: -1 + 30
  EXPECT_EQ(clock.history(Color::White), (std::vector<Millis>{5'410'000, 5'439'000}));
  EXPECT_EQ(clock.history(Color::Black), (std::vector<Millis>{5'400'000}));
}

TEST(Clock, ThreePeriodsWithMoveCounts) {
  // 2 moves in 10 s, then 1 move in 5 s, then 3 s for the rest: each period's time comes
  // exactly when the previous period's move count is reached.
  Clock clock(parse_time_control("2/10:1/5:3").value());
  clock.start(Color::White, 0);
  Millis t = 0;
  std::vector<std::size_t> white_periods;
  for (int ply = 0; ply < 8; ++ply) {
    const bool white = ply % 2 == 0;
    clock.complete_move(t += 1000);
    if (white) white_periods.push_back(clock.period(Color::White));
  }
  EXPECT_EQ(white_periods, (std::vector<std::size_t>{0, 1, 2, 2}));
  EXPECT_EQ(clock.remaining(Color::White, t), 10'000 + 5'000 + 3'000 - 4'000);
}

TEST(Clock, ArbiterSetsBothTimesAndAddsOrRemoves) {
  Clock clock(parse_time_control("600").value());
  clock.start(Color::White, 0);
  clock.set(100'000, 200'000, 5'000);
  EXPECT_EQ(clock.remaining(Color::White, 6'000), 99'000);  // White's clock still runs
  clock.add(Color::Black, -50'000);
  EXPECT_EQ(clock.remaining(Color::Black, 6'000), 150'000);
  EXPECT_EQ(parse_clock_time("1:02:03"), 3'723'000);
  EXPECT_EQ(parse_clock_time("59:00"), 3'540'000);
  EXPECT_EQ(parse_clock_time("90"), 90'000);
  EXPECT_FALSE(parse_clock_time("1:60"));
  EXPECT_FALSE(parse_clock_time("1:2"));
  EXPECT_FALSE(parse_clock_time("x"));
  EXPECT_FALSE(parse_clock_time("1:00:00:00"));
}

TEST(Clock, NoDriftOverASevenHourGameOfIrregularMoves) {
  // 40/2h, 20/1h, 30 min + 30 s increment from move 61; 140 moves each, times from a
  // generator: what the clock says equals the given time minus the sum of the think times.
  Clock clock(parse_time_control("40/7200+30:20/3600+30:1800+30").value());
  clock.start(Color::White, 0);
  Millis t = 0, used[2] = {0, 0};
  unsigned seed = 12345;
  for (int ply = 0; ply < 280; ++ply) {
    seed = seed * 1103515245 + 12345;
    const Millis think = 1 + (seed >> 8) % 89'000;
    t += think;
    used[ply % 2] += think;
    clock.complete_move(t);
  }
  const Millis given = 7'200'000 + 3'600'000 + 1'800'000 + 140 * 30'000;
  EXPECT_EQ(clock.remaining(Color::White, t), given - used[0]);
  EXPECT_EQ(clock.remaining(Color::Black, t), given - used[1]);
}

TEST(ClockWarnings, ThresholdsParseAndDefault) {
  EXPECT_EQ(parse_warning_thresholds("10m,5m,2m,1m,30s,10s").value(), default_warning_thresholds());
  EXPECT_EQ(parse_warning_thresholds("90, 1h").value(), (std::vector<Millis>{3'600'000, 90'000}));
  EXPECT_TRUE(parse_warning_thresholds("off").value().empty());
  EXPECT_FALSE(parse_warning_thresholds("5x").ok());
  EXPECT_FALSE(parse_warning_thresholds("").ok());
  EXPECT_FALSE(parse_warning_thresholds("0s").ok());
}

TEST(ClockWarnings, EachThresholdOnceAtItsExactMoment) {
  Clock clock(parse_time_control("180+2").value());  // 3 minutes: 10 and 5 min are never said
  ClockWarnings warnings(default_warning_thresholds());
  clock.start(Color::White, 0);
  warnings.start(clock, 0);
  EXPECT_EQ(warnings.next_due(clock), 60'000);  // 2 minutes left
  EXPECT_FALSE(warnings.due(clock, 59'999));
  auto said = warnings.due(clock, 60'000);
  ASSERT_TRUE(said);
  EXPECT_EQ(said->threshold, 120'000);
  EXPECT_EQ(said->side, Color::White);
  EXPECT_FALSE(warnings.due(clock, 60'001));  // once
  // White moves at 1:10 left... 110 s used, 2 s back: 72 s left, above no new threshold.
  clock.complete_move(110'000);
  warnings.rearm(clock, 110'000);
  // Black: 2 minutes is due at 60 s of his thinking.
  EXPECT_EQ(warnings.next_due(clock), 170'000);
}

TEST(ClockWarnings, SeveralPassedAtOnceSayOnlyTheLowest) {
  Clock clock(parse_time_control("700").value());
  ClockWarnings warnings(default_warning_thresholds());
  clock.start(Color::White, 0);
  warnings.start(clock, 0);
  auto said = warnings.due(clock, 700'000 - 55'000);  // noticed late: 10, 5, 2, 1 min passed
  ASSERT_TRUE(said);
  EXPECT_EQ(said->threshold, 60'000);
}

TEST(ClockWarnings, AnIncrementDoesNotRearmButANewPeriodDoes) {
  Clock clock(parse_time_control("1/40+5:60").value());
  ClockWarnings warnings({30'000});
  clock.start(Color::White, 0);
  warnings.start(clock, 0);
  EXPECT_TRUE(warnings.due(clock, 10'000));  // 30 s left
  clock.complete_move(12'000);               // 28 s + 5 s + 60 s (new period)
  warnings.rearm(clock, 12'000);
  clock.complete_move(13'000);  // Black
  EXPECT_EQ(warnings.next_due(clock), 13'000 + 93'000 - 30'000);

  Clock fischer(parse_time_control("40+5").value());
  ClockWarnings again({30'000});
  fischer.start(Color::White, 0);
  again.start(fischer, 0);
  EXPECT_TRUE(again.due(fischer, 10'000));
  fischer.complete_move(12'000);  // 28 s + 5 s = 33 s: only the increment
  again.rearm(fischer, 12'000);
  fischer.complete_move(13'000);
  EXPECT_FALSE(again.next_due(fischer));  // 30 s is not said again for White
}

// ---- The standalone talking clock, in virtual time -------------------------------------

std::vector<std::string> texts(const std::vector<ClockNews>& news) {
  std::vector<std::string> out;
  for (const auto& n : news) out.push_back(n.text);
  return out;
}

// Ticks the clock at each deadline up to `until`, as the terminal loop does.
std::vector<ClockNews> run_until(TalkingClock& clock, Millis until) {
  std::vector<ClockNews> out;
  while (auto due = clock.next_deadline()) {
    if (*due > until) break;
    for (auto& n : clock.tick(*due)) out.push_back(n);
  }
  return out;
}

TEST(TalkingClock, TellsTimesAndCompletedMoves) {
  TalkingClock clock(parse_time_control("5400+30").value(), Language::German, {});
  clock.press(TalkingClock::Key::Switch, 0);  // starts White
  Millis t = 0;
  for (int ply = 0; ply < 24; ++ply) clock.press(TalkingClock::Key::Switch, t += 60'000);
  // Each side used 12 minutes and got 12 x 30 s back.
  auto said = clock.press(TalkingClock::Key::Time, t);
  ASSERT_EQ(said.size(), 1u);
  EXPECT_EQ(said[0].text,
            "Weiß: eine Stunde, vierundzwanzig Minuten. Schwarz: eine Stunde, vierundzwanzig Minuten. "
            "Zwölf Züge gespielt.");
}

TEST(TalkingClock, OwnButtonOnlyWhileOwnClockRuns) {
  TalkingClock clock(parse_time_control("300").value(), Language::English, {});
  EXPECT_EQ(texts(clock.press(TalkingClock::Key::Pause, 0)),
            std::vector<std::string>{"The clock has not started: space starts it"});
  clock.press(TalkingClock::Key::BlackButton, 0);  // starts White
  EXPECT_EQ(clock.clock().running(), Color::White);
  auto refused = clock.press(TalkingClock::Key::BlackButton, 1000);
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(refused[0].kind, ClockNews::Kind::Refused);
  EXPECT_EQ(refused[0].text, "The clock of White is running");
  EXPECT_EQ(clock.clock().running(), Color::White);
  clock.press(TalkingClock::Key::WhiteButton, 2000);
  EXPECT_EQ(clock.clock().running(), Color::Black);
}

TEST(TalkingClock, PauseStopsTimeAndRefusesSwitching) {
  TalkingClock clock(parse_time_control("300").value(), Language::English, {});
  clock.press(TalkingClock::Key::Switch, 0);
  EXPECT_EQ(texts(clock.press(TalkingClock::Key::Pause, 10'000)), std::vector<std::string>{"Clock paused"});
  EXPECT_FALSE(clock.next_deadline());
  EXPECT_EQ(clock.press(TalkingClock::Key::Switch, 20'000)[0].kind, ClockNews::Kind::Refused);
  clock.press(TalkingClock::Key::Pause, 500'000);  // a long pause costs nothing
  EXPECT_EQ(clock.clock().remaining(Color::White, 500'000), 290'000);
  EXPECT_EQ(clock.next_deadline(), 500'000 + 290'000);
}

TEST(TalkingClock, WarningsAndFlagFallAtTheirExactMoments) {
  TalkingClock clock(parse_time_control("65").value(), Language::English, default_warning_thresholds());
  clock.press(TalkingClock::Key::Switch, 1000);
  std::vector<Millis> when;
  std::vector<std::string> said;
  while (auto due = clock.next_deadline()) {
    when.push_back(*due);
    for (auto& n : clock.tick(*due)) said.push_back(n.text);
  }
  EXPECT_EQ(when, (std::vector<Millis>{6'000, 36'000, 56'000, 66'000}));
  EXPECT_EQ(said, (std::vector<std::string>{"White: one minute left", "White: thirty seconds left",
                                            "White: ten seconds left", "White: flag fallen"}));
  EXPECT_EQ(clock.flagged(), Color::White);
  EXPECT_EQ(clock.clock().remaining(Color::White, 99'000), 0);
  EXPECT_EQ(texts(clock.press(TalkingClock::Key::Switch, 99'000)), std::vector<std::string>{"White: flag fallen"});
}

TEST(TalkingClock, FlagNoticedLateStillFallsAtItsMoment) {
  TalkingClock clock(parse_time_control("10").value(), Language::German, {});
  clock.press(TalkingClock::Key::Switch, 0);
  auto news = clock.press(TalkingClock::Key::Switch, 12'000);  // pressed after the flag
  ASSERT_FALSE(news.empty());
  EXPECT_EQ(news[0].kind, ClockNews::Kind::FlagFallen);
  EXPECT_EQ(news[0].text, "Weiß: Zeit abgelaufen");
  EXPECT_EQ(clock.clock().running(), std::nullopt);
  EXPECT_EQ(clock.moves_completed(), 0);
}

TEST(TalkingClock, PeriodReachedIsSaidToPlayersWithWarnings) {
  TalkingClock clock(parse_time_control("2/60:30").value(), Language::Russian, {10'000});
  clock.press(TalkingClock::Key::Switch, 0);
  std::vector<std::string> said;
  Millis t = 0;
  for (int ply = 0; ply < 4; ++ply)
    for (auto& n : clock.press(TalkingClock::Key::Switch, t += 1000))
      if (!n.text.empty()) said.push_back(n.text);
  EXPECT_EQ(said, (std::vector<std::string>{"Белые: контроль времени пройден, добавка тридцать секунд",
                                            "Чёрные: контроль времени пройден, добавка тридцать секунд"}));
  // Each side's part begins a sentence, in capitals (issue 35).
  EXPECT_EQ(texts(clock.press(TalkingClock::Key::Time, t)),
            std::vector<std::string>{"Белые: одна минута, двадцать восемь секунд. Чёрные: одна минута, двадцать восемь "
                                     "секунд. Два хода сыграно."});
}

TEST(TalkingClock, SimpleDelayWarnsAndFlagsAfterTheDelay) {
  TalkingClock clock(parse_time_control("40d5").value(), Language::English, {30'000});
  clock.press(TalkingClock::Key::Switch, 0);
  EXPECT_EQ(clock.next_deadline(), 15'000);  // 5 s free, then 10 s down to 30 s
  run_until(clock, 15'000);
  EXPECT_EQ(clock.next_deadline(), 45'000);
}

}  // namespace
}  // namespace twinboard
