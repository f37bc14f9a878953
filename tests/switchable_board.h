// An emulated board on its own thread, switched on when the test says: until then its
// pseudo-terminal is there and nothing answers on it, as with a board switched off.
#pragma once

#include <atomic>
#include <thread>
#include <utility>

namespace twinboard::test {

template <class Emulator>
class Board {
 public:
  template <class... Args>
  explicit Board(Args&&... args) : emulator_(std::forward<Args>(args)...) {}
  ~Board() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
  }
  void switch_on() {
    thread_ = std::thread([this] { emulator_.run(stop_); });
  }
  Emulator& operator*() { return emulator_; }
  Emulator* operator->() { return &emulator_; }

 private:
  Emulator emulator_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace twinboard::test
