#pragma once
// A line typed at the table's terminal, edited with GNU readline: Backspace and Delete by
// character in any script (the locale is made UTF-8 if it is not), left and right, Home
// and End, the lines typed before with up and down (one history per prompt: the moves he
// announced apart from his notes), Escape to cancel.
//
// The terminal's keys are decoded by TerminalKeyParser first: with the kitty keyboard
// protocol even letters arrive as sequences readline cannot read. Each key is handed to
// readline as the bytes an ordinary terminal sends for it, through a pipe, so readline's
// own input code runs as it does on a terminal; it echoes to stdout, which a screen reader
// reads. Readline is one per process: one LineEditor at a time.
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "devices/terminal_keys.h"

namespace twinboard::devices {

class LineEditor {
 public:
  LineEditor();
  ~LineEditor();
  LineEditor(const LineEditor&) = delete;
  LineEditor& operator=(const LineEditor&) = delete;

  // Opens a line after `prompt`; with `complete_after` > 0 it ends by itself after that
  // many characters (a square: two keys), else at Enter. `cancelled`: shown after a line
  // Escape drops, in the typist's language.
  void begin(const std::string& prompt, int complete_after = 0, const std::string& cancelled = "cancelled");
  bool open() const { return open_; }

  enum class Outcome { Editing, Done, Cancelled };
  // A key while the line is open. Done: `line()` is what he typed (without the prompt).
  Outcome key(const TerminalKey& k);
  const std::string& line() const { return line_; }

 private:
  void feed(const std::string& bytes);
  void close(const std::string& ending);
  static void on_line(char* text);

  int pipe_[2] = {-1, -1};
  bool open_ = false;
  std::string prompt_;
  std::string cancelled_;
  int complete_after_ = 0;
  std::string line_;
  std::map<std::string, std::vector<std::string>> history_;  // by prompt
};

}  // namespace twinboard::devices
