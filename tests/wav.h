#pragma once
// Reads a 16-bit PCM WAV file (ours, or one captured by ALSA's file plugin) so tests can
// assert on what was really played: length, loudness per channel.
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace twinboard::test {

struct Wav {
  int channels = 0;
  int rate = 0;
  std::vector<int16_t> samples;  // interleaved

  size_t frames() const { return channels ? samples.size() / size_t(channels) : 0; }
  double seconds() const { return rate ? double(frames()) / rate : 0; }
  // Root mean square of one channel, as a fraction of full scale.
  double rms(int channel) const {
    double sum = 0;
    for (size_t i = size_t(channel); i < samples.size(); i += size_t(channels)) sum += double(samples[i]) * samples[i];
    return frames() ? std::sqrt(sum / double(frames())) / 32768.0 : 0;
  }
  int peak(int channel) const {
    int peak = 0;
    for (size_t i = size_t(channel); i < samples.size(); i += size_t(channels))
      peak = std::max(peak, std::abs(int(samples[i])));
    return peak;
  }
};

inline std::optional<Wav> read_wav(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<unsigned char> bytes{std::istreambuf_iterator<char>(in), {}};
  auto u32 = [&](size_t at) {
    return uint32_t(bytes[at]) | uint32_t(bytes[at + 1]) << 8 | uint32_t(bytes[at + 2]) << 16 |
           uint32_t(bytes[at + 3]) << 24;
  };
  auto u16 = [&](size_t at) { return uint16_t(bytes[at] | bytes[at + 1] << 8); };
  if (bytes.size() < 12 || std::string(bytes.begin(), bytes.begin() + 4) != "RIFF") return std::nullopt;
  Wav wav;
  size_t at = 12;
  while (at + 8 <= bytes.size()) {
    const std::string id(bytes.begin() + long(at), bytes.begin() + long(at) + 4);
    size_t size = u32(at + 4);
    at += 8;
    if (id == "fmt " && at + 16 <= bytes.size()) {
      if (u16(at) != 1 || u16(at + 14) != 16) return std::nullopt;  // 16-bit PCM only
      wav.channels = u16(at + 2);
      wav.rate = int(u32(at + 4));
    } else if (id == "data") {
      // A stream that was not closed cleanly may leave the size unset: take the rest.
      if (size == 0 || at + size > bytes.size()) size = bytes.size() - at;
      for (size_t i = at; i + 1 < at + size; i += 2) wav.samples.push_back(int16_t(u16(i)));
      return wav.channels ? std::optional(wav) : std::nullopt;
    }
    at += size + (size & 1);
  }
  return std::nullopt;
}

}  // namespace twinboard::test
