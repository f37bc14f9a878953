#include "devices/terminal_keys.h"

#include <cctype>
#include <string_view>

#include "core/text_fold.h"

namespace twinboard::devices {
namespace {

constexpr std::size_t kLongestSequence = 32;             // more than any key report; longer is garbage
constexpr long kLeftShift = 57441, kRightShift = 57447;  // kitty protocol key codes

// The bytes a UTF-8 character takes, as its first byte says (1: ASCII, or a stray
// continuation byte, which is no character).
std::size_t utf8_length(uint8_t first) { return first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1; }

// Whether `bytes` (at least `length` of them) hold one whole character of `length` bytes:
// a lead byte, then continuation bytes only.
bool whole_character(std::string_view bytes, std::size_t length) {
  if (length < 2) return false;
  for (std::size_t k = 1; k < length; ++k)
    if ((static_cast<uint8_t>(bytes[k]) & 0xc0) != 0x80) return false;
  return true;
}

TerminalKey::Name name_of_plain(uint8_t b) {
  if (b == ' ') return TerminalKey::Name::Space;
  if (b == '\r' || b == '\n') return TerminalKey::Name::Enter;
  if (b == 0x03) return TerminalKey::Name::Interrupt;   // Ctrl-C
  if (b == 0x04) return TerminalKey::Name::EndOfInput;  // Ctrl-D
  if (b == 0x7f || b == 0x08) return TerminalKey::Name::Backspace;
  if (b >= 0x21 && b < 0x7f) return TerminalKey::Name::Char;
  return TerminalKey::Name::Other;
}

}  // namespace

void TerminalKeyParser::feed(std::span<const uint8_t> bytes) {
  pending_.append(bytes.begin(), bytes.end());
  parse();
}

std::optional<TerminalKey> TerminalKeyParser::next() {
  if (keys_.empty()) return std::nullopt;
  TerminalKey k = keys_.front();
  keys_.pop_front();
  return k;
}

void TerminalKeyParser::flush() {
  if (pending_.empty()) return;
  if (pending_[0] == '\x1b') push(TerminalKey::Name::Escape);
  else push(TerminalKey::Name::Other);  // an unfinished UTF-8 character
  pending_.erase(0, 1);
  parse();
}

void TerminalKeyParser::parse() {
  std::size_t i = 0;
  while (i < pending_.size()) {
    const auto b = static_cast<uint8_t>(pending_[i]);
    if (b == 0x1b) {
      if (i + 1 >= pending_.size()) break;  // wait: Escape alone, or a sequence to come?
      if (pending_[i + 1] == 'O') {         // SS3: F1 to F4 and the cursor keys of some terminals
        if (i + 2 >= pending_.size()) break;
        push_ss3(pending_[i + 2]);
        i += 3;
        continue;
      }
      if (pending_[i + 1] != '[') {
        push(TerminalKey::Name::Escape);  // Escape, then whatever follows on its own
        ++i;
        continue;
      }
      // CSI: parameter bytes up to a final byte 0x40..0x7e.
      std::size_t j = i + 2;
      while (j < pending_.size() && j - i < kLongestSequence) {
        const auto c = static_cast<uint8_t>(pending_[j]);
        if (c >= 0x40 && c <= 0x7e) break;
        ++j;
      }
      if (j - i >= kLongestSequence) {
        push(TerminalKey::Name::Other);  // garbage: drop it
        i = j;
        continue;
      }
      if (j >= pending_.size()) break;  // not finished yet
      sequence(pending_.substr(i + 2, j - i - 2), pending_[j]);
      i = j + 1;
      continue;
    }
    if (b >= 0x80) {
      // A UTF-8 character: no key of ours, but a letter of the line being typed ("ä", "К",
      // "ش"), kept whole; a stray continuation byte is no character.
      const std::size_t length = utf8_length(b);
      if (i + length > pending_.size()) break;
      const bool whole = whole_character(std::string_view(pending_).substr(i, length), length);
      if (whole) push(TerminalKey::Name::Char, 0, pending_.substr(i, length));
      else push(TerminalKey::Name::Other);
      i += whole ? length : 1;
      continue;
    }
    const TerminalKey::Name name = name_of_plain(b);
    if (name == TerminalKey::Name::Char) push(name, char(std::tolower(b)), std::string(1, char(b)));
    else push(name);
    ++i;
  }
  pending_.erase(0, i);
}

namespace {

// A code point in UTF-8.
std::string utf8_of(long code) {
  std::string out;
  const auto c = static_cast<unsigned long>(code);
  if (c < 0x800) {
    out += char(0xc0 | (c >> 6));
  } else if (c < 0x10000) {
    out += char(0xe0 | (c >> 12));
    out += char(0x80 | ((c >> 6) & 0x3f));
  } else {
    out += char(0xf0 | (c >> 18));
    out += char(0x80 | ((c >> 12) & 0x3f));
    out += char(0x80 | ((c >> 6) & 0x3f));
  }
  out += char(0x80 | (c & 0x3f));
  return out;
}

// A decimal number of at most 7 digits, or nothing.
std::optional<long> small_number(std::string_view text) {
  if (text.empty() || text.size() > 7) return std::nullopt;
  long n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
  }
  return n;
}

// The `index`th piece of `text` split at `separator`; empty if there are fewer.
std::string_view piece(std::string_view text, char separator, int index) {
  for (int i = 0; i < index; ++i) {
    const std::size_t at = text.find(separator);
    if (at == std::string_view::npos) return {};
    text.remove_prefix(at + 1);
  }
  return text.substr(0, text.find(separator));
}

// The function key `CSI n~` names (xterm's numbering: 11-15, 17-21, 23-24), 0 for none.
int function_of_tilde(long code) {
  if (code >= 11 && code <= 15) return int(code - 10);
  if (code >= 17 && code <= 21) return int(code - 11);
  if (code == 23 || code == 24) return int(code - 12);
  return 0;
}

// The cursor keys as terminals send them, with or without modifiers (`CSI 1;5D`):
// `CSI A..D`, `CSI H`/`F`, `CSI 1~`/`7~` Home, `CSI 4~`/`8~` End, `CSI 3~` Delete.
TerminalKey::Name editing_key(const std::string& params, char final_byte) {
  using N = TerminalKey::Name;
  switch (final_byte) {
    case 'A': return N::Up;
    case 'B': return N::Down;
    case 'C': return N::Right;
    case 'D': return N::Left;
    case 'H': return N::Home;
    case 'F': return N::End;
    case '~': {
      const auto code = small_number(piece(params, ';', 0));
      if (code == 1 || code == 7) return N::Home;
      if (code == 4 || code == 8) return N::End;
      if (code == 3) return N::Delete;
      return N::Other;
    }
    default: return N::Other;
  }
}

}  // namespace

// `CSI code[:alternates] ; modifiers[:event] [; text] u`. Only presses count; releases
// (event 3) arrive only if asked for, but are ignored if they come anyway.
void TerminalKeyParser::sequence(const std::string& params, char final_byte) {
  if (final_byte >= 'P' && final_byte <= 'S') return push_function(final_byte - 'P' + 1);  // F1-F4 (kitty, xterm)
  if (final_byte == '~') {
    if (const int f = function_of_tilde(small_number(piece(params, ';', 0)).value_or(0)); f > 0)
      return push_function(f);
  }
  if (final_byte != 'u') {
    push(editing_key(params, final_byte));  // arrows, Home, End, Delete; other keys
    return;
  }
  const std::string_view key = piece(params, ';', 0), mods = piece(params, ';', 1);
  const auto key_code = small_number(piece(key, ':', 0));
  const auto modifier_field = mods.empty() ? std::optional<long>(1) : small_number(piece(mods, ':', 0));
  const std::string_view event_text = piece(mods, ':', 1);
  const auto event = event_text.empty() ? std::optional<long>(1) : small_number(event_text);
  if (!key_code || !modifier_field || !event) {
    push(TerminalKey::Name::Other);
    return;
  }
  if (*event == 3) return;  // a release
  const long code = *key_code;
  const long modifiers = *modifier_field > 0 ? *modifier_field - 1 : 0;
  if (code == kLeftShift) return push(TerminalKey::Name::LeftShift);
  if (code == kRightShift) return push(TerminalKey::Name::RightShift);
  if ((modifiers & 4) && code == 'c') return push(TerminalKey::Name::Interrupt);   // Ctrl-C
  if ((modifiers & 4) && code == 'd') return push(TerminalKey::Name::EndOfInput);  // Ctrl-D
  if (code == 27) return push(TerminalKey::Name::Escape);
  const bool shifted = modifiers & 1;
  if (code < 0x80) {
    const TerminalKey::Name name = name_of_plain(static_cast<uint8_t>(code));
    if (name != TerminalKey::Name::Char) return push(name);
    // The report names the key, not the letter: Shift makes a capital ("n Sf3").
    const char typed = shifted ? char(std::toupper(int(code))) : char(code);
    return push(name, char(std::tolower(int(code))), std::string(1, typed));
  }
  // A letter of another script (kitty reports its code point; 57344 up are its function keys).
  if (code < 57344 || (code > 63743 && code <= 0x10ffff)) {
    const std::string letter = utf8_of(code);
    return push(TerminalKey::Name::Char, 0, shifted ? upper_case(letter) : letter);
  }
  push(TerminalKey::Name::Other);
}

// `ESC O x`: F1 to F4 (P..S), and the cursor keys in a terminal's application mode.
void TerminalKeyParser::push_ss3(char final_byte) {
  using N = TerminalKey::Name;
  if (final_byte >= 'P' && final_byte <= 'S') return push_function(final_byte - 'P' + 1);
  switch (final_byte) {
    case 'A': return push(N::Up);
    case 'B': return push(N::Down);
    case 'C': return push(N::Right);
    case 'D': return push(N::Left);
    case 'H': return push(N::Home);
    case 'F': return push(N::End);
    default: return push(N::Other);
  }
}

std::optional<ChosenKey> key_named(std::string_view name) {
  using N = TerminalKey::Name;
  if (name == "space") return ChosenKey{N::Space, {}, 0};
  if (name == "enter") return ChosenKey{N::Enter, {}, 0};
  if (name.size() >= 2 && (name[0] == 'f' || name[0] == 'F')) {
    const auto n = small_number(name.substr(1));
    if (n && *n >= 1 && *n <= 12) return ChosenKey{N::Function, {}, int(*n)};
  }
  // One character as typed: a printable one, in UTF-8.
  const auto first = static_cast<uint8_t>(name.empty() ? 0 : name[0]);
  const std::size_t length = utf8_length(first);
  const bool one_character = name.size() == length && (length == 1 ? first > 0x20 && first != 0x7f && first < 0x80
                                                                   : whole_character(name, length));
  if (!one_character) return std::nullopt;
  return ChosenKey{N::Char, std::string(name), 0};
}

std::string name_of(const ChosenKey& key) {
  using N = TerminalKey::Name;
  if (key.name == N::Space) return "space";
  if (key.name == N::Enter) return "enter";
  if (key.name == N::Function) return "f" + std::to_string(key.function);
  return key.text;
}

bool is_key(const TerminalKey& pressed, const ChosenKey& chosen) {
  using N = TerminalKey::Name;
  if (chosen.name == N::Char)
    return pressed.name == N::Char && (pressed.text.empty() ? std::string(1, pressed.ch) : pressed.text) == chosen.text;
  if (chosen.name == N::Function) return pressed.name == N::Function && pressed.function == chosen.function;
  return pressed.name == chosen.name;
}

}  // namespace twinboard::devices
