// Who is at a table: the two boards, what they sense, how they talk, and the people who
// hear it. Each has one name, used in configurations, scenarios, journals and logs:
// `name(x)` gives it, `named(text, kAll...)` reads it back.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace twinboard {

enum class BoardId : std::uint8_t { Tactile = 0, Sighted = 1 };
inline constexpr std::array kBoardIds{BoardId::Tactile, BoardId::Sighted};
constexpr std::string_view name(BoardId b) { return b == BoardId::Tactile ? "tactile" : "sighted"; }
constexpr BoardId other(BoardId b) { return b == BoardId::Tactile ? BoardId::Sighted : BoardId::Tactile; }

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

// Who hears a message: the player at each board, and the arbiter.
enum class Listener : std::uint8_t { Tactile = 0, Sighted = 1, Arbiter = 2 };
inline constexpr std::array kListeners{Listener::Tactile, Listener::Sighted, Listener::Arbiter};
constexpr std::string_view name(Listener l) {
  switch (l) {
    case Listener::Tactile: return "tactile";
    case Listener::Sighted: return "sighted";
    case Listener::Arbiter: return "arbiter";
  }
  return {};
}
constexpr Listener listener_at(BoardId b) { return b == BoardId::Tactile ? Listener::Tactile : Listener::Sighted; }

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
