#include "devices/board_event.h"

#include <nlohmann/json.hpp>

#include "core/exhaustive.h"
#include "core/position.h"

namespace twinboard::devices {
namespace {

const char* running_name(ClockReading::Running r) {
  switch (r) {
    case ClockReading::Running::Left: return "left";
    case ClockReading::Running::Right: return "right";
    case ClockReading::Running::None: break;
  }
  return "none";
}

constexpr std::array kButtons{Button::Clock,      Button::Time,      Button::Repeat,     Button::LeverLeft,
                              Button::LeverRight, Button::ClockBack, Button::ClockMinus, Button::ClockRun,
                              Button::ClockPlus,  Button::ClockOk};

}  // namespace

std::string_view name(Button b) {
  switch (b) {
    case Button::Clock: return "clock";
    case Button::Time: return "time";
    case Button::Repeat: return "repeat";
    case Button::LeverLeft: return "lever-left";
    case Button::LeverRight: return "lever-right";
    case Button::ClockBack: return "clock-back";
    case Button::ClockMinus: return "clock-minus";
    case Button::ClockRun: return "clock-run";
    case Button::ClockPlus: return "clock-plus";
    case Button::ClockOk: return "clock-ok";
    case Button::Other: break;
  }
  return "other";
}

Button button_named(std::string_view text) {
  for (Button b : kButtons)
    if (name(b) == text) return b;
  return Button::Other;
}

std::string placement_of_occupancy(Bitboard occupied) {
  std::string s;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      if (!(occupied & bit(make_square(file, rank)))) {
        ++empty;
        continue;
      }
      if (empty) s += char('0' + empty);
      empty = 0;
      s += '?';
    }
    if (empty) s += char('0' + empty);
    if (rank > 0) s += '/';
  }
  return s;
}

ButtonAction action_of(Button b) {
  switch (b) {
    case Button::Clock: return ButtonAction::Press;
    case Button::LeverLeft: return ButtonAction::PressLeft;
    case Button::LeverRight: return ButtonAction::PressRight;
    case Button::Time:
    case Button::ClockOk: return ButtonAction::AskTime;
    case Button::Repeat: return ButtonAction::Repeat;
    case Button::ClockRun: return ButtonAction::StartStop;
    case Button::ClockBack:
    case Button::ClockMinus:
    case Button::ClockPlus:
    case Button::Other: break;
  }
  return ButtonAction::None;
}

std::array<Piece, 64> pieces_of(const sensed::Snapshot& snapshot) {
  if (snapshot.pieces) return *snapshot.pieces;
  std::array<Piece, 64> filled{};
  filled.fill(Piece::None);
  for (int sq = 0; sq < 64; ++sq)
    if (snapshot.occupied & bit(Square(sq))) filled[std::size_t(sq)] = make_piece(Color::White, PieceType::Pawn);
  return filled;
}

std::string event_json(const BoardEvent& e) {
  nlohmann::ordered_json j;
  std::visit(overloaded{
                 [&](const sensed::Connected& c) {
                   j["event"] = "connected";
                   if (!c.identity.empty()) j["detail"] = c.identity;
                 },
                 [&](const sensed::Disconnected& d) {
                   j["event"] = "disconnected";
                   if (!d.why.empty()) j["detail"] = d.why;
                 },
                 [&](const sensed::Lift& l) { j["event"] = "lift", j["square"] = square_name(l.square); },
                 [&](const sensed::Place& p) {
                   j["event"] = "place", j["square"] = square_name(p.square);
                   if (p.piece) j["piece"] = std::string(1, fen_letter(*p.piece));
                 },
                 [&](const sensed::Snapshot& s) {
                   j["event"] = "snapshot";
                   j["board"] = s.pieces ? placement_of(*s.pieces) : placement_of_occupancy(s.occupied);
                 },
                 [&](const sensed::ButtonPress& b) { j["event"] = "button", j["name"] = b.name; },
                 [&](const sensed::ClockTimes& c) {
                   j["event"] = "clock";
                   j["left_ms"] = c.reading.left_ms;
                   j["right_ms"] = c.reading.right_ms;
                   j["running"] = running_name(c.reading.running);
                   j["clock_connected"] = c.reading.connected;
                 },
                 [&](const sensed::ClockSilent& s) {
                   j["event"] = "clock-silent";
                   if (!s.why.empty()) j["detail"] = s.why;
                 },
                 [&](const sensed::ClockAnswering&) { j["event"] = "clock-answering"; },
             },
             e.body);
  j["t_ms"] = e.t_ms;
  // Text from a board (an identity, a button's name) is not trusted to be UTF-8.
  return j.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

}  // namespace twinboard::devices
