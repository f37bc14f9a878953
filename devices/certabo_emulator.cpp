#include "devices/certabo_emulator.h"

#include <algorithm>

#include "devices/whole_board.h"

namespace twinboard::devices {
namespace {
constexpr int led_gap_ms = 50;  // bytes further apart than this start a new LED message
}

CertaboEmulator::CertaboEmulator(const std::string& link_path, const std::array<Piece, 64>& start, bool occupancy_only)
    : BoardEmulator(link_path), occupancy_only_(occupancy_only) {
  for (int s = 0; s < 64; ++s) {
    physical_[size_t(s)] = start[size_t(s)];
    if (is_piece(start[size_t(s)])) chips_[size_t(s)] = chip_for(start[size_t(s)]);
  }
  for (Color c : {Color::White, Color::Black}) {
    const Piece queen = make_piece(c, PieceType::Queen);
    off_board_[queen].push_back(chip_for(queen));  // the set's spare queen
  }
}

certabo::ChipId CertaboEmulator::chip_for(Piece p) {
  auto& beside = off_board_[p];
  if (!beside.empty()) {
    const certabo::ChipId chip = beside.back();
    beside.pop_back();
    return chip;
  }
  // A chip of the set never seen yet: five bytes, never 0 0 0 0 0, made from the piece and how
  // many of its kind came before, so the same set has the same chips in every run (a set
  // calibrated once is known the next time, whatever position the emulator starts from).
  const certabo::ChipId nth = ++chips_made_[p];
  return (certabo::ChipId(0x40 + uint8_t(p)) << 32) | ((nth * 2654435761u) & 0xffffffffu);
}

void CertaboEmulator::plugged_in(int64_t now) {
  next_frame_ = now;  // its first frame at once
  led_bytes_.clear();
}

std::string CertaboEmulator::act(const std::vector<std::string>& words) {
  std::vector<std::string> w = words;
  // A board without piece recognition takes `place e4` as the peg board does: a piece is there.
  if (occupancy_only_ && w[0] == "place" && w.size() == 2) w.push_back("P");
  if ((w[0] == "lift" || w[0] == "place") && w.size() >= 2) {
    const auto square = parse_square(w[1]);
    const std::array<Piece, 64> before = physical_;
    auto moved = move_piece(physical_, w);
    if (!moved) return "lift SQUARE or place SQUARE LETTER";
    if (!moved->empty() || !square) return *moved;
    const std::size_t s = size_t(index(*square));
    if (is_piece(before[s])) off_board_[before[s]].push_back(chips_[s]);  // it leaves the board with its chip
    chips_[s] = is_piece(physical_[s]) ? chip_for(physical_[s]) : certabo::kNoChip;
    return "";
  }
  if (w[0] == "turn" && w.size() == 1) {
    turned_ = !turned_.load();
    return "";
  }
  if (w[0] == "noise" && w.size() == 2) {
    if (!number(w[1]) || *number(w[1]) > 100) return "noise PERCENT: a whole number from 0 to 100";
    noise_percent_ = *number(w[1]);
    return "";
  }
  return "unknown action for a Certabo board";
}

void CertaboEmulator::host_bytes(std::span<const uint8_t> bytes, int64_t now) {
  if (now - last_host_byte_ > led_gap_ms) led_bytes_.clear();
  last_host_byte_ = now;
  for (uint8_t b : bytes) {
    led_bytes_.push_back(b);
    if (led_bytes_.size() < 8) continue;
    std::lock_guard lock(leds_mutex_);
    std::copy(led_bytes_.begin(), led_bytes_.end(), leds_.begin());
    led_bytes_.clear();
  }
}

std::array<certabo::ChipId, 64> CertaboEmulator::read() {
  std::array<certabo::ChipId, 64> read = in_reading_order(chips_, turned_ ? Facing::Turned : Facing::AsDocumented);
  auto random = [&] {  // a small xorshift: the same noise on every run
    noise_state_ ^= noise_state_ << 13;
    noise_state_ ^= noise_state_ >> 17;
    noise_state_ ^= noise_state_ << 5;
    return noise_state_;
  };
  for (certabo::ChipId& chip : read)
    if (noise_percent_ > 0 && int(random() % 100) < noise_percent_)
      chip = chip == certabo::kNoChip ? (certabo::ChipId(random() & 0xff) << 32) | random()  // a stray id
                                      : chip ^ (certabo::ChipId(1 + random() % 255) << (8 * (random() % 5)));
  return read;
}

void CertaboEmulator::tick(int64_t now) {
  if (now < next_frame_) return;
  next_frame_ = now + frame_ms;
  const std::array<certabo::ChipId, 64> chips = read();
  std::string line;
  if (occupancy_only_) {
    std::array<uint8_t, 8> ranks{};
    for (int i = 0; i < 64; ++i)
      if (chips[size_t(i)] != certabo::kNoChip) ranks[size_t(i / 8)] |= uint8_t(1u << (i % 8));
    line = certabo::encode_occupancy(ranks);
  } else {
    line = certabo::encode_frame(chips);
  }
  send(std::span(reinterpret_cast<const uint8_t*>(line.data()), line.size()));
  ++frames_sent_;
}

std::vector<Square> CertaboEmulator::lit_squares() const {
  std::array<uint8_t, 8> bytes;
  {
    std::lock_guard lock(leds_mutex_);
    bytes = leds_;
  }
  std::vector<Square> lit;
  const Facing facing = turned_ ? Facing::Turned : Facing::AsDocumented;
  for (Square on_board : certabo::lit_by(bytes)) lit.push_back(as_seen(on_board, facing));
  std::sort(lit.begin(), lit.end());
  return lit;
}

}  // namespace twinboard::devices
