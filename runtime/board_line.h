// One board at the table as the runtime sees it (issue 36: one object per board, two of
// them, instead of arrays side by side): its port and protocol, its cable (the driver on its
// own thread, when the board has one), and what the runtime knows of it since it started:
// connected or not, its whole picture come since, how often it was lost, a clock press that
// waits for its picture, and whether its silence before the round was told.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/roles.h"
#include "core/table_events.h"
#include "runtime/board_input.h"
#include "runtime/wakeup.h"

namespace twinboard::runtime {

class BoardLine {
 public:
  // `port` empty, or a protocol without a cable (manual): a board the table has no line to.
  // `clock_left`: the colour whose clock is on the left of the board's DGT3000, when it is
  // the players' shared clock (RuntimeOptions::clock_left).
  BoardLine(Color id, std::string port, BoardProtocolId protocol, std::optional<Color> clock_left);
  // Starts the driver; its events wake `wakeup`. Nothing for a board without a cable.
  void open(const Wakeup* wakeup);

  Color id() const { return id_; }
  const std::string& port() const { return port_; }
  BoardProtocolId protocol() const { return protocol_; }
  const std::optional<Color>& clock_left() const { return clock_left_; }
  bool has_cable() const { return input_ != nullptr; }
  // What the driver has queued since the last call.
  std::vector<devices::BoardEvent> take();
  // The official times on the board's clock, if it has one (the DGT3000); White's on the
  // left unless `clock_left` says otherwise.
  void show_on_clock(const ClockShown& clock);
  // The step to make shown on the board's square lights, if it has them (kNoSquare: none).
  void light(Square from, Square to);
  // Buzzes and vibrates on the board, if it has a buzzer and a motor (the open peg board).
  void signal(int buzz_ms, int vibe_ms);
  // A board with square lights (ChessLink, Certabo).
  bool has_lights() const { return has_lights_; }
  // A board that may stand either way round (ChessLink, Certabo): read it the other way.
  bool turnable() const { return turnable_; }
  void turn_round();
  // Turned round on this connection already (once is enough: never back and forth).
  bool turned_round = false;

  // What the driver last said of the cable.
  void connect();
  void disconnect();
  bool connected() const { return connected_; }
  bool was_connected() const { return was_connected_; }
  int losses() const { return losses_; }
  // Its whole picture has come since it (re)connected.
  bool pictured = false;
  // Its silence before the round was told to its player and the arbiter.
  bool told_missing = false;
  // A clock press waiting for the board's picture (issue 39): who pressed, and where from.
  std::optional<std::pair<Color, std::string>> held_press;

 private:
  Color id_;
  std::string port_;
  BoardProtocolId protocol_;
  std::optional<Color> clock_left_;
  std::unique_ptr<BoardInput> input_;
  bool was_connected_ = false, connected_ = false, turnable_ = false, has_lights_ = false;
  int losses_ = 0;
};

}  // namespace twinboard::runtime
