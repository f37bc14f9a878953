#pragma once
// Who a peg board is, asked on its port with the tactile protocol's `ID?` (for `twinboard
// ports`: a USB id says "an Arduino Mega", the answer says "a peg board, this one").
#include <string>

#include "core/result.h"

namespace twinboard::devices {

// The board's `ID` answer as "maker model serial, protocol N". Asks again every half second
// until `timeout_ms` (an Arduino restarts when its port is opened; its boot loader waits
// about a second and a half before the firmware runs). Fails with why: no port, no answer.
Result<std::string, std::string> ask_identity(const std::string& path, int timeout_ms = 3000);

}  // namespace twinboard::devices
