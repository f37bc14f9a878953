#include "audio/earcons.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "audio/audio_sink.h"

namespace twinboard::audio {
namespace {

// One tone of an earcon: pitch and length. Tones follow each other with a short gap.
struct Tone {
  double hz;
  int ms;
};

struct EarconShape {
  Earcon earcon;
  std::string_view name;
  std::array<Tone, 3> tones;  // ms == 0 ends the list
};

// Distinct in pitch and rhythm so they are told apart without looking:
// touch a light high tick, clock switch a mid click, error a falling pair, alert three highs.
constexpr std::array<EarconShape, 5> shapes{{
    {Earcon::Touch, "touch", {{{1760, 35}, {0, 0}, {0, 0}}}},
    {Earcon::ClockSwitch, "clock", {{{880, 60}, {0, 0}, {0, 0}}}},
    {Earcon::Error, "error", {{{440, 120}, {330, 180}, {0, 0}}}},
    {Earcon::Alert, "alert", {{{1320, 110}, {1320, 110}, {1320, 110}}}},
    // Issue 35, item 10: a rising pair, short: his announcement or press was taken (the
    // falling `error` pair says refused).
    {Earcon::Taken, "taken", {{{1047, 45}, {1568, 60}, {0, 0}}}},
}};

constexpr int gap_ms = 40;
constexpr int ramp_ms = 5;  // fade in and out so a tone does not click

void append_tone(std::vector<int16_t>& out, Tone tone, double amplitude) {
  const int samples = speech_rate * tone.ms / 1000;
  const int ramp = speech_rate * ramp_ms / 1000;
  for (int i = 0; i < samples; ++i) {
    const double envelope = std::min({1.0, double(i) / ramp, double(samples - 1 - i) / ramp});
    const double phase = 2 * std::numbers::pi * tone.hz * i / speech_rate;
    out.push_back(static_cast<int16_t>(amplitude * envelope * std::sin(phase)));
  }
}

}  // namespace

std::vector<int16_t> earcon_pcm(Earcon earcon, int volume_percent) {
  const double amplitude = 12000.0 * std::clamp(volume_percent, 0, 200) / 100.0;
  std::vector<int16_t> out;
  for (const EarconShape& shape : shapes) {
    if (shape.earcon != earcon) continue;
    for (const Tone& tone : shape.tones) {
      if (tone.ms == 0) break;
      if (!out.empty()) out.resize(out.size() + speech_rate * gap_ms / 1000, 0);
      append_tone(out, tone, amplitude);
    }
  }
  return out;
}

std::optional<Earcon> parse_earcon(std::string_view name) {
  for (const EarconShape& shape : shapes)
    if (shape.name == name) return shape.earcon;
  return std::nullopt;
}

}  // namespace twinboard::audio
