#include "devices/certabo_codec.h"

#include <charconv>

namespace twinboard::devices::certabo {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

// The numbers 0-255 of a frame's text, separated by any whitespace, or nothing if any word is
// not one.
std::optional<std::vector<uint8_t>> numbers_of(std::string_view text) {
  std::vector<uint8_t> numbers;
  std::size_t at = 0;
  while (true) {
    while (at < text.size() && is_space(text[at])) ++at;
    if (at == text.size()) return numbers;
    int value = 0;
    const auto [end, error] = std::from_chars(text.data() + at, text.data() + text.size(), value);
    if (error != std::errc{} || value < 0 || value > 255) return std::nullopt;
    const std::size_t next = std::size_t(end - text.data());
    if (next < text.size() && !is_space(text[next])) return std::nullopt;
    if (numbers.size() == 320) return std::nullopt;  // more than any frame holds
    numbers.push_back(uint8_t(value));
    at = next;
  }
}

}  // namespace

Frame parse_line(std::string_view line) {
  const std::size_t colon = line.find(':');
  if (colon == std::string_view::npos) return OtherLine{};
  const auto numbers = numbers_of(line.substr(colon + 1));
  if (numbers && numbers->size() == 320) {
    RfidFrame frame;
    for (std::size_t s = 0; s < 64; ++s) {
      ChipId id = 0;
      for (std::size_t b = 0; b < 5; ++b) id = id << 8 | (*numbers)[s * 5 + b];
      frame.chips[s] = id;
    }
    return frame;
  }
  if (numbers && numbers->size() == 8) {
    OccupancyFrame frame;
    for (std::size_t r = 0; r < 8; ++r) frame.ranks[r] = (*numbers)[r];
    return frame;
  }
  return OtherLine{true};
}

void LineReader::feed(std::span<const uint8_t> bytes) {
  for (uint8_t b : bytes) {
    if (b == '\n') {
      if (overlong_) ++damaged_;
      else lines_.push_back(std::move(partial_));
      partial_.clear();
      overlong_ = false;
    } else if (partial_.size() >= max_line) {
      overlong_ = true;  // dropped to its end
    } else {
      partial_.push_back(char(b));
    }
  }
}

std::optional<Frame> LineReader::next() {
  while (!lines_.empty()) {
    Frame frame = parse_line(lines_.front());
    lines_.erase(lines_.begin());
    if (const auto* other = std::get_if<OtherLine>(&frame); other && other->damaged) ++damaged_;
    return frame;
  }
  return std::nullopt;
}

std::vector<uint8_t> leds(const std::vector<Square>& on_board) {
  std::vector<uint8_t> bytes(8, 0);
  for (Square s : on_board)
    if (is_valid(s)) bytes[size_t(7 - rank_of(s))] |= uint8_t(1u << file_of(s));
  return bytes;
}

std::vector<Square> lit_by(std::span<const uint8_t, 8> bytes) {
  std::vector<Square> lit;
  for (int rank = 0; rank < 8; ++rank)
    for (int file = 0; file < 8; ++file)
      if (bytes[size_t(7 - rank)] & (1u << file)) lit.push_back(make_square(file, rank));
  return lit;
}

std::string encode_frame(const std::array<ChipId, 64>& chips) {
  std::string line = ":";
  for (ChipId id : chips)
    for (int b = 4; b >= 0; --b) line += std::to_string((id >> (8 * b)) & 0xff) + " ";
  return line + "\r\n";
}

std::string encode_occupancy(const std::array<uint8_t, 8>& ranks) {
  std::string line = ":";
  for (uint8_t r : ranks) line += std::to_string(r) + " ";
  return line + "\r\n";
}

}  // namespace twinboard::devices::certabo
