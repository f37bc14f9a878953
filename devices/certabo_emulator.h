#pragma once
// A Certabo board on a pseudo-terminal (eboard-protocols.md §5, §7): a frame of every
// square's RFID chip every 250 ms; each piece of its set has its own chip, which goes with
// it when it is lifted and put down (a spare queen of each colour waits beside the board).
// The host's 8 LED bytes are kept for tests. Script extras: `noise PERCENT` (each square of
// each frame misread with that chance: a stray id on an empty square, a damaged one under a
// piece), `turn` (the board stands turned half round). Made `occupancy_only`, it is a board
// without piece recognition: 8 numbers a frame, a filled-squares mask per rank.
#include <array>
#include <atomic>
#include <map>
#include <mutex>
#include <vector>

#include "devices/board_emulator.h"
#include "devices/certabo_codec.h"

namespace twinboard::devices {

class CertaboEmulator final : public BoardEmulator {
 public:
  CertaboEmulator(const std::string& link_path, const std::array<Piece, 64>& start, bool occupancy_only = false);
  static constexpr int frame_ms = 250;

  std::vector<Square> lit_squares() const override;  // chess squares, as the host last lit them
  int frames_sent() const { return frames_sent_; }

 protected:
  std::string act(const std::vector<std::string>& words) override;
  void host_bytes(std::span<const uint8_t> bytes, int64_t now) override;
  void tick(int64_t now) override;
  void plugged_in(int64_t now) override;

 private:
  certabo::ChipId chip_for(Piece p);
  std::array<certabo::ChipId, 64> read();  // the chips in reading order, noise included

  bool occupancy_only_;
  std::array<Piece, 64> physical_{};  // chess squares
  std::array<certabo::ChipId, 64> chips_{};
  std::map<Piece, std::vector<certabo::ChipId>> off_board_;  // each piece's chips beside the board
  std::map<Piece, certabo::ChipId> chips_made_;              // per piece: how many chips of it so far
  std::atomic<bool> turned_{false};
  int noise_percent_ = 0;
  uint32_t noise_state_ = 0x2026;
  int64_t next_frame_ = 0, last_host_byte_ = 0;
  std::vector<uint8_t> led_bytes_;
  mutable std::mutex leds_mutex_;
  std::array<uint8_t, 8> leds_{};
  std::atomic<int> frames_sent_{0};
};

}  // namespace twinboard::devices
