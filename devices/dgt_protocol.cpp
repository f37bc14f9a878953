#include "devices/dgt_protocol.h"

#include <algorithm>

#include "core/board_view.h"
#include "core/position.h"

namespace twinboard::devices {
namespace {

constexpr int handshake_retry_ms = 2000;  // until the board answers
constexpr int poll_ms = 1000;             // liveness probe: ask for the serial number
constexpr int rearm_ms = 5000;            // re-send the update mode in case the board reset
constexpr int dump_retry_ms = 1000;       // a dump asked for and not received is asked again

void send_byte(const BoardProtocol::Send& send, uint8_t command) {
  const uint8_t b[] = {command};
  send(b);
}

// A DGT3000 button by the code its acknowledgement carries.
sensed::ButtonPress clock_button(uint8_t code) {
  switch (code) {
    case 0x31: return {Button::ClockBack, std::string(name(Button::ClockBack))};
    case 0x32: return {Button::ClockPlus, std::string(name(Button::ClockPlus))};
    case 0x33: return {Button::ClockRun, std::string(name(Button::ClockRun))};
    case 0x34: return {Button::ClockMinus, std::string(name(Button::ClockMinus))};
    case 0x35: return {Button::ClockOk, std::string(name(Button::ClockOk))};
    default: return {Button::Other, "clock-button"};
  }
}

sensed::ButtonPress press(Button b) { return {b, std::string(name(b))}; }

}  // namespace

void DgtProtocol::send_handshake(const Send& send, int64_t now) {
  // UPDATE_NICE switches the board out of bus mode and turns on field updates; the
  // board does not send its position by itself, so the dump is asked for.
  send_byte(send, dgt::kUpdateNice);
  send_byte(send, dgt::kVersion);
  send_byte(send, dgt::kSendBoard);
  send_byte(send, dgt::kSerialNumber);
  // The clock's state now, so that the first lever press is seen as a change.
  send_byte(send, dgt::kSendClock);
  last_handshake_ = last_rearm_ = last_poll_ = now;
}

void DgtProtocol::start(const Send& send, int64_t now) {
  decoder_ = {};
  answered_ = false;
  unconfirmed_.clear();
  held_.clear();  // a new connection: its first dump is the truth, what waited is gone
  dump_asked_.reset();
  last_clock_.reset();
  in_flight_.reset();  // a new connection: the command in flight is dropped, the waiting ones follow
  identity_ = "DGT board";
  send_handshake(send, now);
}

void DgtProtocol::received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) {
  const size_t skipped_before = decoder_.bytes_skipped();
  decoder_.feed(bytes);
  while (auto m = decoder_.next()) handle(*m, now, send, emit);
  if (clock_gave_up_ && !clock_silent_ && answered_) {
    BoardEvent silent{now, sensed::ClockSilent{"the clock did not acknowledge a command in " +
                                               std::to_string(clock_give_up_ms / 1000) + " s"}};
    pass_on(silent, emit);
    clock_silent_ = true;
  }
  clock_gave_up_ = false;
  // Damaged bytes may have hidden a field update: ask for the whole board again.
  if (answered_ && decoder_.bytes_skipped() != skipped_before) ask_for_dump(send, now);
}

void DgtProtocol::ask_for_dump(const Send& send, int64_t now) {
  send_byte(send, dgt::kSendBoard);
  dump_asked_ = AskedDump{now, unconfirmed_.size()};
}

void DgtProtocol::tick(int64_t now, const Send& send) {
  if (!answered_) {
    if (now - last_handshake_ >= handshake_retry_ms) send_handshake(send, now);
    return;
  }
  if (dump_asked_ && now - dump_asked_->at >= dump_retry_ms) ask_for_dump(send, now);
  if (now - last_poll_ >= poll_ms) {
    send_byte(send, dgt::kSerialNumber);
    last_poll_ = now;
  }
  if (now - last_rearm_ >= rearm_ms) {
    send_byte(send, dgt::kUpdateNice);
    last_rearm_ = now;
  }
  send_clock_commands(now, send);
}

void DgtProtocol::show(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left) {
  queue_clock_command(dgt::clock_show(white_ms, black_ms, running, white_left));
}

void DgtProtocol::queue_clock_command(std::vector<uint8_t> command) {
  if (command.size() < 4) return;
  // Byte 3 names the clock command (set and run, text, beep ...).
  auto same_kind = [&](const std::vector<uint8_t>& waiting) { return waiting.size() >= 4 && waiting[3] == command[3]; };
  if (auto it = std::find_if(clock_queue_.begin(), clock_queue_.end(), same_kind); it != clock_queue_.end())
    *it = std::move(command);
  else clock_queue_.push_back(std::move(command));
}

void DgtProtocol::send_clock_commands(int64_t now, const Send& send) {
  // A board without a clock never acknowledges: commands wait (the latest of each kind)
  // until the board reports a clock attached, instead of being given up as unanswered.
  if (!last_clock_ || !last_clock_->connected) return;
  if (in_flight_) {
    if (now - in_flight_->first_sent >= clock_give_up_ms) {
      in_flight_.reset();  // the clock did not answer: unlock, or nothing would ever be sent again
      clock_gave_up_ = true;
    } else if (now - in_flight_->last_sent >= clock_resend_ms && in_flight_->attempts < clock_attempts) {
      send(in_flight_->command);
      in_flight_->last_sent = now;
      ++in_flight_->attempts;
      return;
    } else {
      return;
    }
  }
  if (clock_queue_.empty()) return;
  in_flight_ = InFlight{std::move(clock_queue_.front()), now, now, 1};
  clock_queue_.pop_front();
  send(in_flight_->command);
}

void DgtProtocol::handle(const dgt::Message& m, int64_t now, const Send& send, const EventSink& emit) {
  auto event = [&](BoardEventBody body) { return BoardEvent{now, std::move(body)}; };
  if (const auto* version = std::get_if<dgt::Version>(&m))
    identity_ = "DGT board, version " + std::to_string(version->major) + "." + std::to_string(version->minor);
  // Connected once the board's position is known: the dump completes the handshake.
  if (const auto* dump = std::get_if<dgt::BoardDump>(&m)) {
    if (!answered_) {
      answered_ = true;
      emit(event(sensed::Connected{identity_}));
      take_as_truth(dump->pieces, now, emit);
      return;
    }
    confirm(dump->pieces, now, send, emit);
    return;
  }
  if (std::holds_alternative<dgt::DamagedMessage>(m)) {
    // Bad bytes never make a move: dropped, counted, and the whole board asked for again.
    ++damaged_;
    if (answered_) ask_for_dump(send, now);
    return;
  }
  if (!answered_) return;  // updates before the dump mean nothing yet
  if (const auto* update = std::get_if<dgt::FieldUpdate>(&m)) {
    unconfirmed_.push_back({*update, now});
    if (!dump_asked_) ask_for_dump(send, now);
  } else if (const auto* times = std::get_if<dgt::ClockTimes>(&m)) {
    const ClockReading& r = times->reading;
    if (last_clock_ && last_clock_->connected && r.lever_right_high != last_clock_->lever_right_high) {
      // The lever goes down on the side of the player who pressed it: right high = left pressed.
      pass_on(event(press(r.lever_right_high ? Button::LeverLeft : Button::LeverRight)), emit);
    }
    // A board without a clock says so when asked: that is no news worth an event.
    const bool changed = !last_clock_ ? r.connected
                                      : r.left_ms != last_clock_->left_ms || r.right_ms != last_clock_->right_ms ||
                                            r.running != last_clock_->running || r.connected != last_clock_->connected;
    last_clock_ = r;
    if (changed) {
      pass_on(event(sensed::ClockTimes{r}), emit);
    }
  } else if (const auto* ack = std::get_if<dgt::ClockAck>(&m)) {
    if (ack->button()) {
      pass_on(event(clock_button(ack->ack[3])), emit);
    } else if (!(ack->ack[1] & 0x80)) {
      in_flight_.reset();  // the answer to the command in flight: the next may go
      if (clock_silent_) {
        clock_silent_ = false;
        pass_on(event(sensed::ClockAnswering{}), emit);
      }
    }
  }
}

// A dump against the updates waiting for it. Those received before the dump was asked for
// are surely in it: if the dump bears them out (the board after them is the dump, perhaps
// with some later ones too), they become events, in order, and the rest wait for the next
// dump. If it does not, some were never sent by the board: the dump is the truth, passed
// on as a snapshot, and the updates go.
// The board as the dump shows it, passed on whole.
void DgtProtocol::take_as_truth(const std::array<Piece, 64>& dump, int64_t now, const EventSink& emit) {
  board_ = dump;
  emit(BoardEvent{now, sensed::Snapshot{occupancy_of(board_), board_}});
}

void DgtProtocol::confirm(const std::array<Piece, 64>& dump, int64_t now, const Send& send, const EventSink& emit) {
  const std::size_t surely_in = dump_asked_ ? std::min(dump_asked_->updates_before, unconfirmed_.size()) : 0;
  dump_asked_.reset();
  std::optional<std::size_t> borne_out;
  std::array<Piece, 64> board = board_;
  if (surely_in == 0 && board == dump) borne_out = 0;
  for (std::size_t i = 0; i < unconfirmed_.size(); ++i) {
    board[size_t(index(unconfirmed_[i].update.square))] = unconfirmed_[i].update.piece;
    if (i + 1 >= surely_in && board == dump) borne_out = i + 1;
  }
  if (!borne_out) {
    const bool later = unconfirmed_.size() > surely_in;
    unconfirmed_.clear();
    take_as_truth(dump, now, emit);
    release_held(SIZE_MAX, emit);        // after the picture they followed
    if (later) ask_for_dump(send, now);  // what came after the dump: seen in the next one
    return;
  }
  for (std::size_t i = 0; i < *borne_out; ++i) {
    release_held(i, emit);
    const auto& [update, at] = unconfirmed_[i];
    board_[size_t(index(update.square))] = update.piece;
    // Stamped when its bytes came, not when the dump bore it out (issue 50, item 4): the
    // table times the piece's rest from the moment the board reported it.
    if (is_piece(update.piece)) emit(BoardEvent{at, sensed::Place{update.square, update.piece}});
    else emit(BoardEvent{at, sensed::Lift{update.square}});
  }
  release_held(*borne_out, emit);
  unconfirmed_.erase(unconfirmed_.begin(), unconfirmed_.begin() + long(*borne_out));
  for (Held& h : held_) h.after_updates -= *borne_out;
  if (!unconfirmed_.empty()) ask_for_dump(send, now);
}

void DgtProtocol::pass_on(const BoardEvent& e, const EventSink& emit) {
  if (unconfirmed_.empty()) emit(e);
  else held_.push_back({unconfirmed_.size(), e});
}

void DgtProtocol::release_held(std::size_t updates, const EventSink& emit) {
  while (!held_.empty() && held_.front().after_updates <= updates) {
    emit(held_.front().event);
    held_.pop_front();
  }
}

}  // namespace twinboard::devices
