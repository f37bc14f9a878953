// The client's side of a station's Unix socket (`twinboard arbiter`, `twinboard player`).
#pragma once

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>

namespace twinboard::app {

// A connection to the socket at `path`; -1 with errno set when there is none.
inline int connect_to(const std::string& path) {
  sockaddr_un address{};
  if (path.size() >= sizeof address.sun_path) {
    errno = ENAMETOOLONG;
    return -1;
  }
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (fd >= 0 && connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
    const int error = errno;
    close(fd);
    errno = error;
    return -1;
  }
  return fd;
}

inline bool send_all(int fd, const std::string& bytes) {
  for (std::size_t sent = 0; sent < bytes.size();) {
    const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
    if (n <= 0) return false;
    sent += std::size_t(n);
  }
  return true;
}

// Says on stderr why `command` ("arbiter", "player") could not attach at `path` (errno as
// connect_to left it) and what to look at.
inline void say_cannot_attach(const std::string& command, const std::string& path) {
  const int error = errno;
  std::cerr << "twinboard " << command << ": cannot attach to " << path << ": " << std::strerror(error)
            << (error == EACCES ? " (the socket's owner and group may attach; ask the technician)"
                                : " (is a table running on that journal?)")
            << '\n';
}

}  // namespace twinboard::app
