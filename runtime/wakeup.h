// A wake-up call between threads: an eventfd that a loop waits on in poll() beside its
// other file descriptors, and that any thread signals when it has put something in a queue
// for the loop. The loop then reacts at once instead of at its next timer tick (issue 24).
#pragma once

#include <sys/eventfd.h>
#include <unistd.h>

#include <cstdint>
#include <stdexcept>

namespace twinboard::runtime {

class Wakeup {
 public:
  Wakeup() : fd_(eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) {
    if (fd_ < 0) throw std::runtime_error("eventfd: cannot make a wake-up call");
  }
  ~Wakeup() { close(fd_); }
  Wakeup(const Wakeup&) = delete;
  Wakeup& operator=(const Wakeup&) = delete;

  int fd() const { return fd_; }
  // From any thread; never blocks (a counter that is already set stays set).
  void signal() const {
    const uint64_t one = 1;
    (void)!::write(fd_, &one, sizeof one);
  }
  // After the wait: the calls so far are answered.
  void drain() const {
    uint64_t count;
    (void)!::read(fd_, &count, sizeof count);
  }

 private:
  int fd_;
};

}  // namespace twinboard::runtime
