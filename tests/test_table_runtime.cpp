// The table's runtime between events (issue 24): it waits in one poll for its next moment,
// an idle table writes nothing and wakes for nothing, and while a clock runs its time is
// journalled every heartbeat.
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>

#include "runtime/journal.h"
#include "audio/wav_file.h"
#include "runtime/table_runtime.h"
#include "runtime/voices.h"
#include "table_script.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using Steady = std::chrono::steady_clock;

double ms_since(Steady::time_point t) { return std::chrono::duration<double, std::milli>(Steady::now() - t).count(); }

struct IdleTable : ::testing::Test {
  runtime::RuntimeOptions options_for(runtime::Journal& journal) {
    runtime::RuntimeOptions options;
    options.setup = testing::standard();
    for (Seat& seat : options.setup.seats) seat.board = BoardKind::Manual;
    options.setup.wait_for_start = true;
    options.journal = &journal;
    return options;
  }
  // Steps as `twinboard table` does without a window, for `ms` of real time.
  static void run_for(runtime::TableRuntime& runtime, int ms) {
    for (const auto start = Steady::now(); ms_since(start) < ms;) runtime.step(1000);
  }
  static std::size_t heartbeats(const runtime::Journal& journal) {
    std::size_t n = 0;
    for (const auto& row : journal.events()) n += row.source == "heartbeat";
    return n;
  }
};

// While the round waits for the arbiter the clocks stand: nothing is journalled, and a
// step asked to wait a second waits it out (nothing falls due before).
TEST_F(IdleTable, WritesNothingAndSleepsWhileTheClocksStand) {
  runtime::Journal journal(test::temp_path("idle_table.sqlite"));
  runtime::TableRuntime runtime(options_for(journal), nullptr);
  ASSERT_TRUE(runtime.table().round_waits());
  const std::size_t before = journal.events().size();
  const auto start = Steady::now();
  runtime.step(1000);
  EXPECT_GE(ms_since(start), 990);
  run_for(runtime, 600);
  EXPECT_EQ(journal.events().size(), before) << "an idle table journalled something";
}

// Once the round starts, White's clock runs: a step wakes for the heartbeat, which is
// journalled about every 250 ms (a crash takes at most that off the clocks).
TEST_F(IdleTable, JournalsItsTimeEveryHeartbeatWhileAClockRuns) {
  runtime::Journal journal(test::temp_path("running_table.sqlite"));
  runtime::TableRuntime runtime(options_for(journal), nullptr);
  runtime.input(testing::arbiter("start"), "arbiter");
  ASSERT_TRUE(runtime.table().clock().running());
  run_for(runtime, 300);  // the first heartbeat after the start
  const auto start = Steady::now();
  runtime.step(1000);
  EXPECT_LT(ms_since(start), 600) << "the heartbeat did not wake the runtime";
  const std::size_t beats = heartbeats(journal);
  run_for(runtime, 1100);
  EXPECT_GE(heartbeats(journal) - beats, 3u);
  EXPECT_LE(heartbeats(journal) - beats, 6u);
}

}  // namespace
}  // namespace twinboard

#include "runtime/vi_commands.h"

namespace twinboard {
namespace {

// Issue 34, items 5, 6 and 9: the VI player's keys and typed commands for his clock, for
// adjusting, and for draws stand for the words the table understands in every language.
TEST(ViCommands, ClockAdjustAndDrawsAreTheTablesWords) {
  const auto words = [](std::string_view line) {
    const auto action = runtime::read_vi_command(line, Color::Black);
    EXPECT_TRUE(bool(action)) << line;
    const auto* said = std::get_if<Announce>(&action->input);
    EXPECT_NE(said, nullptr) << line;
    EXPECT_EQ(said ? said->by : Speaker::White, Speaker::Black) << line;
    return said ? said->words : std::string();
  };
  const auto press = runtime::read_vi_command("press", Color::Black);
  ASSERT_TRUE(bool(press));
  EXPECT_EQ(std::get<PressClock>(press->input).by, Color::Black);
  EXPECT_EQ(runtime::key_binding('c')->prompt, "press");
  EXPECT_EQ(runtime::key_binding('j')->prompt, "adjust");
  EXPECT_EQ(runtime::key_binding('d')->prompt, "offer");
  EXPECT_EQ(spoken_action(words("adjust"))->action, SpokenAction::Adjust);
  EXPECT_EQ(spoken_action(words("offer"))->action, SpokenAction::OfferDraw);
  EXPECT_EQ(spoken_action(words("accept"))->action, SpokenAction::AcceptDraw);
  EXPECT_EQ(spoken_action(words("decline"))->action, SpokenAction::DeclineDraw);
  const auto claim = spoken_action(words("claim fifty Turm Anna zwei"));
  ASSERT_TRUE(claim);
  EXPECT_EQ(claim->action, SpokenAction::ClaimFifty);
  EXPECT_EQ(claim->rest, "turm anna zwei");
  EXPECT_EQ(spoken_action(words("claim repetition"))->action, SpokenAction::ClaimRepetition);
  EXPECT_FALSE(bool(runtime::read_vi_command("claim everything", Color::Black)));
}

// Issue 52: a typed command stands for the player's own words (his catalog's first way of
// saying it), so a caption shows "Les Blancs disent : nulle?", never English in French; every
// language's words are understood back.
TEST(ViCommands, ACommandStandsForThePlayersOwnWords) {
  const auto words = [](std::string_view line, Language language) {
    const auto action = runtime::read_vi_command(line, Color::White, language);
    const auto* said = action ? std::get_if<Announce>(&action->input) : nullptr;
    return said ? said->words : std::string();
  };
  EXPECT_EQ(words("offer", Language::French), "nulle?");
  EXPECT_EQ(words("accept", Language::German), "remis angenommen");
  EXPECT_EQ(words("decline", Language::Russian), "отклоняю ничью");
  EXPECT_EQ(words("adjust", Language::Spanish), "compongo");
  EXPECT_EQ(words("offer", Language::English), "I offer a draw");
  for (Language language : kLanguages)
    for (const char* line : {"adjust", "offer", "accept", "decline"}) {
      const std::string said = words(line, language);
      ASSERT_FALSE(said.empty()) << line;
      EXPECT_EQ(spoken_action(said)->action, spoken_action(words(line, Language::English))->action)
          << code_of(language) << " " << said;
    }
}

// Article 4.2's word as each text gives it, and draws in the players' languages.
TEST(ViCommands, EveryLanguagesWordsAreUnderstood) {
  for (const char* w : {"j'adoube", "Ich rücke zurecht", "I adjust", "ژادوب", "آی اجست", "Ninabadilisha", "Поправляю",
                        "тўғрилаяпман", "toʻgʻrilayapman", "засъя"})
    EXPECT_EQ(spoken_action(w)->action, SpokenAction::Adjust) << w;
  for (const char* w : {"Remis?", "Ich biete Remis an", "draw?", "Предлагаю ничью", "پیشنهاد تساوی",
                        "Ninapendekeza sare", "Durang taklif qilaman", "Тэнцээ санал болгож байна"})
    EXPECT_EQ(spoken_action(w)->action, SpokenAction::OfferDraw) << w;
  EXPECT_FALSE(spoken_action("Springer Felix drei"));
  EXPECT_FALSE(spoken_action("j'adoube Springer Felix drei")) << "only a claim goes on with a move";
}

}  // namespace
}  // namespace twinboard

namespace twinboard {
namespace {

// A batch of effects to the voices alone, as TableRuntime::apply hands it to each sink.
void hear(runtime::Voices& voices, const Table& table, Millis now, const std::vector<Effect>& effects) {
  runtime::EffectWords words(effects);
  voices.take(table, now, effects, words);
}

// Issue 52, item 4: the arbiter switches a player's vocabulary to another language; his
// voice follows (its rate kept), from the words that tell him so on; the others keep theirs.
TEST(Voices, AVocabularySwitchChangesThePlayersVoiceToo) {
  std::vector<audio::Output> outputs;
  outputs.push_back({"out", std::make_unique<audio::WavFileSink>(test::temp_path("voices.wav"))});
  auto speaker = std::make_unique<audio::Speaker>(
      std::move(outputs), std::vector<audio::ListenerSetup>{{"white", "out", audio::Channel::Left, {"de", 300, 100}},
                                                            {"black", "out", audio::Channel::Right, {"de", 175, 100}}});
  audio::Speaker& heard = *speaker;
  runtime::Voices voices(std::move(speaker), nullptr, std::nullopt, {});
  testing::TableScript script{TableSetup{}};
  hear(voices, script.table(), script.now(), script.table().open());
  EXPECT_EQ(heard.voice_of("white").voice, "de");
  hear(voices, script.table(), script.now(), script.at(100, testing::arbiter("vocabulary white fide-ru")));
  EXPECT_EQ(heard.voice_of("white").voice, "ru");
  EXPECT_EQ(heard.voice_of("white").rate_wpm, 300);
  EXPECT_EQ(heard.voice_of("black").voice, "de");
  heard.wait_until_quiet();
}

}  // namespace
}  // namespace twinboard

namespace twinboard {
namespace {

// Issue 48, item 13: the announcement taken is shown (his terminal, his braille display),
// never spoken; so his `r` still says again, and shows, the last thing said to him, and the
// log's "say again" names what the voice repeats, not the line only shown.
TEST(Voices, WhatWasTakenIsShownAndRepeatStaysTheLastThingSaid) {
  std::ostringstream terminal;
  runtime::Voices voices(nullptr, &terminal, Color::White, {});
  testing::TableScript script{TableSetup{}};  // White: the VI player, German words
  hear(voices, script.table(), script.now(), script.table().open());
  voices.speak(Listener::White, "Weiß ist am Zug", Priority::Info);
  hear(voices, script.table(), script.now(), script.say("Bauer e4", Speaker::White));
  ASSERT_NE(terminal.str().find("\nAngenommen: Bauer Eva vier\n"), std::string::npos) << terminal.str();
  std::uint64_t seen = 0;
  EXPECT_EQ(voices.said_to(Listener::White, seen), "Angenommen: Bauer Eva vier");  // his braille display shows it
  EXPECT_EQ(voices.last_said(Listener::White), "Weiß ist am Zug");
  voices.repeat(Listener::White);
  const std::string shown = terminal.str();
  EXPECT_EQ(shown.substr(shown.rfind('\n', shown.size() - 2) + 1), "Weiß ist am Zug\n") << shown;
}

}  // namespace
}  // namespace twinboard
