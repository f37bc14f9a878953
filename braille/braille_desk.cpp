#include "braille_desk.h"

#include <algorithm>

#include "cell_words.h"
#include "core/table_phrases.h"
#include "live_lines.h"

namespace twinboard::braille {
namespace {
constexpr Millis kShowSquareMs = 5000;
constexpr Cell kCursor = dots("78");

const Vocabulary& vocabulary_of(const Table& table, Color reader) {
  return table.setup().vocabulary_of(listener_of(reader));
}
}  // namespace

void BrailleDesk::message(Cells cells, Millis now) {
  message_ = std::move(cells);
  message_until_ = now + kMessageMs;
  message_pan_ = 0;
}

BrailleDesk::Reaction BrailleDesk::move(Move m, const Table& table, Millis now, int width) {
  shown_.reset();
  width = std::max(1, width);
  // Panning reads on through a message; past its end, or any other key, dismisses it.
  const bool reading = message_showing(now);
  if (reading && m == Move::PanRight && message_pan_ + width < int(message_->size())) {
    message_pan_ += width;
    return {};
  }
  if (reading && m == Move::PanLeft && message_pan_ > 0) {
    message_pan_ = std::max(0, message_pan_ - width);
    return {};
  }
  message_.reset();
  if (reading && (m == Move::PanRight || m == Move::PanLeft)) return {};
  auto length_of = [&](int line) { return int(line_cells(table, reader_, line, now, *signs_).size()); };
  switch (m) {
    case Move::LineUp: line_number_ = std::max(0, line_number_ - 1), pan_ = 0; break;
    case Move::LineDown: line_number_ = std::min(kLineCount - 1, line_number_ + 1), pan_ = 0; break;
    case Move::Top: line_number_ = 0, pan_ = 0; break;
    case Move::Bottom: line_number_ = kLineCount - 1, pan_ = 0; break;
    case Move::PanRight:
      if (pan_ + width < length_of(line_number_)) pan_ += width;
      else if (line_number_ < kLineCount - 1) ++line_number_, pan_ = 0;
      break;
    case Move::PanLeft:
      if (pan_ > 0) pan_ = std::max(0, pan_ - width);
      else if (line_number_ > 0) --line_number_, pan_ = std::max(0, length_of(line_number_) - 1) / width * width;
      break;
  }
  return {};
}

BrailleDesk::Reaction BrailleDesk::route(int cell, const Table& table, Millis now) {
  const Color vi = reader_;
  const int at = pan_ + cell;
  shown_.reset();
  const bool reading = message_showing(now);
  message_.reset();
  if (reading) return {};  // the keys were over the message: it is read
  if (line_number_ == kStatusLine) {
    int move_end = 0;
    status_line(table, now, *signs_, &move_end);
    return {{Query{at < move_end ? QueryKind::LastMove : QueryKind::Time, vi}}, {}};
  }
  const CellTarget target = target_of(vi, line_number_, at);
  if (target.rank) return {{Query{.kind = QueryKind::Rank, .by = vi, .line = std::uint8_t(*target.rank)}}, {}};
  if (!target.square) return {};
  shown_ = square_cells(table.game().current(), *target.square, *signs_);
  shown_until_ = now + kShowSquareMs;
  return {{Query{.kind = QueryKind::Square, .by = vi, .square = *target.square}}, {}};
}

BrailleDesk::Reaction BrailleDesk::key(const DisplayKey& key, const Table& table, Millis now, int width) {
  switch (key.kind) {
    case DisplayKey::Kind::Move: return move(Move(key.move), table, now, width);
    case DisplayKey::Kind::Route: return route(key.cell, table, now);
    case DisplayKey::Kind::Chord: return chord(key.chord, table);
    case DisplayKey::Kind::Backspace: return backspace(table);
    case DisplayKey::Kind::Enter: return enter(table);
    case DisplayKey::Kind::ReadBack: return read_back(table);
  }
  return {};
}

BrailleDesk::Reaction BrailleDesk::chord(const Chord& chord, const Table& table) {
  return typed(line_.chord(chord), table);
}
BrailleDesk::Reaction BrailleDesk::backspace(const Table& table) { return typed(line_.backspace(), table); }
BrailleDesk::Reaction BrailleDesk::enter(const Table& table) { return typed(line_.enter(), table); }
BrailleDesk::Reaction BrailleDesk::read_back(const Table& table) { return typed(line_.read_back(), table); }

BrailleDesk::Reaction BrailleDesk::typed(const LineAction& action, const Table& table) {
  shown_.reset();
  message_.reset();
  const Vocabulary& v = vocabulary_of(table, reader_);
  const TypingPhrases& p = typing_phrases(v.language);
  const Color vi = reader_;
  using K = LineAction::Kind;
  switch (action.kind) {
    case K::Nothing: return {};
    case K::Added: return {{}, {say_cell(action.cells.front(), v, *signs_)}};
    case K::Removed: return {{}, {fill_in(p.removed, {{"cell", say_cell(action.cells.front(), v, *signs_)}})}};
    case K::Cleared: return {{}, {std::string(p.cleared)}};
    case K::Unknown: return {{}, {fill_in(p.unknown_chord, {{"cell", say_cell(action.cells.front(), v, *signs_)}})}};
    // F2.5: the entry goes on the player's own sheet; the table reads it back to him.
    case K::Submitted: return {{WriteScoresheet{vi, to_unicode(action.cells), false}}, {}};
    case K::EraseEntry: return {{WriteScoresheet{vi, "", true}}, {}};
    case K::ReadBack:
      if (action.cells.empty()) return {{Query{QueryKind::Sheet, vi}}, {}};
      return {{}, {say_cells(action.cells, v, *signs_)}};
  }
  return {};
}

Cells BrailleDesk::window(const Table& table, Millis now, int width) const {
  Cells shown;
  std::size_t from = 0;
  if (!line_.empty()) {
    shown = line_.cells();
    shown.push_back(kCursor);
    // Keep the end in sight on a short display.
    if (int(shown.size()) > width) from = shown.size() - std::size_t(width);
  } else if (message_showing(now)) {
    shown = *message_;
    from = std::min<std::size_t>(std::size_t(message_pan_), shown.size());
  } else if (shown_ && now < shown_until_) {
    shown = *shown_;
  } else {
    shown = line_cells(table, reader_, line_number_, now, *signs_);
    from = std::min<std::size_t>(std::size_t(pan_), shown.size());
  }
  Cells out(shown.begin() + std::ptrdiff_t(from), shown.end());
  out.resize(std::size_t(std::max(0, width)), 0);
  return out;
}

}  // namespace twinboard::braille
