#include "runtime/table_session.h"

#include <iostream>

#include "braille/cell_words.h"
#include "core/table_phrases.h"
#include "runtime/keyboard_layouts.h"
#include "runtime/vi_commands.h"

namespace twinboard::runtime {

bool TableSession::command(const std::string& line, bool from_key) {
  auto action = read_vi_command(line, seat_, language());
  if (!action) {  // he hears why in his words; the log says it in the arbiter's
    say(vi_command_words(action.error(), language()));
    const Language arbiters = runtime_.arbiters_vocabulary().language;
    const TablePhrases& log = runtime_.phrases(Listener::Arbiter);
    runtime_.note(fill_in(log.key_refused_log, {{"colour", std::string(log.colour[index(seat_)])},
                                                {"words", vi_command_words(action.error(), arbiters)}}),
                  LogLevel::Warning);
    return true;
  }
  if (action->kind != ViAction::Kind::Quit) quit_asked_ = false;
  if (action->kind != ViAction::Kind::Help) help_part_.reset();
  switch (action->kind) {
    case ViAction::Kind::Quit: return quit(from_key);
    case ViAction::Kind::Help:
      help_part_ = help_part_ ? (*help_part_ + 1) % kHelpParts : 0;
      say_logged(help_text(*help_part_), LogLevel::Info);  // issue 48, item 14: in the log too
      return true;
    case ViAction::Kind::Repeat: runtime_.repeat(listener_of(seat_)); return true;
    case ViAction::Kind::Table: runtime_.input(action->input, "keyboard"); return true;
    case ViAction::Kind::Braille:
      typing_braille_ = true;
      say(std::string(braille::typing_phrases(language()).keys_on));
      return true;
  }
  return true;
}

bool TableSession::key(const devices::TerminalKey& k) {
  using N = devices::TerminalKey::Name;
  if (k.name == N::Interrupt) return false;
  // Issue 48, item 12: only `h` right after his help gives its next part.
  const bool in_line = typing_braille_ || (editor_ && editor_->open());
  const char letter = k.name == N::Char && !k.ch ? key_by_place(k.text, language()).value_or(0) : k.ch;
  if (in_line || k.name != N::Char || (letter != 'h' && letter != '?')) help_part_.reset();
  // Ctrl-D, pressed by mistake or to leave, is his `q`: refused while the game goes on (only
  // the arbiter closes the table then), asked again after it.
  if (k.name == N::EndOfInput) return quit(true);
  // A function key presses a clock even while he types braille; other keys are dots then.
  if (k.name == N::Function && clock_key(k)) return true;
  if (typing_braille_) return braille_key(k);
  if (clock_key(k)) return true;
  if (!editor_ || !editor_->open()) {
    if (k.name != N::Char) return true;
    // Issue 48, item 10: in a Russian, Mongolian or Persian layout the key is where it sits.
    auto binding = key_binding(letter);
    if (!binding) return true;
    if (binding->prompt.back() != ' ') return command(binding->prompt, true);
    if (!editor_) editor_ = std::make_unique<devices::LineEditor>();
    prompt_ = binding->prompt;
    editor_->begin(prompt_words(*binding, language()), binding->complete_after,
                   std::string(table_phrases(language()).line_cancelled));
    return true;
  }
  // In a line: what he types kept as typed, any script and case (issue 35: "Läufer",
  // "Sf3", "Кf6"), edited with Backspace, the arrows and his earlier lines.
  switch (editor_->key(k)) {
    case devices::LineEditor::Outcome::Editing:
    case devices::LineEditor::Outcome::Cancelled: return true;
    case devices::LineEditor::Outcome::Done: return command(prompt_ + editor_->line());
  }
  return true;
}

// Issue 35, item 1: a player's clock key presses his clock (the terminal's player's is the
// space bar unless he chose another; a foot switch may type it). A key that types text presses only
// outside a line; a function key presses inside one too, and the line stays as it is.
bool TableSession::clock_key(const devices::TerminalKey& k) {
  const bool in_line = editor_ && editor_->open();
  for (Color b : kColors) {
    const auto& chosen = clock_keys_[b];
    if (!chosen || !devices::is_key(k, *chosen)) continue;
    if (in_line && chosen->name != devices::TerminalKey::Name::Function) return false;
    runtime_.input(PressClock{b}, "clock key");
    return true;
  }
  return false;
}

// Braille dot by dot (a terminal reports no key releases, so no chords): digits 1-8
// are the dots of a cell, Space ends the cell, Enter ends it and the line, Backspace
// takes back the cell's digits or the last cell, '?' reads back, Escape stops.
bool TableSession::braille_key(const devices::TerminalKey& k) {
  using N = devices::TerminalKey::Name;
  braille::BrailleDesk& desk = braille_.desk();
  const Table& table = runtime_.table();
  switch (k.name) {
    case N::Char:
      if (dots_.digit(k.ch)) return true;
      if (k.ch == '?') braille_.apply(runtime_, desk.read_back(table));
      return true;
    case N::Space: braille_.apply(runtime_, desk.chord(dots_.end_cell(), table)); return true;
    case N::Enter:
      if (!dots_.empty()) braille_.apply(runtime_, desk.chord(dots_.end_cell(), table));
      braille_.apply(runtime_, desk.enter(table));
      return true;
    case N::Backspace:
      if (!dots_.clear()) braille_.apply(runtime_, desk.backspace(table));
      return true;
    case N::Escape:
      typing_braille_ = false;
      dots_.clear();
      say(std::string(braille::typing_phrases(language()).keys_off));
      return true;
    default: return true;
  }
}

std::string TableSession::help_text(int part) const { return vi_help(language(), clock_keys_[seat_], part); }

Language TableSession::language() const { return runtime_.table().setup().vocabulary_of(listener_of(seat_)).language; }

void TableSession::say(const std::string& text) { runtime_.speak(listener_of(seat_), text, Priority::Info); }

void TableSession::say_logged(const std::string& text, LogLevel level) {
  runtime_.note("say to " + std::string(name(listener_of(seat_))) + ": " + text, level);
  say(text);
}

// Issue 18, item 6: a game in progress is ended or adjourned by the arbiter only; after
// it, `q` asks once more at the keys (a typed "quit" is deliberate), and everyone hears
// the table close.
bool TableSession::quit(bool from_key) {
  const TablePhrases& p = table_phrases(language());
  if (!runtime_.table().result()) {
    say_logged(std::string(p.only_arbiter_closes), LogLevel::Warning);  // a refusal: a warning in the log
    return true;
  }
  if (from_key && !quit_asked_) {
    quit_asked_ = true;
    say_logged(std::string(p.quit_again), LogLevel::Info);
    return true;
  }
  for (Listener l : kListeners) runtime_.tell(l, &TablePhrases::table_closes, LogLevel::Info);
  return false;
}

}  // namespace twinboard::runtime
