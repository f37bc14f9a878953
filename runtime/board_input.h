#pragma once
// A board as an input of a command's loop: its link runs on its own thread, queues the
// events and wakes the loop (`wakeup`, if given); the loop takes them when it is ready.
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "devices/board_link.h"
#include "runtime/wakeup.h"

namespace twinboard::runtime {

class BoardInput {
 public:
  BoardInput(const std::string& port, std::unique_ptr<devices::BoardProtocol> protocol, const Wakeup* wakeup = nullptr)
      : link_(port, std::move(protocol), [this, wakeup](const devices::BoardEvent& e) {
          {
            std::lock_guard lock(mutex_);
            events_.push_back(e);
          }
          if (wakeup) wakeup->signal();
        }) {
    thread_ = std::thread([this] { link_.run(stop_); });
  }
  ~BoardInput() {
    stop_ = true;
    thread_.join();
  }
  BoardInput(const BoardInput&) = delete;
  BoardInput& operator=(const BoardInput&) = delete;

  std::vector<devices::BoardEvent> take() {
    std::lock_guard lock(mutex_);
    return std::exchange(events_, {});
  }
  devices::BoardLink& link() { return link_; }

 private:
  std::mutex mutex_;
  std::vector<devices::BoardEvent> events_;
  std::atomic<bool> stop_{false};
  devices::BoardLink link_;
  std::thread thread_;
};

}  // namespace twinboard::runtime
