#include "game.h"

namespace twinboard {

std::string_view describe(GameEnd end) {
  switch (end) {
    case GameEnd::None: return "";
    case GameEnd::Checkmate: return "checkmate";
    case GameEnd::Stalemate: return "stalemate";
    case GameEnd::FivefoldRepetition: return "fivefold repetition";
    case GameEnd::SeventyFiveMoves: return "seventy-five moves";
    case GameEnd::InsufficientMaterial: return "dead position";
    case GameEnd::Resignation: return "resignation";
    case GameEnd::Agreement: return "agreement";
    case GameEnd::Time: return "time";
    case GameEnd::TimeInsufficientMaterial: return "time, insufficient material";
    case GameEnd::IllegalMoves: return "illegal moves";
    case GameEnd::ArbiterDecision: return "arbiter's decision";
    case GameEnd::Forfeit: return "forfeit";
    case GameEnd::DoubleForfeit: return "double forfeit";
  }
  return "";
}

bool can_mate_with_material(const Position& pos, Color side) {
  const Bitboard own = pos.pieces(side), enemy = pos.pieces(~side);
  if (own & (pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen))) return true;
  if (own & pos.pieces(PieceType::Knight)) {
    // Two minor pieces can mate with help; a lone knight needs an enemy piece that can block
    // its own king's escape (a queen never has to).
    return popcount(own) > 2 || (enemy & ~pos.pieces(PieceType::King) & ~pos.pieces(PieceType::Queen)) != 0;
  }
  if (own & pos.pieces(PieceType::Bishop)) {
    // Bishops that all stand on one colour, with no pawn or knight on the board, never attack
    // a square of the other colour: no mate.
    Bitboard bishops = pos.pieces(PieceType::Bishop);
    bool one_colour = !(bishops & kDarkSquares) || !(bishops & ~kDarkSquares);
    return !one_colour || (pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Knight)) != 0;
  }
  return false;  // a lone king
}

bool insufficient_material(const Position& pos) {
  if (pos.pieces(PieceType::Pawn) | pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen)) return false;
  Bitboard knights = pos.pieces(PieceType::Knight), bishops = pos.pieces(PieceType::Bishop);
  if (popcount(knights | bishops) <= 1) return true;  // K v K, K+minor v K
  // Only bishops, all on squares of one colour: no square of the other colour is ever attacked.
  return !knights && (!(bishops & kDarkSquares) || !(bishops & ~kDarkSquares));
}

Game::Game(Position start) { positions_.push_back(start); }

void Game::play(LegalMove move) {
  Position next = positions_.back();
  next.play(move);
  moves_.push_back(move);
  positions_.push_back(next);
}

void Game::take_back_to(std::size_t ply) {
  if (ply >= positions_.size()) return;
  positions_.erase(positions_.begin() + std::ptrdiff_t(ply) + 1, positions_.end());
  moves_.resize(ply);
}

bool same_position(const Position& a, const Position& b) {
  return a.key() == b.key() && a.board() == b.board() && a.side_to_move() == b.side_to_move() &&
         a.castling() == b.castling() && a.en_passant() == b.en_passant();
}

int Game::repetitions() const {
  const Position& now = current();
  int count = 1;
  // Only positions since the last capture or pawn move can repeat, and only with the same side to move.
  std::size_t reversible = std::min<std::size_t>(now.halfmove_clock(), moves_.size());
  for (std::size_t back = 2; back <= reversible; back += 2) {
    const Position& earlier = positions_[positions_.size() - 1 - back];
    if (same_position(earlier, now)) ++count;
  }
  return count;
}

GameEnd Game::end() const {
  const Position& now = current();
  MoveList moves(now);
  if (moves.empty()) return now.in_check() ? GameEnd::Checkmate : GameEnd::Stalemate;
  if (insufficient_material(now)) return GameEnd::InsufficientMaterial;
  if (repetitions() >= 5) return GameEnd::FivefoldRepetition;
  if (now.halfmove_clock() >= 150) return GameEnd::SeventyFiveMoves;
  return GameEnd::None;
}

}  // namespace twinboard
