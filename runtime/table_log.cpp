#include "runtime/table_log.h"

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_sinks.h>
#include <spdlog/spdlog.h>

namespace twinboard::runtime {

std::shared_ptr<spdlog::logger> make_table_log(const std::string& file, bool to_stderr) {
  std::vector<spdlog::sink_ptr> sinks;
  try {
    if (!file.empty()) {
      auto f =
          std::make_shared<spdlog::sinks::basic_file_sink_mt>(file, false);  // appended: a resumed game's log goes on
      f->set_pattern("%Y-%m-%d %H:%M:%S.%e %-7l %v");
      sinks.push_back(f);
    }
  } catch (const spdlog::spdlog_ex& e) {
    throw std::runtime_error("cannot open the log " + file + ": " + e.what());
  }
  if (to_stderr) {
    auto e = std::make_shared<spdlog::sinks::stderr_sink_mt>();
    e->set_pattern("%v");  // game time and text, as a person at the terminal reads it
    sinks.push_back(e);
  }
  auto log = std::make_shared<spdlog::logger>("table", sinks.begin(), sinks.end());
  log->set_level(spdlog::level::info);
  log->flush_on(spdlog::level::info);  // a crash leaves every line written so far
  return log;
}

void write_log(spdlog::logger& log, LogLevel level, const std::string& line) {
  const auto l = level == LogLevel::Error     ? spdlog::level::err
                 : level == LogLevel::Warning ? spdlog::level::warn
                                              : spdlog::level::info;
  log.log(l, "{}", line);
}

}  // namespace twinboard::runtime
