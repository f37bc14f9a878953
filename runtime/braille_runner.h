// One player's braille beside the table's loop: his refreshable display (BrlAPI) when the
// configuration asks for one, the window's six-key typing, and the terminal's dot digits,
// all on one BrailleDesk; what they give goes to the table (journalled as "braille") or is
// said to him alone. Two VI players have one each, each display through its own BRLTTY.
#pragma once

#include <chrono>
#include <iostream>
#include <memory>
#include <thread>
#include <optional>

#include "braille/braille_desk.h"
#include "braille/brlapi_display.h"
#include "braille/cell_words.h"
#include "braille/scoresheet_text.h"
#include "core/spoken_numbers.h"
#include "devices/serial_port.h"
#include "table_runtime.h"
#include "ui/table_window.h"

namespace twinboard::runtime {

class BrailleRunner {
 public:
  // The braille of the player of colour `seat`; `display`: look for his braille display
  // through BRLTTY at `host` ("" = BRLTTY's default).
  BrailleRunner(Color seat, bool display, const std::string& host) : seat_(seat), desk_(seat) {
    if (display) display_ = std::make_unique<braille::BrlapiDisplay>(braille::BrlapiDisplay::Options{host, "", 2000});
  }

  // The braille display's connection, for the loop to wake on a key at once; -1: none.
  int wake_fd() const { return display_ ? display_->file_descriptor() : -1; }
  // A display is configured (connected or not): it is refreshed and reconnected often.
  bool has_display() const { return display_ != nullptr; }

  void update(TableRuntime& runtime, ui::TableWindow* window) {
    const Table& table = runtime.table();
    const Language language = table.setup().vocabulary_of(listener()).language;
    if (window)
      for (const auto& t : window->take_typing()) {
        using K = ui::TableWindow::Typing::Kind;
        if (t.kind == K::Key) apply(runtime, desk_.key(t.key, table, runtime.now(), 0));
        else
          runtime.tell(listener(), [on = t.kind == K::On](const Vocabulary& v) {
            const TypingPhrases& said = braille::typing_phrases(v.language);
            return std::string(on ? said.keys_on : said.keys_off);
          });
      }
    if (!display_) {
      runtime.said_to(listener(), seen_);
      return;
    }
    auto notice = display_->maintain(devices::monotonic_ms());
    // At the start the first answer is awaited a little (a local BRLTTY answers at once),
    // so the player hears about his display before the game begins.
    for (const auto until = devices::monotonic_ms() + 500;
         first_ && !notice && display_->connecting() && devices::monotonic_ms() < until;) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      notice = display_->maintain(devices::monotonic_ms());
    }
    first_ = false;
    if (notice) {
      using N = braille::BrlapiDisplay::Notice::Kind;
      runtime.tell(listener(), [kind = notice->kind, width = notice->width](const Vocabulary& v) {
        const TypingPhrases& said = braille::typing_phrases(v.language);
        const std::string_view phrase = kind == N::Absent  ? said.display_absent
                                        : kind == N::Ready ? said.display_ready
                                                           : said.display_lost;
        return fill_in(phrase, {{"cells", std::to_string(width), count_agreement(width, v.language)}});
      });
      if (notice->kind != N::Ready) std::cerr << "(braille display: " << notice->detail << ")\n";
    }
    const int width = display_->width();
    for (const braille::DisplayKey& k : display_->keys()) {
      apply(runtime, desk_.key(k, runtime.table(), runtime.now(), width));
      // A routing key's answer is what the display shows already (the square, the rank).
      if (k.kind == braille::DisplayKey::Kind::Route) runtime.said_to(listener(), seen_);
    }
    // What he is told comes up on the display too: some players hear little or nothing.
    // The display holds one message, so only the latest is put into braille.
    if (const auto said = runtime.said_to(listener(), seen_)) {
      try {
        desk_.message(braille::literary_braille(*said, code_of(language)), runtime.now());
      } catch (const std::exception&) {
        // No liblouis table: the speech alone.
      }
    }
    display_->show(desk_.window(runtime.table(), runtime.now(), width));
  }

  void apply(TableRuntime& runtime, const braille::BrailleDesk::Reaction& reaction) {
    for (const Input& in : reaction.inputs) runtime.input(in, "braille");
    for (const std::string& text : reaction.speech) runtime.speak(listener(), text, Priority::Info);
  }
  braille::BrailleDesk& desk() { return desk_; }
  Color seat() const { return seat_; }

 private:
  Listener listener() const { return listener_of(seat_); }
  Color seat_;
  braille::BrailleDesk desk_;
  std::unique_ptr<braille::BrlapiDisplay> display_;
  std::uint64_t seen_ = 0;  // messages to the player already put on the display
  bool first_ = true;
};

}  // namespace twinboard::runtime
