// A player's keyboard (the table's terminal, or his player station): one-letter keys (t time, l last move ...),
// lines typed after a prompt key, the table commands of vi_commands.h, and braille typed dot
// by dot (a terminal reports no key releases, so no chords). What is typed is echoed on
// stdout for a screen reader (lines through devices/line_editor.h); what the table answers is spoken to him.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "braille/braille_desk.h"
#include "devices/line_editor.h"
#include "devices/terminal_keys.h"
#include "runtime/braille_runner.h"
#include "runtime/table_runtime.h"

namespace twinboard::runtime {

class TableSession {
 public:
  // The keyboard of the player of colour `seat`; `clock_keys`: the key at this keyboard that
  // presses each player's clock, if he has one (a foot switch may type it).
  TableSession(TableRuntime& runtime, BrailleRunner& braille, Color seat,
               ByColour<std::optional<devices::ChosenKey>> clock_keys = {})
      : runtime_(runtime), braille_(braille), seat_(seat), clock_keys_(std::move(clock_keys)) {}
  Color seat() const { return seat_; }
  // What his keys and lines do, in his language, with his clock key if he has one: part
  // `part` (0: the summary).
  std::string help_text(int part = 0) const;
  // The last thing said to him ("" before anything): a station that attaches reads it first.
  const std::string& last_heard() const { return runtime_.last_said(listener_of(seat_)); }
  // His language as it is now: the arbiter may switch his vocabulary during the game.
  Language language() const;
  // Writes a line in the table's log (the arbiter's).
  void note(const std::string& line) { runtime_.note(line); }

  // One command line; false when it asks to quit. `from_key`: a key at a terminal.
  bool command(const std::string& line, bool from_key = false);
  // Keys without Enter; a key that needs more gathers a line (echoed as typed). False: quit.
  bool key(const devices::TerminalKey& k);

 private:
  bool braille_key(const devices::TerminalKey& k);
  void say(const std::string& text);
  void say_logged(const std::string& text, LogLevel level);  // and in the table's log
  bool quit(bool from_key);
  bool clock_key(const devices::TerminalKey& k);

  TableRuntime& runtime_;
  BrailleRunner& braille_;
  bool typing_braille_ = false;
  braille::SequentialDots dots_;
  Color seat_;
  ByColour<std::optional<devices::ChosenKey>> clock_keys_;
  std::unique_ptr<devices::LineEditor> editor_;  // made at the first line he types
  std::string prompt_;                           // the command the line being typed follows
  bool quit_asked_ = false;
  // Issue 48, item 12: the part of his help he heard last; asking again right after it gives
  // the next part, anything else in between starts again at the summary.
  std::optional<int> help_part_;
};

}  // namespace twinboard::runtime
