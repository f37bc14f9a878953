// Issue 34: the moment a move is made. The Laws separate two moments: a move is made when
// the piece is released on its square (Article 4.7; the VI player's with (a), (b) and (c),
// F2.3, Appendix D.2.3), and from then the opponent has the move (Article 1.3); the press
// completes it (Article 6.2), the time between being the mover's. A move that ends the game
// ends it when made (Articles 5.1a, 5.2a). Each test is written from those texts, for both
// colours and with and without the assistant where it applies.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

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

constexpr BoardId T = BoardId::Tactile, S = BoardId::Sighted;
constexpr Millis kStart = 5'400'000, kIncrement = 30'000;

TableSetup setup_as(Color vi, bool assistant, std::string fen = {}) {
  TableSetup s = standard(assistant, std::move(fen));
  s.vi = vi;
  return s;
}

bool said_containing(const TableScript& s, Listener l, std::string_view part) {
  const auto texts = s.spoken_to(l);
  return std::any_of(texts.begin(), texts.end(), [&](const std::string& t) { return t.find(part) != t.npos; });
}

std::optional<Color> running(TableScript& s) { return s.table().clock().running(); }
Millis left(TableScript& s, Color c) { return s.table().clock().remaining(c, s.now()); }

// White's first move, e4, by whoever plays White; the press included.
void white_plays_e4(TableScript& s, Color vi) {
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
      EXPECT_TRUE(said_containing(s, Listener::Tactile, heard));
      EXPECT_EQ(running(s), sighted) << "his clock runs until he presses";
      // The VI player carries it out (F2.1): no divergence, nothing to put back.
      const auto divergences = s.all<Divergence>().size();
      s.lift(T, from);
      s.place(T, to);
      EXPECT_EQ(s.all<Divergence>().size(), divergences);
      EXPECT_FALSE(said_containing(s, Listener::Tactile, "nach Eva"));
      // His press, long after: never refused, it completes the move.
      s.wait(30'000);
      const Millis pressed = s.now() + 100;
      s.press(sighted);
      EXPECT_EQ(running(s), vi);
      EXPECT_EQ(left(s, sighted), left_at_release - (pressed - released) + kIncrement) << "his time ran to the press";
      EXPECT_FALSE(said_containing(s, Listener::Sighted, "Sie sind nicht am Zug"));
    }
}

// Item 1: the VI player may reply before the sighted player has pressed; his press counts
// once the sighted player presses, his clock charged nothing for the wait.
TEST(MomentOfMove, ViMayReplyBeforeTheSightedPlayerPresses) {
  TableScript s(setup_as(Color::Black, false));
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
  EXPECT_TRUE(said_containing(s, Listener::Sighted, "Bauer Eva fünf"));
  s.press(Color::Black);
  EXPECT_TRUE(said_containing(s, Listener::Tactile, "Vermerkt"));
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
  s.lift(T, "e2");
  s.place(T, "e4");
  s.say("Bauer Eva vier", Speaker::White);
  ASSERT_THAT(sans(s), ElementsAre("e4"));
  EXPECT_TRUE(said_containing(s, Listener::Sighted, "Bauer Eva vier"));
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

// Item 2: a move that does not end the game does not stop the flag; nor does a mate put
// down after the flag fell.
TEST(MomentOfMove, ANonEndingMoveOrALateMateLosesOnTime) {
  const std::string black_mates = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2";
  for (std::pair<const char*, Millis> move : {std::pair{"g5", Millis{59'800}}, std::pair{"h4", Millis{60'100}}}) {
    TableSetup setup = setup_as(Color::White, false, black_mates);
    setup.time_control = parse_time_control("60").value();
    TableScript s(setup);
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

}  // namespace
}  // namespace twinboard
