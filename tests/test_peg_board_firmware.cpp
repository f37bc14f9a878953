// Issue 38, item 1: the open-hardware peg board's firmware (firmware/src), running unchanged
// in simavr (firmware/sim/peg_board_sim.cpp), its contacts driven electrically and its
// serial port a pseudo-terminal. First byte by byte, as a host reads the port; then as
// the blind player's board at `twinboard table`, a whole game against an emulated DGT board.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <regex>
#include <set>
#include <map>
#include <sstream>

#include "hand_on_eboard.h"
#include "core/game.h"
#include "core/position.h"
#include "core/san.h"
#include "core/vocabulary.h"
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

// How long a test waits on the wall clock for what it expects: generous, since a loaded
// machine slows the simulation. Its timing is judged in simulated time (the harness stamps
// each line with the firmware's own milliseconds), never on the wall clock.
constexpr int kWait = 10000;

// When the host's `index`th line left the board, in simulated ms; checked to be that line.
double sent_ms(test::PegBoardSim& board, const test::HostEnd& host, std::size_t index) {
  const auto sent = board.sent(index);
  if (!sent) {
    ADD_FAILURE() << "the harness reported no line " << index << ":\n" << board.reports();
    return -1;
  }
  EXPECT_EQ(sent->text, host.lines()[index].raw) << "line " << index << " as the harness sent it";
  return sent->ms;
}
// When the USART took the last host line ending with `ending` (e.g. " ID?"), in simulated ms.
double got_ms(const test::PegBoardSim& board, const std::string& ending) {
  double at = -1;
  for (const auto& got : board.stamped("got")) {
    const std::size_t star = got.text.rfind('*');
    const std::string body = got.text.substr(0, star == std::string::npos ? got.text.size() : star);
    if (body.size() >= ending.size() && body.compare(body.size() - ending.size(), ending.size(), ending) == 0)
      at = got.ms;
  }
  return at;
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
  // The hand's three actions within the first second of the board's own time, after the
  // power-up's ID and snapshot, before the next heartbeat: the harness reads them as the
  // simulation starts, so no delay of this test on a loaded machine can move them.
  test::PegBoardSim board(test::pty_link("peg_bytes"), false,
                          "after 300 lift e2\nafter 400 place e4\nafter 500 button clock");
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  ASSERT_TRUE(host.open_ok());
  host.read_until(3 * kWait, [](const Lines& l) { return l.size() >= 8; });
  const Lines& lines = host.lines();
  ASSERT_GE(lines.size(), 8u) << joined(bodies(lines));
  std::vector<double> at;  // when each line left the board, in simulated ms
  for (std::size_t i = 0; i < lines.size(); ++i) at.push_back(sent_ms(board, host, i));
  EXPECT_EQ(test::HostEnd::body(lines[1]).substr(0, 4), "SNAP");
  EXPECT_LT(at[1], 20) << "the ID and the snapshot at power-up";
  for (std::size_t i = 2; i <= 4; ++i) {
    EXPECT_GT(at[i], 300) << lines[i].raw;
    EXPECT_LT(at[i], 1000) << lines[i].raw << ": before the first heartbeat";
  }
  EXPECT_EQ(lines[0].raw + "\n", devices::tactile::encode_line(0, "ID twinboard peg-mega2560 0001 2"));
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
  // The heartbeat every second (the host's 3 s liveness check depends on it), to the
  // millisecond of the board's own time: its timer counts whole milliseconds, and every
  // heartbeat line takes as long on the wire.
  for (size_t k = 1; k < heartbeats.size(); ++k)
    EXPECT_NEAR(at[heartbeats[k]] - at[heartbeats[k - 1]], 1000, 1) << "heartbeat " << k;
}

// Host lines: SNAP? and ID? answered at once; BUZZ and VIBE drive their pins for as long
// as asked; a line with a bad checksum, an overlong one, lower-case hex, an unknown message
// and a duration out of range are all ignored, and the line after them is understood.
TEST(PegBoardFirmware, AnswersTheHostAndIgnoresBadLines) {
  test::PegBoardSim board(test::pty_link("peg_host"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  const size_t after = host.lines().size();
  const int beat = host.wait_body("SNAP", kWait, std::max<size_t>(after, 2));  // a heartbeat, not the first
  ASSERT_GE(beat, 0) << joined(bodies(host.lines()));
  const double beat_ms = sent_ms(board, host, size_t(beat));
  // What comes next is the answers; only a heartbeat, a whole number of seconds after this
  // one, may come between (on a loaded machine this test may send a second late).
  const std::string good_snap = devices::tactile::encode_line(0, "SNAP?");
  std::string bad_crc = good_snap;
  bad_crc[bad_crc.size() - 2] = bad_crc[bad_crc.size() - 2] == '0' ? '1' : '0';
  // "0A" written "0a", its checksum (upper case, as the protocol writes it) over that text:
  // only the lower-case hex is wrong in it.
  char checksum[3];
  std::snprintf(checksum, sizeof checksum, "%02X", devices::tactile::crc8("0a SNAP?"));
  const std::string lower = std::string("0a SNAP?*") + checksum + "\n";
  host.send_raw(bad_crc);
  host.send_raw(std::string(120, 'x') + good_snap);  // a good line's bytes at the end of an overlong one
  host.send_raw(lower);
  host.send_raw("SNAP?\n");  // no frame at all
  host.send("HELLO");
  host.send("SNAP? now");
  host.send("VIBE 10001");
  host.send("BUZZ -5");
  host.send("ID?");
  const int id = host.wait_body("ID ", kWait, size_t(beat) + 1);
  ASSERT_GE(id, 0) << joined(bodies(host.lines(), size_t(beat)));
  for (int i = beat + 1; i < id; ++i) {
    const double since_beat = sent_ms(board, host, size_t(i)) - beat_ms;
    EXPECT_TRUE(test::HostEnd::body(host.lines()[size_t(i)]).starts_with("SNAP ") &&
                std::abs(since_beat - 1000 * std::round(since_beat / 1000)) <= 1)
        << "a bad line was answered: " << joined(bodies(host.lines(), size_t(beat)));
  }
  // Answered at once, in the board's own time, counted from the moment its USART took ID?
  // (the bad lines' 200 bytes before it take 17 ms at 115200 baud): at most the 64 bytes
  // still in the USART's buffer (5.6 ms), a heartbeat's line that was on the wire (7.5 ms)
  // and the ID line's own 38 bytes (3.3 ms).
  const double id_latency = sent_ms(board, host, size_t(id)) - got_ms(board, " ID?");
  EXPECT_GT(id_latency, 0) << board.reports();
  EXPECT_LT(id_latency, 25) << board.reports();
  std::printf("[ figures  ] ID? answered %.1f ms (simulated) after the board took it\n", id_latency);
  // A good SNAP? with a carriage return before its line feed: answered at once.
  std::string crlf = devices::tactile::encode_line(0x20, "SNAP?");
  crlf.insert(crlf.size() - 1, "\r");
  host.send_raw(crlf);
  // Answered within 25 ms of the board's time (its line takes 7.5 ms, perhaps after a
  // heartbeat's): one snapshot more than the heartbeats due then, whenever this test sent it.
  double took = -1;
  for (int i = 0; i < kWait / 10 && (took = got_ms(board, "20 SNAP?")) < 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  ASSERT_GE(took, 0) << board.reports();
  ASSERT_TRUE(board.wait_simulated(30)) << board.reports();
  int snapshots = 0, heartbeats_due = 0;
  double answered = -1;
  for (const auto& sent : board.stamped("sent"))
    if (sent.ms > took && sent.ms <= took + 25 && sent.text.find(" SNAP ") == 2) {
      EXPECT_EQ(sent.text.substr(3, sent.text.find('*') - 3), kInitial) << sent.text;
      snapshots++;
      answered = sent.ms;
    }
  for (double due = beat_ms; due <= took + 25; due += 1000) heartbeats_due += due > took;
  EXPECT_EQ(snapshots, heartbeats_due + 1) << board.reports();
  std::printf("[ figures  ] SNAP? answered %.1f ms (simulated) after the board took it\n", answered - took);
  EXPECT_EQ(board.count("vibration on"), 0) << board.reports();  // VIBE 10001 was out of range
  host.send("BUZZ 200");
  host.send("VIBE 50");
  ASSERT_TRUE(board.wait_report("buzzer off", kWait)) << board.reports();
  ASSERT_TRUE(board.wait_report("vibration off", kWait)) << board.reports();
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
  for (size_t i = 1; i < host.lines().size(); ++i) {
    const auto* line = host.lines()[i].read ? std::get_if<devices::tactile::Line>(&*host.lines()[i].read) : nullptr;
    ASSERT_NE(line, nullptr) << "a damaged line from the board: " << host.lines()[i].raw;
    EXPECT_EQ(line->seq, i) << host.lines()[i].raw;
  }
}

// A contact that chatters as a reed switch does reports its change once; two pegs lifted in
// the same instant are two lines from the same scan; a hole whose contact stays closed
// reads as a peg that never leaves; every change reaches the host within a few milliseconds.
TEST(PegBoardFirmware, ReportsEachChangeOnceThroughBounceTwoPegsAndAStuckContact) {
  test::PegBoardSim board(test::pty_link("peg_contacts"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  ASSERT_GE(host.wait_body("SNAP", kWait), 0);
  const size_t start = host.lines().size();
  board.act("bounce lift e2");
  const int up = host.wait_body("UP e2", kWait, start);
  ASSERT_GE(up, 0);
  const auto acted = board.done_at("bounce lift e2");
  ASSERT_TRUE(acted) << board.reports();
  // In the board's own time: not before the 3.2 ms of chatter are over; at most those, 5 ms
  // of rest before the change counts (CONTACT_SETTLE_MS), the next 1 ms scan and the line's
  // 12 bytes on the wire (1 ms) later.
  const double latency = sent_ms(board, host, size_t(up)) - *acted;
  EXPECT_GT(latency, 3.2);
  EXPECT_LT(latency, 11);
  std::printf("[ figures  ] a bounced lift reached the host %.1f ms (simulated) after the hand\n", latency);
  board.act("bounce place e4");
  ASSERT_GE(host.wait_body("DN e4", kWait, start), 0);
  board.act("lift d2\nlift c2");  // both hands at once
  ASSERT_GE(host.wait_body("UP d2", kWait, start), 0);
  board.act("place c2\nplace d2");
  ASSERT_GE(host.wait_body("DN d2", kWait, start), 0);
  board.act("stick e5");  // a hole that stays closed
  ASSERT_GE(host.wait_body("DN e5", kWait, start), 0);
  board.act("place e5");
  board.act("lift e5");                                       // its peg comes and goes: the contact does not see it
  ASSERT_TRUE(board.wait_simulated(300)) << board.reports();  // time enough for an UP e5 that should not come
  host.send("SNAP?");
  const int snap = host.wait_body("SNAP 11111111/11111111/00000000/00001000/00001000", kWait, start);
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
  EXPECT_GE(host.wait_body("UP e5", kWait, start), 0);
}

// Power cut and back: silence while it is off; then ID with sequence number 00 again and a
// snapshot of the pegs as they stand, changed while it was off, with no UP or DN for them.
TEST(PegBoardFirmware, APowerCutRestartsItWithItsIdAndSequenceZero) {
  test::PegBoardSim board(test::pty_link("peg_power"));
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  ASSERT_GE(host.wait_body("SNAP", kWait), 0);
  ASSERT_TRUE(board.act_done("power off")) << board.reports();
  host.read_for(100);  // what the board had sent before its power went
  const size_t off = host.lines().size();
  board.act("lift a2\nlift h7");
  host.read_for(1500);
  EXPECT_EQ(host.lines().size(), off) << joined(bodies(host.lines(), off));
  board.act("power on");
  const int id = host.wait_body("ID ", kWait, off);
  ASSERT_GE(id, 0);
  EXPECT_EQ(host.lines()[size_t(id)].raw.substr(0, 3), "00 ");
  const int snap = host.wait_body("SNAP", kWait, off);
  ASSERT_EQ(snap, id + 1);
  EXPECT_EQ(host.lines()[size_t(snap)].raw + "\n",
            devices::tactile::encode_line(1,
                                          "SNAP 11111111/11111110/00000000/00000000/00000000/00000000/"
                                          "01111111/11111111"));
}

// Morphy - Duke Karl / Count Isouard, Paris 1858 (the "Opera game"): captures, checks,
// castling long, mate. The blind player has White, on the firmware's board.
constexpr const char* kOperaGame =
    "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 "
    "Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

// The peg board's actions for `move` as the blind player's hands make it: a capture lifts
// both pegs at once, each place chatters as a reed switch does; castling king first.
std::vector<std::string> hands_on_pegs(const Position& before, LegalMove move) {
  const Move m = move.move();
  if (m.kind() == Move::Kind::Castling) {
    const bool short_side = file_of(m.to()) == 6;
    const int rank = rank_of(m.to());
    return {"lift " + square_name(m.from()), "bounce place " + square_name(m.to()),
            "lift " + square_name(make_square(short_side ? 7 : 0, rank)),
            "bounce place " + square_name(make_square(short_side ? 5 : 3, rank))};
  }
  std::string lift = "lift " + square_name(m.from());
  if (const auto captured = captured_square(before, m)) lift = "lift " + square_name(*captured) + "\n" + lift;
  return {lift, "bounce place " + square_name(m.to())};
}

// A hand's actions on the pegs, one after the other, 30 ms of the board's own time apart (a
// hand is not faster; the lines of one action happen in the same instant): given to the
// harness at once, each done at its simulated moment, so that a loaded machine cannot bring
// two of them into one scan.
std::string by_hand(const std::vector<std::string>& actions) {
  std::string script;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    std::istringstream lines(actions[i]);
    for (std::string line; std::getline(lines, line);)
      script += (script.empty() ? "" : "\n") + (i == 0 ? line : "after " + std::to_string(30 * i) + " " + line);
  }
  return script;
}

// The end of the harness's report (each line sent, each action done, with its simulated time).
std::string tail(const test::PegBoardSim& pegs) {
  const std::string out = pegs.reports();
  return "\n--- the peg board's harness:\n" + (out.size() > 2000 ? out.substr(out.size() - 2000) : out);
}

// The moves of an exported PGN, without tags, numbers, comments and result.
std::vector<std::string> pgn_moves(const std::string& pgn) {
  std::vector<std::string> moves;
  std::istringstream lines(pgn);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '[') continue;
    std::istringstream words(line);
    int depth = 0;
    for (std::string w; words >> w;) {
      if (w[0] == '{') depth++;
      if (depth > 0) {
        if (w.back() == '}') depth--;
        continue;
      }
      if (std::isdigit(static_cast<unsigned char>(w[0])) && w.find('.') != std::string::npos) {
        w = w.substr(w.rfind('.') + 1);
        if (w.empty()) continue;
      }
      if (w == "1-0" || w == "0-1" || w == "1/2-1/2" || w == "*") continue;
      moves.push_back(w);
    }
  }
  return moves;
}

struct Mishaps {
  int lose_line_at = 0;   // the ply of the blind player's whose DN line is lost on the wire
  int lose_bytes_at = 0;  // ... whose lift line loses 4 bytes
  int power_cut_at = 0;   // the sighted player's ply after which the board's power is cut
};

// `twinboard table`: the blind player's board is the firmware in simavr, the sighted
// player's an emulated DGT board with his clock key F5. Every lift is a touch, every move
// is made, and the export is the game played.
void play_opera_game(const std::string& name, const Mishaps& mishaps) {
  test::PegBoardSim pegs(test::pty_link(name + "_pegs"), false, "", test::PegBoardSim::Reset::LikeAMega);
  ASSERT_TRUE(pegs.ready());
  test::Board<devices::DgtEmulator> dgt_board(test::pty_link(name + "_dgt"), Position::start().board());
  dgt_board.switch_on();
  devices::DgtEmulator& dgt = *dgt_board;
  const std::string config = test::write_temp(
      name + ".toml",
      "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[tactile]\nprotocol = \"tactile\"\nport = \"" +
          pegs.path() + "\"\nvocabulary = \"plain-en\"\n[sighted]\nprotocol = \"dgt\"\nport = \"" + dgt.path() +
          "\"\nvocabulary = \"plain-en\"\nclock_key = \"f5\"\n");
  const std::string journal = test::temp_path(name + ".sqlite");
  std::filesystem::remove(journal);
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("White's board is connected", 10000)) << tail(table);
  ASSERT_TRUE(table.wait_for("Black's board is connected", 10000)) << tail(table);
  ASSERT_TRUE(table.wait_for("> White's board shows", 5000)) << tail(table);
  const auto start = std::chrono::steady_clock::now();
  Game game;
  std::istringstream moves(kOperaGame);
  const std::string peg_event = "> White's board: ";
  for (std::string text; moves >> text;) {
    const Position before = game.current();
    const LegalMove move = read_san(before, text).value().move;
    const int ply = int(game.plies()) + 1;
    const std::string made = "move " + std::to_string(ply) + ": " + text;
    const std::vector<std::string> pegs_actions = hands_on_pegs(before, move);
    // Each peg lifted or placed: one event at the table, however its contact chattered.
    int contacts = 0;
    for (const std::string& action : pegs_actions) contacts += int(std::count(action.begin(), action.end(), '\n')) + 1;
    const int events_before = table.count(peg_event);
    // Waits until the table has seen the peg board's last place for this move.
    const std::string last_place = "> White's board: place " + square_name(move.move().to());
    auto carry_out_on_pegs = [&] {
      const int seen = table.count(last_place);
      return pegs.act_done(by_hand(pegs_actions)) && table.wait_for(last_place, 5000, seen + 1);
    };
    if (before.side_to_move() == Color::White) {
      if (ply == mishaps.lose_line_at) pegs.act("lose");  // the next line: the first lift's UP
      if (ply == mishaps.lose_bytes_at) pegs.act("lose-bytes 4");
      const bool damaged = ply == mishaps.lose_line_at || ply == mishaps.lose_bytes_at;
      const int snapshots = table.count("> White's board shows");
      if (damaged) {
        ASSERT_TRUE(pegs.act_done(by_hand(pegs_actions))) << tail(table) << tail(pegs);
        // The host found the gap or the damaged line and asked for the whole picture.
        ASSERT_TRUE(table.wait_for("> White's board shows", 5000, snapshots + 1)) << tail(table) << tail(pegs);
      } else {
        ASSERT_TRUE(carry_out_on_pegs()) << text << "\n" << tail(table) << tail(pegs);
      }
      // He announces it at the table's keyboard (F2: a move is announced), then his button.
      const std::string words = announce(before, move, *find_vocabulary("plain-en"));
      table.send("v");
      table.send(words + "\r");
      ASSERT_TRUE(table.wait_for("> White says: " + words, 5000)) << tail(table);
      pegs.act("button clock");
      ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
      // The sighted player carries it out on his board before he thinks of his own move.
      const std::vector<std::string> on_dgt = test::hand_on_eboard(before, move);
      const int dgt_seen = table.count("> Black's board: " + on_dgt.back());
      for (const std::string& action : on_dgt) dgt.perform(action);
      ASSERT_TRUE(table.wait_for("> Black's board: " + on_dgt.back(), 5000, dgt_seen + 1)) << tail(table);
      if (!damaged) {
        EXPECT_EQ(table.count(peg_event) - events_before, contacts)
            << text << ": a bounce doubled an event, or one was lost";
      }
    } else {
      const std::vector<std::string> actions = test::hand_on_eboard(before, move);
      const std::string dgt_last = "> Black's board: " + actions.back();
      const int seen = table.count(dgt_last);
      for (const std::string& action : actions) dgt.perform(action);
      ASSERT_TRUE(table.wait_for(dgt_last, 5000, seen + 1)) << tail(table);
      table.send("\x1b[15~");
      ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
      if (ply == mishaps.power_cut_at) {
        // The board's power is cut: the table finds it silent; the blind player carries out
        // his opponent's move on the dead board; power comes back and the board's first
        // snapshot shows the move made.
        pegs.act("power off");
        ASSERT_TRUE(table.wait_for("White's board is disconnected", 6000)) << tail(table) << tail(pegs);
        for (const std::string& action : pegs_actions) pegs.act(action);
        const int connected = table.count("White's board is connected");
        pegs.act("power on");
        ASSERT_TRUE(table.wait_for("White's board is connected", 6000, connected + 1)) << tail(table) << tail(pegs);
        ASSERT_TRUE(table.wait_for("> White's board shows", 5000, table.count("> White's board shows") + 1))
            << tail(table);
      } else {
        ASSERT_TRUE(carry_out_on_pegs()) << text << "\n" << tail(table) << tail(pegs);
        EXPECT_EQ(table.count(peg_event) - events_before, contacts) << text;
      }
    }
    game.play(move);
  }
  ASSERT_TRUE(table.wait_for("1-0", 5000)) << tail(table);
  const long seconds =
      long(std::chrono::duration_cast<std::chrono::seconds>(std::chrono::steady_clock::now() - start).count());
  std::printf("[ figures  ] %s: %d plies in %ld s\n", name.c_str(), int(game.plies()), seconds);
  const std::string& out = table.output();
  // Nothing refused, no move undone, the boards never out of step at the end.
  EXPECT_THAT(out, Not(HasSubstr("not your move")));
  EXPECT_THAT(out, Not(HasSubstr("undo")));
  table.send("q");
  table.send("q");
  table.wait_exit(10000);
  const auto pgn = test::run("export " + journal);
  ASSERT_EQ(pgn.status, 0) << pgn.out;
  std::vector<std::string> played;
  std::istringstream again(kOperaGame);
  for (std::string w; again >> w;) played.push_back(w);
  EXPECT_EQ(pgn_moves(pgn.out), played) << pgn.out;
  EXPECT_THAT(pgn.out, HasSubstr("1-0"));
}

TEST(PegBoardFirmware, TablePlaysAWholeGameOnTheFirmwareAgainstADgtBoard) {
  play_opera_game("peg_game", {.lose_line_at = 13, .lose_bytes_at = 21});
}

TEST(PegBoardFirmware, TableRecoversFromAPowerCutOfTheBoardMidGame) {
  play_opera_game("peg_power_game", {.power_cut_at = 12});
}

// A hole whose contact stays closed (a reed switch welded shut): after 1. e4 the contact
// under e4 sticks; when the pawn leaves e4 for 2. exd5 the board never says so. The table
// does not take a move the board does not show: the press is refused and the player told
// why; once the contact is freed and he sets the pawn down again, the move is made.
TEST(PegBoardFirmware, TableRefusesTheMoveAStuckContactHidesAndTakesItOnceFreed) {
  test::PegBoardSim pegs(test::pty_link("peg_stuck_pegs"), false, "", test::PegBoardSim::Reset::LikeAMega);
  ASSERT_TRUE(pegs.ready());
  test::Board<devices::DgtEmulator> dgt_board(test::pty_link("peg_stuck_dgt"), Position::start().board());
  dgt_board.switch_on();
  devices::DgtEmulator& dgt = *dgt_board;
  const std::string config = test::write_temp(
      "peg_stuck.toml",
      "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[tactile]\nprotocol = \"tactile\"\nport = \"" +
          pegs.path() + "\"\nvocabulary = \"plain-en\"\n[sighted]\nprotocol = \"dgt\"\nport = \"" + dgt.path() +
          "\"\nvocabulary = \"plain-en\"\nclock_key = \"f5\"\n");
  const std::string journal = test::temp_path("peg_stuck.sqlite");
  std::filesystem::remove(journal);
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("> White's board shows", 10000)) << tail(table);
  ASSERT_TRUE(table.wait_for("> Black's board shows", 10000)) << tail(table);
  pegs.act("lift e2");
  pegs.act("place e4");
  pegs.act("stick e4");
  table.send("v");
  table.send("pawn e4\r");
  ASSERT_TRUE(table.wait_for("> White says: pawn e4", 5000)) << tail(table);
  pegs.act("button clock");
  ASSERT_TRUE(table.wait_for("move 1: e4", 5000)) << tail(table);
  for (const char* a : {"lift e2", "place e4 P", "lift d7", "place d5 p"}) dgt.perform(a);
  ASSERT_TRUE(table.wait_for("> Black's board: place d5", 5000)) << tail(table);
  table.send("\x1b[15~");
  ASSERT_TRUE(table.wait_for("move 2: d5", 5000)) << tail(table);
  pegs.act(by_hand({"lift d7", "place d5"}));
  ASSERT_TRUE(table.wait_for("> White's board: place d5", 5000)) << tail(table);
  // The pawn takes on d5; e4's contact stays closed: no UP e4. Done before he speaks.
  ASSERT_TRUE(pegs.act_done(by_hand({"lift d5", "lift e4", "place d5"}))) << pegs.reports();
  table.send("v");
  table.send("pawn takes d5\r");
  ASSERT_TRUE(table.wait_for("> White says: pawn takes d5", 5000)) << tail(table);
  pegs.act("button clock");
  ASSERT_TRUE(table.wait_for("The clock keeps running: pawn e takes d5 is not on the board", 5000)) << tail(table);
  pegs.act("unstick e4");  // the contact freed: now the board says the pawn has left e4
  ASSERT_TRUE(table.wait_for("> White's board: lift e4", 5000)) << tail(table);
  pegs.act(by_hand({"lift d5", "place d5"}));
  ASSERT_TRUE(table.wait_for("> White's board: place d5", 5000, 3)) << tail(table);
  pegs.act("button clock");
  ASSERT_TRUE(table.wait_for("move 3: exd5", 5000)) << tail(table);
  EXPECT_EQ(table.count("move 3:"), 1);
  table.kill_now();
  EXPECT_THAT(test::run("export " + journal).out, HasSubstr("2. exd5"));
}

// docs/hardware/builders-guide.md's test of a board: `twinboard watch --protocol tactile
// PORT` shows the firmware's identity, a lift and a place.
TEST(PegBoardFirmware, TwinboardWatchShowsTheBoard) {
  test::PegBoardSim board(test::pty_link("peg_watch"));
  ASSERT_TRUE(board.ready());
  std::thread hands([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(800));
    board.act("lift e2");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    board.act("place e4");
  });
  const auto watched = test::run("watch --protocol tactile " + board.path() + " --for 2000");
  hands.join();
  EXPECT_EQ(watched.status, 0) << watched.out;
  EXPECT_THAT(watched.out, HasSubstr("twinboard peg-mega2560 0001"));
  EXPECT_THAT(watched.out, HasSubstr("e2"));
  EXPECT_THAT(watched.out, HasSubstr("e4"));
  // The guide's `twinboard ports --ask PORT`: the firmware says who it is.
  const auto asked = test::run("ports --ask " + board.path());
  EXPECT_EQ(asked.status, 0) << asked.out;
  EXPECT_THAT(asked.out, HasSubstr("answers ID?: twinboard peg-mega2560 0001, protocol 2"));
}

// ---- Issue 51 ----

// Item 1: a real Mega resets when its port is opened, and its bootloader stays while bytes
// arrive. The harness models both (reset on open, a bootloader that takes every byte and
// waits a second after the last). `twinboard watch` opens the port once, says nothing until
// the firmware's greeting, and sees the board: its identity, a lift. The bootloader got no
// byte, and the port was opened once (never again while the board was starting).
TEST(PegBoardFirmware, StartsUnderTwinboardsConnectionThroughTheMegasResetAndBootloader) {
  test::PegBoardSim board(test::pty_link("peg_mega"), false, "", test::PegBoardSim::Reset::LikeAMega);
  ASSERT_TRUE(board.ready());
  std::thread hands([&] {
    // The lift once the firmware runs after the reset that the watch's opening caused.
    if (board.wait_report(" ID twinboard", kWait)) board.act_done("after 300 lift e2");
  });
  const auto watched = test::run("watch --protocol tactile " + board.path() + " --for 6000");
  hands.join();
  EXPECT_EQ(watched.status, 0) << watched.out;
  EXPECT_THAT(watched.out, HasSubstr("twinboard peg-mega2560 0001, protocol 2")) << board.reports();
  EXPECT_THAT(watched.out, HasSubstr("\"lift\"")) << board.reports();
  EXPECT_THAT(watched.out, HasSubstr("e2"));
  EXPECT_EQ(board.count("reset at"), 1) << "opened once: " << board.reports();
  EXPECT_EQ(board.count("bootloader at"), 0) << "a byte during the boot: " << board.reports();
  // The board's first line came a second after the reset: the bootloader's wait.
  const auto resets = board.stamped("reset");
  const auto sent = board.stamped("sent");
  ASSERT_FALSE(resets.empty());
  ASSERT_FALSE(sent.empty());
  EXPECT_GE(sent.front().ms - resets.front().ms, 1000) << board.reports();
  std::printf("[ figures  ] the greeting came %.1f ms (simulated) after the port's opening reset the board\n",
              sent.front().ms - resets.front().ms);
  EXPECT_THAT(sent.front().text, HasSubstr(" ID twinboard")) << "the greeting is the ID";
  // `twinboard ports --ask` too waits for the greeting rather than asking into the bootloader.
  const auto asked = test::run("ports --ask " + board.path());
  EXPECT_EQ(asked.status, 0) << asked.out;
  EXPECT_THAT(asked.out, HasSubstr("answers ID?: twinboard peg-mega2560 0001, protocol 2")) << board.reports();
  // (It asks a ChessLink's question first, which a booting Mega's bootloader takes; then,
  // opening the port again, it waits: the ID came without an ID? sent.)
  EXPECT_LT(got_ms(board, " ID?"), 0) << board.reports();
}

// The harness's model, shown: a host that asks at once and every half second (what twinboard
// did before issue 51) keeps the bootloader waiting and the firmware never runs; once the
// host is quiet, the firmware starts a second later and greets.
TEST(PegBoardFirmware, AHostThatAsksAtOnceKeepsTheBootloaderWaiting) {
  test::PegBoardSim board(test::pty_link("peg_boot"), false, "", test::PegBoardSim::Reset::LikeAMega);
  ASSERT_TRUE(board.ready());
  ASSERT_TRUE(board.wait_report("firmware starts", kWait)) << board.reports();  // the power-up's
  test::HostEnd host(board.path());
  ASSERT_TRUE(host.open_ok());
  for (int i = 0; i < 6; ++i) {
    host.send("ID?");
    host.read_for(500);
  }
  EXPECT_GE(board.count("bootloader at"), 4) << board.reports();
  EXPECT_EQ(board.count("firmware starts"), 1) << "the firmware ran while bytes kept coming: " << board.reports();
  ASSERT_GE(host.wait_body("ID ", kWait), 0) << board.reports();
  EXPECT_EQ(board.count("firmware starts"), 2) << board.reports();
  // In the board's own time: the firmware ran a second after the last byte the bootloader took.
  const auto took = board.stamped("bootloader"), started = board.stamped("firmware starts");
  ASSERT_FALSE(took.empty());
  EXPECT_NEAR(started.back().ms - took.back().ms, 1000, 2) << board.reports();
}

// Item 8: after a power cut the harness's contacts read as they are (a file with no peg was
// read as full) and the first button press counts (it was swallowed): the pins are driven
// afresh after the core's reset.
TEST(PegBoardFirmware, AfterPowerOnEmptyFilesReadEmptyAndTheFirstPressCounts) {
  test::PegBoardSim board(test::pty_link("peg_power_on"), true);
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  const std::string empty = "SNAP 00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000";
  ASSERT_GE(host.wait_body(empty, kWait), 0) << joined(bodies(host.lines()));
  ASSERT_TRUE(board.act_done("power off")) << board.reports();
  host.read_for(100);
  board.act("power on");
  const size_t off = host.lines().size();
  const int id = host.wait_body("ID ", kWait, off);
  ASSERT_GE(id, 0) << board.reports();
  const int snap = host.wait_body("SNAP", kWait, size_t(id));
  ASSERT_GE(snap, 0);
  EXPECT_EQ(test::HostEnd::body(host.lines()[size_t(snap)]), empty);
  board.act("button clock");
  EXPECT_GE(host.wait_body("BTN clock", kWait, size_t(snap)), 0) << board.reports();
}

// Item 8: the harness takes its link to the port away however it ends: `quit`, or a signal.
TEST(PegBoardFirmware, TheHarnessTakesItsLinkAwayWhenItEnds) {
  for (const bool by_signal : {false, true}) {
    const std::string link = test::pty_link(by_signal ? "peg_link_term" : "peg_link_quit");
    test::PegBoardSim board(link);
    ASSERT_TRUE(board.ready());
    ASSERT_TRUE(std::filesystem::is_symlink(link));
    if (by_signal) board.signal(SIGTERM);
    else board.act("quit");
    ASSERT_TRUE(board.exited(5000));
    EXPECT_FALSE(std::filesystem::is_symlink(link)) << (by_signal ? "SIGTERM" : "quit");
  }
}

// Item 2: no touch is lost. The firmware (protocol 2) lists in each snapshot the lifts the
// host has not acknowledged; twinboard's driver passes on those whose UP line it never got.
// With a third of the lines either way lost at random, every lift the hand made reaches the
// driver, once each, in the order made, and its last picture is the board's.
TEST(PegBoardFirmware, NoLiftIsLostWithLinesDroppedAtRandom) {
  test::PegBoardSim board(test::pty_link("peg_drops"), false, "", test::PegBoardSim::Reset::LikeAMega);
  ASSERT_TRUE(board.ready());
  std::mutex mutex;
  std::vector<devices::BoardEvent> events;
  devices::BoardLink link(board.path(), std::make_unique<devices::TactileProtocol>(),
                          [&](const devices::BoardEvent& e) {
                            std::lock_guard lock(mutex);
                            events.push_back(e);
                          });
  std::atomic<bool> stop{false};
  std::thread driver([&] { link.run(stop); });
  auto seen = [&] {
    std::lock_guard lock(mutex);
    return events;
  };
  auto wait = [&](auto done) {
    for (int i = 0; i < 2 * kWait / 10 && !done(seen()); ++i)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    return done(seen());
  };
  auto lifts = [](const std::vector<devices::BoardEvent>& e) {
    std::vector<std::string> out;
    for (const auto& event : e)
      if (const auto* lift = event.as<devices::sensed::Lift>()) out.push_back(square_name(lift->square));
    return out;
  };
  ASSERT_TRUE(wait([](const auto& e) {
    return std::any_of(e.begin(), e.end(),
                       [](const auto& event) { return event.template is<devices::sensed::Snapshot>(); });
  })) << board.reports();
  // One heartbeat acknowledged first: from then on the board lists its lifts.
  ASSERT_TRUE(board.wait_report(" ACK ", 3 * kWait)) << board.reports();
  // Twelve pawns, each lifted and put a square ahead, 120 ms of the board's time apart (some
  // lines lost with each); then the board rests while the last losses are found.
  std::vector<std::string> expected, script{"lose-random 33 51"};
  int at = 100;
  for (const char* file : {"a", "b", "c", "d", "e", "f", "g", "h"}) {
    script.push_back("after " + std::to_string(at) + " lift " + file + "2");
    script.push_back("after " + std::to_string(at + 120) + " place " + file + "3");
    expected.push_back(std::string(file) + "2");
    at += 240;
  }
  for (const char* file : {"a", "c", "e", "g"}) {
    script.push_back("after " + std::to_string(at) + " lift " + file + "7");
    script.push_back("after " + std::to_string(at + 120) + " place " + file + "6");
    expected.push_back(std::string(file) + "7");
    at += 240;
  }
  std::string lines;
  for (const auto& l : script) lines += (lines.empty() ? "" : "\n") + l;
  ASSERT_TRUE(board.act_done(lines, 3 * kWait)) << board.reports();
  Bitboard filled = 0;
  for (const char* s : {"a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3",
                        "b7", "d7", "f7", "h7", "a6", "c6", "e6", "g6", "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"})
    filled |= bit(*parse_square(s));
  auto picture = [](const std::vector<devices::BoardEvent>& e) {
    Bitboard b = 0;
    for (const auto& event : e) {
      if (const auto* snap = event.as<devices::sensed::Snapshot>()) b = snap->occupied;
      if (const auto* lift = event.as<devices::sensed::Lift>()) b &= ~bit(lift->square);
      if (const auto* place = event.as<devices::sensed::Place>()) b |= bit(place->square);
    }
    return b;
  };
  const bool all = wait([&](const auto& e) { return lifts(e).size() >= expected.size() && picture(e) == filled; });
  board.act("lose-random 0 0");
  stop = true;
  driver.join();
  const std::string report = board.reports();
  int lost_ups = 0;
  for (const auto& lost : board.stamped("lost")) lost_ups += lost.text.find(" UP ") == 2;
  std::printf("[ figures  ] lines lost: %d of the board's (%d of them UP), %d of the host's\n", board.count("lost at"),
              lost_ups, board.count("lost from host at"));
  EXPECT_GE(lost_ups, 1) << "the test lost no UP line: choose another seed\n" << report;
  EXPECT_TRUE(all) << report.substr(report.size() > 4000 ? report.size() - 4000 : 0);
  EXPECT_EQ(lifts(seen()), expected);
  EXPECT_EQ(picture(seen()), filled);
}

// Item 2 at the table: a touch whose UP line was lost is a touch all the same. White touches
// his e-pawn and puts it back (the UP line lost on the wire), then plays Nc3: the arbiter
// hears of the touch (Article 4.3a), and the record keeps it. Item 3: a peg that seems to come
// and go on d4, empty in the game, is logged as noise and is no touch in the record.
TEST(PegBoardFirmware, TableHearsATouchWhoseLineWasLost) {
  test::PegBoardSim pegs(test::pty_link("peg_lost_touch"), false, "", test::PegBoardSim::Reset::LikeAMega);
  ASSERT_TRUE(pegs.ready());
  test::Board<devices::DgtEmulator> dgt_board(test::pty_link("peg_lost_touch_dgt"), Position::start().board());
  dgt_board.switch_on();
  const std::string config = test::write_temp(
      "peg_lost_touch.toml",
      "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n[tactile]\nprotocol = \"tactile\"\nport = \"" +
          pegs.path() +
          "\"\nvocabulary = \"plain-en\"\nsignal = \"vibrate\"\n[sighted]\nprotocol = \"dgt\"\nport = \"" +
          dgt_board->path() + "\"\nvocabulary = \"plain-en\"\nclock_key = \"f5\"\n");
  const std::string journal = test::temp_path("peg_lost_touch.sqlite");
  std::filesystem::remove(journal);
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--no-speech", "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("> White's board shows", 15000)) << tail(table) << tail(pegs);
  ASSERT_TRUE(table.wait_for("> Black's board shows", 10000)) << tail(table);
  // Item 8: the log shows the peg board's filled holes as such, not as white pawns.
  const std::string filled(8, '?');
  EXPECT_THAT(table.output(),
              HasSubstr("> White's board shows " + filled + "/" + filled + "/8/8/8/8/" + filled + "/" + filled));
  EXPECT_THAT(table.output(), Not(HasSubstr("White's board shows PPPPPPPP")));
  pegs.act("lose");  // the next line: UP e2
  ASSERT_TRUE(pegs.act_done(by_hand({"lift e2", "place e2"}))) << pegs.reports();
  ASSERT_TRUE(table.wait_for("> White's board: lift e2", 5000)) << tail(table) << tail(pegs);
  EXPECT_EQ(pegs.count("lost at"), 1) << pegs.reports();
  // Item 3: a magnet closes d4's switch and lets it go again: noise, no touch.
  ASSERT_TRUE(pegs.act_done(by_hand({"place d4", "lift d4"}))) << pegs.reports();
  ASSERT_TRUE(table.wait_for("noise on White's board: lift d4", 5000)) << tail(table);
  pegs.act(by_hand({"lift b1", "bounce place c3"}));
  ASSERT_TRUE(table.wait_for("> White's board: place c3", 5000)) << tail(table);
  table.send("v");
  table.send("knight c3\r");
  ASSERT_TRUE(table.wait_for("> White says: knight c3", 5000)) << tail(table);
  pegs.act("button clock");
  ASSERT_TRUE(table.wait_for("move 1: Nc3", 5000)) << tail(table);
  // In the arbiter's language (German by default), as the touch of a line that came.
  EXPECT_EQ(table.count("touch on White's board: e2"), 1) << tail(table);
  ASSERT_TRUE(table.wait_for("say to arbiter: Berührt-geführt, Artikel 4: Weiß berührte Eva zwei", 5000))
      << tail(table);
  // Item 4: his board's motor ("signal = vibrate"): a short pulse when Black's move is made,
  // a long one when his board is off the game.
  EXPECT_EQ(pegs.count("vibration on"), 0) << pegs.reports();
  for (const char* a : {"lift e7", "place e5 p"}) dgt_board->perform(a);
  ASSERT_TRUE(table.wait_for("> Black's board: place e5", 5000)) << tail(table);
  table.send("\x1b[15~");
  ASSERT_TRUE(table.wait_for("move 2: e5", 5000)) << tail(table);
  ASSERT_TRUE(pegs.wait_report("vibration off", kWait)) << pegs.reports();
  pegs.act(by_hand({"lift h2", "place h5"}));  // not his move, and not Black's on his board
  ASSERT_TRUE(pegs.wait_report("vibration off", kWait, 2)) << tail(table) << tail(pegs);
  std::vector<long> pulses;
  const std::string r = pegs.reports();
  const std::regex switched("vibration (on|off) at ([0-9]+) ms");
  long on_at = -1;
  for (auto it = std::sregex_iterator(r.begin(), r.end(), switched); it != std::sregex_iterator(); ++it) {
    if ((*it)[1] == "on") on_at = std::stol((*it)[2]);
    else if (on_at >= 0) pulses.push_back(std::stol((*it)[2]) - on_at);
  }
  ASSERT_EQ(pulses.size(), 2u) << r;
  EXPECT_NEAR(double(pulses[0]), 300, 2);
  EXPECT_NEAR(double(pulses[1]), 1000, 2);
  table.kill_now();
  const std::string pgn = test::run("export " + journal).out;
  EXPECT_THAT(pgn, HasSubstr("touched: white e2 white b1}")) << "e2 recovered, d4 no touch";
}

// docs/tactile-protocol.md's exchange in "No lift is lost": every line checks, and twinboard's
// driver, given the board's lines (after the ID of a version 2 board), says what the host
// says there and passes on the lift of e2 whose line was lost.
TEST(PegBoardFirmware, TheProtocolsExampleOfALostLiftIsWhatTheDriverDoes) {
  std::ifstream doc(std::string(TWINBOARD_SOURCE_DIR) + "/docs/tactile-protocol.md");
  ASSERT_TRUE(doc) << "docs/tactile-protocol.md";
  std::vector<std::pair<std::string, std::string>> exchange;  // ("board" or "host", line)
  for (std::string line; std::getline(doc, line);)
    for (const std::string who : {"board", "host"})
      if (line.rfind(who + ":", 0) == 0)
        exchange.emplace_back(who, line.substr(line.find_first_not_of(' ', who.size() + 1)));
  ASSERT_EQ(exchange.size(), 8u);
  devices::TactileProtocol driver;
  std::string said;
  std::vector<devices::BoardEvent> events;
  const devices::BoardProtocol::Send send = [&](std::span<const uint8_t> b) { said.append(b.begin(), b.end()); };
  const devices::EventSink emit = [&](const devices::BoardEvent& e) { events.push_back(e); };
  driver.start(send, 0);
  const std::string id = devices::tactile::encode_line(0x0F, "ID twinboard peg-mega2560 0001 2");
  driver.received(std::span(reinterpret_cast<const uint8_t*>(id.data()), id.size()), 1, send, emit);
  std::vector<std::string> host_bodies, expected_host;
  int64_t t = 10;
  for (const auto& [who, text] : exchange) {
    devices::tactile::LineReader reader;
    reader.feed(text + "\n");
    const auto read = reader.next();
    ASSERT_TRUE(read && std::holds_alternative<devices::tactile::Line>(*read)) << text;
    const std::string body = std::get<devices::tactile::Line>(*read).body;
    if (who == "host") {
      expected_host.push_back(body);
      continue;
    }
    said.clear();
    const std::string bytes = text + "\n";
    driver.received(std::span(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()), t += 200, send, emit);
    devices::tactile::LineReader host;
    host.feed(said);
    while (auto item = host.next()) host_bodies.push_back(std::get<devices::tactile::Line>(*item).body);
  }
  EXPECT_EQ(host_bodies, expected_host);
  std::vector<std::string> seen;
  for (const auto& e : events) {
    if (const auto* lift = e.as<devices::sensed::Lift>()) seen.push_back("lift " + square_name(lift->square));
    if (const auto* place = e.as<devices::sensed::Place>()) seen.push_back("place " + square_name(place->square));
    if (e.is<devices::sensed::Snapshot>()) seen.push_back("snapshot");
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"snapshot", "lift g1", "place f3", "lift e2", "snapshot"}));
}

// Item 6: the board's name is its firmware's serial number (BOARD_SERIAL=... sh
// firmware/build.sh, builders-guide.md "Flashing the firmware"); a serial that the ID line
// cannot carry is refused when the firmware is built, with why.
TEST(PegBoardFirmware, TheBuildRefusesASerialTheIdLineCannotCarry) {
  const std::string out = test::temp_path("peg_serial_build_" + std::to_string(getpid()));
  std::error_code ignored;
  std::filesystem::remove_all(out, ignored);
  auto build = [&](const std::string& serial) {
    const std::string log = out + ".log";
    const std::string command = "BOARD_SERIAL='" + serial + "' sh " + std::string(TWINBOARD_SOURCE_DIR) +
                                "/firmware/build.sh " + out + " > " + log + " 2>&1";
    const int status = std::system(command.c_str());
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    return std::pair{WIFEXITED(status) ? WEXITSTATUS(status) : -1, text.str()};
  };
  for (const std::string bad : {"club 42", "0042*", "a-serial-of-17-ch", "peg\x01"}) {
    const auto [status, text] = build(bad);
    EXPECT_EQ(status, 2) << "'" << bad << "': " << text;
    EXPECT_THAT(text, HasSubstr("letters, digits")) << bad;
  }
  const auto [status, text] = build("club-42");
  ASSERT_EQ(status, 0) << text;
  test::PegBoardSim board(test::pty_link("peg_serial"), false, "", test::PegBoardSim::Reset::Never,
                          out + "/peg_board.elf");
  ASSERT_TRUE(board.ready());
  test::HostEnd host(board.path());
  const int id = host.wait_body("ID ", kWait);
  ASSERT_GE(id, 0) << board.reports();
  EXPECT_EQ(test::HostEnd::body(host.lines()[size_t(id)]), "ID twinboard peg-mega2560 club-42 2");
  // The name udev gives it (packaging/70-twinboard.rules: /dev/twinboard/peg-board-club-42).
  const auto serial = test::run("ports --serial-of " + board.path());
  EXPECT_EQ(serial.status, 0) << serial.out;
  EXPECT_EQ(serial.out, "club-42\n");
  const auto none = test::run("ports --serial-of /dev/null");
  EXPECT_EQ(none.status, 2) << none.out;
}

// Item 5: the schematic a builder orders from (docs/hardware/peg-board.net, a KiCad netlist)
// is the firmware's wiring: every row, column, button and output of firmware/src/config.h is
// on the Mega pin the netlist gives it, every hole's switch and diode join its file's column
// to its rank's row, and docs/hardware/wiring.svg labels the same pins. The Mega's pins of each
// port bit are the Arduino Mega 2560's pin mapping (arduino.cc, "ATmega2560-Arduino Pin
// Mapping"), written here, not read from the code under test.
std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(PegBoardFirmware, TheSchematicIsTheFirmwaresWiring) {
  const std::string dir = std::string(TWINBOARD_SOURCE_DIR);
  const std::string config = read_text(dir + "/firmware/src/config.h");
  const std::string netlist = read_text(dir + "/docs/hardware/peg-board.net");
  const std::string svg = read_text(dir + "/docs/hardware/wiring.svg");
  ASSERT_FALSE(config.empty());
  ASSERT_FALSE(netlist.empty());
  ASSERT_FALSE(svg.empty());
  // The Mega's header pin of port X bit b.
  auto mega_pin = [](char port, int bit) -> std::string {
    switch (port) {
      case 'A': return "D" + std::to_string(22 + bit);
      case 'C': return "D" + std::to_string(37 - bit);
      case 'L': return "D" + std::to_string(49 - bit);
      case 'F': return "A" + std::to_string(bit);
      case 'K': return "A" + std::to_string(8 + bit);
      case 'B': return bit >= 4 ? "D" + std::to_string(6 + bit) : "D" + std::to_string(53 - bit);
      default: return "?";
    }
  };
  auto defined = [&](const std::string& name) {
    std::smatch m;
    const bool found = std::regex_search(config, m, std::regex("#define " + name + " ([A-Z0-9]+)"));
    EXPECT_TRUE(found) << name << " in config.h";
    return found ? m[1].str() : std::string();
  };
  const char rows = defined("ROW_PORT").back(), columns = defined("COL_PIN").back();
  const char buttons = defined("BUTTON_PIN").back(), outputs = defined("OUT_PORT").back();
  const int buzzer = std::stoi(defined("BUZZER_BIT")), vibe = std::stoi(defined("VIBE_BIT"));
  // Each net of the netlist: its name and its nodes "REF:PIN".
  std::map<std::string, std::set<std::string>> nets;
  const std::regex net("\\(net \\(code \"[0-9]+\"\\) \\(name \"([^\"]+)\"\\)(.*)\\)");
  const std::regex node("\\(node \\(ref \"([^\"]+)\"\\) \\(pin \"([^\"]+)\"\\)\\)");
  std::istringstream lines(netlist);
  for (std::string line; std::getline(lines, line);) {
    std::smatch m;
    if (!std::regex_search(line, m, net)) continue;
    const std::string nodes = m[2];
    for (auto it = std::sregex_iterator(nodes.begin(), nodes.end(), node); it != std::sregex_iterator(); ++it)
      nets[m[1]].insert((*it)[1].str() + ":" + (*it)[2].str());
  }
  auto mega_pins_of = [&](const std::string& name) {
    std::set<std::string> pins;
    for (const std::string& n : nets[name])
      if (n.rfind("A1:", 0) == 0) pins.insert(n.substr(3));
    return pins;
  };
  auto svg_has = [&](const std::string& text) { return svg.find(">" + text) != std::string::npos; };
  for (int rank = 0; rank < 8; ++rank) {
    const std::string pin = mega_pin(rows, rank);
    EXPECT_EQ(mega_pins_of("/ROW" + std::to_string(rank + 1)), std::set<std::string>{pin}) << "rank " << rank + 1;
    EXPECT_TRUE(svg_has("pin " + pin.substr(1) + " (P" + std::string(1, rows) + std::to_string(rank) + ")")) << pin;
  }
  const std::string files = "abcdefgh";
  for (int f = 0; f < 8; ++f) {
    const std::string pin = mega_pin(columns, f);
    EXPECT_EQ(mega_pins_of(std::string("/COL_") + char(std::toupper(files[size_t(f)]))), std::set<std::string>{pin})
        << "file " << files[size_t(f)];
    EXPECT_TRUE(svg_has("pin " + pin.substr(1) + "<") || svg.find(">pin " + pin.substr(1) + "</") != std::string::npos)
        << pin;
    EXPECT_TRUE(svg_has("(P" + std::string(1, columns) + std::to_string(f) + ")")) << pin;
  }
  const char* const names[] = {"CLOCK", "TIME", "REPEAT"};
  for (int b = 0; b < 3; ++b) {
    const std::string pin = mega_pin(buttons, b);
    EXPECT_EQ(mega_pins_of(std::string("/BTN_") + names[b]), std::set<std::string>{pin}) << names[b];
    EXPECT_TRUE(svg_has(pin + " (P" + std::string(1, buttons) + std::to_string(b) + ")")) << pin;
  }
  EXPECT_EQ(mega_pins_of("/BUZZER"), std::set<std::string>{mega_pin(outputs, buzzer)});
  EXPECT_EQ(mega_pins_of("/VIBE"), std::set<std::string>{mega_pin(outputs, vibe)});
  EXPECT_TRUE(
      svg_has("pin " + mega_pin(outputs, buzzer).substr(1) + " (PB" + std::to_string(buzzer) + "): active buzzer"));
  EXPECT_TRUE(
      svg_has("pin " + mega_pin(outputs, vibe).substr(1) + " (PB" + std::to_string(vibe) + "): 1k to NPN base"));
  // Every hole: its switch from its file's column to its diode's anode, the cathode (pin 1)
  // on its rank's row; so the firmware's square (rank * 8 + file) is the hole it reads.
  for (int n = 0; n < 64; ++n) {
    const std::string sq = std::string(1, files[size_t(n % 8)]) + std::to_string(n / 8 + 1);
    const std::string s = "S" + std::to_string(n + 1), d = "D" + std::to_string(n + 1);
    EXPECT_TRUE(nets[std::string("/COL_") + char(std::toupper(files[size_t(n % 8)]))].count(s + ":1")) << sq;
    EXPECT_EQ(nets["/SQ_" + sq], (std::set<std::string>{s + ":2", d + ":2"})) << sq;
    EXPECT_TRUE(nets["/ROW" + std::to_string(n / 8 + 1)].count(d + ":1")) << sq;
  }
  // The motor's flyback diode across it, cathode to the supply side.
  EXPECT_TRUE(nets["/MOTOR_HIGH"].count("D65:1") && nets["/MOTOR_HIGH"].count("M1:1"));
  EXPECT_TRUE(nets["/MOTOR_LOW"].count("D65:2") && nets["/MOTOR_LOW"].count("Q1:C"));
}

}  // namespace
}  // namespace twinboard
