#pragma once
// What a driver for a board that reports whole positions (ChessLink, Certabo) keeps between
// two reports: which way the board stands, the picture last passed on, and the step its
// lights show. Each report becomes the whole picture when one is due (the first on a
// connection, after the board was turned round) or else the lifts and places since the
// last one; the facing is found again whenever a report shows the start position.
#include <array>
#include <optional>

#include "devices/board_link.h"
#include "devices/whole_board.h"

namespace twinboard::devices {

class WholeBoardReader {
 public:
  // `identifies_pieces`: false for a board read for filled squares only (its places carry
  // no piece, its pictures no pieces).
  explicit WholeBoardReader(bool identifies_pieces = true) : identifies_pieces_(identifies_pieces) {}

  // A report in the board's reading order. Returns whether the board was found turned round
  // by it (what its lights show must then be sent again).
  bool report(const std::array<Piece, 64>& read, int64_t now, const EventSink& emit);
  // The next report is passed on whole (a new connection).
  void picture_due() { pictured_ = false; }
  bool pictured() const { return pictured_; }
  // Read the board the other way round from now on (TurnableBoard); the next picture whole.
  void turn_round();
  void face(Facing facing) { facing_ = facing; }
  Facing facing() const { return facing_; }
  // The board's own square under a chess square.
  Square on_board(Square chess) const { return as_seen(chess, facing_); }

 private:
  bool identifies_pieces_;
  bool pictured_ = false;
  Facing facing_ = Facing::AsDocumented;
  std::array<Piece, 64> board_{};  // in chess squares, as last passed on
};

// The step a board's lights show (SquareLights) and whether the board has yet to be told.
struct StepLights {
  Square from = kNoSquare, to = kNoSquare;
  bool unsent = false;
  void set(Square new_from, Square new_to) {
    if (new_from == from && new_to == to) return;
    from = new_from;
    to = new_to;
    unsent = true;
  }
  bool any() const { return from != kNoSquare || to != kNoSquare; }
  // The board lost what it showed (a power-up) or shows it on the wrong squares (turned).
  void send_again() { unsent = any(); }
};

}  // namespace twinboard::devices
