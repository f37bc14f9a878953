// Issue 38, item 1: the open-hardware peg board's firmware (firmware/src), running unchanged
// in simavr (firmware/sim/peg_board_sim.cpp), its contacts driven electrically and its
// serial port a pseudo-terminal. First byte by byte, as a host reads the port; then as
// the blind player's board at `twinboard table`, a whole game against an emulated DGT board.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <regex>
#include <sstream>

#include "core/game.h"
#include "core/position.h"
#include "core/san.h"
#include "devices/dgt_emulator.h"
#include "peg_board_sim.h"
#include "pty_board.h"
#include "pty_process.h"
#include "run_command.h"
#include "switchable_board.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;
using Lines = std::vector<test::HostEnd::Received>;

constexpr const char* kInitial = "SNAP 11111111/11111111/00000000/00000000/00000000/00000000/11111111/11111111";

long ms_between(const test::HostEnd::Received& a, const test::HostEnd::Received& b) {
  return long(std::chrono::duration_cast<std::chrono::milliseconds>(b.at - a.at).count());
}

// The bodies of the lines from `from` on, for a failure's message and for counting.
std::vector<std::string> bodies(const Lines& lines, size_t from = 0) {
  std::vector<std::string> out;
  for (size_t i = from; i < lines.size(); ++i) out.push_back(test::HostEnd::body(lines[i]));
  return out;
}
int count(const std::vector<std::string>& bodies, const std::string& body) {
  return int(std::count(bodies.begin(), bodies.end(), body));
}
std::string joined(const std::vector<std::string>& bodies) {
  std::string s;
  for (const auto& b : bodies) s += b + "\n";
  return s;
}

// The protocol's worked examples ("02 UP e2*2B", "03 DN e4*15", "04 BTN clock*E5") come out
// byte for byte; the ID comes first, then the heartbeat every second; every line passes
// twinboard's codec (its checksum checked) and the sequence numbers count up by one.
TEST(PegBoardFirmware, SpeaksTheProtocolsWorkedExamplesByteForByte) {
  test::PegBoardSim board(test::pty_link("peg_bytes"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  ASSERT_TRUE(host.open_ok());
  // Within the first second, after the power-up's ID and snapshot, before the next heartbeat.
  ASSERT_EQ(host.wait_body("SNAP", 1000), 1) << joined(bodies(host.lines()));
  board.act("lift e2");
  ASSERT_GE(host.wait_body("UP e2", 500), 0) << joined(bodies(host.lines()));
  board.act("place e4");
  ASSERT_GE(host.wait_body("DN e4", 500), 0);
  board.act("button clock");
  ASSERT_GE(host.wait_body("BTN clock", 500), 0);
  host.read_until(3500, [](const Lines& l) { return l.size() >= 8; });
  const Lines& lines = host.lines();
  ASSERT_GE(lines.size(), 8u) << joined(bodies(lines));
  EXPECT_EQ(lines[0].raw + "\n", devices::tactile::encode_line(0, "ID twinboard peg-mega2560 0001 1"));
  EXPECT_EQ(lines[1].raw + "\n", devices::tactile::encode_line(1, kInitial));
  EXPECT_EQ(lines[2].raw, "02 UP e2*2B");
  EXPECT_EQ(lines[3].raw, "03 DN e4*15");
  EXPECT_EQ(lines[4].raw, "04 BTN clock*E5");
  std::vector<size_t> heartbeats;
  for (size_t i = 0; i < lines.size(); ++i) {
    ASSERT_TRUE(lines[i].read && std::holds_alternative<devices::tactile::Line>(*lines[i].read)) << lines[i].raw;
    EXPECT_EQ(std::get<devices::tactile::Line>(*lines[i].read).seq, i) << lines[i].raw;
    if (i >= 5) {
      EXPECT_EQ(test::HostEnd::body(lines[i]),
                "SNAP 11111111/11111111/00000000/00000000/00001000/00000000/11110111/11111111");
      heartbeats.push_back(i);
    }
  }
  // The heartbeat every second (the host's 3 s liveness check depends on it), to the wall
  // clock's millisecond within what the pseudo-terminal's scheduling adds.
  for (size_t k = 1; k < heartbeats.size(); ++k) {
    const long gap = ms_between(lines[heartbeats[k - 1]], lines[heartbeats[k]]);
    EXPECT_NEAR(double(gap), 1000, 60) << "heartbeat " << k;
  }
}

// Host lines: SNAP? and ID? answered at once; BUZZ and VIBE drive their pins for as long
// as asked; a line with a bad checksum, an overlong one, lower-case hex, an unknown message
// and a duration out of range are all ignored, and the line after them is understood.
TEST(PegBoardFirmware, AnswersTheHostAndIgnoresBadLines) {
  test::PegBoardSim board(test::pty_link("peg_host"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  const size_t after = host.lines().size();
  const int beat = host.wait_body("SNAP", 2500, std::max<size_t>(after, 2));  // a heartbeat, not the first
  ASSERT_GE(beat, 0) << joined(bodies(host.lines()));
  // Within the next second no heartbeat comes: any SNAP would be an answer.
  const std::string good_snap = devices::tactile::encode_line(0, "SNAP?");
  std::string bad_crc = good_snap;
  bad_crc[bad_crc.size() - 2] = bad_crc[bad_crc.size() - 2] == '0' ? '1' : '0';
  std::string lower = devices::tactile::encode_line(0x0a, "SNAP?");  // "0A" written "0a"
  lower[1] = 'a';
  host.send_raw(bad_crc);
  host.send_raw(std::string(120, 'x') + good_snap);  // a good line's bytes at the end of an overlong one
  host.send_raw(lower);
  host.send_raw("SNAP?\n");  // no frame at all
  host.send("HELLO");
  host.send("SNAP? now");
  host.send("VIBE 10001");
  host.send("BUZZ -5");
  host.send("ID?");
  const int id = host.wait_body("ID ", 500, size_t(beat) + 1);
  ASSERT_GE(id, 0) << joined(bodies(host.lines(), size_t(beat)));
  EXPECT_EQ(id, beat + 1) << "a bad line was answered: " << joined(bodies(host.lines(), size_t(beat)));
  EXPECT_LT(ms_between(host.lines()[size_t(beat)], host.lines()[size_t(id)]), 200);
  // A good SNAP? with a carriage return before its line feed: answered at once.
  std::string crlf = devices::tactile::encode_line(0x20, "SNAP?");
  crlf.insert(crlf.size() - 1, "\r");
  host.send_raw(crlf);
  const int snap = host.wait_body("SNAP", 300, size_t(id) + 1);
  ASSERT_GE(snap, 0);
  EXPECT_EQ(test::HostEnd::body(host.lines()[size_t(snap)]), kInitial);
  EXPECT_EQ(board.count("vibration on"), 0) << board.reports();  // VIBE 10001 was out of range
  host.send("BUZZ 200");
  host.send("VIBE 50");
  ASSERT_TRUE(board.wait_report("buzzer off", 2000)) << board.reports();
  ASSERT_TRUE(board.wait_report("vibration off", 2000)) << board.reports();
  // "buzzer on at 3021 ms" ... "buzzer off at 3221 ms": the firmware's own milliseconds.
  auto span = [&](const std::string& what) {
    std::smatch on, off;
    const std::string& r = board.reports();
    if (!std::regex_search(r, on, std::regex(what + " on at ([0-9]+) ms")) ||
        !std::regex_search(r, off, std::regex(what + " off at ([0-9]+) ms")))
      return -1L;
    return std::stol(off[1]) - std::stol(on[1]);
  };
  EXPECT_NEAR(double(span("buzzer")), 200, 2) << board.reports();
  EXPECT_NEAR(double(span("vibration")), 50, 2) << board.reports();
  // The sequence numbers ran on without a gap through all of it.
  for (size_t i = 1; i < host.lines().size(); ++i)
    EXPECT_EQ(std::get<devices::tactile::Line>(*host.lines()[i].read).seq, i) << host.lines()[i].raw;
}

// A contact that chatters as a reed switch does reports its change once; two pegs lifted in
// the same instant are two lines from the same scan; a hole whose contact stays closed
// reads as a peg that never leaves; every change reaches the host within a few milliseconds.
TEST(PegBoardFirmware, ReportsEachChangeOnceThroughBounceTwoPegsAndAStuckContact) {
  test::PegBoardSim board(test::pty_link("peg_contacts"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  ASSERT_GE(host.wait_body("SNAP", 1000), 0);
  const size_t start = host.lines().size();
  const auto acted = std::chrono::steady_clock::now();
  board.act("bounce lift e2");
  const int up = host.wait_body("UP e2", 500, start);
  ASSERT_GE(up, 0);
  const long latency =
      long(std::chrono::duration_cast<std::chrono::milliseconds>(host.lines()[size_t(up)].at - acted).count());
  EXPECT_LT(latency, 40);  // 5 ms to settle after a 3 ms bounce, and the line's 3 ms on the wire
  std::printf("[ figures  ] a bounced lift reached the host after %ld ms\n", latency);
  board.act("bounce place e4");
  ASSERT_GE(host.wait_body("DN e4", 500, start), 0);
  board.act("lift d2\nlift c2");  // both hands at once
  ASSERT_GE(host.wait_body("UP d2", 500, start), 0);
  board.act("place c2\nplace d2");
  ASSERT_GE(host.wait_body("DN d2", 500, start), 0);
  board.act("stick e5");  // a hole that stays closed
  ASSERT_GE(host.wait_body("DN e5", 500, start), 0);
  board.act("place e5");
  board.act("lift e5");  // its peg comes and goes: the contact does not see it
  host.read_for(300);
  host.send("SNAP?");
  const int snap = host.wait_body("SNAP 11111111/11111111/00000000/00001000/00001000", 500, start);
  ASSERT_GE(snap, 0) << joined(bodies(host.lines(), start));
  const auto seen = bodies(host.lines(), start);
  EXPECT_EQ(count(seen, "UP e2"), 1) << joined(seen);
  EXPECT_EQ(count(seen, "DN e2"), 0) << joined(seen);
  EXPECT_EQ(count(seen, "DN e4"), 1) << joined(seen);
  EXPECT_EQ(count(seen, "UP e4"), 0) << joined(seen);
  EXPECT_EQ(count(seen, "UP e5"), 0) << joined(seen);
  // The two pegs: in square order, one right after the other (the same scan).
  const auto c2 = std::find(seen.begin(), seen.end(), "UP c2"), d2 = std::find(seen.begin(), seen.end(), "UP d2");
  ASSERT_NE(c2, seen.end());
  EXPECT_EQ(c2 + 1, d2) << joined(seen);
  board.act("unstick e5");
  EXPECT_GE(host.wait_body("UP e5", 500, start), 0);
}

// Power cut and back: silence while it is off; then ID with sequence number 00 again and a
// snapshot of the pegs as they stand, changed while it was off, with no UP or DN for them.
TEST(PegBoardFirmware, APowerCutRestartsItWithItsIdAndSequenceZero) {
  test::PegBoardSim board(test::pty_link("peg_power"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  ASSERT_GE(host.wait_body("SNAP", 1000), 0);
  board.act("power off");
  host.read_for(100);
  const size_t off = host.lines().size();
  board.act("lift a2\nlift h7");
  host.read_for(1500);
  EXPECT_EQ(host.lines().size(), off) << joined(bodies(host.lines(), off));
  board.act("power on");
  const int id = host.wait_body("ID ", 1000, off);
  ASSERT_GE(id, 0);
  EXPECT_EQ(host.lines()[size_t(id)].raw.substr(0, 3), "00 ");
  const int snap = host.wait_body("SNAP", 500, off);
  ASSERT_EQ(snap, id + 1);
  EXPECT_EQ(host.lines()[size_t(snap)].raw + "\n",
            devices::tactile::encode_line(1,
                                          "SNAP 11111111/11111110/00000000/00000000/00000000/00000000/"
                                          "01111111/11111111"));
}

}  // namespace
}  // namespace twinboard
