#pragma once
// Runs the twinboard executable as a user would, for tests of the command forms.
#include <cstdio>
#include <string>
#include <sys/wait.h>

namespace twinboard::test {

struct RunResult {
  int status;
  std::string out;
};

// A shell command line: its exit status and what it wrote to standard output.
inline RunResult run_shell(const std::string& command) {
  FILE* pipe = popen(command.c_str(), "r");
  std::string out;
  char buffer[4096];
  while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
  int status = pclose(pipe);
  return {WEXITSTATUS(status), out};
}

// `arguments` go to a shell after the executable's path; `environment` (VAR=value ...)
// before it. Standard error is discarded, or with `with_stderr` read along with stdout.
inline RunResult run(const std::string& arguments, const std::string& environment = "", bool with_stderr = false) {
  return run_shell("{ " + environment + " " + std::string(TWINBOARD_EXE) + " " + arguments + "\n}" +
                   (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

}  // namespace twinboard::test
