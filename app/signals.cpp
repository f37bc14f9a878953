#include "signals.h"

#include <csignal>

namespace twinboard::app {

std::atomic<bool> interrupted{false};

namespace {
void on_signal(int) { interrupted = true; }
}  // namespace

void stop_on_signals() {
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a waiting poll() returns at once
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

}  // namespace twinboard::app
