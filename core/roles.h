// Who is at a table: two seats, White and Black, each a player with what he needs and his own
// board (what it senses, how it talks), and the people who hear the table. A board is named
// by its seat's colour: "White's board". Each value has one name, used in configurations,
// scenarios, journals and logs: `name(x)` gives it, `named(text, kAll...)` reads it back.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "types.h"

namespace twinboard {

// What a board can sense (F1).
enum class BoardKind : std::uint8_t {
  Occupancy,   // a peg board: which squares are filled
  Identified,  // a DGT board: which piece stands where
  Manual,      // no sensors: moves come as announcements
};
inline constexpr std::array kBoardKinds{BoardKind::Occupancy, BoardKind::Identified, BoardKind::Manual};
constexpr std::string_view name(BoardKind k) {
  switch (k) {
    case BoardKind::Occupancy: return "occupancy";
    case BoardKind::Identified: return "identified";
    case BoardKind::Manual: return "manual";
  }
  return {};
}

// How a board talks to twinboard over its cable (docs/tactile-protocol.md, DGT's,
// Millennium's ChessLink, Certabo's with pieces read or filled squares only), or "manual":
// no cable, its moves are announced.
enum class BoardProtocolId : std::uint8_t { Tactile, Dgt, ChessLink, Certabo, CertaboOccupancy, Manual };
inline constexpr std::array kBoardProtocols{BoardProtocolId::Tactile,          BoardProtocolId::Dgt,
                                            BoardProtocolId::ChessLink,        BoardProtocolId::Certabo,
                                            BoardProtocolId::CertaboOccupancy, BoardProtocolId::Manual};
constexpr std::string_view name(BoardProtocolId p) {
  switch (p) {
    case BoardProtocolId::Tactile: return "tactile";
    case BoardProtocolId::Dgt: return "dgt";
    case BoardProtocolId::ChessLink: return "chesslink";
    case BoardProtocolId::Certabo: return "certabo";
    case BoardProtocolId::CertaboOccupancy: return "certabo-occupancy";
    case BoardProtocolId::Manual: return "manual";
  }
  return {};
}
// What a board of that protocol senses.
constexpr BoardKind kind_of(BoardProtocolId p) {
  switch (p) {
    case BoardProtocolId::Tactile: return BoardKind::Occupancy;
    case BoardProtocolId::Dgt:
    case BoardProtocolId::ChessLink:
    case BoardProtocolId::Certabo: return BoardKind::Identified;
    case BoardProtocolId::CertaboOccupancy: return BoardKind::Occupancy;
    case BoardProtocolId::Manual: return BoardKind::Manual;
  }
  return BoardKind::Manual;
}

// What a seat's player needs (Appendix D): a visually impaired player announces his moves,
// plays on a tactile board and hears everything (F2); a low-vision player sees his board
// and reads large print; a sighted player plays as the Laws' other articles say.
enum class Needs : std::uint8_t { Vi, LowVision, Sighted };
inline constexpr std::array kNeeds{Needs::Vi, Needs::LowVision, Needs::Sighted};
constexpr std::string_view name(Needs n) {
  switch (n) {
    case Needs::Vi: return "vi";
    case Needs::LowVision: return "low-vision";
    case Needs::Sighted: return "sighted";
  }
  return {};
}

inline constexpr std::array kColors{Color::White, Color::Black};
// A board named for the log and the arbiter's English: "White's board".
constexpr std::string_view board_name(Color c) { return c == Color::White ? "White's board" : "Black's board"; }
// A player named so: "White", "Black".
constexpr std::string_view player_name(Color c) { return c == Color::White ? "White" : "Black"; }

// One value per seat, indexed by the seat's colour: the one mapping from colour to a seat's
// things (his board, his sheet, his clock warnings, his devices), with no casts at the callers.
template <class T>
struct ByColour {
  std::array<T, 2> each{};
  T& operator[](Color c) { return each[std::size_t(c)]; }
  const T& operator[](Color c) const { return each[std::size_t(c)]; }
  auto begin() { return each.begin(); }
  auto end() { return each.end(); }
  auto begin() const { return each.begin(); }
  auto end() const { return each.end(); }
  bool operator==(const ByColour&) const = default;
};

// Who hears a message: the player of each seat, and the arbiter.
enum class Listener : std::uint8_t { White = 0, Black = 1, Arbiter = 2 };
inline constexpr std::array kListeners{Listener::White, Listener::Black, Listener::Arbiter};
constexpr std::string_view name(Listener l) {
  switch (l) {
    case Listener::White: return "white";
    case Listener::Black: return "black";
    case Listener::Arbiter: return "arbiter";
  }
  return {};
}
constexpr Listener listener_of(Color c) { return c == Color::White ? Listener::White : Listener::Black; }
// The seat a listener sits at; the arbiter sits at none.
constexpr std::optional<Color> seat_of(Listener l) {
  if (l == Listener::Arbiter) return std::nullopt;
  return l == Listener::White ? Color::White : Color::Black;
}

// What files written before seats named a table's two boards and their players by: the VI
// player's ("tactile") and his sighted opponent's ("sighted"). They are read still, at a table
// with exactly one VI player (TableSetup::only_vi), and written no more.
inline constexpr std::string_view kLegacyViPlayer = "tactile";
inline constexpr std::string_view kLegacySightedPlayer = "sighted";

// The value of `all` whose name is `text`, if any: named("dgt", kBoardProtocols).
template <class E, std::size_t N>
constexpr std::optional<E> named(std::string_view text, const std::array<E, N>& all) {
  for (E e : all)
    if (name(e) == text) return e;
  return std::nullopt;
}

// The names of `all`, joined: "tactile, dgt, manual" (for messages that list the choices).
template <class E, std::size_t N>
std::string names_of(const std::array<E, N>& all, std::string_view separator = ", ") {
  std::string out;
  for (E e : all) out += (out.empty() ? "" : std::string(separator)) + std::string(name(e));
  return out;
}

}  // namespace twinboard
