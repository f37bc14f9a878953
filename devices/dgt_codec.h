#pragma once
// The DGT e-board single-board protocol, byte for byte (see
// ../shared/reference/eboard-protocols.md §1). Pure: bytes in, messages out, and the
// encoders an emulator needs. No I/O.
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "core/types.h"
#include "devices/board_event.h"

namespace twinboard::devices::dgt {

// Host -> board command bytes.
enum Command : uint8_t {
  kReset = 0x40,
  kSendClock = 0x41,
  kSendBoard = 0x42,
  kSendUpdate = 0x43,
  kSendUpdateBoard = 0x44,
  kSerialNumber = 0x45,
  kBusAddress = 0x46,
  kTrademark = 0x47,
  kUpdateNice = 0x4b,
  kBattery = 0x4c,
  kVersion = 0x4d,
  kLongSerialNumber = 0x55,
  kClockMessage = 0x2b,  // followed by a size byte and that many bytes
  kSetLeds = 0x60,       // Revelation II only; same framing
};

// Board -> host message ids (the byte on the wire has the top bit set as well).
enum MessageId : uint8_t {
  kBoardDump = 0x06,
  kBwTime = 0x0d,
  kFieldUpdate = 0x0e,
  kEeMoves = 0x0f,
  kBusAddressReply = 0x10,
  kSerialNumberReply = 0x11,
  kTrademarkReply = 0x12,
  kVersionReply = 0x13,
  kBatteryReply = 0x20,
  kLongSerialNumberReply = 0x22,
};

// Fields count from a8 (0) to h1 (63) in reading order; squares from a1 (0) to h8.
constexpr Square square_of_field(int field) { return make_square(field & 7, 7 - (field >> 3)); }
constexpr int field_of(Square s) { return (7 - rank_of(s)) * 8 + file_of(s); }

// DGT piece codes (note: king 5 before queen 6). Codes 13..15 are the "magic pieces",
// which are no chess piece: they read as empty in a dump; a field update with one is no
// chess event and is dropped (the dump asked for then shows the board).
uint8_t code_of(Piece p);
Piece piece_of_code(uint8_t code);

struct FieldUpdate {
  Square square;
  Piece piece;  // None: the square is now empty
};
struct BoardDump {
  std::array<Piece, 64> pieces{};  // indexed by Square
};
struct Version {
  int major = 0, minor = 0;
};
struct SerialNumber {
  std::string text;
};
struct Trademark {
  std::string text;
};
struct ClockTimes {
  ClockReading reading;
};
struct ClockAck {
  std::array<uint8_t, 4> ack{};
  bool button() const { return ack[1] == 0x88; }
};
// Any other well-formed message (bus address, battery, EEPROM moves ...).
struct OtherMessage {
  uint8_t id;
  size_t length;
};
// A message of the right length holding a value no board sends (a field above 63, a piece
// code above 12 in a field update, above 15 in a dump): damaged on the line (issue 39).
struct DamagedMessage {
  uint8_t id;
  std::string why;
};
using Message = std::variant<FieldUpdate, BoardDump, Version, SerialNumber, Trademark, ClockTimes, ClockAck,
                             OtherMessage, DamagedMessage>;

// Splits the board's byte stream into messages. Resynchronises after garbage and after
// a truncated message (a byte with the top bit set always starts a message), and never
// trusts a length field: each id has the lengths it may have.
class Decoder {
 public:
  void feed(std::span<const uint8_t> bytes);
  std::optional<Message> next();
  size_t bytes_skipped() const { return skipped_; }

 private:
  std::deque<uint8_t> buffer_;
  size_t skipped_ = 0;
};

Message decode_payload(uint8_t id, std::span<const uint8_t> payload);

// Encoders, for the emulator and for tests.
std::vector<uint8_t> encode_field_update(Square s, Piece p);
std::vector<uint8_t> encode_board_dump(const std::array<Piece, 64>& pieces);
std::vector<uint8_t> encode_version(int major, int minor);
std::vector<uint8_t> encode_serial_number(const std::string& digits);  // 0x11 (short)
std::vector<uint8_t> encode_long_serial_number(const std::string& text);
std::vector<uint8_t> encode_trademark(const std::string& text);
std::vector<uint8_t> encode_clock_times(const ClockReading& r);
std::vector<uint8_t> encode_clock_ack(const std::array<uint8_t, 4>& ack);

// Clock commands for a DGT3000 on the board (host -> board).
std::vector<uint8_t> clock_ascii(const std::string& text, uint8_t beep = 0);  // 8 characters shown
std::vector<uint8_t> clock_set_and_run(int64_t left_ms, int64_t right_ms, ClockReading::Running running);
// Set and run with the players' times: White's on the left when `white_left`; `running`:
// whose clock runs, if any.
std::vector<uint8_t> clock_show(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left);
std::vector<uint8_t> clock_beep(uint8_t units_of_64_ms);
std::vector<uint8_t> clock_end();
std::vector<uint8_t> clock_version();

// Splits what the host sends into commands: single bytes, or 0x2b/0x60 with their
// size-prefixed contents (for the emulator).
class CommandDecoder {
 public:
  void feed(std::span<const uint8_t> bytes);
  // The next whole command: its bytes, the first being the command byte.
  std::optional<std::vector<uint8_t>> next();

 private:
  std::deque<uint8_t> buffer_;
};

}  // namespace twinboard::devices::dgt
