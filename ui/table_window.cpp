#include "table_window.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "core/pgn.h"
#include "core/text_fold.h"
#include "ui/bidi_text.h"

namespace twinboard::ui {
namespace {

// Colours as 0xRRGGBB. Normal: a familiar board on a dark background. Large print: the
// highest contrast, white and dark blue squares, yellow text on black.
struct Palette {
  unsigned background, text, light, dark, differs, white_piece, black_piece, outline_white, outline_black, running,
      frame;
};
constexpr Palette kNormal{0x202020, 0xF0F0F0, 0xEEEED2, 0x769656, 0xE03030, 0xFFFFFF,
                          0x000000, 0x000000, 0x808080, 0x2E7D32, 0x606060};
constexpr Palette kLarge{0x000000, 0xFFD700, 0xFFFFFF, 0x1F3A93, 0xFF0000, 0xFFD700,
                         0x000000, 0x000000, 0xFFFFFF, 0x006400, 0xFFFFFF};

const Palette& palette(bool large) { return large ? kLarge : kNormal; }

SDL_Color sdl(unsigned rgb) { return SDL_Color{Uint8(rgb >> 16), Uint8(rgb >> 8), Uint8(rgb), 255}; }

// The solid chess glyphs (U+265A..U+265F), filled in the piece's colour.
const char* glyph(PieceType t) {
  switch (t) {
    case PieceType::King: return "\u265A";
    case PieceType::Queen: return "\u265B";
    case PieceType::Rook: return "\u265C";
    case PieceType::Bishop: return "\u265D";
    case PieceType::Knight: return "\u265E";
    case PieceType::Pawn: return "\u265F";
    default: return "";
  }
}

std::string clock_text(Millis ms) { return format_clock(std::max<Millis>(0, ms)); }

}  // namespace

TableWindow::TableWindow(WindowOptions options) : options_(options) {
  for (const char* candidate :
       {"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"})
    if (std::filesystem::exists(candidate)) font_path_ = candidate;
  if (font_path_.empty()) throw std::runtime_error("no DejaVu Sans font (Debian: fonts-dejavu-core)");
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) throw std::runtime_error(std::string("no display: ") + SDL_GetError());
  if (TTF_Init() != 0) throw std::runtime_error(std::string("SDL_ttf: ") + TTF_GetError());
  Uint32 flags = SDL_WINDOW_RESIZABLE | (options_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
  window_ = SDL_CreateWindow("twinboard", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, options_.width,
                             options_.height, flags);
  if (!window_) throw std::runtime_error(std::string("cannot open a window: ") + SDL_GetError());
  // A software renderer works on every display, the dummy one included, and its frame
  // can be read back for screenshots.
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) throw std::runtime_error(std::string("cannot draw in the window: ") + SDL_GetError());
}

TableWindow::~TableWindow() {
  for (auto& [size, f] : fonts_) TTF_CloseFont(f);
  if (frame_) SDL_FreeSurface(frame_);
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  TTF_Quit();
  SDL_QuitSubSystem(SDL_INIT_VIDEO);
}

TTF_Font* TableWindow::font(int size) {
  auto it = fonts_.find(size);
  if (it != fonts_.end()) return it->second;
  TTF_Font* f = TTF_OpenFont(font_path_.c_str(), size);
  if (!f) throw std::runtime_error(std::string("cannot open the font: ") + TTF_GetError());
  fonts_[size] = f;
  return f;
}

void TableWindow::fill(const Rect& r, unsigned rgb) {
  const SDL_Color c = sdl(rgb);
  SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, 255);
  SDL_Rect rect{r.x, r.y, r.w, r.h};
  SDL_RenderFillRect(renderer_, &rect);
}

// A line in its visual order (bidi_text.h): each run shaped in its own direction and script,
// the runs side by side. A right-to-left line (Persian) ends at `right`, or else is
// mirrored: it ends as far from the window's right edge as a left-to-right one begins
// from its left.
void TableWindow::text(const std::string& utf8, int x, int y, int size, unsigned rgb, bool centred, int right) {
  if (utf8.empty()) return;
  const BidiLine line = bidi_line(utf8);
  TTF_Font* f = font(size);
  std::vector<SDL_Surface*> pieces;
  int width = 0, height = 0;
  for (const TextRun& run : line.runs) {
    TTF_SetFontDirection(f, run.right_to_left ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR);
    TTF_SetFontScriptName(f, run.script.c_str());
    SDL_Surface* piece = TTF_RenderUTF8_Blended(f, run.utf8.c_str(), sdl(rgb));
    if (!piece) continue;
    pieces.push_back(piece);
    width += piece->w;
    height = std::max(height, piece->h);
  }
  int left = centred ? x - width / 2 : x;
  if (line.right_to_left && !centred) {
    if (right < 0) {
      int window_width = 0;
      SDL_GetRendererOutputSize(renderer_, &window_width, nullptr);
      right = window_width - x;
    }
    left = right - width;
  }
  const int top = centred ? y - height / 2 : y;
  for (SDL_Surface* piece : pieces) {
    SDL_Texture* t = SDL_CreateTextureFromSurface(renderer_, piece);
    SDL_Rect dst{left, top, piece->w, piece->h};
    SDL_RenderCopy(renderer_, t, nullptr, &dst);
    SDL_DestroyTexture(t);
    left += piece->w;
    SDL_FreeSurface(piece);
  }
}

void TableWindow::board(int index, const ShownBoard& b, Rect area, bool white_at_bottom) {
  const Palette& p = palette(options_.large_print);
  const int cell = std::min(area.w, area.h) / 8;
  fill({area.x - 2, area.y - 2, cell * 8 + 4, cell * 8 + 4}, p.frame);
  for (int s = 0; s < 64; ++s) {
    const Square sq = Square(s);
    const int file = file_of(sq), rank = rank_of(sq);
    const int column = white_at_bottom ? file : 7 - file, row = white_at_bottom ? 7 - rank : rank;
    const Rect r{area.x + column * cell, area.y + row * cell, cell, cell};
    boards_[index][s] = r;
    const bool light = (file + rank) % 2 == 1;
    fill(r, (b.differs & bit(sq)) ? p.differs : light ? p.light : p.dark);
    if (!(b.occupied & bit(sq))) continue;
    const Piece piece = b.pieces[s];
    if (!is_piece(piece)) {  // a filled hole whose piece is not known
      fill({r.x + cell / 3, r.y + cell / 3, cell / 3, cell / 3}, p.frame);
      continue;
    }
    const bool white = color_of(piece) == Color::White;
    // An outline first (the glyph a little larger around), then the piece's colour.
    const int size = cell * 8 / 10;
    for (auto [dx, dy] : {std::pair{-1, 0}, std::pair{1, 0}, std::pair{0, -1}, std::pair{0, 1}})
      text(glyph(type_of(piece)), r.x + cell / 2 + dx * std::max(1, cell / 30),
           r.y + cell / 2 + dy * std::max(1, cell / 30), size, white ? p.outline_white : p.outline_black, true);
    text(glyph(type_of(piece)), r.x + cell / 2, r.y + cell / 2, size, white ? p.white_piece : p.black_piece, true);
  }
  // Issue 35, item 9: coordinates, files below and ranks to the left, as the board is turned.
  const int label = std::max(10, cell / 3);
  for (int i = 0; i < 8; ++i) {
    const int file = white_at_bottom ? i : 7 - i, rank = white_at_bottom ? 7 - i : i;
    text(std::string(1, char('a' + file)), area.x + i * cell + cell / 2, area.y + cell * 8 + label * 2 / 3, label,
         p.text, true);
    text(std::string(1, char('1' + rank)), area.x - label * 2 / 3, area.y + i * cell + cell / 2, label, p.text, true);
  }
  if (!b.title.empty())
    text(b.title, area.x, area.y + cell * 8 + label * 3 / 2, std::max(12, cell / 3), p.text, false, area.x + cell * 8);
}

int TableWindow::wrapped(const std::string& words, int x, int y, int size, unsigned rgb, int right, int bottom) {
  const std::size_t per_line = std::size_t(std::max(8, (right - x) / std::max(1, size * 6 / 10)));  // characters
  for (std::size_t start = 0; start < words.size() && y <= bottom - size;) {
    // As many whole characters as fit (a Cyrillic or Persian letter is two bytes), broken at
    // a space where there is one.
    std::size_t end = start;
    for (std::size_t taken = 0; end < words.size() && taken < per_line; ++taken) {
      ++end;
      while (end < words.size() && (static_cast<unsigned char>(words[end]) & 0xc0) == 0x80) ++end;
    }
    if (end < words.size()) {
      const std::size_t space = words.rfind(' ', end);
      if (space != std::string::npos && space > start) end = space;
    }
    text(words.substr(start, end - start), x, y, size, rgb, false, right);
    y += size * 5 / 4;
    start = end + (end < words.size() && words[end] == ' ' ? 1 : 0);
  }
  return y;
}

void TableWindow::clocks(const ViewModel& m, Rect area, int size) {
  const Palette& p = palette(options_.large_print);
  if (!m.clock_in_use) {
    text(std::string(m.words.no_clock), area.x + area.w / 2, area.y + area.h / 2, size / 2, p.text, true);
    return;
  }
  const auto label = [&](Color c) {
    return m.colours[int(c)] + " " + clock_text(c == Color::White ? m.white_ms : m.black_ms);
  };
  // Both as large as the longer fits in its half: "Schwarz 1:30:00" in large print at
  // 1280x800 ran into the other clock and off the screen (issue 35, item 9). A glyph is
  // about 0.6 em wide.
  const std::size_t longest = std::max(code_points(label(Color::White)), code_points(label(Color::Black)));
  const int fitting = int(double(area.w / 2 - 16) / (0.62 * double(longest + 1)));
  for (Color c : {Color::White, Color::Black}) {
    const Rect half{area.x + (c == Color::White ? 0 : area.w / 2), area.y, area.w / 2, area.h};
    if (m.running == c) fill({half.x + 4, half.y + 4, half.w - 8, half.h - 8}, p.running);
    text(label(c), half.x + half.w / 2, half.y + half.h / 2, std::min(size, fitting), p.text, true);
  }
}

void TableWindow::normal_layout(const ViewModel& m, int w, int h) {
  const Palette& p = palette(false);
  const int margin = w / 40;
  clocks(m, {0, 0, w, h / 7}, h / 14);
  const int cell = std::min((w - 4 * margin) / 24, (h * 55 / 100) / 8);
  const int top = h / 7 + margin;
  for (int i = 0; i < 3; ++i) {
    const Rect area{margin + i * (cell * 8 + margin), top, cell * 8, cell * 8};
    const bool white_at_bottom = i == 0 || (i == 1 && m.seen_from == Color::White);
    board(i, m.boards[i], area, white_at_bottom);
  }
  const int line = std::max(14, h / 36);
  int y = top + cell * 8 + line * 2 + margin / 2 + cell / 3;
  // The left half: who plays, what is going on, the last move said; the right half: the
  // scoresheets. Each line is broken to stay in its half (issue 35, item 9).
  const int left_end = w / 2 - margin;
  std::string status = m.result.empty() ? m.state : fill_in(m.words.result, {{"result", m.result}});
  if (!m.pending.empty()) status += "   " + fill_in(m.words.pending, {{"move", m.pending}});
  if (!m.heading.empty()) y = wrapped(m.heading, margin, y, line * 4 / 5, p.text, left_end, h);
  y = wrapped(status, margin, y, line, p.text, left_end, h) + line / 4;
  y = wrapped(m.last_announcement, margin, y, line, p.text, left_end, h) + line / 4;
  std::string touches{m.words.touched};
  for (const std::string& t : m.touches) touches += "  " + t;
  text(touches, margin, y, line * 4 / 5, p.text);
  // D.2.11: the VI player's words, large, for a sighted opponent who cannot hear them.
  if (!m.caption.empty()) text(m.caption, margin, y + line * 3 / 2, line * 2, p.text);
  int sy = top + cell * 8 + line * 2 + margin / 2 + cell / 3;
  for (Color c : {Color::White, Color::Black}) {
    std::string sheet = fill_in(m.words.sheet_of, {{"colour", m.colours[int(c)]}});
    for (const std::string& s : m.sheets[int(c)]) sheet += "  " + s;
    text(sheet, w / 2, sy, line * 4 / 5, p.text);
    sy += line * 3 / 2;
  }
  // What the VI player is typing in braille, for those who read it by sight.
  if (braille_typing_ || !m.braille_line.empty())
    text(fill_in(m.words.braille, {{"cells", m.braille_line + "_"}}), w / 2, sy, line, p.text);
}

void TableWindow::large_layout(const ViewModel& m, int w, int h) {
  const Palette& p = palette(true);
  clocks(m, {0, 0, w, h / 5}, h / 9);
  const int margin = h / 30;
  const int cell = (h - h / 5 - 2 * margin) / 8;  // the file letters go in the margin below
  const Rect area{margin * 2, h / 5 + margin, cell * 8, cell * 8};
  ShownBoard official = m.boards[1];
  official.title.clear();
  board(1, official, area, m.seen_from == Color::White);
  for (int i : {0, 2})
    for (Rect& r : boards_[i]) r = Rect{};
  // Beside the board: whose turn, the last announcement, and a board that is off.
  const int x = area.x + cell * 8 + margin * 2;
  const int size = std::max(20, h / 16);
  int y = h / 5 + margin;
  // Issue 35, item 9: every line broken to fit; nothing runs off a 1280x800 screen.
  y = wrapped(m.result.empty() ? m.state : m.result, x, y, size, p.text, w - margin, h);
  if (!m.heading.empty()) y = wrapped(m.heading, x, y, size * 3 / 4, p.text, w - margin, h);
  y += size / 4;
  y = wrapped(m.last_announcement, x, y, size, p.text, w - margin, h);
  for (int i : {0, 2}) {
    if (m.boards[i].differs == 0 || y > h - size) continue;
    fill({x, y, w - x - margin, size * 3 / 2}, p.differs);
    text(fill_in(m.words.board_differs, {{"board", m.boards[i].title}}), x + margin / 2, y + size / 8, size, 0xFFFFFF);
    y += size * 2;
  }
  if ((braille_typing_ || !m.braille_line.empty()) && y <= h - size)
    text(fill_in(m.words.braille, {{"cells", m.braille_line + "_"}}), x, y, size, p.text);
}

void TableWindow::show(const ViewModel& m) {
  stale_ = false;
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  const Palette& p = palette(options_.large_print);
  const SDL_Color bg = sdl(p.background);
  SDL_SetRenderDrawColor(renderer_, bg.r, bg.g, bg.b, 255);
  SDL_RenderClear(renderer_);
  if (options_.large_print) large_layout(m, w, h);
  else normal_layout(m, w, h);
  arbiter_overlay(m, w, h);
  // Read the frame back before presenting it: tests and screenshots look at it.
  if (!frame_ || frame_->w != w || frame_->h != h) {
    if (frame_) SDL_FreeSurface(frame_);
    frame_ = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
  }
  if (frame_) SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_RGB888, frame_->pixels, frame_->pitch);
  SDL_RenderPresent(renderer_);
}

bool TableWindow::poll() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    stale_ = true;  // whatever came may change what is drawn (a key typed, a resize, an exposure)
    if (e.type == SDL_QUIT || (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE)) return false;
    if (arbiter_typing_ || (e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_F9)) {
      arbiter_event(e);
      continue;
    }
    if (e.type != SDL_KEYDOWN && e.type != SDL_KEYUP) continue;
    if (braille_typing_ && braille_key(int(e.type), int(e.key.keysym.sym), e.key.repeat != 0)) continue;
    if (e.type != SDL_KEYDOWN) continue;
    switch (e.key.keysym.sym) {
      case SDLK_l: options_.large_print = !options_.large_print; break;
      case SDLK_f:
      case SDLK_F11:
        options_.fullscreen = !options_.fullscreen;
        SDL_SetWindowFullscreen(window_, options_.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
        break;
      case SDLK_F2:
        braille_typing_ = true;
        typing_.push_back({Typing::Kind::On});
        break;
      case SDLK_y:  // issue 48, item 11: a draw offered to him, accepted or declined at the window
      case SDLK_n: draw_answers_.push_back(e.key.keysym.sym == SDLK_y); break;
      case SDLK_ESCAPE:
        options_.large_print = false;
        options_.fullscreen = false;
        SDL_SetWindowFullscreen(window_, 0);
        break;
      default: break;
    }
  }
  return true;
}

// The arbiter's line owns the keyboard while it is open: no key reaches large print or
// braille typing then.
void TableWindow::arbiter_event(const SDL_Event& e) {
  constexpr std::size_t kMaxLine = 200;
  if (!arbiter_typing_) {  // F9 opens it
    arbiter_typing_ = "";
    SDL_StartTextInput();
    return;
  }
  if (e.type == SDL_TEXTINPUT) {
    const std::string typed = e.text.text;
    if (arbiter_typing_->size() + typed.size() <= kMaxLine) *arbiter_typing_ += typed;
    return;
  }
  if (e.type != SDL_KEYDOWN) return;
  switch (e.key.keysym.sym) {
    case SDLK_BACKSPACE:  // a whole character, however many bytes it has in UTF-8
      while (!arbiter_typing_->empty() && (static_cast<unsigned char>(arbiter_typing_->back()) & 0xC0) == 0x80)
        arbiter_typing_->pop_back();
      if (!arbiter_typing_->empty()) arbiter_typing_->pop_back();
      break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: arbiter_lines_.push_back(std::exchange(*arbiter_typing_, "")); break;
    case SDLK_ESCAPE:
    case SDLK_F9:
      arbiter_typing_.reset();
      SDL_StopTextInput();
      break;
    default: break;
  }
}

// The arbiter's line across the foot of the window, its last answers above it.
void TableWindow::arbiter_overlay(const ViewModel& m, int w, int h) {
  if (!arbiter_typing_) return;
  const int size = std::max(14, h / 36), step = size * 5 / 4;
  const std::size_t shown = std::min<std::size_t>(arbiter_answer_.size(), 14);
  const int height = int(shown + 1) * step + size / 2;
  fill({0, h - height, w, height}, 0x101010);
  int y = h - height + size / 4;
  for (std::size_t i = arbiter_answer_.size() - shown; i < arbiter_answer_.size(); ++i, y += step)
    text(arbiter_answer_[i], size, y, size, 0xFFFFFF);
  const std::string line = arbiter_unlocked_
                               ? std::string(m.words.arbiter_line) + *arbiter_typing_
                               : std::string(m.words.arbiter_pin) + std::string(arbiter_typing_->size(), '*');
  text(line + "_", size, y, size, 0xFFFF66);
}

namespace {
TableWindow::Typing typed(braille::DisplayKey::Kind kind, braille::Chord chord = {}) {
  return {TableWindow::Typing::Kind::Key, {kind, 0, 0, chord}};
}
}  // namespace

// A key while braille typing is on; false for keys it leaves to the window (F11).
bool TableWindow::braille_key(int type, int sym, bool repeat) {
  const bool down = type == SDL_KEYDOWN;
  // A six-key chord: its keys go down together and it is complete when the last is up.
  const char key = sym >= 0 && sym < 128 ? char(sym) : 0;  // SDL names the ASCII keys by their character
  if (auto dot = braille::six_key_dot(key)) {
    if (repeat) return true;  // held keys repeat; a chord is one cell however long it is held
    if (down) chord_keys_.down(*dot);
    else if (auto chord = chord_keys_.up(*dot)) typing_.push_back(typed(braille::DisplayKey::Kind::Chord, *chord));
    return true;
  }
  if (!down) return sym != SDLK_F11;
  switch (sym) {
    case SDLK_BACKSPACE: typing_.push_back(typed(braille::DisplayKey::Kind::Backspace)); return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: typing_.push_back(typed(braille::DisplayKey::Kind::Enter)); return true;
    case SDLK_F3: typing_.push_back(typed(braille::DisplayKey::Kind::ReadBack)); return true;
    case SDLK_F2:
    case SDLK_ESCAPE:
      braille_typing_ = false;
      chord_keys_ = {};
      typing_.push_back({Typing::Kind::Off});
      return true;
    case SDLK_F11: return false;
    default: return true;  // other keys do nothing while typing braille
  }
}

std::vector<TableWindow::Typing> TableWindow::take_typing() {
  std::vector<Typing> out;
  out.swap(typing_);
  return out;
}

Rect TableWindow::square_rect(int board_index, Square s) const { return boards_[board_index][int(s)]; }

unsigned TableWindow::pixel(int x, int y) const {
  if (!frame_ || x < 0 || y < 0 || x >= frame_->w || y >= frame_->h) return 0;
  const auto* row = static_cast<const Uint8*>(frame_->pixels) + y * frame_->pitch;
  return reinterpret_cast<const Uint32*>(row)[x] & 0xFFFFFF;
}

bool TableWindow::save_bmp(const std::string& path) const { return frame_ && SDL_SaveBMP(frame_, path.c_str()) == 0; }

}  // namespace twinboard::ui
