#include "signals.h"

#include <sys/eventfd.h>
#include <unistd.h>

#include <csignal>
#include <cstdint>

namespace twinboard::app {

std::atomic<bool> interrupted{false};

namespace {
int signalled_fd = -1;

void on_signal(int) {
  interrupted = true;
  // The signal may land on any thread: the main loop's poll() is woken through the eventfd
  // (write() is safe in a signal handler).
  const std::uint64_t one = 1;
  if (signalled_fd >= 0) (void)!::write(signalled_fd, &one, sizeof one);
}
}  // namespace

void stop_on_signals() {
  if (signalled_fd < 0) signalled_fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a waiting poll() returns at once
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

int interrupted_fd() { return signalled_fd; }

}  // namespace twinboard::app
