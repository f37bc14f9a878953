#include "audio/speech_queue.h"

#include <algorithm>

namespace twinboard::audio {

void SpeechQueue::push(Utterance u) {
  if (u.priority == Priority::Clock)
    std::erase_if(waiting_, [](const Utterance& w) { return w.priority == Priority::Clock; });
  waiting_.push_back(std::move(u));
}

void SpeechQueue::push_front(Utterance u) { waiting_.push_front(std::move(u)); }

std::optional<Utterance> SpeechQueue::pop() {
  if (waiting_.empty()) return std::nullopt;
  // max_element keeps the first of equals, so within a priority the oldest wins.
  auto most_urgent = std::max_element(waiting_.begin(), waiting_.end(),
                                      [](const Utterance& a, const Utterance& b) { return a.priority < b.priority; });
  Utterance u = std::move(*most_urgent);
  waiting_.erase(most_urgent);
  return u;
}

}  // namespace twinboard::audio
