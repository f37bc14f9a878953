#pragma once
// A board emulator and a driver connected over a real pseudo-terminal, each on its own
// thread, with the driver's events collected for assertions.
#include <atomic>
#include <chrono>
#include <filesystem>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

#include "devices/board_link.h"
#include "devices/dgt_emulator.h"
#include "devices/dgt_protocol.h"
#include "devices/tactile_emulator.h"
#include "devices/tactile_protocol.h"

namespace twinboard::test {

inline std::string pty_link(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("twinboard_pty_" + name + "_" + std::to_string(getpid()))).string();
}

class PtyBoard {
 public:
  PtyBoard(std::unique_ptr<devices::BoardEmulator> board, std::unique_ptr<devices::BoardProtocol> protocol)
      : board_(std::move(board)), link_(board_->path(), std::move(protocol), [this](const devices::BoardEvent& e) {
          std::lock_guard lock(mutex_);
          events_.push_back(e);
        }) {
    board_thread_ = std::thread([this] { board_->run(stop_); });
    link_thread_ = std::thread([this] { link_.run(stop_); });
  }
  ~PtyBoard() {
    stop_ = true;
    board_thread_.join();
    link_thread_.join();
  }

  void act(const std::string& script_line) { board_->perform(script_line); }
  void post(devices::BoardLink::Task task) { link_.post(std::move(task)); }
  devices::BoardEmulator& board() { return *board_; }

  std::vector<devices::BoardEvent> events() {
    std::lock_guard lock(mutex_);
    return events_;
  }
  void clear() {
    std::lock_guard lock(mutex_);
    events_.clear();
  }
  // Waits (up to timeout) until the events so far satisfy the predicate.
  bool wait_for(const std::function<bool(const std::vector<devices::BoardEvent>&)>& done, int timeout_ms = 5000) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
    while (std::chrono::steady_clock::now() < until) {
      if (done(events())) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return done(events());
  }
  // Waits until the script has been played and the board's scan has reported it.
  void settle(int extra_ms = 2 * devices::DgtEmulator::scan_ms + 100) {
    while (!board_->idle()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::this_thread::sleep_for(std::chrono::milliseconds(extra_ms));
  }

 private:
  std::unique_ptr<devices::BoardEmulator> board_;
  std::mutex mutex_;
  std::vector<devices::BoardEvent> events_;
  std::atomic<bool> stop_{false};
  devices::BoardLink link_;
  std::thread board_thread_, link_thread_;
};

}  // namespace twinboard::test
