// The live braille display against a real BRLTTY (Virtual driver, scripted display):
// what it shows, its keys, a BRLTTY that restarts, and none at all. Each test starts its
// own BRLTTY on ports of its own.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "braille/brlapi_display.h"
#include "brltty_vr.h"
#include "core/time_control.h"
#include "table_script.h"

namespace twinboard::braille {
namespace {

using test::BrlttyVr;
using ::testing::HasSubstr;

std::int64_t steady_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// Runs the display until `done` or five seconds; the notices it gave on the way.
template <class Done>
std::vector<BrlapiDisplay::Notice> run_until(BrlapiDisplay& display, Done done) {
  std::vector<BrlapiDisplay::Notice> notices;
  for (auto until = steady_ms() + 5000; steady_ms() < until && !done();) {
    if (auto n = display.maintain(steady_ms())) notices.push_back(*n);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return notices;
}

// The table, the desk and the display together, as `twinboard table` runs them.
struct Desk {
  testing::TableScript script{[] {
    TableSetup s;
    s.time_control = parse_time_control("5400+30").value();
    return s;
  }()};
  BrailleDesk desk;
  BrlapiDisplay display;
  std::vector<std::string> speech;

  explicit Desk(const std::string& host) : display({host, "none", 100}) {
    script.table().add_notation(read_braille_entry);
  }

  // Takes the display's keys, as the table's loop does, then shows what the desk shows.
  void pump() {
    const Table& table = script.table();
    for (const DisplayKey& k : display.keys()) {
      const BrailleDesk::Reaction r = desk.key(k, table, script.now(), display.width());
      for (const Input& in : r.inputs) script.at(10, in);
      speech.insert(speech.end(), r.speech.begin(), r.speech.end());
    }
    display.show(desk.window(table, script.now(), display.width()));
  }
  // Pumps until the display shows `cells` at its start.
  bool shows(BrlttyVr& vr, const std::string& cells) {
    for (auto until = steady_ms() + 5000; steady_ms() < until;) {
      pump();
      if (vr.shows(cells, 50)) return true;
    }
    return false;
  }
};

bool ready(const std::vector<BrlapiDisplay::Notice>& notices) {
  return !notices.empty() && notices.back().kind == BrlapiDisplay::Notice::Kind::Ready;
}

TEST(BrailleDisplay, StatusLineThenRanksAndARoutingKeySaysTheSquare) {
  BrlttyVr vr;
  ASSERT_TRUE(vr.connect_display(40));
  Desk d(vr.host());
  auto notices = run_until(d.display, [&] { return d.display.connected(); });
  ASSERT_TRUE(ready(notices));
  EXPECT_EQ(notices.back().width, 40);
  // White to move, 1:30:00 each: w, blank, 1:30:00, blank, 1:30:00.
  EXPECT_TRUE(d.shows(vr, "2456| |2|156|25|356|156|356|356| |2|156|25|356|156|356|356| | ")) << vr.last();
  vr.send("LnDn");  // rank 8: its digit, a blank, the black pieces (dot 6 added)
  EXPECT_TRUE(d.shows(vr, "236| |12356|2346|1236|123456|136|1236|2346|12356| | ")) << vr.last();
  vr.send("Route 5");  // d8
  EXPECT_TRUE(d.shows(vr, "145|236| |123456| ")) << vr.last();
  EXPECT_EQ(d.script.spoken_to(Listener::White).back(), "David acht: Dame, Schwarz");
  vr.send("FWinRt");  // a window of 40 holds the whole rank: on to rank 7
  EXPECT_TRUE(d.shows(vr, "2356| |12346|12346|")) << vr.last();
}

TEST(BrailleDisplay, ChordsFromTheDisplaysKeyboardGoOnTheScoresheet) {
  BrlttyVr vr;
  ASSERT_TRUE(vr.connect_display(20));
  Desk d(vr.host());
  ASSERT_TRUE(ready(run_until(d.display, [&] { return d.display.connected(); })));
  vr.send("PassDots 17");                                // e (dots 1 5)
  vr.send("PassDots 50");                                // lower 4 (dots 2 5 6)
  EXPECT_TRUE(d.shows(vr, "15|256|78| ")) << vr.last();  // the line typed, with its cursor
  EXPECT_EQ(d.speech, (std::vector<std::string>{"Eva", "vier"}));
  vr.send("PassDots 128");  // dot 8: the line is done
  for (auto until = steady_ms() + 3000; steady_ms() < until && d.script.table().scoresheet(Color::White).size() == 0;)
    d.pump();
  const Scoresheet& sheet = d.script.table().scoresheet(Color::White);
  ASSERT_EQ(sheet.size(), 1u);
  EXPECT_EQ(sheet.entries()[0].san, "e4");
  EXPECT_THAT(d.script.spoken_to(Listener::White).back(), HasSubstr("Eva vier"));
  vr.send("PassDots 64");  // dot 7 on an empty line: strike the entry
  for (auto until = steady_ms() + 3000; steady_ms() < until && sheet.size() == 1;) d.pump();
  EXPECT_EQ(sheet.size(), 0u);
}

TEST(BrailleDisplay, ABrlttyRestartIsSurvived) {
  BrlttyVr vr;
  ASSERT_TRUE(vr.connect_display(40));
  Desk d(vr.host());
  ASSERT_TRUE(ready(run_until(d.display, [&] { return d.display.connected(); })));
  ASSERT_TRUE(d.shows(vr, "2456| |"));
  // The driver restarts (the display's "quit"): the display shows the table again.
  vr.send("quit");
  vr.disconnect();
  ASSERT_TRUE(vr.connect_display(40));
  EXPECT_TRUE(d.shows(vr, "2456| |2|156|")) << vr.last();
  // BRLTTY itself restarts: the connection ends, and is made again once the display is back.
  vr.restart();
  std::vector<BrlapiDisplay::Notice> notices;
  for (auto until = steady_ms() + 5000; steady_ms() < until && d.display.connected();) {
    d.pump();
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_TRUE(vr.connect_display(40));
  for (auto until = steady_ms() + 8000; steady_ms() < until && !(notices.size() >= 2 && ready(notices));) {
    d.pump();
    if (auto n = d.display.maintain(steady_ms())) notices.push_back(*n);
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_EQ(notices.size(), 2u);
  EXPECT_EQ(notices.front().kind, BrlapiDisplay::Notice::Kind::Lost);
  EXPECT_TRUE(ready(notices));
  EXPECT_TRUE(d.shows(vr, "2456| |2|156|")) << vr.last();
}

TEST(BrailleDisplay, NoBrlttyIsSaidOnceAndTheRetriesAreQuiet) {
  const int unused = test::free_port(4101 + 9100, 4101 + 20000);
  BrlapiDisplay display({"127.0.0.1:" + std::to_string(unused - 4101), "none", 10});
  std::vector<BrlapiDisplay::Notice> notices;
  for (int i = 0; i < 20; ++i) {
    if (auto n = display.maintain(steady_ms())) notices.push_back(*n);
    std::this_thread::sleep_for(std::chrono::milliseconds(15));
  }
  ASSERT_EQ(notices.size(), 1u);
  EXPECT_EQ(notices[0].kind, BrlapiDisplay::Notice::Kind::Absent);
  EXPECT_THAT(notices[0].detail, HasSubstr("refused"));
  EXPECT_FALSE(display.connected());
  display.show({1, 2, 3});  // nothing to show it on: no harm
  EXPECT_TRUE(display.keys().empty());
}

// A host that takes the connection and never answers (BrlAPI would wait for its greeting
// as long as TCP lets it) must not hold up the table: maintain() comes back at once.
TEST(BrailleDisplay, ASilentHostDoesNotHoldUpTheTable) {
  const int port = test::free_port(4101 + 9100, 4101 + 20000);
  const int server = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_port = htons(std::uint16_t(port));
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  ASSERT_EQ(bind(server, reinterpret_cast<sockaddr*>(&a), sizeof a), 0);
  ASSERT_EQ(listen(server, 4), 0);  // the kernel accepts; nobody speaks
  {
    BrlapiDisplay display({"127.0.0.1:" + std::to_string(port - 4101), "none", 10});
    const auto start = steady_ms();
    for (int i = 0; i < 20; ++i) {
      EXPECT_FALSE(display.maintain(steady_ms()).has_value());
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    EXPECT_LT(steady_ms() - start, 1000);
    EXPECT_TRUE(display.connecting());
    EXPECT_FALSE(display.connected());
  }  // given up while still connecting: nothing waits for it
  close(server);
}

}  // namespace
}  // namespace twinboard::braille
