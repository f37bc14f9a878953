// The tactile line reader, both message parsers and the driver's protocol on arbitrary
// bytes: no crash, and every message accepted prints back to a body that parses again
// to the same text.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "devices/tactile_codec.h"
#include "devices/tactile_protocol.h"

using namespace twinboard::devices;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  tactile::LineReader reader;
  reader.feed(text);
  while (auto item = reader.next()) {
    const auto* line = std::get_if<tactile::Line>(&*item);
    if (!line) continue;
    if (auto m = tactile::parse_board_message(line->body)) {
      const std::string body = tactile::body_of(*m);
      auto again = tactile::parse_board_message(body);
      if (!again || tactile::body_of(*again) != body) std::abort();
    }
    if (auto m = tactile::parse_host_message(line->body)) {
      const std::string body = tactile::body_of(*m);
      if (!tactile::parse_host_message(body)) std::abort();
    }
  }
  // Bodies straight from the input too, without the line checks in front.
  (void)tactile::parse_board_message(text);
  (void)tactile::parse_host_message(text);
  TactileProtocol protocol;
  const BoardProtocol::Send ignore = [](std::span<const uint8_t>) {};
  protocol.start(ignore, 0);
  protocol.received(std::span(data, size), 1, ignore, [](const BoardEvent& e) { (void)event_json(e); });
  return 0;
}
