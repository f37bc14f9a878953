#include "devices/line_editor.h"

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <langinfo.h>
#include <poll.h>
#include <stdexcept>
#include <sys/ioctl.h>
#include <unistd.h>

#include "core/text_fold.h"

// readline's headers need stdio's FILE first.
#include <readline/history.h>
#include <readline/readline.h>

namespace twinboard::devices {
namespace {

constexpr std::size_t kHistoryKept = 50;  // lines per prompt

LineEditor* current = nullptr;  // readline calls back without a context
bool finished = false;
std::string finished_text;

// Readline counts characters by the locale: without a UTF-8 one, "ä" would be two
// characters and Backspace would leave half of it.
void make_locale_utf8() {
  std::setlocale(LC_CTYPE, "");
  const char* codeset = nl_langinfo(CODESET);
  if (codeset && std::strcmp(codeset, "UTF-8") == 0) return;
  if (!std::setlocale(LC_CTYPE, "C.UTF-8")) std::setlocale(LC_CTYPE, "C.utf8");
}

// What an ordinary terminal sends for the key, for readline's default key map.
std::string bytes_of(const TerminalKey& k) {
  using N = TerminalKey::Name;
  switch (k.name) {
    case N::Char: return !k.text.empty() ? k.text : std::string(1, k.ch);
    case N::Space: return " ";
    case N::Enter: return "\r";
    case N::Backspace: return "\x7f";
    case N::Left: return "\x1b[D";
    case N::Right: return "\x1b[C";
    case N::Up: return "\x1b[A";
    case N::Down: return "\x1b[B";
    case N::Home: return "\x1b[H";
    case N::End: return "\x1b[F";
    case N::Delete: return "\x1b[3~";
    default: return {};
  }
}

}  // namespace

LineEditor::LineEditor() {
  if (current) throw std::logic_error("one LineEditor at a time: readline is one per process");
  if (pipe(pipe_) != 0) throw std::runtime_error("line editor: no pipe");
  current = this;
  make_locale_utf8();
  rl_readline_name = "twinboard";
  rl_instream = fdopen(pipe_[0], "r");
  rl_outstream = stdout;
  rl_catch_signals = 0;  // Ctrl-C is the table's, and reaches it as a key
  rl_catch_sigwinch = 0;
  rl_change_environment = 0;
  rl_inhibit_completion = 1;                          // Tab types itself; no file names offered
  rl_variable_bind("enable-bracketed-paste", "off");  // no escape codes for a screen reader
  rl_variable_bind("input-meta", "on");
  rl_variable_bind("output-meta", "on");
  rl_variable_bind("convert-meta", "off");
  winsize size{};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) == 0 && size.ws_col > 0) rl_set_screen_size(size.ws_row, size.ws_col);
}

LineEditor::~LineEditor() {
  if (open_) rl_callback_handler_remove();
  clear_history();
  if (rl_instream) std::fclose(rl_instream);  // closes pipe_[0]
  rl_instream = nullptr;
  ::close(pipe_[1]);
  current = nullptr;
}

void LineEditor::begin(const std::string& prompt, int complete_after, const std::string& cancelled) {
  prompt_ = prompt;
  cancelled_ = cancelled;
  complete_after_ = complete_after;
  line_.clear();
  finished = false;
  clear_history();
  for (const std::string& earlier : history_[prompt]) add_history(earlier.c_str());
  std::fflush(stdout);
  open_ = true;
  rl_callback_handler_install(prompt.c_str(), &LineEditor::on_line);
}

void LineEditor::on_line(char* text) {
  finished = true;
  finished_text = text ? text : "";
  std::free(text);
  rl_callback_handler_remove();  // one line at a time: the keys outside a line are the table's
}

LineEditor::Outcome LineEditor::key(const TerminalKey& k) {
  if (!open_) return Outcome::Done;
  if (k.name == TerminalKey::Name::Escape) {
    close(" (" + cancelled_ + ")\n");
    return Outcome::Cancelled;
  }
  feed(bytes_of(k));
  if (finished) {
    open_ = false;
    line_ = finished_text;
    if (line_.find_first_not_of(' ') != std::string::npos) {
      auto& kept = history_[prompt_];
      if (kept.empty() || kept.back() != line_) kept.push_back(line_);
      if (kept.size() > kHistoryKept) kept.erase(kept.begin());
    }
    return Outcome::Done;
  }
  if (complete_after_ > 0 && code_points({rl_line_buffer, std::size_t(rl_end)}) >= std::size_t(complete_after_)) {
    line_.assign(rl_line_buffer, std::size_t(rl_end));
    close("\n");
    return Outcome::Done;
  }
  return Outcome::Editing;
}

// A key's bytes are written whole, so readline never waits in the middle of a sequence.
void LineEditor::feed(const std::string& bytes) {
  if (bytes.empty()) return;
  if (write(pipe_[1], bytes.data(), bytes.size()) != ssize_t(bytes.size())) return;
  pollfd readable{pipe_[0], POLLIN, 0};
  while (!finished && poll(&readable, 1, 0) > 0 && (readable.revents & POLLIN)) rl_callback_read_char();
  char rest[64];
  while (poll(&readable, 1, 0) > 0 && (readable.revents & POLLIN) && read(pipe_[0], rest, sizeof rest) > 0) {}
}

void LineEditor::close(const std::string& ending) {
  open_ = false;
  rl_callback_handler_remove();
  std::fputs(ending.c_str(), stdout);
  std::fflush(stdout);
}

}  // namespace twinboard::devices
