// The table's readable log as one of its outputs: a line per input and per effect, in the
// arbiter's words (the log is his), stamped with table time, to a stream and to whoever
// observes it (the log file, the arbiter's stations).
#pragma once

#include <functional>
#include <ostream>
#include <string>

#include "runtime/effect_sink.h"

namespace twinboard::runtime {

// How much a log line matters: a refused input or a diverging board is a warning; a
// journal that cannot be written is an error.
enum class LogLevel { Info, Warning, Error };

class RuntimeLog : public EffectSink {
 public:
  using Observer = std::function<void(LogLevel, const std::string&)>;
  RuntimeLog(std::ostream* out, Observer observe) : out_(out), observe_(std::move(observe)) {}
  void write(Millis at, const std::string& line, LogLevel level = LogLevel::Info);
  // Each effect worth a line; refusals, illegal moves and diverging boards as warnings.
  void take(const Table& table, Millis now, const std::vector<Effect>& effects, EffectWords& words) override;

 private:
  std::ostream* out_;
  Observer observe_;
};

}  // namespace twinboard::runtime
