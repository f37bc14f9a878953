// Issue 38, part 2: the Millennium ChessLink and Certabo boards. Their codecs against the
// worked examples of ../shared/reference/eboard-protocols.md §4 and §5 byte for byte, the
// Certabo calibration and its vote over noisy frames, and both drivers against their
// emulators over real pseudo-terminals: the handshake, moves, a board turned round, damaged
// bytes that never make a move, the lights, a pulled cable.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "board_event_checks.h"
#include "core/notation.h"
#include "core/position.h"
#include "devices/certabo_calibration.h"
#include "devices/certabo_codec.h"
#include "devices/certabo_emulator.h"
#include "devices/certabo_protocol.h"
#include "devices/chesslink_codec.h"
#include "devices/chesslink_emulator.h"
#include "devices/chesslink_protocol.h"
#include "devices/whole_board.h"
#include "pty_board.h"
#include "run_command.h"
#include "runtime/table_runtime.h"
#include "table_script.h"
#include "temp_files.h"

using namespace twinboard;
using namespace twinboard::devices;
using namespace twinboard::test::checks;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;
using twinboard::test::pty_link;
using twinboard::test::PtyBoard;

namespace {

Square sq(const char* name) { return *parse_square(name); }

std::array<Piece, 64> start_pieces() { return Position::start().board(); }

// The start position in a board's reading order (a8 first), as a board that stands as its
// maker documents reads it.
std::array<Piece, 64> start_as_read() { return in_reading_order(start_pieces(), Facing::AsDocumented); }

std::string text_of(const std::vector<uint8_t>& wire) {
  std::string text;
  for (uint8_t b : wire) text += char(b & 0x7f);
  return text;
}

std::vector<uint8_t> wire_of(const std::string& text) {
  std::vector<uint8_t> bytes;
  for (char c : text) bytes.push_back(chesslink::with_odd_parity(c));
  return bytes;
}

std::vector<chesslink::Message> decode_all(chesslink::Decoder& d, const std::vector<uint8_t>& bytes) {
  d.feed(bytes);
  std::vector<chesslink::Message> out;
  while (auto m = d.next()) out.push_back(*m);
  return out;
}

std::vector<uint8_t> bytes_of(const std::string& text) { return {text.begin(), text.end()}; }

// `twinboard emulate KIND_AND_OPTIONS --link LINK` in its own process, as a technician starts
// one, reading `actions` (shell commands that print its lines); returns once its link is there.
bool emulate_in_background(const std::string& kind_and_options, const std::string& link, const std::string& actions) {
  const std::string command = "(" + actions + ") 2>/dev/null </dev/null | " + std::string(TWINBOARD_EXE) + " emulate " +
                              kind_and_options + " --link " + link + " > /dev/null 2>&1 &";
  if (std::system(command.c_str()) != 0) return false;
  for (int i = 0; i < 200 && !std::filesystem::exists(link); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  return std::filesystem::exists(link);
}

}  // namespace

// ---- ChessLink, byte for byte (§4's worked examples) ----

TEST(ChessLinkCodec, TheWorkedExamplesByteForByte) {
  EXPECT_EQ(chesslink::status_request(), (std::vector<uint8_t>{0xd3, 0xb5, 0xb3}));   // "S53"
  EXPECT_EQ(chesslink::version_request(), (std::vector<uint8_t>{0xd6, 0xb5, 0xb6}));  // "V56"
  EXPECT_EQ(text_of(chesslink::write_e2rom(0x02, 0x07)), "W020752");
  EXPECT_EQ(chesslink::encode_version(1, 3), wire_of("v010374"));
  chesslink::Decoder d;
  const auto version = decode_all(d, wire_of("v010374"));
  ASSERT_EQ(version.size(), 1u);
  EXPECT_EQ(std::get<chesslink::VersionReply>(version[0]).major, 1);
  EXPECT_EQ(std::get<chesslink::VersionReply>(version[0]).minor, 3);
  // The initial position's reply: 67 characters, block parity 73, first bytes 73 f2 6e 62 f1 6b.
  const auto status = chesslink::encode_status(start_as_read());
  EXPECT_EQ(text_of(status), "srnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR73");
  EXPECT_EQ(std::vector<uint8_t>(status.begin(), status.begin() + 6),
            (std::vector<uint8_t>{0x73, 0xf2, 0x6e, 0x62, 0xf1, 0x6b}));
  const auto read = decode_all(d, status);
  ASSERT_EQ(read.size(), 1u);
  EXPECT_EQ(std::get<chesslink::Status>(read[0]).read, start_as_read());
}

TEST(ChessLinkCodec, ADamagedMessageIsDroppedWholeAndReadingGoesOn) {
  chesslink::Decoder d;
  auto bad_parity = chesslink::encode_status(start_as_read());
  bad_parity[20] ^= 0x80;  // one byte's parity bit flipped on the line
  EXPECT_TRUE(decode_all(d, bad_parity).empty());
  auto bad_block = wire_of("srnbqkbnrpppppppp................................PPPPPPPPRNBQKBNR74");
  EXPECT_TRUE(decode_all(d, bad_block).empty());
  // A piece letter no board sends, with its block parity right.
  std::string odd = "s" + std::string(64, '.');
  odd[10] = 'x';
  EXPECT_TRUE(decode_all(d, chesslink::frame(odd)).empty());
  // Garbage, then a version reply split across reads: read once it is whole.
  std::vector<uint8_t> garbage{0x01, 0x99, 0xd3, 0x00};
  auto version = chesslink::encode_version(1, 3);
  garbage.insert(garbage.end(), version.begin(), version.begin() + 3);
  EXPECT_TRUE(decode_all(d, garbage).empty());
  const auto rest = decode_all(d, std::vector<uint8_t>(version.begin() + 3, version.end()));
  ASSERT_EQ(rest.size(), 1u);
  EXPECT_TRUE(std::holds_alternative<chesslink::VersionReply>(rest[0]));
  EXPECT_GT(d.bytes_skipped(), 0u);
}

TEST(ChessLinkCodec, TheLedsAreNumberedFromTheA8Corner) {
  // LED 1 at the a8 corner, LED 9 at a1, LED 73 at h8, LED 81 at h1 (0-based here).
  EXPECT_THAT(chesslink::corners_of(sq("a8")), ::testing::Contains(0));
  EXPECT_THAT(chesslink::corners_of(sq("a1")), ::testing::Contains(8));
  EXPECT_THAT(chesslink::corners_of(sq("h8")), ::testing::Contains(72));
  EXPECT_THAT(chesslink::corners_of(sq("h1")), ::testing::Contains(80));
  chesslink::LedCodes codes{};
  EXPECT_EQ(chesslink::leds(32, codes).size(), 1u + 2 + 81 * 2 + 2);
  EXPECT_EQ(text_of(chesslink::leds_off()), "X58");
}

// ---- Certabo (§5) ----

TEST(CertaboCodec, TheLedBytesOfE2AndE4) {
  EXPECT_EQ(certabo::leds({sq("e2"), sq("e4")}), (std::vector<uint8_t>{0, 0, 0, 0, 0x10, 0, 0x10, 0}));
  const std::array<uint8_t, 8> bytes{0, 0, 0, 0, 0x10, 0, 0x10, 0};
  EXPECT_THAT(certabo::lit_by(bytes), ElementsAre(sq("e2"), sq("e4")));
}

TEST(CertaboCodec, FramesOfBothKindsAndDamagedLines) {
  std::array<certabo::ChipId, 64> chips{};
  chips[0] = 0x0102030405;   // a8
  chips[63] = 0xff00000001;  // h1
  certabo::LineReader reader;
  reader.feed(bytes_of(certabo::encode_frame(chips)));
  reader.feed(bytes_of(":1 2 4 8 16 32 64 128 \r\nL\r\n"));
  reader.feed(bytes_of(":1 2 3\r\n: 1 2 x 4 5 6 7 8\r\n:256 0 0 0 0 0 0 0\r\n"));
  reader.feed(bytes_of(std::string(3000, '7') + "\n"));
  const auto rfid = reader.next();
  ASSERT_TRUE(rfid && std::holds_alternative<certabo::RfidFrame>(*rfid));
  EXPECT_EQ(std::get<certabo::RfidFrame>(*rfid).chips, chips);
  const auto occupancy = reader.next();
  ASSERT_TRUE(occupancy && std::holds_alternative<certabo::OccupancyFrame>(*occupancy));
  EXPECT_EQ(std::get<certabo::OccupancyFrame>(*occupancy).ranks[7], 128);
  const auto short_line = reader.next();  // "L": a line of the board's, no frame, not damaged
  ASSERT_TRUE(short_line && std::holds_alternative<certabo::OtherLine>(*short_line));
  EXPECT_FALSE(std::get<certabo::OtherLine>(*short_line).damaged);
  for (int i = 0; i < 3; ++i) {
    const auto damaged = reader.next();
    ASSERT_TRUE(damaged && std::holds_alternative<certabo::OtherLine>(*damaged));
    EXPECT_TRUE(std::get<certabo::OtherLine>(*damaged).damaged);
  }
  EXPECT_FALSE(reader.next());
  EXPECT_EQ(reader.damaged_lines(), 4u);  // three of the wrong shape and the overlong one
}

TEST(WholeBoard, TheFacingIsFoundFromTheStartPositionEitherWay) {
  std::array<Piece, 64> turned{};
  for (int i = 0; i < 64; ++i) turned[size_t(i)] = start_as_read()[size_t(63 - i)];
  EXPECT_EQ(facing_of_start(start_as_read()), Facing::AsDocumented);
  EXPECT_EQ(facing_of_start(turned), Facing::Turned);
  EXPECT_EQ(from_reading_order(turned, Facing::Turned), start_pieces());
  std::array<Piece, 64> moved = start_as_read();
  std::swap(moved[size_t(reading_index_of(sq("e2")))], moved[size_t(reading_index_of(sq("e4")))]);
  EXPECT_EQ(facing_of_start(moved), std::nullopt);
}

TEST(WholeBoard, ChangesAreLiftsFirstThenPlaces) {
  std::array<Piece, 64> before = start_pieces(), after = start_pieces();
  after[size_t(index(sq("g1")))] = Piece::None;
  after[size_t(index(sq("f3")))] = *piece_from_fen_letter('N');
  after[size_t(index(sq("d7")))] = *piece_from_fen_letter('Q');  // a replacement: a place only
  const auto changes = changes_between(before, after);
  ASSERT_EQ(changes.size(), 3u);
  EXPECT_EQ(changes[0].square, sq("g1"));
  EXPECT_FALSE(is_piece(changes[0].piece));
  EXPECT_EQ(changes[1].square, sq("f3"));
  EXPECT_EQ(changes[2].square, sq("d7"));
}

namespace {

// The chips of a set in the start position (reading order), each its own.
std::array<certabo::ChipId, 64> start_chips(certabo::ChipId first = 1000) {
  std::array<certabo::ChipId, 64> chips{};
  for (int i = 0; i < 64; ++i)
    if (is_piece(start_as_read()[size_t(i)])) chips[size_t(i)] = first + certabo::ChipId(i);
  return chips;
}

}  // namespace

TEST(CertaboCalibration, LearnsASetFromTheStartPositionAndKeepsItInItsFile) {
  const std::string file = twinboard::test::temp_path("certabo_calibration/chips");
  std::filesystem::remove_all(std::filesystem::path(file).parent_path());
  {
    CertaboCalibration calibration(file);
    EXPECT_TRUE(calibration.empty());
    auto chips = start_chips();
    chips[size_t(reading_index_of(sq("d3")))] = 77;  // the spare white queen
    chips[size_t(reading_index_of(sq("d6")))] = 78;  // the spare black queen
    EXPECT_TRUE(calibration.learn(chips));
    EXPECT_FALSE(calibration.learn(chips));  // nothing new
    EXPECT_EQ(calibration.piece_of(77), *piece_from_fen_letter('Q'));
    EXPECT_EQ(calibration.piece_of(78), *piece_from_fen_letter('q'));
  }
  CertaboCalibration again(file);  // the next table, the same set
  EXPECT_EQ(again.piece_of(1000 + reading_index_of(sq("e1"))), *piece_from_fen_letter('K'));
  EXPECT_EQ(again.piece_of(1000 + reading_index_of(sq("a8"))), *piece_from_fen_letter('r'));
  EXPECT_EQ(again.piece_of(1000 + reading_index_of(sq("e4"))), Piece::None);  // no chip there
  EXPECT_EQ(again.piece_of(4242), Piece::None);
}

TEST(CertaboCalibration, AKnownSetSetUpWronglyOrTwoSquaresWithOneChipTeachNothing) {
  CertaboCalibration calibration;
  ASSERT_TRUE(calibration.learn(start_chips()));
  auto swapped = start_chips();
  std::swap(swapped[size_t(reading_index_of(sq("b1")))], swapped[size_t(reading_index_of(sq("c1")))]);
  EXPECT_FALSE(calibration.learn(swapped));
  EXPECT_EQ(calibration.piece_of(1000 + reading_index_of(sq("b1"))), *piece_from_fen_letter('N'));
  CertaboCalibration fresh;
  auto twice = start_chips();
  twice[size_t(reading_index_of(sq("a2")))] = twice[size_t(reading_index_of(sq("b2")))];
  EXPECT_FALSE(fresh.learn(twice));
  auto not_start = start_chips();
  std::swap(not_start[size_t(reading_index_of(sq("e2")))], not_start[size_t(reading_index_of(sq("e4")))]);
  EXPECT_FALSE(fresh.learn(not_start));
  EXPECT_TRUE(fresh.empty());
}

TEST(CertaboProtocolVote, AChipMisreadInOneFrameNeverMakesAnEvent) {
  CertaboProtocol protocol(true, "");
  std::vector<BoardEvent> events;
  const BoardProtocol::Send send = [](std::span<const uint8_t>) {};
  const EventSink emit = [&](const BoardEvent& e) { events.push_back(e); };
  protocol.start(send, 0);
  auto feed = [&](const std::array<certabo::ChipId, 64>& chips) {
    protocol.received(bytes_of(certabo::encode_frame(chips)), 0, send, emit);
  };
  feed(start_chips());
  feed(start_chips());
  EXPECT_EQ(count<sensed::Snapshot>(events), 0u);  // two frames are no vote of three yet
  feed(start_chips());
  ASSERT_EQ(count<sensed::Snapshot>(events), 1u);
  EXPECT_EQ(last_snapshot(events), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  events.clear();
  auto stray = start_chips();
  stray[size_t(reading_index_of(sq("e4")))] = 0x1234;   // a stray id
  stray[size_t(reading_index_of(sq("d1")))] ^= 0x0100;  // a damaged one
  auto other_stray = start_chips();
  other_stray[size_t(reading_index_of(sq("e4")))] = 0x5678;
  other_stray[size_t(reading_index_of(sq("d1")))] ^= 0x0001;
  feed(stray);
  feed(start_chips());
  feed(other_stray);  // misread again, differently: no two of the last three frames agree on it
  feed(start_chips());
  EXPECT_TRUE(moves_of(events).empty());
  auto lifted = start_chips();
  lifted[size_t(reading_index_of(sq("e2")))] = certabo::kNoChip;
  feed(lifted);
  EXPECT_TRUE(moves_of(events).empty());  // one frame: not yet
  feed(lifted);
  EXPECT_TRUE(moves_of(events).empty());  // two: a chip that fails to read twice is not lifted
  feed(lifted);
  EXPECT_THAT(moves_of(events), ElementsAre("lift e2"));
}

// ---- Over pseudo-terminals ----

namespace {

std::unique_ptr<PtyBoard> chesslink_board(const std::string& name, bool turned = false) {
  auto emulator = std::make_unique<ChessLinkEmulator>(pty_link(name), start_pieces());
  if (turned) emulator->perform("turn");
  return std::make_unique<PtyBoard>(std::move(emulator), std::make_unique<ChessLinkProtocol>());
}

std::unique_ptr<PtyBoard> certabo_board(const std::string& name, const std::string& calibration, bool identifies = true,
                                        bool occupancy_only = false) {
  return std::make_unique<PtyBoard>(std::make_unique<CertaboEmulator>(pty_link(name), start_pieces(), occupancy_only),
                                    std::make_unique<CertaboProtocol>(identifies, calibration));
}

void light(PtyBoard& b, const char* from, const char* to) {
  const Square f = from ? sq(from) : kNoSquare, t = to ? sq(to) : kNoSquare;
  b.post([=](BoardProtocol& p, const BoardProtocol::Send&, int64_t) { p.lights()->light(f, t); });
}

bool lit_as(PtyBoard& b, std::vector<Square> expected) {
  std::sort(expected.begin(), expected.end());
  for (int i = 0; i < 200; ++i) {
    if (b.board().lit_squares() == expected) return true;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return false;
}

}  // namespace

TEST(ChessLinkOverPty, TheHandshakeStopsTheFloodAndGivesTheBoard) {
  auto b = chesslink_board("chesslink_handshake");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  const auto events = b->events();
  ASSERT_TRUE(events.front().is<sensed::Connected>());
  EXPECT_THAT(events.front().as<sensed::Connected>()->identity, HasSubstr("Millennium ChessLink"));
  EXPECT_EQ(last_snapshot(events), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  // After power-up the board reports every scan (24 a second); once the host has set it to
  // report changes, a quiet board sends only the status asked for every second.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  auto& emulator = static_cast<ChessLinkEmulator&>(b->board());
  const int before = emulator.status_reports_sent();
  std::this_thread::sleep_for(std::chrono::milliseconds(2000));
  EXPECT_LE(emulator.status_reports_sent() - before, 3);
}

TEST(ChessLinkOverPty, LiftsAndPlacesACaptureAndCastling) {
  auto b = chesslink_board("chesslink_moves");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  b->act("lift e2");
  b->settle(200);
  b->act("place e4 P");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  EXPECT_THAT(moves_of(b->events()), ElementsAre("lift e2", "place e4 P"));
  // A capture made in one sweep (the report shows the taker where the taken stood).
  b->clear();
  b->act("place d7 P");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 1; }));
  EXPECT_THAT(moves_of(b->events()), ElementsAre("place d7 P"));
  // Castling with both hands in one report: the lifts, then the places.
  b->clear();
  for (const char* action : {"lift f1", "lift g1", "lift e1", "lift h1", "place g1 K", "place f1 R"}) b->act(action);
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 4; }));
  const auto moves = moves_of(b->events());
  EXPECT_THAT(moves, ::testing::IsSupersetOf({"lift e1", "lift h1"}));
  EXPECT_EQ(moves.back(), "place g1 K");
  EXPECT_EQ(count<sensed::Snapshot>(b->events()), 0u);  // changes, not a new picture
}

TEST(ChessLinkOverPty, ABoardTurnedRoundIsReadTheRightWayAndLit) {
  auto b = chesslink_board("chesslink_turned", true);
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->settle(300);
  EXPECT_EQ(last_snapshot(b->events()), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  b->clear();
  b->act("lift g8");
  b->act("place f6 n");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  EXPECT_THAT(moves_of(b->events()), ElementsAre("lift g8", "place f6 n"));
  light(*b, "e2", "e4");
  EXPECT_TRUE(lit_as(*b, {sq("e2"), sq("e4")}));
}

TEST(ChessLinkOverPty, TheLightsShowAStepAndGoOut) {
  auto b = chesslink_board("chesslink_lights");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  light(*b, "g1", "f3");
  EXPECT_TRUE(lit_as(*b, {sq("g1"), sq("f3")}));
  light(*b, "e2", nullptr);  // a piece to take away
  EXPECT_TRUE(lit_as(*b, {sq("e2")}));
  light(*b, nullptr, nullptr);
  EXPECT_TRUE(lit_as(*b, {}));
}

TEST(ChessLinkOverPty, DamagedBytesNeverMakeAMove) {
  auto b = chesslink_board("chesslink_garbage");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  for (int i = 0; i < 5; ++i) b->act("garbage 300");
  b->settle(1500);
  EXPECT_TRUE(moves_of(b->events()).empty());
  b->act("lift d2");
  b->act("place d4 P");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  EXPECT_THAT(moves_of(b->events()), ElementsAre("lift d2", "place d4 P"));
}

TEST(ChessLinkOverPty, APulledCableIsADisconnectionAndTheBoardSeenAgainAfter) {
  auto b = chesslink_board("chesslink_unplug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("unplug");
  b->act("lift e2");
  b->act("place e4 P");
  ASSERT_TRUE(b->wait_for(has<sensed::Disconnected>(), 8000));
  b->act("replug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>(2), 8000));
  EXPECT_EQ(last_snapshot(b->events()), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
}

TEST(CertaboOverPty, TheFirstFramesCalibrateTheSetAndGiveTheBoard) {
  const std::string file = twinboard::test::temp_path("certabo_first/chips");
  std::filesystem::remove_all(std::filesystem::path(file).parent_path());
  auto b = certabo_board("certabo_first", file);
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  const auto events = b->events();
  EXPECT_THAT(events.front().as<sensed::Connected>()->identity, HasSubstr("set up the start position to calibrate"));
  EXPECT_EQ(last_snapshot(events), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  EXPECT_TRUE(std::filesystem::exists(file));
  b->clear();
  b->act("lift g1");
  b->act("place f3 N");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  // A place is seen in two frames of three, a lift in three: a quick move's place comes first.
  EXPECT_THAT(moves_of(b->events()), ::testing::UnorderedElementsAre("lift g1", "place f3 N"));
  light(*b, "e7", "e5");
  EXPECT_TRUE(lit_as(*b, {sq("e7"), sq("e5")}));
}

TEST(CertaboOverPty, AKnownSetIsReadInTheMiddleOfAGame) {
  // The set was calibrated before; the table restarts with 1. e4 on the board.
  const std::string file = twinboard::test::temp_path("certabo_known/chips");
  std::filesystem::remove_all(std::filesystem::path(file).parent_path());
  {
    auto first = certabo_board("certabo_known_a", file);
    ASSERT_TRUE(first->wait_for(has<sensed::Snapshot>()));
  }
  auto emulator = std::make_unique<CertaboEmulator>(pty_link("certabo_known_b"), start_pieces());
  emulator->perform("lift e2");
  emulator->perform("place e4 P");
  auto b = std::make_unique<PtyBoard>(std::move(emulator), std::make_unique<CertaboProtocol>(true, file));
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->settle(800);
  EXPECT_EQ(last_snapshot(b->events()), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR");
  EXPECT_THAT(b->events().front().as<sensed::Connected>()->identity, Not(HasSubstr("calibrate")));
}

TEST(CertaboOverPty, NoisyFramesNeverMakeAMove) {
  const std::string file = twinboard::test::temp_path("certabo_noise/chips");
  std::filesystem::remove_all(std::filesystem::path(file).parent_path());
  auto b = certabo_board("certabo_noise", file);
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->clear();
  b->act("noise 10");  // each square of each frame misread one time in ten
  b->act("garbage 200");
  b->settle(3000);
  EXPECT_TRUE(moves_of(b->events()).empty()) << ::testing::PrintToString(moves_of(b->events()));
  b->act("lift e2");
  b->act("place e4 P");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  b->settle(1000);
  EXPECT_THAT(moves_of(b->events()), ::testing::UnorderedElementsAre("lift e2", "place e4 P"));
}

TEST(CertaboOverPty, ABoardWithoutPieceRecognitionIsReadAsFilledSquares) {
  // Read as "certabo", it says what to set; read as "certabo-occupancy", it is a peg board.
  auto wrong = certabo_board("certabo_plain_a", "", true, true);
  ASSERT_TRUE(wrong->wait_for(has<sensed::Connected>()));
  wrong->settle(800);
  EXPECT_THAT(wrong->events().front().as<sensed::Connected>()->identity, HasSubstr("certabo-occupancy"));
  EXPECT_EQ(count<sensed::Snapshot>(wrong->events()), 0u);
  wrong.reset();
  auto b = certabo_board("certabo_plain_b", "", false, true);
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  const std::string filled(8, '?');  // a rank of filled squares ("?" is all a peg board knows)
  EXPECT_EQ(last_snapshot(b->events()), filled + "/" + filled + "/8/8/8/8/" + filled + "/" + filled);
  b->clear();
  b->act("lift e2");
  b->act("place e4 P");
  ASSERT_TRUE(b->wait_for([](auto& e) { return moves_of(e).size() >= 2; }));
  EXPECT_THAT(moves_of(b->events()), ElementsAre("lift e2", "place e4"));
}

TEST(CertaboOverPty, APulledCableIsADisconnectionAndTheBoardSeenAgainAfter) {
  const std::string file = twinboard::test::temp_path("certabo_unplug/chips");
  std::filesystem::remove_all(std::filesystem::path(file).parent_path());
  auto b = certabo_board("certabo_unplug", file);
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>()));
  b->act("unplug");
  b->act("lift d2");
  b->act("place d4 P");
  ASSERT_TRUE(b->wait_for(has<sensed::Disconnected>(), 8000));
  b->act("replug");
  ASSERT_TRUE(b->wait_for(has<sensed::Snapshot>(2), 8000));
  EXPECT_EQ(last_snapshot(b->events()), "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR");
}

TEST(Ports, CertaboAndThePegBoardsMegaAreRecognisedByTheirUsbIds) {
  EXPECT_EQ(likely_board(0x10c4, 0xea60), BoardProtocolId::Certabo);
  EXPECT_EQ(likely_board(0x2341, 0x0042), BoardProtocolId::Tactile);
  EXPECT_EQ(likely_board(0x2a03, 0x0042), BoardProtocolId::Tactile);
  EXPECT_EQ(likely_board(0x0403, 0x6001), std::nullopt);
}

// The command forms of docs/devices.md: an emulator in one process, `watch` in another.
TEST(CliWatch, AChessLinkAndACertaboBoardAsDocumented) {
  const std::string state = ::testing::TempDir() + "cli_eboards_state";
  std::filesystem::remove_all(state);
  for (const std::string kind : {"chesslink", "certabo"}) {
    const std::string link = pty_link("cli_" + kind);
    ASSERT_TRUE(
        emulate_in_background(kind, link, "echo 'wait 1200'; echo 'lift e2'; echo 'place e4 P'; sleep 4; echo quit"));
    const auto r =
        twinboard::test::run("watch --protocol " + kind + " " + link + " --for 2500", "XDG_STATE_HOME=" + state);
    EXPECT_EQ(r.status, 0) << kind;
    EXPECT_THAT(r.out, ::testing::MatchesRegex(
                           "\\{\"event\":\"connected\",\"detail\":\"(Millennium ChessLink|Certabo board).*\n"
                           "\\{\"event\":\"snapshot\",\"board\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\",.*\n"
                           "(\\{\"event\":\"lift\",\"square\":\"e2\",.*\n"
                           "\\{\"event\":\"place\",\"square\":\"e4\",\"piece\":\"P\",.*\n|"
                           // a Certabo's place (two frames of three) may come before its lift (three)
                           "\\{\"event\":\"place\",\"square\":\"e4\",\"piece\":\"P\",.*\n"
                           "\\{\"event\":\"lift\",\"square\":\"e2\",.*\n)"
                           ".*"))
        << kind;
  }
  EXPECT_EQ(twinboard::test::run("emulate chessnut").status, 2);
}

// `twinboard ports --ask PORT`: a peg board says who it is, and a ChessLink; a port with
// something else on it (here a DGT board) says there is no peg board, within the wait an
// Arduino's restart needs.
TEST(Ports, APegBoardIsAskedWhoItIs) {
  const std::string peg = pty_link("ports_ask_peg"), dgt = pty_link("ports_ask_dgt");
  const std::string chesslink = pty_link("ports_ask_chesslink");
  for (const auto& [kind, link] :
       {std::pair{"tactile", peg}, std::pair{"dgt", dgt}, std::pair{"chesslink", chesslink}}) {
    ASSERT_TRUE(emulate_in_background(kind, link, "sleep 15; echo quit"));
  }
  const auto r = twinboard::test::run("ports --ask " + peg + " --ask " + dgt + " --ask " + chesslink);
  EXPECT_EQ(r.status, 0);
  // A ChessLink, whose USB ids are not known, by its answer to its version command.
  EXPECT_THAT(r.out, HasSubstr(chesslink + "  answers V: Millennium ChessLink, firmware 1.3\n"));
  EXPECT_THAT(r.out, HasSubstr(peg + "  answers ID?: twinboard peg-emulator 0001, protocol 1\n"));
  EXPECT_THAT(r.out, HasSubstr(dgt + "  no peg board: no answer to ID? within 6 s\n"));
}

// ---- The table and a board that stands turned round ----

TEST(WholeBoard, AReadingIsTurnedWhenTheGameTurnedFitsItFarBetter) {
  Position game = *Position::from_fen("rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  std::array<Piece, 64> turned{};
  for (std::size_t s = 0; s < 64; ++s) turned[63 - s] = game.board()[s];
  EXPECT_TRUE(reads_turned(turned, game.board()));
  EXPECT_FALSE(reads_turned(game.board(), game.board()));
  // A board merely off (a move not yet carried out) is not turned.
  EXPECT_FALSE(reads_turned(start_pieces(), game.board()));
}

// Found by trying it as a technician would: a table restarted in the middle of a game, its
// ChessLink standing turned round, read the board upside down (about 40 steps to "correct").
// The table, knowing the game, has the board read the other way; its picture is then right.
TEST(TurnedBoard, ATableStartedMidGameReadsAChessLinkTurnedRound) {
  const std::string fen = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
  ChessLinkEmulator board(pty_link("turned_midgame"), Position::from_fen(fen)->board());
  board.perform("turn");
  std::atomic<bool> stop{false};
  std::thread runner([&] { board.run(stop); });
  while (!board.idle()) std::this_thread::sleep_for(std::chrono::milliseconds(5));
  std::ostringstream log;
  runtime::RuntimeOptions options;
  options.setup = twinboard::testing::standard(false, fen);
  options.setup.seats[Color::White].board = BoardKind::Manual;
  options.protocols = {{BoardProtocolId::Manual, BoardProtocolId::ChessLink}};
  options.ports[Color::Black] = board.path();
  options.log = &log;
  {
    runtime::TableRuntime table(options, nullptr);
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(8);
    while (std::chrono::steady_clock::now() < until &&
           !(table.pictured(Color::Black) &&
             table.table().view(Color::Black).shows(table.table().game().current().board())))
      table.step(50);
    EXPECT_TRUE(table.table().view(Color::Black).shows(table.table().game().current().board())) << log.str();
    EXPECT_THAT(log.str(), HasSubstr("Black's board stands turned round: it is read the other way from now on"));
  }
  stop = true;
  runner.join();
}

// A set calibrated with its king and queen swapped reads them swapped for ever, since a known
// set is never learned again by itself: `twinboard calibrate PORT` learns it anew from the
// start position set up right. A calibration that cannot be kept says so.
TEST(CliCalibrate, ASetLearnedWronglyIsLearnedAgainAndWhereItIsKeptIsSaid) {
  const std::string state = ::testing::TempDir() + "cli_calibrate_state";
  std::filesystem::remove_all(state);
  const std::string link = pty_link("cli_calibrate");
  ASSERT_TRUE(emulate_in_background(
      "certabo --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1'", link,
      "echo 'wait 2500'; echo 'lift d1'; echo 'lift e1'; echo 'place d1 Q'; echo 'place e1 K'; sleep 9; echo quit"));
  const std::string env = "XDG_STATE_HOME=" + state;
  const auto wrong = twinboard::test::run("watch --protocol certabo " + link + " --for 1500", env);
  EXPECT_THAT(wrong.out, HasSubstr("/RNBQKBNR\""));              // the swapped set, learned as a start position
  std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // the king and queen put right
  // (the port's buffer may still hold frames from before: the last word is the board's now)
  const auto still_wrong = twinboard::test::run("watch --protocol certabo " + link + " --for 1200", env);
  EXPECT_TRUE(still_wrong.out.find("/RNBKQBNR\"") != std::string::npos ||
              still_wrong.out.find("\"square\":\"d1\",\"piece\":\"K\"") != std::string::npos)
      << still_wrong.out;
  const auto calibrated = twinboard::test::run("calibrate " + link, env);
  EXPECT_EQ(calibrated.status, 0) << calibrated.out;
  EXPECT_EQ(calibrated.out, "calibrated: the set on " + link + " learned from the start position; kept in " + state +
                                "/twinboard/certabo-chips\n");
  const auto right = twinboard::test::run("watch --protocol certabo " + link + " --for 1200", env);
  EXPECT_THAT(right.out, HasSubstr("\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\""));
  EXPECT_THAT(right.out, Not(HasSubstr("\"square\":\"d1\",\"piece\":\"K\"")));
  // State that is a file, not a folder: learned, but not kept, and said so.
  const std::string not_a_folder = ::testing::TempDir() + "cli_calibrate_file";
  std::ofstream(not_a_folder) << "x";
  const auto unkept = twinboard::test::run("calibrate " + link, "XDG_STATE_HOME=" + not_a_folder);
  EXPECT_EQ(unkept.status, 2);
  EXPECT_THAT(unkept.out, HasSubstr("; not kept: cannot write "));
  // No Certabo there: nothing learned, and what to do.
  const auto nothing = twinboard::test::run("calibrate /dev/null --for 500", env);
  EXPECT_EQ(nothing.status, 2);
  EXPECT_THAT(nothing.out, HasSubstr("not calibrated: "));
}

TEST(CertaboCalibration, ASpareQueenPutOnAStartSquareIsNoRook) {
  CertaboCalibration calibration;
  ASSERT_TRUE(calibration.learn(start_chips()));
  auto spare_on_a8 = start_chips();
  spare_on_a8[size_t(reading_index_of(sq("a8")))] = 99;
  EXPECT_FALSE(calibration.learn(spare_on_a8));
  EXPECT_EQ(calibration.piece_of(99), Piece::None);
  auto spares = start_chips();
  spares[size_t(reading_index_of(sq("d3")))] = 98;
  EXPECT_TRUE(calibration.learn(spares));  // a known set's new spare queen on d3 is learned
  EXPECT_EQ(calibration.piece_of(98), *piece_from_fen_letter('Q'));
}

// `table --check` with the new boards on either side: a Certabo read for filled squares as the
// VI player's board, a ChessLink as the sighted player's (who presses his key: F5), both
// answering with their pictures; an uncalibrated Certabo answers but shows no picture, and
// says why.
TEST(TableCheck, ChessLinkAndCertaboBoardsOnEitherSideAnswerWithTheirPictures) {
  const std::string peg = pty_link("check_certabo"), eboard = pty_link("check_chesslink");
  ASSERT_TRUE(emulate_in_background("certabo-occupancy", peg, "sleep 12; echo quit"));
  ASSERT_TRUE(emulate_in_background("chesslink", eboard, "sleep 12; echo quit"));
  const std::string journal = twinboard::test::temp_path("check_eboards.sqlite");
  const auto r = twinboard::test::run("table --check --tactile " + peg + " --sighted " + eboard +
                                          " --set tactile.protocol=certabo-occupancy --set sighted.protocol=chesslink"
                                          " --set sighted.clock_key=f5 --journal " +
                                          journal + " </dev/null",
                                      "XDG_CONFIG_HOME=/nonexistent", true);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("ok: White's board: certabo-occupancy on " + peg +
                               ": Certabo board (without piece recognition); stands in the starting position"));
  EXPECT_THAT(r.out, HasSubstr("ok: Black's board: chesslink on " + eboard));
  EXPECT_THAT(r.out, HasSubstr("stands in the starting position"));
  EXPECT_THAT(r.out, HasSubstr("The table can start."));
  // A Certabo set never calibrated, not in the start position: there, but without a picture.
  const std::string state = ::testing::TempDir() + "check_uncalibrated_state";
  std::filesystem::remove_all(state);
  const std::string uncalibrated = pty_link("check_uncalibrated");
  ASSERT_TRUE(emulate_in_background("certabo --fen 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2'",
                                    uncalibrated, "sleep 12; echo quit"));
  const auto u = twinboard::test::run(
      "table --check --sighted " + uncalibrated +
          " --set tactile.protocol=manual --set sighted.protocol=certabo --set sighted.clock_key=f5 --journal " +
          twinboard::test::temp_path("check_uncalibrated.sqlite") + " </dev/null",
      "XDG_CONFIG_HOME=/nonexistent XDG_STATE_HOME=" + state, true);
  EXPECT_EQ(u.status, 2) << u.out;
  EXPECT_THAT(u.out, HasSubstr("problem: Black's board: certabo on " + uncalibrated +
                               ": answers (Certabo board (RFID): set up the start position to calibrate the set) but "
                               "shows no picture within 5 s"));
}
