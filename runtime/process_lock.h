// One process at a time on a resource (a journal, a board's port): an advisory lock on a
// lock file that holds the process id, so a second process is refused with the name of the
// first. The kernel drops the lock when its process ends, however it ends: a crash leaves
// no stale lock.
#pragma once

#include <string>

#include "core/result.h"

namespace twinboard::runtime {

class ProcessLock {
 public:
  // Takes the lock on `lock_path` (created if missing); the failure says who holds it.
  static Result<ProcessLock, std::string> take(const std::string& lock_path);
  // The lock file for a device: its real path's name under /run/lock (or the temporary
  // folder where /run/lock cannot be written), so every name of one device shares it.
  static std::string for_device(const std::string& device);

  ProcessLock(ProcessLock&& other) noexcept : fd_(other.fd_) { other.fd_ = -1; }
  ProcessLock& operator=(ProcessLock&& other) noexcept;
  ProcessLock(const ProcessLock&) = delete;
  ProcessLock& operator=(const ProcessLock&) = delete;
  ~ProcessLock();

 private:
  explicit ProcessLock(int fd) : fd_(fd) {}
  int fd_ = -1;
};

}  // namespace twinboard::runtime
