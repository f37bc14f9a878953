#include "devices/board_probe.h"

#include <optional>
#include <string>
#include <vector>

#include "devices/chesslink_codec.h"
#include "devices/monotonic_clock.h"
#include "devices/serial_port.h"
#include "devices/tactile_codec.h"
#include "devices/tactile_protocol.h"

namespace twinboard::devices {

namespace {

// What both questions share: ask every half second (`question` gives the bytes to send) and
// read what comes for up to `timeout_ms`, handing the bytes to `heard`, which gives the answer
// once it has come. Nothing when no answer came in time; a failure when the port could not be
// written or read.
template <class Question, class Heard>
Result<std::optional<std::string>, std::string> ask_until_answered(SerialPort& port, int timeout_ms, Question question,
                                                                   Heard heard) {
  const int64_t until = monotonic_ms() + timeout_ms;
  int64_t asked = 0;
  for (int64_t now = monotonic_ms(); now < until; now = monotonic_ms()) {
    if (now - asked >= 500) {
      if (auto written = port.write(question()); !written) return Failure{written.error()};
      asked = now;
    }
    auto bytes = port.read(50);
    if (!bytes) return Failure{bytes.error()};
    if (std::optional<std::string> answer = heard(*bytes)) return answer;
  }
  return std::optional<std::string>{};
}

}  // namespace

Result<std::string, std::string> ask_identity(const std::string& path, int timeout_ms) {
  auto id = ask_board_identity(path, timeout_ms);
  if (!id) return Failure{id.error()};
  return id->maker + " " + id->model + " " + id->serial + ", protocol " + std::to_string(id->version);
}

Result<tactile::Identity, std::string> ask_board_identity(const std::string& path, int timeout_ms) {
  auto port = open_serial(path, {tactile::baud_rate, true});
  if (!port) return Failure{port.error()};
  // The opening has just reset an Arduino: anything sent now would keep its bootloader
  // waiting for an upload, and be lost (issue 51, item 8). The firmware greets with its ID
  // once it runs; the question is asked only when the board has said something else first,
  // or after a booting board would long have greeted (a board that does not reset).
  tactile::LineReader reader;
  uint8_t seq = 0;
  bool spoke = false;
  const int64_t opened = monotonic_ms(), until = opened + timeout_ms;
  int64_t asked = 0;
  for (int64_t now = opened; now < until; now = monotonic_ms()) {
    if ((spoke || now - opened >= tactile::greeting_wait_ms) && now - asked >= 500) {
      const std::string line = tactile::encode_line(seq++, tactile::body_of(tactile::IdentityRequest{}));
      if (auto written = (*port)->write(std::vector<uint8_t>(line.begin(), line.end())); !written)
        return Failure{written.error()};
      asked = now;
    }
    auto bytes = (*port)->read(50);
    if (!bytes) return Failure{bytes.error()};
    reader.feed(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    while (auto item = reader.next()) {
      spoke = true;
      const auto* line = std::get_if<tactile::Line>(&*item);
      if (!line) continue;
      const auto message = tactile::parse_board_message(line->body);
      if (!message) continue;
      if (const auto* id = std::get_if<tactile::Identity>(&*message)) return *id;
    }
  }
  return Failure{"no answer to ID? within " + std::to_string(timeout_ms / 1000) + " s"};
}

Result<std::string, std::string> ask_chesslink(const std::string& path, int timeout_ms) {
  auto port = open_serial(path, {chesslink::baud_rate, false});
  if (!port) return Failure{port.error()};
  chesslink::Decoder decoder;
  auto heard = [&decoder](const std::vector<uint8_t>& bytes) -> std::optional<std::string> {
    decoder.feed(bytes);
    while (auto m = decoder.next())
      if (const auto* version = std::get_if<chesslink::VersionReply>(&*m))
        return "Millennium ChessLink, firmware " + std::to_string(version->major) + "." +
               std::to_string(version->minor);
    return std::nullopt;
  };
  auto answer = ask_until_answered(**port, timeout_ms, chesslink::version_request, heard);
  if (!answer) return Failure{answer.error()};
  if (!*answer) return Failure{"no answer to V within " + std::to_string(timeout_ms) + " ms"};
  return **answer;
}

}  // namespace twinboard::devices
