#pragma once
// The Certabo RFID board's serial stream (eboard-protocols.md §5), pure: text lines from
// the board, one a frame (`:` then 320 numbers, five a square, the RFID chip's id of the
// piece standing there, 0 0 0 0 0 for none, squares in reading order a8 first; or 8 numbers,
// a filled-squares mask per rank, on boards without piece recognition), and the 8 LED bytes
// the host sends. No checksum: a line of the wrong shape is dropped whole.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include "core/types.h"

namespace twinboard::devices::certabo {

constexpr int baud_rate = 38400;
constexpr std::size_t max_line = 2048;  // a frame of 320 three-digit numbers is under 1,300 bytes

// A piece's RFID chip, its five bytes as one number (0: no piece).
using ChipId = uint64_t;
constexpr ChipId kNoChip = 0;

struct RfidFrame {
  std::array<ChipId, 64> chips{};  // in the board's reading order, a8 first
};
// A board without piece recognition: for each rank from the eighth, bit 0 the a-file.
struct OccupancyFrame {
  std::array<uint8_t, 8> ranks{};
};
// A line of another shape (the board's short `L`/`D` lines, or a frame damaged on the line).
struct OtherLine {
  bool damaged = false;  // it began like a frame
};
using Frame = std::variant<RfidFrame, OccupancyFrame, OtherLine>;

Frame parse_line(std::string_view line);

// Splits the board's bytes into lines; a line longer than max_line is damaged.
class LineReader {
 public:
  void feed(std::span<const uint8_t> bytes);
  std::optional<Frame> next();
  std::size_t damaged_lines() const { return damaged_; }

 private:
  std::string partial_;
  std::vector<std::string> lines_;
  bool overlong_ = false;
  std::size_t damaged_ = 0;
};

// The LED bytes: byte 0 the eighth rank ... byte 7 the first, bit 0 the a-file; squares in the
// board's own reading.
std::vector<uint8_t> leds(const std::vector<Square>& on_board);
std::vector<Square> lit_by(std::span<const uint8_t, 8> bytes);

// Encoders for the emulator and tests.
std::string encode_frame(const std::array<ChipId, 64>& chips);
std::string encode_occupancy(const std::array<uint8_t, 8>& ranks);

}  // namespace twinboard::devices::certabo
