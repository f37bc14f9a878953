// peg_board_sim: the peg board's firmware (firmware/src) running unchanged in simavr, with
// its contacts driven electrically and its USART0 on a pseudo-terminal, so that twinboard
// (or a person with `twinboard watch --protocol tactile PORT`) talks to it as to the real
// board on /dev/ttyACM0.
//
//   peg_board_sim FIRMWARE.elf [--link PATH] [--empty]
//
// It prints `port: PATH` on standard output, then reads physical actions, one a line, on
// standard input (docs/hardware/builders-guide.md, "Tested in simulation", lists them). The pegs start as in the initial
// position (--empty: no pegs). `after MS ACTION` does ACTION MS simulated milliseconds later.
//
// Its report on standard output stamps everything with the simulated time (the core's
// cycles over F_CPU, in ms; it stands still while the power is off), so that a test can
// judge the firmware's timing whatever the host machine's load does to the wall clock:
//   sent at T ms: LINE     a line the firmware sent, as the host receives it (T: its LF left the USART)
//   got at T ms: LINE      a line from the host, as the USART took it (T: its LF went in)
//   act at T ms: ACTION    an action done (`now` does nothing but say the time)
//   buzzer on at T ms      an output switched (buzzer, vibration)
//   error: ACTION: WHY     an action refused
//
// The electrical model: the firmware drives one matrix row (PORTA) low at a time; for each
// column (PORTC) the harness answers low when a closed contact joins it to a low row, high
// otherwise, as the pull-up and the diode would. The buttons are PF0-PF2, low when pressed.
// Time: simavr runs the core cycle by cycle; the harness holds simulated time to the wall
// clock, so the firmware's 1 s heartbeat is a real second for the host's 3 s liveness check.
// On a loaded machine the simulation falls behind the wall clock and catches up: the report's
// simulated times are the firmware's own, and stay exact.
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <termios.h>
#include <unistd.h>

#include <array>
#include <chrono>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "avr_ioport.h"
#include "avr_uart.h"
#include "sim_avr.h"
#include "sim_elf.h"
#include "sim_io.h"
#include "sim_irq.h"

namespace {

constexpr uint32_t kFrequency = 16000000;  // the Mega's crystal
constexpr uint64_t kCyclesPerMs = kFrequency / 1000;
constexpr uint64_t kSliceCycles = kCyclesPerMs / 10;  // timed actions land within 0.1 ms

// Where the firmware's outputs are reported, apart from simavr's own chatter (it prints
// the UART's configuration on stdout): the real standard output, kept aside at start.
FILE* report = stdout;

// One line of the report, with the simulated time it happened at.
void report_line(const char* what, uint64_t cycles, const std::string& text) {
  std::fprintf(report, "%s at %.3f ms: ", what, double(cycles) / double(kCyclesPerMs));
  std::fwrite(text.data(), 1, text.size(), report);  // as it was, even a damaged line's bytes
  std::fputc('\n', report);
  std::fflush(report);
}

std::optional<int> square_of(const std::string& name) {
  if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '8') return std::nullopt;
  return (name[1] - '1') * 8 + (name[0] - 'a');
}

struct Board {
  avr_t* avr = nullptr;
  // The physical world: pegs in holes, and contacts stuck closed whatever the peg does.
  std::array<bool, 64> peg{}, stuck{};
  // The contact as it is electrically this instant: the peg's, except while it bounces.
  std::array<bool, 64> contact{};
  std::array<bool, 3> button{};  // clock, time, repeat: held down
  bool powered = true;

  // Board to host: bytes the USART sent, and the loss asked for by `lose`.
  std::string to_host;
  bool lose_line = false, losing = false;
  int lose_bytes = 0;
  std::deque<uint64_t> line_ends;  // when each LF still in to_host left the USART
  std::string host_line;           // what the host has been handed since its last LF
  // Host to board: bytes waiting to enter the USART, which takes them at line speed.
  std::string to_board;
  bool board_full = false;
  std::string board_line;  // what the USART has taken since the host's last LF

  // Simulated time never goes back: a reset's cycle count continues from where it was.
  uint64_t cycle_offset = 0;

  // Timed actions (a bounce's flickers, a button's release), by simulated cycle.
  std::multimap<uint64_t, std::function<void()>> timed;

  int master = -1, slave = -1;

  bool closed(int square) const { return stuck[square] || contact[square]; }

  // Presents every column's level for the rows the firmware drives low now.
  void update_columns() {
    avr_ioport_state_t a{};
    if (avr_ioctl(avr, AVR_IOCTL_IOPORT_GETSTATE('A'), &a) != 0) return;
    const uint8_t rows_low = uint8_t(a.ddr & ~a.port);
    for (int file = 0; file < 8; ++file) {
      bool low = false;
      for (int rank = 0; rank < 8; ++rank)
        if ((rows_low >> rank & 1) && closed(rank * 8 + file)) low = true;
      avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('C'), file), low ? 0 : 1);
    }
  }
  void update_buttons() {
    for (int b = 0; b < 3; ++b) avr_raise_irq(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('F'), b), button[b] ? 0 : 1);
  }

  uint64_t now() const { return avr->cycle + cycle_offset; }
  void at(uint64_t delay_cycles, std::function<void()> action) {
    timed.emplace(now() + delay_cycles, std::move(action));
  }

  void set_contact(int square, bool is_closed) {
    contact[square] = is_closed;
    update_columns();
  }

  // A reed switch's or microswitch's chatter: the contact flickers for about 3 ms before it
  // settles the new way (the firmware must report the change once).
  void bounce(int square, bool to_closed) {
    const uint64_t flips[] = {0, 3, 5, 9, 14, 20, 27};  // tenths of a millisecond
    bool level = to_closed;
    for (uint64_t t : flips) {
      at(t * kSliceCycles, [this, square, level] { set_contact(square, level); });
      level = !level;
    }
    at(32 * kSliceCycles, [this, square, to_closed] { set_contact(square, to_closed); });
  }

  std::string act(const std::string& line) {
    std::istringstream in(line);
    std::vector<std::string> w;
    for (std::string word; in >> word;) w.push_back(word);
    if (w.empty()) return "";
    if ((w[0] == "lift" || w[0] == "place") && w.size() == 2) {
      const auto sq = square_of(w[1]);
      if (!sq) return "not a square";
      peg[*sq] = w[0] == "place";
      set_contact(*sq, peg[*sq]);
      return "";
    }
    if (w[0] == "bounce" && w.size() == 3 && (w[1] == "lift" || w[1] == "place")) {
      const auto sq = square_of(w[2]);
      if (!sq) return "not a square";
      peg[*sq] = w[1] == "place";
      bounce(*sq, peg[*sq]);
      return "";
    }
    if ((w[0] == "stick" || w[0] == "unstick") && w.size() == 2) {
      const auto sq = square_of(w[1]);
      if (!sq) return "not a square";
      stuck[*sq] = w[0] == "stick";
      update_columns();
      return "";
    }
    if ((w[0] == "button" || w[0] == "press") && w.size() == 2) {
      static const char* names[] = {"clock", "time", "repeat"};
      for (int b = 0; b < 3; ++b)
        if (w[1] == names[b]) {
          button[b] = true;  // held for 80 ms, as a finger would
          if (powered) update_buttons();
          at(80 * kCyclesPerMs, [this, b] {
            button[b] = false;
            update_buttons();
          });
          return "";
        }
      return "the board's buttons are clock, time and repeat";
    }
    if (w[0] == "lose" && w.size() == 1) {
      lose_line = true;  // the board's next line, whole
      return "";
    }
    if (w[0] == "lose-bytes" && w.size() == 2) {
      // A whole number up to 1000; anything else is refused, never a crash of the harness.
      int n = -1;
      const auto [end, error] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), n);
      if (error != std::errc{} || end != w[1].data() + w[1].size() || n < 0 || n > 1000)
        return "lose-bytes N: a whole number from 0 to 1000";
      lose_bytes = n;
      return "";
    }
    if (w[0] == "power" && w.size() == 2 && (w[1] == "off" || w[1] == "on")) {
      const bool on = w[1] == "on";
      if (on && !powered) {
        // Power comes back: the core starts from its reset vector with the flash as it was
        // (avr_reset clears the registers and the peripherals; the pegs stay where they are).
        const uint64_t before = now();
        avr_reset(avr);
        cycle_offset = before - avr->cycle;
        timed.clear();
        to_board.clear();
        board_full = false;
        contact = peg;
        update_columns();
        update_buttons();
      }
      if (!on && powered) {  // what the USART had not sent yet is gone
        dropped(to_host);
        to_host.clear();
      }
      powered = on;
      return "";
    }
    if (w[0] == "now" && w.size() == 1) return "";  // only its report: the simulated time
    return "unknown action";
  }

  // An action from the script: done now, or `after MS` simulated milliseconds (a timed action
  // waits while the power is off and is forgotten when it comes back, as a hand's would be).
  void perform(const std::string& line) {
    std::istringstream in(line);
    std::string first, delay;
    in >> first;
    if (first == "after") {
      in >> delay;
      std::string rest;
      std::getline(in >> std::ws, rest);
      uint64_t ms = 0;
      const auto [end, error] = std::from_chars(delay.data(), delay.data() + delay.size(), ms);
      if (error != std::errc{} || end != delay.data() + delay.size() || ms > 3'600'000 || rest.empty()) {
        std::fprintf(report, "error: %s: after MS ACTION: MS a whole number up to 3600000\n", line.c_str());
        std::fflush(report);
        return;
      }
      at(ms * kCyclesPerMs, [this, rest] { perform(rest); });
      return;
    }
    const std::string error = act(line);
    if (!error.empty()) {
      std::fprintf(report, "error: %s: %s\n", line.c_str(), error.c_str());
      std::fflush(report);
    } else if (!first.empty()) {
      report_line("act", now(), line);
    }
  }

  // Bytes handed to the host: each LF among them ends a line the host now has.
  void handed(const char* bytes, size_t n) {
    for (size_t i = 0; i < n; ++i) {
      if (bytes[i] != '\n') {
        host_line += bytes[i];
        continue;
      }
      report_line("sent", line_ends.empty() ? now() : line_ends.front(), host_line);
      if (!line_ends.empty()) line_ends.pop_front();
      host_line.clear();
    }
  }
  // Bytes that never reach the host: their lines are not reported.
  void dropped(const std::string& bytes) {
    for (char c : bytes)
      if (c == '\n' && !line_ends.empty()) line_ends.pop_front();
  }
};

Board board;

void on_uart_byte(avr_irq_t*, uint32_t value, void*) {
  const char byte = char(value);
  if (board.lose_bytes > 0) {
    board.lose_bytes--;
    return;
  }
  if (board.losing || board.lose_line) {  // a lost line goes from its first byte to its LF
    board.losing = byte != '\n';
    board.lose_line = false;
    return;
  }
  board.to_host += byte;
  if (byte == '\n') board.line_ends.push_back(board.now());
}
void on_xon(avr_irq_t*, uint32_t, void*) { board.board_full = false; }
void on_xoff(avr_irq_t*, uint32_t value, void*) { board.board_full = value != 0; }
void on_rows(avr_irq_t*, uint32_t, void*) { board.update_columns(); }
void on_columns_written(avr_irq_t*, uint32_t, void*) { board.update_columns(); }
void on_buttons_written(avr_irq_t*, uint32_t, void*) { board.update_buttons(); }
void on_output(avr_irq_t* irq, uint32_t value, void*) {
  static bool on[8];  // off at power-up: only a change is reported
  if (on[irq->irq] == (value != 0)) return;
  on[irq->irq] = value != 0;
  const char* what = irq->irq == 4 ? "buzzer" : "vibration";
  std::fprintf(report, "%s %s at %llu ms\n", what, value ? "on" : "off",
               static_cast<unsigned long long>(board.now() / kCyclesPerMs));
  std::fflush(report);
}
// simavr sleeps the host thread itself while the core sleeps; the harness paces time.
void no_sleep(avr_t*, avr_cycle_count_t) {}

void hook(avr_irq_t* irq, avr_irq_notify_t notify) { avr_irq_register_notify(irq, notify, nullptr); }

void flush_to_host() {
  if (board.to_host.empty()) return;
  const ssize_t n = write(board.master, board.to_host.data(), board.to_host.size());
  // Nobody reading (the buffer full): the bytes are lost, as on a serial line with no host.
  if (n < 0) board.dropped(board.to_host);
  else board.handed(board.to_host.data(), size_t(n));
  if (n < 0 || size_t(n) == board.to_host.size()) board.to_host.clear();
  else board.to_host.erase(0, size_t(n));
}

void feed_board() {
  const uint32_t rx = UART_IRQ_INPUT;
  avr_irq_t* input = avr_io_getirq(board.avr, AVR_IOCTL_UART_GETIRQ('0'), int(rx));
  while (!board.to_board.empty() && !board.board_full) {
    const char byte = board.to_board[0];
    avr_raise_irq(input, uint8_t(byte));
    board.to_board.erase(0, 1);
    if (byte != '\n') {
      board.board_line += byte;
      continue;
    }
    report_line("got", board.now(), board.board_line);
    board.board_line.clear();
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::string firmware, link;
  bool empty = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--link" && i + 1 < argc) link = argv[++i];
    else if (a == "--empty") empty = true;
    else firmware = a;
  }
  if (firmware.empty()) {
    std::fprintf(stderr, "usage: peg_board_sim FIRMWARE.elf [--link PATH] [--empty]\n");
    return 2;
  }
  // Keep the real standard output for the port line and the outputs' reports; simavr's
  // own messages go to standard error.
  report = fdopen(dup(STDOUT_FILENO), "w");
  dup2(STDERR_FILENO, STDOUT_FILENO);

  elf_firmware_t f{};
  if (elf_read_firmware(firmware.c_str(), &f) != 0) {
    std::fprintf(stderr, "cannot read %s\n", firmware.c_str());
    return 1;
  }
  std::strcpy(f.mmcu, "atmega2560");
  f.frequency = kFrequency;
  avr_t* avr = avr_make_mcu_by_name(f.mmcu);
  if (!avr) return 1;
  avr_init(avr);
  avr_load_firmware(avr, &f);
  avr->sleep = no_sleep;
  board.avr = avr;

  uint32_t flags = 0;  // no console echo, no polling sleeps
  avr_ioctl(avr, AVR_IOCTL_UART_SET_FLAGS('0'), &flags);
  hook(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUTPUT), on_uart_byte);
  hook(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XON), on_xon);
  hook(avr_io_getirq(avr, AVR_IOCTL_UART_GETIRQ('0'), UART_IRQ_OUT_XOFF), on_xoff);
  hook(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('A'), IOPORT_IRQ_PIN_ALL), on_rows);
  hook(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('A'), IOPORT_IRQ_DIRECTION_ALL), on_rows);
  hook(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('C'), IOPORT_IRQ_PIN_ALL), on_columns_written);
  hook(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('F'), IOPORT_IRQ_PIN_ALL), on_buttons_written);
  hook(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 4), on_output);
  hook(avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('B'), 5), on_output);

  if (!empty)
    for (int sq = 0; sq < 64; ++sq) board.peg[sq] = sq < 16 || sq >= 48;
  board.contact = board.peg;
  board.update_columns();
  board.update_buttons();

  if (openpty(&board.master, &board.slave, nullptr, nullptr, nullptr) != 0) {
    std::perror("openpty");
    return 1;
  }
  termios t{};
  tcgetattr(board.slave, &t);
  cfmakeraw(&t);
  tcsetattr(board.slave, TCSANOW, &t);
  fcntl(board.master, F_SETFL, fcntl(board.master, F_GETFL) | O_NONBLOCK);
  std::string port = ptsname(board.master);
  if (!link.empty()) {
    unlink(link.c_str());
    if (symlink(port.c_str(), link.c_str()) != 0) {
      std::perror("symlink");
      return 1;
    }
    port = link;
  }
  std::fprintf(report, "port: %s\n", port.c_str());
  std::fflush(report);

  using Clock = std::chrono::steady_clock;
  auto wall_base = Clock::now();
  uint64_t cycle_base = board.now();
  std::string command;
  bool was_powered = true;
  for (;;) {
    if (board.powered) {
      if (!was_powered) {  // simulated time starts again from now
        wall_base = Clock::now();
        cycle_base = board.now();
      }
      // One millisecond of simulated time, in slices, the timed actions between them.
      const uint64_t end = board.now() + kCyclesPerMs;
      while (board.powered && board.now() < end) {
        const uint64_t slice_end = board.now() + kSliceCycles;
        while (board.now() < slice_end) {
          const int state = avr_run(avr);
          if (state == cpu_Done || state == cpu_Crashed) {
            std::fprintf(stderr, "the firmware stopped (state %d)\n", state);
            return 1;
          }
        }
        while (!board.timed.empty() && board.timed.begin()->first <= board.now()) {
          auto action = std::move(board.timed.begin()->second);
          board.timed.erase(board.timed.begin());
          action();
        }
      }
      feed_board();
      flush_to_host();
    }
    was_powered = board.powered;
    // Wait for the wall clock to catch up (or for input, whichever comes first).
    int wait_ms = 0;
    if (board.powered) {
      const auto simulated = std::chrono::microseconds((board.now() - cycle_base) * 1000 / kCyclesPerMs);
      const auto ahead = std::chrono::duration_cast<std::chrono::milliseconds>(simulated - (Clock::now() - wall_base));
      wait_ms = int(std::max<int64_t>(0, ahead.count()));
    } else {
      wait_ms = 5;
    }
    pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {board.master, POLLIN, 0}};
    if (poll(fds, 2, wait_ms) <= 0) continue;
    if (fds[1].revents & POLLIN) {
      char buffer[512];
      const ssize_t n = read(board.master, buffer, sizeof buffer);
      if (n > 0 && board.powered) board.to_board.append(buffer, size_t(n));  // unpowered: nobody listens
    }
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      char buffer[512];
      const ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
      if (n <= 0) break;  // the script has ended
      command.append(buffer, size_t(n));
      // Every action that came together takes effect in the same instant: `lift e2` and
      // `lift d2` written at once are two pegs moved at once.
      for (size_t nl; (nl = command.find('\n')) != std::string::npos;) {
        const std::string line = command.substr(0, nl);
        command.erase(0, nl + 1);
        if (line == "quit") return 0;
        board.perform(line);
      }
    }
  }
  if (!link.empty()) unlink(link.c_str());
  return 0;
}
