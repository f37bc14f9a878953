#include "runtime/arbiter_station.h"

#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "core/phrasebook.h"
#include "core/text_fold.h"

namespace twinboard::runtime {

Result<std::unique_ptr<ArbiterStations>, std::string> ArbiterStations::open(const std::string& path) {
  sockaddr_un address{};
  if (path.size() >= sizeof address.sun_path)
    return Failure{"the arbiter's socket path " + path + " is too long for a Unix socket"};
  address.sun_family = AF_UNIX;
  std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
  const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return Failure{std::string("cannot make the arbiter's socket: ") + std::strerror(errno)};
  struct stat existing {};
  if (lstat(path.c_str(), &existing) == 0 && S_ISSOCK(existing.st_mode)) unlink(path.c_str());  // a dead table's
  // Owner and group may attach, nobody else (0660): the socket's permissions are the lock.
  const mode_t old_mask = umask(0117);
  const bool bound = bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
  umask(old_mask);
  if (!bound || listen(fd, 4) != 0) {
    const std::string why = std::strerror(errno);
    close(fd);
    return Failure{"cannot listen for the arbiter at " + path + ": " + why};
  }
  return std::unique_ptr<ArbiterStations>(new ArbiterStations(fd, path));
}

ArbiterStations::~ArbiterStations() {
  for (Station& s : stations_) close(s.fd);
  close(listener_);
  unlink(path_.c_str());
}

void ArbiterStations::poll(const OrderHandler& order, const AdjournHandler& adjourn, Language language) {
  while (true) {
    const int fd = accept4(listener_, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
    if (fd < 0) break;
    ucred peer{};
    socklen_t size = sizeof peer;
    Station s{fd, "arbiter station", {}};
    if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &peer, &size) == 0) s.who += " (uid " + std::to_string(peer.uid) + ")";
    stations_.push_back(std::move(s));
    send(stations_.back(), std::string(phrasebook(language).arbiter.station_attached));
  }
  for (std::size_t i = 0; i < stations_.size(); ++i) read_from(stations_[i], order, adjourn, language);
  // Stations that went away (or could not keep up) are closed; what they half sent is dropped.
  std::erase_if(stations_, [](const Station& s) { return s.fd < 0; });
}

void ArbiterStations::read_from(Station& s, const OrderHandler& order, const AdjournHandler& adjourn,
                                Language language) {
  char buffer[1024];
  while (s.fd >= 0) {
    const ssize_t n = recv(s.fd, buffer, sizeof buffer, 0);
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    if (n <= 0) {  // closed, perhaps in the middle of a line: that line never happened
      close(s.fd);
      s.fd = -1;
      return;
    }
    s.partial.append(buffer, std::size_t(n));
    if (s.too_long) {
      const std::size_t end = s.partial.find('\n');
      s.partial.erase(0, end == std::string::npos ? std::string::npos : end + 1);
      s.too_long = end == std::string::npos;
    }
    for (std::size_t end; s.fd >= 0 && (end = s.partial.find('\n')) != std::string::npos;) {
      std::string text = s.partial.substr(0, end);
      s.partial.erase(0, end + 1);
      if (!text.empty() && text.back() == '\r') text.pop_back();
      line(s, text, order, adjourn, language);
    }
    if (s.partial.size() > kMaxLine) {
      s.partial.clear();
      s.too_long = true;
      send(s, "error: " + fill_in(phrasebook(language).arbiter.line_too_long, {{"bytes", std::to_string(kMaxLine)}}));
    }
  }
}

std::vector<std::string> answer_arbiter_line(const std::string& text, const std::string& who,
                                             const ArbiterStations::OrderHandler& order,
                                             const ArbiterStations::AdjournHandler& adjourn, Language language) {
  if (trim(text).empty()) return {};
  // `adjourn`, or `adjourn FILE`: the file's name as typed (its case kept).
  const std::string line(trim(text));
  const std::size_t space = line.find_first_of(" \t");
  if (fold(line.substr(0, space)) == "adjourn") {
    const std::string copy_to = space == std::string::npos ? "" : std::string(trim(line.substr(space)));
    if (const auto refused = adjourn(who, copy_to)) return {"error: " + *refused};
    return {"ok: adjourn"};
  }
  if (fold(trim(text)) == "help") {
    std::vector<std::string> lines;
    const std::string help = arbiter_help(language);
    for (std::size_t at = 0, end; (end = help.find('\n', at)) != std::string_view::npos; at = end + 1)
      lines.emplace_back(help.substr(at, end - at));
    lines.emplace_back("ok: help");
    return lines;
  }
  auto parsed = parse_arbiter_order(text, language);
  if (!parsed) return {"error: " + parsed.error()};
  // What the table logs about it reaches every station first, then the answer.
  if (const auto refused = order(*parsed, who)) return {"error: " + *refused};
  return {"ok: " + arbiter_line(*parsed)};
}

void ArbiterStations::line(Station& s, const std::string& text, const OrderHandler& order,
                           const AdjournHandler& adjourn, Language language) {
  for (const std::string& answer : answer_arbiter_line(text, s.who, order, adjourn, language)) send(s, answer);
}

bool ArbiterStations::send(Station& s, const std::string& line) {
  if (s.fd < 0) return false;
  const std::string bytes = line + '\n';
  // A station that does not read is not waited for: the table must never stall on it.
  if (::send(s.fd, bytes.data(), bytes.size(), MSG_DONTWAIT | MSG_NOSIGNAL) != ssize_t(bytes.size())) {
    close(s.fd);
    s.fd = -1;
    return false;
  }
  return true;
}

void ArbiterStations::broadcast(const std::string& line) {
  for (Station& s : stations_) send(s, line);
}

}  // namespace twinboard::runtime
