#include "chords.h"

namespace twinboard::braille {

std::optional<int> six_key_dot(char key) {
  switch (key) {
    case 'f': return 1;
    case 'd': return 2;
    case 's': return 3;
    case 'j': return 4;
    case 'k': return 5;
    case 'l': return 6;
    case 'a': return 7;
    case ';': return 8;
    case ' ':
    case 'g':
    case 'h': return 0;  // BRLTTY's braille keyboard table: G and H are space too
    default: return std::nullopt;
  }
}

namespace {
std::uint16_t bit_of(int dot) { return std::uint16_t(dot == 0 ? 1u << 8 : 1u << (dot - 1)); }
}  // namespace

void ChordKeys::down(int dot) {
  if (dot < 0 || dot > 8) return;
  held_ |= bit_of(dot);
  chord_ |= bit_of(dot);
}

std::optional<Chord> ChordKeys::up(int dot) {
  if (dot < 0 || dot > 8 || !(held_ & bit_of(dot))) return std::nullopt;  // a release without its press
  held_ &= std::uint16_t(~bit_of(dot));
  if (held_ != 0) return std::nullopt;
  const Chord chord{Cell(chord_ & 0xFF), (chord_ & (1u << 8)) != 0};
  chord_ = 0;
  return chord;
}

bool SequentialDots::digit(char c) {
  if (c < '1' || c > '8') return false;
  dots_ = Cell(dots_ | (1 << (c - '1')));
  return true;
}

Chord SequentialDots::end_cell() {
  const Chord chord = dots_ ? Chord{dots_, false} : Chord{0, true};
  dots_ = 0;
  return chord;
}

bool SequentialDots::clear() {
  const bool had = dots_ != 0;
  dots_ = 0;
  return had;
}

}  // namespace twinboard::braille
