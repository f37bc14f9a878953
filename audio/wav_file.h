#pragma once
// A WAV file as an audio sink (`twinboard say --wav FILE`): 16-bit stereo at the speech
// rate. The header's sizes are written when the file is closed.
#include <cstdio>
#include <string>

#include "audio/audio_sink.h"

namespace twinboard::audio {

class WavFileSink final : public AudioSink {
 public:
  // Throws std::runtime_error when the file cannot be created.
  explicit WavFileSink(const std::string& path);
  ~WavFileSink() override;
  void write(std::span<const int16_t> stereo_frames) override;
  bool realtime() const override { return false; }

 private:
  std::FILE* file_ = nullptr;
  uint32_t data_bytes_ = 0;
};

}  // namespace twinboard::audio
