// Who is at a table: the two boards and the people who hear it.
#pragma once

#include <cstdint>
#include <string_view>

namespace twinboard {

enum class BoardId : std::uint8_t { Tactile = 0, Sighted = 1 };
constexpr std::string_view name(BoardId b) { return b == BoardId::Tactile ? "tactile" : "sighted"; }
constexpr BoardId other(BoardId b) { return b == BoardId::Tactile ? BoardId::Sighted : BoardId::Tactile; }

// What a board can sense (F1).
enum class BoardKind : std::uint8_t {
  Occupancy,   // a peg board: which squares are filled
  Identified,  // a DGT board: which piece stands where
  Manual,      // no sensors: moves come as announcements
};

// Who hears a message: the player at each board, and the arbiter.
enum class Listener : std::uint8_t { Tactile = 0, Sighted = 1, Arbiter = 2 };
constexpr std::string_view name(Listener l) {
  return l == Listener::Tactile ? "tactile" : l == Listener::Sighted ? "sighted" : "arbiter";
}
constexpr Listener listener_at(BoardId b) { return b == BoardId::Tactile ? Listener::Tactile : Listener::Sighted; }

}  // namespace twinboard
