// The program's one clock: monotonic milliseconds (the steady clock, never set back). Board
// events are stamped with it where the bytes arrive, and the runtime turns it into table
// time; the rules core never reads a clock (time reaches it with the events).
#pragma once

#include <chrono>
#include <cstdint>

namespace twinboard::devices {

inline int64_t monotonic_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace twinboard::devices
