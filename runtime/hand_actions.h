// What hands do on a board to carry out a move, as board-emulator actions ("lift e2",
// "place e4 P"): the demo and the benches play real games through emulated boards.
#pragma once

#include <string>
#include <vector>

#include "core/movegen.h"

namespace twinboard::runtime {

// Captured pieces off first, then each moving piece lifted and put down (the king first
// when castling); `identified`: the places name the piece (a DGT board).
std::vector<std::string> hand_actions(const Position& before, LegalMove move, bool identified);

}  // namespace twinboard::runtime
