#include "audio/voice_thread.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

namespace twinboard::audio {

struct VoiceThread::State {
  std::mutex mutex;
  std::condition_variable wake;
  std::deque<Job> jobs;
};

VoiceThread::VoiceThread() : state_(new State) {
  std::promise<void> started;
  auto ready = started.get_future();
  // Detached on purpose: it and its engine live as long as the process (see header).
  std::thread([s = state_, started = std::move(started)]() mutable {
    std::unique_ptr<EspeakEngine> engine;
    try {
      engine = std::make_unique<EspeakEngine>();
      started.set_value();
    } catch (...) {
      started.set_exception(std::current_exception());
      return;
    }
    std::unique_lock lock(s->mutex);
    while (true) {
      s->wake.wait(lock, [&] { return !s->jobs.empty(); });
      Job job = std::move(s->jobs.front());
      s->jobs.pop_front();
      lock.unlock();
      job(*engine);
      lock.lock();
    }
  }).detach();
  ready.get();
}

VoiceThread& VoiceThread::instance() {
  // A failed start is remembered and reported to every caller.
  static std::exception_ptr failure;
  static VoiceThread* thread = []() -> VoiceThread* {
    try {
      return new VoiceThread();
    } catch (...) {
      failure = std::current_exception();
      return nullptr;
    }
  }();
  if (thread == nullptr) std::rethrow_exception(failure);
  return *thread;
}

void VoiceThread::post(Job job) {
  {
    std::lock_guard lock(state_->mutex);
    state_->jobs.push_back(std::move(job));
  }
  state_->wake.notify_one();
}

}  // namespace twinboard::audio
