#include "signals.h"

#include <csignal>
#include <memory>

#include "runtime/wakeup.h"

namespace twinboard::app {

std::atomic<bool> interrupted{false};

namespace {
// Made before the handler is installed and never freed: the handler may run at any moment
// until the process ends.
runtime::Wakeup* signalled = nullptr;

void on_signal(int) {
  interrupted = true;
  // The signal may land on any thread: the main loop's poll() is woken through the eventfd
  // (Wakeup::signal is one write(), safe in a signal handler).
  if (signalled != nullptr) signalled->signal();
}
}  // namespace

void stop_on_signals() {
  if (signalled == nullptr) signalled = std::make_unique<runtime::Wakeup>().release();
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a waiting poll() returns at once
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

int interrupted_fd() { return signalled != nullptr ? signalled->fd() : -1; }

}  // namespace twinboard::app
