// The window for the sighted player and the arbiter (SDL2): both boards as sensed beside
// the official position, squares that differ in red, the move coming together, both
// clocks in large digits, the last announcement (F2.10), the touch log and the
// scoresheets. A high-contrast large-print mode for players with some sight fills the
// screen with the official board, the clocks and the last announcement.
// Keys: L large print on/off, F (or F11) full screen on/off, Escape leaves both; F2
// braille typing on/off: then F D S J K L (A ;) and space are a six-key braille keyboard,
// Backspace and Enter edit the line, Escape ends braille typing. F9 opens the arbiter's
// line: the PIN first (shown as stars), then orders, one a line (Enter); Escape or F9 close
// it. Y and N answer a draw offered to the window's player (its state line says so). What is
// typed is handed on; the window decides nothing about it.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "braille/braille_desk.h"
#include "view_model.h"

struct SDL_Window;
union SDL_Event;
struct SDL_Renderer;
struct SDL_Surface;
typedef struct _TTF_Font TTF_Font;

namespace twinboard::ui {

struct Rect {
  int x = 0, y = 0, w = 0, h = 0;
};

struct WindowOptions {
  int width = 1280, height = 720;
  bool large_print = false;
  bool fullscreen = false;
};

class TableWindow {
 public:
  // Throws std::runtime_error when no window can be made (no display, no font).
  explicit TableWindow(WindowOptions options);
  ~TableWindow();
  TableWindow(const TableWindow&) = delete;
  TableWindow& operator=(const TableWindow&) = delete;

  // Draws one frame.
  void show(const ViewModel& model);
  // Handles the keyboard and the window; false once the window has been closed.
  bool poll();
  // Whether the window must be drawn again though its model did not change: something came to
  // it (a key, a resize, its exposure), or its own lines or modes changed, since it was last drawn.
  bool stale() const { return stale_; }
  bool large_print() const { return options_.large_print; }

  // Braille typing: what the keyboard gave since the last call.
  struct Typing {
    enum class Kind { Key, On, Off } kind;
    braille::DisplayKey key{};  // Kind::Key
  };
  std::vector<Typing> take_typing();
  bool braille_typing() const { return braille_typing_; }
  void set_braille_typing(bool on) {
    stale_ = stale_ || on != braille_typing_;
    braille_typing_ = on;
  }
  void set_large_print(bool on) {
    stale_ = stale_ || on != options_.large_print;
    options_.large_print = on;
  }

  // The arbiter's line: the lines typed and ended with Enter since the last call.
  std::vector<std::string> take_arbiter_lines() { return std::exchange(arbiter_lines_, {}); }
  // Y and N pressed since the last call (true: Y), for a draw offered to the window's player.
  std::vector<bool> take_draw_answers() { return std::exchange(draw_answers_, {}); }
  bool arbiter_line_open() const { return arbiter_typing_.has_value(); }
  // What the line shows: a PIN is asked for (stars) until `unlocked`; `answer`: the last
  // answers, shown above the line.
  void set_arbiter_state(bool unlocked, std::vector<std::string> answer) {
    stale_ = stale_ || unlocked != arbiter_unlocked_ || answer != arbiter_answer_;
    arbiter_unlocked_ = unlocked;
    arbiter_answer_ = std::move(answer);
  }

  // Where square `s` of board `board` (0 tactile, 1 official, 2 sighted) was drawn in
  // the last frame; w = 0 when that board is not shown.
  Rect square_rect(int board, Square s) const;
  // The last frame's pixels as 0xRRGGBB; for tests and screenshots.
  unsigned pixel(int x, int y) const;
  bool save_bmp(const std::string& path) const;

 private:
  TTF_Font* font(int size);
  void text(const std::string& utf8, int x, int y, int size, unsigned rgb, bool centred = false, int right = -1);
  void fill(const Rect& r, unsigned rgb);
  void board(int index, const ShownBoard& b, Rect area, bool white_at_bottom);
  // Text broken at spaces into lines between x and `right`, from y down to `bottom` at most;
  // returns the y below the last line.
  int wrapped(const std::string& utf8, int x, int y, int size, unsigned rgb, int right, int bottom);
  void normal_layout(const ViewModel& m, int w, int h);
  void large_layout(const ViewModel& m, int w, int h);
  void clocks(const ViewModel& m, Rect area, int size);
  bool braille_key(int type, int sym, bool repeat);
  void arbiter_event(const SDL_Event& e);
  void arbiter_overlay(const ViewModel& m, int w, int h);

  WindowOptions options_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  SDL_Surface* frame_ = nullptr;  // the last frame, read back
  std::map<int, TTF_Font*> fonts_;
  std::string font_path_;
  Rect boards_[3][64]{};
  bool braille_typing_ = false;
  bool stale_ = true;  // drawn since, nothing came: see stale()
  braille::ChordKeys chord_keys_;
  std::vector<Typing> typing_;
  std::optional<std::string> arbiter_typing_;  // open: what is being typed
  std::vector<std::string> arbiter_lines_;
  std::vector<bool> draw_answers_;
  bool arbiter_unlocked_ = false;
  std::vector<std::string> arbiter_answer_;
};

}  // namespace twinboard::ui
