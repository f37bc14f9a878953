#include "runtime/process_lock.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace twinboard::runtime {

Result<ProcessLock, std::string> ProcessLock::take(const std::string& lock_path) {
  const int fd = ::open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return Failure{"cannot create " + lock_path + ": " + std::strerror(errno)};
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    char holder[32] = {};
    const ssize_t n = ::pread(fd, holder, sizeof holder - 1, 0);
    ::close(fd);
    return Failure{"it is in use by another twinboard table (process " +
                   (n > 0 ? std::string(holder, std::size_t(n)) : "?") + ")"};
  }
  const std::string pid = std::to_string(::getpid());
  if (::ftruncate(fd, 0) != 0 || ::pwrite(fd, pid.data(), pid.size(), 0) < 0) {
    // The lock holds all the same; only the name of its holder is missing.
  }
  return ProcessLock(fd);
}

std::string ProcessLock::for_device(const std::string& device) {
  std::error_code error;
  std::string name = std::filesystem::weakly_canonical(device, error).string();
  if (error) name = device;
  for (char& c : name)
    if (c == '/') c = '_';
  const std::string folder =
      ::access("/run/lock", W_OK) == 0 ? "/run/lock" : std::filesystem::temp_directory_path().string();
  return folder + "/twinboard" + name + ".lock";
}

ProcessLock& ProcessLock::operator=(ProcessLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = other.fd_;
    other.fd_ = -1;
  }
  return *this;
}

ProcessLock::~ProcessLock() {
  if (fd_ >= 0) ::close(fd_);
}

}  // namespace twinboard::runtime
