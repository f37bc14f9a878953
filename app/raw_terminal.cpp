#include "raw_terminal.h"

#include <unistd.h>

#include "devices/terminal_keys.h"

namespace twinboard::app {

RawTerminal::RawTerminal(int fd) : fd_(fd) {
  if (!isatty(fd_) || tcgetattr(fd_, &saved_) != 0) return;
  termios raw = saved_;
  // No line editing, no echo, Ctrl-C as a key (the program quits cleanly on it), no
  // flow control; output processing stays on, so lines end as usual.
  raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN);
  raw.c_iflag &= ~tcflag_t(IXON | ICRNL);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  if (tcsetattr(fd_, TCSANOW, &raw) != 0) return;
  active_ = true;
  if (isatty(STDOUT_FILENO)) {
    [[maybe_unused]] auto written =
        write(STDOUT_FILENO, devices::kReportAllKeys.data(), devices::kReportAllKeys.size());
  }
}

RawTerminal::~RawTerminal() {
  if (!active_) return;
  if (isatty(STDOUT_FILENO)) {
    [[maybe_unused]] auto written = write(STDOUT_FILENO, devices::kRestoreKeys.data(), devices::kRestoreKeys.size());
  }
  tcsetattr(fd_, TCSANOW, &saved_);
}

}  // namespace twinboard::app
