#include "devices/dgt_codec.h"

#include <algorithm>

namespace twinboard::devices::dgt {
namespace {

constexpr std::array<Piece, 16> pieces_by_code = [] {
  std::array<Piece, 16> t{};
  constexpr PieceType order[] = {PieceType::Pawn,   PieceType::Rook, PieceType::Knight,
                                 PieceType::Bishop, PieceType::King, PieceType::Queen};
  for (int i = 0; i < 6; ++i) {
    t[1 + i] = make_piece(Color::White, order[i]);
    t[7 + i] = make_piece(Color::Black, order[i]);
  }
  return t;  // 0 empty; 13..15 magic pieces, read as empty
}();

// The total lengths (header included) a message of this id may have; anything else is
// garbage that happened to start with a top-bit byte.
bool plausible_length(uint8_t id, size_t length) {
  switch (id) {
    case kBoardDump: return length == 67;
    case kBwTime: return length == 10;
    case kFieldUpdate: return length == 5;
    case kEeMoves: return length >= 4 && length <= 7939;
    case kBusAddressReply: return length == 5;
    case kSerialNumberReply: return length >= 4 && length <= 16;  // 8 now, 12 on 1998 boards
    case kTrademarkReply: return length >= 3 && length <= 1024;
    case kVersionReply: return length == 5;
    case 0x14:
    case 0x15: return length == 53;  // draughts dumps
    case kBatteryReply: return length >= 7 && length <= 12;
    case kLongSerialNumberReply: return length == 13;
    default: return length >= 3 && length <= 64;
  }
}

std::optional<int> from_bcd(uint8_t b) {
  const int high = b >> 4, low = b & 0x0f;
  if (high > 5 || low > 9) return std::nullopt;
  return high * 10 + low;
}
uint8_t to_bcd(int v) { return uint8_t(((v / 10) << 4) | (v % 10)); }

// h:mm:ss from the hours byte (low nibble) and two BCD bytes.
std::optional<int64_t> time_of(const uint8_t* p) {
  const int hours = p[0] & 0x0f;
  const auto minutes = from_bcd(p[1]), seconds = from_bcd(p[2]);
  if (hours > 9 || !minutes || !seconds) return std::nullopt;
  return ((hours * 60 + *minutes) * 60 + *seconds) * int64_t{1000};
}

void put_time(std::vector<uint8_t>& out, int64_t ms) {
  const int64_t s = std::clamp<int64_t>(ms / 1000, 0, 9 * 3600 + 59 * 60 + 59);
  out.push_back(uint8_t(s / 3600));
  out.push_back(to_bcd(int(s / 60 % 60)));
  out.push_back(to_bcd(int(s % 60)));
}

std::vector<uint8_t> frame(uint8_t id, std::span<const uint8_t> payload) {
  const size_t length = payload.size() + 3;
  std::vector<uint8_t> out{uint8_t(0x80 | id), uint8_t((length >> 7) & 0x7f), uint8_t(length & 0x7f)};
  for (uint8_t b : payload) out.push_back(b);  // (insert() trips a GCC 12 -Warray-bounds false alarm)
  return out;
}

std::vector<uint8_t> clock_command(uint8_t command, std::span<const uint8_t> content) {
  std::vector<uint8_t> out{kClockMessage, uint8_t(content.size() + 3), 0x03, command};
  for (uint8_t b : content) out.push_back(b);
  out.push_back(0x00);
  return out;
}

std::string text_of(std::span<const uint8_t> payload) {
  std::string s(payload.begin(), payload.end());
  while (!s.empty() && (s.back() == ' ' || s.back() == '\0')) s.pop_back();
  return s;
}

}  // namespace

uint8_t code_of(Piece p) {
  for (uint8_t c = 1; c <= 12; ++c)
    if (pieces_by_code[c] == p) return c;
  return 0;
}

Piece piece_of_code(uint8_t code) { return pieces_by_code[code & 0x0f]; }

Message decode_payload(uint8_t id, std::span<const uint8_t> p) {
  switch (id) {
    case kFieldUpdate:
      if (p[0] > 63 || p[1] > 12)
        return DamagedMessage{
            id, "a field update of field " + std::to_string(p[0]) + " with piece code " + std::to_string(p[1])};
      return FieldUpdate{square_of_field(p[0]), piece_of_code(p[1])};
    case kBoardDump: {
      for (int field = 0; field < 64; ++field)
        if (p[size_t(field)] > 15)
          return DamagedMessage{id, "a board dump with piece code " + std::to_string(p[size_t(field)]) + " on field " +
                                        std::to_string(field)};
      BoardDump dump;
      for (int field = 0; field < 64; ++field)
        dump.pieces[size_t(index(square_of_field(field)))] = piece_of_code(p[size_t(field)]);
      return dump;
    }
    case kVersionReply: return Version{p[0], p[1]};
    case kSerialNumberReply:
    case kLongSerialNumberReply: return SerialNumber{text_of(p)};
    case kTrademarkReply: return Trademark{text_of(p)};
    case kBwTime: {
      if ((p[0] & 0x0f) == 0x0a || (p[3] & 0x0f) == 0x0a) {
        ClockAck a;
        a.ack[0] = uint8_t((p[1] & 0x7f) | ((p[3] & 0x10) << 3));
        a.ack[1] = uint8_t((p[2] & 0x7f) | ((p[3] & 0x20) << 2));
        a.ack[2] = uint8_t((p[4] & 0x7f) | ((p[0] & 0x10) << 3));
        a.ack[3] = uint8_t((p[5] & 0x7f) | ((p[0] & 0x20) << 2));
        return a;
      }
      // The first triple is the right-hand display (2011+ headers); the status bits
      // 0x10 / 0x08 say which of the two runs (checked against a real recording).
      const auto right = time_of(&p[0]), left = time_of(&p[3]);
      if (!right || !left) return OtherMessage{id, p.size() + 3};
      ClockReading r;
      r.right_ms = *right;
      r.left_ms = *left;
      const uint8_t status = p[6];
      if (status & 0x01)
        r.running = (status & 0x10)   ? ClockReading::Running::Right
                    : (status & 0x08) ? ClockReading::Running::Left
                                      : ClockReading::Running::None;
      r.lever_right_high = status & 0x02;
      r.connected = !(status & 0x20);
      return ClockTimes{r};
    }
    default: return OtherMessage{id, p.size() + 3};
  }
}

void Decoder::feed(std::span<const uint8_t> bytes) { buffer_.insert(buffer_.end(), bytes.begin(), bytes.end()); }

std::optional<Message> Decoder::next() {
  auto drop = [&](size_t n) {
    buffer_.erase(buffer_.begin(), buffer_.begin() + long(n));
    skipped_ += n;
  };
  while (true) {
    size_t lead = 0;
    while (lead < buffer_.size() && !(buffer_[lead] & 0x80)) ++lead;
    if (lead > 0) drop(lead);
    if (buffer_.size() < 3) return std::nullopt;
    const uint8_t id = buffer_[0] & 0x7f;
    if ((buffer_[1] & 0x80) || (buffer_[2] & 0x80)) {
      drop(1);
      continue;
    }
    const size_t length = size_t(buffer_[1]) << 7 | buffer_[2];
    if (!plausible_length(id, length)) {
      drop(1);
      continue;
    }
    // A top-bit byte inside the payload starts the next message: this one was cut off.
    const size_t available = std::min(length, buffer_.size());
    size_t cut = 0;
    for (size_t i = 3; i < available && cut == 0; ++i)
      if (buffer_[i] & 0x80) cut = i;
    if (cut != 0) {
      drop(cut);
      continue;
    }
    if (buffer_.size() < length) return std::nullopt;
    const std::vector<uint8_t> payload(buffer_.begin() + 3, buffer_.begin() + long(length));
    buffer_.erase(buffer_.begin(), buffer_.begin() + long(length));
    return decode_payload(id, payload);
  }
}

std::vector<uint8_t> encode_field_update(Square s, Piece p) {
  const uint8_t payload[] = {uint8_t(field_of(s)), code_of(p)};
  return frame(kFieldUpdate, payload);
}

std::vector<uint8_t> encode_board_dump(const std::array<Piece, 64>& pieces) {
  std::vector<uint8_t> payload(64);
  for (int field = 0; field < 64; ++field)
    payload[size_t(field)] = code_of(pieces[size_t(index(square_of_field(field)))]);
  return frame(kBoardDump, payload);
}

std::vector<uint8_t> encode_version(int major, int minor) {
  const uint8_t payload[] = {uint8_t(major & 0x7f), uint8_t(minor & 0x7f)};
  return frame(kVersionReply, payload);
}

std::vector<uint8_t> encode_serial_number(const std::string& digits) {
  return frame(kSerialNumberReply, std::vector<uint8_t>(digits.begin(), digits.end()));
}

std::vector<uint8_t> encode_long_serial_number(const std::string& text) {
  std::string padded = text.substr(0, 10);
  padded.resize(10, ' ');
  return frame(kLongSerialNumberReply, std::vector<uint8_t>(padded.begin(), padded.end()));
}

std::vector<uint8_t> encode_trademark(const std::string& text) {
  std::vector<uint8_t> payload;
  for (char c : text) payload.push_back(uint8_t(c) & 0x7f);
  return frame(kTrademarkReply, payload);
}

std::vector<uint8_t> encode_clock_times(const ClockReading& r) {
  std::vector<uint8_t> payload;
  put_time(payload, r.right_ms);
  put_time(payload, r.left_ms);
  uint8_t status = 0;
  if (r.running != ClockReading::Running::None) status |= 0x01;
  if (r.running == ClockReading::Running::Right) status |= 0x10;
  if (r.running == ClockReading::Running::Left) status |= 0x08;
  if (r.lever_right_high) status |= 0x02;
  if (!r.connected) status |= 0x20;
  payload.push_back(status);
  return frame(kBwTime, payload);
}

std::vector<uint8_t> encode_clock_ack(const std::array<uint8_t, 4>& a) {
  const uint8_t payload[] = {uint8_t(0x0a | ((a[2] & 0x80) >> 3) | ((a[3] & 0x80) >> 2)),
                             uint8_t(a[0] & 0x7f),
                             uint8_t(a[1] & 0x7f),
                             uint8_t(0x0a | ((a[0] & 0x80) >> 3) | ((a[1] & 0x80) >> 2)),
                             uint8_t(a[2] & 0x7f),
                             uint8_t(a[3] & 0x7f),
                             0};
  return frame(kBwTime, payload);
}

std::vector<uint8_t> clock_ascii(const std::string& text, uint8_t beep) {
  std::vector<uint8_t> content;
  for (size_t i = 0; i < 8; ++i) content.push_back(i < text.size() ? uint8_t(text[i]) & 0x7f : uint8_t(' '));
  content.push_back(beep);
  return clock_command(0x0c, content);
}

std::vector<uint8_t> clock_show(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left) {
  using R = ClockReading::Running;
  const R side = !running ? R::None : (*running == Color::White) == white_left ? R::Left : R::Right;
  white_ms = std::max<int64_t>(0, white_ms);
  black_ms = std::max<int64_t>(0, black_ms);
  return white_left ? clock_set_and_run(white_ms, black_ms, side) : clock_set_and_run(black_ms, white_ms, side);
}

std::vector<uint8_t> clock_set_and_run(int64_t left_ms, int64_t right_ms, ClockReading::Running running) {
  std::vector<uint8_t> content;
  // Times go in binary here, unlike the BCD the clock reports.
  for (int64_t ms : {left_ms, right_ms}) {
    // A counting-down display shows a second until it has wholly passed.
    const int64_t s = std::clamp<int64_t>((ms + 999) / 1000, 0, 9 * 3600 + 59 * 60 + 59);
    content.push_back(uint8_t(s / 3600));
    content.push_back(uint8_t(s / 60 % 60));
    content.push_back(uint8_t(s % 60));
  }
  content.push_back(running == ClockReading::Running::Left    ? 0x01
                    : running == ClockReading::Running::Right ? 0x02
                                                              : 0x04);
  return clock_command(0x0a, content);
}

std::vector<uint8_t> clock_beep(uint8_t units) {
  const uint8_t content[] = {units};
  return clock_command(0x0b, content);
}
std::vector<uint8_t> clock_end() { return clock_command(0x03, {}); }
std::vector<uint8_t> clock_version() { return clock_command(0x09, {}); }

void CommandDecoder::feed(std::span<const uint8_t> bytes) { buffer_.insert(buffer_.end(), bytes.begin(), bytes.end()); }

std::optional<std::vector<uint8_t>> CommandDecoder::next() {
  if (buffer_.empty()) return std::nullopt;
  size_t length = 1;
  if (buffer_[0] == kClockMessage || buffer_[0] == kSetLeds) {
    if (buffer_.size() < 2) return std::nullopt;
    // A size beyond any real command is not trusted: take the byte alone.
    if (buffer_[1] <= 32) length = 2 + size_t(buffer_[1]);
  }
  if (buffer_.size() < length) return std::nullopt;
  std::vector<uint8_t> command(buffer_.begin(), buffer_.begin() + long(length));
  buffer_.erase(buffer_.begin(), buffer_.begin() + long(length));
  return command;
}

}  // namespace twinboard::devices::dgt
