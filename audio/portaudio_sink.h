#pragma once
// An audio output device through PortAudio (ALSA on Debian). The stream is stereo so
// listeners can share one card, one per channel. Where the device cannot run at the
// speech rate, the sink converts to the device's own rate.
#include <memory>
#include <string>
#include <vector>

#include "audio/audio_sink.h"

namespace twinboard::audio {

struct OutputDevice {
  std::string name;
  bool is_default = false;
  double default_rate = 0;
};

// The output devices PortAudio sees. Empty on a machine without sound: that is normal.
std::vector<OutputDevice> output_devices();

class PortAudioSink final : public AudioSink {
 public:
  // device: "default", an exact device name, or a part of one. Throws
  // std::runtime_error naming the devices there are when none matches or it won't open.
  explicit PortAudioSink(const std::string& device);
  ~PortAudioSink() override;
  void write(std::span<const int16_t> stereo_frames) override;
  bool realtime() const override { return true; }
  const std::string& device_name() const { return name_; }

 private:
  struct Stream;
  std::unique_ptr<Stream> stream_;
  std::string name_;
};

}  // namespace twinboard::audio
