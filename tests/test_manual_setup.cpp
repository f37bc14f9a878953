// Issue 35: the table most events have, a DGT board for the sighted player and an ordinary
// tactile set (no sensors) for the VI player, whose moves are his words and his press.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "table_script.h"

namespace twinboard {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;
using testing::TableScript;
constexpr Color S = Color::Black;  // the sighted player's board: Black's

TableSetup manual_setup(std::string fen = {}) {
  TableSetup setup = testing::standard(false, std::move(fen));
  setup.seats[Color::White].board = BoardKind::Manual;  // the VI player's (White's) set
  return setup;
}

// The sighted player (Black) makes his move on the DGT board and presses his clock.
void black_plays(TableScript& s, std::vector<std::string_view> lifts, std::string_view to, char piece) {
  for (auto square : lifts) s.lift(S, square);
  s.place(S, to, piece);
  s.wait(1500);
  s.press(Color::Black);
}

void white_says_and_presses(TableScript& s, const std::string& words) {
  s.say(words, Speaker::White);
  s.press(Color::White);
}

std::string last_heard(const TableScript& s) { return s.spoken_to(Listener::White).back(); }

// Item 3: after 2...dxe4 his own 3.dxe4 is said in the same words. The first time they are
// taken as his repetition, and he hears so; his press (or the same words again) makes them
// his move, and he hears that too. It was swallowed without a word, his press refused.
TEST(ManualSetup, ARecaptureInTheOpponentsWordsIsTakenAsHisMoveAtHisPressAndHeHearsWhich) {
  for (bool says_it_again : {false, true}) {
    TableScript s(manual_setup());
    white_says_and_presses(s, "Bauer Eva vier");
    black_plays(s, {"d7"}, "d5", 'p');
    white_says_and_presses(s, "Bauer David drei");
    black_plays(s, {"d5", "e4"}, "e4", 'p');
    ASSERT_THAT(testing::sans(s), ElementsAre("e4", "d5", "d3", "dxe4"));
    s.say("Bauer David schlägt Eva vier", Speaker::White);
    EXPECT_THAT(last_heard(s), HasSubstr("Als Wiederholung des letzten Zuges verstanden: Bauer David schlägt Eva vier. "
                                         "Ist es Ihr Zug, sagen Sie ihn noch einmal oder drücken Sie die Uhr"));
    if (says_it_again) s.say("Bauer David schlägt Eva vier", Speaker::White);
    s.press(Color::White);
    EXPECT_THAT(s.spoken_to(Listener::White), Contains("Als Ihr Zug verstanden: Bauer David schlägt Eva vier"));
    EXPECT_THAT(testing::sans(s), ElementsAre("e4", "d5", "d3", "dxe4", "dxe4")) << says_it_again;
    EXPECT_THAT(s.spoken_to(Listener::White), Not(Contains(HasSubstr("Die Uhr läuft weiter"))));
  }
}

// Item 4: a press refused on an ordinary set says what is missing: his announcement, or
// that his last words named no move (it said "no complete move on the board").
TEST(ManualSetup, ARefusedPressSaysWhatIsMissing) {
  TableScript s(manual_setup());
  s.press(Color::White);
  EXPECT_EQ(last_heard(s), "Die Uhr läuft weiter: der Zug ist nicht angesagt");
  white_says_and_presses(s, "Bauer Quatsch vier");
  EXPECT_EQ(last_heard(s), "Die Uhr läuft weiter: „Bauer Quatsch vier“ ergab keinen Zug; bitte den Zug ansagen");
  white_says_and_presses(s, "Springer Felix drei");  // words that name a move: it is made
  EXPECT_THAT(testing::sans(s), ElementsAre("Nf3"));
  for (const auto& heard : s.spoken_to(Listener::White))
    EXPECT_THAT(heard, Not(HasSubstr("auf dem Brett ist kein fertiger Zug")));
}

// Item 4, found in review: when two pawns can promote on the square named, the piece alone
// does not choose between them: he is asked again, and the move named whole is made.
TEST(ManualSetup, ThePieceAloneDoesNotChooseBetweenTwoPawns) {
  TableScript s(manual_setup("4r2k/3P1P2/8/8/8/8/8/K7 w - - 0 1"));
  s.say("Bauer schlägt Eva acht", Speaker::White);
  EXPECT_THAT(last_heard(s), HasSubstr("Umwandlung, bitte die Figur nennen"));
  s.say("Dame", Speaker::White);
  s.press(Color::White);
  EXPECT_TRUE(testing::sans(s).empty()) << "no pawn was chosen for him";
  s.say("Bauer Felix schlägt Eva acht wird Dame", Speaker::White);
  s.press(Color::White);
  EXPECT_THAT(testing::sans(s), ElementsAre("fxe8=Q+"));
}

// Item 4: a promotion announced without its piece is answered by the piece alone ("Dame",
// "wird Springer") on an ordinary set too.
TEST(ManualSetup, APromotionIsAnsweredByThePieceAlone) {
  for (const std::string answer : {"Dame", "wird Springer"}) {
    TableScript s(manual_setup("4k3/1P4pp/8/8/8/8/6PP/4K3 w - - 0 1"));
    s.say("Bauer Bella acht", Speaker::White);
    EXPECT_THAT(last_heard(s), HasSubstr("Umwandlung, bitte die Figur nennen"));
    s.say(answer, Speaker::White);
    s.press(Color::White);
    EXPECT_THAT(testing::sans(s), ElementsAre(answer == "Dame" ? "b8=Q+" : "b8=N")) << answer;
  }
}

}  // namespace
}  // namespace twinboard

namespace twinboard {
namespace {

// Item 10: a short sound, before any words, tells the player whether his announcement or
// his press was taken or refused; the runtime plays it unless switched off (taken_sound,
// refused_sound).
TEST(ManualSetup, HisAnnouncementAndHisPressAreAnsweredByASoundAtOnce) {
  TableScript s(manual_setup());
  const auto cues = [&](const std::vector<Effect>& out) {
    std::vector<std::string> found;
    for (const Effect& e : out)
      if (const auto* cue = std::get_if<Cue>(&e.body))
        found.push_back(std::string(name(cue->listener)) + (cue->kind == CueKind::Taken ? " taken" : " refused"));
    return found;
  };
  const auto refused = s.press(Color::White);
  EXPECT_THAT(cues(refused), ElementsAre("white refused"));
  EXPECT_TRUE(std::holds_alternative<Cue>(refused.front().body)) << "the sound comes before the reason";
  EXPECT_THAT(cues(s.say("Bauer Quatsch vier", Speaker::White)), ElementsAre("white refused"));
  const auto taken = s.say("Bauer Eva vier", Speaker::White);
  EXPECT_THAT(cues(taken), ElementsAre("white taken"));
  EXPECT_TRUE(std::holds_alternative<Cue>(taken.front().body)) << "the sound comes before any words";
  const auto corrected = s.say("Bauer David vier", Speaker::White);  // F2.6: "Korrigiert: ..." after the sound
  EXPECT_THAT(cues(corrected), ElementsAre("white taken"));
  EXPECT_TRUE(std::holds_alternative<Cue>(corrected.front().body));
  s.say("Bauer Eva vier", Speaker::White);
  EXPECT_THAT(cues(s.press(Color::White)), ElementsAre("white taken"));
  EXPECT_THAT(cues(s.press(Color::Black)), ElementsAre("black refused"));  // his move is not made
}

}  // namespace
}  // namespace twinboard
