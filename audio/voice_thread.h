#pragma once
// The one thread in the process that talks to eSpeak NG. The library keeps global state,
// is not re-entrant, and cannot be shut down and started again in one process (the
// second espeak_ng_Terminate hangs), so the engine starts once, on first use, and lives
// until the process ends. Everything that needs it posts a job here.
#include <functional>
#include <future>

#include "audio/espeak_engine.h"

namespace twinboard::audio {

class VoiceThread {
 public:
  using Job = std::function<void(EspeakEngine&)>;

  // Starts the thread and the engine on first use; throws std::runtime_error when
  // eSpeak cannot start (then, and on every later call).
  static VoiceThread& instance();

  // Runs the job on the voice thread, after the jobs posted before it.
  void post(Job job);

  // Runs a function on the voice thread and waits for its result (or exception).
  template <class Result>
  Result call(std::function<Result(EspeakEngine&)> f) {
    std::promise<Result> promise;
    auto answer = promise.get_future();
    post([&](EspeakEngine& engine) {
      try {
        promise.set_value(f(engine));
      } catch (...) {
        promise.set_exception(std::current_exception());
      }
    });
    return answer.get();
  }

 private:
  VoiceThread();
  struct State;
  State* state_;
};

}  // namespace twinboard::audio
