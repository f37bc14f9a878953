// What the visually impaired player asks twinboard, as
// keys without looking or as typed lines (docs/user-guide.md, "Keys"). Answers go to the
// asker only (F2.9d).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/phrasebook.h"
#include "core/result.h"
#include "core/table_events.h"
#include "devices/terminal_keys.h"

namespace twinboard::runtime {

struct ViAction {
  // Braille: typing braille dot by dot begins (docs/braille.md, "Typing braille").
  enum class Kind { Table, Repeat, Help, Quit, Braille } kind = Kind::Table;
  Input input = Tick{};  // for Kind::Table
};

// Why a typed line is no command, as a fact; its words are made for whoever reads it
// (vi_command_words): the VI player hears them in his language, the log reads in the arbiter's.
struct ViCommandError {
  enum class Kind {
    Empty,
    NeedsSquare,     // "square", "moves" without one
    NeedsLine,       // "scan" without a file or rank
    NeedsMove,       // "note" without the move
    NeedsWords,      // "announce" without words
    NotASquare,      // argument
    NotALine,        // argument
    NotBraille,      // argument
    ClaimNeedsRule,  // "claim" without repetition or fifty
    ArbiterOnly,     // an arbiter's order typed at the player's keyboard
    Unknown,         // verb
  } kind;
  std::string verb{}, argument{};  // as typed
  bool operator==(const ViCommandError&) const = default;
};
std::string vi_command_words(const ViCommandError& error, Language language);

// A command line: "time", "last", "repeat", "turn", "opponent", "square e4", "mine", "theirs",
// "scan e" / "scan 4", "moves g1", "note Sf3", "erase", "sheet" / "sheet all", "braille 124 15" (cells as dot numbers), "announce Springer Felix drei", "help", "quit".
// `vi` is the player asking.
// `language`: the player's, for the words a command like "offer" stands for (words_of).
Result<ViAction, ViCommandError> read_vi_command(std::string_view line, Color vi,
                                                 Language language = Language::English);

// Keys: a key alone is a command ('t' time ...); a key that needs more starts a line
// ("s" waits for a square). `prompt` is what the line starts with, `complete_after` how
// many more characters end it without Enter (0: Enter ends it).
struct KeyBinding {
  std::string prompt;
  int complete_after = 0;
  // A key that opens a line: what the screen shows before it, in the player's language.
  std::string_view TablePhrases::*label = nullptr;
};
std::optional<KeyBinding> key_binding(char key);

// The keys and what they do, said in `language`, with his clock key if he has one:
// part `part` of his help (0 the summary; asked again, the next part, round to the summary).
constexpr int kHelpParts = 6;
std::string vi_help(Language language, const std::optional<devices::ChosenKey>& clock_key = std::nullopt, int part = 0);
// A key as it is said in `language`: "die Leertaste", "эф 12", "ü".
std::string key_words(const devices::ChosenKey& key, Language language);
// What the screen shows before the line a prompt key opens ("Ansage: " after `v`), in his
// language; the line still reaches the table as the command ("announce ...").
std::string prompt_words(const KeyBinding& binding, Language language);

}  // namespace twinboard::runtime
