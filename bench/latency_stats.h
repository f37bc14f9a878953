// Percentiles of latency samples, one report line, and the reference every speech bench
// compares with in the same run: the eSpeak NG command line's first byte of audio.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace twinboard::bench {

using Steady = std::chrono::steady_clock;

inline double percentile(std::vector<double> ms, double p) {
  std::sort(ms.begin(), ms.end());
  return ms[std::min(ms.size() - 1, size_t(p * double(ms.size())))];
}

inline void report(const char* name, const std::vector<double>& ms) {
  if (ms.empty()) return;
  std::printf("%-32s n %zu  p50 %.3f ms  p99 %.3f ms  p99.9 %.3f ms  max %.3f ms\n", name, ms.size(),
              percentile(ms, 0.5), percentile(ms, 0.99), percentile(ms, 0.999),
              *std::max_element(ms.begin(), ms.end()));
}

// Time until `espeak-ng --stdout` writes its first byte of WAV for the text.
inline double espeak_cli_first_byte_ms(const std::string& text, const std::string& voice = "de") {
  std::string quoted = "'";
  for (char c : text) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  quoted += "'";
  const auto start = Steady::now();
  FILE* pipe = popen(("espeak-ng -v " + voice + " --stdout " + quoted).c_str(), "r");
  char byte;
  const bool got = std::fread(&byte, 1, 1, pipe) == 1;
  const auto first = Steady::now();
  char rest[65536];
  while (std::fread(rest, 1, sizeof rest, pipe) > 0) {}
  pclose(pipe);
  return got ? std::chrono::duration<double, std::milli>(first - start).count() : -1;
}

}  // namespace twinboard::bench
