// Braille typed with six keys (F2.5: the VI player keeps score in braille). A chord is a
// cell whose dot keys go down together and come up together, as on a Perkins brailler or
// a braille display's keyboard; a terminal, which never reports a key's release, takes the
// dots one digit after another instead (docs/braille.md, "Typing braille").
// Pure: key names in, cells out.
#pragma once

#include <cstdint>
#include <optional>

#include "chess_braille.h"

namespace twinboard::braille {

// A chord: its dots (bit 0 = dot 1 ... bit 7 = dot 8) and whether the space bar was part of it.
struct Chord {
  Cell dots = 0;
  bool space = false;
  bool operator==(const Chord&) const = default;
};

// The key of a PC keyboard that stands for a dot: F D S J K L = dots 1-6, A and ; = dots
// 7 and 8, the space bar (and G, H beside it) = 0. Nothing for other keys. `key` is the
// key's character in lower case.
std::optional<int> six_key_dot(char key);

// Gathers the keys held down at once; the chord is complete when the last one comes up.
class ChordKeys {
 public:
  // `dot` 1-8, or 0 for the space bar.
  void down(int dot);
  std::optional<Chord> up(int dot);
  bool idle() const { return held_ == 0; }

 private:
  std::uint16_t held_ = 0;   // bits of the keys down now (bit 8: space)
  std::uint16_t chord_ = 0;  // every key that went down since the chord began
};

// Dot digits typed one after another: "1 2 4" then space is ⠋. Returns a chord when a
// space or Enter ends the cell (a space with no digits before it is a blank cell).
class SequentialDots {
 public:
  // A digit 1-8 adds its dot; any other character is not for this class.
  bool digit(char c);
  // Ends the cell being typed: the dots, or a blank when none were typed.
  Chord end_cell();
  // Drops the digits typed for this cell; false when there were none.
  bool clear();
  bool empty() const { return dots_ == 0; }

 private:
  Cell dots_ = 0;
};

}  // namespace twinboard::braille
