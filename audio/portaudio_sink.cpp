#include "audio/portaudio_sink.h"

#include <alsa/asoundlib.h>
#include <fcntl.h>
#include <portaudio.h>
#include <unistd.h>

#include <mutex>
#include <stdexcept>

namespace twinboard::audio {
namespace {

// ALSA prints dozens of probe lines ("cannot find card '0'") to stderr while PortAudio
// looks for devices; they mean nothing to a player, so they are dropped.
void quiet_alsa(const char*, int, const char*, int, const char*, ...) {}

// PortAudio keeps its own count of Pa_Initialize calls; this keeps the library up for as
// long as the process needs it and initializes it once, from any thread.
void ensure_portaudio() {
  static std::once_flag once;
  static PaError status = paNoError;
  std::call_once(once, [] {
    snd_lib_error_set_handler(quiet_alsa);
    // The JACK client library, probed by PortAudio, writes "server not running" lines
    // straight to stderr; hide stderr only for the duration of the probe.
    const int saved = dup(STDERR_FILENO);
    const int null_fd = open("/dev/null", O_WRONLY);
    if (saved >= 0 && null_fd >= 0) dup2(null_fd, STDERR_FILENO);
    status = Pa_Initialize();
    if (saved >= 0) {
      dup2(saved, STDERR_FILENO);
      close(saved);
    }
    if (null_fd >= 0) close(null_fd);
  });
  if (status != paNoError) throw std::runtime_error(std::string("PortAudio: ") + Pa_GetErrorText(status));
}

std::string device_list() {
  std::string names;
  for (const OutputDevice& d : output_devices()) names += (names.empty() ? "" : ", ") + d.name;
  return names.empty() ? "none" : names;
}

PaDeviceIndex find_device(const std::string& wanted) {
  if (wanted == "default") return Pa_GetDefaultOutputDevice();
  PaDeviceIndex partial = paNoDevice;
  for (PaDeviceIndex i = 0; i < Pa_GetDeviceCount(); ++i) {
    const PaDeviceInfo* info = Pa_GetDeviceInfo(i);
    if (info == nullptr || info->maxOutputChannels < 1) continue;
    const std::string name = info->name;
    if (name == wanted) return i;
    if (partial == paNoDevice && name.find(wanted) != std::string::npos) partial = i;
  }
  return partial;
}

}  // namespace

std::vector<OutputDevice> output_devices() {
  ensure_portaudio();
  std::vector<OutputDevice> devices;
  const PaDeviceIndex default_index = Pa_GetDefaultOutputDevice();
  for (PaDeviceIndex i = 0; i < Pa_GetDeviceCount(); ++i) {
    const PaDeviceInfo* info = Pa_GetDeviceInfo(i);
    if (info == nullptr || info->maxOutputChannels < 1) continue;
    devices.push_back({info->name, i == default_index, info->defaultSampleRate});
  }
  return devices;
}

struct PortAudioSink::Stream {
  PaStream* handle = nullptr;
  int channels = 2;
  double rate = speech_rate;
  // Linear interpolation state when the device runs at another rate.
  double position = 0;
  int16_t last[2] = {0, 0};
  std::vector<int16_t> converted;
};

PortAudioSink::PortAudioSink(const std::string& device) : stream_(std::make_unique<Stream>()) {
  ensure_portaudio();
  const PaDeviceIndex index = find_device(device);
  if (index == paNoDevice)
    throw std::runtime_error("no audio output device '" + device + "' (devices: " + device_list() + ")");
  const PaDeviceInfo* info = Pa_GetDeviceInfo(index);
  name_ = info->name;
  stream_->channels = info->maxOutputChannels >= 2 ? 2 : 1;

  PaStreamParameters out{};
  out.device = index;
  out.channelCount = stream_->channels;
  out.sampleFormat = paInt16;
  out.suggestedLatency = info->defaultLowOutputLatency;
  // Prefer the speech rate; a device that will not take it plays at its own rate.
  for (double rate : {double(speech_rate), info->defaultSampleRate, 48000.0, 44100.0}) {
    if (Pa_IsFormatSupported(nullptr, &out, rate) == paFormatIsSupported) {
      stream_->rate = rate;
      break;
    }
  }
  PaError status = Pa_OpenStream(&stream_->handle, nullptr, &out, stream_->rate, paFramesPerBufferUnspecified,
                                 paClipOff, nullptr, nullptr);
  if (status == paNoError) status = Pa_StartStream(stream_->handle);
  if (status != paNoError) {
    if (stream_->handle != nullptr) Pa_CloseStream(stream_->handle);
    throw std::runtime_error("cannot open audio device '" + name_ + "': " + Pa_GetErrorText(status));
  }
}

PortAudioSink::~PortAudioSink() {
  Pa_StopStream(stream_->handle);  // lets what was written finish playing
  Pa_CloseStream(stream_->handle);
}

void PortAudioSink::write(std::span<const int16_t> stereo_frames) {
  Stream& s = *stream_;
  const size_t frames_in = stereo_frames.size() / 2;
  s.converted.clear();
  auto emit = [&](double left, double right) {
    if (s.channels == 2) {
      s.converted.push_back(static_cast<int16_t>(left));
      s.converted.push_back(static_cast<int16_t>(right));
    } else {
      s.converted.push_back(static_cast<int16_t>((left + right) / 2));
    }
  };
  if (s.rate == speech_rate) {
    for (size_t i = 0; i < frames_in; ++i) emit(stereo_frames[2 * i], stereo_frames[2 * i + 1]);
  } else {
    // Another device rate: walk the input at the device's pace and interpolate between
    // neighbouring frames. The frame before this chunk is kept in `last`, so position p
    // lies between frame p-1 (or `last`) and frame p.
    const double step = speech_rate / s.rate;
    for (; s.position < double(frames_in); s.position += step) {
      const size_t i = static_cast<size_t>(s.position);
      const double frac = s.position - double(i);
      double v[2];
      for (int c = 0; c < 2; ++c) {
        const double before = i == 0 ? s.last[c] : stereo_frames[2 * (i - 1) + c];
        v[c] = before + (stereo_frames[2 * i + c] - before) * frac;
      }
      emit(v[0], v[1]);
    }
    s.position -= double(frames_in);
    if (frames_in > 0) {
      s.last[0] = stereo_frames[2 * (frames_in - 1)];
      s.last[1] = stereo_frames[2 * (frames_in - 1) + 1];
    }
  }
  const auto frames_out = static_cast<unsigned long>(s.converted.size() / size_t(s.channels));
  if (frames_out == 0) return;
  // An underflow after a quiet spell is expected (nothing was written); not an error.
  Pa_WriteStream(s.handle, s.converted.data(), frames_out);
}

}  // namespace twinboard::audio
