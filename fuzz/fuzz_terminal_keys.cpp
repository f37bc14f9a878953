// The terminal's key decoder on any bytes: keys or nothing, never a crash, and never a key
// invented from a sequence cut in two; a clock key's name read back as itself.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "devices/terminal_keys.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using twinboard::devices::TerminalKeyParser;
  // Whole, and split at a point chosen by the first byte: the same keys either way.
  TerminalKeyParser whole, split;
  whole.feed({data, size});
  const size_t cut = size ? data[0] % (size + 1) : 0;
  split.feed({data, cut});
  split.feed({data + cut, size - cut});
  while (true) {
    auto a = whole.next(), b = split.next();
    if (a.has_value() != b.has_value()) std::abort();
    if (!a) break;
    if (a->name != b->name || a->ch != b->ch || a->text != b->text || a->function != b->function) std::abort();
  }
  whole.flush();
  while (whole.next()) {}
  // A clock key named in the configuration (issue 35): a key whose name reads back the same.
  const std::string_view name(reinterpret_cast<const char*>(data), size);
  if (const auto key = twinboard::devices::key_named(name)) {
    const auto again = twinboard::devices::key_named(twinboard::devices::name_of(*key));
    if (!again || !(*again == *key)) std::abort();
  }
  return 0;
}
