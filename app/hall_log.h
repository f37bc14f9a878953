// The hall's log on standard error (issue 49, item 9): every line with its local date and
// time, so a technician reading it after the round knows when the broker was lost, when an
// action was refused, when a message was.
#pragma once

#include <time.h>

#include <chrono>
#include <iostream>
#include <mutex>
#include <string>

namespace twinboard::app {

// "2026-11-27 18:40:12 " for now, in the computer's time zone.
inline std::string hall_log_time() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M:%S ", &local);
  return text;
}

// One line, whole, from any thread (the broker's, the pages', the main one).
inline void hall_log(const std::string& line) {
  static std::mutex mutex;
  std::lock_guard lock(mutex);
  std::cerr << hall_log_time() << line << std::endl;
}

}  // namespace twinboard::app
