#pragma once
// A pseudo-terminal that stands in for a board's serial port, reachable through a
// stable path (a symbolic link, as udev gives a real board). Unplugging closes it, so the
// other side sees a hang-up; plugging in again makes a new one behind the same path.
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace twinboard::devices {

class PseudoTerminal {
 public:
  // Throws std::runtime_error if no pseudo-terminal can be made or the link not placed.
  explicit PseudoTerminal(std::string link_path);
  ~PseudoTerminal();
  PseudoTerminal(const PseudoTerminal&) = delete;
  PseudoTerminal& operator=(const PseudoTerminal&) = delete;

  const std::string& link_path() const { return link_path_; }
  bool plugged() const { return master_ >= 0; }
  void unplug();
  void replug();

  int fd() const { return master_; }  // for poll(); -1 while unplugged
  std::vector<uint8_t> read_available();
  void write(std::span<const uint8_t> bytes);  // dropped while unplugged, or when full

 private:
  void open_new();
  std::string link_path_;
  int master_ = -1;
  int slave_ = -1;  // held open in raw mode so nothing echoes before the driver opens it
};

}  // namespace twinboard::devices
