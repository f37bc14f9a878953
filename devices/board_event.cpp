#include "devices/board_event.h"

#include <nlohmann/json.hpp>

namespace twinboard::devices {
namespace {

const char* kind_name(BoardEvent::Kind k) {
  switch (k) {
    case BoardEvent::Kind::Connected: return "connected";
    case BoardEvent::Kind::Disconnected: return "disconnected";
    case BoardEvent::Kind::Lift: return "lift";
    case BoardEvent::Kind::Place: return "place";
    case BoardEvent::Kind::Snapshot: return "snapshot";
    case BoardEvent::Kind::Button: return "button";
    case BoardEvent::Kind::Clock: return "clock";
    case BoardEvent::Kind::ClockSilent: return "clock-silent";
    case BoardEvent::Kind::ClockAnswering: return "clock-answering";
  }
  return "unknown";
}

const char* running_name(ClockReading::Running r) {
  switch (r) {
    case ClockReading::Running::Left: return "left";
    case ClockReading::Running::Right: return "right";
    case ClockReading::Running::None: break;
  }
  return "none";
}

}  // namespace

std::string event_json(const BoardEvent& e) {
  nlohmann::ordered_json j;
  j["event"] = kind_name(e.kind);
  switch (e.kind) {
    case BoardEvent::Kind::Lift: j["square"] = square_name(e.square); break;
    case BoardEvent::Kind::Place:
      j["square"] = square_name(e.square);
      if (e.piece) j["piece"] = std::string(1, fen_letter(*e.piece));
      break;
    case BoardEvent::Kind::Snapshot: j["board"] = e.placement; break;
    case BoardEvent::Kind::Button: j["name"] = e.button; break;
    case BoardEvent::Kind::Clock:
      j["left_ms"] = e.clock.left_ms;
      j["right_ms"] = e.clock.right_ms;
      j["running"] = running_name(e.clock.running);
      j["clock_connected"] = e.clock.connected;
      break;
    case BoardEvent::Kind::ClockSilent:
    case BoardEvent::Kind::ClockAnswering:
    case BoardEvent::Kind::Connected:
    case BoardEvent::Kind::Disconnected:
      if (!e.detail.empty()) j["detail"] = e.detail;
      break;
  }
  j["t_ms"] = e.t_ms;
  // Text from a board (an identity) is not trusted to be UTF-8.
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace twinboard::devices
