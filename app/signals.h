#pragma once
// SIGINT and SIGTERM end a long-running command cleanly (terminal restored, boards
// released) instead of killing it.
#include <atomic>

namespace twinboard::app {

extern std::atomic<bool> interrupted;
void stop_on_signals();

}  // namespace twinboard::app
