// Board drivers: the DGT and tactile decoders on hand-made and recorded bytes, and the
// drivers against the emulators over real pseudo-terminals.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

#include <fstream>
#include <sstream>

#include "core/notation.h"
#include "core/position.h"
#include "corpus.h"
#include "devices/dgt_codec.h"
#include "devices/dgt_emulator.h"
#include "devices/dgt_protocol.h"
#include "devices/tactile_codec.h"
#include "devices/terminal_keys.h"
#include "board_event_checks.h"
#include "pty_board.h"
#include "run_command.h"

using namespace twinboard;
using namespace twinboard::devices;
using twinboard::test::pty_link;
using twinboard::test::PtyBoard;
using namespace twinboard::test::checks;
namespace sensed = twinboard::devices::sensed;

namespace {

Square sq(const char* name) { return *parse_square(name); }
Piece piece(char letter) { return *piece_from_fen_letter(letter); }

std::vector<uint8_t> hex_bytes(const std::string& text) {
  std::istringstream in(text);
  std::vector<uint8_t> bytes;
  for (std::string h; in >> h;) bytes.push_back(uint8_t(std::stoi(h, nullptr, 16)));
  return bytes;
}

std::vector<dgt::Message> decode_all(dgt::Decoder& d, const std::vector<uint8_t>& bytes) {
  d.feed(bytes);
  std::vector<dgt::Message> out;
  while (auto m = d.next()) out.push_back(*m);
  return out;
}

std::vector<uint8_t> base64(const std::string& text) {
  std::vector<uint8_t> out;
  uint32_t acc = 0;
  int bits = 0;
  for (char c : text) {
    int v = (c >= 'A' && c <= 'Z')   ? c - 'A'
            : (c >= 'a' && c <= 'z') ? c - 'a' + 26
            : (c >= '0' && c <= '9') ? c - '0' + 52
            : c == '+'               ? 62
            : c == '/'               ? 63
                                     : -1;
    if (v < 0) continue;
    acc = (acc << 6) | uint32_t(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push_back(uint8_t(acc >> bits));
    }
  }
  return out;
}

std::array<Piece, 64> start_pieces() { return Position::from_fen(Position::kStartFen)->board(); }

Bitboard start_occupancy() { return Position::from_fen(Position::kStartFen)->occupied(); }

std::unique_ptr<PtyBoard> dgt_board(const std::string& name, const std::array<Piece, 64>& pieces = start_pieces()) {
  return std::make_unique<PtyBoard>(std::make_unique<DgtEmulator>(pty_link(name), pieces),
                                    std::make_unique<DgtProtocol>());
}

std::unique_ptr<PtyBoard> tactile_board(const std::string& name) {
  return std::make_unique<PtyBoard>(std::make_unique<TactileEmulator>(pty_link(name), start_occupancy()),
                                    std::make_unique<TactileProtocol>());
}

// Expected peg-board placements are written with 'x' for '?' (C++ reads "??/" oddly).
std::string unknowns(std::string placement) {
  std::replace(placement.begin(), placement.end(), 'x', '?');
  return placement;
}

using ::testing::Contains;
using ::testing::ElementsAre;
using ::testing::UnorderedElementsAre;

}  // namespace

// ---- DGT decoder: the examples of eboard-protocols.md, byte for byte ----

TEST(DgtCodec, FieldsCountFromA8ToH1) {
  EXPECT_EQ(dgt::square_of_field(0), sq("a8"));
  EXPECT_EQ(dgt::square_of_field(63), sq("h1"));
  EXPECT_EQ(dgt::field_of(sq("e2")), 0x34);
  EXPECT_EQ(dgt::field_of(sq("e4")), 0x24);
}

TEST(DgtCodec, KingCodeComesBeforeQueen) {
  EXPECT_EQ(dgt::piece_of_code(0x05), piece('K'));
  EXPECT_EQ(dgt::piece_of_code(0x06), piece('Q'));
  EXPECT_EQ(dgt::piece_of_code(0x0b), piece('k'));
  EXPECT_EQ(dgt::piece_of_code(0x0c), piece('q'));
  EXPECT_EQ(dgt::piece_of_code(0x0d), Piece::None) << "a magic piece is no chess piece";
}

TEST(DgtCodec, LiftAndPlaceOfE2E4) {
  dgt::Decoder d;
  const auto m = decode_all(d, hex_bytes("8e 00 05 34 00 8e 00 05 24 01"));
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(std::get<dgt::FieldUpdate>(m[0]).square, sq("e2"));
  EXPECT_EQ(std::get<dgt::FieldUpdate>(m[0]).piece, Piece::None);
  EXPECT_EQ(std::get<dgt::FieldUpdate>(m[1]).square, sq("e4"));
  EXPECT_EQ(std::get<dgt::FieldUpdate>(m[1]).piece, piece('P'));
}

TEST(DgtCodec, InitialPositionDump) {
  dgt::Decoder d;
  const auto m = decode_all(d, hex_bytes("86 00 43 08 09 0a 0c 0b 0a 09 08 07 07 07 07 07 07 07 07 "
                                         "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 "
                                         "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 "
                                         "01 01 01 01 01 01 01 01 02 03 04 06 05 04 03 02"));
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(placement_of(std::get<dgt::BoardDump>(m[0]).pieces), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
}

TEST(DgtCodec, ClockTimesRightTripleFirstAndTheRunningSide) {
  dgt::Decoder d;
  // §2.6: Fischer flag set, right 0:03:02, left 0:03:01; status 0x09 = running, bit3.
  const auto m = decode_all(d, hex_bytes("8d 00 0a 20 03 02 20 03 01 09"));
  const auto& r = std::get<dgt::ClockTimes>(m.at(0)).reading;
  EXPECT_EQ(r.right_ms, 182000);
  EXPECT_EQ(r.left_ms, 181000);
  EXPECT_EQ(r.running, ClockReading::Running::Left);
  EXPECT_TRUE(r.connected);
  EXPECT_EQ(dgt::encode_clock_times(r), hex_bytes("8d 00 0a 00 03 02 00 03 01 09"));
}

TEST(DgtCodec, ClockAckFromSevenBitFragments) {
  dgt::Decoder d;
  // §1.5.2: clock version 2.0, acks (0x10, 0x09, 0x20, 0x00).
  const auto m = decode_all(d, hex_bytes("8d 00 0a 0a 10 09 0a 20 00 00"));
  EXPECT_EQ(std::get<dgt::ClockAck>(m.at(0)).ack, (std::array<uint8_t, 4>{0x10, 0x09, 0x20, 0x00}));
  const std::array<uint8_t, 4> button{0x10, 0x88, 0x05, 0x31};
  dgt::Decoder again;
  const auto back = decode_all(again, dgt::encode_clock_ack(button));
  EXPECT_EQ(std::get<dgt::ClockAck>(back.at(0)).ack, button);
  EXPECT_TRUE(std::get<dgt::ClockAck>(back.at(0)).button());
}

TEST(DgtCodec, ClockCommandsAsDocumented) {
  EXPECT_EQ(dgt::clock_end(), hex_bytes("2b 03 03 03 00"));
  EXPECT_EQ(dgt::clock_version(), hex_bytes("2b 03 03 09 00"));
  EXPECT_EQ(dgt::clock_beep(4), hex_bytes("2b 04 03 0b 04 00"));
  EXPECT_EQ(dgt::clock_set_and_run(3723000, 60000, ClockReading::Running::Left),
            hex_bytes("2b 0a 03 0a 01 02 03 00 01 00 01 00"));
  EXPECT_EQ(dgt::clock_ascii("e2e4", 0).size(), 14u);
}

TEST(DgtCodec, ResynchronisesAfterGarbageAndATruncatedMessage) {
  dgt::Decoder d;
  // Garbage, a field update cut off after its field byte, then a whole one.
  const auto m = decode_all(d, hex_bytes("00 13 7f 42 8e 00 05 34 8e 00 05 24 01"));
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(std::get<dgt::FieldUpdate>(m[0]).square, sq("e4"));
  EXPECT_EQ(d.bytes_skipped(), 8u);
}

TEST(DgtCodec, NeverTrustsALengthField) {
  dgt::Decoder d;
  // A field update claiming 16383 bytes, and a dump claiming 5: both are garbage.
  const auto m = decode_all(d, hex_bytes("8e 7f 7f 01 86 00 05 01 02 8e 00 05 24 01"));
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(std::get<dgt::FieldUpdate>(m[0]).square, sq("e4"));
}

TEST(DgtCodec, WaitsForTheRestOfAMessageSplitAcrossReads) {
  dgt::Decoder d;
  EXPECT_TRUE(decode_all(d, hex_bytes("8e 00")).empty());
  EXPECT_TRUE(decode_all(d, hex_bytes("05 24")).empty());
  EXPECT_EQ(decode_all(d, hex_bytes("01")).size(), 1u);
}

// The recorded games: every byte frames cleanly, and the board's updates replayed on
// its first dump end in the game's final position (one recording set up rotated).
TEST(DgtCodec, RecordedGamesReplayToTheirFinalPosition) {
  for (const auto& [name, rotated] : {std::pair{"1", false}, std::pair{"2", true}}) {
    std::ifstream in(twinboard::testing::corpus(std::string("dgt-recordings/") + name + ".inbytes"));
    ASSERT_TRUE(in) << name;
    dgt::Decoder d;
    std::array<Piece, 64> board{};
    size_t updates = 0, dumps = 0;
    auto real = [&](Square s) { return rotated ? Square(63 - index(s)) : s; };
    for (std::string line; std::getline(in, line);) {
      for (const auto& m : decode_all(d, base64(line))) {
        if (const auto* dump = std::get_if<dgt::BoardDump>(&m)) {
          for (int i = 0; i < 64; ++i) board[size_t(index(real(Square(i))))] = dump->pieces[size_t(i)];
          ++dumps;
        } else if (const auto* u = std::get_if<dgt::FieldUpdate>(&m)) {
          board[size_t(index(real(u->square)))] = u->piece;
          ++updates;
        }
      }
    }
    EXPECT_EQ(d.bytes_skipped(), 0u) << name;
    EXPECT_GT(updates, 100u) << name;
    EXPECT_GE(dumps, 1u) << name;

    std::ifstream moves(twinboard::testing::corpus(std::string("dgt-recordings/") + name + ".uci"));
    Position p = *Position::from_fen(Position::kStartFen);
    for (std::string token; moves >> token;) {
      if (token.size() < 4 || token.back() == '.') continue;
      auto m = parse_uci(p, token);
      ASSERT_TRUE(m.ok()) << name << " " << token;
      p.play(*m);
    }
    EXPECT_EQ(placement_of(board), placement_of(p.board())) << name;
  }
}

// ---- Tactile codec ----

TEST(TactileCodec, Crc8CheckValue) {
  // The published check value of CRC-8/SMBUS (poly 0x07, init 0) for "123456789".
  EXPECT_EQ(tactile::crc8("123456789"), 0xF4);
}

TEST(TactileCodec, DocumentedExampleLines) {
  // docs/tactile-protocol.md's examples, computed with an independent implementation.
  EXPECT_EQ(tactile::encode_line(2, "UP e2"), "02 UP e2*2B\n");
  EXPECT_EQ(tactile::encode_line(3, "DN e4"), "03 DN e4*15\n");
  EXPECT_EQ(tactile::encode_line(4, "BTN clock"), "04 BTN clock*E5\n");
}

TEST(TactileCodec, LinesRoundTripAndDamageIsSeen) {
  tactile::LineReader r;
  const std::string good = tactile::encode_line(0x2A, "UP e2");
  EXPECT_EQ(good.substr(0, 9), "2A UP e2*");
  std::string bad = tactile::encode_line(0x2B, "DN e4");
  bad[6] = '5';  // e4 became e5 on the wire
  r.feed(good + bad + "garbage without end\n" + tactile::encode_line(0x2C, "BTN clock"));
  auto first = r.next();
  ASSERT_TRUE(first && std::holds_alternative<tactile::Line>(*first));
  EXPECT_EQ(std::get<tactile::Line>(*first).seq, 0x2A);
  EXPECT_EQ(std::get<tactile::Line>(*first).body, "UP e2");
  auto second = r.next();
  ASSERT_TRUE(second && std::holds_alternative<tactile::DamagedLine>(*second));
  EXPECT_EQ(std::get<tactile::DamagedLine>(*second).reason, "checksum does not match");
  EXPECT_TRUE(std::holds_alternative<tactile::DamagedLine>(*r.next()));
  EXPECT_EQ(std::get<tactile::Line>(*r.next()).body, "BTN clock");
  EXPECT_FALSE(r.next());
}

TEST(TactileCodec, OverlongLineIsReportedOnceAndSkipped) {
  tactile::LineReader r;
  r.feed(std::string(300, 'x'));
  EXPECT_TRUE(std::holds_alternative<tactile::DamagedLine>(*r.next()));
  r.feed("yyy\n" + tactile::encode_line(1, "UP a1"));
  EXPECT_EQ(std::get<tactile::Line>(*r.next()).body, "UP a1");
}

TEST(TactileCodec, MessagesRoundTrip) {
  const std::vector<tactile::BoardMessage> board{tactile::PegUp{sq("e2")}, tactile::PegDown{sq("h8")},
                                                 tactile::Occupancy{start_occupancy()}, tactile::ButtonPress{"repeat"},
                                                 tactile::Identity{"acme", "peg64", "A17", 1}};
  for (const auto& m : board) {
    auto back = tactile::parse_board_message(tactile::body_of(m));
    ASSERT_TRUE(back.ok()) << tactile::body_of(m);
    EXPECT_EQ(tactile::body_of(*back), tactile::body_of(m));
  }
  EXPECT_EQ(tactile::body_of(tactile::BoardMessage{tactile::Occupancy{start_occupancy()}}),
            "SNAP 11111111/11111111/00000000/00000000/00000000/00000000/11111111/11111111");
  EXPECT_EQ(tactile::body_of(tactile::HostMessage{tactile::Buzz{150}}), "BUZZ 150");
  EXPECT_TRUE(tactile::parse_host_message("VIBE 80").ok());
  EXPECT_FALSE(tactile::parse_host_message("VIBE -1").ok());
  EXPECT_FALSE(tactile::parse_board_message("UP e9").ok());
  EXPECT_FALSE(tactile::parse_board_message("SNAP 1111").ok());
  EXPECT_FALSE(tactile::parse_board_message("BTN Clock!").ok());
  EXPECT_FALSE(tactile::parse_board_message("HELLO").ok());
  EXPECT_FALSE(tactile::parse_board_message("ID acme \xff\xfe 1 1").ok()) << "found by fuzz_tactile";
}

// ---- DGT driver against the DGT emulator over a pseudo-terminal ----

TEST(DgtOverPty, HandshakeGivesConnectedAndTheBoard) {
  auto b = dgt_board("dgt_handshake");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  const auto events = b->events();
  ASSERT_TRUE(events.front().is<sensed::Connected>());
  EXPECT_EQ(events.front().as<sensed::Connected>()->identity, "DGT board, version 1.3");
  EXPECT_EQ(last_snapshot(events), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
}

TEST(DgtOverPty, LiftAndPlaceInScanOrder) {
  auto b = dgt_board("dgt_e4");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  b->act("lift e2");
  b->act("place e4 P");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  // One scan saw both: e4 (field 36) is reported before e2 (field 52).
  EXPECT_THAT(moves_of(b->events()), ElementsAre("place e4 P", "lift e2"));
}

TEST(DgtOverPty, EveryCaptureOrder) {
  Position p = *Position::from_fen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
  const std::array<Piece, 64> pieces = p.board();
  const std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>> orders{
      // victim first, in separate scans
      {{"lift d5", "wait 300", "lift e4", "wait 300", "place d5 P"}, {"lift d5", "lift e4", "place d5 P"}},
      // mover first
      {{"lift e4", "wait 300", "lift d5", "wait 300", "place d5 P"}, {"lift e4", "lift d5", "place d5 P"}},
      // replacement within one scan: the victim's removal is never reported
      {{"lift e4", "lift d5", "place d5 P"}, {"place d5 P", "lift e4"}},
  };
  int n = 0;
  for (const auto& [script, expected] : orders) {
    auto b = dgt_board("dgt_capture" + std::to_string(n++), pieces);
    ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
    b->clear();
    for (const auto& line : script) b->act(line);
    b->settle();
    EXPECT_EQ(moves_of(b->events()), expected) << n;
  }
}

TEST(DgtOverPty, CastlingEitherPieceFirstEnPassantAndPromotion) {
  Position p = *Position::from_fen("4k3/4P3/8/3pP3/8/8/8/4K2R w K d6 0 1");
  const std::array<Piece, 64> pieces = p.board();
  auto b = dgt_board("dgt_special", pieces);
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  for (const char* line :
       {"lift h1", "wait 250", "place f1 R", "wait 250", "lift e1", "wait 250", "place g1 K", "wait 250", "lift e5",
        "wait 250", "place d6 P", "wait 250", "lift d5", "wait 250", "lift e7", "wait 250", "place e8 Q"})
    b->act(line);
  b->settle();
  EXPECT_THAT(moves_of(b->events()), ElementsAre("lift h1", "place f1 R", "lift e1", "place g1 K", "lift e5",
                                                 "place d6 P", "lift d5", "lift e7", "place e8 Q"));
  b->act("lift g1");
  b->act("wait 250");
  b->act("place h1 K");
  b->settle();
  EXPECT_EQ(moves_of(b->events()).back(), "place h1 K");
}

TEST(DgtOverPty, GarbageInTheStreamThenTheBoardIsAskedForAgain) {
  auto b = dgt_board("dgt_garbage");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("garbage 40");
  b->act("wait 100");
  b->act("lift g1");
  b->act("place f3 N");
  b->settle();
  const auto events = b->events();
  // The handshake's dump, one after the damaged stream, and one confirming each update.
  EXPECT_GE(static_cast<DgtEmulator&>(b->board()).board_dumps_sent(), 3)
      << "the damaged stream is followed by a fresh dump";
  EXPECT_THAT(moves_of(events), ElementsAre("place f3 N", "lift g1"));
  EXPECT_EQ(count<sensed::Disconnected>(events), 0u);
}

// A DGT driver fed by the test: what it asks the board for, and the events it passes on.
struct DgtBench {
  DgtProtocol protocol;
  std::vector<uint8_t> asked;
  std::vector<BoardEvent> events;
  const BoardProtocol::Send send = [this](std::span<const uint8_t> b) {
    asked.insert(asked.end(), b.begin(), b.end());
  };
  const EventSink emit = [this](const BoardEvent& e) { events.push_back(e); };
  DgtBench() = default;
  DgtBench(const DgtBench&) = delete;  // the callbacks point at this one
  DgtBench& operator=(const DgtBench&) = delete;
};

// Issue 23, item 3: the DGT protocol has no checksum, so a damaged byte can read as a field
// update the board never sent (a square or a piece code changed). No update becomes an
// event before a board dump confirms it; a dump that does not is the truth.
TEST(DgtProtocolDamage, DamagedFieldUpdatesNeverBecomeEvents) {
  std::mt19937 random(23);
  int fabricated = 0, runs = 0, snapshots_of_truth = 0;
  for (int run = 0; run < 200; ++run) {
    DgtBench bench;
    auto& [protocol, asked, events, send, emit] = bench;
    std::array<Piece, 64> truth = start_pieces();
    protocol.start(send, 0);
    auto dump = dgt::encode_board_dump(truth);
    protocol.received(dump, 1, send, emit);
    // 1.e4 as the board reports it: lift e2, place e4; one byte of the updates damaged.
    std::vector<uint8_t> updates = dgt::encode_field_update(*parse_square("e2"), Piece::None);
    auto place = dgt::encode_field_update(*parse_square("e4"), make_piece(Color::White, PieceType::Pawn));
    updates.insert(updates.end(), place.begin(), place.end());
    updates[std::uniform_int_distribution<std::size_t>(0, updates.size() - 1)(random)] ^=
        uint8_t(1u << std::uniform_int_distribution<int>(0, 7)(random));
    truth[index(*parse_square("e2"))] = Piece::None;
    truth[index(*parse_square("e4"))] = make_piece(Color::White, PieceType::Pawn);
    asked.clear();
    protocol.received(updates, 2, send, emit);
    // The board answers every "send board" with what it really shows.
    for (int answers = 0; answers < 4 && std::find(asked.begin(), asked.end(), dgt::kSendBoard) != asked.end();
         ++answers) {
      asked.clear();
      protocol.received(dgt::encode_board_dump(truth), 3 + answers, send, emit);
    }
    ++runs;
    for (const BoardEvent& e : events) {
      if (const auto* lift = e.as<sensed::Lift>(); lift && square_name(lift->square) != "e2") ++fabricated;
      if (const auto* put = e.as<sensed::Place>();
          put && (square_name(put->square) != "e4" || put->piece != truth[index(put->square)]))
        ++fabricated;
    }
    // Whatever was damaged, the driver ends with the true board, as events or a snapshot.
    std::array<Piece, 64> seen = start_pieces();
    for (const BoardEvent& e : events) {
      if (const auto* snapshot = e.as<sensed::Snapshot>()) seen = snapshot->pieces.value(), ++snapshots_of_truth;
      if (const auto* lift = e.as<sensed::Lift>()) seen[index(lift->square)] = Piece::None;
      if (const auto* put = e.as<sensed::Place>()) seen[index(put->square)] = *put->piece;
    }
    EXPECT_EQ(seen, truth) << "run " << run;
  }
  EXPECT_EQ(fabricated, 0) << "events the board never sent, in " << runs << " runs";
  EXPECT_GT(snapshots_of_truth, runs);  // the handshake's, and the corrections
}

// Issue 39, item 6: a field update naming a field above 63 or a piece code above 12 (and a
// dump with a code above 15) is no board's message but a damaged one, even when the rest of
// it would agree with the board: dropped, counted, and a fresh dump asked for at once.
TEST(DgtProtocolDamage, ImpossibleValuesAreDroppedCountedAndTheBoardAskedAgain) {
  DgtBench bench;
  auto& [protocol, asked, events, send, emit] = bench;
  std::array<Piece, 64> board = start_pieces();
  protocol.start(send, 0);
  protocol.received(dgt::encode_board_dump(board), 1, send, emit);
  events.clear();
  // 1.e4, the place's field byte with its 64 bit set (e4 and 64 + e4 mean one square if
  // the bit is ignored), then a piece code of 13 and of 127.
  auto lift = dgt::encode_field_update(*parse_square("e2"), Piece::None);
  auto place = dgt::encode_field_update(*parse_square("e4"), make_piece(Color::White, PieceType::Pawn));
  place[3] |= 64;
  auto magic = dgt::encode_field_update(*parse_square("a3"), Piece::None);
  magic[4] = 13;
  auto wild = dgt::encode_field_update(*parse_square("h3"), Piece::None);
  wild[4] = 127;
  board[index(*parse_square("e2"))] = Piece::None;
  board[index(*parse_square("e4"))] = make_piece(Color::White, PieceType::Pawn);
  int damaged = 0;
  protocol.received(lift, 2, send, emit);
  for (const auto& bytes : {place, magic, wild}) {
    asked.clear();
    protocol.received(bytes, 3, send, emit);
    EXPECT_EQ(protocol.damaged_messages(), std::size_t(++damaged));
    EXPECT_NE(std::find(asked.begin(), asked.end(), dgt::kSendBoard), asked.end()) << "a fresh dump is asked for";
    protocol.received(dgt::encode_board_dump(board), 4, send, emit);
  }
  for (const BoardEvent& e : events) EXPECT_FALSE(e.is<sensed::Place>()) << "no place from a damaged message";
  ASSERT_FALSE(events.empty());
  ASSERT_TRUE(events.front().is<sensed::Snapshot>()) << "the lift alone is not borne out: the dump is the truth";
  EXPECT_EQ(events.front().as<sensed::Snapshot>()->pieces.value(), board);
  // A dump with a code no board sends is dropped as well: the picture stays the last good one.
  auto bad_dump = dgt::encode_board_dump(start_pieces());
  bad_dump[10] = 0x40;
  events.clear();
  protocol.received(bad_dump, 5, send, emit);
  EXPECT_EQ(protocol.damaged_messages(), std::size_t(++damaged));
  EXPECT_TRUE(events.empty());
}

// Found by the crash campaign: the sighted player placed his knight and pressed the lever;
// the press was passed on at once while the placement waited for its confirming dump, so
// the table heard the press first and told him "no finished move on the board". What the
// board says after an update waits behind it.
TEST(DgtProtocolOrder, ALeverPressedAfterAMoveIsPassedOnAfterTheMove) {
  DgtBench bench;
  auto& [protocol, asked, events, send, emit] = bench;
  std::array<Piece, 64> board = start_pieces();
  protocol.start(send, 0);
  protocol.received(dgt::encode_board_dump(board), 1, send, emit);
  ClockReading clock{5'400'000, 5'400'000, ClockReading::Running::Left, false, true};
  protocol.received(dgt::encode_clock_times(clock), 2, send, emit);
  events.clear();

  auto lift = dgt::encode_field_update(*parse_square("g8"), Piece::None);
  auto place = dgt::encode_field_update(*parse_square("f6"), make_piece(Color::Black, PieceType::Knight));
  clock.lever_right_high = true, clock.running = ClockReading::Running::Right;
  protocol.received(lift, 3, send, emit);
  protocol.received(place, 4, send, emit);
  protocol.received(dgt::encode_clock_times(clock), 5, send, emit);  // the lever, before the dump
  EXPECT_TRUE(events.empty()) << "nothing before the dump confirms the updates";
  board[index(*parse_square("g8"))] = Piece::None;
  board[index(*parse_square("f6"))] = make_piece(Color::Black, PieceType::Knight);
  protocol.received(dgt::encode_board_dump(board), 6, send, emit);

  std::vector<std::string> order;
  for (const BoardEvent& e : events)
    order.push_back(e.is<sensed::ButtonPress>()  ? e.as<sensed::ButtonPress>()->name
                    : e.is<sensed::ClockTimes>() ? "clock"
                                                 : moves_of({e}).front());
  EXPECT_THAT(order, ElementsAre("lift g8", "place f6 n", "lever-left", "clock"));
  // Issue 50, item 4: each keeps the moment its bytes came (the updates 3 and 4, not the
  // dump's 6): the table times the piece's rest from when the board reported it.
  std::vector<int64_t> times;
  for (const BoardEvent& e : events) times.push_back(e.t_ms);
  EXPECT_THAT(times, ElementsAre(3, 4, 5, 5));
}

TEST(DgtOverPty, UnplugAndReplugInTheMiddleOfAMove) {
  auto b = dgt_board("dgt_unplug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("lift e2");
  b->act("wait 300");
  b->act("unplug");
  b->act("place e4 P");  // the move is finished while the cable is out
  b->act("wait 500");
  b->act("replug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>(2), 8000));
  const auto events = b->events();
  EXPECT_EQ(count<sensed::Disconnected>(events), 1u);
  EXPECT_EQ(count<sensed::Connected>(events), 2u);
  EXPECT_EQ(last_snapshot(events), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
}

TEST(DgtOverPty, ABoardThatStopsAnsweringIsDisconnected) {
  auto b = dgt_board("dgt_hang");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("hang");
  ASSERT_TRUE(b->wait_for(has<sensed::Disconnected>(), 6000));
  ASSERT_TRUE(b->events().back().is<sensed::Disconnected>());
  EXPECT_EQ(b->events().back().as<sensed::Disconnected>()->why, "the board stopped answering");
  b->act("resume");
  ASSERT_TRUE(b->wait_for(has<sensed::Connected>(2), 8000));
}

TEST(DgtOverPty, ClockReadingsAndTheLever) {
  auto b = dgt_board("dgt_clock");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("clock 300 295 left");
  ASSERT_TRUE(b->wait_for(has<sensed::ClockTimes>()));
  b->act("lever");
  b->act("clock 300 293 right");
  ASSERT_TRUE(
      b->wait_for([](auto& e) { return count<sensed::ButtonPress>(e) >= 1 && count<sensed::ClockTimes>(e) >= 2; }));
  const auto events = b->events();
  const auto clock =
      std::find_if(events.begin(), events.end(), [](auto& e) { return e.template is<sensed::ClockTimes>(); });
  const ClockReading& reading = clock->template as<sensed::ClockTimes>()->reading;
  EXPECT_EQ(reading.left_ms, 300000);
  EXPECT_EQ(reading.right_ms, 295000);
  EXPECT_EQ(reading.running, ClockReading::Running::Left);
}

// The DGT3000 driven by twinboard: set-and-run shows our times and runs the clock; one
// command in flight; resent when unanswered, given up after 6 s.
void queue_on_clock(PtyBoard& b, std::vector<uint8_t> command) {
  b.post([command](devices::BoardProtocol& p, const devices::BoardProtocol::Send&, int64_t) {
    static_cast<devices::DgtProtocol&>(p).queue_clock_command(command);
  });
}

// A DGT board without a DGT3000 never acknowledges a clock command: none is sent (so none
// is given up as unanswered and told to the arbiter) until a clock is attached; then the
// latest times go.
TEST(DgtOverPty, ClockCommandsWaitForAClockToBeAttached) {
  auto b = dgt_board("dgt_noclock");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  auto& emulator = static_cast<devices::DgtEmulator&>(b->board());
  queue_on_clock(*b, dgt::clock_set_and_run(600'000, 600'000, ClockReading::Running::Left));
  queue_on_clock(*b, dgt::clock_set_and_run(500'000, 400'000, ClockReading::Running::Right));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  EXPECT_EQ(emulator.clock_commands_received(), 0);
  b->act("clock 0 0 none");  // a DGT3000 plugged in
  ASSERT_TRUE(b->wait_for([&](const auto&) { return emulator.clock_commands_received() >= 1; }, 3000));
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(emulator.clock_commands_received(), 1);  // the latest times only
  EXPECT_EQ(emulator.clock_set().left_ms, 500'000);
  EXPECT_EQ(count<sensed::ClockSilent>(b->events()), 0u);
}

TEST(DgtOverPty, SetAndRunDrivesTheClock) {
  auto b = dgt_board("dgt_setnrun");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("clock 0 0 none");
  ASSERT_TRUE(b->wait_for(has<sensed::ClockTimes>()));
  queue_on_clock(*b, dgt::clock_set_and_run(3'723'000, 60'000, ClockReading::Running::Right));
  auto counting = [](const std::vector<BoardEvent>& events) {
    for (const auto& e : events)
      if (const auto* t = e.as<sensed::ClockTimes>();
          t && t->reading.left_ms == 3'723'000 && t->reading.right_ms < 60'000)
        return true;
    return false;
  };
  ASSERT_TRUE(b->wait_for(counting, 4000));
  for (const auto& e : b->events())
    if (const auto* t = e.as<sensed::ClockTimes>(); t && t->reading.left_ms == 3'723'000) {
      EXPECT_EQ(t->reading.running, ClockReading::Running::Right);
    }
  // The lever tips from right-down to left-down: the left player pressed it.
  b->clear();
  b->act("lever");
  ASSERT_TRUE(b->wait_for(has<sensed::ButtonPress>()));
  for (const auto& e : b->events())
    if (const auto* pressed = e.as<sensed::ButtonPress>()) {
      EXPECT_EQ(pressed->button, Button::LeverLeft);
      EXPECT_EQ(pressed->name, "lever-left");
    }
}

TEST(DgtOverPty, AClockCommandWithoutAnAckIsSentAgainThenGivenUp) {
  auto b = dgt_board("dgt_deaf");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("clock 10 10 none");
  b->act("clock-deaf 1");
  ASSERT_TRUE(b->wait_for(has<sensed::ClockTimes>()));
  auto& emulator = static_cast<devices::DgtEmulator&>(b->board());
  queue_on_clock(*b, dgt::clock_beep(2));
  queue_on_clock(*b, dgt::clock_ascii("TWINBRD"));
  std::this_thread::sleep_for(std::chrono::milliseconds(1000));
  EXPECT_EQ(emulator.clock_commands_received(), 1);  // the text waits for the beep's ack
  // No ack: the beep again after 2 s, acked; then the text.
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (emulator.clock_commands_received() < 3 && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(emulator.clock_commands_received(), 3);

  b->act("clock-deaf 9");  // a clock that never answers: three attempts, then unlocked
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  queue_on_clock(*b, dgt::clock_beep(1));
  queue_on_clock(*b, dgt::clock_ascii("NEXT"));
  std::this_thread::sleep_for(std::chrono::milliseconds(6800));
  EXPECT_EQ(emulator.clock_commands_received(), 3 + 3 + 1);
  // Issue 18, item 5: a clock that gave a command up is reported once, and again when it
  // acknowledges the next (the board's clock goes on being told; the game never waits).
  EXPECT_TRUE(b->wait_for(has<sensed::ClockSilent>(), 2000));
  b->act("clock-deaf 0");
  queue_on_clock(*b, dgt::clock_beep(1));
  EXPECT_TRUE(b->wait_for(has<sensed::ClockAnswering>(), 9000));
  const auto events = b->events();
  EXPECT_EQ(count<sensed::ClockSilent>(events), 1u);
  const auto silent =
      std::find_if(events.begin(), events.end(), [](auto& e) { return e.template is<sensed::ClockSilent>(); });
  ASSERT_NE(silent, events.end());
  EXPECT_THAT(devices::event_json(*silent), ::testing::HasSubstr("\"event\":\"clock-silent\""));
}

// ---- Terminal keys (the talking clock's keyboard) ----

std::vector<std::string> keys_of(std::string_view bytes, bool flush = false) {
  devices::TerminalKeyParser parser;
  parser.feed({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()});
  if (flush) parser.flush();
  std::vector<std::string> out;
  using N = devices::TerminalKey::Name;
  while (auto k = parser.next()) {
    switch (k->name) {
      case N::Char: out.push_back(k->ch ? std::string(1, k->ch) : k->text); break;
      case N::Space: out.push_back("space"); break;
      case N::Enter: out.push_back("enter"); break;
      case N::Escape: out.push_back("escape"); break;
      case N::Backspace: out.push_back("backspace"); break;
      case N::LeftShift: out.push_back("left-shift"); break;
      case N::RightShift: out.push_back("right-shift"); break;
      case N::Interrupt: out.push_back("interrupt"); break;
      case N::EndOfInput: out.push_back("end-of-input"); break;
      case N::Left: out.push_back("left"); break;
      case N::Right: out.push_back("right"); break;
      case N::Up: out.push_back("up"); break;
      case N::Down: out.push_back("down"); break;
      case N::Home: out.push_back("home"); break;
      case N::End: out.push_back("end"); break;
      case N::Delete: out.push_back("delete"); break;
      case N::Function: out.push_back("f" + std::to_string(k->function)); break;
      case N::Other: out.push_back("other"); break;
    }
  }
  return out;
}

TEST(TerminalKeys, PlainBytesAndKittyReports) {
  EXPECT_THAT(keys_of(" tP\r\x03\x04"), ElementsAre("space", "t", "p", "enter", "interrupt", "end-of-input"));
  EXPECT_THAT(keys_of("\x1b[100;5u"), ElementsAre("end-of-input"));  // kitty's Ctrl-D
  // kitty protocol: Shift keys alone, space and letters as CSI u, Ctrl-C, releases ignored.
  EXPECT_THAT(keys_of("\x1b[57441u\x1b[57447u\x1b[32u\x1b[116u\x1b[99;5u\x1b[57441;2:3u"),
              ElementsAre("left-shift", "right-shift", "space", "t", "interrupt"));
  EXPECT_THAT(keys_of("\x1b[57441;2:1u"), ElementsAre("left-shift"));
  EXPECT_THAT(keys_of("1\x7f\x08\x1b[127u"), ElementsAre("1", "backspace", "backspace", "backspace"));
  // Issue 35: the editing keys of a typed line, with or without modifiers; other function keys.
  EXPECT_THAT(keys_of("\x1b[A\x1b[B\x1b[C\x1b[D\x1b[1;5D\x1b[H\x1b[F\x1b[1~\x1b[4~\x1b[3~"),
              ElementsAre("up", "down", "right", "left", "left", "home", "end", "home", "end", "delete"));
  // Function keys, as a foot switch may type them (issue 35, item 1): xterm's CSI and SS3
  // forms and kitty's; other keys are no key of ours.
  EXPECT_THAT(keys_of("\x1b[15~\x1b[P\x1bOQ\x1b[24~\x1b[1;2S\x1b[11~\x1b[2~"),
              ElementsAre("f5", "f1", "f2", "f12", "f4", "f1", "other"));
}

TEST(TerminalKeys, SplitSequencesEscapeAloneAndGarbage) {
  devices::TerminalKeyParser parser;
  const std::string_view first = "\x1b[574", second = "47u";
  parser.feed({reinterpret_cast<const uint8_t*>(first.data()), first.size()});
  EXPECT_FALSE(parser.next());  // unfinished: wait for the rest
  parser.feed({reinterpret_cast<const uint8_t*>(second.data()), second.size()});
  ASSERT_TRUE(parser.next().has_value());
  EXPECT_THAT(keys_of("\x1b", true), ElementsAre("escape"));
  EXPECT_THAT(keys_of("\x1bq"), ElementsAre("escape", "q"));
  EXPECT_THAT(keys_of("\x1b[" + std::string(40, '1') + "u t"), Contains("t"));
  EXPECT_THAT(keys_of("\x1b[99999999999u"), ElementsAre("other"));
  // Issue 35: a letter of any script is a character of the line being typed (it was dropped).
  EXPECT_THAT(keys_of("\xc3\xa4t"), ElementsAre("ä", "t"));
  EXPECT_THAT(keys_of("\x80t"), ElementsAre("other", "t"));  // a stray continuation byte
}

// Issue 35, item 1: a clock key chosen by name, and only that key is it.
TEST(TerminalKeys, AChosenClockKeyIsThatKeyAlone) {
  using devices::key_named;
  EXPECT_EQ(devices::name_of(*key_named("space")), "space");
  EXPECT_EQ(devices::name_of(*key_named("F12")), "f12");
  EXPECT_EQ(devices::name_of(*key_named("ü")), "ü");
  for (const char* bad : {"", "f0", "f13", "spacebar", "ab", " ", "\x7f", "\x80"}) EXPECT_FALSE(key_named(bad)) << bad;
  const auto first = [](std::string_view bytes) {
    devices::TerminalKeyParser parser;
    parser.feed({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()});
    return *parser.next();
  };
  EXPECT_TRUE(devices::is_key(first(" "), *key_named("space")));
  EXPECT_TRUE(devices::is_key(first("\x1b[32u"), *key_named("space")));  // kitty
  EXPECT_FALSE(devices::is_key(first("x"), *key_named("space")));
  EXPECT_TRUE(devices::is_key(first("\x1b[24~"), *key_named("f12")));
  EXPECT_FALSE(devices::is_key(first("\x1b[23~"), *key_named("f12")));
  EXPECT_TRUE(devices::is_key(first("\xc3\xbc"), *key_named("ü")));
  EXPECT_FALSE(devices::is_key(first("u"), *key_named("ü")));
}

// Issue 35, item 2: the character as typed goes with each key, its case kept, from plain
// bytes and from kitty's reports (which name the key: Shift makes the capital).
TEST(TerminalKeys, TheCharacterAsTypedKeepsItsCaseAndScript) {
  const auto typed = [](std::string_view bytes) {
    devices::TerminalKeyParser parser;
    parser.feed({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()});
    std::string text;
    while (auto k = parser.next()) text += k->name == devices::TerminalKey::Name::Space ? " " : k->text;
    return text;
  };
  EXPECT_EQ(typed("Läufer Sf3 Кf6 ش"), "Läufer Sf3 Кf6 ش");
  EXPECT_EQ(typed("\x1b[115;2u\x1b[102u\x1b[51u"), "Sf3");       // kitty: Shift+s, f, 3
  EXPECT_EQ(typed("\x1b[1082;2u\x1b[1082u\x1b[228;2u"), "КкÄ");  // Cyrillic к, German ä
}

// ---- Tactile driver against the tactile emulator over a pseudo-terminal ----

TEST(TactileOverPty, HandshakeGivesIdentityAndOccupancy) {
  auto b = tactile_board("tactile_handshake");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  const auto events = b->events();
  ASSERT_TRUE(events.front().is<sensed::Connected>());
  EXPECT_EQ(events.front().as<sensed::Connected>()->identity, "twinboard peg-emulator 0001, protocol 1");
  EXPECT_EQ(last_snapshot(events), unknowns("xxxxxxxx/xxxxxxxx/8/8/8/8/xxxxxxxx/xxxxxxxx"));
}

TEST(TactileOverPty, PegsOutAndInAreTouchesAndPlacesAtOnce) {
  auto b = tactile_board("tactile_move");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  for (const char* line : {"lift e2", "place e4", "button clock", "lift d7", "lift e4", "place e4"}) b->act(line);
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 5; }));
  EXPECT_THAT(moves_of(b->events()), ElementsAre("lift e2", "place e4", "lift d7", "lift e4", "place e4"));
  EXPECT_EQ(count<sensed::ButtonPress>(b->events()), 1u);
  EXPECT_EQ(count<sensed::Snapshot>(b->events()), 0u) << "heartbeats that agree are not reported";
}

TEST(TactileOverPty, ALostLineIsNoticedAndTheSnapshotSettlesIt) {
  auto b = tactile_board("tactile_lost");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  b->act("lose");
  b->act("lift g1");  // lost on the wire
  b->act("place f3");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  // After the gap nothing single is trusted: the peg put into f3 comes with the snapshot.
  EXPECT_THAT(moves_of(b->events()), ElementsAre());
  EXPECT_EQ(last_snapshot(b->events()), unknowns("xxxxxxxx/xxxxxxxx/8/8/8/5x2/xxxxxxxx/xxxxxx1x"));
}

TEST(TactileOverPty, GarbageIsDroppedAndTheBoardIsAskedAgain) {
  auto b = tactile_board("tactile_garbage");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  b->act("garbage 50");
  b->act("lift b1");
  b->act("place c3");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  EXPECT_EQ(last_snapshot(b->events()), unknowns("xxxxxxxx/xxxxxxxx/8/8/8/2x5/xxxxxxxx/x1xxxxxx"));
}

TEST(TactileOverPty, UnplugAndReplugInTheMiddleOfAMove) {
  auto b = tactile_board("tactile_unplug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("lift e2");
  b->act("wait 200");
  b->act("unplug");
  b->act("place e4");
  b->act("wait 300");
  b->act("replug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>(2), 8000));
  const auto events = b->events();
  EXPECT_EQ(count<sensed::Disconnected>(events), 1u);
  EXPECT_EQ(count<sensed::Connected>(events), 2u);
  EXPECT_EQ(last_snapshot(events), unknowns("xxxxxxxx/xxxxxxxx/8/8/4x3/8/xxxx1xxx/xxxxxxxx"));
}

// Issue 23, item 7: pulls in quick succession, one while the driver is reconnecting, and
// pegs moved meanwhile: after the last replug the driver passes on nothing single before
// the board's whole picture, and that picture is the board's.
TEST(TactileOverPty, UnplugsDuringAReconnectionEndInTheBoardsWholePicture) {
  auto b = tactile_board("tactile_unplugs");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  for (const char* line : {"unplug", "lift e2", "wait 150", "replug", "wait 50", "unplug", "place e4", "wait 120",
                           "replug", "wait 20", "unplug", "lift g1", "replug", "place f3"})
    b->act(line);
  // What the host knows of the board: the last snapshot and the pegs reported after it.
  auto picture = [](const std::vector<BoardEvent>& events) {
    Bitboard filled = 0;
    bool known = false;
    for (const BoardEvent& e : events) {
      if (const auto* snapshot = e.as<sensed::Snapshot>()) {
        filled = snapshot->occupied;
        known = true;
      }
      if (const auto* lift = e.as<sensed::Lift>()) filled &= ~bit(lift->square);
      if (const auto* place = e.as<sensed::Place>()) filled |= bit(place->square);
    }
    return known ? std::optional<Bitboard>(filled) : std::nullopt;
  };
  const Bitboard truth = (start_occupancy() & ~bit(*parse_square("e2")) & ~bit(*parse_square("g1"))) |
                         bit(*parse_square("e4")) | bit(*parse_square("f3"));
  ASSERT_TRUE(b->wait_for([&](const std::vector<BoardEvent>& events) { return picture(events) == truth; }, 10000));
  b->settle();
  const auto events = b->events();
  // After each (re)connection, the first board news is the snapshot: no lift or place before it.
  bool whole = false;
  for (const BoardEvent& e : events) {
    if (e.is<sensed::Connected>() || e.is<sensed::Disconnected>()) whole = false;
    if (e.is<sensed::Snapshot>()) whole = true;
    if (e.is<sensed::Lift>() || e.is<sensed::Place>()) {
      EXPECT_TRUE(whole) << "a peg before the whole picture";
    }
  }
  EXPECT_EQ(picture(events), truth);
  EXPECT_GE(count<sensed::Disconnected>(events), 1u);
}

TEST(TactileOverPty, ABoardThatStopsAnsweringIsDisconnected) {
  auto b = tactile_board("tactile_hang");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("hang");
  ASSERT_TRUE(b->wait_for(has<sensed::Disconnected>(), 6000));
  b->act("resume");
  ASSERT_TRUE(b->wait_for(has<sensed::Connected>(2), 8000));
}

// Issue 23, item 4: a peg board that comes back (here: answers its identity) and then
// reports single pegs before its whole picture: those pegs are not passed on, since the
// table would judge them against the picture it had before the board was unplugged. The
// snapshot, when it comes, tells everything; one is asked for until it does.
TEST(TactileProtocolReconnect, NothingIsJudgedUntilTheWholePictureHasCome) {
  TactileProtocol protocol;
  std::string asked;
  const BoardProtocol::Send send = [&](std::span<const uint8_t> b) { asked.append(b.begin(), b.end()); };
  std::vector<BoardEvent> events;
  const EventSink emit = [&](const BoardEvent& e) { events.push_back(e); };
  protocol.start(send, 0);
  uint8_t seq = 0;
  auto board_says = [&](const tactile::BoardMessage& m, int64_t at) {
    const std::string line = tactile::encode_line(seq++, tactile::body_of(m));
    protocol.received(std::span(reinterpret_cast<const uint8_t*>(line.data()), line.size()), at, send, emit);
  };
  board_says(tactile::Identity{"maker", "model", "1", 1}, 10);
  ASSERT_EQ(count<sensed::Connected>(events), 1u);
  // The snapshot request was lost; the player goes on moving pegs.
  board_says(tactile::PegUp{*parse_square("e7")}, 500);
  board_says(tactile::PegDown{*parse_square("e5")}, 600);
  EXPECT_EQ(count<sensed::Lift>(events) + count<sensed::Place>(events), 0u);
  asked.clear();
  protocol.tick(1200, send);
  EXPECT_NE(asked.find(tactile::body_of(tactile::HostMessage{tactile::SnapshotRequest{}})), std::string::npos)
      << "the snapshot is asked for again: " << asked;
  Bitboard after_e5 = (start_occupancy() & ~bit(*parse_square("e7"))) | bit(*parse_square("e5"));
  board_says(tactile::Occupancy{after_e5}, 1300);
  ASSERT_EQ(count<sensed::Snapshot>(events), 1u);
  // From here on, single pegs are news.
  board_says(tactile::PegUp{*parse_square("g1")}, 1400);
  EXPECT_EQ(count<sensed::Lift>(events), 1u);
}

TEST(Ports, DgtUsbIdsAreRecognised) {
  EXPECT_EQ(likely_board(0x04d8, 0x000a), BoardProtocolId::Dgt);
  EXPECT_EQ(likely_board(0x045b, 0x1234), BoardProtocolId::Dgt);
  EXPECT_EQ(likely_board(0x0403, 0x6001), std::nullopt);
  // Issue 51, item 6: a clone Mega's CH340/CH341 is no board by its ids alone (it is asked).
  EXPECT_TRUE(clone_mega_chip(0x1a86, 0x7523));
  EXPECT_TRUE(clone_mega_chip(0x1a86, 0x5523));
  EXPECT_FALSE(clone_mega_chip(0x0403, 0x6001));
  EXPECT_EQ(likely_board(0x1a86, 0x7523), std::nullopt);
}

// The command forms: an emulator in one process, `watch` in another.
TEST(CliWatch, PrintsOneJsonObjectPerEvent) {
  const std::string link = pty_link("cli_watch");
  const std::string emulator =
      std::string("(echo 'wait 1200'; echo 'lift e2'; echo 'place e4 P'; sleep 4; echo quit) | ") + TWINBOARD_EXE +
      " emulate dgt --link " + link + " > " + link + ".out 2>&1 &";
  ASSERT_EQ(std::system(emulator.c_str()), 0);
  for (int i = 0; i < 200 && !std::filesystem::exists(link); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  const auto r = twinboard::test::run("watch --protocol dgt " + link + " --for 2500");
  EXPECT_EQ(r.status, 0);
  EXPECT_THAT(
      r.out,
      ::testing::MatchesRegex(
          "\\{\"event\":\"connected\",\"detail\":\"DGT board, version 1.3\",\"t_ms\":[0-9]+\\}\n"
          "\\{\"event\":\"snapshot\",\"board\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\",\"t_ms\":[0-9]+\\}\n"
          "\\{\"event\":\"place\",\"square\":\"e4\",\"piece\":\"P\",\"t_ms\":[0-9]+\\}\n"
          "\\{\"event\":\"lift\",\"square\":\"e2\",\"t_ms\":[0-9]+\\}\n"
          ".*"));
  std::ifstream first_line(link + ".out");
  std::string path;
  std::getline(first_line, path);
  EXPECT_EQ(path, link) << "the emulator prints its path first";
}

TEST(CliWatch, BadArgumentsAreUsageErrors) {
  EXPECT_EQ(twinboard::test::run("watch --protocol morse /dev/null").status, 2);
  EXPECT_EQ(twinboard::test::run("emulate chessnut").status, 2);
  EXPECT_EQ(twinboard::test::run("emulate dgt --fen 'not a fen'").status, 1);
  EXPECT_EQ(twinboard::test::run("ports").status, 0);
}

// ---- Issue 51: the tactile driver with a real Arduino's start, late heartbeats, kept lifts ----

namespace {

// The driver alone, its time given by the test: what it sends, and the events it emits.
struct TactileDriver {
  TactileProtocol protocol;
  std::string asked;  // every host line sent, in order
  std::vector<BoardEvent> events;
  uint8_t seq = 0;
  BoardProtocol::Send send = [this](std::span<const uint8_t> b) { asked.append(b.begin(), b.end()); };
  EventSink emit = [this](const BoardEvent& e) { events.push_back(e); };

  void says(const tactile::BoardMessage& m, int64_t at) { says_as(seq++, m, at); }
  void says_as(uint8_t number, const tactile::BoardMessage& m, int64_t at) {
    seq = uint8_t(number + 1);
    const std::string line = tactile::encode_line(number, tactile::body_of(m));
    protocol.received(std::span(reinterpret_cast<const uint8_t*>(line.data()), line.size()), at, send, emit);
  }
  void ticks(int64_t from, int64_t to) {
    for (int64_t t = from; t <= to; ++t) protocol.tick(t, send);
  }
  int requests(const tactile::HostMessage& m) const {
    const std::string body = " " + tactile::body_of(m) + "*";
    int n = 0;
    for (auto at = asked.find(body); at != std::string::npos; at = asked.find(body, at + 1)) ++n;
    return n;
  }
  std::vector<std::string> lifts() const {
    std::vector<std::string> out;
    for (const BoardEvent& e : events)
      if (const auto* lift = e.as<sensed::Lift>()) out.push_back(square_name(lift->square));
    return out;
  }
};

}  // namespace

// Item 1: opening an Arduino's port resets it, and its bootloader stays while bytes arrive.
// The driver sends nothing until the board's first line (the firmware's greeting, its ID),
// and the link does not count the boot as silence; then it asks only what the board did not
// say. A board that never greets is asked once a booting one would long have spoken.
TEST(TactileStart, NothingIsSentBeforeTheBoardsGreeting) {
  TactileDriver d;
  d.protocol.start(d.send, 0);
  d.ticks(0, 1200);
  EXPECT_EQ(d.asked, "") << "a byte now keeps a Mega's bootloader waiting";
  EXPECT_TRUE(d.protocol.booting(1200));
  d.says(tactile::Identity{"twinboard", "peg-mega2560", "0001", 2}, 1210);
  EXPECT_FALSE(d.protocol.booting(1210));
  EXPECT_EQ(d.requests(tactile::IdentityRequest{}), 0) << d.asked;
  EXPECT_EQ(d.requests(tactile::SnapshotRequest{}), 1) << d.asked;
  ASSERT_EQ(count<sensed::Connected>(d.events), 1u);
  EXPECT_EQ(d.events.front().as<sensed::Connected>()->identity, "twinboard peg-mega2560 0001, protocol 2");

  TactileDriver silent;
  silent.protocol.start(silent.send, 0);
  silent.ticks(0, tactile::greeting_wait_ms - 1);
  EXPECT_EQ(silent.asked, "");
  EXPECT_FALSE(silent.protocol.booting(tactile::greeting_wait_ms));
  silent.ticks(tactile::greeting_wait_ms, tactile::greeting_wait_ms);
  EXPECT_EQ(silent.requests(tactile::IdentityRequest{}), 1) << silent.asked;
  EXPECT_EQ(silent.requests(tactile::SnapshotRequest{}), 1) << silent.asked;
}

// Item 8: a heartbeat is late only past its second and a margin. Heartbeats 1000 to 1400 ms
// apart bring no SNAP?; 1500 ms of silence does.
TEST(TactileStart, ASnapshotIsAskedForOnlyWhenAHeartbeatIsTrulyLate) {
  TactileDriver d;
  d.protocol.start(d.send, 0);
  d.says(tactile::Identity{"m", "p", "1", 1}, 100);
  d.says(tactile::Occupancy{start_occupancy()}, 110);
  d.asked.clear();
  int64_t at = 110;
  for (int gap : {1000, 1010, 1100, 1400, 1001}) {
    d.ticks(at + 1, at + gap - 1);
    at += gap;
    d.says(tactile::Occupancy{start_occupancy()}, at);
  }
  EXPECT_EQ(d.asked, "") << "a heartbeat a few milliseconds late is no lost heartbeat";
  d.ticks(at + 1, at + tactile::late_ms - 1);
  EXPECT_EQ(d.asked, "");
  d.ticks(at + tactile::late_ms, at + tactile::late_ms);
  EXPECT_EQ(d.requests(tactile::SnapshotRequest{}), 1) << d.asked;
}

// Item 8: a heartbeat that comes before the answer to ID? (a board already running, whose
// greeting went before the port was opened) does not make `connected` anonymous: it waits
// for the identity, then the snapshot follows.
TEST(TactileStart, ConnectedCarriesTheIdentityWhenAHeartbeatComesFirst) {
  TactileDriver d;
  d.protocol.start(d.send, 0);
  d.says_as(0x40, tactile::Occupancy{start_occupancy()}, 700);
  EXPECT_EQ(count<sensed::Connected>(d.events), 0u);
  EXPECT_EQ(d.requests(tactile::IdentityRequest{}), 1) << d.asked;
  d.says(tactile::Identity{"twinboard", "peg-mega2560", "0007", 2}, 720);
  ASSERT_EQ(d.events.size(), 2u);
  EXPECT_EQ(d.events[0].as<sensed::Connected>()->identity, "twinboard peg-mega2560 0007, protocol 2");
  EXPECT_TRUE(d.events[1].is<sensed::Snapshot>());
  // A board that never says who it is is connected all the same, once its heartbeats show
  // it is there.
  TactileDriver anonymous;
  anonymous.protocol.start(anonymous.send, 0);
  anonymous.says(tactile::Occupancy{start_occupancy()}, 500);
  anonymous.says(tactile::Occupancy{start_occupancy()}, 1500);
  EXPECT_EQ(count<sensed::Connected>(anonymous.events), 0u);
  anonymous.says(tactile::Occupancy{start_occupancy()}, 2500);
  ASSERT_EQ(count<sensed::Connected>(anonymous.events), 1u);
  EXPECT_EQ(count<sensed::Snapshot>(anonymous.events), 1u);
}

// Item 2: a board of protocol version 2 lists in each snapshot the lifts the host has not
// acknowledged, each with its UP line's number. A lift whose UP line was lost (or came while
// the picture was unknown) is passed on from the snapshot, before the snapshot, once: a
// snapshot repeated (its ACK lost) or listing lifts already passed on adds nothing. Each
// snapshot is acknowledged. A version 1 board is never sent ACK.
TEST(TactileKeptLifts, ALostUpIsPassedOnFromTheSnapshotOnce) {
  TactileDriver d;
  d.protocol.start(d.send, 0);
  d.says(tactile::Identity{"twinboard", "peg-mega2560", "0001", 2}, 10);  // 00
  d.says(tactile::Occupancy{start_occupancy()}, 20);                      // 01
  EXPECT_EQ(d.requests(tactile::Acknowledge{0x01}), 1) << d.asked;
  d.says(tactile::PegUp{sq("g1")}, 100);  // 02: passed on
  const int asked_before = d.requests(tactile::SnapshotRequest{});
  // 03 "UP e2" is lost on the wire; 04 "DN e2" (put back) shows the gap.
  d.says_as(0x04, tactile::PegDown{sq("e2")}, 300);
  EXPECT_THAT(d.lifts(), ElementsAre("g1"));
  EXPECT_EQ(d.requests(tactile::SnapshotRequest{}), asked_before + 1) << "the gap is answered at once: " << d.asked;
  const Bitboard now_filled = start_occupancy() & ~bit(sq("g1"));
  const tactile::Occupancy answer{now_filled, {{0x02, sq("g1")}, {0x03, sq("e2")}}};
  d.says(answer, 310);  // 05
  EXPECT_THAT(d.lifts(), ElementsAre("g1", "e2")) << "the touch of e2, as if its line had come";
  EXPECT_EQ(d.requests(tactile::Acknowledge{0x05}), 1) << d.asked;
  ASSERT_TRUE(d.events.back().is<sensed::Snapshot>());
  EXPECT_EQ(d.events.back().as<sensed::Snapshot>()->occupied, now_filled);
  // The ACK was lost: the next heartbeat lists the same lifts. Nothing is passed on again.
  const std::size_t before = d.events.size();
  d.says(tactile::Occupancy{now_filled, answer.lifts}, 1310);  // 06
  EXPECT_EQ(d.events.size(), before);
  EXPECT_EQ(d.requests(tactile::Acknowledge{0x06}), 1) << d.asked;

  TactileDriver old;
  old.protocol.start(old.send, 0);
  old.says(tactile::Identity{"twinboard", "peg-mega2560", "0001", 1}, 10);
  old.says(tactile::Occupancy{start_occupancy()}, 20);
  EXPECT_EQ(old.asked.find(" ACK "), std::string::npos) << "a version 1 board knows no ACK: " << old.asked;
}

// The version 2 snapshot and ACK in the codec: round trip, and a kept lift that is no
// "SSsq" refused with why.
TEST(TactileKeptLifts, CodecReadsAndWritesThem) {
  const std::string body = "SNAP 11111111/11111111/00000000/00000000/00000000/00000000/11111111/11111111 0Ae2 FFg1";
  const auto m = tactile::parse_board_message(body);
  ASSERT_TRUE(m) << m.error();
  const auto& snap = std::get<tactile::Occupancy>(*m);
  EXPECT_THAT(snap.lifts, ElementsAre(tactile::KeptLift{0x0A, sq("e2")}, tactile::KeptLift{0xFF, sq("g1")}));
  EXPECT_EQ(tactile::body_of(*m), body);
  EXPECT_EQ(tactile::body_of(tactile::HostMessage{tactile::Acknowledge{0x3C}}), "ACK 3C");
  const auto ack = tactile::parse_host_message("ACK 3C");
  ASSERT_TRUE(ack);
  EXPECT_EQ(std::get<tactile::Acknowledge>(*ack).seq, 0x3C);
  const auto bad =
      tactile::parse_board_message("SNAP 11111111/11111111/00000000/00000000/00000000/00000000/11111111/11111111 0Ae9");
  ASSERT_FALSE(bad);
  EXPECT_THAT(bad.error(), ::testing::HasSubstr("'0Ae9'"));
  // The longest version 2 line (16 kept lifts) is within the line limit.
  tactile::Occupancy full{start_occupancy()};
  for (int i = 0; i < 16; ++i) full.lifts.push_back({uint8_t(i), Square(i)});
  EXPECT_LE(tactile::encode_line(0, tactile::body_of(tactile::BoardMessage{full})).size() - 1, tactile::max_line);
}
