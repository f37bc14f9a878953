// A game: its start, every move, and how it stands (Articles 5 and 9 of the Laws).
#pragma once

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "movegen.h"

namespace twinboard {

// How a game ends: the first five by the position alone (Game::end), the rest at the table.
// One list for the result, its JSON and PGN text (describe) and the spoken reasons.
enum class GameEnd {
  None,
  Checkmate,                 // Article 5.1
  Stalemate,                 // Article 5.2a
  FivefoldRepetition,        // Article 9.6a: automatic
  SeventyFiveMoves,          // Article 9.6b: automatic
  InsufficientMaterial,      // Article 5.2b: dead position, no mate possible by any series of moves
  Resignation,               // Article 5.1
  Agreement,                 // Article 5.2
  Time,                      // Article 6.9
  TimeInsufficientMaterial,  // Article 6.9: the flag fell, but the opponent cannot mate
  IllegalMoves,              // Article 7.5: the second illegal move
  ArbiterDecision,
  // A game never played (Article 6.7: a player absent at the start): a win for the other,
  // TRF "+" and "-", never a rated game; and both absent ("0-0", TRF "-" and "-").
  Forfeit,
  DoubleForfeit,
};
// Whether the position itself ended the game (what Game::end reports), not a player, a
// clock or the arbiter.
constexpr bool ended_by_the_position(GameEnd end) {
  return end == GameEnd::Checkmate || end == GameEnd::Stalemate || end == GameEnd::FivefoldRepetition ||
         end == GameEnd::SeventyFiveMoves || end == GameEnd::InsufficientMaterial;
}
// The reason as results, the journal's JSON and the PGN Termination tag write it.
std::string_view describe(GameEnd end);

// True where neither side can ever mate: K v K, K+minor v K, and kings with bishops that
// all stand on squares of one colour.
bool insufficient_material(const Position& position);
// The same position in the sense of Article 9.2: the same pieces on the same squares, the
// same side to move, the same castling and en-passant rights (move counters aside).
bool same_position(const Position& a, const Position& b);
// Whether `side` could still mate in some series of legal moves, judged by material
// (Article 6.9: a flag fall is a draw when the opponent cannot mate).
bool can_mate_with_material(const Position& position, Color side);

class Game {
 public:
  explicit Game(Position start = Position::start());

  const Position& start() const { return positions_.front(); }
  const Position& current() const { return positions_.back(); }
  // The position before ply `ply` (0 = the start, size() = now).
  const Position& position_before(std::size_t ply) const { return positions_[ply]; }
  std::span<const Move> moves() const { return moves_; }
  std::size_t plies() const { return moves_.size(); }

  void play(LegalMove move);
  // Goes back to the position before ply `ply` (F2.8: take back to the last agreed move).
  void take_back_to(std::size_t ply);

  // How often the current position has stood on the board, this time included.
  int repetitions() const;
  bool can_claim_threefold() const { return repetitions() >= 3; }                   // Article 9.2
  bool can_claim_fifty_moves() const { return current().halfmove_clock() >= 100; }  // Article 9.3
  GameEnd end() const;

 private:
  std::vector<Position> positions_;
  std::vector<Move> moves_;
};

}  // namespace twinboard
