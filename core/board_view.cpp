#include "board_view.h"
#include "work_counts.h"

#include <algorithm>

namespace twinboard {
Bitboard occupancy_of(const std::array<Piece, 64>& pieces) {
  Bitboard filled = 0;
  for (int s = 0; s < 64; ++s)
    if (is_piece(pieces[s])) filled |= bit(Square(s));
  return filled;
}

BoardView::BoardView(BoardKind kind, const std::array<Piece, 64>& start) : kind_(kind) { assume(start); }

void BoardView::assume(const std::array<Piece, 64>& pieces) {
  pieces_ = pieces;
  baseline_ = pieces;
  placed_since_ = 0;
  occupied_ = occupancy_of(pieces);
  in_hand_.clear();
  last_placed_ = kNoSquare;  // a placement before the new baseline tells nothing about the next move
}

bool BoardView::lift(Square s) {
  if (!(occupied_ & bit(s))) return false;
  if (kind_ == BoardKind::Occupancy) in_hand_.push_back(pieces_[index(s)]);
  pieces_[index(s)] = Piece::None;
  occupied_ &= ~bit(s);
  return true;
}

void BoardView::place(Square s, Piece reported) {
  Piece p = reported;
  if (kind_ != BoardKind::Identified) {
    // A peg board cannot tell which piece; assume the last one lifted.
    p = in_hand_.empty() ? pieces_[index(s)] : in_hand_.back();
    if (!in_hand_.empty()) in_hand_.pop_back();
    if (!is_piece(p)) p = make_piece(Color::White, PieceType::Pawn);  // unknown, but a piece
  }
  if (!is_piece(p)) return;
  pieces_[index(s)] = p;
  occupied_ |= bit(s);
  last_placed_ = s;
  placed_since_ |= bit(s);
}

void BoardView::snapshot(const std::array<Piece, 64>& pieces) {
  if (kind_ == BoardKind::Identified) {
    assume(pieces);
    return;
  }
  // Occupancy: keep what is known about squares still filled.
  for (int s = 0; s < 64; ++s) {
    bool filled = is_piece(pieces[s]);
    if (filled && !is_piece(pieces_[s])) pieces_[s] = pieces[s];
    if (!filled) pieces_[s] = Piece::None;
  }
  occupied_ = occupancy_of(pieces_);
  in_hand_.clear();
  placed_since_ = ~Bitboard(0);  // a full report: every filled square is as it says
}

std::array<Piece, 64> picture_of(const BoardView& view) {
  std::array<Piece, 64> shown{};
  for (int s = 0; s < 64; ++s) shown[s] = (view.occupied() & bit(Square(s))) ? view.piece_on(Square(s)) : Piece::None;
  return shown;
}

bool BoardView::same(Square s, Piece expected) const {
  if (kind_ == BoardKind::Identified) return pieces_[index(s)] == expected;
  return bool(occupied_ & bit(s)) == is_piece(expected);
}

bool BoardView::shows(const std::array<Piece, 64>& board, Bitboard ignored) const {
  for (int s = 0; s < 64; ++s) {
    if (ignored & bit(Square(s))) continue;
    if (!same(Square(s), board[s])) return false;
    if (kind_ == BoardKind::Occupancy && is_piece(board[s]) && board[s] != baseline_[s] &&
        !(placed_since_ & bit(Square(s))))
      return false;
  }
  return true;
}

bool BoardView::on_the_way(const std::array<Piece, 64>& before, const std::array<Piece, 64>& after, Bitboard transit,
                           Bitboard ignored) const {
  int in_transit = 0;
  for (int s = 0; s < 64; ++s) {
    const Square sq = Square(s);
    if (ignored & bit(sq)) continue;
    if (before[s] == after[s]) {
      if (same(sq, before[s])) continue;
      if ((transit & bit(sq)) && !is_piece(before[s]) && ++in_transit == 1) continue;
      return false;
    }
    if (!same(sq, before[s]) && !same(sq, after[s]) && !same(sq, Piece::None)) return false;
  }
  return true;
}

namespace {

// Moves in an order a hand can follow: a piece moves onto a square only after the piece
// standing there has moved away. Pieces that would trade places (a cycle) are broken by
// taking one off the board and putting it on its square at the end (added to `puts`).
std::vector<CorrectionStep> in_playable_order(std::vector<CorrectionStep> moves, std::vector<CorrectionStep>& puts) {
  // The king first where it is free to go: both castlings are then carried out the same
  // way, king then rook, as a castling is made (Article 3.8).
  std::stable_partition(moves.begin(), moves.end(),
                        [](const CorrectionStep& m) { return type_of(m.piece) == PieceType::King; });
  std::vector<CorrectionStep> ordered;
  while (!moves.empty()) {
    auto blocked = [&](const CorrectionStep& m) {
      for (const CorrectionStep& other : moves)
        if (&other != &m && other.from == m.to) return true;
      return false;
    };
    auto free = std::find_if(moves.begin(), moves.end(), [&](const CorrectionStep& m) { return !blocked(m); });
    if (free == moves.end()) {
      const CorrectionStep cut = moves.front();
      ordered.push_back({CorrectionStep::Kind::Remove, cut.piece, cut.from, kNoSquare});
      puts.insert(puts.begin(), {CorrectionStep::Kind::Put, cut.piece, kNoSquare, cut.to});
      moves.erase(moves.begin());
      continue;
    }
    ordered.push_back(*free);
    moves.erase(free);
  }
  return ordered;
}

}  // namespace

std::vector<CorrectionStep> corrections(const BoardView& view, const std::array<Piece, 64>& target) {
  count_work(&WorkCounts::corrections);
  std::vector<Square> extra, missing;
  for (int s = 0; s < 64; ++s) {
    const Square sq = Square(s);
    const bool filled = view.occupied() & bit(sq);
    // A peg board's identities are what twinboard last knew; a wrong one still needs a step.
    const bool wrong = filled != is_piece(target[s]) || (filled && view.piece_on(sq) != target[s]);
    if (!wrong) continue;
    if (filled) extra.push_back(sq);
    if (is_piece(target[s])) missing.push_back(sq);
  }
  std::vector<CorrectionStep> removals, moves, puts;
  std::vector<bool> used(extra.size(), false);
  // A piece that stands wrong and is missing elsewhere moves there.
  for (Square to : missing) {
    bool moved = false;
    for (std::size_t i = 0; i < extra.size() && !moved; ++i) {
      if (used[i] || extra[i] == to || view.piece_on(extra[i]) != target[index(to)]) continue;
      used[i] = true;
      moves.push_back({CorrectionStep::Kind::Move, target[index(to)], extra[i], to});
      moved = true;
    }
    if (!moved) puts.push_back({CorrectionStep::Kind::Put, target[index(to)], kNoSquare, to});
  }
  for (std::size_t i = 0; i < extra.size(); ++i)
    if (!used[i]) removals.push_back({CorrectionStep::Kind::Remove, view.piece_on(extra[i]), extra[i], kNoSquare});
  // Take away first (a captured piece), then move, then put on (a promoted piece).
  std::vector<CorrectionStep> steps = std::move(removals);
  for (const CorrectionStep& step : in_playable_order(std::move(moves), puts)) steps.push_back(step);
  steps.insert(steps.end(), puts.begin(), puts.end());
  return steps;
}

}  // namespace twinboard
