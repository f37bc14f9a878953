// Any bytes as a line the VI player types at `twinboard table`: never a
// crash; an accepted line is a command, and an entry for the scoresheet (print or braille)
// is never empty and goes on the asker's own sheet.
#include <cstdlib>
#include <string_view>

#include "runtime/vi_commands.h"

using namespace twinboard;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  for (Color asker : {Color::White, Color::Black}) {
    auto action = runtime::read_vi_command(line, asker);
    if (!action) {
      for (Language l : kLanguages)
        if (runtime::vi_command_words(action.error(), l).empty()) std::abort();
      continue;
    }
    if (const auto* write = std::get_if<WriteScoresheet>(&action->input)) {
      if (write->sheet != asker) std::abort();
      if (!write->erase_last && write->move.empty()) std::abort();
    }
  }
  return 0;
}
