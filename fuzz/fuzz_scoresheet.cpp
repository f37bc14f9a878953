// Any bytes as two scoresheet files (split at the first NUL) and a board: never a crash;
// every entry is kept; steps bring each board to the position the outcome names.
#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "core/reconcile_sheets.h"
#include "core/reconcile_report.h"

using namespace twinboard;

namespace {

std::array<Piece, 64> after_steps(std::array<Piece, 64> board, const std::vector<CorrectionStep>& steps) {
  for (const CorrectionStep& s : steps) {
    if (s.kind != CorrectionStep::Kind::Put) board[index(s.from)] = Piece::None;
    if (s.kind == CorrectionStep::Kind::Move) board[index(s.to)] = s.piece;
    if (s.kind == CorrectionStep::Kind::Put) board[index(s.to)] = s.piece;
  }
  return board;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::size_t cut = text.find('\0');
  const std::string_view white_text = text.substr(0, cut);
  const std::string_view black_text = cut == std::string_view::npos ? std::string_view() : text.substr(cut + 1);
  Scoresheet white, black(Position::start(), *find_piece_letters("de"));
  const auto white_entries = scoresheet_entries(white_text);
  for (const std::string& e : white_entries) white.write(e);
  for (const std::string& e : scoresheet_entries(black_text)) black.write(e);
  if (white.size() != white_entries.size() || white.readable_plies() > white.size()) std::abort();

  // A board: the position after White's readable moves, with one piece knocked over.
  std::array<Piece, 64> pieces = white.position_after(white.readable_plies()).board();
  if (size > 0) pieces[data[0] % 64] = Piece::None;
  BoardView white_board(BoardKind::Identified, pieces);
  BoardView black_board(BoardKind::Occupancy, Position::start().board());
  ReconcileInput input{&white, &black, {{&white_board, &black_board}}, nullptr, {}};
  const Reconciliation r = reconcile(input);
  // F2.8: a sheet that only lacks its last moves is behind; the game is the longer sheet's.
  if (r.ply > std::max(white.readable_plies(), black.readable_plies())) std::abort();
  if (after_steps(pieces, *r.fix[Color::White]) != r.target.board()) std::abort();
  if (reconcile_report(r, Language::Russian).empty()) std::abort();
  if (reconcile_speech(r, Color::Black, default_vocabulary()).empty()) std::abort();
  return 0;
}
