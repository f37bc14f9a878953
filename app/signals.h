#pragma once
// SIGINT and SIGTERM end a long-running command cleanly (terminal restored, boards
// released) instead of killing it.
#include <atomic>

namespace twinboard::app {

extern std::atomic<bool> interrupted;
void stop_on_signals();
// Readable once a signal has come (for a loop's poll()); -1 before stop_on_signals().
int interrupted_fd();

}  // namespace twinboard::app
