#include "runtime/scenario_script.h"

#include <sstream>

#include "runtime/scenario.h"

namespace twinboard::runtime {

Result<Script, std::string> read_script(const std::string& text, const std::string& path) {
  std::istringstream in(text);
  Script script;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    if (is_setup_line(line) && !script.setup && script.events.empty()) {
      auto setup = read_setup(line);
      if (!setup) return Failure{path + ":" + std::to_string(number) + ": " + setup.error()};
      script.setup = *setup;
      continue;
    }
    auto event = read_event(line, script.setup.value_or(TableSetup{}));
    if (!event) return Failure{path + ":" + std::to_string(number) + ": " + event.error()};
    script.events.emplace_back(number, *event);
  }
  return script;
}

}  // namespace twinboard::runtime
