#include "devices/whole_board.h"

#include "core/position.h"

namespace twinboard::devices {

std::array<Piece, 64> from_reading_order(const std::array<Piece, 64>& read, Facing f) {
  std::array<Piece, 64> board{};
  for (int i = 0; i < 64; ++i) board[size_t(index(as_seen(square_of_reading_index(i), f)))] = read[size_t(i)];
  return board;
}

std::optional<Facing> facing_of_start(const std::array<Piece, 64>& read) {
  const std::array<Piece, 64> start = Position::start().board();
  for (Facing f : {Facing::AsDocumented, Facing::Turned})
    if (from_reading_order(read, f) == start) return f;
  return std::nullopt;
}

bool reads_turned(const std::array<Piece, 64>& seen, const std::array<Piece, 64>& expected) {
  int as_it_stands = 0, turned = 0;
  for (std::size_t s = 0; s < 64; ++s) {
    as_it_stands += seen[s] == expected[s];
    turned += seen[63 - s] == expected[s];
  }
  // A board in step but for a move being made (or a few pieces off) still reads as turned;
  // one that is merely off reads better as it stands.
  return turned >= 60 && turned - as_it_stands >= 8;
}

std::vector<SquareChange> changes_between(const std::array<Piece, 64>& before, const std::array<Piece, 64>& after) {
  std::vector<SquareChange> changes;
  for (int s = 0; s < 64; ++s)
    if (before[size_t(s)] != after[size_t(s)] && !is_piece(after[size_t(s)]))
      changes.push_back({Square(s), Piece::None});
  for (int s = 0; s < 64; ++s)
    if (before[size_t(s)] != after[size_t(s)] && is_piece(after[size_t(s)]))
      changes.push_back({Square(s), after[size_t(s)]});
  return changes;
}

}  // namespace twinboard::devices
