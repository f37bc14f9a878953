#include "runtime/line_sockets.h"

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace twinboard::runtime {

Result<std::unique_ptr<LineSockets>, std::string> LineSockets::open(const std::string& path, const std::string& what) {
  sockaddr_un address{};
  if (path.size() >= sizeof address.sun_path)
    return Failure{"the socket path " + path + " for " + what + " is too long for a Unix socket"};
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return Failure{"cannot make the socket for " + what + ": " + std::strerror(errno)};
  struct stat existing {};
  if (lstat(path.c_str(), &existing) == 0 && S_ISSOCK(existing.st_mode)) unlink(path.c_str());  // a dead table's
  // Owner and group may attach, nobody else (0660): the socket's permissions are the lock.
  const mode_t old_mask = umask(0117);
  const bool bound = bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
  umask(old_mask);
  if (!bound || listen(fd, 4) != 0) {
    const std::string why = std::strerror(errno);
    close(fd);
    return Failure{"cannot listen for " + what + " at " + path + ": " + why};
  }
  return std::unique_ptr<LineSockets>(new LineSockets(fd, path));
}

LineSockets::~LineSockets() {
  for (Connection& c : connections_) close(c.fd);
  close(listener_);
  unlink(path_.c_str());
}

void LineSockets::poll(const std::string& who, const std::function<void(Connection&)>& attached,
                       const std::function<void(Connection&, const std::string&)>& line,
                       const std::function<void(Connection&)>& too_long, const std::function<void(Connection&)>& gone) {
  while (true) {
    const int fd = accept4(listener_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) break;
    ucred peer{};
    socklen_t size = sizeof peer;
    Connection c{fd, who, {}};
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &size) == 0) c.who += " (uid " + std::to_string(peer.uid) + ")";
    connections_.push_back(std::move(c));
    attached(connections_.back());
  }
  for (std::size_t i = 0; i < connections_.size(); ++i) read_from(connections_[i], line, too_long, gone);
  std::erase_if(connections_, [](const Connection& c) { return c.fd < 0; });
}

void LineSockets::read_from(Connection& c, const std::function<void(Connection&, const std::string&)>& line,
                            const std::function<void(Connection&)>& too_long,
                            const std::function<void(Connection&)>& gone) {
  char buffer[1024];
  // At most 64 KiB a connection a pass: one that never stops sending (a paste, `yes t |`)
  // must not keep the table from its boards and its clock; the rest waits for the next pass.
  for (std::size_t taken = 0; c.fd >= 0 && taken < 64 * 1024;) {
    const ssize_t n = recv(c.fd, buffer, sizeof buffer, 0);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    if (n <= 0) {  // closed, perhaps in the middle of a line: that line never happened
      hang_up(c);
      if (gone) gone(c);
      return;
    }
    taken += std::size_t(n);
    c.partial.append(buffer, std::size_t(n));
    if (c.too_long) {
      const std::size_t end = c.partial.find('\n');
      c.partial.erase(0, end == std::string::npos ? std::string::npos : end + 1);
      c.too_long = end == std::string::npos;
    }
    for (std::size_t end; c.fd >= 0 && (end = c.partial.find('\n')) != std::string::npos;) {
      std::string text = c.partial.substr(0, end);
      c.partial.erase(0, end + 1);
      if (!text.empty() && text.back() == '\r') text.pop_back();
      line(c, text);
    }
    if (c.partial.size() > kMaxLine) {
      c.partial.clear();
      c.too_long = true;
      too_long(c);
    }
  }
}

bool LineSockets::send(Connection& c, const std::string& line) {
  if (c.fd < 0) return false;
  const std::string bytes = line + '\n';
  // A station that does not read is not waited for: the table must never stall on it.
  if (::send(c.fd, bytes.data(), bytes.size(), MSG_DONTWAIT | MSG_NOSIGNAL) != ssize_t(bytes.size())) {
    hang_up(c);
    return false;
  }
  return true;
}

void LineSockets::broadcast(const std::string& line) {
  for (Connection& c : connections_) send(c, line);
}

void LineSockets::hang_up(Connection& c) {
  if (c.fd >= 0) close(c.fd);
  c.fd = -1;
}

void LineSockets::add_fds(std::vector<int>& fds) const {
  fds.push_back(listener_);
  for (const Connection& c : connections_)
    if (c.fd >= 0) fds.push_back(c.fd);
}

}  // namespace twinboard::runtime
