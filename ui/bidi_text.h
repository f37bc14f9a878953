// A line of text as the window draws it: split into runs of one direction and put in visual
// order by the Unicode bidirectional algorithm (GNU FriBidi), so that a Persian line with a
// move ("آخرین حرکت، سفید: e4") shows its Persian right to left and its "e4" left to right.
// SDL_ttf shapes each run (HarfBuzz joins the Arabic letters) but knows no bidi of its own.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace twinboard::ui {

struct TextRun {
  std::string utf8;    // in logical order, as it is shaped
  bool right_to_left;  // an odd embedding level: shaped and laid out right to left
  std::string script;  // ISO 15924 for the shaper: "Arab", "Cyrl", "Latn"
};

struct BidiLine {
  std::vector<TextRun> runs;   // left to right on the screen
  bool right_to_left = false;  // the paragraph's own direction (its first strong letter)
};

// Text that is no UTF-8 comes back as one left-to-right run, as it is.
BidiLine bidi_line(std::string_view utf8);

// `text` as an isolate of its own (U+2068 ... U+2069): inside a Persian line, "1. e4" stays
// "1. e4" instead of taking the line's direction around its full stop.
std::string isolated(std::string_view text);

}  // namespace twinboard::ui
