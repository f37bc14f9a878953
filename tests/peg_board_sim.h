#pragma once
// The open-hardware peg board's firmware in simavr (firmware/sim/peg_board_sim.cpp), as a
// test starts it: its physical actions go to the harness's standard input, its reports
// (each line sent and taken, each action, buzzer, vibration: all stamped with the simulated
// time) come from its standard output, and its serial port is a pseudo-terminal at a stable
// path. And a host's end of that port, for the byte-level tests.
//
// Timing is judged in simulated milliseconds (the firmware's own time, exact whatever the
// machine's load); the wall clock only bounds how long a test waits, generously.
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <variant>
#include <vector>

#include "devices/tactile_codec.h"

namespace twinboard::test {

class PegBoardSim {
 public:
  // `link`: the path the port is reached by; `empty`: no pegs at power-up; `first`: actions
  // the harness reads as the simulation starts (before any time has passed that a test could
  // lose to the machine's load), e.g. "after 300 lift e2"; `mega`: the board resets when its
  // port is opened and its bootloader runs first, as a real Arduino Mega's (issue 51, item 1);
  // without, the firmware runs from the start and never resets (for tests that time it from
  // its first instruction).
  enum class Reset { Never, LikeAMega };
  // `elf`: the firmware to run (another build of it, e.g. with another serial number).
  explicit PegBoardSim(std::string link, bool empty = false, const std::string& first = "", Reset reset = Reset::Never,
                       std::string elf = PEG_BOARD_ELF)
      : link_(std::move(link)), elf_(std::move(elf)) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], STDIN_FILENO);
      dup2(out[1], STDOUT_FILENO);
      close(in[1]);
      close(out[0]);
      std::vector<const char*> argv{PEG_BOARD_SIM, elf_.c_str(), "--link", link_.c_str()};
      if (empty) argv.push_back("--empty");
      if (reset == Reset::Never) argv.push_back("--no-reset");
      argv.push_back(nullptr);
      execv(argv[0], const_cast<char* const*>(argv.data()));
      _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_ = in[1];
    from_ = out[0];
    if (!first.empty()) act(first);
    // The report is read all the time, so that the harness never waits on a full pipe.
    reader_ = std::thread([this] {
      char buffer[4096];
      for (ssize_t n; (n = read(from_, buffer, sizeof buffer)) != 0;) {
        if (n < 0) {
          if (errno == EINTR) continue;
          break;
        }
        std::lock_guard lock(mutex_);
        reports_.append(buffer, size_t(n));
        arrived_.notify_all();
      }
      std::lock_guard lock(mutex_);
      ended_ = true;
      arrived_.notify_all();
    });
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
    if (reader_.joinable()) reader_.join();  // the harness has ended: its output is closed
    if (from_ >= 0) close(from_);
  }
  bool ready() const { return ready_; }
  // Whether the harness has ended within `timeout_ms` (after `quit`, or a signal).
  bool exited(int timeout_ms) {
    for (int waited = 0; waited <= timeout_ms; waited += 10) {
      if (pid_ <= 0) return true;
      if (waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = -1;
        return true;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }
  void signal(int number) {
    if (pid_ > 0) kill(pid_, number);
  }
  const std::string& path() const { return link_; }

  // Physical actions, one a line; several in one call happen in the same instant.
  void act(const std::string& lines) {
    const std::string text = lines + "\n";
    [[maybe_unused]] auto n = write(to_, text.data(), text.size());
  }
  // The same, and waits until the harness has done every one of them (an `after` one at its
  // simulated moment).
  bool act_done(const std::string& lines, int timeout_ms = 10000) {
    int actions = 0;
    std::size_t at = 0;
    for (std::size_t end; at <= lines.size(); at = end + 1) {
      end = std::min(lines.find('\n', at), lines.size());
      actions += lines.find_first_not_of(" \t", at) < end;
    }
    const int before = count("act at ");
    act(lines);
    return wait_report("act at ", timeout_ms, before + actions);
  }
  // Waits until the harness has reported `text` `times` times.
  bool wait_report(const std::string& text, int timeout_ms, int times = 1) {
    std::unique_lock lock(mutex_);
    return arrived_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] {
      return count_locked(text) >= times || ended_;
    }) && count_locked(text) >= times;
  }
  int count(const std::string& text) const {
    std::lock_guard lock(mutex_);
    return count_locked(text);
  }
  std::string reports() const {
    std::lock_guard lock(mutex_);
    return reports_;
  }

  // A line of the report stamped with the simulated time: "sent at 1000.123 ms: 05 SNAP ...".
  struct Stamped {
    double ms;
    std::string text;
  };
  // Every `what` ("sent", "got", "act") reported so far, in order.
  std::vector<Stamped> stamped(const std::string& what) const {
    std::lock_guard lock(mutex_);
    return stamped_locked(what);
  }
  // The `index`th line the firmware sent (counted from 0, as the host receives them), waited
  // for up to `timeout_ms`.
  std::optional<Stamped> sent(std::size_t index, int timeout_ms = 10000) { return nth("sent", index, timeout_ms); }
  // When `action` was last done (the harness says so once it has), waited for.
  std::optional<double> done_at(const std::string& action, int timeout_ms = 10000) {
    std::unique_lock lock(mutex_);
    std::optional<double> at;
    arrived_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] {
      for (const Stamped& s : stamped_locked("act"))
        if (s.text == action) at = s.ms;
      return at.has_value() || ended_;
    });
    return at;
  }
  // The simulated time now (asked of the harness: `now`).
  std::optional<double> now(int timeout_ms = 10000) {
    std::size_t before;
    {
      std::lock_guard lock(mutex_);
      before = count_locked("act at ");
    }
    act("now");
    const auto said = nth("act", before, timeout_ms);
    return said ? std::optional(said->ms) : std::nullopt;
  }
  // Waits until `ms` of simulated time have passed (however long that takes on the wall
  // clock, up to `timeout_ms`).
  bool wait_simulated(double ms, int timeout_ms = 20000) {
    const auto start = now(timeout_ms);
    if (!start) return false;
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (std::chrono::steady_clock::now() < until) {
      const auto t = now(timeout_ms);
      if (!t) return false;
      if (*t - *start >= ms) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }

 private:
  int count_locked(const std::string& text) const {
    int n = 0;
    for (auto at = reports_.find(text); at != std::string::npos; at = reports_.find(text, at + 1)) ++n;
    return n;
  }
  std::vector<Stamped> stamped_locked(const std::string& what) const {
    std::vector<Stamped> out;
    const std::string start = what + " at ";
    for (std::size_t at = 0, end; (end = reports_.find('\n', at)) != std::string::npos; at = end + 1) {
      if (reports_.compare(at, start.size(), start) != 0) continue;
      const std::size_t ms = reports_.find(" ms: ", at);
      if (ms == std::string::npos || ms > end) continue;
      out.push_back({std::stod(reports_.substr(at + start.size(), ms - at - start.size())),
                     reports_.substr(ms + 5, end - ms - 5)});
    }
    return out;
  }
  std::optional<Stamped> nth(const std::string& what, std::size_t index, int timeout_ms) {
    std::unique_lock lock(mutex_);
    std::optional<Stamped> found;
    arrived_.wait_for(lock, std::chrono::milliseconds(timeout_ms), [&] {
      const auto all = stamped_locked(what);
      if (all.size() > index) found = all[index];
      return found.has_value() || ended_;
    });
    return found;
  }

  std::string link_, elf_;
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool ready_ = false;
  mutable std::mutex mutex_;
  std::condition_variable arrived_;
  std::string reports_;
  bool ended_ = false;
  std::thread reader_;
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
