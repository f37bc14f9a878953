#pragma once
// One serial interface, two ways to open it: libserialport for real USB serial devices
// (it knows their USB details and sets DTR), POSIX termios for any other tty, pseudo-
// terminals included (libserialport refuses those). Both read and write through the
// file descriptor with poll(), so a hang-up looks the same on both.
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/result.h"
#include "core/roles.h"

namespace twinboard::devices {

struct SerialSettings {
  int baud = 9600;
  bool dtr = true;  // DGT drivers raise DTR before use
};

class SerialPort {
 public:
  virtual ~SerialPort();
  // Waits up to timeout_ms for bytes and returns those that came (maybe none). Fails
  // when the device hung up or reported an error: the cable is out.
  Result<std::vector<uint8_t>, std::string> read(int timeout_ms);
  Result<bool, std::string> write(std::span<const uint8_t> bytes);
  const std::string& path() const { return path_; }
  virtual std::string transport() const = 0;  // "libserialport" or "termios"

 protected:
  SerialPort(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  std::string path_;
  int fd_;
};

// Opens a port at 8N1 with no flow control: through libserialport where it knows the
// device, else through termios.
Result<std::unique_ptr<SerialPort>, std::string> open_serial(const std::string& path, const SerialSettings& settings);

struct PortInfo {
  std::string path;
  std::string description;
  std::string transport;  // usb, native, bluetooth
  int usb_vendor = -1, usb_product = -1;
  std::string manufacturer, product, serial;
  std::optional<BoardProtocolId> likely_board;  // the board its USB ids suggest
};

// The serial ports libserialport finds on this machine.
std::vector<PortInfo> list_ports();

// Guess which board a USB id belongs to (eboard-protocols.md §1: DGT's CDC-ACM boards
// report 04d8:000a, older ones vendor 045b; §5: Certabo's CP210x 10c4:ea60; the peg board
// of docs/hardware/ an Arduino Mega's 2341:0042). The ChessLink module's USB ids are not
// documented in our sources: it is not guessed.
std::optional<BoardProtocolId> likely_board(int vendor, int product);
// A USB serial chip that clone Arduino Megas carry (WCH CH340, CH341: 1a86:7523, 1a86:5523).
// Many other devices carry it too: such a port is a peg board only if it answers `ID?`
// (`twinboard ports` asks it; issue 51, item 6).
bool clone_mega_chip(int vendor, int product);

}  // namespace twinboard::devices
