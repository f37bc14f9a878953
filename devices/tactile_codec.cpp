#include "devices/tactile_codec.h"

#include <algorithm>
#include <charconv>
#include <vector>

namespace twinboard::devices::tactile {
namespace {

std::optional<int> hex_byte(std::string_view two) {
  int v = 0;
  if (two.size() != 2) return std::nullopt;
  for (char c : two) {
    int d = (c >= '0' && c <= '9') ? c - '0' : (c >= 'A' && c <= 'F') ? c - 'A' + 10 : -1;
    if (d < 0) return std::nullopt;
    v = v * 16 + d;
  }
  return v;
}

std::string hex(uint8_t v) {
  constexpr char digits[] = "0123456789ABCDEF";
  return {digits[v >> 4], digits[v & 15]};
}

std::vector<std::string_view> words_of(std::string_view body) {
  std::vector<std::string_view> words;
  size_t at = 0;
  while (at <= body.size()) {
    const size_t end = std::min(body.find(' ', at), body.size());
    words.push_back(body.substr(at, end - at));
    at = end + 1;
  }
  return words;
}

std::optional<int> milliseconds(std::string_view text) {
  int v = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (error != std::errc() || end != text.data() + text.size() || v < 0 || v > 10000) return std::nullopt;
  return v;
}

bool is_name(std::string_view s) {
  if (s.empty() || s.size() > 24 || !(s[0] >= 'a' && s[0] <= 'z')) return false;
  for (char c : s)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

// Ranks 8 to 1, files a to h, '1' for an occupied hole: "11111111/11111111/00000000/...".
std::optional<Bitboard> parse_occupancy(std::string_view text) {
  if (text.size() != 71) return std::nullopt;
  Bitboard b = 0;
  for (int row = 0; row < 8; ++row) {
    if (row > 0 && text[size_t(row * 9 - 1)] != '/') return std::nullopt;
    for (int file = 0; file < 8; ++file) {
      const char c = text[size_t(row * 9 + file)];
      if (c != '0' && c != '1') return std::nullopt;
      if (c == '1') b |= bit(make_square(file, 7 - row));
    }
  }
  return b;
}

std::string occupancy_text(Bitboard b) {
  std::string s;
  for (int rank = 7; rank >= 0; --rank) {
    if (rank < 7) s += '/';
    for (int file = 0; file < 8; ++file) s += (b & bit(make_square(file, rank))) ? '1' : '0';
  }
  return s;
}

bool printable_ascii(std::string_view body) {
  return std::all_of(body.begin(), body.end(), [](char c) { return c >= 0x20 && c <= 0x7e; });
}

}  // namespace

uint8_t crc8(std::string_view bytes) {
  uint8_t crc = 0;
  for (char c : bytes) {
    crc ^= uint8_t(c);
    for (int i = 0; i < 8; ++i) crc = uint8_t((crc & 0x80) ? (crc << 1) ^ 0x07 : crc << 1);
  }
  return crc;
}

std::string encode_line(uint8_t seq, std::string_view body) {
  std::string line = hex(seq) + " " + std::string(body);
  return line + "*" + hex(crc8(line)) + "\n";
}

void LineReader::feed(std::string_view bytes) { buffer_.append(bytes); }

std::optional<std::variant<Line, DamagedLine>> LineReader::next() {
  while (true) {
    const size_t end = buffer_.find('\n');
    if (end == std::string::npos) {
      if (buffer_.size() > max_line) {  // no line feed in sight: drop what came, report once
        const std::string text = buffer_.substr(0, 40);
        buffer_.clear();
        if (!overlong_) {
          overlong_ = true;
          return DamagedLine{text, "line too long"};
        }
      }
      return std::nullopt;
    }
    std::string text = buffer_.substr(0, end);
    buffer_.erase(0, end + 1);
    if (overlong_) {  // the tail of a line already reported
      overlong_ = false;
      continue;
    }
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (text.empty()) continue;
    if (text.size() > max_line) return DamagedLine{text.substr(0, 40), "line too long"};
    const size_t star = text.rfind('*');
    if (text.size() < 6 || text[2] != ' ' || star == std::string::npos || star + 3 != text.size())
      return DamagedLine{text, "not a line of the form 'SS BODY*CC'"};
    const auto seq = hex_byte(std::string_view(text).substr(0, 2));
    const auto crc = hex_byte(std::string_view(text).substr(star + 1));
    if (!seq || !crc) return DamagedLine{text, "sequence number or checksum is not two hex digits"};
    if (crc8(std::string_view(text).substr(0, star)) != *crc) return DamagedLine{text, "checksum does not match"};
    return Line{uint8_t(*seq), text.substr(3, star - 3)};
  }
}

Result<BoardMessage, std::string> parse_board_message(std::string_view body) {
  if (!printable_ascii(body)) return Failure{std::string("a message holds printable ASCII only")};
  const auto w = words_of(body);
  if ((w[0] == "UP" || w[0] == "DN") && w.size() == 2) {
    const auto sq = parse_square(w[1]);
    if (!sq) return Failure{std::string("not a square: '") + std::string(w[1]) + "'"};
    if (w[0] == "UP") return BoardMessage{PegUp{*sq}};
    return BoardMessage{PegDown{*sq}};
  }
  if (w[0] == "SNAP" && w.size() >= 2) {
    const auto b = parse_occupancy(w[1]);
    if (!b) return Failure{std::string("SNAP needs 8 ranks of 8 digits 0 or 1, from rank 8, separated by '/'")};
    Occupancy snapshot{*b};
    for (size_t i = 2; i < w.size(); ++i) {  // version 2: "SSsq", a kept lift each
      const auto seq = hex_byte(w[i].substr(0, 2));
      const auto sq = w[i].size() == 4 ? parse_square(w[i].substr(2)) : std::nullopt;
      if (!seq || !sq) return Failure{"not a kept lift (two hex digits and a square): '" + std::string(w[i]) + "'"};
      snapshot.lifts.push_back({uint8_t(*seq), *sq});
    }
    return BoardMessage{std::move(snapshot)};
  }
  if (w[0] == "BTN" && w.size() == 2) {
    if (!is_name(w[1])) return Failure{std::string("not a button name: '") + std::string(w[1]) + "'"};
    return BoardMessage{ButtonPress{std::string(w[1])}};
  }
  if (w[0] == "ID" && w.size() == 5) {
    const auto version = milliseconds(w[4]);
    if (!version || *version < 1) return Failure{std::string("ID needs a protocol version number last")};
    return BoardMessage{Identity{std::string(w[1]), std::string(w[2]), std::string(w[3]), *version}};
  }
  return Failure{"unknown board message '" + std::string(body) + "'"};
}

Result<HostMessage, std::string> parse_host_message(std::string_view body) {
  if (!printable_ascii(body)) return Failure{std::string("a message holds printable ASCII only")};
  const auto w = words_of(body);
  if (w.size() == 1 && w[0] == "SNAP?") return HostMessage{SnapshotRequest{}};
  if (w.size() == 1 && w[0] == "ID?") return HostMessage{IdentityRequest{}};
  if (w.size() == 2 && (w[0] == "BUZZ" || w[0] == "VIBE")) {
    const auto ms = milliseconds(w[1]);
    if (!ms) return Failure{std::string("a duration of 0 to 10000 ms is needed")};
    if (w[0] == "BUZZ") return HostMessage{Buzz{*ms}};
    return HostMessage{Vibrate{*ms}};
  }
  if (w.size() == 2 && w[0] == "ACK") {
    const auto seq = hex_byte(w[1]);
    if (!seq) return Failure{std::string("ACK needs a sequence number, two hex digits")};
    return HostMessage{Acknowledge{uint8_t(*seq)}};
  }
  return Failure{"unknown host message '" + std::string(body) + "'"};
}

std::string body_of(const BoardMessage& m) {
  struct {
    std::string operator()(const PegUp& u) { return "UP " + square_name(u.square); }
    std::string operator()(const PegDown& d) { return "DN " + square_name(d.square); }
    std::string operator()(const Occupancy& o) {
      std::string text = "SNAP " + occupancy_text(o.occupied);
      for (const KeptLift& l : o.lifts) text += " " + hex(l.seq) + square_name(l.square);
      return text;
    }
    std::string operator()(const ButtonPress& b) { return "BTN " + b.name; }
    std::string operator()(const Identity& i) {
      return "ID " + i.maker + " " + i.model + " " + i.serial + " " + std::to_string(i.version);
    }
  } text;
  return std::visit(text, m);
}

std::string body_of(const HostMessage& m) {
  struct {
    std::string operator()(const SnapshotRequest&) { return "SNAP?"; }
    std::string operator()(const IdentityRequest&) { return "ID?"; }
    std::string operator()(const Buzz& b) { return "BUZZ " + std::to_string(b.ms); }
    std::string operator()(const Vibrate& v) { return "VIBE " + std::to_string(v.ms); }
    std::string operator()(const Acknowledge& a) { return "ACK " + hex(a.seq); }
  } text;
  return std::visit(text, m);
}

}  // namespace twinboard::devices::tactile
