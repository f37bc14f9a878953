#include "reconcile_sheets.h"

#include "san.h"
#include "text_fold.h"

namespace twinboard {

std::string_view name(ReconcileCase c) {
  switch (c) {
    case ReconcileCase::Agree: return "agree";
    case ReconcileCase::BoardsDifferSheetsAgree: return "boards_differ_sheets_agree";
    case ReconcileCase::SheetsDiffer: return "sheets_differ";
  }
  return "agree";
}

namespace {

bool fully_read(const Scoresheet& sheet) { return sheet.readable_plies() == sheet.size(); }

// Two entries say the same move: the same reading, or (unread) the same letters.
bool same_entry(const ScoresheetEntry& a, const ScoresheetEntry& b) {
  if (a.move && b.move) return *a.move == *b.move;
  if (a.move || b.move) return false;
  return fold(a.written) == fold(b.written);
}

std::optional<SheetDifference> where_sheets_part(const Scoresheet& white, const Scoresheet& black) {
  const auto& w = white.entries();
  const auto& b = black.entries();
  for (std::size_t i = 0; i < std::max(w.size(), b.size()); ++i) {
    if (i < w.size() && i < b.size() && same_entry(w[i], b[i])) continue;
    return SheetDifference{i, i < w.size() ? w[i].written : "", i < b.size() ? b[i].written : ""};
  }
  return std::nullopt;
}

// The last position both sheets reach after the same number of plies. Counting by
// positions, not words: two moves written in the other order on one sheet (a
// transposition) part the sheets for a while but not the game.
std::size_t last_agreed_ply(const Scoresheet& white, const Scoresheet& black) {
  std::size_t ply = std::min(white.readable_plies(), black.readable_plies());
  while (ply > 0 && !same_position(white.position_after(ply), black.position_after(ply))) --ply;
  return ply;
}

std::optional<RecordDifference> against_record(const Scoresheet& sheet, Color whose, const Game& record) {
  const auto& entries = sheet.entries();
  const std::size_t n = std::max(entries.size(), record.plies());
  for (std::size_t i = 0; i < n; ++i) {
    const bool written = i < entries.size(), recorded = i < record.plies();
    if (written && recorded && entries[i].move && *entries[i].move == record.moves()[i]) continue;
    return RecordDifference{whose, i, written ? entries[i].written : "",
                            recorded ? san(record.position_before(i), record.moves()[i]) : ""};
  }
  return std::nullopt;
}

std::vector<std::string> unread_entries(const Scoresheet& sheet) {
  std::vector<std::string> out;
  const auto& entries = sheet.entries();
  // The first unread entry is the one to look at; those after it follow from it.
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (entries[i].move) continue;
    out.push_back("ply " + std::to_string(i + 1) + ": '" + entries[i].written + "': " + entries[i].remark);
    break;
  }
  return out;
}

}  // namespace

Reconciliation reconcile(const ReconcileInput& input) {
  const Scoresheet& white = *input.white;
  const Scoresheet& black = *input.black;
  Reconciliation out;
  out.sheets_part = where_sheets_part(white, black);
  out.ply = last_agreed_ply(white, black);
  // F2.8: a sheet that holds fewer moves, all of them agreeing, is behind (its player may
  // reply before he writes), not different: the case is decided on the moves both hold,
  // and the game is the longer sheet's.
  const bool both_read = fully_read(white) && fully_read(black);
  const Scoresheet& longer = white.size() >= black.size() ? white : black;
  const Scoresheet& shorter = white.size() >= black.size() ? black : white;
  const bool sheets_agree = both_read && out.ply == shorter.size();
  if (sheets_agree && shorter.size() < longer.size()) {
    out.behind = SheetBehind{&shorter == &white ? Color::White : Color::Black, longer.size() - shorter.size()};
    out.ply = longer.size();
    if (out.sheets_part && out.sheets_part->ply >= shorter.size()) out.sheets_part.reset();
  }
  const Scoresheet& agreed = sheets_agree ? longer : white;
  out.target = agreed.position_after(out.ply);
  if (out.ply > 0) {
    out.last_agreed_move = agreed.entries()[out.ply - 1].move;
    out.before_last_agreed = agreed.position_after(out.ply - 1);
  }

  bool boards_agree = true;
  for (Color b : kColors) {
    const BoardView* view = input.boards[b];
    if (!view) continue;
    out.fix[b] = corrections(*view, out.target.board());
    boards_agree = boards_agree && out.fix[b]->empty();
  }

  if (sheets_agree) {
    out.kind = boards_agree ? ReconcileCase::Agree : ReconcileCase::BoardsDifferSheetsAgree;  // F2.7
  } else {
    out.kind = ReconcileCase::SheetsDiffer;  // F2.8
    if (out.ply < input.clocks.size()) out.clocks = input.clocks[out.ply];
    const Game* record = input.record;
    if (record && record->plies() > out.ply && same_position(record->position_before(out.ply), out.target)) {
      for (std::size_t i = out.ply; i < record->plies(); ++i)
        out.replay.push_back(san(record->position_before(i), record->moves()[i]));
    }
  }

  if (input.record) {
    if (auto d = against_record(white, Color::White, *input.record)) out.record_differences.push_back(*d);
    if (auto d = against_record(black, Color::Black, *input.record)) out.record_differences.push_back(*d);
  }
  out.unread[index(Color::White)] = unread_entries(white);
  out.unread[index(Color::Black)] = unread_entries(black);
  return out;
}

}  // namespace twinboard
