// Random legal games, carried out on both boards of every kind with randomly ordered but
// valid events, give the same official game as the moves themselves.
#include <gtest/gtest.h>

#include <sstream>

#include "core/san.h"
#include "table_script.h"

namespace twinboard {
namespace {

using testing::board_events;
using testing::turn_events;
using testing::TableScript;

struct Combination {
  BoardKind tactile, sighted;
  Color vi;
  bool assistant;
  bool clock;
};

std::string describe(const Combination& c) {
  constexpr const char* kKinds[] = {"occupancy", "identified", "manual"};
  return std::string("tactile ") + kKinds[int(c.tactile)] + ", sighted " + kKinds[int(c.sighted)] + ", VI " +
         std::string(name(c.vi)) + (c.assistant ? ", assistant" : "") + (c.clock ? ", clock" : ", no clock");
}

// Plays `plies` random legal moves through the table; returns the moves as the table made them.
void play_random_game(const Combination& combo, std::uint32_t seed, int plies) {
  std::mt19937 random(seed);
  TableSetup setup;
  setup.vi = combo.vi;
  setup.tactile = combo.tactile;
  setup.sighted = combo.sighted;
  setup.assistant = combo.assistant;
  if (combo.clock) setup.time_control = parse_time_control("5400+30").value();
  TableScript script(setup);
  Game expected;
  const std::string where = describe(combo) + ", seed " + std::to_string(seed);
  std::string trace;

  for (int ply = 0; ply < plies && expected.end() == GameEnd::None; ++ply) {
    const Position& before = expected.current();
    MoveList moves(before);
    const LegalMove move = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
    const Color mover = before.side_to_move();
    const BoardId own = mover == combo.vi ? BoardId::Tactile : BoardId::Sighted;
    const BoardKind own_kind = own == BoardId::Tactile ? combo.tactile : combo.sighted;

    // The player first carries out the opponent's last move on his own board.
    std::vector<Input> events = turn_events(own, own_kind, expected, std::nullopt, random);
    std::vector<Input> own_move = board_events(own, own_kind, before, move, random);
    // F2.3: the announcement may come before, during or after the board events.
    const bool vi = mover == combo.vi;
    const bool occupancy_promotion = own_kind == BoardKind::Occupancy && move.move().kind() == Move::Kind::Promotion;
    const bool must_announce = vi ? !combo.assistant || own_kind == BoardKind::Manual || occupancy_promotion
                                  : own_kind == BoardKind::Manual || occupancy_promotion;
    const bool announce = must_announce || std::uniform_int_distribution<int>(0, 3)(random) == 0;
    if (announce) {
      std::size_t at = std::uniform_int_distribution<std::size_t>(0, own_move.size())(random);
      own_move.insert(own_move.begin() + long(at), Announce{twinboard::announce(before, move), vi ? (mover == Color::White ? Speaker::White : Speaker::Black) : Speaker::Assistant});
    }
    events.insert(events.end(), own_move.begin(), own_move.end());
    for (auto& e : events) {
      script.at(100, e);
      if (auto* l = std::get_if<Lift>(&e)) trace += std::to_string(script.now()) + " " + std::string(name(l->board)) + " lift " + square_name(l->square) + "\n";
      if (auto* p = std::get_if<Place>(&e)) trace += std::to_string(script.now()) + " " + std::string(name(p->board)) + " place " + square_name(p->square) + "\n";
      if (auto* a = std::get_if<Announce>(&e)) trace += std::to_string(script.now()) + " announce " + a->words + "\n";
    }
    if (combo.clock && !combo.assistant) script.press(mover);
    else script.wait(2000);  // the board rests; twinboard switches the clock itself
    expected.play(move);
    ASSERT_EQ(script.table().game().plies(), expected.plies())
        << where << ": ply " << expected.plies() << " " << san(before, move) << " was not made";
    ASSERT_EQ(script.table().game().moves().back(), move.move()) << where;
  }
  // Nothing the boards did was taken for an illegal move or a divergence.
  EXPECT_TRUE(script.all<Illegal>().empty()) << where << ": " << script.all<Illegal>().front().text;
  if (!script.all<Divergence>().empty()) {
    std::string log;
    for (const auto& e : script.effects())
      if (auto* d = std::get_if<Divergence>(&e.body)) log += std::to_string(e.at) + " divergence " + d->text + "\n";
      else if (auto* m = std::get_if<MoveMade>(&e.body)) log += std::to_string(e.at) + " move " + m->san + "\n";
      else if (auto* t = std::get_if<Speak>(&e.body)) log += std::to_string(e.at) + " say " + std::string(name(t->listener)) + ": " + t->text + "\n";
    Millis first = 0;
    for (const auto& e : script.effects())
      if (std::holds_alternative<Divergence>(e.body)) { first = e.at; break; }
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

TEST(TableProperty, RandomGamesOnEveryCombinationOfBoards) {
  const BoardKind kinds[] = {BoardKind::Occupancy, BoardKind::Identified, BoardKind::Manual};
  int games = 0;
  for (BoardKind tactile : kinds)
    for (BoardKind sighted : kinds)
      for (Color vi : {Color::White, Color::Black})
        for (bool assistant : {false, true})
          for (bool clock : {true, false}) {
            for (std::uint32_t seed = 1; seed <= 4; ++seed) {
              play_random_game({tactile, sighted, vi, assistant, clock}, seed * 7919 + games, 80);
              ++games;
            }
          }
  EXPECT_EQ(games, 9 * 2 * 2 * 2 * 4);
}

}  // namespace
}  // namespace twinboard
