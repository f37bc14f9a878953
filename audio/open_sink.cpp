#include "audio/open_sink.h"

#include "audio/portaudio_sink.h"
#include "audio/wav_file.h"

namespace twinboard::audio {

std::unique_ptr<AudioSink> open_sink(const std::string& device, const std::string& wav_path) {
  if (!wav_path.empty()) return std::make_unique<WavFileSink>(wav_path);
  return std::make_unique<PortAudioSink>(device);
}

}  // namespace twinboard::audio
