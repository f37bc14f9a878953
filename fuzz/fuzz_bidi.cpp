// Any bytes as a line the window draws (ui/bidi_text.h): a Persian phrase, a move, what the
// arbiter types. Never a crash; the runs hold exactly the line's characters but for the
// direction marks, and no run is empty.
#include <cstdlib>
#include <string>
#include <string_view>

#include "ui/bidi_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const twinboard::ui::BidiLine line = twinboard::ui::bidi_line(text);
  std::size_t bytes = 0;
  for (const auto& run : line.runs) {
    if (run.utf8.empty()) std::abort();
    bytes += run.utf8.size();
  }
  if (bytes > text.size()) std::abort();  // marks are dropped, nothing is added
  return 0;
}
