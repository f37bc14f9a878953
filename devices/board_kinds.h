#pragma once
// Every board protocol twinboard speaks, made in one place: the table, `watch`, `emulate`,
// `clock` and `table --check` all ask here, so a new e-board is one enum value
// (core/roles.h), its own files and one case in each switch below; the compiler finds a
// missing case (-Wswitch, errors in this project's build).
#include <array>
#include <memory>
#include <string>

#include "core/roles.h"
#include "core/types.h"
#include "devices/board_emulator.h"
#include "devices/board_link.h"

namespace twinboard::devices {

// The protocol that talks to a board of that kind on its cable; none for a manual board
// (it has no cable: its moves are announced).
std::unique_ptr<BoardProtocol> make_protocol(BoardProtocolId protocol);

// An emulated board of that kind on a pseudo-terminal at `link_path`, standing in `start`;
// none for a manual board. Throws std::runtime_error when the pseudo-terminal cannot be made.
std::unique_ptr<BoardEmulator> make_emulator(BoardProtocolId protocol, const std::string& link_path,
                                             const std::array<Piece, 64>& start);

}  // namespace twinboard::devices
