#include "table_sources.h"

#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <iostream>

#include "braille/cell_words.h"
#include "runtime/table_log.h"
#include "signals.h"

namespace twinboard::app {

void Interruption::add_fds(std::vector<int>& fds) const {
  if (const int fd = interrupted_fd(); fd >= 0) fds.push_back(fd);
}

bool Interruption::drain() { return !interrupted; }

bool StationsInput::drain() {
  stations_.poll(order_, adjourn_, table_.table().setup().vocabulary[int(Listener::Arbiter)]->language);
  return true;
}

bool HallActions::drain() {
  const auto actions = hall_.take_actions();  // first: it clears the wake-up a pairing also sets
  // The round's pairing (issue 37): journalled as an input, once (the broker gives the
  // retained one again on every reconnection); the table tells each player who plays
  // against him, and the game's record names them.
  if (auto pairing = hall_.take_pairing(); pairing && table_.table().players() != *pairing)
    table_.input(std::move(*pairing), "hall");
  for (const auto& [topic, payload] : actions) {
    const std::string over = table_.table().result() ? table_.table().result()->result : "";
    auto checked = desk_.check(topic, payload, runtime::wall_clock_ms(), over);
    if (!checked) {
      const auto& [id, reason] = checked.error();
      runtime::write_log(
          *log_, runtime::LogLevel::Warning,
          "hall: refused " + (id.empty() ? std::string("a message") : "the action " + id) + ": " + reason);
      if (!id.empty()) hall_.answer(id, false, reason);  // an unreadable message has no one to answer
      continue;
    }
    // Journalled with the arbiter's name, as his station's orders are with the station's.
    const auto refused = order_(checked->order, "arbiter " + checked->action.arbiter + " (hall)");
    hall_.answer(checked->action.id, !refused, refused.value_or(arbiter_line(checked->order)));
  }
  return true;
}

void Displays::add_fds(std::vector<int>& fds) const {
  for (const auto& b : braille_)
    if (const int fd = b ? b->wake_fd() : -1; fd >= 0) fds.push_back(fd);
}

std::optional<int> Displays::wait_at_most_ms() const {
  const bool display =
      std::any_of(braille_.begin(), braille_.end(), [](const auto& b) { return b && b->has_display(); });
  if (window_.window() || display) return 50;
  return std::nullopt;
}

bool Displays::drain() {
  const auto& typist = braille_[typing_];
  window_.update(table_, typist ? braille::to_unicode(typist->desk().typing()) : "");
  if (auto* w = window_.window()) {
    window_arbiter_.take(*w, table_, order_, adjourn_);
    // Issue 48, item 11: his Y or N to a draw offered to him; a key with nothing to answer is nothing.
    for (bool accept : w->take_draw_answers())
      if (auto answer = ui::window_draw_answer(table_.table(), accept)) table_.input(std::move(*answer), "window");
  }
  for (Color c : kColors)
    if (braille_[c]) braille_[c]->update(table_, c == typing_ ? window_.window() : nullptr);
  return true;
}

ScriptInput::ScriptInput(runtime::TableRuntime& table, const runtime::Script& script, double speed)
    : table_(table), script_(script), speed_(speed) {
  if (table.resumed()) {
    int done = 0;
    for (const std::string& source : table.journal_sources())
      if (source.starts_with("input:")) done = std::max(done, std::stoi(source.substr(6)));
    while (next_ < script.events.size() && script.events[next_].first <= done) ++next_;
  }
  start_ = table.now();
  started_ = std::chrono::steady_clock::now();
}

std::chrono::steady_clock::time_point ScriptInput::due(std::size_t i) const {
  const double due_real_ms = double(script_.events[i].second.at - start_) / speed_;
  return started_ + std::chrono::microseconds(std::int64_t(due_real_ms * 1000));
}

std::optional<int> ScriptInput::wait_at_most_ms() const {
  if (next_ >= script_.events.size()) return 0;
  const auto left = due(next_) - std::chrono::steady_clock::now();
  return int(std::clamp<std::int64_t>(std::chrono::duration_cast<std::chrono::milliseconds>(left).count(), 0, 50));
}

// One event a pass, once it is due: the boards and the clock are looked at between two.
bool ScriptInput::drain() {
  if (next_ >= script_.events.size()) return false;
  if (std::chrono::steady_clock::now() < due(next_)) return true;
  table_.feed(script_.events[next_].second, "input:" + std::to_string(script_.events[next_].first));
  ++next_;
  return true;
}

KeyboardInput::KeyboardInput(runtime::TableSession& session)
    : session_(session), terminal_(STDIN_FILENO), last_typed_(std::chrono::steady_clock::now()) {}

void KeyboardInput::add_fds(std::vector<int>& fds) const {
  if (open_) fds.push_back(STDIN_FILENO);
}

std::optional<int> KeyboardInput::wait_at_most_ms() const {
  if (keys_.waiting()) return 50;  // an Escape alone is known by the pause after it
  return std::nullopt;
}

bool KeyboardInput::drain() {
  bool going = true;
  char buffer[4096];
  for (std::size_t taken = 0; taken < 64 * 1024 && open_ && going;) {
    pollfd p{STDIN_FILENO, POLLIN, 0};
    if (poll(&p, 1, 0) <= 0) break;
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
      open_ = false;  // input closed: the boards and the clock go on
      break;
    }
    taken += std::size_t(n);
    if (terminal_.active()) {
      last_typed_ = std::chrono::steady_clock::now();
      keys_.feed({reinterpret_cast<const uint8_t*>(buffer), std::size_t(n)});
      while (auto k = keys_.next()) going = going && session_.key(*k);
      continue;
    }
    typed_.append(buffer, std::size_t(n));
    for (std::size_t nl; (nl = typed_.find('\n')) != std::string::npos;) {
      std::string line = typed_.substr(0, nl);
      typed_.erase(0, nl + 1);
      if (line.find_first_not_of(" \r") != std::string::npos) going = going && session_.command(line);
    }
    if (typed_.size() > 64 * 1024) {  // no line is that long: not a command
      std::cerr << "twinboard table: an input line of more than 64 KiB is ignored\n";
      typed_.clear();
    }
  }
  // Escape alone is known by the pause after it (arrows start with Escape too).
  if (keys_.waiting() && std::chrono::steady_clock::now() - last_typed_ > std::chrono::milliseconds(30)) {
    keys_.flush();
    while (auto k = keys_.next()) going = going && session_.key(*k);
  }
  return going;
}

}  // namespace twinboard::app
