// Random legal games, carried out on both boards of every kind with randomly ordered but
// valid events, give the same official game as the moves themselves: with repetitions of
// each move by the opponent (F2.1) and boards that lag behind a move (F2.7) among them.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>

#include "core/san.h"
#include "table_script.h"

namespace twinboard {
namespace {

using testing::board_events;
using testing::TableScript;
using testing::turn_events;

struct Combination {
  BoardKind tactile, sighted;  // the VI player's board, his sighted opponent's
  Color vi;
  bool assistant;
  bool clock;
};

std::string describe(const Combination& c) {
  constexpr const char* kKinds[] = {"occupancy", "identified", "manual"};
  return std::string("tactile ") + kKinds[int(c.tactile)] + ", sighted " + kKinds[int(c.sighted)] + ", VI " +
         std::string(name(c.vi)) + (c.assistant ? ", assistant" : "") + (c.clock ? ", clock" : ", no clock");
}

std::string effects_log(const TableScript& script) {
  std::string log;
  for (const auto& e : script.effects())
    if (auto* d = std::get_if<Divergence>(&e.body))
      log += std::to_string(e.at) + " divergence " + script.words(*d) + "\n";
    else if (auto* m = std::get_if<MoveMade>(&e.body)) log += std::to_string(e.at) + " move " + m->san + "\n";
    else if (auto* t = std::get_if<Speak>(&e.body))
      log += std::to_string(e.at) + " say " + std::string(name(t->listener)) + ": " + script.words(*t) + "\n";
  return log;
}

// Plays `plies` random legal moves through the table; returns the moves as the table made them.
void play_random_game(const Combination& combo, std::uint32_t seed, int plies) {
  std::mt19937 random(seed);
  TableSetup setup;
  setup.seats[combo.vi] = {Needs::Vi, combo.tactile};
  setup.seats[~combo.vi] = {Needs::Sighted, combo.sighted};
  setup.assistant = combo.assistant;
  if (combo.clock) setup.time_control = parse_time_control("5400+30").value();
  TableScript script(setup);
  Game expected;
  const std::string where = describe(combo) + ", seed " + std::to_string(seed);
  std::string trace;
  std::vector<std::pair<Millis, Millis>> lag_windows;  // from the lagging turn to the board's correction
  bool repeated_by_opponent = false;                   // the last move was repeated while it was being made

  for (int ply = 0; ply < plies && expected.end() == GameEnd::None; ++ply) {
    const Position& before = expected.current();
    MoveList moves(before);
    const LegalMove move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
    const Color mover = before.side_to_move();
    const Color own = mover;  // his own board, named by his colour
    const BoardKind own_kind = setup.seats[mover].board;

    const bool vi = mover == combo.vi;
    const Speaker mover_speaks = mover == Color::White ? Speaker::White : Speaker::Black;
    const Speaker opponent_speaks = mover == Color::White ? Speaker::Black : Speaker::White;
    auto chance = [&random](int one_in) { return std::uniform_int_distribution<int>(1, one_in)(random) == 1; };

    // The player first carries out the opponent's last move on his own board, or (F2.7) his
    // board lags behind: he carries it out only after his own move, which must then count.
    std::vector<Input> mirror = turn_events(own, own_kind, expected, std::nullopt, random);
    Bitboard last_squares = 0;
    std::string last_words;
    if (expected.plies() > 0) {
      const Position& previous = expected.position_before(expected.plies() - 1);
      const LegalMove last = *legal(previous, expected.moves().back());
      last_words = twinboard::announce(previous, last);
      Position next = previous;
      next.play(last);
      for (int sq = 0; sq < 64; ++sq)
        if (previous.board()[sq] != next.board()[sq]) last_squares |= bit(Square(sq));
      last_squares |= attacks::between(last.move().from(), last.move().to());  // a slid piece passes
    }
    Bitboard own_squares = 0;
    {
      Position next = before;
      next.play(move);
      for (int sq = 0; sq < 64; ++sq)
        if (before.board()[sq] != next.board()[sq]) own_squares |= bit(Square(sq));
    }
    const bool lags = own_kind != BoardKind::Manual && !mirror.empty() && !(own_squares & last_squares) && chance(5);
    std::vector<Input> events = lags ? std::vector<Input>{} : mirror;
    std::vector<Input> own_move = board_events(own, own_kind, before, move, random);
    // F2.3: the announcement may come before, during or after the board events.
    const bool occupancy_promotion = own_kind == BoardKind::Occupancy && move.move().kind() == Move::Kind::Promotion;
    const bool must_announce = vi ? !combo.assistant || own_kind == BoardKind::Manual || occupancy_promotion
                                  : own_kind == BoardKind::Manual || occupancy_promotion;
    const bool announce = must_announce || chance(4);
    const bool repeated_last = repeated_by_opponent;
    repeated_by_opponent = false;
    const std::string own_words = twinboard::announce(before, move);
    if (announce) {
      std::size_t at = std::uniform_int_distribution<std::size_t>(0, own_move.size())(random);
      own_move.insert(own_move.begin() + long(at), Announce{own_words, vi ? mover_speaks : Speaker::Assistant});
      // F2.1: the opponent repeats it (where the words alone make the move, he repeats it
      // on his turn, below).
      if (own_kind != BoardKind::Manual && chance(3)) {
        own_move.insert(own_move.begin() + long(at) + 1, Announce{own_words, opponent_speaks});
        repeated_by_opponent = true;
      }
    }
    // F2.1: he repeats the opponent's last move first (once); always when his own move reads
    // as the last one ("Dame schlägt Felix vier" twice), so that the table can tell them apart.
    bool sounds_like_last = false;
    if (expected.plies() > 0) {
      const Position& previous = expected.position_before(expected.plies() - 1);
      auto read = understand(previous, own_words);
      sounds_like_last = read && read->move() == expected.moves().back();
    }
    if (!last_words.empty() && !repeated_last && ((announce && sounds_like_last) || chance(3)))
      events.insert(events.begin(), Announce{last_words, mover_speaks});
    events.insert(events.end(), own_move.begin(), own_move.end());
    const Millis lag_from = script.now();
    for (auto& e : events) {
      script.at(100, e);
      if (auto* l = std::get_if<Lift>(&e))
        trace +=
            std::to_string(script.now()) + " " + std::string(name(l->board)) + " lift " + square_name(l->square) + "\n";
      if (auto* p = std::get_if<Place>(&e))
        trace += std::to_string(script.now()) + " " + std::string(name(p->board)) + " place " + square_name(p->square) +
                 "\n";
      if (auto* a = std::get_if<Announce>(&e)) trace += std::to_string(script.now()) + " announce " + a->words + "\n";
    }
    // The sighted player presses his own clock; the VI player too, unless twinboard is his
    // assistant (F2.9c). Without a clock, twinboard takes the move once the board rests.
    // With the assistant and no sign from the VI player, his board at rest 3 s makes his move.
    if (combo.clock && !(combo.assistant && vi)) script.press(mover);
    else script.wait(3200);
    const std::string san_played = san(before, move);
    if (lags) {  // the lagging board is corrected now; what was said of it meanwhile is fine
      for (auto& e : mirror) script.at(100, e);
      lag_windows.push_back({lag_from, script.now()});
    }
    expected.play(move);
    ASSERT_EQ(script.table().game().plies(), expected.plies())
        << where << ": ply " << expected.plies() << " " << san_played << " was not made"
        << (std::getenv("TRACE") ? "\n" + trace + effects_log(script) : std::string());
    ASSERT_EQ(script.table().game().moves().back(), move.move()) << where;
  }
  // Nothing the boards did was taken for an illegal move or a divergence.
  EXPECT_TRUE(script.all<Illegal>().empty()) << where << ": " << script.words(script.all<Illegal>().front());
  // Only a board left behind on purpose was said to be off, and only while it was.
  auto in_lag_window = [&](Millis at) {
    for (auto [from, to] : lag_windows)
      if (at >= from && at <= to) return true;
    return false;
  };
  bool false_divergence = false;
  for (const auto& e : script.effects())
    false_divergence |= std::holds_alternative<Divergence>(e.body) && !in_lag_window(e.at);
  if (false_divergence) {
    std::string log;
    for (const auto& e : script.effects())
      if (auto* d = std::get_if<Divergence>(&e.body))
        log += std::to_string(e.at) + " divergence " + script.words(*d) + "\n";
      else if (auto* m = std::get_if<MoveMade>(&e.body)) log += std::to_string(e.at) + " move " + m->san + "\n";
      else if (auto* t = std::get_if<Speak>(&e.body))
        log += std::to_string(e.at) + " say " + std::string(name(t->listener)) + ": " + script.words(*t) + "\n";
    Millis first = 0;
    for (const auto& e : script.effects())
      if (std::holds_alternative<Divergence>(e.body) && !in_lag_window(e.at)) {
        first = e.at;
        break;
      }
    auto window = [first](const std::string& lines) {
      std::string out;
      std::istringstream in(lines);
      for (std::string line; std::getline(in, line);) {
        Millis t = std::stoll(line.substr(0, line.find(' ')));
        if (t >= first - 1500 && t <= first + 300) out += line + "\n";
      }
      return out;
    };
    ADD_FAILURE() << where << ":\n" << window(log) << "EVENTS\n" << window(trace);
  }
}

// To look into one game: SEED=N runs only the game with that seed, TRACE=1 prints its
// events and effects when a move is not made.
TEST(TableProperty, RandomGamesOnEveryCombinationOfBoards) {
  const BoardKind kinds[] = {BoardKind::Occupancy, BoardKind::Identified, BoardKind::Manual};
  int games = 0;
  for (BoardKind tactile : kinds)
    for (BoardKind sighted : kinds)
      for (Color vi : {Color::White, Color::Black})
        for (bool assistant : {false, true})
          for (bool clock : {true, false}) {
            for (std::uint32_t seed = 1; seed <= 4; ++seed) {
              if (!std::getenv("SEED") || std::stoul(std::getenv("SEED")) == seed * 7919 + games)
                play_random_game({tactile, sighted, vi, assistant, clock}, seed * 7919 + games, 80);
              ++games;
            }
          }
  EXPECT_EQ(games, 9 * 2 * 2 * 2 * 4);
}

}  // namespace
}  // namespace twinboard
