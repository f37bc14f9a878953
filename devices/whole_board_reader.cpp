#include "devices/whole_board_reader.h"

#include "core/board_view.h"

namespace twinboard::devices {

bool WholeBoardReader::report(const std::array<Piece, 64>& read, int64_t now, const EventSink& emit) {
  // Filled squares look the same either way round: only pieces tell the facing.
  const std::optional<Facing> facing = identifies_pieces_ ? facing_of_start(read) : std::nullopt;
  const bool turned_round = facing && *facing != facing_;
  if (facing) facing_ = *facing;
  const std::array<Piece, 64> board = from_reading_order(read, facing_);
  if (!pictured_ || turned_round) {
    pictured_ = true;
    board_ = board;
    emit(BoardEvent{
        now, sensed::Snapshot{occupancy_of(board_),
                              identifies_pieces_ ? std::optional<std::array<Piece, 64>>(board_) : std::nullopt}});
    return turned_round;
  }
  for (const SquareChange& change : changes_between(board_, board)) {
    if (!is_piece(change.piece)) emit(BoardEvent{now, sensed::Lift{change.square}});
    else if (identifies_pieces_) emit(BoardEvent{now, sensed::Place{change.square, change.piece}});
    else emit(BoardEvent{now, sensed::Place{change.square, std::nullopt}});
  }
  board_ = board;
  return false;
}

void WholeBoardReader::turn_round() {
  facing_ = facing_ == Facing::AsDocumented ? Facing::Turned : Facing::AsDocumented;
  pictured_ = false;
}

}  // namespace twinboard::devices
