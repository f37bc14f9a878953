// How urgent a message is: for the table's effects and for the speech queue alike.
#pragma once

#include <cstdint>

namespace twinboard {

// Higher is more urgent. A flag fall or a refused move beats a move announcement,
// which beats a clock read-out, which beats everything else.
enum class Priority : std::uint8_t { Info, Clock, Move, Alert };

}  // namespace twinboard
