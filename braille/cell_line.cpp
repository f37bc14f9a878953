#include "cell_line.h"

#include <algorithm>

namespace twinboard::braille {
namespace {
constexpr Cell kDot7 = dots("7");
constexpr Cell kDot8 = dots("8");
constexpr Cell kReadBack = dots("1235");  // r
constexpr Cell kAllSix = dots("123456");
}  // namespace

LineAction CellLine::chord(const Chord& chord) {
  if (chord.dots == kDot7) return backspace();
  if (chord.dots == kDot8) return enter();
  if (chord.space) {
    if (chord.dots == 0) {
      // A blank between the move number and the move; none at the start or twice.
      if (cells_.empty() || cells_.back() == 0) return {};
      cells_.push_back(0);
      return {LineAction::Kind::Added, {0}};
    }
    if (chord.dots == kReadBack) return read_back();
    if (chord.dots == kAllSix) return clear();
    return {LineAction::Kind::Unknown, {chord.dots}};
  }
  const Cell cell = Cell(chord.dots & 0x3F);  // a six-dot code: dots 7 and 8 typed along are dropped
  cells_.push_back(cell);
  return {LineAction::Kind::Added, {cell}};
}

LineAction CellLine::backspace() {
  if (cells_.empty()) return {LineAction::Kind::EraseEntry, {}};
  const Cell last = cells_.back();
  cells_.pop_back();
  return {LineAction::Kind::Removed, {last}};
}

LineAction CellLine::enter() {
  Cells line = std::move(cells_);
  cells_.clear();
  // A move number typed before the move ("12 ⠑⠲", as on a paper sheet) is not part of it.
  const auto blank = std::find(line.begin(), line.end(), Cell(0));
  if (blank != line.end() && blank != line.begin() && std::all_of(line.begin(), blank, [&](Cell c) {
        return std::find(signs_->digits.begin(), signs_->digits.end(), c) != signs_->digits.end();
      }))
    line.erase(line.begin(), blank + 1);
  std::erase(line, Cell(0));
  if (line.empty()) return {};
  return {LineAction::Kind::Submitted, std::move(line)};
}

LineAction CellLine::read_back() const { return {LineAction::Kind::ReadBack, cells_}; }

LineAction CellLine::clear() {
  cells_.clear();
  return {LineAction::Kind::Cleared, {}};
}

}  // namespace twinboard::braille
