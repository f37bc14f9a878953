#include "audio/wav_file.h"

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace twinboard::audio {
namespace {

constexpr uint16_t channels = 2;
constexpr uint16_t bytes_per_sample = 2;

void put_le(std::FILE* f, uint32_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) std::fputc(static_cast<int>((value >> (8 * i)) & 0xFF), f);
}

// RIFF/WAVE header for PCM; sizes are patched in the destructor.
void write_header(std::FILE* f, uint32_t data_bytes) {
  std::fwrite("RIFF", 1, 4, f);
  put_le(f, 36 + data_bytes, 4);
  std::fwrite("WAVEfmt ", 1, 8, f);
  put_le(f, 16, 4);  // fmt chunk size
  put_le(f, 1, 2);   // PCM
  put_le(f, channels, 2);
  put_le(f, speech_rate, 4);
  put_le(f, speech_rate * channels * bytes_per_sample, 4);
  put_le(f, channels * bytes_per_sample, 2);
  put_le(f, 8 * bytes_per_sample, 2);
  std::fwrite("data", 1, 4, f);
  put_le(f, data_bytes, 4);
}

}  // namespace

WavFileSink::WavFileSink(const std::string& path) : file_(std::fopen(path.c_str(), "wb")) {
  if (file_ == nullptr) throw std::runtime_error("cannot write " + path + ": " + std::strerror(errno));
  write_header(file_, 0);
}

WavFileSink::~WavFileSink() {
  std::fseek(file_, 0, SEEK_SET);
  write_header(file_, data_bytes_);
  std::fclose(file_);
}

void WavFileSink::write(std::span<const int16_t> stereo_frames) {
  for (int16_t sample : stereo_frames) put_le(file_, static_cast<uint16_t>(sample), 2);
  data_bytes_ += static_cast<uint32_t>(stereo_frames.size() * bytes_per_sample);
}

}  // namespace twinboard::audio
