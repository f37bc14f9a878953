#include "devices/tactile_protocol.h"

#include <algorithm>

namespace twinboard::devices {
namespace {
constexpr int ask_again_ms = 1000;  // a request unanswered this long is sent again
}

void TactileProtocol::request(const tactile::HostMessage& m, const Send& send) {
  const std::string line = tactile::encode_line(host_seq_++, tactile::body_of(m));
  send(std::span(reinterpret_cast<const uint8_t*>(line.data()), line.size()));
}

void TactileProtocol::resync(const Send& send, int64_t now) {
  snapshot_wanted_ = true;
  if (now - last_request_ < 100) return;  // one request answers a burst of damage
  request(tactile::SnapshotRequest{}, send);
  last_request_ = now;
}

void TactileProtocol::start(const Send&, int64_t now) {
  // Nothing is sent yet: the port's opening has just reset an Arduino, whose bootloader
  // would take our bytes for an upload and stay (issue 51, item 1). The board speaks first.
  reader_ = {};
  answered_ = false;
  heard_ = false;
  identity_.reset();
  version_ = 1;
  held_.reset();
  last_board_seq_.reset();
  snapshot_wanted_ = true;
  opened_ = last_line_ = now;
  last_request_ = last_identity_request_ = now - ask_again_ms;
  passed_on_.fill(-1);
}

// The board's first line: it runs. What it did not say of itself is asked for: its identity
// (the firmware's greeting is its ID) and its whole picture (its first heartbeat follows).
void TactileProtocol::first_line(const tactile::BoardMessage* m, const Send& send, int64_t now) {
  heard_ = true;
  first_heard_ = now;
  if (!m || !std::holds_alternative<tactile::Identity>(*m)) {
    request(tactile::IdentityRequest{}, send);
    last_identity_request_ = now;
  }
  if (!m || !std::holds_alternative<tactile::Occupancy>(*m)) {
    request(tactile::SnapshotRequest{}, send);
    last_request_ = now;
  }
}

void TactileProtocol::received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) {
  reader_.feed(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  while (auto item = reader_.next()) {
    if (std::holds_alternative<tactile::DamagedLine>(*item)) {
      if (!heard_) first_line(nullptr, send, now);
      resync(send, now);
      continue;
    }
    const auto& line = std::get<tactile::Line>(*item);
    auto message = tactile::parse_board_message(line.body);
    if (!heard_) first_line(message ? &*message : nullptr, send, now);
    if (last_board_seq_ && uint8_t(*last_board_seq_ + 1) != line.seq) {  // lines were lost
      // The lost lines' numbers passed nothing on (their slots may hold an older round's).
      for (uint8_t s = uint8_t(*last_board_seq_ + 1); s != line.seq; ++s) passed_on_[s] = -1;
      resync(send, now);
    }
    passed_on_[line.seq] = -1;
    last_board_seq_ = line.seq;
    last_line_ = now;
    if (!message) {
      resync(send, now);
      continue;
    }
    handle(*message, line.seq, now, send, emit);
  }
  // A board that sends snapshots but never its identity is connected all the same.
  if (!answered_ && held_ && now - first_heard_ >= tactile::identity_wait_ms) connect(now, emit);
}

void TactileProtocol::signal(int buzz_ms, int vibe_ms) { signal_ = {buzz_ms, vibe_ms}; }

void TactileProtocol::tick(int64_t now, const Send& send) {
  if (signal_ && answered_) {  // "BUZZ ms", "VIBE ms": 0 to 10000 (docs/tactile-protocol.md)
    const auto [buzz, vibe] = *signal_;
    signal_.reset();
    if (buzz > 0) request(tactile::Buzz{std::clamp(buzz, 0, 10000)}, send);
    if (vibe > 0) request(tactile::Vibrate{std::clamp(vibe, 0, 10000)}, send);
  }
  if (!heard_) {
    // Silent since the port opened: once a booting board would long have greeted, ask (a
    // board that does not reset, whose greeting went before we listened, or was lost).
    if (now - opened_ >= tactile::greeting_wait_ms && now - last_request_ >= ask_again_ms) {
      request(tactile::IdentityRequest{}, send);
      request(tactile::SnapshotRequest{}, send);
      last_request_ = last_identity_request_ = now;
    }
    return;
  }
  if (!identity_ && !answered_ && now - last_identity_request_ >= ask_again_ms) {
    request(tactile::IdentityRequest{}, send);
    last_identity_request_ = now;
  }
  // A heartbeat truly late, or a snapshot wanted and not come (the request lost): ask again.
  if ((snapshot_wanted_ || now - last_line_ >= tactile::late_ms) && now - last_request_ >= ask_again_ms) {
    request(tactile::SnapshotRequest{}, send);
    last_request_ = now;
  }
}

void TactileProtocol::connect(int64_t now, const EventSink& emit) {
  answered_ = true;
  emit(BoardEvent{now, sensed::Connected{identity_.value_or("")}});
  if (held_) {
    const tactile::Occupancy held = std::move(*held_);
    held_.reset();
    snapshot(
        held, held_seq_, now, [](std::span<const uint8_t>) {}, emit);
  }
}

void TactileProtocol::snapshot(const tactile::Occupancy& snap, uint8_t seq, int64_t now, const Send& send,
                               const EventSink& emit) {
  // Version 2: the lifts it lists that were never passed on (their UP lost, or come while
  // the picture was unknown) are touches all the same, passed on first, oldest first, as
  // they happened; a peg the host did not know was there was put there first.
  for (const tactile::KeptLift& lift : snap.lifts) {
    if (passed_on_[lift.seq] == int8_t(lift.square)) continue;
    passed_on_[lift.seq] = int8_t(lift.square);
    if (!(occupied_ & bit(lift.square))) emit(BoardEvent{now, sensed::Place{lift.square, std::nullopt}});
    occupied_ &= ~bit(lift.square);
    emit(BoardEvent{now, sensed::Lift{lift.square}});
    snapshot_wanted_ = true;  // the picture after them is told whole
  }
  if (version_ >= 2) request(tactile::Acknowledge{seq}, send);
  // The heartbeat is reported only when it tells something new: after a resync, or
  // when it shows a change that no event reported.
  if (snapshot_wanted_ || snap.occupied != occupied_) {
    occupied_ = snap.occupied;
    snapshot_wanted_ = false;
    emit(BoardEvent{now, sensed::Snapshot{occupied_, std::nullopt}});
  }
}

void TactileProtocol::handle(const tactile::BoardMessage& m, uint8_t seq, int64_t now, const Send& send,
                             const EventSink& emit) {
  auto event = [&](BoardEventBody body) { return BoardEvent{now, std::move(body)}; };
  if (const auto* id = std::get_if<tactile::Identity>(&m)) {
    identity_ = id->maker + " " + id->model + " " + id->serial + ", protocol " + std::to_string(id->version);
    version_ = id->version;
    if (!answered_) connect(now, emit);
    return;
  }
  if (const auto* snap = std::get_if<tactile::Occupancy>(&m)) {
    if (!answered_) {  // `connected` says who the board is: the identity is waited for a while
      held_ = *snap;
      held_seq_ = seq;
      if (now - first_heard_ >= tactile::identity_wait_ms) connect(now, emit);
      return;
    }
    snapshot(*snap, seq, now, send, emit);
    return;
  }
  if (!answered_) return;
  // After a (re)connection or lost lines nothing is known for sure until the whole
  // picture has come: single pegs before it would be judged against an old picture.
  const bool picture_known = !snapshot_wanted_;
  if ((std::holds_alternative<tactile::PegUp>(m) || std::holds_alternative<tactile::PegDown>(m)) && !picture_known)
    return;
  if (const auto* up = std::get_if<tactile::PegUp>(&m)) {
    occupied_ &= ~bit(up->square);
    passed_on_[seq] = int8_t(up->square);
    emit(event(sensed::Lift{up->square}));
  } else if (const auto* down = std::get_if<tactile::PegDown>(&m)) {
    occupied_ |= bit(down->square);
    emit(event(sensed::Place{down->square, std::nullopt}));
  } else if (const auto* button = std::get_if<tactile::ButtonPress>(&m)) {
    emit(event(sensed::ButtonPress{button_named(button->name), button->name}));
  }
}

}  // namespace twinboard::devices
