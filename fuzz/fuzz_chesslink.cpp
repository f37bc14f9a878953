// The ChessLink decoders (the board's replies and the host's commands) and the driver on
// arbitrary bytes: no crash; every reply accepted encodes back to the very bytes that made it
// (so nothing is read that the board did not send whole); every command the emulator would
// obey has hex after its letter.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <span>

#include "devices/chesslink_codec.h"
#include "devices/chesslink_protocol.h"

using namespace twinboard::devices;

namespace {

std::vector<uint8_t> encoded(const chesslink::Message& m) {
  if (const auto* s = std::get_if<chesslink::Status>(&m)) return chesslink::encode_status(s->read);
  if (const auto* v = std::get_if<chesslink::VersionReply>(&m)) return chesslink::encode_version(v->major, v->minor);
  if (const auto* e = std::get_if<chesslink::E2romReply>(&m))
    return chesslink::encode_e2rom_reply(e->command, e->address, e->value);
  if (std::holds_alternative<chesslink::LedsAck>(m)) return chesslink::frame("l");
  return chesslink::frame("x");
}

bool contains(std::span<const uint8_t> data, const std::vector<uint8_t>& part) {
  for (std::size_t at = 0; at + part.size() <= data.size(); ++at)
    if (std::equal(part.begin(), part.end(), data.begin() + long(at))) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::span<const uint8_t> bytes(data, size);
  chesslink::Decoder decoder;
  // In two reads, split where the first byte says: a message may span them.
  const std::size_t split = size > 0 ? data[0] % (size + 1) : 0;
  decoder.feed(bytes.first(split));
  decoder.feed(bytes.subspan(split));
  while (auto m = decoder.next())
    if (!contains(bytes, encoded(*m))) std::abort();
  chesslink::CommandDecoder commands;
  commands.feed(bytes);
  while (auto c = commands.next()) {
    if (c->empty()) std::abort();
    for (std::size_t i = 1; i < c->size(); ++i)
      if (!std::isxdigit(static_cast<unsigned char>((*c)[i]))) std::abort();
  }
  ChessLinkProtocol protocol;
  const BoardProtocol::Send ignore = [](std::span<const uint8_t>) {};
  protocol.start(ignore, 0);
  protocol.received(bytes, 1, ignore, [](const BoardEvent& e) { (void)event_json(e); });
  protocol.tick(2000, ignore);
  return 0;
}
