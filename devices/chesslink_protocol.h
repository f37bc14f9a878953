#pragma once
// A Millennium ChessLink board on a link (eboard-protocols.md §4): the handshake sets the
// board to report each settled change; each report is the whole board, compared with the
// last into lifts and places. Which way the board stands is found from the start position
// (and kept across reconnections). The board says nothing while nothing changes, so it is
// asked for its status every second: the liveness probe, and the truth again after a
// damaged report. Its LEDs show the step that brings the board in step with the game.
#include <array>
#include <optional>
#include <string>

#include "devices/board_link.h"
#include "devices/chesslink_codec.h"
#include "devices/whole_board_reader.h"

namespace twinboard::devices {

class ChessLinkProtocol final : public BoardProtocol, public SquareLights, public TurnableBoard {
 public:
  // python-mchess clears DTR on open; the ChessLink module needs neither line.
  SerialSettings settings() const override { return {chesslink::baud_rate, false}; }
  void start(const Send& send, int64_t now) override;
  void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) override;
  void tick(int64_t now, const Send& send) override;
  bool answered() const override { return answered_; }
  SquareLights* lights() override { return this; }
  void light(Square from, Square to) override;
  TurnableBoard* turnable() override { return this; }
  void turn_round() override;

  Facing facing() const { return reader_.facing(); }
  std::size_t damaged_bytes() const { return decoder_.bytes_skipped(); }

 private:
  void send_handshake(const Send& send, int64_t now);
  void handle(const chesslink::Message& m, int64_t now, const EventSink& emit);
  void send_lights(const Send& send);

  chesslink::Decoder decoder_;
  bool answered_ = false;
  WholeBoardReader reader_;  // its facing kept across reconnections
  std::string identity_;
  int64_t last_handshake_ = 0, last_poll_ = 0, last_mode_sent_ = 0;
  bool mode_confirmed_ = false;  // the board echoed the report mode twinboard set
  StepLights lights_;
};

}  // namespace twinboard::devices
