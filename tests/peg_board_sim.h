#pragma once
// The open-hardware peg board's firmware in simavr (firmware/sim/peg_board_sim.cpp), as a
// test starts it: its physical actions go to the harness's standard input, its reports
// (buzzer, vibration) come from its standard output, and its serial port is a
// pseudo-terminal at a stable path. And a host's end of that port, for the byte-level tests.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "devices/tactile_codec.h"

namespace twinboard::test {

class PegBoardSim {
 public:
  // `link`: the path the port is reached by; `empty`: no pegs at power-up.
  explicit PegBoardSim(std::string link, bool empty = false) : link_(std::move(link)) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], STDIN_FILENO);
      dup2(out[1], STDOUT_FILENO);
      close(in[1]);
      close(out[0]);
      std::vector<const char*> argv{PEG_BOARD_SIM, PEG_BOARD_ELF, "--link", link_.c_str()};
      if (empty) argv.push_back("--empty");
      argv.push_back(nullptr);
      execv(argv[0], const_cast<char* const*>(argv.data()));
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
    ready_ = wait_report("port: ", 10000);
  }
  ~PegBoardSim() {
    if (to_ >= 0) close(to_);  // the end of the script: the harness ends
    if (pid_ > 0) {
      for (int i = 0; i < 100 && waitpid(pid_, nullptr, WNOHANG) == 0; ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (from_ >= 0) close(from_);
  }
  bool ready() const { return ready_; }
  const std::string& path() const { return link_; }

  // Physical actions, one a line; several in one call happen in the same instant.
  void act(const std::string& lines) {
    const std::string text = lines + "\n";
    [[maybe_unused]] auto n = write(to_, text.data(), text.size());
  }
  // Waits until the harness has reported `text` `times` times.
  bool wait_report(const std::string& text, int timeout_ms, int times = 1) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (count(text) < times) {
      if (std::chrono::steady_clock::now() >= until) return false;
      pollfd fd{from_, POLLIN, 0};
      if (poll(&fd, 1, 20) > 0) {
        char buffer[1024];
        const ssize_t n = read(from_, buffer, sizeof buffer);
        if (n <= 0) return count(text) >= times;
        reports_.append(buffer, size_t(n));
      }
    }
    return true;
  }
  int count(const std::string& text) const {
    int n = 0;
    for (auto at = reports_.find(text); at != std::string::npos; at = reports_.find(text, at + 1)) ++n;
    return n;
  }
  const std::string& reports() const { return reports_; }

 private:
  std::string link_;
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool ready_ = false;
  std::string reports_;
};

// The host's end of the board's port: raw bytes in and out, each line kept with the time it
// came and what twinboard's own codec makes of it.
class HostEnd {
 public:
  struct Received {
    std::chrono::steady_clock::time_point at;
    std::string raw;                                                                          // without its LF
    std::optional<std::variant<devices::tactile::Line, devices::tactile::DamagedLine>> read;  // the codec's
  };

  explicit HostEnd(const std::string& path) {
    fd_ = open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK);
    termios t{};
    if (fd_ >= 0 && tcgetattr(fd_, &t) == 0) {
      cfmakeraw(&t);
      tcsetattr(fd_, TCSANOW, &t);  // TCSANOW: what the board already sent stays to be read
    }
  }
  ~HostEnd() {
    if (fd_ >= 0) close(fd_);
  }
  bool open_ok() const { return fd_ >= 0; }

  void send_raw(const std::string& bytes) { [[maybe_unused]] auto n = write(fd_, bytes.data(), bytes.size()); }
  void send(const std::string& body) { send_raw(devices::tactile::encode_line(seq_++, body)); }

  // Reads for up to `ms` milliseconds, or until `until` holds for the lines so far.
  template <typename Done>
  bool read_until(int ms, Done until) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
    while (!until(lines_)) {
      const auto left =
          std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now()).count();
      if (left <= 0) return false;
      pollfd p{fd_, POLLIN, 0};
      if (poll(&p, 1, int(std::min<long>(left, 20))) <= 0) continue;
      char buffer[1024];
      const ssize_t n = read(fd_, buffer, sizeof buffer);
      if (n <= 0) continue;
      const auto now = std::chrono::steady_clock::now();
      for (ssize_t i = 0; i < n; ++i) {
        if (buffer[i] != '\n') {
          partial_ += buffer[i];
          continue;
        }
        devices::tactile::LineReader reader;
        reader.feed(partial_ + "\n");
        lines_.push_back({now, partial_, reader.next()});
        partial_.clear();
      }
    }
    return true;
  }
  void read_for(int ms) {
    read_until(ms, [](const std::vector<Received>&) { return false; });
  }
  // Reads until a line whose body begins with `start` has come after the first `after`
  // lines; its index, or -1.
  int wait_body(const std::string& start, int ms, size_t after = 0) {
    int found = -1;
    read_until(ms, [&](const std::vector<Received>& lines) {
      for (size_t i = after; i < lines.size(); ++i)
        if (body(lines[i]).rfind(start, 0) == 0) {
          found = int(i);
          return true;
        }
      return false;
    });
    return found;
  }
  static std::string body(const Received& r) {
    if (!r.read) return "";
    const auto* line = std::get_if<devices::tactile::Line>(&*r.read);
    return line ? line->body : "";
  }
  const std::vector<Received>& lines() const { return lines_; }

 private:
  int fd_ = -1;
  uint8_t seq_ = 0;
  std::string partial_;
  std::vector<Received> lines_;
};

}  // namespace twinboard::test
