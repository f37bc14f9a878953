// The standalone talking clock, measured on this machine:
//
// 1. Drift. The presses of a 7-hour game (40/2h, 20/1h, 30 min, +30 s from move 1; 140
//    moves each) are played in real time, compressed into SECONDS of wall time. Three
//    clocks run side by side: twinboard's (time from timestamps, as `twinboard clock`
//    reads them), a clock that counts 100 ms timer ticks (how many hobby clocks are
//    written; the reference), and the truth from CLOCK_MONOTONIC in nanoseconds. Printed:
//    each clock's error at the end; the tick counter's also scaled to a 7-hour game (its
//    error grows with every tick).
// 2. Warning latency. Warnings every 2 s of a 40 s clock, through the same loop as
//    `twinboard clock` and the Speaker to the audio device: time from the threshold to
//    the first frame of the warning written to the device (p50, p99, max), against
//    `espeak-ng --stdout` started at the threshold (time to its first byte of audio).
//
// Usage: bench_clock_drift [SECONDS]   (default 60)
//   ALSA_CONFIG_PATH=tests/alsa-capture.conf AUDIO_CAPTURE_WAV=/tmp/warn.wav
//   build/release/bench/bench_clock_drift 60
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "audio/portaudio_sink.h"
#include "audio/speaker.h"
#include "core/talking_clock.h"

using namespace twinboard;
using Steady = std::chrono::steady_clock;

namespace {

int64_t monotonic_ns() {
  timespec t{};
  clock_gettime(CLOCK_MONOTONIC, &t);
  return int64_t(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, size_t(p * double(v.size())))];
}

void drift(double seconds) {
  // Think times of the 7-hour game, then scaled so the whole game takes `seconds`.
  constexpr int plies = 280;
  std::vector<double> think(plies);
  unsigned seed = 2026;
  double total = 0;
  for (double& t : think) {
    seed = seed * 1103515245 + 12345;
    t = 1.0 + (seed >> 8) % 1000;
    total += t;
  }
  const double seven_hours_ms = 7 * 3600 * 1000.0;
  const double wall_ms = seconds * 1000;
  for (double& t : think) t = t / total * wall_ms;

  TalkingClock ours(parse_time_control("40/7200+30:20/3600+30:1800+30").value(), Language::English, {});
  // The reference: a clock that subtracts 100 ms for every 100 ms timer tick it sees.
  int64_t ticking_ms[2] = {0, 0};
  int64_t truth_ns[2] = {0, 0};
  const int64_t start_ns = monotonic_ns();
  const auto start = Steady::now();
  auto now_ms = [&] {
    return Millis(std::chrono::duration_cast<std::chrono::milliseconds>(Steady::now() - start).count());
  };
  ours.press(TalkingClock::Key::Switch, now_ms());
  int64_t segment_ns = start_ns;
  double next_press = think[0];
  int ply = 0, side = 0;
  while (ply < plies) {
    // The tick as a hobby clock keeps it: sleep 100 ms, count 100 ms (the time spent
    // waking up and working is lost on every tick).
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    ticking_ms[side] += 100;
    // Presses fall due between ticks; take those now past.
    const double elapsed = double(monotonic_ns() - start_ns) / 1e6;
    while (ply < plies && elapsed >= next_press) {
      const int64_t at = monotonic_ns();
      ours.press(side == 0 ? TalkingClock::Key::WhiteButton : TalkingClock::Key::BlackButton, now_ms());
      truth_ns[side] += at - segment_ns;
      segment_ns = at;
      side ^= 1;
      if (++ply < plies) next_press += think[size_t(ply)];
    }
  }
  const Clock& c = ours.clock();
  const Millis used_ours[2] = {7'200'000 + 3'600'000 + 1'800'000 + c.moves_completed(Color::White) * 30'000 -
                                   c.remaining(Color::White, now_ms()),
                               7'200'000 + 3'600'000 + 1'800'000 + c.moves_completed(Color::Black) * 30'000 -
                                   c.remaining(Color::Black, now_ms())};
  double ours_error = 0, ticking_error = 0;
  for (int s = 0; s < 2; ++s) {
    ours_error = std::max(ours_error, std::abs(double(used_ours[s]) - double(truth_ns[s]) / 1e6));
    ticking_error = std::max(ticking_error, std::abs(double(ticking_ms[s]) - double(truth_ns[s]) / 1e6));
  }
  const double scale = seven_hours_ms / wall_ms;
  std::printf("drift over %.0f s of presses (a 7-hour game's 280 moves, compressed):\n", seconds);
  // Ours reads time in whole milliseconds at each press: its error depends on the number
  // of presses, not on how long the game lasts, so it is not scaled.
  std::printf("  %-34s error %8.3f ms   (whole-ms readings at 280 presses; does not grow with time)\n",
              "twinboard (timestamps)", ours_error);
  std::printf("  %-34s error %8.3f ms   scaled to 7 h: %9.1f ms\n", "reference (counts 100 ms ticks)", ticking_error,
              ticking_error * scale);
}

void warning_latency() {
  const Millis start_time = 40'000;
  std::vector<Millis> thresholds;
  for (Millis t = 38'000; t >= 2'000; t -= 2'000) thresholds.push_back(t);

  std::mutex mutex;
  std::map<uint64_t, Steady::time_point> started;
  std::vector<audio::Output> outputs;
  outputs.push_back({"out", std::make_unique<audio::PortAudioSink>("default")});
  audio::Speaker speaker(std::move(outputs), {{"player", "out", audio::Channel::Both, {"de", 300, 100}}},
                         [&](const audio::Playback& p) {
                           if (p.kind != audio::Playback::Kind::Started) return;
                           std::lock_guard lock(mutex);
                           started.emplace(p.id, p.at);
                         });
  TalkingClock clock(parse_time_control(std::to_string(start_time / 1000)).value(), Language::German, thresholds);
  const auto t0 = Steady::now();
  auto now_ms = [&] {
    return Millis(std::chrono::duration_cast<std::chrono::milliseconds>(Steady::now() - t0).count());
  };
  clock.press(TalkingClock::Key::Switch, 0);
  std::vector<std::pair<uint64_t, Steady::time_point>> said;  // id, when its threshold was reached
  std::vector<std::string> texts;
  // As in `twinboard clock`: sleep until the next deadline, tick, speak what fell due.
  while (auto due = clock.next_deadline()) {
    std::this_thread::sleep_until(t0 + std::chrono::milliseconds(*due));
    for (const ClockNews& n : clock.tick(now_ms())) {
      if (n.kind != ClockNews::Kind::Warning) continue;
      said.emplace_back(speaker.say("player", n.text, n.priority), t0 + std::chrono::milliseconds(*due));
      texts.push_back(n.text);
    }
  }
  speaker.wait_until_quiet();
  std::vector<double> ours;
  for (const auto& [id, threshold] : said)
    if (started.count(id)) ours.push_back(std::chrono::duration<double, std::milli>(started[id] - threshold).count());

  std::vector<double> cli;
  for (const std::string& text : texts) {
    const auto begin = Steady::now();
    FILE* pipe = popen(("espeak-ng -v de -s 300 --stdout '" + text + "'").c_str(), "r");
    char byte;
    if (std::fread(&byte, 1, 1, pipe) == 1)
      cli.push_back(std::chrono::duration<double, std::milli>(Steady::now() - begin).count());
    char sink[4096];
    while (std::fread(sink, 1, sizeof sink, pipe) > 0) {}
    pclose(pipe);
  }
  std::printf("warning latency, threshold to first frame on the device (%zu warnings):\n", ours.size());
  if (!ours.empty())
    std::printf("  %-34s p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms\n", "twinboard clock", percentile(ours, 0.5),
                percentile(ours, 0.99), *std::max_element(ours.begin(), ours.end()));
  if (!cli.empty())
    std::printf("  %-34s p50 %7.3f ms  p99 %7.3f ms  max %7.3f ms\n", "espeak-ng --stdout, first byte",
                percentile(cli, 0.5), percentile(cli, 0.99), *std::max_element(cli.begin(), cli.end()));
}

}  // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 60;
  if (seconds < 5) {
    std::fprintf(stderr, "usage: bench_clock_drift [SECONDS >= 5]\n");
    return 2;
  }
  drift(seconds);
  warning_latency();
  return 0;
}
