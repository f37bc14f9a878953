// The arbiter's line in the window (issue 18, roles): a PIN first, then orders answered as
// at the arbiter's station (app/arbiter_station.h), journalled as given by "arbiter window".
// A wrong PIN is refused and logged; three in a row lock the line for a minute.
#pragma once

#include <string>
#include <vector>

#include "arbiter_login.h"
#include "core/text_fold.h"
#include "arbiter_station.h"
#include "core/phrasebook.h"
#include "devices/board_link.h"
#include "table_runtime.h"
#include "ui/table_window.h"

namespace twinboard::runtime {

class WindowArbiter {
 public:
  explicit WindowArbiter(std::string pin) : login_(std::move(pin)) {}

  // Takes the lines typed in `window` since the last call.
  void take(ui::TableWindow& window, TableRuntime& runtime, const ArbiterStations::OrderHandler& order,
            const ArbiterStations::AdjournHandler& adjourn) {
    const Language language = runtime.table().setup().vocabulary[int(Listener::Arbiter)]->language;
    const ArbiterPhrases& say = phrasebook(language).arbiter;
    for (const std::string& line : window.take_arbiter_lines()) {
      if (login_.unlocked()) {
        if (fold(trim(line)) == "lock") {
          login_.lock();
          answer_ = {"ok: " + std::string(say.line_locked)};
        } else if (auto answer = answer_arbiter_line(line, "arbiter window", order, adjourn, language);
                   !answer.empty()) {
          answer_ = std::move(answer);
        }
        continue;
      }
      using O = ArbiterLogin::Outcome;
      const std::int64_t now = devices::monotonic_ms();
      switch (login_.enter(line, now)) {
        case O::Unlocked:
          answer_ = {"ok: " + std::string(say.line_open)};
          runtime.tell(Listener::Arbiter, std::string(say.told_unlocked), LogLevel::Info);
          break;
        case O::Wrong:
          answer_ = {"error: " + std::string(say.wrong_pin)};
          runtime.tell(Listener::Arbiter, std::string(say.told_wrong_pin));
          break;
        case O::Blocked:
          answer_ = {"error: " + fill_in(say.pins_blocked,
                                         {{"tries", std::to_string(ArbiterLogin::kTries)},
                                          {"seconds", std::to_string((login_.blocked_until() - now + 999) / 1000)}})};
          break;
        case O::NoPin: answer_ = {"error: " + std::string(say.no_pin)}; break;
      }
    }
    window.set_arbiter_state(login_.unlocked(), answer_);
  }

 private:
  ArbiterLogin login_;
  std::vector<std::string> answer_;
};

}  // namespace twinboard::runtime
