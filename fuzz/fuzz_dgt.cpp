// The DGT decoder and the driver's protocol on arbitrary bytes: no crash, no hang, and
// every message it accepts encodes back to a frame that decodes to the same thing.
#include <cstdint>
#include <cstdlib>
#include <span>

#include "devices/dgt_codec.h"
#include "devices/dgt_protocol.h"

using namespace twinboard::devices;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  // Split the input at the first byte's value, as reads split a real stream.
  const size_t split = size ? data[0] % (size + 1) : 0;
  dgt::Decoder d;
  d.feed(std::span(data, split));
  while (d.next()) {}
  d.feed(std::span(data + split, size - split));
  while (auto m = d.next()) {
    if (const auto* u = std::get_if<dgt::FieldUpdate>(&*m)) {
      dgt::Decoder again;
      again.feed(dgt::encode_field_update(u->square, u->piece));
      const auto back = again.next();
      if (!back || std::get<dgt::FieldUpdate>(*back).square != u->square) std::abort();
    }
  }
  DgtProtocol protocol;
  const BoardProtocol::Send ignore = [](std::span<const uint8_t>) {};
  protocol.start(ignore, 0);
  protocol.received(std::span(data, size), 1, ignore, [](const BoardEvent& e) { (void)event_json(e); });
  return 0;
}
