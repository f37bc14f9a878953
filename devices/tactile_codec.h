#pragma once
// The twinboard tactile peg-board protocol (docs/tactile-protocol.md): ASCII lines at
// 115200 8N1, each "SS BODY*CC\n" with a per-sender sequence number SS and a CRC-8 CC,
// so lost and damaged lines are seen. Pure: text in, messages out.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/result.h"
#include "core/types.h"

namespace twinboard::devices::tactile {

constexpr int baud_rate = 115200;
// Bytes before the line feed: 100 in version 1; version 2's snapshot with the 16 lifts it
// may carry takes 3 + 5 + 71 + 16 * 5 + 3 = 162.
constexpr size_t max_line = 162;

// CRC-8, polynomial 0x07, initial value 0, no reflection, no final XOR (CRC-8/SMBUS).
uint8_t crc8(std::string_view bytes);
std::string encode_line(uint8_t seq, std::string_view body);

struct Line {
  uint8_t seq;
  std::string body;
};
struct DamagedLine {
  std::string text;
  std::string reason;
};

// Cuts a byte stream into checked lines.
class LineReader {
 public:
  void feed(std::string_view bytes);
  std::optional<std::variant<Line, DamagedLine>> next();

 private:
  std::string buffer_;
  bool overlong_ = false;  // inside a line that passed max_line: skip to its end
};

// Board -> host.
struct PegUp {
  Square square;
};  // a peg left its hole: a touch (F2.2)
struct PegDown {
  Square square;
};  // a peg went into a hole
// A lift the board sent and the host has not yet acknowledged (version 2): the UP line's
// sequence number and its square.
struct KeptLift {
  uint8_t seq;
  Square square;
  bool operator==(const KeptLift&) const = default;
};
struct Occupancy {
  Bitboard occupied;
  std::vector<KeptLift> lifts{};  // version 2: oldest first; version 1 sends none
};
struct ButtonPress {
  std::string name;
};
struct Identity {
  std::string maker, model, serial;
  int version = 1;
};
using BoardMessage = std::variant<PegUp, PegDown, Occupancy, ButtonPress, Identity>;

// Host -> board.
struct SnapshotRequest {};
struct IdentityRequest {};
struct Buzz {
  int ms;
};
struct Vibrate {
  int ms;
};
// Version 2: the host has the board's snapshot `seq`, and with it every lift sent before it.
struct Acknowledge {
  uint8_t seq;
};
using HostMessage = std::variant<SnapshotRequest, IdentityRequest, Buzz, Vibrate, Acknowledge>;

Result<BoardMessage, std::string> parse_board_message(std::string_view body);
Result<HostMessage, std::string> parse_host_message(std::string_view body);
std::string body_of(const BoardMessage& m);
std::string body_of(const HostMessage& m);

}  // namespace twinboard::devices::tactile
