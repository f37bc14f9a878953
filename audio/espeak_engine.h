#pragma once
// eSpeak NG as a library. The library keeps its state in globals and is neither
// thread-safe nor re-entrant, so one EspeakEngine exists per process at a time and
// every call on it must come from the thread that created it (the speaker's voice
// thread). Synthesis runs in SYNCHRONOUS mode: the call returns when the text is done,
// and the chunk callback can stop it early (that is how an announcement is cut short).
#include <cstdint>
#include <functional>
#include <span>
#include <string>

namespace twinboard::audio {

struct VoiceSettings {
  std::string voice = "de";  // an eSpeak voice name: de, en, ru, en-us ...
  int rate_wpm = 175;        // eSpeak accepts 80..450
  int volume = 100;          // eSpeak's scale, 0..200
};

class EspeakEngine {
 public:
  // Throws std::runtime_error if eSpeak cannot start (no data) or another engine exists.
  EspeakEngine();
  ~EspeakEngine();
  EspeakEngine(const EspeakEngine&) = delete;
  EspeakEngine& operator=(const EspeakEngine&) = delete;

  int sample_rate() const { return sample_rate_; }

  // Receives mono 16-bit PCM as it is made; return false to stop the synthesis.
  using ChunkSink = std::function<bool(std::span<const int16_t>)>;

  // Synthesizes UTF-8 text; true when it ran to the end, false when the sink stopped
  // it. Throws std::runtime_error for a voice eSpeak does not have.
  bool synthesize(const std::string& text, const VoiceSettings& settings, const ChunkSink& sink);

  // eSpeak's own phoneme transcription (IPA), clauses joined by spaces: the way to check
  // what a voice will really say, e.g. that the Russian voice does not switch to English.
  std::string phonemes(const std::string& text, const std::string& voice);

  // Selects the voice if eSpeak has it; false (and the voice unchanged) if not.
  bool has_voice(const std::string& voice);

 private:
  void select_voice(const std::string& voice);
  int sample_rate_ = 0;
  std::string current_voice_;
};

}  // namespace twinboard::audio
