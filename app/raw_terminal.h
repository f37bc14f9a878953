#pragma once
// The terminal as a keyboard: keys arrive one by one without Enter and are not echoed;
// the kitty keyboard protocol is asked for so the Shift keys report alone. Output stays
// ordinary lines, which a screen reader reads as they come. Restores everything on exit.
#include <termios.h>

namespace twinboard::app {

class RawTerminal {
 public:
  explicit RawTerminal(int fd);  // does nothing if fd is no terminal
  ~RawTerminal();
  RawTerminal(const RawTerminal&) = delete;
  RawTerminal& operator=(const RawTerminal&) = delete;
  bool active() const { return active_; }

 private:
  int fd_;
  bool active_ = false;
  termios saved_{};
};

}  // namespace twinboard::app
