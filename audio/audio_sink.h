#pragma once
// Where mixed sound goes: an audio device or a WAV file. Sound arrives as interleaved
// stereo 16-bit frames (left, right) at the speech engine's rate, 22050 Hz.
#include <cstdint>
#include <span>

namespace twinboard::audio {

constexpr int speech_rate = 22050;  // eSpeak NG's output rate; every sink accepts it

class AudioSink {
 public:
  virtual ~AudioSink() = default;
  // Plays (or stores) the frames; blocks at most as long as the device's own buffer.
  virtual void write(std::span<const int16_t> stereo_frames) = 0;
  // True for a device that plays in real time: the mixer then keeps only a short lead
  // ahead of what is heard, so an interruption is heard at once. A file is not real time.
  virtual bool realtime() const = 0;
};

}  // namespace twinboard::audio
