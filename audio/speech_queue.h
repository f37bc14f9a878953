#pragma once
// What one listener is waiting to hear, in order of importance. Pure: no threads, no
// sound; the speaker drives it.
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

#include "core/priority.h"

namespace twinboard::audio {

using twinboard::Priority;  // core/priority.h: one scale for the table and the speech queue

struct Utterance {
  uint64_t id = 0;
  Priority priority = Priority::Info;
  std::string text;
};

class SpeechQueue {
 public:
  // A clock read-out replaces one still waiting: only the newest time is worth hearing.
  void push(Utterance u);
  // Puts an interrupted utterance back in front of its priority class.
  void push_front(Utterance u);
  // The most urgent utterance, oldest first within a priority.
  std::optional<Utterance> pop();
  void clear() { waiting_.clear(); }
  bool empty() const { return waiting_.empty(); }
  size_t size() const { return waiting_.size(); }

  // Whether an utterance of priority `incoming` cuts one of priority `playing` short:
  // a new move cuts a clock read-out, an alert cuts a move; equals wait their turn.
  static bool interrupts(Priority incoming, Priority playing) { return incoming > playing; }

 private:
  std::deque<Utterance> waiting_;
};

}  // namespace twinboard::audio
