#include "runtime_log.h"

#include "core/pgn.h"
#include "runtime/effect_lines.h"

namespace twinboard::runtime {

void RuntimeLog::write(Millis at, const std::string& line, LogLevel level) {
  if (!out_ && !observe_) return;
  const std::string text = format_clock(at) + "." + std::to_string(at % 1000 / 100) + "  " + line;
  if (out_) *out_ << text << std::endl;
  if (observe_) observe_(level, text);
}

void RuntimeLog::take(const Table& table, Millis, const std::vector<Effect>& effects, EffectWords& words) {
  for (std::size_t i = 0; i < effects.size(); ++i) {
    const Effect& effect = effects[i];
    const auto* said = std::get_if<Speak>(&effect.body);
    const bool warning = std::holds_alternative<Refused>(effect.body) || std::holds_alternative<Illegal>(effect.body) ||
                         std::holds_alternative<Divergence>(effect.body) || (said && refuses_input(said->notice.kind));
    if (std::string line = describe(words, i, table.setup().vocabulary); !line.empty())
      write(effect.at, line, warning ? LogLevel::Warning : LogLevel::Info);
  }
}

}  // namespace twinboard::runtime
