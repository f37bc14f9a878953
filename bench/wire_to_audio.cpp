// Time from a board event on the wire to the first audio frame of its announcement, at a
// whole table: a DGT emulator and a tactile emulator on pseudo-terminals, the drivers,
// the table, the speaker. Morphy's Opera Game is played `games` times; each of White's
// (the VI player's) moves is completed by the peg board's clock button, and the clock
// stops when the first frames of the move's announcement to the sighted player have been
// written to the audio device. The reference in the same run: `espeak-ng --stdout`'s
// first byte for the same words.
//
// Usage: bench_wire_to_audio [games]   (17 samples a game, about a minute each)
// Without a sound card: ALSA_CONFIG_PATH=tests/alsa-capture.conf build/release/bench/bench_wire_to_audio 2
#include <atomic>
#include <cstdlib>
#include <condition_variable>
#include <functional>
#include <iostream>
#include <sstream>
#include <mutex>
#include <thread>

#include "runtime/hand_actions.h"
#include "runtime/table_runtime.h"
#include "audio/open_sink.h"
#include "core/san.h"
#include "devices/dgt_emulator.h"
#include "devices/tactile_emulator.h"
#include "latency_stats.h"

using namespace twinboard;
using namespace twinboard::bench;

namespace {

constexpr const char* kOperaGame =
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 "
    "Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

struct FirstFrames {
  std::mutex mutex;
  std::vector<Steady::time_point> started;  // the sighted player's utterances, as they start
};

// One game; appends a sample per Black move and the reference for the same words.
bool play(int game, std::vector<double>& table_ms, std::vector<double>& reference_ms) {
  const std::string stem = "/tmp/twinboard-bench-" + std::to_string(getpid()) + "-" + std::to_string(game);
  devices::TactileEmulator tactile(stem + "-tactile", Position::start().occupied());
  devices::DgtEmulator dgt(stem + "-dgt", Position::start().board());
  std::atomic<bool> stop{false};
  std::jthread t1([&] { tactile.run(stop); }), t2([&] { dgt.run(stop); });
  struct Stop {
    std::atomic<bool>& s;
    ~Stop() { s = true; }
  } stop_at_end{stop};

  auto frames = std::make_shared<FirstFrames>();
  std::vector<audio::Output> outputs;
  outputs.push_back({"out", audio::open_sink("default", "")});
  auto speaker = std::make_unique<audio::Speaker>(
      std::move(outputs),
      std::vector<audio::ListenerSetup>{
          {std::string(name(Listener::Tactile)), "out", audio::Channel::Left, {"de", 175, 100}},
          {std::string(name(Listener::Sighted)), "out", audio::Channel::Right, {"en", 175, 100}}},
      [frames](const audio::Playback& p) {
        if (p.kind != audio::Playback::Kind::Started || p.listener != name(Listener::Sighted)) return;
        std::lock_guard lock(frames->mutex);
        frames->started.push_back(p.at);
      });
  runtime::RuntimeOptions options;
  options.setup.time_control = parse_time_control("5400+30").value();
  options.setup.vocabulary = {find_vocabulary("fide-de"), find_vocabulary("plain-en"), find_vocabulary("plain-en")};
  options.tactile_port = tactile.path();
  options.sighted_port = dgt.path();
  if (std::getenv("BENCH_LOG")) options.log = &std::cerr;
  runtime::TableRuntime runtime(options, std::move(speaker));
  auto until = [&](const std::function<bool()>& done) {
    const auto deadline = Steady::now() + std::chrono::seconds(10);
    while (!done()) {
      if (Steady::now() > deadline) return false;
      runtime.step(0);
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    }
    return true;
  };
  auto pass = [&](int ms) {
    const auto end = Steady::now() + std::chrono::milliseconds(ms);
    while (Steady::now() < end) {
      runtime.step(0);
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  };
  auto act = [&](devices::BoardEmulator& board, const std::vector<std::string>& actions) {
    for (const std::string& a : actions) {
      board.perform(a);
      pass(30);  // a hand takes a moment between pieces
    }
  };
  pass(1500);  // both boards connect and report their positions

  Game game_so_far;
  std::istringstream moves(kOperaGame);
  for (std::string text; moves >> text;) {
    const Position before = game_so_far.current();
    const LegalMove move = read_san(before, text).value().move;
    const bool vi = before.side_to_move() == Color::White;
    const std::size_t ply = game_so_far.plies();
    if (vi) {
      act(tactile, runtime::hand_actions(before, move, false));
      runtime.input(Announce{announce(before, move), Speaker::White});
      pass(50);
      if (auto* s = runtime.speaker()) s->wait_until_quiet();  // nothing else is being said
      std::size_t heard;
      {
        std::lock_guard lock(frames->mutex);
        heard = frames->started.size();
      }
      const auto wire = Steady::now();
      tactile.perform("button clock");  // the peg board's clock button: the bytes are on the wire
      if (!until([&] {
            std::lock_guard lock(frames->mutex);
            return frames->started.size() > heard;
          })) {
        std::cerr << "no announcement of " << text << "\n";
        return false;
      }
      {
        std::lock_guard lock(frames->mutex);
        table_ms.push_back(std::chrono::duration<double, std::milli>(frames->started[heard] - wire).count());
      }
      reference_ms.push_back(espeak_cli_first_byte_ms(announce(before, move, *find_vocabulary("plain-en")), "en"));
    } else {
      act(dgt, runtime::hand_actions(before, move, true));
      pass(1200);  // the board rests; the sighted player's move is read from it
      runtime.input(PressClock{Color::Black}, "bench");
    }
    if (!until([&] { return runtime.table().game().plies() > ply; })) {
      std::cerr << "the table did not take " << text << "\n";
      return false;
    }
    game_so_far.play(move);
    if (auto* s = runtime.speaker()) s->wait_until_quiet();
    act(vi ? static_cast<devices::BoardEmulator&>(dgt) : tactile, runtime::hand_actions(before, move, vi));
    if (!until([&] {
          return runtime.table().view(vi ? BoardId::Sighted : BoardId::Tactile).shows(game_so_far.current().board());
        })) {
      std::cerr << "the other board did not show " << text << "\n";
      return false;
    }
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 3;
  std::vector<double> table_ms, reference_ms;
  for (int g = 0; g < games; ++g)
    if (!play(g, table_ms, reference_ms)) return 1;
  report("twinboard wire -> first frame", table_ms);
  report("espeak-ng --stdout first byte", reference_ms);
  return 0;
}
