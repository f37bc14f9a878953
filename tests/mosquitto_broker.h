// A real Eclipse Mosquitto for the hall's tests (issue 21): on a free loopback port, with a
// configuration written here, started and stopped (or killed) by the test.
#pragma once

#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "loopback_port.h"

extern char** environ;

namespace twinboard::test {

// A mosquitto on 127.0.0.1:port, persistent (so a subscriber's session and its queued
// messages outlive a restart), stopped with SIGTERM (it saves its state then).
class Broker {
 public:
  // `extra`: more lines of mosquitto.conf (a password file, an access list, a bridge).
  explicit Broker(const std::string& name, bool persistent = true, const std::string& extra = "")
      : port_(free_loopback_port()), folder_(::testing::TempDir() + name), persistent_(persistent) {
    std::filesystem::remove_all(folder_);  // a fresh broker: no session of an earlier run
    std::filesystem::create_directories(folder_);
    config_ = folder_ + "/mosquitto.conf";
    std::ofstream(config_) << "listener " << port_ << " 127.0.0.1\npersistence " << (persistent_ ? "true" : "false")
                           << "\npersistence_location " << folder_ << "/\nlog_dest none\n"
                           << (extra.empty() ? "allow_anonymous true\n" : extra);
    start();
  }
  ~Broker() { stop(); }
  void start() {
    // Debian puts it in /usr/sbin, which a user's PATH may lack.
    const char* exe = std::filesystem::exists("/usr/sbin/mosquitto") ? "/usr/sbin/mosquitto" : "mosquitto";
    const char* argv[] = {exe, "-c", config_.c_str(), nullptr};
    ASSERT_EQ(posix_spawnp(&pid_, exe, nullptr, nullptr, const_cast<char**>(argv), environ), 0)
        << "mosquitto (setup.sh installs it)";
    // Ready once it accepts a connection.
    for (int i = 0; i < 200; ++i) {
      const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_port = htons(std::uint16_t(port_));
      address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      const bool up = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0;
      ::close(fd);
      if (up) return;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    FAIL() << "mosquitto did not listen on " << port_;
  }
  // SIGKILL: a power cut; a broker without persistence forgets every session and message.
  void kill_now() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  void stop() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGTERM);
    ::waitpid(pid_, nullptr, 0);
    pid_ = -1;
  }
  int port() const { return port_; }
  const std::string& folder() const { return folder_; }

 private:
  int port_;
  std::string folder_, config_;
  bool persistent_;
  pid_t pid_ = -1;
};

}  // namespace twinboard::test
