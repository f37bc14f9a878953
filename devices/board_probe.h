#pragma once
// Who a board is, asked on its port (for `twinboard ports`): a peg board with the tactile
// protocol's `ID?` (a USB id says "an Arduino Mega", the answer says "a peg board, this
// one"), a ChessLink with its version command.
#include <string>

#include "core/result.h"
#include "devices/tactile_codec.h"

namespace twinboard::devices {

// The board's `ID` line as "maker model serial, protocol N". An Arduino restarts when its
// port is opened, and its bootloader stays while bytes arrive: the board's own greeting (its
// ID, once the firmware runs) is waited for; `ID?` is asked, every half second, only once the
// board has said something else or has been silent for tactile::greeting_wait_ms. Fails
// with why: no port, no answer within `timeout_ms`.
Result<std::string, std::string> ask_identity(const std::string& path, int timeout_ms = 6000);
// The same, as the board's ID line says it (its firmware's serial alone: `serial`).
Result<tactile::Identity, std::string> ask_board_identity(const std::string& path, int timeout_ms = 6000);

// A Millennium ChessLink's answer to its version command (`V`), as "Millennium ChessLink,
// firmware 1.3". Its USB module's ids are not documented in our sources, so `twinboard
// ports --ask` recognises the board by its answer, as python-mchess does.
Result<std::string, std::string> ask_chesslink(const std::string& path, int timeout_ms = 1500);

}  // namespace twinboard::devices
