// What one physical board shows, as its sensors report it, kept apart from the official
// game: a peg board knows which squares are filled, a DGT board which piece stands where.
// It may be impossible; it is compared with positions, never played on.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "correction_step.h"
#include "movegen.h"
#include "table_events.h"

namespace twinboard {

// The squares that hold a piece.
Bitboard occupancy_of(const std::array<Piece, 64>& pieces);

class BoardView {
 public:
  BoardView(BoardKind kind, const std::array<Piece, 64>& start);

  BoardKind kind() const { return kind_; }
  bool sensed() const { return kind_ != BoardKind::Manual; }
  Bitboard occupied() const { return occupied_; }
  // The square a piece was last put on (a peg board's captures differ only in this).
  Square last_placed() const { return last_placed_; }
  // The piece on `s`: as reported (identified) or as last known (occupancy: a lifted piece
  // is remembered and assumed to be the one put down next).
  Piece piece_on(Square s) const { return pieces_[index(s)]; }

  // Returns false when the report makes no sense (a lift from an empty square).
  bool lift(Square s);
  void place(Square s, Piece reported);
  void snapshot(const std::array<Piece, 64>& pieces);
  // Sets the board to a position (after a manual board's move is taken as done).
  void assume(const std::array<Piece, 64>& pieces);

  // Whether the board shows exactly `board` (occupancy: the same filled squares), the
  // squares in `ignored` aside (what a board that lags behind may show there, F2.7).
  bool shows(const std::array<Piece, 64>& board, Bitboard ignored = 0) const;
  // Whether the board is on its way from `before` to `after`: every square the move does
  // not touch is as before, every touched one as before, as after, or empty.
  // `transit`: squares a sliding piece passes; it may stand on one of them on its way.
  bool on_the_way(const std::array<Piece, 64>& before, const std::array<Piece, 64>& after, Bitboard transit = 0,
                  Bitboard ignored = 0) const;

 private:
  bool same(Square s, Piece expected) const;

  BoardKind kind_;
  std::array<Piece, 64> pieces_{};
  Bitboard occupied_ = 0;
  std::vector<Piece> in_hand_;  // lifted pieces not yet put down (occupancy boards)
  Square last_placed_ = kNoSquare;
  // Occupancy boards: the position last known for sure, and the squares a piece has been
  // put on since. A square whose piece changed must have had a piece put on it: lifting
  // the capturing piece leaves the same holes filled as the capture itself.
  std::array<Piece, 64> baseline_{};
  Bitboard placed_since_ = 0;
};

// What the board shows: the piece on each filled square (a peg board's as last known), none
// on the others.
std::array<Piece, 64> picture_of(const BoardView& view);

// The fewest steps from what the board shows to `target`.
std::vector<CorrectionStep> corrections(const BoardView& view, const std::array<Piece, 64>& target);

}  // namespace twinboard
