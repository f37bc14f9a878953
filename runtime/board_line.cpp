#include "board_line.h"

#include "devices/board_kinds.h"

namespace twinboard::runtime {

BoardLine::BoardLine(Color id, std::string port, BoardProtocolId protocol, std::optional<Color> clock_left)
    : id_(id), port_(std::move(port)), protocol_(protocol), clock_left_(clock_left) {}

void BoardLine::open(const Wakeup* wakeup) {
  if (port_.empty() || input_) return;
  auto driver = devices::make_protocol(protocol_);
  if (!driver) return;  // a manual board has no cable
  turnable_ = driver->turnable() != nullptr;
  has_lights_ = driver->lights() != nullptr;
  input_ = std::make_unique<BoardInput>(port_, std::move(driver), wakeup);
}

std::vector<devices::BoardEvent> BoardLine::take() {
  return input_ ? input_->take() : std::vector<devices::BoardEvent>{};
}

void BoardLine::show_on_clock(const ClockShown& clock) {
  if (!input_) return;
  const bool white_left = clock_left_.value_or(Color::White) == Color::White;
  input_->link().show_on_clock(clock.white, clock.black, clock.running, white_left);
}

void BoardLine::signal(int buzz_ms, int vibe_ms) {
  if (input_) input_->link().signal(buzz_ms, vibe_ms);
}

void BoardLine::light(Square from, Square to) {
  if (input_) input_->link().light(from, to);
}

void BoardLine::turn_round() {
  if (input_) input_->link().turn_round();
}

void BoardLine::connect() {
  pictured = false;  // its whole picture follows
  turned_round = false;
  was_connected_ = connected_ = true;
}

void BoardLine::disconnect() {
  pictured = false;
  connected_ = false;
  ++losses_;
}

}  // namespace twinboard::runtime
