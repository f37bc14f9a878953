// Issue 34: the moment a move is made. The Laws separate two moments: a move is made when
// the piece is released on its square (Article 4.7; the VI player's with (a), (b) and (c),
// F2.3, Appendix D.2.3), and from then the opponent has the move (Article 1.3); the press
// completes it (Article 6.2), the time between being the mover's. A move that ends the game
// ends it when made (Articles 5.1a, 5.2a). Each test is written from those texts, for both
// colours and with and without the assistant where it applies.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "table_script.h"

namespace twinboard {
namespace {

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;
using testing::sans;
using testing::standard;
using testing::TableScript;

constexpr Millis kStart = 5'400'000, kIncrement = 30'000;

// The standard table with the VI player (on his peg board) as `vi`, his sighted opponent on
// a DGT board. Each board is named by its player's colour: the VI player's is `vi`.
TableSetup setup_as(Color vi, bool assistant, std::string fen = {}) {
  TableSetup s = standard(assistant, std::move(fen));
  s.seats[vi] = {Needs::Vi, BoardKind::Occupancy};
  s.seats[~vi] = {Needs::Sighted, BoardKind::Identified};
  return s;
}

bool said_containing(const TableScript& s, Listener l, std::string_view part) {
  const auto texts = s.spoken_to(l);
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != t.npos; });
}

Speaker speaker_of(Color c) { return c == Color::White ? Speaker::White : Speaker::Black; }

// The words the VI player's keys and commands stand for (runtime/vi_commands.cpp).
std::string runtime_free_offer_words() { return std::string(words_of(SpokenAction::OfferDraw)); }
std::string claim_words(const std::string& rule_and_move) {
  const std::string rule = rule_and_move.substr(0, rule_and_move.find(' '));
  const std::string move = rule_and_move.substr(rule.size() + 1);
  return std::string(words_of(rule == "fifty" ? SpokenAction::ClaimFifty : SpokenAction::ClaimRepetition)) + " " + move;
}

std::optional<Color> running(TableScript& s) { return s.table().clock().running(); }
Millis left(TableScript& s, Color c) { return s.table().clock().remaining(c, s.now()); }

// White's first move, e4, by whoever plays White; the press included.
void white_plays_e4(TableScript& s, Color vi) {
  const Color T = vi, S = ~vi;  // the VI player's board, his opponent's
  if (vi == Color::White) {
    testing::vi_plays_e4(s);
    s.lift(S, "e2");  // the sighted player carries it out on his board
    s.place(S, "e4", 'P');
  } else {
    s.lift(S, "e2");
    s.place(S, "e4", 'P');
    s.press(Color::White);
    s.lift(T, "e2");  // the VI player carries it out on his board
    s.place(T, "e4");
  }
  ASSERT_THAT(sans(s), ElementsAre("e4"));
}

// Item 1: the sighted player's piece released and at rest is his move made: the VI player
// hears it then, carrying it out is no divergence, the sighted player's clock runs until
// he presses, and his press completes the move.
TEST(MomentOfMove, SightedMoveMadeAtRelease) {
  for (Color vi : {Color::White, Color::Black})
    for (bool assistant : {false, true}) {
      SCOPED_TRACE(std::string(vi == Color::White ? "VI White" : "VI Black") + (assistant ? ", assistant" : ""));
      TableScript s(setup_as(vi, assistant));
      const Color T = vi, S = ~vi;  // the VI player's board, his opponent's
      const Color sighted = ~vi;
      if (vi == Color::White) white_plays_e4(s, vi);
      const std::string from = sighted == Color::White ? "e2" : "e7", to = sighted == Color::White ? "e4" : "e5";
      const std::string heard = sighted == Color::White ? "Bauer Eva vier" : "Bauer Eva fünf";
      s.lift(S, from);
      s.place(S, to, sighted == Color::White ? 'P' : 'p');
      const std::size_t made_before = s.all<MoveMade>().size();
      s.wait(600);  // released: at rest 0.5 s where no other move of the pawn passes
      ASSERT_EQ(s.all<MoveMade>().size(), made_before + 1) << "made without a press";
      const Millis left_at_release = left(s, sighted);
      const Millis released = s.now();
      EXPECT_TRUE(said_containing(s, listener_of(vi), heard));
      EXPECT_EQ(running(s), sighted) << "his clock runs until he presses";
      // The VI player carries it out (F2.1): no divergence, nothing to put back.
      const auto divergences = s.all<Divergence>().size();
      s.lift(T, from);
      s.place(T, to);
      EXPECT_EQ(s.all<Divergence>().size(), divergences);
      EXPECT_FALSE(said_containing(s, listener_of(vi), "nach Eva"));
      // His press, long after: never refused, it completes the move.
      s.wait(30'000);
      const Millis pressed = s.now() + 100;
      s.press(sighted);
      EXPECT_EQ(running(s), vi);
      EXPECT_EQ(left(s, sighted), left_at_release - (pressed - released) + kIncrement) << "his time ran to the press";
      EXPECT_FALSE(said_containing(s, listener_of(~vi), "Sie sind nicht am Zug"));
    }
}

// Item 1: the VI player may reply before the sighted player has pressed; his press counts
// once the sighted player presses, his clock charged nothing for the wait.
TEST(MomentOfMove, ViMayReplyBeforeTheSightedPlayerPresses) {
  TableScript s(setup_as(Color::Black, false));
  constexpr Color T = Color::Black, S = Color::White;  // the VI player's board, his opponent's
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.wait(600);
  ASSERT_THAT(sans(s), ElementsAre("e4"));
  s.lift(T, "e2");
  s.place(T, "e4");
  s.lift(T, "e7");
  s.place(T, "e5");
  s.say("Bauer Eva fünf", Speaker::Black);
  ASSERT_THAT(sans(s), ElementsAre("e4", "e5")) << "Black had the move: his reply is made";
  EXPECT_TRUE(said_containing(s, Listener::White, "Bauer Eva fünf"));
  s.press(Color::Black);
  EXPECT_TRUE(said_containing(s, Listener::Black, "Vermerkt"));
  EXPECT_EQ(running(s), Color::White) << "White has not pressed yet";
  s.wait(5000);
  s.press(Color::White);
  EXPECT_EQ(running(s), Color::White) << "both moves completed: White's clock runs for his second move";
  EXPECT_EQ(left(s, Color::Black), kStart + kIncrement) << "Black's time never ran";
  EXPECT_LT(left(s, Color::White), kStart + kIncrement - 5000);
}

// Item 1 with the VI player's move: made with (a), (b) and (c) before his press, his
// opponent hears it at once and may move; the VI player's clock runs until he presses.
TEST(MomentOfMove, ViMoveMadeBeforeHisPressIsHeardByTheOpponent) {
  TableScript s(setup_as(Color::White, false));
  constexpr Color T = Color::White, S = Color::Black;  // the VI player's board, his opponent's
  s.lift(T, "e2");
  s.place(T, "e4");
  s.say("Bauer Eva vier", Speaker::White);
  ASSERT_THAT(sans(s), ElementsAre("e4"));
  EXPECT_TRUE(said_containing(s, Listener::Black, "Bauer Eva vier"));
  EXPECT_EQ(running(s), Color::White);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.wait(600);
  EXPECT_THAT(sans(s), ElementsAre("e4", "e5"));
  s.press(Color::White);
  EXPECT_EQ(running(s), Color::Black) << "e5 is made, not yet pressed";
  s.press(Color::Black);
  EXPECT_EQ(running(s), Color::White);
}

// Item 3, Article 4.7: a knight put on f6 and left there 0.7 s was released; picked up and
// put on h6 it is Nf6 all the same, the arbiter is told, and his board is told to put it
// back. Without the stop, Nh6 is the move and nobody is told.
TEST(MomentOfMove, PieceMovedOnAfterReleaseGoesToTheArbiter) {
  for (Color vi : {Color::White, Color::Black}) {
    SCOPED_TRACE(vi == Color::White ? "VI White" : "VI Black");
    const Color S = ~vi;  // his opponent's board
    const std::string fen = vi == Color::White ? "" : "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    TableScript s(setup_as(vi, false, fen));
    const bool black = vi == Color::White;
    if (black) white_plays_e4(s, vi);
    s.lift(S, black ? "g8" : "g1");
    s.place(S, black ? "f6" : "f3", black ? 'n' : 'N');
    s.wait(700);
    s.lift(S, black ? "f6" : "f3");
    s.place(S, black ? "h6" : "h3", black ? 'n' : 'N');
    s.wait(1500);
    const std::vector<std::string> expected =
        black ? std::vector<std::string>{"e4", "Nf6"} : std::vector<std::string>{"Nf3"};
    EXPECT_EQ(sans(s), expected);
    EXPECT_TRUE(said_containing(s, Listener::Arbiter, "Artikel 4"));
    EXPECT_FALSE(s.all<Divergence>().empty()) << "his board is told to put the knight back";
  }
  TableScript quick(setup_as(Color::White, false));
  constexpr Color S = Color::Black;  // his opponent's board
  white_plays_e4(quick, Color::White);
  quick.lift(S, "g8");
  quick.place(S, "f6", 'n');
  quick.lift(S, "f6");  // 100 ms: on its way, never released there
  quick.place(S, "h6", 'n');
  quick.wait(1500);
  EXPECT_THAT(sans(quick), ElementsAre("e4", "Nh6"));
  EXPECT_FALSE(said_containing(quick, Listener::Arbiter, "Artikel 4"));
}

// Item 3: where the piece could still be on its way (a rook sliding on), a stop of 0.7 s is
// no release: the rook slid a1-b1-c1-d1 with stops is Rd1, and nobody is told.
TEST(MomentOfMove, ASlidingRookIsNotReleasedOnItsWay) {
  TableScript s(setup_as(Color::Black, false, "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
  constexpr Color S = Color::White;  // his opponent's board
  s.lift(S, "a1");
  s.place(S, "b1", 'R');
  s.wait(700);
  s.lift(S, "b1");
  s.place(S, "c1", 'R');
  s.wait(700);
  s.lift(S, "c1");
  s.place(S, "d1", 'R');
  s.wait(700);
  EXPECT_THAT(sans(s), ElementsAre("Rd1"));
  EXPECT_TRUE(s.spoken_to(Listener::Arbiter).empty());
}

// Article 6.2.1.2: a player who makes his next move without having pressed for the last one
// completes the last one by it: one press is never lost, and his opponent's clock runs after
// his next press.
TEST(MomentOfMove, AMoveNeverPressedIsCompletedByTheNextOne) {
  TableScript s(setup_as(Color::White, false));
  constexpr Color S = Color::Black;  // his opponent's board
  testing::vi_plays_e4(s);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.wait(600);  // Black's e5 is made; he forgets to press
  testing::vi_plays(s, "g1", "f3", "Springer Felix drei");
  EXPECT_TRUE(said_containing(s, Listener::White, "Vermerkt"));
  s.lift(S, "g1");
  s.place(S, "f3", 'N');
  s.lift(S, "b8");
  s.place(S, "c6", 'n');
  s.wait(600);
  s.press(Color::Black);  // once, after Nc6
  EXPECT_THAT(sans(s), ElementsAre("e4", "e5", "Nf3", "Nc6"));
  EXPECT_EQ(running(s), Color::White) << "e5, Nf3 and Nc6 are all completed";
  EXPECT_EQ(s.table().clock().moves_completed(Color::Black), 2);
}

// Item 2, Articles 5.1a and 6.9: the mate made on the board ends the game at once; the
// mover never pressed, and his flag falls later: still a mate, never a loss on time. The
// same when the piece was put down just before the flag and lay there until released.
TEST(MomentOfMove, MateOnTheBoardBeforeThePressEndsTheGameEvenIfTheFlagFalls) {
  // Fool's mate: after 1.f3 e5 2.g4, Black's Qh4#; or, colours swapped, White's Qh5#.
  const std::string black_mates = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
  const std::string white_mates = "rnbqkbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNBQKBNR w KQkq g6 0 3";
  for (Color vi : {Color::White, Color::Black})
    for (Millis put_down : {58'000, 59'800}) {
      SCOPED_TRACE(std::string(vi == Color::White ? "VI White" : "VI Black") + " at " + std::to_string(put_down));
      const Color S = ~vi;  // his opponent's board
      TableSetup setup = setup_as(vi, false, vi == Color::White ? black_mates : white_mates);
      setup.time_control = parse_time_control("60").value();
      TableScript s(setup);
      const bool black = vi == Color::White;
      s.wait(put_down - 200);
      s.lift(S, black ? "d8" : "d1");
      s.place(S, black ? "h4" : "h5", black ? 'q' : 'Q');
      s.wait(5000);
      const auto over = s.all<GameOver>();
      ASSERT_EQ(over.size(), 1u);
      EXPECT_EQ(over[0].reason, GameEnd::Checkmate);
      EXPECT_EQ(over[0].result, black ? "0-1" : "1-0");
      EXPECT_EQ(running(s), std::nullopt);
    }
}

// Item 2 for the VI player with the assistant: his move, complete on his board before his
// flag fell, counts from then, though the assistant made it only after his board rested:
// that wait is the assistant's, never his (Articles 6.2.6, 4.9).
TEST(MomentOfMove, TheAssistantsWaitNeverMakesTheViPlayersFlagFall) {
  TableSetup setup = setup_as(Color::White, true);
  setup.time_control = parse_time_control("60").value();
  TableScript s(setup);
  constexpr Color T = Color::White;  // the VI player's board
  s.wait(58'300);
  s.lift(T, "e2");
  s.place(T, "e4");  // complete at 58.5 s; the rest would end at 61.5 s
  s.wait(5000);
  EXPECT_THAT(sans(s), ElementsAre("e4"));
  EXPECT_TRUE(s.all<GameOver>().empty());
  EXPECT_EQ(running(s), Color::Black);
  EXPECT_EQ(left(s, Color::White), 60'000 - 58'500);
}

// Item 2: a move that does not end the game does not stop the flag; nor does a mate put
// down after the flag fell.
TEST(MomentOfMove, ANonEndingMoveOrALateMateLosesOnTime) {
  const std::string black_mates = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
  for (std::pair<const char*, Millis> move : {std::pair{"g5", Millis{59'800}}, std::pair{"h4", Millis{60'100}}}) {
    TableSetup setup = setup_as(Color::White, false, black_mates);
    setup.time_control = parse_time_control("60").value();
    TableScript s(setup);
    constexpr Color S = Color::Black;  // his opponent's board
    s.wait(move.second - 200);
    s.lift(S, "d8");
    s.place(S, move.first, 'q');
    s.wait(5000);
    const auto over = s.all<GameOver>();
    ASSERT_EQ(over.size(), 1u) << move.first;
    EXPECT_EQ(over[0].reason, GameEnd::Time) << move.first;
    EXPECT_EQ(over[0].result, "1-0") << move.first;
  }
}

// Item 4, D.2.5 and F2.1: the sighted player repeats the VI player's move wrongly in words
// that are a legal move of his own, while his board shows his real move. On a sensor board
// his board decides: his move is the one on his board, his press completes it, and the VI
// player hears the mismatch.
TEST(MomentOfMove, SightedMisrepetitionIsNotHisMove) {
  for (Color vi : {Color::White, Color::Black}) {
    SCOPED_TRACE(vi == Color::White ? "VI White" : "VI Black");
    const Color T = vi, S = ~vi;  // the VI player's board, his opponent's
    TableScript s(setup_as(vi, false));
    const Speaker sighted = vi == Color::White ? Speaker::Black : Speaker::White;
    if (vi == Color::Black) white_plays_e4(s, vi);
    const bool white = vi == Color::White;
    s.lift(T, white ? "g1" : "g8");
    s.place(T, white ? "f3" : "f6");
    s.say(white ? "Springer Felix drei" : "Springer Felix sechs", speaker_of(vi));
    s.press(vi);
    s.lift(S, white ? "g1" : "g8");  // carried out on the sighted player's board
    s.place(S, white ? "f3" : "f6", white ? 'N' : 'n');
    // His real move on his board; then, meant to repeat the VI player's knight move, he says
    // another square: a legal move of his, not the one his board shows.
    s.lift(S, white ? "d7" : "d2");
    s.place(S, white ? "d5" : "d4", white ? 'p' : 'P');
    s.say(white ? "Springer Felix sechs" : "Springer Felix drei", sighted);
    s.press(~vi);
    const std::vector<std::string> expected =
        white ? std::vector<std::string>{"Nf3", "d5"} : std::vector<std::string>{"e4", "Nf6", "d4"};
    EXPECT_EQ(sans(s), expected);
    EXPECT_TRUE(said_containing(s, listener_of(vi),
                                white ? "Wiederholt: Springer Felix sechs. Gespielt wurde: Springer Felix drei"
                                      : "Wiederholt: Springer Felix drei. Gespielt wurde: Springer Felix sechs"));
    EXPECT_EQ(running(s), vi) << "his press completed his move";
    for (const std::string& text : s.spoken_to(listener_of(~vi))) EXPECT_THAT(text, Not(HasSubstr("Angesagt")));
  }
}

// Item 4: words of the sighted player that name the move his board shows, or repeat the
// VI player's move, are simply right: nothing is said about them.
TEST(MomentOfMove, SightedWordsMatchingHisBoardOrTheLastMoveAreFine) {
  TableScript s(setup_as(Color::White, false));
  constexpr Color S = Color::Black;  // his opponent's board
  testing::vi_plays_e4(s);
  s.say("Bauer Eva vier", Speaker::Black);  // the repetition
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.say("Bauer Eva fünf", Speaker::Black);  // his own move, as his board shows it
  s.press(Color::Black);
  EXPECT_THAT(sans(s), ElementsAre("e4", "e5"));
  EXPECT_FALSE(said_containing(s, Listener::White, "Wiederholt"));
  EXPECT_EQ(running(s), Color::White);
}

// Issue 48, item 11: words typed when it is not his move, that repeat nothing being made (his
// own next move typed early, which also names a move of the player to move), are answered
// "not your move", as a press out of turn is; a repetition of the move being made is not.
TEST(MomentOfMove, WordsOutOfTurnThatRepeatNothingAreNotHisMove) {
  TableScript s(setup_as(Color::White, false));
  s.say("Bauer Eva vier", Speaker::Black);  // White has neither announced nor moved yet
  EXPECT_TRUE(said_containing(s, Listener::Black, "Sie sind nicht am Zug"));
  EXPECT_TRUE(sans(s).empty());
  TableScript fine(setup_as(Color::White, false));
  fine.lift(Color::White, "e2");
  fine.place(Color::White, "e4");
  fine.say("Bauer Eva vier", Speaker::White);
  fine.say("Bauer Eva vier", Speaker::Black);  // his repetition of the move being made
  EXPECT_FALSE(said_containing(fine, Listener::Black, "Sie sind nicht am Zug"));
}

// Item 10, F2.9d and D.2.10.4: asked for the time, the VI player hears the time used by both
// players first (as the texts say), then the time each has left, and the moves played.
TEST(MomentOfMove, TimeQuestionTellsTheTimeUsedFirstThenTheTimeLeft) {
  for (Color vi : {Color::White, Color::Black}) {
    SCOPED_TRACE(vi == Color::White ? "VI White" : "VI Black");
    TableScript s(setup_as(vi, false));
    white_plays_e4(s, vi);  // White's clock ran 300 or 400 ms: a script step is 100 ms
    s.wait(61'000);         // Black thinks
    s.at(100, Query{QueryKind::Time, vi});
    const std::string answer = s.spoken_to(listener_of(vi)).back();
    EXPECT_EQ(answer,
              std::string("Weiß: verbraucht null Sekunden") +
                  ", übrig eine Stunde, dreißig Minuten, dreißig Sekunden. Schwarz: verbraucht eine Minute, eine "
                  "Sekunde, übrig eine Stunde, achtundzwanzig Minuten, neunundfünfzig Sekunden. Gespielt: Weiß ein "
                  "Zug, Schwarz kein Zug.");
  }
}

// Item 10: the time used is the time each clock ran, whatever the increments added; a
// take-back takes it back too. `time_answer = left` gives the time left alone.
TEST(MomentOfMove, TimeUsedIsTheClocksRunningTimeAndTheOldAnswerIsASetting) {
  TableScript s(setup_as(Color::White, false));
  testing::vi_plays_e4(s);
  const Millis after_e4 = s.table().clock().used(Color::White, s.now());
  EXPECT_EQ(after_e4, 400) << "lift, place, words, press: 100 ms each";
  EXPECT_EQ(s.table().clock().remaining(Color::White, s.now()), kStart - 400 + kIncrement);
  s.wait(5000);
  EXPECT_EQ(s.table().clock().used(Color::Black, s.now()), 5000);
  s.at(100, testing::arbiter("takeback 0"));
  EXPECT_EQ(s.table().clock().used(Color::White, s.now()), 0);
  EXPECT_EQ(s.table().clock().used(Color::Black, s.now()), 0);

  TableSetup left_only = setup_as(Color::White, false);
  left_only.time_answer = TimeAnswer::Left;
  TableScript old(left_only);
  old.at(100, Query{QueryKind::Time, Color::White});
  EXPECT_EQ(old.spoken_to(Listener::White).back(),
            "Weiß: eine Stunde, dreißig Minuten. Schwarz: eine Stunde, dreißig Minuten. Noch kein Zug gespielt.");
}

// Item 11: a game reopened from its journal at a table where the arbiter starts the round
// waits for his start: its clocks stand, everyone hears that it waits, a press or an
// announcement is told so, and the start is refused while a board does not show the game.
TEST(MomentOfMove, AResumedGameWaitsForTheArbitersStart) {
  TableScript s(standard());
  constexpr Color T = Color::White, S = Color::Black;  // the VI player's board, his opponent's
  testing::vi_plays_e4(s);
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.press(Color::Black);
  ASSERT_THAT(sans(s), ElementsAre("e4", "e5"));
  s.at(100, Reopen{});  // the table restarts here
  EXPECT_EQ(running(s), std::nullopt);
  for (Listener l : {Listener::White, Listener::Black, Listener::Arbiter})
    EXPECT_TRUE(said_containing(s, l, "sie geht weiter, wenn der Schiedsrichter sie startet"));
  const Millis white_left = left(s, Color::White);
  s.wait(10'000);
  EXPECT_EQ(left(s, Color::White), white_left) << "nothing runs while it waits";
  s.press(Color::White);
  EXPECT_EQ(s.spoken_to(Listener::White).back(), "Die Partie wartet auf den Start durch den Schiedsrichter");
  // The VI player's board lacks e5: the start is refused, saying so.
  s.at(100, testing::arbiter("start"));
  ASSERT_FALSE(s.all<Refused>().empty());
  EXPECT_THAT(s.words(s.all<Refused>().back()), HasSubstr("zeigt nicht die Stellung der Partie"));
  s.lift(T, "e7");
  s.place(T, "e5");
  s.at(100, testing::arbiter("start"));
  EXPECT_TRUE(said_containing(s, Listener::White, "Die Partie geht weiter"));
  EXPECT_EQ(running(s), Color::White);
}

// Item 12, F2.7 and F2.8: after the arbiter's `reconcile` the players hear that he decides
// and nothing else: no steps, no reminders, no "board in order", however long he takes.
// His `accept` (or `takeback` for sheets that part) gives each player his correction once.
TEST(MomentOfMove, AReconciliationWaitsForTheArbitersDecision) {
  for (const char* decision : {"accept", "takeback"}) {
    SCOPED_TRACE(decision);
    TableSetup setup = standard();
    TableScript s(setup);
    Game game;
    std::mt19937 random(11);
    ASSERT_TRUE(testing::play(s, game, "e4 e5 Nf3 Nc6", random));
    for (const char* m : {"e4", "e5", "Sf3", "Sc6"}) s.at(200, WriteScoresheet{Color::White, m});
    for (const char* m : {"e4", "e5", "Nf3", "Nf6"}) s.at(200, WriteScoresheet{Color::Black, m});
    const std::size_t heard_before[2] = {s.spoken_to(Listener::White).size(), s.spoken_to(Listener::Black).size()};
    s.at(1000, testing::arbiter("reconcile"));
    s.wait(60'000);  // the arbiter takes his time
    for (Listener l : {Listener::White, Listener::Black}) {
      const auto heard = s.spoken_to(l);
      ASSERT_EQ(heard.size(), heard_before[int(l)] + 1) << "only that the arbiter decides";
      EXPECT_THAT(heard.back(), HasSubstr("bitte ändern Sie nichts"));
    }
    EXPECT_EQ(s.table().game().plies(), 4u);
    s.at(100, testing::arbiter(decision));
    EXPECT_EQ(s.table().game().plies(), 3u) << "the sheets part at ply 4: back to after ply 3";
    for (Listener l : {Listener::White, Listener::Black})
      EXPECT_THAT(s.spoken_to(l).back(), HasSubstr("Partieformulare weichen ab"));
  }
}

// Item 6, Article 4.2: "j'adoube" (or the player's own language's word for it) said before
// the touch makes the lift an adjustment for either player: no touch, nothing reported.
// Without the words the same lift is a touch; words from the player not having the move
// are refused.
TEST(MomentOfMove, AdjustWordsMakeTheNextTouchNoTouch) {
  for (Color vi : {Color::White, Color::Black})
    for (bool vi_adjusts : {true, false}) {
      SCOPED_TRACE(std::string(vi == Color::White ? "VI White" : "VI Black") +
                   (vi_adjusts ? ", VI adjusts" : ", sighted adjusts"));
      TableScript s(setup_as(vi, false));
      const Color T = vi, S = ~vi;  // the VI player's board, his opponent's
      // The adjusting player is to move: the VI player as White, or after White's e4.
      const Color adjuster = vi_adjusts ? vi : ~vi;
      if (adjuster == Color::Black) white_plays_e4(s, vi);
      const Color board = adjuster == vi ? T : S;
      const std::string square = adjuster == Color::White ? "g1" : "g8";
      const char knight = adjuster == Color::White ? 'N' : 'n';
      s.say(vi_adjusts ? "Ich rücke zurecht" : "j'adoube", speaker_of(adjuster));
      EXPECT_TRUE(said_containing(s, Listener::Arbiter, "rückt zurecht"));
      s.lift(board, square);
      s.place(board, square, knight);
      // Then another move: a pawn, not the knight he adjusted.
      const std::string from = adjuster == Color::White ? "d2" : "d7", to = adjuster == Color::White ? "d4" : "d5";
      s.lift(board, from);
      s.place(board, to, adjuster == Color::White ? 'P' : 'p');
      if (adjuster == vi) s.say(adjuster == Color::White ? "Bauer David vier" : "Bauer David fünf", speaker_of(vi));
      s.wait(1500);
      s.press(adjuster);
      ASSERT_FALSE(sans(s).empty()) << ::testing::PrintToString(s.spoken_to(listener_of(board)));
      EXPECT_EQ(sans(s).back(), adjuster == Color::White ? "d4" : "d5");
      EXPECT_FALSE(said_containing(s, Listener::Arbiter, "Berührt-geführt"));
    }
  // The control: the same lift without the words is a touch, and is reported.
  TableScript s(setup_as(Color::White, false));
  constexpr Color T = Color::White;  // the VI player's board
  s.lift(T, "g1");
  s.place(T, "g1");
  testing::vi_plays(s, "d2", "d4", "Bauer David vier");
  EXPECT_TRUE(said_containing(s, Listener::Arbiter, "Berührt-geführt"));
  // Words from the player not having the move: refused, so his touch stays a touch.
  s.say("j'adoube", Speaker::White);
  EXPECT_THAT(s.spoken_to(Listener::White).back(), HasSubstr("Artikel 4.2"));
}

// Issue 48, item 4, Article 4.2: his board lags (his opponent's last move not yet carried out
// on it, F2.7) when he says "j'adoube", adjusts a knight and puts it back, then plays a pawn.
// The adjustment is honoured: no touch-move is reported. It ends when the adjusted piece
// stands where it stood (the board need not stand whole): a piece lifted after it is
// touched, and reported by its own square.
TEST(MomentOfMove, AnAdjustmentOnABoardThatLagsIsHonoured) {
  for (Color vi : {Color::White, Color::Black})
    for (bool vi_adjusts : {true, false}) {
      SCOPED_TRACE(std::string(vi == Color::White ? "VI White" : "VI Black") +
                   (vi_adjusts ? ", VI adjusts" : ", sighted adjusts"));
      const Color adjuster = vi_adjusts ? vi : ~vi;
      const bool white = adjuster == Color::White;
      const char knight = white ? 'N' : 'n', pawn = white ? 'P' : 'p';
      for (bool touches_after : {false, true}) {
        TableScript s(setup_as(vi, false));
        const Color board = adjuster;  // each player's board is named by his colour
        if (white) {                   // Black's ...e5 is made; White's board does not show it: it lags
          white_plays_e4(s, vi);
          if (vi == Color::White) {
            s.lift(~vi, "e7");
            s.place(~vi, "e5", 'p');
            s.wait(1500);
            s.press(Color::Black);
          } else {
            s.say("Bauer Eva fünf", Speaker::Black);
            s.lift(vi, "e7");
            s.place(vi, "e5");
            s.press(Color::Black);
          }
          ASSERT_THAT(sans(s), ElementsAre("e4", "e5"));
        } else {  // White's e4 is made; Black's board does not show it
          if (vi == Color::White) {
            testing::vi_plays_e4(s);
          } else {
            s.lift(~vi, "e2");
            s.place(~vi, "e4", 'P');
            s.wait(1500);
            s.press(Color::White);
          }
          ASSERT_THAT(sans(s), ElementsAre("e4"));
        }
        s.say(adjuster == vi ? "Ich rücke zurecht" : "j'adoube", speaker_of(adjuster));
        s.lift(board, white ? "g1" : "g8");
        s.place(board, white ? "g1" : "g8", knight);  // adjusted, back where it stood
        if (touches_after) {                          // then a real touch: the other knight
          s.lift(board, white ? "b1" : "b8");
          s.place(board, white ? "b1" : "b8", knight);
        }
        s.lift(board, white ? "d2" : "d7");
        s.place(board, white ? "d4" : "d5", pawn);
        if (adjuster == vi) s.say(white ? "Bauer David vier" : "Bauer David fünf", speaker_of(vi));
        s.wait(1500);
        s.press(adjuster);
        ASSERT_FALSE(sans(s).empty());
        EXPECT_EQ(sans(s).back(), white ? "d4" : "d5") << ::testing::PrintToString(s.spoken_to(listener_of(board)));
        EXPECT_FALSE(said_containing(s, Listener::Arbiter, white ? "Gustav eins" : "Gustav acht"));
        EXPECT_EQ(said_containing(s, Listener::Arbiter, "Berührt-geführt"), touches_after) << touches_after;
        if (touches_after) {
          EXPECT_TRUE(said_containing(s, Listener::Arbiter, white ? "Bella eins" : "Bella acht"));
        }
      }
    }
}

// Item 5, D.2.3 and F2.9: with the assistant, the VI player's move is made when he says so:
// his clock button (or key), or his words. A pause with the peg on a square, then on to
// another, is no change of a made move. His time stops at his sign.
TEST(MomentOfMove, WithTheAssistantTheViMoveIsMadeWhenHeSaysSo) {
  for (Color vi : {Color::White, Color::Black})
    for (bool by_words : {false, true}) {
      SCOPED_TRACE(std::string(vi == Color::White ? "VI White" : "VI Black") + (by_words ? ", words" : ", button"));
      const Color T = vi;  // the VI player's board
      TableScript s(setup_as(vi, true));
      if (vi == Color::Black) white_plays_e4(s, vi);
      const bool white = vi == Color::White;
      const std::size_t made_before = s.all<MoveMade>().size();
      s.lift(T, white ? "g1" : "g8");
      s.place(T, white ? "f3" : "f6");  // he pauses here, 1.5 s ...
      s.wait(1500);
      EXPECT_EQ(s.all<MoveMade>().size(), made_before) << "a pause makes no move: he has not said so";
      s.lift(T, white ? "f3" : "f6");  // ... and goes on
      s.place(T, white ? "h3" : "h6");
      s.wait(400);
      const Millis left_before_sign = left(s, vi);
      if (by_words) s.say(white ? "Springer Hektor drei" : "Springer Hektor sechs", speaker_of(vi));
      else s.press(vi);
      ASSERT_EQ(s.all<MoveMade>().size(), made_before + 1);
      EXPECT_EQ(s.all<MoveMade>().back().san, white ? "Nh3" : "Nh6");
      EXPECT_FALSE(said_containing(s, Listener::Arbiter, "Artikel 4"));
      EXPECT_EQ(running(s), ~vi) << "the assistant started his opponent's clock";
      EXPECT_EQ(left(s, vi), left_before_sign - 100 + kIncrement) << "his time ran to his sign (100 ms later)";
    }
}

// Item 5: when he gives no sign, his board resting `vi_rest` (3 s; [tactile]
// made_after_seconds) makes his move: longer than a pause to think on a square; 0: never.
TEST(MomentOfMove, WithTheAssistantOnlyALongerRestDecidesWithoutASign) {
  TableScript s(setup_as(Color::White, true));
  constexpr Color T = Color::White;  // the VI player's board
  s.lift(T, "e2");
  s.place(T, "e4");
  s.wait(2500);
  EXPECT_TRUE(sans(s).empty()) << "2.5 s at rest: not yet";
  s.wait(1000);
  EXPECT_THAT(sans(s), ElementsAre("e4")) << "3 s at rest, no sign: made";

  TableSetup never = setup_as(Color::White, true);
  never.vi_rest = 0;
  TableScript n(never);
  n.lift(T, "e2");
  n.place(T, "e4");
  n.wait(60'000);
  EXPECT_TRUE(sans(n).empty()) << "made_after_seconds = 0: only his sign";
}

// Item 7: with the assistant, the sighted board shows the VI player's move carried out and
// the reply before the VI player's board has rested: both count once the sighted player
// presses; nobody is told to take anything back, and no empty reminder follows.
TEST(MomentOfMove, AFastReplyCountsWhenTheSightedPlayerPresses) {
  for (Color vi : {Color::White, Color::Black}) {
    SCOPED_TRACE(vi == Color::White ? "VI White" : "VI Black");
    const Color T = vi, S = ~vi;  // the VI player's board, his opponent's
    TableScript s(setup_as(vi, true));
    if (vi == Color::Black) white_plays_e4(s, vi);
    const bool white = vi == Color::White;
    const std::size_t made_before = s.all<MoveMade>().size();
    const auto divergences = s.all<Divergence>().size();
    s.lift(T, white ? "g1" : "g8");
    s.place(T, white ? "f3" : "f6");
    // 300 ms later the sighted player has carried it out and replied, and presses.
    s.lift(S, white ? "g1" : "g8");
    s.place(S, white ? "f3" : "f6", white ? 'N' : 'n');
    s.lift(S, white ? "d7" : "d2");
    s.place(S, white ? "d5" : "d4", white ? 'p' : 'P');
    s.press(~vi);
    ASSERT_EQ(s.all<MoveMade>().size(), made_before + 2);
    EXPECT_EQ(sans(s).back(), white ? "d5" : "d4");
    EXPECT_EQ(s.all<Divergence>().size(), divergences) << "nothing to take back";
    EXPECT_FALSE(said_containing(s, listener_of(~vi), "Brett in Ordnung"));
    EXPECT_EQ(running(s), vi);
    s.lift(T, white ? "d7" : "d2");  // the VI player carries out the reply
    s.place(T, white ? "d5" : "d4");
    s.wait(25'000);
    for (Listener l : {listener_of(vi), listener_of(~vi)})
      for (const std::string& text : s.spoken_to(l)) EXPECT_NE(text, "Bitte ausführen: ") << "an empty reminder";
  }
}

// Item 8, Appendix D.2.10.5: the automatic assistant tells the arbiter when the sighted
// player has touched one of his pieces and put it back (touch-move, which the VI player
// cannot see), and claims the game when the sighted player's flag falls; the VI player hears
// the claim. Not for the VI player's own flag; nothing of it
// without the assistant.
TEST(MomentOfMove, TheAssistantReportsSightedTouchesAndClaimsHisFlag) {
  for (Color vi : {Color::White, Color::Black}) {
    SCOPED_TRACE(vi == Color::White ? "VI White" : "VI Black");
    const Color T = vi, S = ~vi;  // the VI player's board, his opponent's
    TableSetup setup = setup_as(vi, true);
    setup.time_control = parse_time_control("60").value();
    TableScript s(setup);
    if (vi == Color::White) {
      s.lift(T, "e2");
      s.place(T, "e4");
      s.press(Color::White);
      s.lift(S, "e2");
      s.place(S, "e4", 'P');
    }
    const bool black = vi == Color::White;
    s.lift(S, black ? "g8" : "g1");
    EXPECT_FALSE(said_containing(s, Listener::Arbiter, "berührte")) << "a lift alone may be his move";
    s.place(S, black ? "g8" : "g1", black ? 'n' : 'N');  // touched, and put back
    EXPECT_TRUE(said_containing(s, Listener::Arbiter, black ? "Schwarz berührte" : "Weiß berührte"));
    s.wait(70'000);  // the sighted player's flag falls
    const std::string claim = std::string("Anspruch für ") + (vi == Color::White ? "Weiß" : "Schwarz");
    EXPECT_TRUE(said_containing(s, Listener::Arbiter, claim));
    EXPECT_TRUE(said_containing(s, listener_of(vi), claim));
    ASSERT_EQ(s.all<GameOver>().size(), 1u);
    EXPECT_EQ(s.all<GameOver>()[0].reason, GameEnd::Time);
  }
  // His own flag: no claim; and without the assistant, no touch report and no claim.
  for (bool assistant : {true, false}) {
    TableSetup setup = setup_as(Color::White, assistant);
    setup.time_control = parse_time_control("60").value();
    TableScript s(setup);
    s.wait(70'000);
    EXPECT_FALSE(said_containing(s, Listener::Arbiter, "Anspruch"));
  }
  TableScript plain(setup_as(Color::White, false));
  constexpr Color S = Color::Black;  // his opponent's board
  testing::vi_plays_e4(plain);
  plain.lift(S, "g8");
  EXPECT_FALSE(said_containing(plain, Listener::Arbiter, "berührte"));
}

// Item 8, Appendix D.2.11: against a hearing-impaired sighted player, every word the VI
// player says (his announcements, his repetitions, "j'adoube") and every move the assistant
// announces for him is a caption for the sighted player's window, in his language.
TEST(MomentOfMove, EveryViWordIsCaptionedForAHearingImpairedOpponent) {
  for (bool assistant : {false, true}) {
    SCOPED_TRACE(assistant ? "assistant" : "no assistant");
    TableSetup setup = setup_as(Color::White, assistant);
    setup.seats[Color::Black].hearing_impaired = true;
    setup.vocabulary[int(Listener::Black)] = find_vocabulary("plain-en");
    TableScript s(setup);
    constexpr Color T = Color::White;  // the VI player's board
    s.say("j'adoube", Speaker::White);
    s.lift(T, "e2");
    s.place(T, "e4");
    if (assistant) s.wait(3100);
    else s.say("Bauer Eva vier", Speaker::White);
    std::vector<std::string> captions;
    for (const Caption& c : s.all<Caption>()) captions.push_back(s.words(c));
    EXPECT_THAT(captions, Contains("White says: j'adoube"));
    EXPECT_THAT(captions, Contains(assistant ? "White says: pawn e4" : "White says: Bauer Eva vier"));
  }
  TableScript usual(setup_as(Color::White, false));
  testing::vi_plays_e4(usual);
  EXPECT_TRUE(usual.all<Caption>().empty()) << "only for a hearing-impaired opponent";
}

// Item 9, Article 9.1: a draw offered by the VI player by word (or by his key: the same
// words) reaches his opponent in the opponent's language and the arbiter; accepted, the
// game is drawn; declined, the offerer hears it; an offer the opponent moves on from lapses.
TEST(Article9, AnOfferReachesTheOpponentInHisLanguageAndIsAcceptedOrDeclined) {
  for (const char* answer : {"draw accepted", "I decline"}) {
    TableSetup setup = setup_as(Color::White, false);
    setup.vocabulary[int(Listener::Black)] = find_vocabulary("plain-en");
    TableScript s(setup);
    testing::vi_plays_e4(s);
    s.say("Ich biete Remis an", Speaker::White);
    EXPECT_EQ(s.spoken_to(Listener::Black).back(), "White offers a draw");
    EXPECT_TRUE(said_containing(s, Listener::Arbiter, "Weiß bietet Remis an"));
    s.say(answer, Speaker::Black);
    if (std::string(answer) == "draw accepted") {
      ASSERT_EQ(s.all<GameOver>().size(), 1u);
      EXPECT_EQ(s.all<GameOver>()[0].result, "1/2-1/2");
      EXPECT_EQ(s.all<GameOver>()[0].reason, GameEnd::Agreement);
    } else {
      EXPECT_TRUE(s.all<GameOver>().empty());
      EXPECT_EQ(s.spoken_to(Listener::White).back(), "Schwarz lehnt das Remis ab");
    }
  }
  // The key's words, and an offer that lapses when the opponent moves on.
  const auto key = runtime_free_offer_words();
  TableScript s(setup_as(Color::White, false));
  constexpr Color S = Color::Black;  // his opponent's board
  testing::vi_plays_e4(s);
  s.say(key, Speaker::White);
  EXPECT_TRUE(said_containing(s, Listener::Black, "Weiß bietet Remis an"));
  s.lift(S, "e2");
  s.place(S, "e4", 'P');
  s.lift(S, "e7");
  s.place(S, "e5", 'p');
  s.wait(600);  // his move is made: the offer lapses
  s.say("Remis angenommen", Speaker::Black);
  EXPECT_TRUE(s.all<GameOver>().empty());
  EXPECT_EQ(s.spoken_to(Listener::Black).back(), "Ihnen wurde kein Remis angeboten");
}

// Items 9, Articles 9.2, 9.4 and 9.5: a claim of threefold repetition by the player having
// the move, with or without the move he will make, is checked against the game at once; the
// clocks stop, both players hear it, the arbiter hears the verdict. Only the player having
// the move may claim.
TEST(Article9, ARepetitionClaimIsCheckedAtOnceAndGoesToTheArbiter) {
  TableScript s(setup_as(Color::Black, false));
  Game game;
  std::mt19937 random(5);
  ASSERT_TRUE(testing::play(s, game, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", random));
  // Black to move: the position stood twice; after ...Ng8 it stands the third time.
  s.say("Remis durch Wiederholung", Speaker::White);
  EXPECT_THAT(s.spoken_to(Listener::White).back(), HasSubstr("Artikel 9.2, 9.3"));
  s.say("Remis durch Wiederholung", Speaker::Black);
  EXPECT_TRUE(said_containing(s, Listener::Arbiter,
                              "Schwarz beansprucht Remis nach Artikel 9.2: der Anspruch ist "
                              "nicht berechtigt"));
  EXPECT_EQ(running(s), std::nullopt) << "9.5.1: the clocks stop";
  s.at(100, testing::arbiter("resume"));
  s.say("Remis durch Wiederholung Springer Gustav acht", Speaker::Black);
  EXPECT_TRUE(said_containing(s, Listener::Arbiter,
                              "Schwarz beansprucht Remis nach Artikel 9.2 (Springer Gustav acht): der Anspruch ist "
                              "berechtigt"));
  EXPECT_TRUE(said_containing(s, Listener::White, "Schwarz beansprucht Remis; die Uhren stehen"));
  s.at(100, testing::arbiter("draw"));
  ASSERT_EQ(s.all<GameOver>().size(), 1u);
  EXPECT_EQ(s.all<GameOver>()[0].result, "1/2-1/2");
}

// Item 9, Article 9.3: the fifty-move claim, by the VI player's typed command with the move he
// will make.
TEST(Article9, AFiftyMoveClaimWithTheMoveHeWillMake) {
  TableScript s(setup_as(Color::White, false, "8/8/8/4k3/8/8/8/R3K3 w - - 99 80"));
  s.say("Remis nach fünfzig Zügen", Speaker::White);
  EXPECT_TRUE(said_containing(s, Listener::Arbiter, "nicht berechtigt")) << "99 half-moves: not yet";
  s.at(100, testing::arbiter("resume"));
  s.say(claim_words("fifty Turm Anna zwei"), Speaker::White);
  EXPECT_TRUE(said_containing(s, Listener::Arbiter, "Artikel 9.3 (Turm Anna zwei): der Anspruch ist berechtigt"));
}

// Found by fuzz_scenario: a game the arbiter ended while the round waited (a draw, a forfeit)
// is not started afterwards; no clock runs after the end.
TEST(RoundStart, AGameEndedBeforeItsStartIsNotStartedAfter) {
  TableSetup setup = standard();
  setup.wait_for_start = true;
  TableScript s(setup);
  s.at(100, testing::arbiter("draw"));
  ASSERT_EQ(s.all<GameOver>().size(), 1u);
  s.at(100, testing::arbiter("start"));
  EXPECT_EQ(running(s), std::nullopt);
  ASSERT_FALSE(s.all<Refused>().empty());
  EXPECT_THAT(s.words(s.all<Refused>().back()), HasSubstr("1/2-1/2"));
}

}  // namespace
}  // namespace twinboard
