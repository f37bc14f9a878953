// What the table keeps about one physical board besides what it shows: how far it has
// followed the official game, the reminders and the alert said about it, and its player's
// clock warnings. `follow` compares the board with the game and keeps this record up to
// date; what is said about it is the table's part.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "board_view.h"
#include "correction_step.h"
#include "clock_warnings.h"
#include "game.h"

namespace twinboard {

// The position after `m` is played in `p`.
std::array<Piece, 64> after(const Position& p, LegalMove m);

// What a board shows against the official game (BoardWatch::follow).
struct BoardReading {
  bool whole = false;           // it shows the game as it stands
  std::vector<LegalMove> done;  // its player's own move, shown done (more than one: a peg board cannot tell)
  bool on_its_way = false;      // a move being carried out on it: the opponent's last, or its player's own
  bool in_step = false;         // nothing differs but that move
  bool in_order = false;        // nothing differs but its player's own move, done: none on its way
};

struct BoardWatch {
  BoardWatch(BoardView shown, ClockWarnings warned) : view(std::move(shown)), warnings(std::move(warned)) {}

  BoardView view;
  ClockWarnings warnings;                              // its player's own time (F2.4)
  std::size_t shown_ply = 0;                           // the last ply it has shown whole
  std::optional<Millis> reminder_due;                  // when the move it lacks is said again
  int reminders_said = 0;                              // since it was last in order
  std::optional<std::vector<CorrectionStep>> alerted;  // the divergence last said: repeats are compared as steps
  bool said_off = false;                // its player was told it is off, and not yet that it is in order again
  std::optional<Millis> transit_since;  // since when a piece rests on a sliding path
  // F2.8: the game was taken back: until the board shows the game whole again, what it shows
  // is no move (the move taken back, still on it, is not made again) but a board to set back.
  bool set_back = false;

  // Compares the board with `game` for its player `owner` (`movers_board`: it is his turn
  // and the game goes on) and records what it learns: the ply shown whole, a board back in
  // order (reminders off), a piece resting on a sliding path since `now`. A piece may rest
  // on a path for `settle` before it stands wrongly.
  BoardReading follow(const Game& game, Color owner, bool movers_board, Millis now, Millis settle);

  // The squares changed by the opponent's moves since the board last showed the game whole.
  Bitboard lagging_squares(const Game& game, Color owner) const;
  // The squares where the board shows, or the game has, a piece of `owner`'s opponent.
  Bitboard opponents_squares(const Game& game, Color owner) const;
};

}  // namespace twinboard
