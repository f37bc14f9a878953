#pragma once
// The Millennium ChessLink protocol, byte for byte (../shared/reference/eboard-protocols.md
// §4): printable ASCII, 7 data bits with odd parity, every message ending in two hex digits
// of block parity (the XOR of the characters before them). The parity bit is computed here
// into bit 7, so the line is opened 8N1 and the same bytes go over a USB port and a pseudo-
// terminal alike. Pure: bytes in, messages out, and the encoders an emulator needs.
#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/types.h"

namespace twinboard::devices::chesslink {

constexpr int baud_rate = 38400;

// A 7-bit character with its odd parity bit in bit 7, as it goes on the wire.
uint8_t with_odd_parity(char c);
// The character a wire byte carries, or nothing when its parity is wrong.
std::optional<char> without_parity(uint8_t byte);

// A message for the wire: its text, the block parity appended, each byte with its parity.
std::vector<uint8_t> frame(std::string_view text);
// The two hex digits of block parity for `text`.
std::string block_parity(std::string_view text);

// The piece a status character names ('.' empty), or nothing for any other character.
std::optional<Piece> piece_of_char(char c);
char char_of(Piece p);

// E2ROM addresses and the values twinboard writes (§4).
constexpr uint8_t kSerialSetup = 0x00, kScanTime = 0x01, kAutoReport = 0x02, kReportInterval = 0x03, kBrightness = 0x04;
// Auto-report on any change, after two scans of the same picture: a hand sliding a piece
// does not flood the host with half-moves, and a move still arrives within about 80 ms.
constexpr uint8_t kReportOnSettledChange = 4;

// Host -> board.
std::vector<uint8_t> status_request();
std::vector<uint8_t> version_request();
std::vector<uint8_t> write_e2rom(uint8_t address, uint8_t value);
std::vector<uint8_t> read_e2rom(uint8_t address);
std::vector<uint8_t> leds_off();
std::vector<uint8_t> reset();
// 81 LEDs on the corners of the squares; each code is played bit 7 to bit 0, one bit per
// slot of `slot_time` x 4.096 ms.
using LedCodes = std::array<uint8_t, 81>;
std::vector<uint8_t> leds(uint8_t slot_time, const LedCodes& codes);
// The LED at a corner: `column` 0 (a-file edge) to 8 (h-file edge), `row` 0 (the eighth
// rank's edge) to 8 (the first rank's edge), in the board's own reading (LED 1 at a8, LED 9
// at a1, LED 73 at h8, LED 81 at h1).
constexpr int led_at(int column, int row) { return column * 9 + row; }
// The four corner LEDs of a square, in the board's own reading.
std::array<int, 4> corners_of(Square on_board);

// Board -> host.
struct Status {
  std::array<Piece, 64> read{};  // in the board's reading order, a8 first (whole_board.h)
};
struct VersionReply {
  int major = 0, minor = 0;
};
struct E2romReply {
  char command;  // 'w' or 'r'
  uint8_t address = 0, value = 0;
};
struct LedsAck {};
struct LedsOffAck {};
using Message = std::variant<Status, VersionReply, E2romReply, LedsAck, LedsOffAck>;

// Splits the board's bytes into messages. A message is known by its first letter and has
// that letter's length; one with a wrong parity bit, wrong block parity or a character no
// board sends is dropped, and reading starts again at the next byte.
class Decoder {
 public:
  void feed(std::span<const uint8_t> bytes);
  std::optional<Message> next();
  std::size_t bytes_skipped() const { return skipped_; }

 private:
  std::deque<char> text_;  // characters with good parity; a bad one is kept as '\0'
  std::size_t skipped_ = 0;
};

// Encoders for the emulator and tests.
std::vector<uint8_t> encode_status(const std::array<Piece, 64>& read);
std::vector<uint8_t> encode_version(int major, int minor);
std::vector<uint8_t> encode_e2rom_reply(char command, uint8_t address, uint8_t value);

// Splits what the host sends into whole commands (text without the block parity), for the
// emulator: a command with bad parity of either kind, or with anything but hex after its
// letter, is dropped, as the board does.
class CommandDecoder {
 public:
  void feed(std::span<const uint8_t> bytes);
  std::optional<std::string> next();

 private:
  std::deque<char> text_;
};

}  // namespace twinboard::devices::chesslink
