#include "devices/board_emulator.h"

#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <sstream>

#include "devices/board_link.h"

namespace twinboard::devices {
namespace {

std::vector<std::string> words_of(const std::string& line) {
  std::istringstream in(line.substr(0, line.find('#')));
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

}  // namespace

std::optional<int> BoardEmulator::number(const std::string& s) {
  int v = 0;
  auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (error != std::errc() || end != s.data() + s.size() || v < 0) return std::nullopt;
  return v;
}

BoardEmulator::BoardEmulator(const std::string& link_path)
    : pty_(link_path), wake_fd_(eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK)) {}

BoardEmulator::~BoardEmulator() {
  if (wake_fd_ >= 0) close(wake_fd_);
}

void BoardEmulator::perform(const std::string& line) {
  {
    std::lock_guard lock(mutex_);
    script_.push_back(line);
  }
  const uint64_t one = 1;
  if (wake_fd_ >= 0) (void)!::write(wake_fd_, &one, sizeof one);
}

std::chrono::steady_clock::time_point BoardEmulator::last_action_written() const { return last_action_written_.load(); }

bool BoardEmulator::idle() const {
  std::lock_guard lock(mutex_);
  return script_.empty() && !busy_ && monotonic_ms() >= resume_at_;
}

std::vector<std::string> BoardEmulator::errors() const {
  std::lock_guard lock(mutex_);
  return errors_;
}

void BoardEmulator::send(std::span<const uint8_t> bytes, Sent what) {
  if (hung_) return;
  if (what == Sent::Action && action_unsent_) {
    last_action_written_ = std::chrono::steady_clock::now();  // before the write: the host may read at once
    action_unsent_ = false;
  }
  pty_.write(bytes);
}

void BoardEmulator::play_script(int64_t now) {
  while (true) {
    std::string line;
    {
      std::lock_guard lock(mutex_);
      if (script_.empty() || now < resume_at_) return;
      line = script_.front();
      script_.pop_front();
      busy_ = true;
    }
    const auto w = words_of(line);
    std::string error;
    if (w.empty()) {
    } else if (w[0] == "wait" && w.size() == 2 && number(w[1])) {
      std::lock_guard lock(mutex_);
      resume_at_ = now + *number(w[1]);
    } else if (w[0] == "garbage" && w.size() == 2 && number(w[1]) && *number(w[1]) <= 100000) {
      std::vector<uint8_t> bytes(size_t(*number(w[1])));
      for (auto& b : bytes) b = uint8_t(noise_());
      send(bytes);
    } else if (w[0] == "unplug" && w.size() == 1) {
      pty_.unplug();
    } else if (w[0] == "replug" && w.size() == 1) {
      pty_.replug();
      plugged_in(now);
    } else if (w[0] == "hang" && w.size() == 1) {
      hung_ = true;
    } else if (w[0] == "resume" && w.size() == 1) {
      hung_ = false;
    } else if (w[0] == "quit") {
      quit_ = true;
    } else {
      action_unsent_ = true;
      error = act(w);
    }
    std::lock_guard lock(mutex_);
    busy_ = false;
    if (!error.empty()) {
      errors_.push_back(line + ": " + error);
      std::fprintf(stderr, "emulator: %s: %s\n", line.c_str(), error.c_str());
    }
  }
}

std::optional<std::string> BoardEmulator::move_piece(std::array<Piece, 64>& physical,
                                                     const std::vector<std::string>& w) {
  if ((w[0] == "lift" && w.size() == 2) || (w[0] == "place" && w.size() == 3)) {
    const auto square = parse_square(w[1]);
    if (!square) return "not a square";
    Piece& on = physical[size_t(index(*square))];
    if (w[0] == "lift") {
      if (!is_piece(on)) return "nothing stands there";
      on = Piece::None;
      return "";
    }
    const auto piece = w[2].size() == 1 ? piece_from_fen_letter(w[2][0]) : std::nullopt;
    if (!piece) return "a piece letter is needed: PNBRQK or pnbrqk";
    on = *piece;
    return "";
  }
  if (w[0] == "place") return "this board knows the piece: place SQUARE LETTER";
  return std::nullopt;
}

void BoardEmulator::run(const std::atomic<bool>& stop) {
  plugged_in(monotonic_ms());
  while (!stop && !quit_) {
    // Woken by the host's bytes or a script line; every 10 ms for the board's own timers.
    pollfd p[2] = {{wake_fd_, POLLIN, 0}, {pty_.plugged() ? pty_.fd() : -1, POLLIN, 0}};
    poll(p, 2, 10);
    if (p[0].revents & POLLIN) {
      uint64_t woken;
      (void)!::read(wake_fd_, &woken, sizeof woken);
    }
    const int64_t now = monotonic_ms();
    const auto bytes = pty_.read_available();
    if (!bytes.empty() && !hung_) host_bytes(bytes, now);
    play_script(now);
    if (pty_.plugged() && !hung_) tick(now);
  }
}

}  // namespace twinboard::devices
