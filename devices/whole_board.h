#pragma once
// What the boards that report whole positions share (Millennium ChessLink, Certabo): they
// list their 64 squares in reading order, a8 first, as the board is turned on the table, and
// the host finds lifts and places by comparing two reports. Pure: no I/O.
#include <array>
#include <optional>
#include <vector>

#include "core/types.h"

namespace twinboard::devices {

// Reading order: index 0 is a8, 7 is h8, 56 is a1, 63 is h1 (both makers' documented order).
constexpr Square square_of_reading_index(int i) { return make_square(i & 7, 7 - (i >> 3)); }
constexpr int reading_index_of(Square s) { return (7 - rank_of(s)) * 8 + file_of(s); }

// How a board stands on the table: as its maker documents (a8 at its first square), or
// turned half round (the cable on the other side), when a8 is where its h1 should be.
enum class Facing { AsDocumented, Turned };
constexpr Square as_seen(Square on_board, Facing f) {
  return f == Facing::AsDocumented ? on_board : Square(63 - index(on_board));
}

// The position in chess squares from 64 pieces in the board's reading order.
std::array<Piece, 64> from_reading_order(const std::array<Piece, 64>& read, Facing f);
// What a board standing `f` reads (pieces, chips), in its reading order, from what stands on
// each chess square: from_reading_order's inverse, for emulators and tests.
template <class T>
std::array<T, 64> in_reading_order(const std::array<T, 64>& by_square, Facing f) {
  std::array<T, 64> read{};
  for (int i = 0; i < 64; ++i) read[size_t(i)] = by_square[size_t(index(as_seen(square_of_reading_index(i), f)))];
  return read;
}

// How a board stands, when the position it reads is the start position either way;
// nothing for any other position (then the last known facing holds).
std::optional<Facing> facing_of_start(const std::array<Piece, 64>& read);

// Whether `seen` is `expected` turned half round (all but a few squares of it) far better than
// it is `expected` as it stands: a board read from the wrong corner. The table asks, knowing
// the game, when a board's facing could not be found from the start position.
bool reads_turned(const std::array<Piece, 64>& seen, const std::array<Piece, 64>& expected);

// The lifts and places that lead from `before` to `after`: every emptied square first (a
// lift), then every square that holds a new piece (a place), each in square order. A piece
// replaced in one report (a capture made in one sweep of the hand) is a place only, as a DGT
// board reports it.
struct SquareChange {
  Square square;
  Piece piece;  // None: the square was emptied
};
std::vector<SquareChange> changes_between(const std::array<Piece, 64>& before, const std::array<Piece, 64>& after);

}  // namespace twinboard::devices
