#include "devices/chesslink_codec.h"

#include <algorithm>
#include <bit>
#include <cstdio>

namespace twinboard::devices::chesslink {
namespace {

constexpr std::string_view kPieceChars = "PNBRQKpnbrqk";

std::optional<int> hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return std::nullopt;  // the protocol writes its hex in upper case only
}

std::optional<uint8_t> hex_byte(char high, char low) {
  const auto h = hex_digit(high), l = hex_digit(low);
  if (!h || !l) return std::nullopt;
  return uint8_t(*h * 16 + *l);
}

std::string hex(uint8_t value) {
  char text[3];
  std::snprintf(text, sizeof text, "%02X", value);
  return text;
}

// The length of a whole message (its block parity included) that starts with `letter`, or 0.
std::size_t reply_length(char letter) {
  switch (letter) {
    case 's': return 67;
    case 'v':
    case 'w':
    case 'r': return 7;
    case 'l':
    case 'x': return 3;
    default: return 0;
  }
}

std::size_t command_length(char letter) {
  switch (letter) {
    case 'S':
    case 'X':
    case 'T':
    case 'V': return 3;
    case 'R': return 5;
    case 'W': return 7;
    case 'L': return 1 + 2 + 81 * 2 + 2;
    default: return 0;
  }
}

// The text of a whole message whose block parity is right, without it.
std::optional<std::string> checked(const std::deque<char>& text, std::size_t length) {
  std::string body(text.begin(), text.begin() + long(length) - 2);
  if (body.find('\0') != std::string::npos) return std::nullopt;  // a byte with bad parity
  const auto parity = hex_byte(text[length - 2], text[length - 1]);
  if (!parity || block_parity(body) != hex(*parity)) return std::nullopt;
  return body;
}

std::optional<Message> parse_reply(const std::string& body) {
  switch (body[0]) {
    case 's': {
      Status status;
      for (std::size_t i = 0; i < 64; ++i) {
        const auto piece = piece_of_char(body[1 + i]);
        if (!piece) return std::nullopt;
        status.read[i] = *piece;
      }
      return status;
    }
    case 'v': {
      const auto major = hex_byte(body[1], body[2]), minor = hex_byte(body[3], body[4]);
      if (!major || !minor) return std::nullopt;
      return VersionReply{*major, *minor};
    }
    case 'w':
    case 'r': {
      const auto address = hex_byte(body[1], body[2]), value = hex_byte(body[3], body[4]);
      if (!address || !value) return std::nullopt;
      return E2romReply{body[0], *address, *value};
    }
    case 'l': return LedsAck{};
    case 'x': return LedsOffAck{};
    default: return std::nullopt;
  }
}

void feed_text(std::deque<char>& text, std::span<const uint8_t> bytes) {
  for (uint8_t b : bytes) text.push_back(without_parity(b).value_or('\0'));
}

}  // namespace

uint8_t with_odd_parity(char c) {
  const uint8_t seven = uint8_t(c) & 0x7f;
  return std::popcount(seven) % 2 == 0 ? uint8_t(seven | 0x80) : seven;
}

std::optional<char> without_parity(uint8_t byte) {
  if (std::popcount(byte) % 2 == 0) return std::nullopt;
  return char(byte & 0x7f);
}

std::string block_parity(std::string_view text) {
  uint8_t x = 0;
  for (char c : text) x ^= uint8_t(c) & 0x7f;
  return hex(x);
}

std::vector<uint8_t> frame(std::string_view text) {
  const std::string whole = std::string(text) + block_parity(text);
  std::vector<uint8_t> bytes;
  for (char c : whole) bytes.push_back(with_odd_parity(c));
  return bytes;
}

std::optional<Piece> piece_of_char(char c) {
  if (c == '.') return Piece::None;
  if (kPieceChars.find(c) == std::string_view::npos) return std::nullopt;
  return piece_from_fen_letter(c);
}

char char_of(Piece p) { return is_piece(p) ? fen_letter(p) : '.'; }

std::vector<uint8_t> status_request() { return frame("S"); }
std::vector<uint8_t> version_request() { return frame("V"); }
std::vector<uint8_t> write_e2rom(uint8_t address, uint8_t value) { return frame("W" + hex(address) + hex(value)); }
std::vector<uint8_t> read_e2rom(uint8_t address) { return frame("R" + hex(address)); }
std::vector<uint8_t> leds_off() { return frame("X"); }
std::vector<uint8_t> reset() { return frame("T"); }

std::vector<uint8_t> leds(uint8_t slot_time, const LedCodes& codes) {
  std::string text = "L" + hex(slot_time);
  for (uint8_t code : codes) text += hex(code);
  return frame(text);
}

std::array<int, 4> corners_of(Square on_board) {
  const int column = file_of(on_board), row = 7 - rank_of(on_board);
  return {led_at(column, row), led_at(column + 1, row), led_at(column, row + 1), led_at(column + 1, row + 1)};
}

void Decoder::feed(std::span<const uint8_t> bytes) { feed_text(text_, bytes); }

std::optional<Message> Decoder::next() {
  while (!text_.empty()) {
    const std::size_t length = reply_length(text_.front());
    if (length == 0) {
      text_.pop_front();
      ++skipped_;
      continue;
    }
    if (text_.size() < length) return std::nullopt;  // the rest is on its way
    const auto body = checked(text_, length);
    const auto message = body ? parse_reply(*body) : std::nullopt;
    if (!message) {  // damaged: read again from the next byte
      text_.pop_front();
      ++skipped_;
      continue;
    }
    text_.erase(text_.begin(), text_.begin() + long(length));
    return message;
  }
  return std::nullopt;
}

std::vector<uint8_t> encode_status(const std::array<Piece, 64>& read) {
  std::string text = "s";
  for (Piece p : read) text += char_of(p);
  return frame(text);
}

std::vector<uint8_t> encode_version(int major, int minor) {
  return frame("v" + hex(uint8_t(major)) + hex(uint8_t(minor)));
}

std::vector<uint8_t> encode_e2rom_reply(char command, uint8_t address, uint8_t value) {
  return frame(std::string(1, command) + hex(address) + hex(value));
}

void CommandDecoder::feed(std::span<const uint8_t> bytes) {
  feed_text(text_, bytes);
  if (text_.size() > 4096) text_.erase(text_.begin(), text_.end() - 4096);  // a host that never stops talking
}

std::optional<std::string> CommandDecoder::next() {
  while (!text_.empty()) {
    const std::size_t length = command_length(text_.front());
    if (length == 0) {
      text_.pop_front();
      continue;
    }
    if (text_.size() < length) return std::nullopt;
    auto body = checked(text_, length);
    // What follows the letter is hex (an address, a value, LED codes): anything else is damage.
    if (body && !std::all_of(body->begin() + 1, body->end(), [](char c) { return hex_digit(c).has_value(); }))
      body.reset();
    if (!body) {
      text_.pop_front();
      continue;
    }
    text_.erase(text_.begin(), text_.begin() + long(length));
    return body;
  }
  return std::nullopt;
}

}  // namespace twinboard::devices::chesslink
