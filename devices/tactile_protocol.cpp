#include "devices/tactile_protocol.h"

namespace twinboard::devices {
namespace {
constexpr int probe_ms = 1000;  // ask for a snapshot when the heartbeat is this late
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

void TactileProtocol::start(const Send& send, int64_t now) {
  reader_ = {};
  answered_ = false;
  last_board_seq_.reset();
  snapshot_wanted_ = true;
  last_line_ = now;
  request(tactile::IdentityRequest{}, send);
  request(tactile::SnapshotRequest{}, send);
  last_request_ = now;
}

void TactileProtocol::received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) {
  reader_.feed(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
  while (auto item = reader_.next()) {
    if (std::holds_alternative<tactile::DamagedLine>(*item)) {
      resync(send, now);
      continue;
    }
    const auto& line = std::get<tactile::Line>(*item);
    if (last_board_seq_ && uint8_t(*last_board_seq_ + 1) != line.seq) resync(send, now);  // lines were lost
    last_board_seq_ = line.seq;
    last_line_ = now;
    auto message = tactile::parse_board_message(line.body);
    if (!message) {
      resync(send, now);
      continue;
    }
    handle(*message, now, emit);
  }
}

void TactileProtocol::tick(int64_t now, const Send& send) {
  // Silent for a while, or a snapshot wanted and not come (the request lost): ask again.
  if ((snapshot_wanted_ || now - last_line_ >= probe_ms) && now - last_request_ >= probe_ms) {
    request(tactile::SnapshotRequest{}, send);
    last_request_ = now;
  }
}

void TactileProtocol::handle(const tactile::BoardMessage& m, int64_t now, const EventSink& emit) {
  auto event = [&](BoardEventBody body) { return BoardEvent{now, std::move(body)}; };
  if (const auto* id = std::get_if<tactile::Identity>(&m)) {
    if (!answered_) {
      answered_ = true;
      emit(event(sensed::Connected{id->maker + " " + id->model + " " + id->serial + ", protocol " +
                                   std::to_string(id->version)}));
    }
    return;
  }
  if (const auto* snap = std::get_if<tactile::Occupancy>(&m)) {
    if (!answered_) {  // a board that sends snapshots before its identity is there too
      answered_ = true;
      emit(event(sensed::Connected{}));
    }
    // The heartbeat is reported only when it tells something new: after a resync, or
    // when it shows a change that no event reported.
    if (snapshot_wanted_ || snap->occupied != occupied_) {
      occupied_ = snap->occupied;
      snapshot_wanted_ = false;
      emit(event(sensed::Snapshot{occupied_, std::nullopt}));
    }
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
    emit(event(sensed::Lift{up->square}));
  } else if (const auto* down = std::get_if<tactile::PegDown>(&m)) {
    occupied_ |= bit(down->square);
    emit(event(sensed::Place{down->square, std::nullopt}));
  } else if (const auto* button = std::get_if<tactile::ButtonPress>(&m)) {
    emit(event(sensed::ButtonPress{button_named(button->name), button->name}));
  }
}

}  // namespace twinboard::devices
