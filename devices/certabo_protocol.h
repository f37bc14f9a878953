#pragma once
// A Certabo board on a link (eboard-protocols.md §5). The board streams frames of chip ids;
// each square's chip is voted over the last three frames (the chips misread now and then,
// and an empty square may show a stray id), the voted chips become pieces through the set's
// calibration, and two pictures in turn are compared into lifts and places. A chip the
// calibration does not know counts as no piece: stray bytes never make a move.
// `protocol = "certabo"` reads pieces and needs the set calibrated (the start position on
// the board once, kept in a file); `"certabo-occupancy"` reads filled squares only, as a
// peg board does, and also serves the boards without piece recognition (8-number frames).
// The LEDs show the step that brings the board in step with the game.
#include <array>
#include <optional>
#include <string>

#include "devices/board_link.h"
#include "devices/certabo_calibration.h"
#include "devices/certabo_codec.h"
#include "devices/whole_board_reader.h"

namespace twinboard::devices {

class CertaboProtocol final : public BoardProtocol, public SquareLights, public TurnableBoard {
 public:
  // `calibrate_anew`: the set on the board is learned again from the start position, whatever
  // was learned of its chips before (`twinboard calibrate`).
  CertaboProtocol(bool identifies_pieces, std::string calibration_file, bool calibrate_anew = false);
  SerialSettings settings() const override { return {certabo::baud_rate, true}; }
  void start(const Send& send, int64_t now) override;
  void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) override;
  void tick(int64_t now, const Send& send) override;
  bool answered() const override { return answered_; }
  SquareLights* lights() override { return this; }
  void light(Square from, Square to) override;
  TurnableBoard* turnable() override { return identifies_pieces_ ? this : nullptr; }  // filled squares read the same
  void turn_round() override;

  Facing facing() const { return reader_.facing(); }
  std::size_t damaged_lines() const { return lines_.damaged_lines(); }
  const CertaboCalibration& calibration() const { return calibration_; }
  // Whether chips were learned on this link (the calibration position was seen).
  bool learned() const { return learned_; }

 private:
  // One frame's chips (for an occupancy frame: 1 on each filled square), in reading order.
  void take(const std::array<certabo::ChipId, 64>& chips, bool rfid, int64_t now, const EventSink& emit);
  std::array<Piece, 64> pieces_of_chips(const std::array<certabo::ChipId, 64>& chips, bool rfid) const;

  bool identifies_pieces_;
  CertaboCalibration calibration_;
  bool calibrate_anew_ = false, learned_ = false;
  certabo::LineReader lines_;
  bool answered_ = false;
  WholeBoardReader reader_;
  // The last three frames' chips per square, and the vote they gave.
  std::array<std::array<certabo::ChipId, 3>, 64> recent_{};
  int frames_ = 0;
  std::array<certabo::ChipId, 64> voted_{};
  StepLights lights_;
};

}  // namespace twinboard::devices
