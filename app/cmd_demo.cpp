// `twinboard demo [--speed FACTOR] [--wav FILE] [--headless]`: a whole master game played
// through two emulated boards on pseudo-terminals, as hands would play it: the visually
// impaired player (White) on the tactile peg board, his sighted opponent on the DGT board
// (or a ChessLink or Certabo board: --sighted), or a second VI player on his own peg board
// (--black vi, as at a blind-chess event);
// each move lifted and placed on the mover's board, read by the drivers, made by the table
// (twinboard as each VI player's assistant, F2.9b and c, starts the clock for him; the
// sighted player presses the lever of the DGT3000 beside his board, or his key), announced to the opponent
// in his language on his side of the headphones, then carried out on the opponent's board.
// Prints the log on stderr and the game's PGN, with clock times, on stdout.
#include <unistd.h>

#include <atomic>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include "audio/open_sink.h"
#include "command_failure.h"
#include "commands.h"
#include "language_choices.h"
#include "core/pgn.h"
#include "core/position.h"
#include "devices/board_kinds.h"
#include "devices/tactile_emulator.h"
#include "hall/mqtt_hall.h"
#include "signals.h"
#include "runtime/hand_actions.h"
#include "runtime/table_runtime.h"
#include "runtime/window_runner.h"

namespace twinboard::app {
namespace {

// Paul Morphy against the Duke of Brunswick and Count Isouard, Paris 1858: captures of
// every kind, long castling and a mate in 33 plies.
constexpr std::string_view kMasterGame = R"([Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Morphy, Paul"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
)";

struct DemoOptions {
  double speed = 1.0;
  std::string wav;
  bool headless = false;
  std::string device = "default";
  int unplug_ply = 0;  // pull the mover's cable while he makes this ply (1 = the first)
  // The VI player's language (he hears the FIDE words as his language's text of the Laws
  // writes them, and everything else in it) and the window's; unset: German for him, the
  // window in English.
  std::optional<std::string> lang;
  // The event's hall (issue 21): the demo reports to this broker as board `board`.
  runtime::HallConfig hall;
  // The sighted player's e-board (issue 38): a DGT board with its DGT3000, or a ChessLink or
  // Certabo board, which have no clock: he presses his with his key.
  BoardProtocolId sighted = BoardProtocolId::Dgt;
  // Issue 47, item 7: Black is a second VI player on a peg board, hearing `black_lang`.
  bool black_vi = false;
  std::string black_lang = "ru";
};

class Demo {
 public:
  explicit Demo(const DemoOptions& o) : o_(o) {}
  int run();

 private:
  // Lets the table run for `table_ms` of table time.
  void pass(Millis table_ms);
  void step();  // one turn of the loop: boards, table, window
  // Lets the table run until `done` holds; false after `real_ms` of real time.
  bool until(const std::function<bool()>& done, int real_ms = 15000);
  void act(devices::BoardEmulator& board, const std::vector<std::string>& actions);
  std::string pgn(const PgnGame& master) const;
  const Table& table() const { return runtime_->table(); }

  const DemoOptions& o_;
  std::unique_ptr<TableRuntime> runtime_;
  std::unique_ptr<WindowRunner> window_;
};

void Demo::pass(Millis table_ms) {
  const Millis until_time = runtime_->now() + table_ms;
  while (runtime_->now() < until_time && !interrupted) step();
}

void Demo::step() {
  runtime_->step(20);
  if (window_) window_->update(*runtime_);
}

bool Demo::until(const std::function<bool()>& done, int real_ms) {
  const int64_t deadline = devices::monotonic_ms() + real_ms;
  while (!done()) {
    if (interrupted || devices::monotonic_ms() > deadline) return false;
    step();
  }
  return true;
}

void Demo::act(devices::BoardEmulator& board, const std::vector<std::string>& actions) {
  for (const auto& line : actions) {
    board.perform(line);
    pass(400);  // a hand takes a moment between pieces
  }
}

std::string Demo::pgn(const PgnGame& master) const {
  const Table& table = this->table();
  PgnGame out;
  out.tags = master.tags;
  out.set_tag("Annotator", "twinboard demo");
  out.set_tag("TimeControl", pgn_time_control(table.setup().time_control));
  if (table.result()) out.set_tag("Result", table.result()->result);
  out.result = table.result() ? table.result()->result : "*";
  const auto moves = table.game().moves();
  for (std::size_t ply = 0; ply < moves.size(); ++ply) {
    PgnMove m;
    m.move = moves[ply];
    const auto& history = table.clock().history(ply % 2 == 0 ? Color::White : Color::Black);
    if (ply / 2 < history.size()) m.clock_ms = history[ply / 2];
    out.moves.push_back(std::move(m));
  }
  return write_pgn(out);
}

int Demo::run() {
  PgnReader reader(kMasterGame);
  auto record = reader.next();
  if (!record || record->kind != PgnRecord::Kind::Game) {
    std::cerr << "twinboard demo: the built-in game does not read\n";
    return kUsageOrIo;
  }
  const PgnGame& master = record->game;

  const std::string stem = "/tmp/twinboard-demo-" + std::to_string(getpid());
  const Position start = Position::start();
  devices::TactileEmulator tactile(stem + "-white", start.occupied());
  const BoardProtocolId black_board = o_.black_vi ? BoardProtocolId::Tactile : o_.sighted;
  const auto black_emulator = devices::make_emulator(black_board, stem + "-black", start.board());
  devices::BoardEmulator& eboard = *black_emulator;
  const bool with_dgt3000 = black_board == BoardProtocolId::Dgt;
  const bool black_identifies = kind_of(black_board) == BoardKind::Identified;
  std::atomic<bool> stop{false};
  std::jthread tactile_thread([&] { tactile.run(stop); });
  std::jthread eboard_thread([&] { eboard.run(stop); });
  struct StopAtEnd {
    std::atomic<bool>& stop;
    ~StopAtEnd() { stop = true; }
  } stop_at_end{stop};

  RuntimeOptions options;
  options.setup.seats[Color::White] = {Needs::Vi, BoardKind::Occupancy};
  options.setup.seats[Color::Black] = {o_.black_vi ? Needs::Vi : Needs::Sighted, kind_of(black_board)};
  options.setup.assistant = true;  // twinboard announces and starts the clock for each VI player (F2.9b, c)
  options.setup.time_control = parse_time_control("5400+30").value();
  // People hear in real time: a reminder comes after 20 real seconds at any speed.
  options.setup.reminder_after = Millis(20000 * o_.speed);
  const Phrasebook& vi_book = phrasebook(language_of_code(o_.lang.value_or("de")).value());
  const Phrasebook& black_book = phrasebook(language_of_code(o_.black_vi ? o_.black_lang : "en").value());
  options.setup.vocabulary = {find_vocabulary(vi_book.usual_vocabulary),
                              find_vocabulary(o_.black_vi ? black_book.usual_vocabulary : "plain-en"),
                              find_vocabulary(o_.lang ? vi_book.plain_vocabulary : "plain-en")};
  options.ports = {{tactile.path(), eboard.path()}};
  options.protocols = {{BoardProtocolId::Tactile, black_board}};
  options.speed = o_.speed;
  options.log = &std::cerr;
  std::unique_ptr<hall::MqttHall> hall_link;
  if (!o_.hall.broker.empty()) {
    auto opened = hall::MqttHall::open(o_.hall, [](const std::string& line) { std::cerr << line << '\n'; });
    if (!opened) {
      return report("demo", {FailureKind::UsageOrIo, opened.error()});
    }
    hall_link = std::move(*opened);
    options.hall = hall_link.get();
  }

  std::unique_ptr<audio::Speaker> speaker;
  std::vector<audio::Output> outputs;
  try {
    outputs.push_back({"out", audio::open_sink(o_.device, o_.wav)});
  } catch (const std::exception& e) {
    if (!o_.wav.empty()) {
      return report("demo", {FailureKind::UsageOrIo, std::string(e.what())});
    }
    // A machine without a sound card still hears the demo later: from a file.
    std::cerr << "twinboard demo: " << e.what() << "; the speech goes to twinboard-demo.wav instead\n";
  }
  try {
    if (outputs.empty()) outputs.push_back({"out", audio::open_sink("", "twinboard-demo.wav")});
    const int rate = o_.speed >= 10 ? 320 : 175;  // a fast demo talks fast
    speaker = std::make_unique<audio::Speaker>(
        std::move(outputs),
        std::vector<audio::ListenerSetup>{
            {std::string(name(Listener::White)), "out", audio::Channel::Left, {std::string(vi_book.voice), rate, 100}},
            {std::string(name(Listener::Black)),
             "out",
             audio::Channel::Right,
             {o_.black_vi ? std::string(black_book.voice) : "en", rate, 100}}});
  } catch (const std::exception& e) {
    return report("demo", {FailureKind::UsageOrIo, std::string(e.what())});
  }
  runtime_ = std::make_unique<TableRuntime>(options, std::move(speaker));
  stop_on_signals();
  window_ = std::make_unique<WindowRunner>(!o_.headless, false);
  if (with_dgt3000)
    eboard.perform("clock 5400 5400 none");  // a DGT3000 beside the DGT board: its lever is Black's clock
  pass(2000);                                // the boards connect and report their positions
  until([&] { return runtime_->pictured(Color::White) && runtime_->pictured(Color::Black); });

  Position position = start;
  for (std::size_t ply = 0; ply < master.moves.size() && !table().result(); ++ply) {
    const Position before = position;
    const LegalMove move = *legal(before, master.moves[ply].move);
    const bool white_moves = position.side_to_move() == Color::White;
    const bool vi_moves = table().setup().is_vi(position.side_to_move());
    devices::BoardEmulator& mover = white_moves ? static_cast<devices::BoardEmulator&>(tactile) : eboard;
    devices::BoardEmulator& other = white_moves ? static_cast<devices::BoardEmulator&>(eboard) : tactile;
    const Color mirror = white_moves ? Color::Black : Color::White;
    pass(3000);  // thinking
    const bool unplugged = int(ply) + 1 == o_.unplug_ply;
    if (unplugged) mover.perform("unplug");  // the cable comes out; the hand plays on
    act(mover, hand_actions(before, move, !white_moves && black_identifies));
    if (unplugged) mover.perform("replug");
    if (!vi_moves) {  // the sighted player presses his own clock once his move stands (F2.9c)
      until([&] { return table().pending_move() == move || table().game().plies() > ply; });
      if (with_dgt3000) eboard.perform("lever");
      else runtime_->input(PressClock{Color::Black}, "clock key");  // his key at the table (sighted.clock_key)
    }
    if (!until([&] { return table().game().plies() > ply; })) {
      std::cerr << "twinboard demo: the table did not take ply " << ply + 1 << '\n';
      return interrupted ? kOk : kUsageOrIo;
    }
    position.play(move);
    // The opponent hears the move, then carries it out on his board.
    if (auto* s = runtime_->speaker()) s->wait_until_quiet();
    act(other, hand_actions(before, move, white_moves && black_identifies));
    if (!until([&] { return table().view(mirror).shows(table().game().current().board()); })) {
      std::cerr << "twinboard demo: " << board_name(mirror) << " did not show ply " << ply + 1 << '\n';
      return kUsageOrIo;
    }
  }
  until([&] { return table().result().has_value(); }, 5000);
  if (auto* s = runtime_->speaker()) s->wait_until_quiet();
  if (hall_link && !hall_link->drain(2000))
    std::cerr << "twinboard demo: " << hall_link->waiting() << " messages not acknowledged by the hall's broker\n";
  std::cout << pgn(master);
  return kOk;
}

}  // namespace

void add_demo_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<DemoOptions>();
  auto* cmd = app.add_subcommand("demo", "Play a master game through two emulated boards with speech and the clock");
  cmd->add_option("--speed", o->speed, "How much faster than a real game (default 1; 50 plays it in under a minute)")
      ->check(CLI::Range(0.1, 1000.0));
  cmd->add_option("--wav", o->wav, "Write the speech to this WAV file instead of the audio device");
  cmd->add_option("--device", o->device, "Audio output device, or a part of its name (default: default)");
  cmd->add_flag("--headless", o->headless, "No window");
  cmd->add_option("--hall", o->hall.broker, "Report to the event's MQTT broker, host:port (docs/hall.md)");
  cmd->add_option("--event", o->hall.event, "With --hall: the event's name (default event)");
  cmd->add_option("--hall-user", o->hall.username, "With --hall: this table's account on the broker");
  cmd->add_option("--hall-password", o->hall.password, "With --hall: its password");
  cmd->add_option("--round", o->hall.round, "With --hall: the round (default 1)");
  cmd->add_option("--board", o->hall.board, "With --hall: this table's board number (default 1)")
      ->check(CLI::Range(1, 10000));
  cmd->add_option("--lang", o->lang,
                  "The VI player's language and the window's: " + language_choices() +
                      " (default: de for him, the window in English)")
      ->check(CLI::IsMember(language_codes()));
  cmd->add_option("--unplug", o->unplug_ply, "Pull the mover's board cable while he makes this ply, then plug it back")
      ->check(CLI::Range(1, 33));
  // By name, read as text: CLI11's transformer prints a uint8_t enum's values as characters.
  cmd->add_option_function<std::string>(
         "--sighted", [o](const std::string& board) { o->sighted = *named(board, kBoardProtocols); },
         "The sighted player's e-board: dgt (with a DGT3000), chesslink or certabo")
      ->check(CLI::IsMember({"dgt", "chesslink", "certabo"}));
  cmd->add_option_function<std::string>(
         "--black", [o](const std::string& who) { o->black_vi = who == "vi"; },
         "Who plays Black: sighted (on --sighted's e-board, the default) or vi (a second VI player on his own "
         "peg board, as at a blind-chess event)")
      ->check(CLI::IsMember({"sighted", "vi"}));
  cmd->add_option("--black-lang", o->black_lang,
                  "With --black vi: his language (default ru); he hears the moves in its FIDE words")
      ->check(CLI::IsMember(language_codes()));
  cmd->callback([&run, o] { run = [o] { return Demo(*o).run(); }; });
}

}  // namespace twinboard::app
