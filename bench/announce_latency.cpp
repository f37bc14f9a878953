// Time from "announce this move" to its first PCM frame written to the audio device, over
// the moves of the perft suite, against `espeak-ng --stdout` (time to its first byte of
// audio) for the same texts in the same run. Prints p50, p99 and max for both.
//
// Usage: bench_announce_latency [count] [epd-file]
// Run with ALSA's capture config so it works without a sound card:
//   ALSA_CONFIG_PATH=tests/alsa-capture.conf build/release/bench/bench_announce_latency 1000
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <mutex>
#include <map>

#include "audio/portaudio_sink.h"
#include "audio/speaker.h"
#include "core/movegen.h"
#include "core/vocabulary.h"
#include "latency_stats.h"

using namespace twinboard;
using namespace twinboard::bench;

namespace {

// Moves of the suite's positions, as (position, move) pairs, up to `count`.
std::vector<std::pair<Position, LegalMove>> moves_of(const std::string& epd, size_t count) {
  std::vector<std::pair<Position, LegalMove>> moves;
  std::ifstream in(epd);
  for (std::string line; moves.size() < count && std::getline(in, line);) {
    auto position = Position::from_fen(line.substr(0, line.find(';')), Validation::Permissive);
    if (!position.ok()) continue;
    for (LegalMove m : MoveList(*position)) {
      if (moves.size() == count) break;
      moves.emplace_back(*position, m);
    }
  }
  return moves;
}

}  // namespace

int main(int argc, char** argv) {
  const size_t count = argc > 1 ? std::stoul(argv[1]) : 1000;
  const std::string epd = argc > 2 ? argv[2] : TWINBOARD_SHARED_DIR "/corpora/perft/perftsuite.epd";
  const auto moves = moves_of(epd, count);
  if (moves.size() < count) {
    std::cerr << "only " << moves.size() << " moves in " << epd << "\n";
    return 2;
  }

  std::mutex mutex;
  std::condition_variable started;
  std::map<uint64_t, Steady::time_point> started_at;
  auto observer = [&](const audio::Playback& p) {
    if (p.kind != audio::Playback::Kind::Started) return;
    std::lock_guard lock(mutex);
    started_at[p.id] = p.at;
    started.notify_all();
  };
  std::vector<audio::Output> outputs;
  outputs.push_back({"out", std::make_unique<audio::PortAudioSink>("default")});
  audio::Speaker speaker(std::move(outputs), {{"vi", "out", audio::Channel::Both, {"de", 175, 100}}}, observer);

  std::vector<double> ours;
  std::vector<std::string> texts;
  for (const auto& [position, move] : moves) {
    const auto asked = Steady::now();
    std::string words = announce(position, move, default_vocabulary());
    const uint64_t id = speaker.say("vi", words, audio::Priority::Move);
    {
      std::unique_lock lock(mutex);
      started.wait(lock, [&] { return started_at.count(id) > 0; });
      ours.push_back(std::chrono::duration<double, std::milli>(started_at[id] - asked).count());
    }
    speaker.silence("vi");  // next announcement at once; the bench measures the start
    speaker.wait_until_quiet();
    texts.push_back(std::move(words));
  }
  std::vector<double> reference;
  for (const auto& t : texts) reference.push_back(espeak_cli_first_byte_ms(t));

  report("twinboard announce->device", ours);
  report("espeak-ng --stdout", reference);
  return 0;
}
