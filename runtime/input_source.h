// One of the table's inputs besides its boards (issue 36): the VI player's keyboard, his
// braille display's keys, the arbiter's stations, the hall's actions, a scenario's script,
// the window. The table's loop (TableRuntime::run) waits in poll() on their descriptors, the
// boards' wake-up call and the table's next moment, then lets each take what has come.
#pragma once

#include <optional>
#include <vector>

namespace twinboard::runtime {

class InputSource {
 public:
  virtual ~InputSource() = default;
  // The descriptors to wait on now (none: it is looked at after every wait all the same).
  virtual void add_fds(std::vector<int>& fds) const { (void)fds; }
  // The longest the loop may sleep for this source's sake now, in ms (a window refreshing
  // its clocks, a script's next line, an Escape known by the pause after it).
  virtual std::optional<int> wait_at_most_ms() const { return std::nullopt; }
  // Takes what has come, never blocking. False: the table is to close.
  virtual bool drain() = 0;
};

}  // namespace twinboard::runtime
