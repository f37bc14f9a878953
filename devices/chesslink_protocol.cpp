#include "devices/chesslink_protocol.h"

namespace twinboard::devices {
namespace {

constexpr int handshake_retry_ms = 2000;  // until the board answers
constexpr int poll_ms = 1000;             // the status asked for: the board has no heartbeat
// LED codes are played bit 7 to bit 0, one bit a slot of 32 x 4.096 ms: a square to take a
// piece from blinks (about once a second), a square to put one on is steady.
constexpr uint8_t kSlotTime = 32;
constexpr uint8_t kBlink = 0xf0, kSteady = 0xff;

}  // namespace

void ChessLinkProtocol::send_handshake(const Send& send, int64_t now) {
  send(chesslink::version_request());
  send(chesslink::write_e2rom(chesslink::kAutoReport, chesslink::kReportOnSettledChange));
  send(chesslink::status_request());
  last_handshake_ = last_poll_ = last_mode_sent_ = now;
}

void ChessLinkProtocol::start(const Send& send, int64_t now) {
  decoder_ = {};
  answered_ = false;
  mode_confirmed_ = false;
  identity_ = "Millennium ChessLink";
  reader_.picture_due();
  lights_.send_again();  // a board after power-up shows none
  send_handshake(send, now);
}

void ChessLinkProtocol::received(std::span<const uint8_t> bytes, int64_t now, const Send& send, const EventSink& emit) {
  const std::size_t skipped_before = decoder_.bytes_skipped();
  decoder_.feed(bytes);
  while (auto m = decoder_.next()) handle(*m, now, emit);
  // A damaged report is dropped whole; the board's status tells the truth again. Bad bytes
  // never make a move: the next report is compared with the last good one.
  if (answered_ && decoder_.bytes_skipped() != skipped_before) {
    send(chesslink::status_request());
    last_poll_ = now;
  }
}

void ChessLinkProtocol::tick(int64_t now, const Send& send) {
  if (!answered_) {
    if (now - last_handshake_ >= handshake_retry_ms) send_handshake(send, now);
    return;
  }
  if (now - last_poll_ >= poll_ms) {
    send(chesslink::status_request());
    last_poll_ = now;
  }
  // The report mode until the board echoes it: a board left reporting every scan turns each
  // square a slid piece crosses into a lift and a place.
  if (!mode_confirmed_ && now - last_mode_sent_ >= poll_ms) {
    send(chesslink::write_e2rom(chesslink::kAutoReport, chesslink::kReportOnSettledChange));
    last_mode_sent_ = now;
  }
  if (lights_.unsent) send_lights(send);
}

void ChessLinkProtocol::turn_round() {
  reader_.turn_round();
  lights_.send_again();
  last_poll_ = 0;  // the status at once
}

void ChessLinkProtocol::light(Square from, Square to) { lights_.set(from, to); }

void ChessLinkProtocol::send_lights(const Send& send) {
  lights_.unsent = false;
  if (!lights_.any()) {
    send(chesslink::leds_off());
    return;
  }
  chesslink::LedCodes codes{};
  // The board's own square under a chess square: turned boards light the other corner.
  auto mark = [&](Square s, uint8_t code) {
    if (s == kNoSquare) return;
    for (int led : chesslink::corners_of(reader_.on_board(s))) codes[size_t(led)] = code;
  };
  mark(lights_.from, kBlink);
  mark(lights_.to, kSteady);  // a corner both squares share stays steady
  send(chesslink::leds(kSlotTime, codes));
}

void ChessLinkProtocol::handle(const chesslink::Message& m, int64_t now, const EventSink& emit) {
  if (const auto* version = std::get_if<chesslink::VersionReply>(&m)) {
    identity_ =
        "Millennium ChessLink, firmware " + std::to_string(version->major) + "." + std::to_string(version->minor);
    return;
  }
  if (const auto* echo = std::get_if<chesslink::E2romReply>(&m))
    if (echo->command == 'w' && echo->address == chesslink::kAutoReport &&
        echo->value == chesslink::kReportOnSettledChange)
      mode_confirmed_ = true;
  const auto* status = std::get_if<chesslink::Status>(&m);
  if (!status) return;  // acknowledgements: nothing to report
  if (!answered_) emit(BoardEvent{now, sensed::Connected{identity_}});
  answered_ = true;
  if (reader_.report(status->read, now, emit)) lights_.send_again();  // turned round: its lights too
}

}  // namespace twinboard::devices
