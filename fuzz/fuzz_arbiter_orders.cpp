// Any bytes as a line at the arbiter's station (or in a scenario's "arbiter" field): never
// a crash; refused with a reason, or an order whose written line reads back as the same
// order (what the journal stores is what the arbiter gave).
#include <cstdlib>
#include <string_view>

#include "core/arbiter_command.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  auto order = parse_arbiter_order(line);
  if (!order) {
    // A reason, quoting at most 40 characters of the line (up to 4 bytes each).
    if (order.error().empty() || order.error().size() > 400) std::abort();
    return 0;
  }
  const std::string written = arbiter_line(*order);
  auto again = parse_arbiter_order(written);
  if (!again || arbiter_line(*again) != written) std::abort();
  return 0;
}
