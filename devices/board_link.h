#pragma once
// Keeps a board connected: opens its port, lets the protocol talk, notices when the
// cable is pulled (hang-up, I/O error, or a board that stops answering), reports a
// disconnected event and reconnects with back-off. The protocol then redoes its
// handshake, whose snapshot shows whatever changed while the cable was out.
#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "devices/board_event.h"
#include "devices/monotonic_clock.h"
#include "devices/serial_port.h"

namespace twinboard::devices {

using EventSink = std::function<void(const BoardEvent&)>;

// A clock that comes with a board (the DGT3000 on a DGT board): the table's times shown on
// it. A board protocol that has one says so through BoardProtocol::clock().
class ClockFace {
 public:
  virtual ~ClockFace() = default;
  // white_left: White's time on the clock's left side.
  virtual void show(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left) = 0;
};

// Lights on a board's squares (a ChessLink's or a Certabo's LEDs), showing its player the
// step that brings his board in step with the game. A board protocol that has them says so
// through BoardProtocol::lights().
class SquareLights {
 public:
  virtual ~SquareLights() = default;
  // Lights `from` (a piece to take from there) and `to` (a piece to put there), either of
  // them kNoSquare for none; both none: all lights off. Chess squares: the protocol knows
  // which way its board stands.
  virtual void light(Square from, Square to) = 0;
};

// A board that lists its squares from its own corner (ChessLink, Certabo) and may stand
// either way round on the table. The protocol finds which way from the start position; the
// table, which knows the game, tells it when a picture reads as the official position turned
// half round (a table restarted in the middle of a game).
class TurnableBoard {
 public:
  virtual ~TurnableBoard() = default;
  // Read the board the other way round from now on; its next picture is sent whole.
  virtual void turn_round() = 0;
};

// A buzzer and a vibration motor on a board (the open peg board's, issue 51, item 4): the
// table's signals to its player. A board protocol that has them says so through
// BoardProtocol::signals().
class BoardSignals {
 public:
  virtual ~BoardSignals() = default;
  // Sounds the buzzer for `buzz_ms` and runs the motor for `vibe_ms` (0: not that one).
  virtual void signal(int buzz_ms, int vibe_ms) = 0;
};

// What one board protocol does on a connection. The link calls it from one thread.
class BoardProtocol {
 public:
  using Send = std::function<void(std::span<const uint8_t>)>;
  virtual ~BoardProtocol() = default;
  virtual SerialSettings settings() const = 0;
  // A fresh connection: forget the old one's state and start the handshake.
  virtual void start(const Send& send, int64_t now) = 0;
  virtual void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) = 0;
  // Called often: time to poll, re-arm, or retry the handshake.
  virtual void tick(int64_t now, const Send& send) = 0;
  // Whether the board has answered on this connection (then `connected` was emitted).
  virtual bool answered() const = 0;
  // Whether the board may still be starting after the port's opening reset it (an Arduino's
  // bootloader): its silence then is no sign that it is gone, and the port is not reopened,
  // which would reset it again (issue 51, item 1).
  virtual bool booting(int64_t /*now*/) const { return false; }
  // The board's clock, when it has one (a capability, not a downcast).
  virtual ClockFace* clock() { return nullptr; }
  // The board's square lights, when it has them.
  virtual SquareLights* lights() { return nullptr; }
  // Whether it may stand either way round, and how to turn its reading.
  virtual TurnableBoard* turnable() { return nullptr; }
  // Its buzzer and vibration motor, when it has them.
  virtual BoardSignals* signals() { return nullptr; }
};

struct LinkTimings {
  int dead_after_ms = 3000;  // silence that means the board is gone
  int first_retry_ms = 100;  // reconnect back-off, doubling up to
  int max_retry_ms = 2000;
};

class BoardLink {
 public:
  BoardLink(std::string path, std::unique_ptr<BoardProtocol> protocol, EventSink sink, LinkTimings timings = {});
  // Runs until `stop` becomes true (checked at least every 50 ms).
  void run(const std::atomic<bool>& stop);
  // Runs `task` on the link's own thread with its protocol, within 50 ms, while a board is
  // connected (later, if it is not): the way to send commands to a board.
  using Task = std::function<void(BoardProtocol& protocol, const BoardProtocol::Send& send, int64_t now)>;
  void post(Task task);
  // Shows the times on the board's clock, if it has one, from any thread.
  void show_on_clock(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left);
  // Lights the step on the board's square lights, if it has them, from any thread.
  void light(Square from, Square to);
  // Reads a turnable board the other way round from now on, from any thread.
  void turn_round();
  // Buzzes and vibrates on the board, if it can, from any thread.
  void signal(int buzz_ms, int vibe_ms);

 private:
  // One connection, until it fails; returns why it ended.
  std::string serve(SerialPort& port, const std::atomic<bool>& stop);

  std::string path_;
  std::unique_ptr<BoardProtocol> protocol_;
  EventSink sink_;
  LinkTimings timings_;
  std::mutex tasks_mutex_;
  std::vector<Task> tasks_;
};

}  // namespace twinboard::devices
