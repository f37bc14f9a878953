#include "devices/pseudo_terminal.h"

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

namespace twinboard::devices {

PseudoTerminal::PseudoTerminal(std::string link_path) : link_path_(std::move(link_path)) { open_new(); }

PseudoTerminal::~PseudoTerminal() { unplug(); }

void PseudoTerminal::open_new() {
  master_ = posix_openpt(O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (master_ < 0 || grantpt(master_) != 0 || unlockpt(master_) != 0)
    throw std::runtime_error(std::string("cannot make a pseudo-terminal: ") + std::strerror(errno));
  const std::string slave_path = ptsname(master_);
  slave_ = open(slave_path.c_str(), O_RDWR | O_NOCTTY | O_CLOEXEC);
  termios t{};
  if (slave_ >= 0 && tcgetattr(slave_, &t) == 0) {
    cfmakeraw(&t);
    tcsetattr(slave_, TCSANOW, &t);
  }
  // Point the stable path at the new terminal in one step.
  const std::string temporary = link_path_ + ".new";
  unlink(temporary.c_str());
  if (symlink(slave_path.c_str(), temporary.c_str()) != 0 || rename(temporary.c_str(), link_path_.c_str()) != 0)
    throw std::runtime_error("cannot link " + link_path_ + " to " + slave_path + ": " + std::strerror(errno));
}

void PseudoTerminal::unplug() {
  if (master_ < 0) return;
  unlink(link_path_.c_str());
  close(slave_);
  close(master_);
  master_ = slave_ = -1;
}

void PseudoTerminal::replug() {
  if (master_ < 0) open_new();
}

std::vector<uint8_t> PseudoTerminal::read_available() {
  std::vector<uint8_t> bytes;
  if (master_ < 0) return bytes;
  uint8_t buffer[4096];
  ssize_t n;
  while ((n = ::read(master_, buffer, sizeof buffer)) > 0) bytes.insert(bytes.end(), buffer, buffer + n);
  return bytes;
}

void PseudoTerminal::write(std::span<const uint8_t> bytes) {
  if (master_ < 0) return;
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(master_, bytes.data() + done, bytes.size() - done);
    if (n <= 0) return;  // the other side is not reading: like a board's full buffer
    done += size_t(n);
  }
}

}  // namespace twinboard::devices
