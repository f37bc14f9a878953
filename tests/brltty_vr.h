#pragma once
// A real BRLTTY with its Virtual braille driver and a scripted display (the reference's
// braille.md §5.6): BRLTTY serves the display on a TCP port, this plays the display's
// side (says how many cells it has, reads the dots BRLTTY shows, presses its keys), and
// BrlAPI listens on its own port, so each test has a BRLTTY of its own.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <thread>

namespace twinboard::test {

inline bool port_is_free(int port) {
  const int s = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(std::uint16_t(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool ok = bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0;
  close(s);
  return ok;
}

// A TCP port nobody uses, different per process (tests run side by side) and per call: two
// BRLTTYs started one after the other would otherwise both be given the port the first has
// not bound yet, and the second display would be the first's.
inline int free_port(int low, int high) {
  static std::set<int> given;
  for (int i = 0; i < high - low; ++i) {
    const int port = low + (int(getpid()) * 37 + i * 101) % (high - low);
    if (!given.count(port) && port_is_free(port)) {
      given.insert(port);
      return port;
    }
  }
  return -1;
}

class BrlttyVr {
 public:
  BrlttyVr() {
    dir_ = std::filesystem::temp_directory_path() /
           ("twinboard-brltty-" + std::to_string(getpid()) + "-" + std::to_string(counter()++));
    std::filesystem::create_directories(dir_);
    display_port_ = free_port(36000, 44000);
    api_number_ = free_port(4101 + 500, 4101 + 9000) - 4101;
    start();
  }
  ~BrlttyVr() {
    disconnect();
    stop();
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  // What BrlAPI clients connect to ("127.0.0.1:N" = TCP 4101+N), with auth "none".
  std::string host() const { return "127.0.0.1:" + std::to_string(api_number_); }

  // The display comes: connects, says its size, waits for BRLTTY's first picture.
  bool connect_display(int cells = 40) {
    for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
      const int s = socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in a{};
      a.sin_family = AF_INET;
      a.sin_port = htons(std::uint16_t(display_port_));
      a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      if (::connect(s, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0) fd_ = s;
      else {
        close(s);
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      }
    }
    if (fd_ < 0) return false;
    send("cells " + std::to_string(cells));
    return !wait_for_braille([](const std::string&) { return true; }, 5000).empty();
  }
  void disconnect() {
    if (fd_ >= 0) close(fd_);
    fd_ = -1;
    buffer_.clear();
  }

  // BRLTTY ends and starts again on the same ports (an update, a crash, a service restart).
  void restart() {
    disconnect();
    stop();
    start();
  }

  // A key of the display: "Route 3", "PassDots 17", "LnDn", "FWinRt"; "quit" restarts the driver.
  void send(const std::string& line) {
    press(line);
    // The driver takes one command per read: lines in one packet would be lost.
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  // The same key, at once: the moment its line went to BRLTTY. The caller waits for its
  // effect before the next key.
  std::chrono::steady_clock::time_point press(const std::string& line) {
    const std::string text = line + "\n";
    [[maybe_unused]] auto n = ::write(fd_, text.data(), text.size());
    return std::chrono::steady_clock::now();
  }

  // The latest 'Braille "..."' line ("2| |15|256|...": cells by '|', digits the raised
  // dots) that satisfies `wanted`, or "" when none comes in time.
  template <class Wanted>
  std::string wait_for_braille(Wanted wanted, int timeout_ms = 3000) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (std::chrono::steady_clock::now() < until) {
      if (auto found = next_picture(wanted)) return *found;
      pollfd p{fd_, POLLIN, 0};
      if (poll(&p, 1, 50) > 0 && !read_some()) return "";
    }
    return "";
  }
  // Waits until what the display shows now (its latest picture) starts with `cells`.
  bool shows(const std::string& cells, int timeout_ms = 3000) {
    auto now_shows = [&] { return last_.rfind(cells, 0) == 0; };
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    do {
      wait_for_braille([](const std::string&) { return false; }, 20);  // takes in every picture sent so far
      if (now_shows()) return true;
    } while (std::chrono::steady_clock::now() < until);
    return false;
  }
  const std::string& last() const { return last_; }
  // Takes in every picture BRLTTY has sent so far without waiting: a display that is never
  // read fills its socket, and BRLTTY then stops reading its keys too.
  void take_pictures() {
    for (pollfd p{fd_, POLLIN, 0}; poll(&p, 1, 0) > 0 && read_some();) {}
    next_picture([](const std::string&) { return false; });
  }

 private:
  // The first picture in what has come that satisfies `wanted` (every one before it is read
  // and becomes last()).
  template <class Wanted>
  std::optional<std::string> next_picture(Wanted wanted) {
    for (std::size_t nl; (nl = buffer_.find('\n')) != std::string::npos;) {
      std::string line = buffer_.substr(0, nl);
      buffer_.erase(0, nl + 1);
      if (line.rfind("Braille \"", 0) == 0 && line.size() > 10) {
        last_ = line.substr(9, line.size() - 10);
        if (wanted(last_)) return last_;
      }
    }
    return std::nullopt;
  }
  bool read_some() {
    char chunk[4096];
    const ssize_t n = ::read(fd_, chunk, sizeof chunk);
    if (n <= 0) return false;
    buffer_.append(chunk, std::size_t(n));
    return true;
  }
  static int& counter() {
    static int n = 0;
    return n;
  }
  void start() {
    pid_ = fork();
    if (pid_ == 0) {
      const std::string d = dir_.string();
      const std::string device = "server:127.0.0.1:" + std::to_string(display_port_);
      const std::string api = "auth=none,host=127.0.0.1:" + std::to_string(api_number_);
      const std::string log = d + "/log";
      freopen(log.c_str(), "w", stderr);
      execlp("brltty", "brltty", "-n", "-e", "-q", "-Z", "-f", "/dev/null", "-F", (d + "/prefs").c_str(), "-W",
             d.c_str(), "-U", d.c_str(), "-P", (d + "/pid").c_str(), "-b", "vr", "-d", device.c_str(), "-x", "no", "-s",
             "no", "-A", api.c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
  }
  // The Virtual driver does not end on SIGTERM while it waits for its display.
  void stop() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }

  std::filesystem::path dir_;
  int display_port_ = -1;
  int api_number_ = -1;
  pid_t pid_ = -1;
  int fd_ = -1;
  std::string buffer_;
  std::string last_;
};

}  // namespace twinboard::test
