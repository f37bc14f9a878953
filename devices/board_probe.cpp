#include "devices/board_probe.h"

#include "devices/chesslink_codec.h"
#include "devices/monotonic_clock.h"
#include "devices/serial_port.h"
#include "devices/tactile_codec.h"

namespace twinboard::devices {

Result<std::string, std::string> ask_identity(const std::string& path, int timeout_ms) {
  auto port = open_serial(path, {tactile::baud_rate, true});
  if (!port) return Failure{port.error()};
  tactile::LineReader reader;
  const int64_t until = monotonic_ms() + timeout_ms;
  int64_t asked = 0;
  uint8_t seq = 0;
  for (int64_t now = monotonic_ms(); now < until; now = monotonic_ms()) {
    if (now - asked >= 500) {
      const std::string line = tactile::encode_line(seq++, tactile::body_of(tactile::IdentityRequest{}));
      if (auto written = (*port)->write(std::span(reinterpret_cast<const uint8_t*>(line.data()), line.size()));
          !written)
        return Failure{written.error()};
      asked = now;
    }
    auto bytes = (*port)->read(50);
    if (!bytes) return Failure{bytes.error()};
    reader.feed(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    while (auto item = reader.next()) {
      const auto* line = std::get_if<tactile::Line>(&*item);
      if (!line) continue;
      const auto message = tactile::parse_board_message(line->body);
      if (!message) continue;
      if (const auto* id = std::get_if<tactile::Identity>(&*message))
        return id->maker + " " + id->model + " " + id->serial + ", protocol " + std::to_string(id->version);
    }
  }
  return Failure{"no answer to ID? within " + std::to_string(timeout_ms / 1000) + " s"};
}

Result<std::string, std::string> ask_chesslink(const std::string& path, int timeout_ms) {
  auto port = open_serial(path, {chesslink::baud_rate, false});
  if (!port) return Failure{port.error()};
  chesslink::Decoder decoder;
  const int64_t until = monotonic_ms() + timeout_ms;
  int64_t asked = 0;
  for (int64_t now = monotonic_ms(); now < until; now = monotonic_ms()) {
    if (now - asked >= 500) {
      if (auto written = (*port)->write(chesslink::version_request()); !written) return Failure{written.error()};
      asked = now;
    }
    auto bytes = (*port)->read(50);
    if (!bytes) return Failure{bytes.error()};
    decoder.feed(*bytes);
    while (auto m = decoder.next())
      if (const auto* version = std::get_if<chesslink::VersionReply>(&*m))
        return "Millennium ChessLink, firmware " + std::to_string(version->major) + "." +
               std::to_string(version->minor);
  }
  return Failure{"no answer to V within " + std::to_string(timeout_ms) + " ms"};
}

}  // namespace twinboard::devices
