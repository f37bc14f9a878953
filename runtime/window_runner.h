// The window beside a command's loop: opened when a display exists (or SDL_VIDEODRIVER
// names one, as the tests' dummy driver), redrawn a few times a second, closed by its
// user without stopping the table.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <cstdlib>
#include <iostream>
#include <memory>

#include "game_record.h"
#include "table_runtime.h"
#include "ui/table_window.h"

namespace twinboard::runtime {

class WindowRunner {
 public:
  // `reader`: the player who reads the large print (a low-vision player), in his language and
  // from his side; none: the arbiter's language, White's side.
  WindowRunner(bool wanted, bool large_print, std::optional<Color> reader = std::nullopt) : reader_(reader) {
    if (!wanted) return;
    if (!std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY") && !std::getenv("SDL_VIDEODRIVER")) {
      std::cerr << "(no display: the table runs without its window)\n";
      return;
    }
    try {
      window_ = std::make_unique<ui::TableWindow>(ui::WindowOptions{1280, 720, large_print, false});
    } catch (const std::exception& e) {
      std::cerr << "(no window: " << e.what() << ")\n";
    }
  }

  // Looks at most ten times a second, and draws only when what it shows changed (issue 50: an
  // idle table's window is not drawn again and again); `braille_line`: what the VI player is typing.
  void update(const TableRuntime& runtime, const std::string& braille_line = "") {
    if (!window_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    if (!window_->poll()) {
      window_.reset();  // closed: the table goes on
      return;
    }
    // The large print is for a player with some sight: in his language, from his side; else the arbiter's.
    const Listener reader = window_->large_print() && reader_ ? listener_of(*reader_) : Listener::Arbiter;
    const Made made{runtime.table().changes(), runtime.memory().notes(), reader, braille_line};
    ui::ViewModel model;
    if (shown_ && made == made_) {  // nothing changed but the clocks: the picture is made once
      model = *shown_;
      const Clock& clock = runtime.table().clock();
      if (model.clock_in_use) {
        model.white_ms = clock.remaining(Color::White, runtime.now());
        model.black_ms = clock.remaining(Color::Black, runtime.now());
        model.running = clock.running();
      }
    } else {
      model = ui::view_model(runtime.table(), runtime.memory(), runtime.now(), reader);
      model.braille_line = braille_line;
      model.heading = ui::heading(game_tags(runtime.table(), runtime.tags()), model);  // the pairing's names too
      made_ = made;
    }
    if (shown_ && !window_->stale() && ui::same_picture(*shown_, model)) return;
    window_->show(model);
    ++drawn_;
    shown_ = std::move(model);
  }
  // How many frames were drawn (a test counts them on an idle table).
  std::uint64_t drawn() const { return drawn_; }
  ui::TableWindow* window() { return window_.get(); }

 private:
  std::unique_ptr<ui::TableWindow> window_;
  std::optional<Color> reader_;
  std::chrono::steady_clock::time_point last_{};
  std::optional<ui::ViewModel> shown_;  // what the window shows now
  // What its model was made from: the table's and its memory's changes, the reader, the typing.
  struct Made {
    std::uint64_t table = 0, memory = 0;
    Listener reader = Listener::Arbiter;
    std::string braille_line;
    bool operator==(const Made&) const = default;
  };
  Made made_;
  std::uint64_t drawn_ = 0;
};

}  // namespace twinboard::runtime
