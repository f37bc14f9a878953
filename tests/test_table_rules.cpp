// The table judged against the FIDE texts (../shared/seeds/, rules.md): each test is a
// situation an arbiter meets, written from the rule it is named after, with what the rule
// says must (and must not) happen.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "table_script.h"

namespace twinboard {
namespace {

using ::testing::AnyOf;
using testing::arbiter;
using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;
using testing::sans;
using testing::standard;
using testing::TableScript;
using testing::vi_plays;
using testing::vi_plays_e4;
// The standard table's boards: the VI player's (White's) and his opponent's (Black's).
constexpr Color T = Color::White;
constexpr Color S = Color::Black;

bool arbiter_heard(const TableScript& s, std::string_view part) {
  for (const auto& said : s.spoken_to(Listener::Arbiter))
    if (said.find(part) != std::string::npos) return true;
  return false;
}

// ---- F2.7: a board that lags behind is a divergence, never an illegal move --------------

TEST(F2_7, ALaggingSightedBoardIsADivergenceAndHisLegalMoveCounts) {
  TableScript s(standard());
  vi_plays_e4(s);
  // The sighted player's board still shows the start position; he plays c5 on it.
  s.lift(S, "c7");
  s.place(S, "c5", 'p');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("e4", "c5"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  EXPECT_FALSE(arbiter_heard(s, "7.5"));
  EXPECT_EQ(s.table().clock().running(), Color::White);
  // His board is told to carry out e4.
  EXPECT_THAT(s.spoken_to(Listener::Black), Contains(HasSubstr("Bauer von Eva zwei nach Eva vier")));
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  EXPECT_TRUE(s.table().view(S).shows(s.table().game().current().board()));
}

TEST(F2_7, ASightedBoardThatShowsTheLastMoveWronglyIsADivergenceToo) {
  TableScript s(standard());
  vi_plays_e4(s);
  s.lift(S, "e2");
  s.place(S, "e3", 'P');  // e4 carried out wrongly
  s.lift(S, "c7");
  s.place(S, "c5", 'p');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("e4", "c5"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  EXPECT_FALSE(arbiter_heard(s, "7.5"));
  EXPECT_THAT(s.spoken_to(Listener::Black), Contains(HasSubstr("Bauer von Eva drei nach Eva vier")));
}

TEST(F2_7, ALaggingTactileBoardIsADivergenceAndTheVIPlayersMoveCounts) {
  TableScript s(standard());
  vi_plays_e4(s);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "c7");
  s.place(S, "c5", 'p');
  s.press(Color::Black);
  // The VI player does not carry out c5 and plays Nf3.
  vi_plays(s, "g1", "f3", "Springer Felix drei");
  EXPECT_THAT(sans(s), ElementsAre("e4", "c5", "Nf3"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  EXPECT_THAT(s.spoken_to(Listener::White), Contains(HasSubstr("Bauer von Cäsar sieben nach Cäsar fünf")));
}

// A peg board reports each peg as the hand moves it (F2.2). After 1.e4 Nf6 the VI player
// puts the knight on h5, not f6: his board is off, said at once; it is not his own Qh5 begun
// (his queen still stands on d1, and h5's peg came from g8).
TEST(F2_7, AnOpponentsMoveCarriedOutOntoASquareOfTheVIPlayersOwnMoveIsADivergenceAtOnce) {
  TableScript s(standard());
  vi_plays_e4(s);
  s.lift(S, "g8");
  s.place(S, "f6", 'n');
  s.press(Color::Black);
  s.lift(T, "g8");
  s.place(T, "h5", 'n');
  EXPECT_THAT(s.all<Divergence>(), Contains(::testing::Field(&Divergence::board, T)));
  EXPECT_THAT(s.spoken_to(Listener::White), Contains(HasSubstr("Springer von Hektor fünf nach Felix sechs")));
  s.lift(T, "h5");
  s.place(T, "f6", 'n');
  EXPECT_THAT(s.spoken_to(Listener::White), Contains(HasSubstr("Brett in Ordnung")));
}

// After 1.e4 d6 2.Bb5+ Black's board lacks the bishop: a6 is legal on it, not in the game.
TEST(F2_7, AMoveIllegalOnlyBecauseTheBoardLagsIsNoIllegalMove) {
  TableScript s(standard(false, "rnbqkbnr/ppp1pppp/3p4/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
  vi_plays(s, "f1", "b5", "Läufer Bella fünf");
  s.lift(S, "a7");
  s.place(S, "a6", 'p');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("Bb5+"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  EXPECT_FALSE(arbiter_heard(s, "7.5"));
  EXPECT_EQ(s.table().clock().running(), Color::Black);
  // He is told that his board lacks White's move.
  EXPECT_THAT(s.spoken_to(Listener::Black), Contains(HasSubstr("Läufer von Felix eins nach Bella fünf")));
}

// ---- F2.1: the opponent's repetition is not his announcement ---------------------------

TEST(F2_1, ARepetitionThatReadsAsTheRepeatersOwnMoveIsNotHisAnnouncement) {
  TableScript s(standard(false, "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));
  vi_plays(s, "a1", "d1", "Turm David eins");
  s.say("Turm David eins", Speaker::Black);  // Black repeats; Rxd1 would read the same
  s.lift(S, "a1");
  s.place(S, "d1", 'R');
  s.lift(S, "g8");
  s.place(S, "f8", 'k');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("Rd1", "Kf8"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  for (const auto& said : s.spoken_to(Listener::Black)) EXPECT_THAT(said, Not(HasSubstr("Angesagt")));
}

TEST(F2_1, TheVIPlayersRepetitionIsNotHisAnnouncement) {
  TableScript s(standard(false, "r5k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1"));
  s.lift(S, "a8");
  s.place(S, "d8", 'r');
  s.press(Color::Black);
  s.say("Turm David acht", Speaker::White);  // the repetition; Rxd8 would read the same
  s.lift(T, "a8");
  s.place(T, "d8");
  vi_plays(s, "g1", "f1", "König Felix eins");
  EXPECT_THAT(sans(s), ElementsAre("Rd8", "Kf1"));
  for (const auto& said : s.spoken_to(Listener::White)) EXPECT_THAT(said, Not(HasSubstr("Angesagt")));
}

TEST(F2_1, AWrongRepetitionIsToldToThePlayerWhoMovedAndIsNoIllegalMove) {
  TableScript s(standard(false, "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));
  vi_plays(s, "a1", "d1", "Turm David eins");
  s.say("Turm Cäsar eins", Speaker::Black);  // heard wrongly
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  EXPECT_THAT(s.spoken_to(Listener::White), Contains("Wiederholt: Turm Cäsar eins. Gespielt wurde: Turm David eins"));
  s.say("Turm David eins", Speaker::Black);  // repeated right
  s.lift(S, "a1");
  s.place(S, "d1", 'R');
  s.lift(S, "g8");
  s.place(S, "h8", 'k');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("Rd1", "Kh8"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
}

TEST(F2_1, RepetitionsWithAnAssistant) {
  TableScript s(standard(true, "3r2k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));
  s.lift(T, "a1");
  s.place(T, "d1");
  s.wait(3100);  // twinboard announces Rd1 and starts Black's clock
  ASSERT_THAT(sans(s), ElementsAre("Rd1"));
  s.say("Turm David eins", Speaker::Black);
  s.lift(S, "a1");
  s.place(S, "d1", 'R');
  s.lift(S, "g8");
  s.place(S, "f8", 'k');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("Rd1", "Kf8"));
  s.say("König Felix acht", Speaker::White);  // the VI player repeats
  s.lift(T, "g8");
  s.place(T, "f8");
  s.lift(T, "g1");
  s.place(T, "f1");
  s.wait(3100);
  EXPECT_THAT(sans(s), ElementsAre("Rd1", "Kf8", "Kf1"));
  EXPECT_THAT(s.all<Illegal>(), IsEmpty());
}

// Issue 48, item 1: after ...Rd1+ the VI player repeats it, in words that are also his own
// Rxd1 (which mates). He hears his words taken as the repetition of Black's Rd1, in his own
// language: never his capture, nor that it mates. Said again, his words are his move, named
// without what it does.
TEST(F2_1, ARepetitionIsToldAsTheOpponentsMoveNeverAsTheRepeatersOwn) {
  const std::string fen = "2rkr3/2p1p3/8/3r4/8/8/5PPP/R5K1 b - - 0 1";
  const Position before = Position::from_fen(fen).value();
  const LegalMove rd1 = *legal(before, Move(*parse_square("d5"), *parse_square("d1")));
  Position after = before;
  after.play(rd1);
  const LegalMove rxd1 = *legal(after, Move(*parse_square("a1"), *parse_square("d1")));
  for (Language language : kLanguages) {
    const Vocabulary& v = *find_vocabulary(phrasebook(language).usual_vocabulary);
    SCOPED_TRACE(v.code);
    TableSetup setup = standard(false, fen);
    setup.vocabulary[int(Listener::White)] = &v;
    TableScript s(setup);
    s.lift(S, "d5");
    s.place(S, "d1", 'r');
    s.wait(1500);
    s.press(Color::Black);
    ASSERT_THAT(sans(s), ElementsAre("Rd1+"));
    const std::string repetition = announce(before, rd1, v);
    ASSERT_EQ(understand(after, repetition, v).value(), rxd1);  // his own move in the same words
    const std::size_t heard_before = s.spoken_to(Listener::White).size();
    s.say(repetition, Speaker::White);
    const auto heard = s.spoken_to(Listener::White);
    ASSERT_EQ(heard.size(), heard_before + 1);
    EXPECT_EQ(heard.back(), fill_in(phrasebook(language).table.taken_as_repetition, {{"move", repetition}}));
    EXPECT_THAT(heard.back(), Not(HasSubstr(std::string(v.captures))));
    EXPECT_THAT(heard.back(), Not(HasSubstr(std::string(v.mate))));
    s.say(repetition, Speaker::White);  // the same words again: his move
    std::string his_move = announce(after, rxd1, v);
    ASSERT_TRUE(his_move.ends_with(v.mate));
    his_move.resize(his_move.size() - v.mate.size());  // it mates: his to see, not to be told
    EXPECT_EQ(s.spoken_to(Listener::White).back(),
              fill_in(phrasebook(language).table.taken_as_own, {{"move", his_move}}));
  }
  // The same after 2...b4: "Bauer Bella vier", not his own "Bauer Anna schlägt Bella vier".
  TableScript s(standard(false, "4k3/8/8/1p6/8/P7/8/4K3 b - - 0 1"));
  s.lift(S, "b5");
  s.place(S, "b4", 'p');
  s.wait(1500);
  s.press(Color::Black);
  s.say("Bauer Bella vier", Speaker::White);
  EXPECT_EQ(s.spoken_to(Listener::White).back(),
            "Als Wiederholung des letzten Zuges verstanden: Bauer Bella vier. Ist es Ihr Zug, sagen Sie ihn noch "
            "einmal oder drücken Sie die Uhr");
}

// ---- F2.3: a move once made stays made -------------------------------------------------

void knight_made_then_moved_on(TableScript& s, bool press) {
  s.lift(T, "g1");
  s.place(T, "f3");
  s.say("Springer Felix drei", Speaker::White);  // (a), (b) and (c) hold: the move is made
  s.lift(T, "f3");
  s.place(T, "h3");  // another hole the knight could have gone to
  s.say("Springer Hektor drei", Speaker::White);
  if (press) s.press(Color::White);
}

TEST(F2_3, AMadeMoveStaysMadeWithAClock) {
  TableScript s(standard());
  knight_made_then_moved_on(s, true);
  EXPECT_THAT(sans(s), ElementsAre("Nf3"));
  EXPECT_TRUE(arbiter_heard(s, "Artikel 4"));
  EXPECT_THAT(s.all<Divergence>(), Contains(::testing::Field(&Divergence::board, T)));
}

TEST(F2_3, AMadeMoveStaysMadeWithoutAClock) {
  TableSetup setup = standard();
  setup.time_control = {};
  TableScript s(setup);
  knight_made_then_moved_on(s, false);
  EXPECT_THAT(sans(s), ElementsAre("Nf3"));
  EXPECT_TRUE(arbiter_heard(s, "Artikel 4"));
}

// Issue 48, item 2: his move is made at his words and board (F2.3); before he presses he
// announces another. He hears what the user guide promises, that the move is made and only
// the arbiter changes it, and that his clock runs until he presses: not "too late, the clock
// has switched" while his own clock runs on. The same for the sighted player, whose move is
// made when his piece is released (Article 4.7). After the press it is too late (F2.6).
TEST(F2_3, AnotherAnnouncementBeforeThePressHearsTheMoveIsMadeAndHisClockRuns) {
  TableScript s(standard());
  s.lift(T, "g1");
  s.place(T, "f3");
  s.say("Springer Felix drei", Speaker::White);  // (a), (b) and (c): made
  ASSERT_THAT(sans(s), ElementsAre("Nf3"));
  s.say("Springer Hektor drei", Speaker::White);
  EXPECT_EQ(s.spoken_to(Listener::White).back(),
            "Der Zug Springer Felix drei ist gemacht; nur der Schiedsrichter kann ihn ändern. Ihre Uhr läuft, bis Sie "
            "sie drücken");
  EXPECT_EQ(s.table().clock().running(), Color::White);
  s.press(Color::White);
  EXPECT_EQ(s.table().clock().running(), Color::Black);
  s.lift(S, "g1");
  s.place(S, "f3", 'N');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.wait(1500);  // released: made, his clock runs until his press
  ASSERT_THAT(sans(s), ElementsAre("Nf3", "e5"));
  s.say("Bauer Eva sechs", Speaker::Black);
  EXPECT_EQ(s.spoken_to(Listener::Black).back(),
            "Der Zug Bauer Eva fünf ist gemacht; nur der Schiedsrichter kann ihn ändern. Ihre Uhr läuft, bis Sie sie "
            "drücken");
  s.press(Color::Black);
  s.say("Bauer Eva sechs", Speaker::Black);  // after his press (F2.6)
  EXPECT_THAT(s.spoken_to(Listener::Black).back(), HasSubstr("Zu spät"));
  for (const auto& said : s.spoken_to(Listener::White)) EXPECT_THAT(said, Not(HasSubstr("Zu spät")));
  EXPECT_THAT(sans(s), ElementsAre("Nf3", "e5"));
}

TEST(Article4_7, ThePieceTheSightedPlayerReleasedStays) {
  TableScript s(standard());
  vi_plays_e4(s);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "g8");
  s.place(S, "f6", 'n');
  s.wait(1500);  // released: the move is made
  s.lift(S, "f6");
  s.place(S, "h6", 'n');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("e4", "Nf6"));
  EXPECT_TRUE(arbiter_heard(s, "Artikel 4"));
}

// Found by the crash campaign: on a peg board Bxf5 and Bxb5 leave the same holes filled.
// The VI player made Bxf5 (board and words); his board came back after a pulled cable and
// its snapshot, which shows his move as well as the other capture, was reported to the
// arbiter as an Article 4 change of the made move. A picture the made move explains is
// no change.
TEST(Article4_7, APegPictureTheMadeMoveExplainsIsNoChange) {
  TableScript s(standard(false, "4k3/8/8/1p3p2/8/3B4/8/4K3 w - - 0 1"));
  s.lift(T, "f5");
  s.lift(T, "d3");
  s.place(T, "f5");
  s.say("Läufer schlägt Felix fünf", Speaker::White);
  s.at(700, Snapshot{T, parse_placement("4k3/8/8/1p3p2/8/8/8/4K3").value()});  // after the replug
  EXPECT_FALSE(arbiter_heard(s, "Artikel 4"));
  s.press(Color::White);
  EXPECT_THAT(sans(s), ElementsAre("Bxf5"));
}

// ---- F2.9: the automatic assistant ------------------------------------------------------

TEST(F2_9c, TheAssistantStartsTheClockForTheVIPlayersMovesOnly) {
  TableScript s(standard(true));
  s.lift(T, "e2");
  s.place(T, "e4");  // complete on the board at 200 ms
  s.wait(3100);
  ASSERT_THAT(sans(s), ElementsAre("e4"));
  EXPECT_EQ(s.table().clock().running(), Color::Black);
  // Articles 6.2.6 and 4.9: the time twinboard waits for the board to rest is not his.
  EXPECT_EQ(s.table().clock().remaining(Color::White, s.now()), 5'400'000 - 200 + 30'000);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.wait(3000);
  EXPECT_EQ(s.table().clock().running(), Color::Black);  // the sighted player presses his own clock
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("e4", "e5"));
  EXPECT_EQ(s.table().clock().running(), Color::White);
}

TEST(F2_9b, TheVIPlayerHearsTheMoveAnnouncedForHim) {
  TableScript s(standard(true));
  s.lift(T, "g1");
  s.place(T, "f3");
  s.wait(3100);
  ASSERT_THAT(sans(s), ElementsAre("Nf3"));
  EXPECT_THAT(s.spoken_to(Listener::White), Contains("Springer Felix drei"));
}

// ---- Article 4.3b: touching an opponent's piece ----------------------------------------

TEST(Article4_3b, ATouchedOpponentPieceThatCouldBeCapturedGoesToTheArbiter) {
  TableScript s(standard(false, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
  s.lift(T, "d5");  // the opponent's pawn, which exd5 could take
  s.place(T, "d5");
  vi_plays(s, "g1", "f3", "Springer Felix drei");
  EXPECT_THAT(sans(s), ElementsAre("Nf3"));
  EXPECT_TRUE(arbiter_heard(s, "4.3"));
}

TEST(Article4_3b, TheSightedPlayerTouchingAnOpponentPieceToo) {
  TableScript s(standard(false, "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 2"));
  s.lift(S, "d4");  // White's pawn, which exd4 could take
  s.place(S, "d4", 'P');
  s.lift(S, "g8");
  s.place(S, "f6", 'n');
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("Nf6"));
  EXPECT_TRUE(arbiter_heard(s, "4.3"));
}

TEST(Article4_3b, CapturingTheTouchedPieceIsFine) {
  TableScript s(standard(false, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"));
  s.lift(T, "d5");
  vi_plays(s, "e4", "d5", "Bauer schlägt David fünf");
  EXPECT_THAT(sans(s), ElementsAre("exd5"));
  EXPECT_FALSE(arbiter_heard(s, "4.3"));
}

// ---- F2.4, F2.9d: completed moves ----------------------------------------------------------

TEST(F2_4, TheMovesToldWithTheTimeCountEachCompletedMove) {
  TableScript s(standard());
  vi_plays_e4(s);
  s.at(100, Query{QueryKind::Time, Color::White});
  const std::string said = s.spoken_to(Listener::White).back();
  EXPECT_THAT(said, Not(HasSubstr("Noch kein Zug")));
  EXPECT_THAT(said, HasSubstr("Weiß ein Zug"));
}

TEST(F2_5, TheScoresheetReadBackNamesTheMoveNumberAndTheColour) {
  TableScript s(standard());
  s.at(100, WriteScoresheet{Color::White, "e4"});
  s.at(100, WriteScoresheet{Color::White, "e5"});
  EXPECT_THAT(s.spoken_to(Listener::White), ElementsAre("Partieformular, Zug 1, Weiß: Bauer Eva vier",
                                                        "Partieformular, Zug 1, Schwarz: Bauer Eva fünf"));
}

// ---- F2.1: promotions ---------------------------------------------------------------------

TEST(F2_1, APromotionQuestionIsAnsweredByThePieceAlone) {
  for (const char* answer : {"Dame", "wird Dame", "Umwandlung in Dame", "queen"}) {
    TableScript s(standard(false, "7k/4P3/8/8/8/8/8/4K3 w - - 0 1"));
    s.lift(T, "e7");
    s.place(T, "e8");
    s.press(Color::White);
    ASSERT_THAT(s.spoken_to(Listener::White), Contains("Umwandlung: welche Figur?"));
    s.say(answer, Speaker::White);
    s.press(Color::White);
    EXPECT_THAT(sans(s), ElementsAre("e8=Q+")) << answer;
  }
}

TEST(F2_1, APawnDoesNotBecomeAKing) {
  TableScript s(standard(false, "7k/1P6/8/8/8/8/8/4K3 w - - 0 1"));
  s.say("Bauer Bella acht wird König", Speaker::White);
  const std::string said = s.spoken_to(Listener::White).back();
  EXPECT_THAT(said, Not(HasSubstr("Schach")));
  EXPECT_THAT(said, HasSubstr("Dame, Turm, Läufer oder Springer"));
}

// ---- F2.6: late corrections -------------------------------------------------------------

TEST(F2_6, ALateCorrectionByTheSightedPlayerIsTooLate) {
  TableScript s(standard());
  vi_plays_e4(s);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e6", 'p');
  s.press(Color::Black);
  s.say("Bauer Eva fünf", Speaker::Black);  // e5 reads as White's e4-e5 too
  EXPECT_THAT(s.spoken_to(Listener::Black), Contains(HasSubstr("Zu spät")));
  EXPECT_THAT(sans(s), ElementsAre("e4", "e6"));
}

// ---- F2.7: the reminder is bounded --------------------------------------------------------

TEST(F2_7, TheReminderIsSaidABoundedNumberOfTimesThenTheArbiterIsTold) {
  TableScript s(standard());
  vi_plays_e4(s);
  for (int i = 0; i < 20; ++i) s.wait(20'000);
  int reminders = 0;
  for (const auto& said : s.spoken_to(Listener::Black)) reminders += said.rfind("Bitte ausführen", 0) == 0;
  EXPECT_GE(reminders, 1);
  EXPECT_LE(reminders, 3);
  EXPECT_TRUE(arbiter_heard(s, "Bauer von Eva zwei nach Eva vier"));
}

// ---- F2.8: a take-back, then the boards set back ------------------------------------------

// What `l` heard from the `from`th thing said to him on.
std::vector<std::string> heard_since(const TableScript& s, Listener l, std::size_t from) {
  const auto all = s.spoken_to(l);
  return {all.begin() + long(std::min(from, all.size())), all.end()};
}

// Issue 48, item 3: the arbiter takes back a move while the clocks stand and resumes them
// before the boards are set back. The board of the player to move still shows the move taken
// back: that is no move of his, and it is not made again; he is told to set his board back.
// His opponent sets his back as told and is not told to play the move again. The boards are
// set back first; a move made after that is a new move. Black's released ...e5 taken back,
// and (with the assistant) White's Nf3, which the assistant would have made again.
TEST(F2_8, ATakenBackMoveIsNotMadeAgainFromTheBoardThatStillShowsIt) {
  {
    TableScript s(standard());
    vi_plays_e4(s);
    s.lift(S, "e2");
    s.place(S, "e4", 'P');
    s.lift(S, "e7");
    s.place(S, "e5", 'p');
    s.wait(1500);
    s.press(Color::Black);
    s.lift(T, "e7");
    s.place(T, "e5");  // White carries out ...e5
    ASSERT_THAT(sans(s), ElementsAre("e4", "e5"));
    s.at(1000, arbiter("pause"));
    s.at(1000, arbiter("takeback 1"));
    s.at(1000, arbiter("resume"));
    s.wait(3000);
    EXPECT_EQ(s.table().game().plies(), 1u);
    EXPECT_THAT(sans(s), ElementsAre("e4", "e5")) << "e5 made again from Black's board";
    EXPECT_THAT(s.spoken_to(Listener::Black), Contains(HasSubstr("Bauer von Eva fünf nach Eva sieben")));
    const std::size_t white_heard = s.spoken_to(Listener::White).size();
    s.lift(T, "e5");
    s.place(T, "e7");  // as he was told
    for (const auto& said : heard_since(s, Listener::White, white_heard)) EXPECT_THAT(said, Not(HasSubstr("Eva fünf")));
    s.lift(S, "e5");
    s.place(S, "e7", 'p');
    s.lift(S, "c7");
    s.place(S, "c5", 'p');  // a new move
    s.wait(1500);
    s.press(Color::Black);
    EXPECT_THAT(sans(s), ElementsAre("e4", "e5", "c5"));
    EXPECT_EQ(s.table().game().plies(), 2u);
    EXPECT_THAT(s.all<Illegal>(), IsEmpty());
  }
  {
    TableScript s(standard(true));
    s.lift(T, "g1");
    s.place(T, "f3");
    s.wait(3100);  // the assistant makes Nf3
    s.lift(S, "g1");
    s.place(S, "f3", 'N');
    ASSERT_THAT(sans(s), ElementsAre("Nf3"));
    s.at(1000, arbiter("pause"));
    s.at(1000, arbiter("takeback 0"));
    s.at(1000, arbiter("resume"));
    s.wait(5000);
    EXPECT_EQ(s.table().game().plies(), 0u);
    EXPECT_THAT(sans(s), ElementsAre("Nf3")) << "Nf3 made again from White's board";
    EXPECT_THAT(s.spoken_to(Listener::White), Contains(HasSubstr("Springer von Felix drei nach Gustav eins")));
    const std::size_t black_heard = s.spoken_to(Listener::Black).size();
    s.lift(S, "f3");
    s.place(S, "g1", 'N');  // as he was told
    for (const auto& said : heard_since(s, Listener::Black, black_heard))
      EXPECT_THAT(said, Not(HasSubstr("Felix drei")));
    s.lift(T, "f3");
    s.place(T, "g1");
    s.lift(T, "e2");
    s.place(T, "e4");  // a new move
    s.wait(3100);
    EXPECT_THAT(sans(s), ElementsAre("Nf3", "e4"));
  }
}

// ---- F2.1: the check word -------------------------------------------------------------------

TEST(F2_1, AWrongCheckWordIsNoticed) {
  TableScript s(standard(false, "4k3/3p4/8/4N3/8/8/8/4K3 w - - 0 1"));
  s.lift(T, "d7");
  vi_plays(s, "e5", "d7", "Springer schlägt David sieben Schach");
  EXPECT_THAT(sans(s), ElementsAre("Nxd7"));
  EXPECT_THAT(s.spoken_to(Listener::White), Contains(HasSubstr("kein Schach")));
}

TEST(F2_1, ARightCheckWordIsNotRemarkedOn) {
  TableScript s(standard(false, "3k4/8/8/4N3/8/8/8/4K3 w - - 0 1"));
  vi_plays(s, "e5", "f7", "Springer Felix sieben Schach");
  EXPECT_THAT(sans(s), ElementsAre("Nf7+"));
  for (const auto& said : s.spoken_to(Listener::White)) EXPECT_THAT(said, Not(HasSubstr("kein Schach")));
}

// ---- F2.1: the words as the Russian text writes them, and decomposed umlauts -------------

TEST(F2_1, TheRussianTextsFormsOfTheWordsAreUnderstood) {
  const Position start = Position::start();
  EXPECT_EQ(san(start, understand(start, "Шпрингер Феликс драй").value()), "Nf3");
  EXPECT_EQ(san(start, understand(start, "Бауэр Ева фир").value()), "e4");
  EXPECT_EQ(san(start, understand(start, "бауэр хектор драй").value()), "h3");
  EXPECT_EQ(san(start, understand(start, "Бауэр Цезарь фир").value()), "c4");
  EXPECT_EQ(san(start, understand(start, "Шпрингер Анна драй").value()), "Na3");
  const Position castle = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").value();
  EXPECT_EQ(san(castle, understand(castle, "Курце Рошаде").value()), "O-O");
  EXPECT_EQ(san(castle, understand(castle, "Ланге Рошаде").value()), "O-O-O");
}

TEST(F2_1, DecomposedUmlautsAreUnderstood) {
  const Position p = Position::from_fen("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").value();
  // "Läufer" and "fünf" with a combining diaeresis (U+0308) after the vowel.
  EXPECT_EQ(san(p, understand(p, "La\u0308ufer Gustav fu\u0308nf").value()), "Bg5");
  const Position start = Position::start();
  EXPECT_EQ(san(start, understand(start, "Bauer Ca\u0308sar vier").value()), "c4");
}

// ---- Castling instructions: the king first, both sides -----------------------------------

TEST(F2_1, BothCastlingsAreCarriedOutKingFirst) {
  for (const char* words : {"Kurze Rochade", "Lange Rochade"}) {
    TableScript s(standard(false, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    const bool kingside = std::string(words) == "Kurze Rochade";
    s.lift(T, "e1");
    s.place(T, kingside ? "g1" : "c1");
    s.lift(T, kingside ? "h1" : "a1");
    s.place(T, kingside ? "f1" : "d1");
    s.say(words, Speaker::White);
    s.press(Color::White);
    const std::string steps = s.words(s.all<Instruct>().back());
    EXPECT_EQ(steps.rfind("König", 0), 0u) << steps;
  }
}

// ---- Queries ---------------------------------------------------------------------------------

TEST(F2_9d, LegalMovesOfASquareWhenItIsNotTheAskersTurnSayWhoseTurnItIs) {
  TableScript s(standard());
  s.at(100, Query{.kind = QueryKind::Moves, .by = Color::Black, .square = parse_square("g8")});
  EXPECT_THAT(s.spoken_to(Listener::Black).back(), HasSubstr("Weiß ist am Zug"));
}

}  // namespace
}  // namespace twinboard
