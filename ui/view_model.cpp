#include "view_model.h"

#include "core/san.h"

namespace twinboard::ui {

void EffectMemory::note(const Effect& effect) {
  if (const auto* s = std::get_if<Speak>(&effect.body)) {
    // F2.10: the last move said to a player (corrections and answers are not announcements).
    if (s->listener != Listener::Arbiter && s->priority == Priority::Move)
      last_announcement_ = std::string(name(s->listener)) + ": " + s->text;
  } else if (const auto* t = std::get_if<Touched>(&effect.body)) {
    touches_.push_back(std::string(name(t->board)) + " " + square_name(t->square));
    if (touches_.size() > 8) touches_.pop_front();
  }
}

namespace {

// The last lines of a scoresheet, "12. Sf3" / "12... e5", marked where unread.
std::vector<std::string> sheet_lines(const Scoresheet& sheet, std::size_t last) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < sheet.size(); ++i) {
    const ScoresheetEntry& e = sheet.entries()[i];
    const auto [number, side] = sheet.move_number(i);
    lines.push_back(std::to_string(number) + (side == Color::White ? ". " : "... ") + e.written +
                    (e.move ? "" : " (?)"));
  }
  if (lines.size() > last) lines.erase(lines.begin(), lines.end() - long(last));
  return lines;
}

}  // namespace

ViewModel view_model(const Table& table, const EffectMemory& memory, Millis now) {
  ViewModel m;
  const Position& official = table.game().current();
  m.vi = table.setup().vi;
  const char* colour_of[2] = {"White", "Black"};
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    const BoardView& view = table.view(b);
    ShownBoard& shown = m.boards[b == BoardId::Tactile ? 0 : 2];
    const Color owner = b == BoardId::Tactile ? m.vi : ~m.vi;
    shown.title =
        std::string(b == BoardId::Tactile ? "Tactile board (" : "Sighted board (") + colour_of[int(owner)] + ")";
    shown.sensed = view.sensed();
    shown.occupied = view.occupied();
    for (int s = 0; s < 64; ++s) {
      const Square sq = Square(s);
      shown.pieces[s] = (view.occupied() & bit(sq)) ? view.piece_on(sq) : Piece::None;
      const bool filled = view.occupied() & bit(sq);
      const bool wrong = filled != is_piece(official.piece_on(sq)) ||
                         (filled && view.kind() == BoardKind::Identified && view.piece_on(sq) != official.piece_on(sq));
      if (wrong) shown.differs |= bit(sq);
    }
  }
  ShownBoard& middle = m.boards[1];
  middle.title = "Official game";
  middle.pieces = official.board();
  middle.occupied = official.occupied();
  if (auto pending = table.pending_move()) m.pending = san(official, *pending);
  m.to_move = std::string(colour_of[int(official.side_to_move())]) + " to move";
  const Clock& clock = table.clock();
  m.clock_in_use = clock.in_use();
  if (m.clock_in_use) {
    m.white_ms = clock.remaining(Color::White, now);
    m.black_ms = clock.remaining(Color::Black, now);
    m.running = clock.running();
  }
  m.last_announcement = memory.last_announcement();
  m.touches.assign(memory.touches().begin(), memory.touches().end());
  for (Color c : {Color::White, Color::Black}) m.sheets[int(c)] = sheet_lines(table.scoresheet(c), 6);
  if (const auto& r = table.result()) m.result = r->result + " (" + std::string(describe(r->reason)) + ")";
  return m;
}

}  // namespace twinboard::ui
