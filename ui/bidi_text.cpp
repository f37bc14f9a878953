#include "ui/bidi_text.h"

#include <fribidi.h>

#include <algorithm>

namespace twinboard::ui {
namespace {

// The marks that steer the algorithm (isolates, embeddings, LRM, RLM) have done their work
// once the runs are known; the font has no glyph for them.
bool is_direction_mark(FriBidiChar c) {
  return (c >= 0x2066 && c <= 0x2069) || (c >= 0x202A && c <= 0x202E) || c == 0x200E || c == 0x200F;
}

std::string utf8_of(const std::vector<FriBidiChar>& text, std::size_t from, std::size_t to) {
  std::vector<FriBidiChar> kept;
  for (std::size_t i = from; i < to; ++i)
    if (!is_direction_mark(text[i])) kept.push_back(text[i]);
  std::string out(kept.size() * 4 + 1, '\0');  // UTF-8 takes at most 4 bytes a character
  const FriBidiStrIndex length =
      fribidi_unicode_to_charset(FRIBIDI_CHAR_SET_UTF8, kept.data(), FriBidiStrIndex(kept.size()), out.data());
  out.resize(std::size_t(length));
  return out;
}

// The script HarfBuzz is told to shape a run in: only Arabic letters need it (they join).
std::string script_of(const std::vector<FriBidiChar>& text, std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < to; ++i) {
    const FriBidiChar c = text[i];
    if ((c >= 0x0600 && c <= 0x06FF) || (c >= 0xFB50 && c <= 0xFEFF)) return "Arab";
    if (c >= 0x0400 && c <= 0x04FF) return "Cyrl";
  }
  return "Latn";
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const std::size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    if (n == 0 || i + n > s.size()) return false;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return false;
    i += n;
  }
  return true;
}

}  // namespace

std::string isolated(std::string_view text) { return "\u2068" + std::string(text) + "\u2069"; }

BidiLine bidi_line(std::string_view utf8) {
  BidiLine line;
  if (utf8.empty()) return line;
  if (!valid_utf8(utf8)) {
    line.runs.push_back({std::string(utf8), false, "Latn"});
    return line;
  }
  std::vector<FriBidiChar> text(utf8.size() + 1);
  const FriBidiStrIndex length =
      fribidi_charset_to_unicode(FRIBIDI_CHAR_SET_UTF8, utf8.data(), FriBidiStrIndex(utf8.size()), text.data());
  text.resize(std::size_t(length));
  std::vector<FriBidiCharType> types(text.size());
  std::vector<FriBidiBracketType> brackets(text.size());
  std::vector<FriBidiLevel> levels(text.size());
  fribidi_get_bidi_types(text.data(), length, types.data());
  fribidi_get_bracket_types(text.data(), length, types.data(), brackets.data());
  FriBidiParType direction = FRIBIDI_PAR_ON;  // from the first strong letter
  if (fribidi_get_par_embedding_levels_ex(types.data(), brackets.data(), length, &direction, levels.data()) == 0) {
    line.runs.push_back({std::string(utf8), false, "Latn"});
    return line;
  }
  line.right_to_left = FRIBIDI_IS_RTL(direction);
  // Runs of one level, in logical order.
  struct Run {
    std::size_t from, to;
    FriBidiLevel level;
  };
  std::vector<Run> runs;
  for (std::size_t i = 0; i < text.size();) {
    std::size_t j = i;
    while (j < text.size() && levels[j] == levels[i]) ++j;
    runs.push_back({i, j, levels[i]});
    i = j;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of
  // runs at that level or higher.
  constexpr int kNone = 1000;
  int highest = 0, lowest_odd = kNone;
  for (const Run& r : runs) {
    highest = std::max(highest, int(r.level));
    if (r.level % 2) lowest_odd = std::min(lowest_odd, int(r.level));
  }
  if (lowest_odd == kNone) lowest_odd = highest + 1;  // no right-to-left run: nothing turns
  for (int level = highest; level >= lowest_odd; --level) {
    for (std::size_t i = 0; i < runs.size();) {
      if (runs[i].level < level) {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < runs.size() && runs[j].level >= level) ++j;
      std::reverse(runs.begin() + std::ptrdiff_t(i), runs.begin() + std::ptrdiff_t(j));
      i = j;
    }
  }
  for (const Run& r : runs) {
    std::string run = utf8_of(text, r.from, r.to);
    if (!run.empty()) line.runs.push_back({std::move(run), r.level % 2 == 1, script_of(text, r.from, r.to)});
  }
  return line;
}

}  // namespace twinboard::ui
