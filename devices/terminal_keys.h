#pragma once
// Keys from a terminal, byte by byte: plain bytes (space, letters, Enter, Ctrl-C) and, where
// the terminal speaks the kitty keyboard protocol (kitty, foot, WezTerm, Ghostty, recent
// Alacritty), `CSI code ; modifiers u` sequences, which also report the Shift keys alone:
// the talking clock's two buttons. Untrusted input: any bytes give keys or nothing, never
// a crash.
#include <cstdint>
#include <deque>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace twinboard::devices {

struct TerminalKey {
  enum class Name {
    Char,
    Space,
    Enter,
    Escape,
    Backspace,
    LeftShift,
    RightShift,
    Interrupt,   // Ctrl-C: the program stops (as SIGINT would on a cooked terminal)
    EndOfInput,  // Ctrl-D: a request to close, which a program may refuse (a game in progress)
    Left,
    Right,
    Up,
    Down,
    Home,
    End,
    Delete,    // the editing keys of a typed line
    Function,  // F1 to F12: `function` says which
    Other
  };
  Name name = Name::Other;
  char ch = 0;       // Char: the key's lowercase ASCII letter, digit or sign (0 for any other letter)
  std::string text;  // Char: the character as typed, in UTF-8, its case kept ("L", "ä", "К")
  int function = 0;  // Function: 1 to 12
};

// A key a person chooses in the configuration: "space", "enter", "f1" to "f12", or one
// character as typed ("c", "ü"). His clock key, which a USB foot switch may type.
struct ChosenKey {
  TerminalKey::Name name = TerminalKey::Name::Other;
  std::string text;  // Char: the character
  int function = 0;  // Function: its number
  bool operator==(const ChosenKey&) const = default;
};
// Nothing when `name` is none of those.
std::optional<ChosenKey> key_named(std::string_view name);
std::string name_of(const ChosenKey& key);  // as it is written in the configuration
bool is_key(const TerminalKey& pressed, const ChosenKey& chosen);

// Asks the terminal to report every key, modifiers alone included (flags 1 + 8), and
// gives the previous mode back. Terminals without the protocol ignore both.
inline constexpr std::string_view kReportAllKeys = "\x1b[>9u";
inline constexpr std::string_view kRestoreKeys = "\x1b[<u";

class TerminalKeyParser {
 public:
  void feed(std::span<const uint8_t> bytes);
  std::optional<TerminalKey> next();
  // A lone Escape is known only when nothing follows it for a while: call after a pause.
  void flush();
  // Bytes are waiting for what follows them (an Escape, part of a sequence or character).
  bool waiting() const { return !pending_.empty(); }

 private:
  void parse();
  void sequence(const std::string& params, char final_byte);
  void push_ss3(char final_byte);
  void push_function(int number) { keys_.push_back({TerminalKey::Name::Function, 0, {}, number}); }
  void push(TerminalKey::Name name, char ch = 0, std::string text = {}) {
    keys_.push_back({name, ch, std::move(text)});
  }

  std::string pending_;  // bytes of an unfinished escape sequence or UTF-8 character
  std::deque<TerminalKey> keys_;
};

}  // namespace twinboard::devices
