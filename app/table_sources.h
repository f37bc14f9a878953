// The inputs of `twinboard table` besides its boards, each one InputSource that the table's
// loop (TableRuntime::run) polls: the signals that stop it, the arbiter's stations, the
// hall's actions, the window and the braille display, a scenario's script, and the VI
// player's keyboard on the terminal.
#pragma once

#include <chrono>
#include <cstddef>
#include <memory>
#include <string>

#include "devices/terminal_keys.h"
#include "hall/hall_action.h"
#include "hall/mqtt_hall.h"
#include "raw_terminal.h"
#include "runtime/arbiter_station.h"
#include "runtime/player_stations.h"
#include "runtime/braille_runner.h"
#include "runtime/input_source.h"
#include "runtime/scenario_script.h"
#include "runtime/table_runtime.h"
#include "runtime/table_session.h"
#include "runtime/window_arbiter.h"
#include "runtime/window_runner.h"

namespace spdlog {
class logger;
}

namespace twinboard::app {

using runtime::InputSource;

// SIGINT, SIGTERM, SIGHUP: the table closes (its journal keeps the game).
class Interruption : public InputSource {
 public:
  void add_fds(std::vector<int>& fds) const override;
  bool drain() override;
};

// The arbiter's stations (`twinboard arbiter`) beside the journal.
class StationsInput : public InputSource {
 public:
  StationsInput(runtime::ArbiterStations& stations, const runtime::TableRuntime& table,
                runtime::ArbiterStations::OrderHandler order, runtime::ArbiterStations::AdjournHandler adjourn)
      : stations_(stations), table_(table), order_(std::move(order)), adjourn_(std::move(adjourn)) {}
  void add_fds(std::vector<int>& fds) const override { stations_.add_fds(fds); }
  bool drain() override;

 private:
  runtime::ArbiterStations& stations_;
  const runtime::TableRuntime& table_;
  runtime::ArbiterStations::OrderHandler order_;
  runtime::ArbiterStations::AdjournHandler adjourn_;
};

// The players' stations (`twinboard player`) beside the journal: each seat's lines to his session.
class PlayerStationsInput : public InputSource {
 public:
  PlayerStationsInput(runtime::PlayerStations& stations, ByColour<runtime::TableSession*> sessions)
      : stations_(stations), sessions_(sessions) {}
  void add_fds(std::vector<int>& fds) const override { stations_.add_fds(fds); }
  bool drain() override {
    stations_.poll(sessions_);
    return true;
  }

 private:
  runtime::PlayerStations& stations_;
  ByColour<runtime::TableSession*> sessions_;
};

// Arbiters' actions from the hall's page (issue 21), checked by the table itself before they
// reach the game; each answered on the broker, each refusal logged.
class HallActions : public InputSource {
 public:
  HallActions(hall::MqttHall& hall, hall::ActionDesk desk, runtime::TableRuntime& table,
              runtime::ArbiterStations::OrderHandler order, std::shared_ptr<spdlog::logger> log)
      : hall_(hall), desk_(std::move(desk)), table_(table), order_(std::move(order)), log_(std::move(log)) {}
  void add_fds(std::vector<int>& fds) const override { fds.push_back(hall_.wake_fd()); }
  bool drain() override;

 private:
  hall::MqttHall& hall_;
  hall::ActionDesk desk_;
  runtime::TableRuntime& table_;
  runtime::ArbiterStations::OrderHandler order_;
  std::shared_ptr<spdlog::logger> log_;
};

// The window (redrawn, and the arbiter's line in it) and each player's braille display (its
// keys, and the line it shows): both refresh the clocks, so the loop looks at them every
// 50 ms. The window's six-key braille typing is the terminal player's (`typing`).
class Displays : public InputSource {
 public:
  using BrailleRunners = ByColour<std::unique_ptr<runtime::BrailleRunner>>;
  Displays(runtime::TableRuntime& table, runtime::WindowRunner& window, runtime::WindowArbiter& window_arbiter,
           BrailleRunners& braille, Color typing, runtime::ArbiterStations::OrderHandler order,
           runtime::ArbiterStations::AdjournHandler adjourn)
      : table_(table),
        window_(window),
        window_arbiter_(window_arbiter),
        braille_(braille),
        typing_(typing),
        order_(std::move(order)),
        adjourn_(std::move(adjourn)) {}
  void add_fds(std::vector<int>& fds) const override;
  std::optional<int> wait_at_most_ms() const override;
  bool drain() override;

 private:
  runtime::TableRuntime& table_;
  runtime::WindowRunner& window_;
  runtime::WindowArbiter& window_arbiter_;
  BrailleRunners& braille_;
  Color typing_;
  runtime::ArbiterStations::OrderHandler order_;
  runtime::ArbiterStations::AdjournHandler adjourn_;
};

// A scenario's events at their times, paced in real time at `speed`; a resumed script goes on
// after the last line the journal holds. Ends the table after its last event.
class ScriptInput : public InputSource {
 public:
  ScriptInput(runtime::TableRuntime& table, const runtime::Script& script, double speed);
  std::optional<int> wait_at_most_ms() const override;
  bool drain() override;

 private:
  std::chrono::steady_clock::time_point due(std::size_t i) const;
  runtime::TableRuntime& table_;
  const runtime::Script& script_;
  double speed_;
  std::size_t next_ = 0;
  Millis start_;
  std::chrono::steady_clock::time_point started_;
};

// The terminal's player's keyboard: keys one by one on a terminal, whole
// lines from a pipe (up to 64 KiB a pass, so the boards and the clock are never kept
// waiting). Input closed: the boards and the clock go on.
class KeyboardInput : public InputSource {
 public:
  explicit KeyboardInput(runtime::TableSession& session);
  void add_fds(std::vector<int>& fds) const override;
  std::optional<int> wait_at_most_ms() const override;
  bool drain() override;

 private:
  runtime::TableSession& session_;
  RawTerminal terminal_;
  devices::TerminalKeyParser keys_;
  std::chrono::steady_clock::time_point last_typed_;
  std::string typed_;
  bool open_ = true;
};

}  // namespace twinboard::app
