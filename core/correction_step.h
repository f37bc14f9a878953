// One step that brings a physical board to a target position.
#pragma once

#include "types.h"

namespace twinboard {

// Move a piece, take one away, or put one on.
struct CorrectionStep {
  enum class Kind { Move, Remove, Put } kind;
  Piece piece;
  Square from = kNoSquare;
  Square to = kNoSquare;
  bool operator==(const CorrectionStep&) const = default;
};

}  // namespace twinboard
