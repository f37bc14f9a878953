#pragma once
// The DGT e-board on a link: handshake, update mode, board dump, field updates, clock
// readings and buttons, and a liveness poll (the protocol has no heartbeat).
// The protocol has no checksum: a damaged byte can turn into a plausible field update. So
// no field update becomes an event before a board dump asked for after it confirms it;
// a dump that disagrees is passed on as a snapshot, and the updates are dropped. Bad bytes
// never make a move the board did not show. What the board says after an update (a lever
// press, a clock reading, a button) waits behind it, so the order stays the board's: a clock
// pressed just after a move is never seen before the move.
#include <array>
#include <deque>
#include <vector>
#include <optional>

#include "devices/board_link.h"
#include "devices/dgt_codec.h"

namespace twinboard::devices {

class DgtProtocol final : public BoardProtocol, public ClockFace {
 public:
  SerialSettings settings() const override { return {9600, true}; }
  void start(const Send& send, int64_t now) override;
  void received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) override;
  void tick(int64_t now, const Send& send) override;
  bool answered() const override { return answered_; }
  ClockFace* clock() override { return this; }
  void show(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left) override;

  // A DGT3000 command (dgt::clock_set_and_run, clock_ascii, ...). The clock takes one at a
  // time: the next goes when the last is acknowledged; one without an ack is sent again
  // after 2 s (3 attempts in all) and given up after 6 s. A newer command of the same kind
  // replaces one still waiting, so the clock always shows the latest times. Nothing is sent
  // while the board reports no clock attached. A clock that
  // gives a command up unanswered is reported (ClockSilent) once, and again when it
  // acknowledges one (ClockAnswering): the game goes on either way.
  void queue_clock_command(std::vector<uint8_t> command);
  std::size_t clock_commands_waiting() const { return clock_queue_.size() + (in_flight_ ? 1 : 0); }
  static constexpr int clock_resend_ms = 2000, clock_attempts = 3, clock_give_up_ms = 6000;
  // Messages of the right shape holding impossible values, dropped (issue 39).
  std::size_t damaged_messages() const { return damaged_; }

 private:
  void handle(const dgt::Message& m, int64_t now, const Send& send, const EventSink& emit);
  void confirm(const std::array<Piece, 64>& dump, int64_t now, const Send& send, const EventSink& emit);
  void ask_for_dump(const Send& send, int64_t now);
  void take_as_truth(const std::array<Piece, 64>& dump, int64_t now, const EventSink& emit);
  // An event other than a field update: passed on now, or held behind unconfirmed updates.
  void pass_on(const BoardEvent& e, const EventSink& emit);
  // Passes on the held events that came after no more than `updates` unconfirmed updates.
  void release_held(std::size_t updates, const EventSink& emit);
  void send_handshake(const Send& send, int64_t now);
  void send_clock_commands(int64_t now, const Send& send);

  struct InFlight {
    std::vector<uint8_t> command;
    int64_t first_sent = 0, last_sent = 0;
    int attempts = 0;
  };
  std::deque<std::vector<uint8_t>> clock_queue_;
  std::optional<InFlight> in_flight_;
  bool clock_gave_up_ = false;  // a command went unanswered; not yet reported
  bool clock_silent_ = false;   // reported silent, not yet answering again

  dgt::Decoder decoder_;
  bool answered_ = false;
  int64_t last_handshake_ = 0, last_poll_ = 0, last_rearm_ = 0;
  std::array<Piece, 64> board_{};  // as the board last reported it, confirmed by a dump
  struct Unconfirmed {
    dgt::FieldUpdate update;
    int64_t at;  // when its bytes came: the event's time once a dump bears it out
  };
  std::vector<Unconfirmed> unconfirmed_;  // field updates since, waiting for a dump
  struct AskedDump {
    int64_t at;
    std::size_t updates_before;  // the updates received before it was asked for: surely in it
  };
  std::optional<AskedDump> dump_asked_;  // a dump asked for and not yet received
  struct Held {
    std::size_t after_updates;  // how many of unconfirmed_ came before it
    BoardEvent event;
  };
  std::deque<Held> held_;
  std::optional<ClockReading> last_clock_;
  std::string identity_;
  std::size_t damaged_ = 0;
};

}  // namespace twinboard::devices
