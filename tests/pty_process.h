#pragma once
// Runs the twinboard executable on a pseudo-terminal, as a person at a terminal would:
// keys go in one at a time without Enter, the output is read as it comes.
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

namespace twinboard::test {

class PtyProcess {
 public:
  // `environment`: extra VAR=value entries; `max_file_bytes` (above 0): the largest file the
  // program may write, as `ulimit -f` sets it (a disk that fills, for the tests of issue 39).
  PtyProcess(const std::vector<std::string>& arguments, const std::vector<std::string>& environment = {},
             rlim_t max_file_bytes = 0) {
    std::vector<std::string> args{TWINBOARD_EXE};
    args.insert(args.end(), arguments.begin(), arguments.end());
    pid_ = forkpty(&master_, nullptr, nullptr, nullptr);
    if (pid_ == 0) {
      for (const auto& e : environment) putenv(const_cast<char*>(e.c_str()));
      if (max_file_bytes > 0) {
        const rlimit limit{max_file_bytes, max_file_bytes};
        setrlimit(RLIMIT_FSIZE, &limit);
      }
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
  }
  ~PtyProcess() {
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
    }
    if (master_ >= 0) close(master_);
  }

  // SIGKILL at once, as a power cut would end it.
  void kill_now() {
    if (pid_ > 0 && !exited_) {
      kill(pid_, SIGKILL);
      waitpid(pid_, nullptr, 0);
      exited_ = true;
    }
  }
  void send(std::string_view keys) { [[maybe_unused]] auto n = write(master_, keys.data(), keys.size()); }

  // Waits until the output so far contains `text` `times` times (or the time is up).
  bool wait_for(const std::string& text, int timeout_ms = 5000, int times = 1) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (true) {
      if (count(text) >= times) return true;
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - std::chrono::steady_clock::now());
      if (left.count() <= 0) return false;
      read_some(int(std::min<long>(left.count(), 50)));
    }
  }
  int count(const std::string& text) const {
    int n = 0;
    for (auto at = output_.find(text); at != std::string::npos; at = output_.find(text, at + 1)) ++n;
    return n;
  }
  const std::string& output() const { return output_; }

  // The exit status, or -1 if it has not ended within the time.
  int wait_exit(int timeout_ms = 5000) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (std::chrono::steady_clock::now() < until) {
      read_some(20);
      int status = 0;
      if (waitpid(pid_, &status, WNOHANG) == pid_) {
        exited_ = true;
        read_some(20);
        return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      }
    }
    return -1;
  }

 private:
  void read_some(int timeout_ms) {
    pollfd fd{master_, POLLIN, 0};
    if (poll(&fd, 1, timeout_ms) <= 0) return;
    char buffer[4096];
    const ssize_t n = read(master_, buffer, sizeof buffer);
    if (n > 0) output_.append(buffer, size_t(n));
  }

  int master_ = -1;
  pid_t pid_ = -1;
  bool exited_ = false;
  std::string output_;
};

// The end of what a program printed, for a failure's message (a whole game is long).
inline std::string tail(const PtyProcess& p) {
  const std::string& out = p.output();
  return out.size() > 4000 ? out.substr(out.size() - 4000) : out;
}

}  // namespace twinboard::test
