// `twinboard ports`, `twinboard emulate dgt|tactile [--fen FEN]` and
// `twinboard watch --protocol dgt|tactile PORT`: the boards' side of the program.
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

#include "command_failure.h"
#include "commands.h"
#include "core/position.h"
#include "devices/board_link.h"
#include "devices/board_kinds.h"
#include "devices/certabo_protocol.h"
#include "devices/board_probe.h"
#include "signals.h"

namespace twinboard::app {
namespace {

struct EmulateOptions {
  std::string kind;
  std::string fen{Position::kStartFen};
  std::string link;
};

int emulate(const EmulateOptions& o) {
  auto position = Position::from_fen(o.fen, Validation::Permissive);
  if (!position) {
    for (const auto& fault : position.error()) std::cerr << "twinboard emulate: bad FEN: " << fault << '\n';
    return kBadInput;
  }
  const std::string link = o.link.empty() ? "/tmp/twinboard-" + o.kind + "-" + std::to_string(getpid()) : o.link;
  std::unique_ptr<devices::BoardEmulator> board;
  try {
    board = devices::make_emulator(*named(o.kind, kBoardProtocols), link, position->board());
  } catch (const std::exception& e) {
    return report("emulate", {FailureKind::UsageOrIo, std::string(e.what())});
  }
  std::cout << board->path() << std::endl;  // first line: where to connect
  stop_on_signals();
  std::atomic<bool> stop{false};
  std::thread runner([&] {
    board->run(stop);
    stop = true;
  });
  std::thread script([&] {
    for (std::string line; !stop && std::getline(std::cin, line);) board->perform(line);
  });
  script.detach();  // blocked reading stdin; it ends with the process
  while (!stop && !interrupted) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  stop = true;
  runner.join();
  return kOk;
}

// The protocols of boards on a cable, by name, for the command line. (Read as text and
// turned into the enum by `named`: CLI11's transformer prints a uint8_t enum's values as
// characters and did not take names past the first two.)
std::vector<std::string> cabled_protocol_names() {
  std::vector<std::string> names;
  for (BoardProtocolId p : kBoardProtocols)
    if (p != BoardProtocolId::Manual) names.emplace_back(name(p));
  return names;
}
std::string cabled_protocol_list() {
  std::string list;
  for (const std::string& n : cabled_protocol_names()) list += (list.empty() ? "" : ", ") + n;
  return list;
}

// Runs `link` on its own thread until `done` says so, `for_ms` have passed (0: no limit) or
// the user interrupts (watch, calibrate).
void run_link(
    devices::BoardLink& link, int for_ms, const std::function<bool()>& done = [] { return false; }) {
  stop_on_signals();
  std::atomic<bool> stop{false};
  std::thread runner([&] { link.run(stop); });
  const int64_t until = for_ms > 0 ? devices::monotonic_ms() + for_ms : INT64_MAX;
  while (!interrupted && !done() && devices::monotonic_ms() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  stop = true;
  runner.join();
}

struct WatchOptions {
  std::string protocol;
  std::string port;
  int for_ms = 0;
};

int watch(const WatchOptions& o) {
  std::mutex out;
  devices::BoardLink link(o.port, devices::make_protocol(*named(o.protocol, kBoardProtocols)),
                          [&](const devices::BoardEvent& e) {
                            std::lock_guard lock(out);
                            std::cout << devices::event_json(e) << std::endl;
                          });
  run_link(link, o.for_ms);
  return kOk;
}

// A peg board's answer to ID?, or why there is none.
std::string identity_of(const std::string& path) {
  auto identity = devices::ask_identity(path);
  return identity ? "answers ID?: " + *identity : "no peg board: " + identity.error();
}

// `twinboard calibrate PORT`: a Certabo set learned again from the start position standing
// on the board now (a set learned wrongly the first time, or a set's new spare queens).
int calibrate(const std::string& port, int for_ms) {
  const std::string file = devices::CertaboCalibration::default_file();
  auto driver = std::make_unique<devices::CertaboProtocol>(true, file, true);
  devices::CertaboProtocol& certabo = *driver;
  std::atomic<bool> pictured{false};
  std::string identity;
  std::mutex seen;
  devices::BoardLink link(port, std::move(driver), [&](const devices::BoardEvent& e) {
    std::lock_guard lock(seen);
    if (const auto* connected = e.as<devices::sensed::Connected>()) identity = connected->identity;
    if (e.is<devices::sensed::Snapshot>()) pictured = true;
  });
  run_link(link, std::max(for_ms, 1), [&] { return pictured.load(); });
  if (!certabo.learned()) {
    std::cout << "not calibrated: " << (identity.empty() ? "no Certabo board answered on " + port : identity)
              << "; set up the start position (White on the board's first rank; a spare queen on d3 and d6 if "
                 "the set has them), then run this again\n";
    return kUsageOrIo;
  }
  std::cout << "calibrated: the set on " << port << " learned from the start position";
  if (!certabo.calibration().not_kept().empty()) std::cout << "; not kept: " << certabo.calibration().not_kept();
  else if (!file.empty()) std::cout << "; kept in " << file;
  std::cout << '\n';
  return certabo.calibration().not_kept().empty() ? kOk : kUsageOrIo;
}

// `twinboard ports --serial-of PORT`: the board's name from its firmware (issue 51, item 6),
// which the udev rules make /dev/twinboard/peg-SERIAL of.
int firmware_serial(const std::string& path) {
  const auto id = devices::ask_board_identity(path);
  if (!id) {
    std::cerr << "twinboard: " << path << ": no peg board: " << id.error() << '\n';
    return kUsageOrIo;
  }
  std::cout << id->serial << '\n';
  return kOk;
}

int ports(const std::vector<std::string>& ask) {
  if (!ask.empty()) {  // the ports named: asked, whatever their USB ids (a peg board, a ChessLink)
    for (const std::string& path : ask) {
      const auto chesslink = devices::ask_chesslink(path);
      std::cout << path << "  " << (chesslink ? "answers V: " + *chesslink : identity_of(path)) << '\n';
    }
    return kOk;
  }
  const auto list = devices::list_ports();
  if (list.empty()) std::cout << "no serial ports found\n";
  for (const auto& p : list) {
    std::cout << p.path << "  " << p.transport;
    if (p.usb_vendor >= 0) {
      char ids[16];
      std::snprintf(ids, sizeof ids, "%04x:%04x", p.usb_vendor, p.usb_product);
      std::cout << " " << ids;
    }
    if (!p.description.empty()) std::cout << "  \"" << p.description << "\"";
    if (!p.serial.empty()) std::cout << "  serial " << p.serial;
    if (p.likely_board) std::cout << "  likely board: " << name(*p.likely_board);
    // An Arduino Mega may be a peg board or anything else: its answer says.
    if (p.likely_board == BoardProtocolId::Tactile) std::cout << "  " << identity_of(p.path);
    // A clone Mega's USB chip (CH340) is in many other devices: only its answer makes it one.
    if (!p.likely_board && devices::clone_mega_chip(p.usb_vendor, p.usb_product)) {
      if (auto identity = devices::ask_identity(p.path))
        std::cout << "  likely board: tactile (a clone Mega)  answers ID?: " << *identity;
      else std::cout << "  a CH340 USB serial chip, as on clone Megas; no peg board: " << identity.error();
    }
    std::cout << '\n';
  }
  return kOk;
}

}  // namespace

void add_device_commands(CLI::App& app, Runner& run) {
  auto* ports_cmd = app.add_subcommand(
      "ports", "List serial ports with their USB details and the likely board; a peg board is asked who it is");
  auto ask = std::make_shared<std::vector<std::string>>();
  ports_cmd->add_option("--ask", *ask, "Ask only these ports who they are (a ChessLink's V, a peg board's ID?)");
  auto serial_of = std::make_shared<std::string>();
  ports_cmd->add_option("--serial-of", *serial_of,
                        "Print the serial number a peg board's firmware gives in its ID line, alone (for udev's "
                        "names of the boards); exit 2 when none answers");
  ports_cmd->callback([&run, ask, serial_of] {
    run = [ask, serial_of] { return serial_of->empty() ? ports(*ask) : firmware_serial(*serial_of); };
  });

  auto e = std::make_shared<EmulateOptions>();
  auto* emulate_cmd = app.add_subcommand(
      "emulate",
      "Emulate a board on a pseudo-terminal; prints its path, then reads actions from stdin "
      "(lift e2, place e4 P, button NAME, garbage N, wait MS, unplug, replug, hang, resume, quit; a DGT "
      "board also: clock LEFT RIGHT left|right|none attaches a DGT3000, lever, clock-deaf N; a ChessLink or "
      "Certabo board: turn; a Certabo board: noise PERCENT)");
  emulate_cmd->add_option("KIND", e->kind, cabled_protocol_list())
      ->required()
      ->check(CLI::IsMember(cabled_protocol_names()));
  emulate_cmd->add_option("--fen", e->fen, "The position on the board (default: the initial position)");
  emulate_cmd->add_option("--link", e->link, "The path to create (default /tmp/twinboard-KIND-PID)");
  emulate_cmd->callback([&run, e] { run = [e] { return emulate(*e); }; });

  auto c = std::make_shared<std::pair<std::string, int>>("", 10000);
  auto* calibrate_cmd = app.add_subcommand(
      "calibrate", "Learn a Certabo set's pieces again from the start position standing on the board now");
  calibrate_cmd->add_option("PORT", c->first, "The board's serial port, e.g. /dev/ttyUSB0")->required();
  calibrate_cmd->add_option("--for", c->second,
                            "Wait this many milliseconds for the board's first picture (default 10000)");
  calibrate_cmd->callback([&run, c] { run = [c] { return calibrate(c->first, c->second); }; });

  auto w = std::make_shared<WatchOptions>();
  auto* watch_cmd = app.add_subcommand("watch", "Connect to a board and print its events as JSON lines");
  watch_cmd->add_option("--protocol", w->protocol, cabled_protocol_list())
      ->required()
      ->check(CLI::IsMember(cabled_protocol_names()));
  watch_cmd->add_option("PORT", w->port, "The serial port, e.g. /dev/ttyACM0")->required();
  watch_cmd->add_option("--for", w->for_ms, "Stop after this many milliseconds (default: run until interrupted)");
  watch_cmd->callback([&run, w] { run = [w] { return watch(*w); }; });
}

}  // namespace twinboard::app
