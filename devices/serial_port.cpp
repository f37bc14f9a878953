#include "devices/serial_port.h"

#include <fcntl.h>
#include <libserialport.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <optional>

namespace twinboard::devices {
namespace {

std::string system_error(const std::string& what) { return what + ": " + std::strerror(errno); }

speed_t speed_of(int baud) {
  switch (baud) {
    case 9600: return B9600;
    case 19200: return B19200;
    case 38400: return B38400;
    case 57600: return B57600;
    case 115200: return B115200;
    default: return B9600;
  }
}

class TermiosPort final : public SerialPort {
 public:
  TermiosPort(std::string path, int fd) : SerialPort(std::move(path), fd) {}
  ~TermiosPort() override { close(fd_); }
  std::string transport() const override { return "termios"; }
};

class UsbSerialPort final : public SerialPort {
 public:
  UsbSerialPort(std::string path, sp_port* port, int fd) : SerialPort(std::move(path), fd), port_(port) {}
  ~UsbSerialPort() override {
    sp_close(port_);
    sp_free_port(port_);
  }
  std::string transport() const override { return "libserialport"; }

 private:
  sp_port* port_;
};

// One program at a time on a board's line: a second reader (`twinboard calibrate` or `ports`
// while the table runs) would take half its bytes and tear its lines. An advisory lock every
// twinboard command takes; the second is told who is in the way.
bool lock_for_us(int fd) { return flock(fd, LOCK_EX | LOCK_NB) == 0; }
std::string in_use(const std::string& path) {
  return path + " is in use by another program (a running table, watch or calibrate?)";
}

Result<std::unique_ptr<SerialPort>, std::string> open_termios(const std::string& path, const SerialSettings& s) {
  const int fd = open(path.c_str(), O_RDWR | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return Failure{system_error("cannot open " + path)};
  if (!lock_for_us(fd)) {
    close(fd);
    return Failure{in_use(path)};
  }
  termios t{};
  if (tcgetattr(fd, &t) != 0) {
    const std::string why = system_error(path + " is not a terminal");
    close(fd);
    return Failure{why};
  }
  cfmakeraw(&t);
  t.c_cflag |= CLOCAL | CREAD;
  t.c_cflag &= ~(CSTOPB | PARENB | CRTSCTS);
  cfsetispeed(&t, speed_of(s.baud));
  cfsetospeed(&t, speed_of(s.baud));
  tcsetattr(fd, TCSANOW, &t);
  if (s.dtr) {
    int bits = TIOCM_DTR;
    ioctl(fd, TIOCMBIS, &bits);  // fails harmlessly on a pseudo-terminal
  }
  return std::unique_ptr<SerialPort>(new TermiosPort(path, fd));
}

std::optional<std::unique_ptr<SerialPort>> open_usb(const std::string& path, const SerialSettings& s) {
  sp_port* port = nullptr;
  if (sp_get_port_by_name(path.c_str(), &port) != SP_OK) return std::nullopt;
  if (sp_open(port, SP_MODE_READ_WRITE) != SP_OK) {
    sp_free_port(port);
    return std::nullopt;
  }
  sp_set_baudrate(port, s.baud);
  sp_set_bits(port, 8);
  sp_set_parity(port, SP_PARITY_NONE);
  sp_set_stopbits(port, 1);
  sp_set_flowcontrol(port, SP_FLOWCONTROL_NONE);
  if (s.dtr) sp_set_dtr(port, SP_DTR_ON);
  int fd = -1;
  sp_get_port_handle(port, &fd);
  if (!lock_for_us(fd)) {  // termios then says who is in the way
    sp_close(port);
    sp_free_port(port);
    return std::nullopt;
  }
  return std::unique_ptr<SerialPort>(new UsbSerialPort(path, port, fd));
}

}  // namespace

SerialPort::~SerialPort() = default;

Result<std::vector<uint8_t>, std::string> SerialPort::read(int timeout_ms) {
  pollfd p{fd_, POLLIN, 0};
  const int ready = poll(&p, 1, timeout_ms);
  if (ready < 0 && errno != EINTR) return Failure{system_error("poll " + path_)};
  std::vector<uint8_t> bytes;
  if (ready <= 0) return bytes;
  if ((p.revents & POLLIN) == 0 && (p.revents & (POLLHUP | POLLERR | POLLNVAL)))
    return Failure{path_ + ": the device hung up"};
  uint8_t buffer[4096];
  const ssize_t n = ::read(fd_, buffer, sizeof buffer);
  if (n < 0 && (errno == EAGAIN || errno == EINTR)) return bytes;
  if (n <= 0) return Failure{n == 0 ? path_ + ": the device hung up" : system_error("read " + path_)};
  bytes.assign(buffer, buffer + n);
  return bytes;
}

Result<bool, std::string> SerialPort::write(std::span<const uint8_t> bytes) {
  size_t done = 0;
  int stalls = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd_, bytes.data() + done, bytes.size() - done);
    if (n > 0) {
      done += size_t(n);
      continue;
    }
    if (n < 0 && errno == EAGAIN && ++stalls < 100) {
      pollfd p{fd_, POLLOUT, 0};
      poll(&p, 1, 10);
      continue;
    }
    return Failure{system_error("write " + path_)};
  }
  return true;
}

Result<std::unique_ptr<SerialPort>, std::string> open_serial(const std::string& path, const SerialSettings& settings) {
  if (auto usb = open_usb(path, settings)) return std::move(*usb);
  return open_termios(path, settings);
}

std::optional<BoardProtocolId> likely_board(int vendor, int product) {
  if (vendor == 0x04d8 && product == 0x000a) return BoardProtocolId::Dgt;
  if (vendor == 0x045b) return BoardProtocolId::Dgt;
  // Certabo boards carry a Silicon Labs CP210x bridge (eboard-protocols.md §5); other
  // devices use that chip too, hence "likely".
  if (vendor == 0x10c4 && product == 0xea60) return BoardProtocolId::Certabo;
  // An Arduino Mega 2560 (Arduino LLC, Arduino SRL): the open-hardware peg board's
  // controller (docs/hardware/).
  if ((vendor == 0x2341 || vendor == 0x2a03) && (product == 0x0042 || product == 0x0010))
    return BoardProtocolId::Tactile;
  return std::nullopt;
}

bool clone_mega_chip(int vendor, int product) { return vendor == 0x1a86 && (product == 0x7523 || product == 0x5523); }

std::vector<PortInfo> list_ports() {
  std::vector<PortInfo> ports;
  sp_port** list = nullptr;
  if (sp_list_ports(&list) != SP_OK) return ports;
  auto text = [](const char* s) { return s ? std::string(s) : std::string(); };
  for (sp_port** p = list; *p != nullptr; ++p) {
    PortInfo info;
    info.path = text(sp_get_port_name(*p));
    info.description = text(sp_get_port_description(*p));
    switch (sp_get_port_transport(*p)) {
      case SP_TRANSPORT_USB: {
        info.transport = "usb";
        sp_get_port_usb_vid_pid(*p, &info.usb_vendor, &info.usb_product);
        info.manufacturer = text(sp_get_port_usb_manufacturer(*p));
        info.product = text(sp_get_port_usb_product(*p));
        info.serial = text(sp_get_port_usb_serial(*p));
        info.likely_board = likely_board(info.usb_vendor, info.usb_product);
        break;
      }
      case SP_TRANSPORT_BLUETOOTH: info.transport = "bluetooth"; break;
      default: info.transport = "native"; break;
    }
    ports.push_back(std::move(info));
  }
  sp_free_port_list(list);
  return ports;
}

}  // namespace twinboard::devices
