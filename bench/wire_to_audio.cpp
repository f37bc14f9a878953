// Time from a board event on the wire to the first audio frame of its announcement, at a
// whole table: a DGT emulator and a tactile emulator on pseudo-terminals, the drivers,
// the table, the speaker. Morphy's Opera Game is played `games` times; each of White's
// (the VI player's) moves is announced, then made on his peg board: the last peg put in
// makes it (F2.3, Article 4.7: the opponent hears it then, before the VI player's clock
// press), and the clock stops when the first frames of the move's announcement to the
// sighted player have been written to the audio device. After each move, a routing key of the VI player's braille
// display (a BRLTTY with its virtual driver; the key over the status line asks for the last
// move) to the first frame of the answer. The reference in the same run: `espeak-ng
// --stdout`'s first byte for the same words.
//
// The runtime is driven as `twinboard table` drives it (step(50): it waits for its boards
// itself), and "on the wire" is the moment the emulator wrote the last peg's (or the lever's)
// bytes, so the emulator's own latency is not counted. Besides the whole path, its two
// halves: wire to the table handling the event (drivers, hand-over to the runtime), and the
// table to the first frame (rules, journal, speech).
//
// Usage: bench_wire_to_audio [games]   (17 peg, 16 lever and 33 braille samples a game;
// BENCH_NO_BRAILLE=1: the boards alone, as at a table without a braille display;
// BENCH_HAND_MS: from the VI player's words to his last peg, 300 ms unless given)
// Without a sound card: ALSA_CONFIG_PATH=tests/alsa-capture.conf build/release/bench/bench_wire_to_audio 2
#include <poll.h>

#include <atomic>
#include <cstdlib>
#include <condition_variable>
#include <functional>
#include <iostream>
#include <sstream>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "runtime/braille_runner.h"
#include "runtime/hand_actions.h"
#include "runtime/table_runtime.h"
#include "audio/open_sink.h"
#include "core/san.h"
#include "core/work_counts.h"
#include "devices/dgt_emulator.h"
#include "devices/tactile_emulator.h"
#include "latency_stats.h"
#include "tests/brltty_vr.h"

using namespace twinboard;
using namespace twinboard::bench;

namespace {

// Issue 50, item 2: what the program made on the moves' way (core/work_counts.h), per move,
// less the bench's own announcements (its players' words and the reference's), measured as
// they are made.
std::uint64_t own_san = 0, own_words = 0;
std::string own_announce(const Position& before, LegalMove move, const Vocabulary& v = default_vocabulary()) {
  const WorkCounts::Reading was = work_counts().read();
  std::string words = announce(before, move, v);
  const WorkCounts::Reading made = work_counts().read() - was;
  own_san += made.san_parts, own_words += made.move_words;
  return words;
}

void report_work(double moves) {
  const WorkCounts::Reading r = work_counts().read();
  std::printf(
      "made per move (%.0f moves): SAN %.2f, move words %.2f, notices worded %.2f, whole PGNs %.2f, "
      "PGN move lines %.2f, board corrections %.2f\n",
      moves, double(r.san_parts - own_san) / moves, double(r.move_words - own_words) / moves,
      double(r.notice_words) / moves, double(r.pgn_written) / moves, double(r.pgn_move_lines) / moves,
      double(r.corrections) / moves);
}

constexpr const char* kOperaGame =
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 "
    "Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

// When each listener's utterances start (their first frames written to the device).
struct FirstFrames {
  std::mutex mutex;
  std::map<std::string, std::vector<Steady::time_point>> started;

  std::size_t count(const std::string& listener) {
    std::lock_guard lock(mutex);
    return started[listener].size();
  }
  Steady::time_point at(const std::string& listener, std::size_t i) {
    std::lock_guard lock(mutex);
    return started[listener].at(i);
  }
};

// One path's samples: the whole way, its two halves, and the reference.
struct Samples {
  std::vector<double> total, to_table, table_to_frame, reference;
  std::vector<double> to_brlapi;  // braille: the key's way through BRLTTY to its BrlAPI socket
  // A board's piece: the wire to its driver's stamp (whole milliseconds of the same steady
  // clock), and the driver's stamp to the table handling it.
  std::vector<double> to_driver, driver_to_table;
};

double ms(Steady::duration d) { return std::chrono::duration<double, std::milli>(d).count(); }

// One game; a sample per White move (the peg board's last peg, announced to the sighted
// player), per Black move (the DGT3000's lever, announced to the VI player), and per move
// the braille display's routing key over the last move (answered to the VI player).
bool play(int game, test::BrlttyVr& brltty, Samples& button, Samples& lever, Samples& braille_key) {
  const std::string stem = "/tmp/twinboard-bench-" + std::to_string(getpid()) + "-" + std::to_string(game);
  devices::TactileEmulator tactile(stem + "-tactile", Position::start().occupied());
  devices::DgtEmulator dgt(stem + "-dgt", Position::start().board());
  std::atomic<bool> stop{false};
  std::jthread t1([&] { tactile.run(stop); }), t2([&] { dgt.run(stop); });
  struct Stop {
    std::atomic<bool>& s;
    ~Stop() { s = true; }
  } stop_at_end{stop};

  // The VI player has White, on the peg board; the sighted player Black, on the DGT board.
  const std::string vi_listener(name(Listener::White)), sighted_listener(name(Listener::Black));
  auto frames = std::make_shared<FirstFrames>();
  std::vector<audio::Output> outputs;
  outputs.push_back({"out", audio::open_sink("default", "")});
  auto speaker = std::make_unique<audio::Speaker>(
      std::move(outputs),
      std::vector<audio::ListenerSetup>{{vi_listener, "out", audio::Channel::Left, {"de", 175, 100}},
                                        {sighted_listener, "out", audio::Channel::Right, {"en", 175, 100}}},
      [frames](const audio::Playback& p) {
        if (p.kind != audio::Playback::Kind::Started) return;
        std::lock_guard lock(frames->mutex);
        frames->started[p.listener].push_back(p.at);
      });
  runtime::RuntimeOptions options;
  options.setup.time_control = parse_time_control("5400+30").value();
  options.setup.vocabulary = {find_vocabulary("fide-de"), find_vocabulary("plain-en"), find_vocabulary("plain-en")};
  options.setup.settle = 150;  // the sighted player's move is read from his board sooner
  options.ports = {{tactile.path(), dgt.path()}};
  if (std::getenv("BENCH_LOG")) options.log = &std::cerr;
  std::ostringstream said_to_vi;  // a line each: the braille key's answer, for the reference
  options.terminal_output = &said_to_vi;
  options.terminal_seat = Color::White;
  // When the runtime handles a peg, a press or a key: the moment its log line is written.
  // When the table made the move: its "move N: ..." line (a sighted piece is released only
  // after resting, Article 4.7: the rest is between the two).
  std::optional<Steady::time_point> pressed, made;
  // The driver's own time of the last piece put down on a board (issue 50, item 4).
  std::optional<int64_t> driver_placed;
  options.observe_board = [&driver_placed](Color, const devices::BoardEvent& e) {
    if (e.is<devices::sensed::Place>()) driver_placed = e.t_ms;
  };
  options.observe = [&pressed, &made](runtime::LogLevel, const std::string& line) {
    if (line.find("presses the clock") != std::string::npos || line.find(" asks: ") != std::string::npos ||
        line.find(" board: place ") != std::string::npos)
      pressed = Steady::now();
    if (line.find("  move ") != std::string::npos) made = Steady::now();
  };
  runtime::TableRuntime runtime(options, std::move(speaker));
  runtime::BrailleRunner braille(Color::White, true, brltty.host());
  // The runtime is driven as `twinboard table` drives it: step(50), woken by its boards and
  // the braille display's connection, then the display's keys and picture.
  // When BrlAPI's socket first had something to read after a key: runtime.step returns at
  // once then, so this splits BRLTTY's part of a braille key's way from the table's.
  std::optional<Steady::time_point> brlapi_readable;
  auto step = [&](int ms) {
    const int fds[] = {braille.wake_fd()};
    runtime.step(ms, std::span<const int>(fds, fds[0] >= 0 ? 1 : 0));
    if (pollfd p{fds[0], POLLIN, 0}; !brlapi_readable && fds[0] >= 0 && poll(&p, 1, 0) > 0)
      brlapi_readable = Steady::now();
    braille.update(runtime, nullptr);
  };
  auto until = [&](const std::function<bool()>& done) {
    const auto deadline = Steady::now() + std::chrono::seconds(10);
    while (!done()) {
      if (Steady::now() > deadline) return false;
      step(50);
    }
    return true;
  };
  auto pass = [&](int ms_to_pass) {
    const auto end = Steady::now() + std::chrono::milliseconds(ms_to_pass);
    while (Steady::now() < end)
      step(int(std::max<long>(0, std::chrono::duration_cast<std::chrono::milliseconds>(end - Steady::now()).count())));
  };
  auto act = [&](devices::BoardEmulator& board, const std::vector<std::string>& actions) {
    for (const std::string& a : actions) {
      board.perform(a);
      pass(10);  // a hand takes a moment between pieces
    }
  };
  auto quiet = [&] {
    if (auto* s = runtime.speaker()) {
      s->silence(vi_listener);
      s->silence(sighted_listener);
      s->wait_until_quiet();
    }
  };
  // Presses and waits for `listener` to start hearing something new; `written` says when the
  // press's bytes went out.
  struct Press {
    std::function<void()> press;
    std::function<Steady::time_point()> written;
  };
  auto measure = [&](const Press& action, const std::string& listener, const std::function<std::string()>& words,
                     const std::string& voice, const std::string& label, Samples& samples) {
    quiet();  // nothing else is being said
    const std::size_t heard = frames->count(listener);
    pressed.reset();
    made.reset();
    driver_placed.reset();
    brlapi_readable.reset();
    action.press();
    if (!until([&] { return frames->count(listener) > heard; })) {
      std::cerr << "no announcement after " << label << "\n";
      return false;
    }
    const auto frame = frames->at(listener, heard);
    const auto wire = action.written();
    samples.total.push_back(ms(frame - wire));
    if (brlapi_readable && &samples == &braille_key) samples.to_brlapi.push_back(ms(*brlapi_readable - wire));
    if (pressed && driver_placed) {
      const double driver = double(*driver_placed) - ms(wire.time_since_epoch());
      samples.to_driver.push_back(driver);
      samples.driver_to_table.push_back(ms(*pressed - wire) - driver);
    }
    if (pressed) {
      samples.to_table.push_back(ms(*pressed - wire));
      samples.table_to_frame.push_back(ms(frame - made.value_or(*pressed)));
    }
    if (std::getenv("BENCH_VERBOSE"))
      std::cerr << label << ": wire -> frame " << samples.total.back() << " ms"
                << (pressed ? ", wire -> table " + std::to_string(samples.to_table.back()) + " ms" : "")
                << (pressed && driver_placed ? ", wire -> driver " + std::to_string(samples.to_driver.back()) + " ms"
                                             : "")
                << "\n";
    quiet();
    samples.reference.push_back(espeak_cli_first_byte_ms(words(), voice));
    return true;
  };
  // A board's action; its bytes went to the host when the emulator says so.
  auto on_board = [](devices::BoardEmulator& board, const std::string& what) {
    return Press{[&board, what] { board.perform(what); }, [&board] { return board.last_action_written(); }};
  };
  auto fixed = [](std::string words) { return [words] { return words; }; };
  // The last line said to the VI player: the braille key's answer.
  auto last_said_to_vi = [&said_to_vi] {
    std::string text = said_to_vi.str();
    while (!text.empty() && text.back() == '\n') text.pop_back();
    return text.substr(text.rfind('\n') + 1);
  };
  // The routing key over the status line's first cells (BRLTTY counts them from 1): the last move, said to the VI player.
  // A line up first (on the status line it stays there) puts away what the display showed.
  auto ask_last_move = [&](const std::string& after) {
    brltty.take_pictures();
    brltty.send("LnUp");
    pass(50);
    brltty.take_pictures();
    Steady::time_point written;
    return measure({[&] { written = brltty.press("Route 1"); }, [&] { return written; }}, vi_listener, last_said_to_vi,
                   "de", after + " (braille display's routing key)", braille_key);
  };
  const int hand_ms = std::getenv("BENCH_HAND_MS") ? std::atoi(std::getenv("BENCH_HAND_MS")) : 300;
  pass(1500);                           // both boards connect and report their positions
  dgt.perform("clock 5400 5400 left");  // a DGT3000 on the DGT board: its lever is the sighted player's press
  pass(300);

  Game game_so_far;
  std::istringstream moves(kOperaGame);
  for (std::string text; moves >> text;) {
    const Position before = game_so_far.current();
    const LegalMove move = read_san(before, text).value().move;
    const bool vi = before.side_to_move() == Color::White;
    const std::size_t ply = game_so_far.plies();
    if (vi) {
      // Announced first; the last peg put in makes the move, heard by the opponent at once.
      runtime.input(Announce{own_announce(before, move), Speaker::White});
      pass(20);
      std::vector<std::string> pegs = runtime::hand_actions(before, move, false);
      const std::string last_peg = pegs.back();
      pegs.pop_back();
      act(tactile, pegs);
      // His hand on the way to the hole: the sound that took his words has ended.
      // BENCH_HAND_MS=30: it still plays on his channel as the peg goes in (issue 50, item 5).
      pass(hand_ms);
      if (!measure(on_board(tactile, last_peg), sighted_listener,
                   fixed(own_announce(before, move, *find_vocabulary("plain-en"))), "en",
                   text + " (peg board's last peg)", button))
        return false;
      act(tactile, {"button clock"});  // his press completes it (Article 6.2)
    } else {
      // The last piece put down makes the move once it has rested there (Article 4.7).
      std::vector<std::string> hand = runtime::hand_actions(before, move, true);
      const std::string last_piece = hand.back();
      hand.pop_back();
      act(dgt, hand);
      if (!measure(on_board(dgt, last_piece), vi_listener,
                   fixed(own_announce(before, move, *find_vocabulary("fide-de"))), "de",
                   text + " (DGT board's last piece)", lever))
        return false;
      act(dgt, {"lever"});  // his press completes it (Article 6.2)
    }
    if (!until([&] { return runtime.table().game().plies() > ply; })) {
      std::cerr << "the table did not take " << text << "\n";
      return false;
    }
    game_so_far.play(move);
    act(vi ? static_cast<devices::BoardEmulator&>(dgt) : tactile, runtime::hand_actions(before, move, vi));
    if (!until([&] {
          return runtime.table().view(vi ? Color::Black : Color::White).shows(game_so_far.current().board());
        })) {
      std::cerr << "the other board did not show " << text << "\n";
      return false;
    }
    if (!std::getenv("BENCH_NO_BRAILLE") && !ask_last_move(text)) return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 59;  // 59 games: 1,003 button presses, 944 lever presses
  test::BrlttyVr brltty;                                 // one BRLTTY and its virtual display for every game
  if (!brltty.connect_display(40)) {
    std::cerr << "no BRLTTY with a virtual display (is brltty installed?)\n";
    return 1;
  }
  Samples button, lever, braille_key;
  for (int g = 0; g < games; ++g)
    if (!play(g, brltty, button, lever, braille_key)) return 1;
  report("last peg -> first frame", button.total);
  report("  wire -> table handles peg", button.to_table);
  report("    wire -> driver's stamp", button.to_driver);
  report("    driver's stamp -> table", button.driver_to_table);
  report("  move made -> first frame", button.table_to_frame);
  report("espeak-ng --stdout first byte", button.reference);
  report("DGT last piece -> first frame (with the rest)", lever.total);
  report("  wire -> table handles the piece", lever.to_table);
  report("    wire -> driver's stamp", lever.to_driver);
  report("    driver's stamp -> table", lever.driver_to_table);
  report("  move made -> first frame", lever.table_to_frame);
  report("espeak-ng (de) first byte", lever.reference);
  report("braille routing key -> first frame", braille_key.total);
  report("  wire -> BRLTTY hands it to BrlAPI", braille_key.to_brlapi);
  report("  wire -> table handles key", braille_key.to_table);
  report("  table -> first frame", braille_key.table_to_frame);
  report("espeak-ng (de) first byte", braille_key.reference);
  report_work(double(button.total.size() + lever.total.size()));
  return 0;
}
