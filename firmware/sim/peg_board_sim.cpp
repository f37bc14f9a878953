// peg_board_sim: the peg board's firmware (firmware/src) running unchanged in simavr, with
// its contacts driven electrically and its USART0 on a pseudo-terminal, so that twinboard
// (or a person with `twinboard watch --protocol tactile PORT`) talks to it as to the real
// board on /dev/ttyACM0.
//
//   peg_board_sim FIRMWARE.elf [--link PATH] [--empty] [--no-reset]
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
//   lost at T ms: LINE     a line of the board's lost on the wire (`lose`, `lose-random`)
//   lost from host at T ms: LINE   a host line lost on its way (`lose-random`)
//
//   reset at T ms: WHY     the core was reset (the port was opened, the power came on)
//   bootloader at T ms: N bytes   the bootloader took N bytes from the host (and waits again)
//   firmware starts at T ms   the bootloader gave up waiting and the firmware runs
//
// The Mega's reset (issue 51, item 1): opening the port raises the USB chip's DTR line, which
// a capacitor turns into a pulse on the ATmega2560's reset pin. The core then runs its
// bootloader (STK500v2 on a stock Mega), which waits about a second for an upload and stays
// as long as bytes keep arriving; only then does the firmware run. The harness models that:
// a host opening the pseudo-terminal (the harness sees its master side stop hanging up) resets
// the core into a bootloader that takes every byte from the host and starts the firmware only
// after kBootloaderMs with none; power-up runs the bootloader too. While no host has the port
// open, what the board sends is lost, as on a real serial line. --no-reset leaves that out
// (the board runs at once and never resets; its port is always open): for the byte-level
// tests that time the firmware from its first instruction.
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
#include <csignal>
#include <cstdio>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <random>
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
// How long the bootloader waits for an upload before it starts the firmware (the stock Mega
// 2560's STK500v2 bootloader: about one second), counted again from each byte that arrives.
constexpr int kBootloaderMs = 1000;

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
  // The Mega's auto-reset (see the top): whether opening the port resets it, whether a host
  // has it open, and the milliseconds the bootloader still waits (0: the firmware runs).
  bool resets_on_open = true;
  bool host_present = false;
  int bootloader_left = 0;

  // Board to host: bytes the USART sent, and the loss asked for by `lose`.
  std::string to_host;
  bool lose_line = false, losing = false;
  int lose_bytes = 0;
  // `lose-random P SEED`: each line either way lost with probability P percent, drawn from a
  // seeded generator so that a failing run repeats. What was lost is reported.
  int random_loss = 0;
  std::mt19937 draws;
  bool board_line_start = true, host_line_start = true, host_losing = false;
  std::string lost_line;
  bool draw_loss() { return random_loss > 0 && int(draws() % 100) < random_loss; }
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

  // After a reset the port's pin registers read 0 while simavr keeps each input's last level:
  // raising the same level again would be filtered out, and a file with no peg would read as
  // closed on every rank, a button as held (its first press lost). Each input is driven the
  // other way, then its own, so that the pins read what the contacts are (issue 51, item 8).
  void force_inputs() {
    for (int file = 0; file < 8; ++file) {
      avr_irq_t* irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('C'), file);
      avr_raise_irq(irq, irq->value ? 0 : 1);
    }
    for (int b = 0; b < 3; ++b) {
      avr_irq_t* irq = avr_io_getirq(avr, AVR_IOCTL_IOPORT_GETIRQ('F'), b);
      avr_raise_irq(irq, irq->value ? 0 : 1);
    }
    update_columns();
    update_buttons();
  }

  // The core starts from its reset vector with the flash as it was (avr_reset clears the
  // registers and the peripherals; the pegs stay where they are); what the USART held is gone.
  void reset_core() {
    const uint64_t before = now();
    avr_reset(avr);
    cycle_offset = before - avr->cycle;
    to_board.clear();
    board_full = false;
    contact = peg;
    force_inputs();
  }
  // A reset: with the bootloader modelled, it runs first; without, the firmware at once.
  void reset(const char* why) {
    if (!to_host.empty()) dropped(to_host);  // the USART's bytes not yet out are lost
    to_host.clear();
    reset_core();
    report_line("reset", now(), why);
    bootloader_left = resets_on_open ? kBootloaderMs : 0;
  }
  // One millisecond of the bootloader: time passes, each byte from the host keeps it waiting
  // (and is lost to the firmware), and after kBootloaderMs of silence the firmware starts.
  void bootloader_ms() {
    cycle_offset += kCyclesPerMs;
    if (!to_board.empty()) {
      report_line("bootloader", now(), std::to_string(to_board.size()) + " bytes");
      to_board.clear();
      bootloader_left = kBootloaderMs;
      return;
    }
    if (--bootloader_left == 0) {
      reset_core();
      report_line("firmware starts", now(), "");
    }
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
    if (w[0] == "lose-random" && w.size() == 3) {
      int percent = -1;
      unsigned seed = 0;
      const auto p = std::from_chars(w[1].data(), w[1].data() + w[1].size(), percent);
      const auto q = std::from_chars(w[2].data(), w[2].data() + w[2].size(), seed);
      if (p.ec != std::errc{} || p.ptr != w[1].data() + w[1].size() || percent < 0 || percent > 100 ||
          q.ec != std::errc{} || q.ptr != w[2].data() + w[2].size())
        return "lose-random PERCENT SEED: a whole number from 0 to 100, and a whole number";
      random_loss = percent;
      draws.seed(seed);
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
      if (on && !powered) {  // power comes back: a reset, the hand's timed actions forgotten
        timed.clear();
        reset("power on");
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
  if (board.board_line_start && !board.losing && board.draw_loss()) board.lose_line = true;
  board.board_line_start = byte == '\n';
  if (board.losing || board.lose_line) {  // a lost line goes from its first byte to its LF
    board.losing = byte != '\n';
    board.lose_line = false;
    if (byte != '\n') {
      board.lost_line += byte;
    } else {
      report_line("lost", board.now(), board.lost_line);
      board.lost_line.clear();
    }
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
  if (!board.host_present) {  // nobody has the port open: the bytes go nowhere
    board.dropped(board.to_host);
    board.to_host.clear();
    return;
  }
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
    board.to_board.erase(0, 1);
    if (board.host_line_start) board.host_losing = board.draw_loss();
    board.host_line_start = byte == '\n';
    if (board.host_losing) {  // a host line lost on its way, from its first byte to its LF
      if (byte != '\n') {
        board.board_line += byte;
        continue;
      }
      report_line("lost from host", board.now(), board.board_line);
      board.board_line.clear();
      continue;
    }
    avr_raise_irq(input, uint8_t(byte));
    if (byte != '\n') {
      board.board_line += byte;
      continue;
    }
    report_line("got", board.now(), board.board_line);
    board.board_line.clear();
  }
}

// The link to the port, taken away however the harness ends (but SIGKILL).
std::string link_path;
bool link_made = false;
void remove_link() {
  if (link_made) unlink(link_path.c_str());
  link_made = false;
}
extern "C" void on_signal(int) {
  if (link_made) unlink(link_path.c_str());  // async-signal-safe; the string is set before
  _exit(0);
}

}  // namespace

int main(int argc, char** argv) {
  std::string firmware;
  bool empty = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--link" && i + 1 < argc) link_path = argv[++i];
    else if (a == "--empty") empty = true;
    else if (a == "--no-reset") board.resets_on_open = false;
    else firmware = a;
  }
  if (firmware.empty()) {
    std::fprintf(stderr, "usage: peg_board_sim FIRMWARE.elf [--link PATH] [--empty] [--no-reset]\n");
    return 2;
  }
  // Keep the real standard output for the port line and the outputs' reports; simavr's
  // own messages go to standard error.
  report = fdopen(dup(STDOUT_FILENO), "w");
  // Ended by a signal, it takes its link away too (issue 51, item 8): a test's or a
  // builder's next run finds no link to a port that is gone.
  for (int signal_number : {SIGTERM, SIGINT, SIGHUP}) std::signal(signal_number, on_signal);
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
  if (!board.resets_on_open) {
    board.host_present = true;  // the port stays open (the harness's own end): never reset
  } else {
    close(board.slave);  // the master hangs up until a host opens the port
    board.slave = -1;
    board.bootloader_left = kBootloaderMs;  // power-up runs the bootloader too
  }
  if (!link_path.empty()) {
    unlink(link_path.c_str());
    if (symlink(port.c_str(), link_path.c_str()) != 0) {
      std::perror("symlink");
      return 1;
    }
    link_made = true;
    port = link_path;
  }
  std::fprintf(report, "port: %s\n", port.c_str());
  std::fflush(report);

  using Clock = std::chrono::steady_clock;
  auto wall_base = Clock::now();
  uint64_t cycle_base = board.now();
  std::string command;
  bool was_powered = true;
  for (;;) {
    if (board.resets_on_open) {
      // The host opens the port: DTR rises and resets the board (its closing does not).
      pollfd hangup{board.master, POLLIN, 0};
      const bool present = poll(&hangup, 1, 0) >= 0 && !(hangup.revents & POLLHUP);
      if (present && !board.host_present && board.powered) board.reset("the port was opened");
      board.host_present = present;
    }
    if (board.powered && board.bootloader_left > 0) {
      if (!was_powered) {
        wall_base = Clock::now();
        cycle_base = board.now();
      }
      board.bootloader_ms();
      while (!board.timed.empty() && board.timed.begin()->first <= board.now()) {
        auto action = std::move(board.timed.begin()->second);
        board.timed.erase(board.timed.begin());
        action();
      }
    } else if (board.powered) {
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
            remove_link();
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
    // The port only while a host has it open: a hung-up master would wake the poll at once.
    pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {board.master, POLLIN, 0}};
    if (poll(fds, board.host_present ? 2 : 1, wait_ms) <= 0) continue;
    if (board.host_present && (fds[1].revents & POLLIN)) {
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
        if (line == "quit") return remove_link(), 0;
        board.perform(line);
      }
    }
  }
  remove_link();
  return 0;
}
