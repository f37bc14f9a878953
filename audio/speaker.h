#pragma once
// Speech for everyone at the table. Each listener (the VI player, the sighted player,
// the arbiter) has a voice, a rate, a volume, an output and a channel; several
// listeners can share one stereo output, one per channel, and hear different things at
// the same time.
//
// Threads: the process's voice thread (voice_thread.h) turns text into sound; one player
// thread per output mixes its listeners' sound and writes it to the sink. All methods
// may be called from any thread; the observer is called from the player threads, with
// the speaker's lock held, so it must not call back into the speaker.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "audio/audio_sink.h"
#include "audio/channel.h"
#include "audio/earcons.h"
#include "audio/espeak_engine.h"
#include "audio/speech_queue.h"

namespace twinboard::audio {

struct ListenerSetup {
  std::string name;                // "white", "black", "arbiter" ...
  std::string output = "default";  // the name of one of the speaker's outputs
  Channel channel = Channel::Both;
  VoiceSettings voice;
};

struct Output {
  std::string name;
  std::unique_ptr<AudioSink> sink;
};

// What happened to an utterance, for the window's text line (F2.10), logs and benches.
struct Playback {
  enum class Kind { Started, Finished, Cut };
  Kind kind;
  std::string listener;
  uint64_t id;
  std::chrono::steady_clock::time_point at;  // Started: just after its first frames were written
};

class Speaker {
 public:
  using Observer = std::function<void(const Playback&)>;

  // Throws std::runtime_error when eSpeak cannot start, a listener names an output that
  // is not given, or a voice is unknown.
  Speaker(std::vector<Output> outputs, std::vector<ListenerSetup> listeners, Observer observer = {});
  ~Speaker();
  Speaker(const Speaker&) = delete;
  Speaker& operator=(const Speaker&) = delete;

  // Queues text for a listener and returns its id. An utterance of higher priority cuts
  // the one playing short (SpeechQueue::interrupts); a move cut short is said again in
  // full afterwards, a clock read-out or information is dropped.
  uint64_t say(const std::string& listener, const std::string& text, Priority priority);
  // Plays a tone at once, over any speech.
  void play(const std::string& listener, Earcon earcon);
  // Says again the last text the listener heard (or began to hear).
  void repeat(const std::string& listener);
  // Stops what the listener hears and forgets what was waiting.
  void silence(const std::string& listener);
  void set_voice(const std::string& listener, const VoiceSettings& voice);
  VoiceSettings voice_of(const std::string& listener);
  bool has_listener(const std::string& listener);
  // Blocks until nothing is playing or waiting for any listener.
  void wait_until_quiet();
  // eSpeak's IPA transcription of text in a voice (run on the voice thread).
  std::string phonemes(const std::string& text, const std::string& voice);

 private:
  struct Listener;
  struct Player;

  void start_next(Listener& l);
  void synthesize(Listener& l, EspeakEngine& engine);
  void player_loop(Player& p);
  void cut(Listener& l);
  Listener& find(const std::string& name);
  void notify(Playback::Kind kind, const Listener& l, uint64_t id);

  mutable std::mutex mutex_;
  std::condition_variable player_wake_;  // sound (or an end) for the player threads
  std::condition_variable quiet_;        // an utterance or a synthesis finished
  std::map<std::string, std::unique_ptr<Listener>> listeners_;
  std::vector<std::unique_ptr<Player>> players_;
  Observer observer_;
  uint64_t next_id_ = 1;
  int syntheses_in_flight_ = 0;  // jobs posted to the voice thread, not yet done
  bool stopping_ = false;
};

}  // namespace twinboard::audio
