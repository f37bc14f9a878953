// Issue 50, items 1 and 2: a move is worded and written once, and an idle table makes
// nothing. A real TableRuntime with every sink, its hall link on a real mosquitto and its
// window open (SDL's dummy driver, refreshed as `twinboard table` refreshes it), runs its own
// loop while its players make a game's moves; core/work_counts.h counts what the program's
// own code makes on that path: SAN, a move's words, a notice's words, whole PGN texts, a
// PGN's move lines, a board's correction steps.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <mosquitto.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "core/san.h"
#include "devices/chesslink_emulator.h"
#include "core/work_counts.h"
#include "hall/hall_collector.h"
#include "hall/hall_subscriber.h"
#include "hall/mqtt_hall.h"
#include "mosquitto_broker.h"
#include "pty_board.h"
#include "runtime/table_runtime.h"
#include "runtime/window_runner.h"
#include "table_script.h"

namespace twinboard {
namespace {

using Steady = std::chrono::steady_clock;
using namespace std::chrono_literals;

// A short game (the Opera game, Paris 1858, 33 plies), each move's words made beforehand in
// its mover's vocabulary, so the players' own words are not counted as the table's.
struct ScriptedMove {
  std::string words;
  Color mover;
};
std::vector<ScriptedMove> opera_game(const TableSetup& setup) {
  const char* sans[] = {"e4",    "e5",  "Nf3",  "d6",   "d4",  "Bg4", "dxe5",  "Bxf3", "Qxf3", "dxe5",  "Bc4",
                        "Nf6",   "Qb3", "Qe7",  "Nc3",  "c6",  "Bg5", "b5",    "Nxb5", "cxb5", "Bxb5+", "Nbd7",
                        "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8",  "Rd8#"};
  std::vector<ScriptedMove> out;
  Position p = Position::start();
  for (const char* text : sans) {
    const LegalMove move = read_san(p, text).value().move;
    const Color mover = p.side_to_move();
    out.push_back({announce(p, move, setup.vocabulary_of(listener_of(mover))), mover});
    p.play(move);
  }
  return out;
}

// The players: the side to move announces his move and presses the clock, one move every
// `gap`, as a station's typed lines come to a real table.
class Players : public runtime::InputSource {
 public:
  Players(runtime::TableRuntime& table, std::vector<ScriptedMove> moves, std::chrono::milliseconds gap)
      : table_(table), moves_(std::move(moves)), gap_(gap), next_(Steady::now() + gap) {}
  std::optional<int> wait_at_most_ms() const override {
    if (done()) return std::nullopt;
    return int(std::max<long>(0, std::chrono::ceil<std::chrono::milliseconds>(next_ - Steady::now()).count()));
  }
  bool drain() override {
    if (done() || Steady::now() < next_) return true;
    const ScriptedMove& m = moves_[played_++];
    table_.input(Announce{m.words, m.mover == Color::White ? Speaker::White : Speaker::Black}, "player");
    table_.input(PressClock{m.mover}, "player");
    next_ = Steady::now() + gap_;
    return true;
  }
  bool done() const { return played_ == moves_.size(); }

 private:
  runtime::TableRuntime& table_;
  std::vector<ScriptedMove> moves_;
  std::chrono::milliseconds gap_;
  Steady::time_point next_;
  std::size_t played_ = 0;
};

// The window as `twinboard table` has it beside its loop (app/table_sources.h, Displays): the
// loop looks every 50 ms, the window refreshes at most ten times a second.
class Window : public runtime::InputSource {
 public:
  Window(runtime::TableRuntime& table) : table_(table), window_(true, false) {}
  std::optional<int> wait_at_most_ms() const override { return 50; }
  bool drain() override {
    window_.update(table_);
    return true;
  }
  bool open() { return window_.window() != nullptr; }
  std::uint64_t drawn() const { return window_.drawn(); }

 private:
  runtime::TableRuntime& table_;
  runtime::WindowRunner window_;
};

// Ends the loop at a moment.
class Until : public runtime::InputSource {
 public:
  explicit Until(Steady::time_point end) : end_(end) {}
  std::optional<int> wait_at_most_ms() const override {
    return int(std::max<long>(0, std::chrono::ceil<std::chrono::milliseconds>(end_ - Steady::now()).count()));
  }
  bool drain() override { return Steady::now() < end_; }

 private:
  Steady::time_point end_;
};

struct CountedTable : ::testing::Test {
  static void SetUpTestSuite() { mosquitto_lib_init(); }
  static void TearDownTestSuite() { mosquitto_lib_cleanup(); }
  void SetUp() override {
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    runtime::HallConfig config;
    config.broker = "127.0.0.1:" + std::to_string(broker.port());
    config.event = "counted";
    auto opened = hall::MqttHall::open(config, [](const std::string&) {});
    ASSERT_TRUE(opened) << opened.error();
    link = std::move(*opened);
    options.setup = testing::standard();
    for (Seat& seat : options.setup.seats) seat.board = BoardKind::Manual;
    // Two languages in use: the players hear German (fide-de), the arbiter reads English.
    options.setup.vocabulary[int(Listener::Arbiter)] = find_vocabulary("plain-en");
    options.hall = link.get();
    options.log = &log;
  }
  void TearDown() override {
    if (link) link->drain(2000);
  }
  test::Broker broker{"work_once", false};
  std::unique_ptr<hall::MqttHall> link;
  runtime::RuntimeOptions options;
  std::ostringstream log;
};

void print(const char* what, const WorkCounts::Reading& r, double per) {
  std::printf(
      "%s: SAN made %.2f, move words %.2f, notices worded %.2f, whole PGNs written %.2f, PGN move lines %.2f, "
      "corrections %.2f\n",
      what, double(r.san_parts) / per, double(r.move_words) / per, double(r.notice_words) / per,
      double(r.pgn_written) / per, double(r.pgn_move_lines) / per, double(r.corrections) / per);
}

// Issue 50, item 2: each move's SAN is made once, its words once per vocabulary that hears
// or reads it, its PGN line once, on its way to the voices, the log, the window and the hall.
TEST_F(CountedTable, AMoveIsWordedAndWrittenOnce) {
  runtime::TableRuntime table(options, nullptr);
  Window window(table);
  ASSERT_TRUE(window.open()) << "SDL's dummy driver gives a window";
  Players players(table, opera_game(options.setup), 120ms);
  Until end(Steady::now() + 120ms * 34 + 500ms);
  const WorkCounts::Reading before = work_counts().read();
  std::vector<runtime::InputSource*> sources{&players, &window, &end};
  table.run(sources);
  const WorkCounts::Reading made = work_counts().read() - before;
  ASSERT_TRUE(players.done());
  const std::size_t plies = table.table().game().plies();
  ASSERT_EQ(plies, 33u) << log.str();
  ASSERT_TRUE(table.table().result()) << "Rd8# ends the game";
  print("per move, through the table with its window and hall", made, double(plies));
  // What was told, as the log quotes it: a line per thing said, with the arbiter's words too
  // where the listener hears another language. Each is one wording per vocabulary.
  std::size_t told = 0, told_moves = 0;
  std::istringstream lines(log.str());
  for (std::string line; std::getline(lines, line);) {
    if (line.find("  say to ") == std::string::npos) continue;
    const std::size_t words = line.find("(arbiter's words: ") == std::string::npos ? 1 : 2;
    told += words;
    told_moves +=
        line.find("  say to white: ") != std::string::npos || line.find("  say to black: ") != std::string::npos ? words
                                                                                                                 : 0;
  }
  std::printf("told (the log's say-to lines, each vocabulary once): %zu, to the players: %zu\n", told, told_moves);
  // The move's SAN once; its parts serve every word of it. (The mover's words are read as SAN
  // once too, when they name his move, and the move made from them takes it: no second time.)
  EXPECT_LE(made.san_parts, plies + 3);
  // Each notice worded once per vocabulary it is told in: the voices, the window, the hall and
  // the log's quote share the listener's words, and the log adds the arbiter's.
  EXPECT_EQ(made.notice_words, told) << log.str();
  // A move's words: at most once per thing told to a player and vocabulary (the opponent's
  // German, the arbiter's English in the log), and once for the mover's own words taken
  // (the Cue, in his German, shown to him).
  EXPECT_LE(made.move_words, told_moves + plies);
  // The hall's PGN grows: each move's line written once, no whole game per state.
  EXPECT_EQ(made.pgn_written, 0u);
  EXPECT_EQ(made.pgn_move_lines, plies);
}

// Issue 50, item 1: an idle table with its window open words nothing, works out no board's
// steps and writes no PGN: what the window shows is worded when it changes, not each frame.
TEST_F(CountedTable, AnIdleTableWithItsWindowOpenMakesNothing) {
  runtime::TableRuntime table(options, nullptr);
  Window window(table);
  ASSERT_TRUE(window.open());
  std::vector<ScriptedMove> two = opera_game(options.setup);
  two.resize(2);
  Players players(table, two, 50ms);
  Until moves_made(Steady::now() + 400ms);
  std::vector<runtime::InputSource*> sources{&players, &window, &moves_made};
  table.run(sources);
  ASSERT_EQ(table.table().game().plies(), 2u) << log.str();
  ASSERT_TRUE(table.table().clock().running()) << "White's clock runs: the loop has its moments";
  // Idle: nothing comes but the clock running on and the window's refreshes.
  const WorkCounts::Reading before = work_counts().read();
  const std::uint64_t drawn_before = window.drawn();
  Until idle(Steady::now() + 3s);
  std::vector<runtime::InputSource*> idle_sources{&window, &idle};
  table.run(idle_sources);
  const WorkCounts::Reading made = work_counts().read() - before;
  const std::uint64_t drawn = window.drawn() - drawn_before;
  print("idle 3 s with the window open", made, 1.0);
  std::printf("frames drawn in the 3 s: %llu\n", static_cast<unsigned long long>(drawn));
  // Drawn when what it shows changed: White's running clock, a second at a time.
  EXPECT_LE(drawn, 4u);
  EXPECT_GE(drawn, 2u) << "the running clock is drawn as it goes";
  EXPECT_EQ(made.notice_words, 0u);
  EXPECT_EQ(made.move_words, 0u);
  EXPECT_EQ(made.san_parts, 0u);
  EXPECT_EQ(made.pgn_written, 0u);
  EXPECT_EQ(made.corrections, 0u);
}

// Issue 50, item 1: a board left off (a ChessLink whose player has not yet carried out his
// opponent's move) has its steps worked out for its lights once, not again on every pass of
// the loop while nothing on it or in the game changes.
TEST_F(CountedTable, ABoardLeftOffHasItsStepsWorkedOutOnceNotOnEveryPass) {
  devices::ChessLinkEmulator board(test::pty_link("work_once_chesslink"), Position::start().board());
  std::atomic<bool> stop{false};
  std::thread emulator([&] { board.run(stop); });
  while (!board.idle()) std::this_thread::sleep_for(5ms);
  options.setup.seats[Color::White].board = BoardKind::Manual;
  options.setup.seats[Color::Black].board = BoardKind::Identified;
  options.protocols = {{BoardProtocolId::Manual, BoardProtocolId::ChessLink}};
  options.ports[Color::Black] = board.path();
  {
    runtime::TableRuntime table(options, nullptr);
    Window window(table);
    ASSERT_TRUE(window.open());
    for (const auto until = Steady::now() + 8s; Steady::now() < until && !table.pictured(Color::Black);) table.step(50);
    ASSERT_TRUE(table.pictured(Color::Black)) << log.str();
    std::vector<ScriptedMove> one = opera_game(options.setup);
    one.resize(1);  // 1. e4: Black's board must show it, and does not
    Players players(table, one, 50ms);
    Until moved(Steady::now() + 400ms);
    std::vector<runtime::InputSource*> sources{&players, &window, &moved};
    table.run(sources);
    ASSERT_EQ(table.table().game().plies(), 1u) << log.str();
    ASSERT_FALSE(table.table().view(Color::Black).shows(table.table().game().current().board()));
    const WorkCounts::Reading before = work_counts().read();
    Until idle(Steady::now() + 3s);
    std::vector<runtime::InputSource*> idle_sources{&window, &idle};
    table.run(idle_sources);
    const WorkCounts::Reading made = work_counts().read() - before;
    print("idle 3 s, Black's ChessLink one move behind, the window open", made, 1.0);
    EXPECT_EQ(made.corrections, 0u);
    EXPECT_EQ(made.notice_words, 0u);
    EXPECT_EQ(made.san_parts, 0u);
  }
  stop = true;
  emulator.join();
}

// The live PGN as a broadcast polls it from the hall, ten times a second.
class LivePgn : public runtime::InputSource {
 public:
  explicit LivePgn(const hall::HallCollector& hall) : hall_(hall) {}
  std::optional<int> wait_at_most_ms() const override { return 100; }
  bool drain() override {
    if (Steady::now() - last_ < 100ms) return true;
    last_ = Steady::now();
    pgn_ = hall_.pgn("1");
    return true;
  }
  const std::string& pgn() const { return pgn_; }

 private:
  const hall::HallCollector& hall_;
  Steady::time_point last_{};
  std::string pgn_;
};

// Issue 50, item 2, at the hall: a move that reaches the hall is read there once, its SAN
// made once, however often its live PGN is asked for; the table and the hall (here in one
// process) make two a move between them.
TEST_F(CountedTable, TheHallReadsEachMoveOnceHoweverOftenItsPgnIsAsked) {
  hall::HallCollector collector;
  hall::HallSettings settings;
  settings.broker = "127.0.0.1:" + std::to_string(broker.port());
  settings.event = "counted";
  auto subscriber = hall::HallSubscriber::open(settings, collector, [](const std::string&) {});
  ASSERT_TRUE(subscriber) << subscriber.error();
  runtime::TableRuntime table(options, nullptr);
  Window window(table);
  Players players(table, opera_game(options.setup), 120ms);
  LivePgn live(collector);
  Until end(Steady::now() + 120ms * 34 + 1500ms);
  const WorkCounts::Reading before = work_counts().read();
  std::vector<runtime::InputSource*> sources{&players, &window, &live, &end};
  table.run(sources);
  const WorkCounts::Reading made = work_counts().read() - before;
  const std::size_t plies = table.table().game().plies();
  ASSERT_EQ(plies, 33u) << log.str();
  print("per move, the table and the hall with its live PGN polled", made, double(plies));
  EXPECT_THAT(live.pgn(), ::testing::HasSubstr("17. Rd8#")) << "the hall has the whole game";
  EXPECT_LE(made.san_parts, 2 * plies + 3);
  // Both PGNs grow: the table's a line a move, the hall's a line a move (and the last again
  // when a poll came between the move and its clock).
  EXPECT_EQ(made.pgn_written, 0u);
  EXPECT_LE(made.pgn_move_lines, 3 * plies);
}

// Issue 50, item 1: while a move comes together (White has announced it, his press has not
// come), the window shows it and its clocks run on, but makes the move's SAN once, not at
// every look.
TEST_F(CountedTable, AMoveComingTogetherIsNotReadAgainOnEveryLook) {
  runtime::TableRuntime table(options, nullptr);
  Window window(table);
  ASSERT_TRUE(window.open());
  const ScriptedMove first = opera_game(options.setup).front();
  table.input(Announce{first.words, Speaker::White}, "player");
  ASSERT_TRUE(table.table().pending_move()) << log.str();
  Until shown(Steady::now() + 300ms);
  std::vector<runtime::InputSource*> sources{&window, &shown};
  table.run(sources);
  const WorkCounts::Reading before = work_counts().read();
  const std::uint64_t drawn_before = window.drawn();
  Until idle(Steady::now() + 3s);
  std::vector<runtime::InputSource*> idle_sources{&window, &idle};
  table.run(idle_sources);
  const WorkCounts::Reading made = work_counts().read() - before;
  print("idle 3 s, White's move announced and not pressed, the window open", made, 1.0);
  EXPECT_EQ(made.san_parts, 0u);
  EXPECT_EQ(made.notice_words, 0u);
  EXPECT_GE(window.drawn() - drawn_before, 2u) << "his running clock is drawn as it goes";
}

}  // namespace
}  // namespace twinboard
