#pragma once
// A board on a pseudo-terminal, driven by a script of physical actions, one a line:
//   lift e2 | place e4 [P] | button NAME | garbage N | wait MS | unplug | replug |
//   hang | resume | quit      (and '#' comments)
// A board answers its host's commands as the real one does. Tests and
// `twinboard emulate` use the same classes.
#include <array>
#include <atomic>
#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/types.h"
#include "devices/pseudo_terminal.h"

namespace twinboard::devices {

class BoardEmulator {
 public:
  explicit BoardEmulator(const std::string& link_path);
  virtual ~BoardEmulator();
  BoardEmulator(const BoardEmulator&) = delete;
  BoardEmulator& operator=(const BoardEmulator&) = delete;

  const std::string& path() const { return pty_.link_path(); }
  // Queues a script line (thread-safe) and wakes the board at once. Bad lines are reported
  // on `errors`.
  void perform(const std::string& line);
  // When the first bytes that report the last script action went to the host (steady
  // clock): a bench's "on the wire". Sent by the action itself (a peg, a button) or by the
  // board's next scan or tick (a DGT board's field update, its clock message after the
  // lever); an answer to the host's command in between (a serial number, a dump) does not
  // count, or the wire would be stamped before the action's bytes left (issue 50, item 4).
  std::chrono::steady_clock::time_point last_action_written() const;
  // Runs until `stop` is set or a `quit` line; answers the host, plays the script.
  void run(const std::atomic<bool>& stop);
  bool idle() const;  // the script so far has been played
  // The chess squares the board's lights show, as its host last set them (a ChessLink's or a
  // Certabo's LEDs); none on a board without lights. Thread-safe.
  virtual std::vector<Square> lit_squares() const { return {}; }
  std::vector<std::string> errors() const;

 protected:
  // A physical action for this kind of board; returns an error message or "".
  virtual std::string act(const std::vector<std::string>& words) = 0;
  virtual void host_bytes(std::span<const uint8_t> bytes, int64_t now) = 0;
  virtual void tick(int64_t now) = 0;
  virtual void plugged_in(int64_t now) = 0;  // a fresh connection (power-up)
  // What a board sends: the report of the script's action (a changed square, a button), or
  // something else (an answer to the host's command, a clock's reading every second).
  enum class Sent { Action, Other };
  void send(std::span<const uint8_t> bytes, Sent what = Sent::Action);  // to the host, unless unplugged or hung
  // A script's whole number, 0 or more; nothing for anything else ("abc", "-1", "1e99").
  static std::optional<int> number(const std::string& s);
  // `lift SQ` and `place SQ LETTER` on a board that knows its pieces: done on `physical`
  // (a place on a filled square replaces the piece: a capture), with "" or an error message;
  // nothing when `words` are another action.
  static std::optional<std::string> move_piece(std::array<Piece, 64>& physical, const std::vector<std::string>& words);

 private:
  void play_script(int64_t now);

  PseudoTerminal pty_;
  int wake_fd_ = -1;  // an eventfd: a script line is waiting
  std::atomic<std::chrono::steady_clock::time_point> last_action_written_{};
  bool action_unsent_ = false;  // a script action whose bytes have not gone out yet (the emulator's thread)
  mutable std::mutex mutex_;
  std::deque<std::string> script_;
  std::vector<std::string> errors_;
  int64_t resume_at_ = 0;
  bool hung_ = false;
  bool quit_ = false;
  bool busy_ = false;
  std::mt19937 noise_{20261122};
};

}  // namespace twinboard::devices
