// Whether one given move is legal, without generating all moves: used to read notation fast.
#include "movegen.h"

namespace twinboard {
namespace {

bool castling_legal(const Position& pos, Move m) {
  const Color us = pos.side_to_move();
  const int rank = us == Color::White ? 0 : 7;
  const Square king = pos.king_square(us);
  if (m.from() != king || king != make_square(4, rank) || rank_of(m.to()) != rank) return false;
  const bool kingside = file_of(m.to()) == 6;
  if (!kingside && file_of(m.to()) != 2) return false;
  const std::uint8_t right = us == Color::White ? (kingside ? kWhiteKingside : kWhiteQueenside)
                                                : (kingside ? kBlackKingside : kBlackQueenside);
  if (!(pos.castling() & right)) return false;
  if (attacks::between(king, make_square(kingside ? 7 : 0, rank)) & pos.occupied()) return false;
  // Not out of, through, or into check.
  const int step = kingside ? 1 : -1;
  for (int file = 4; file != 4 + 3 * step; file += step)
    if (pos.attackers(make_square(file, rank), ~us)) return false;
  return true;
}

// Whether a piece of `by`, other than one on `gone`, attacks `s` with `occupied`: what
// Position::attackers says, but its line pieces are found along the empty board's lines
// and checked for a clear way (attacks::reaches says why).
bool attacked(const Position& pos, Square s, Color by, Bitboard occupied, Bitboard gone) {
  const Bitboard theirs = pos.pieces(by) & ~gone;
  if (theirs &
      ((attacks::pawn(~by, s) & pos.pieces(PieceType::Pawn)) | (attacks::knight(s) & pos.pieces(PieceType::Knight)) |
       (attacks::king(s) & pos.pieces(PieceType::King))))
    return true;
  const Bitboard queens = pos.pieces(PieceType::Queen);
  Bitboard lines = theirs & ((attacks::kDiagonals[index(s)] & (pos.pieces(PieceType::Bishop) | queens)) |
                             (attacks::kStraights[index(s)] & (pos.pieces(PieceType::Rook) | queens)));
  for (; lines; lines &= lines - 1)
    if (!(attacks::between(s, lowest(lines)) & occupied)) return true;
  return false;
}

}  // namespace

Move move_between(const Position& pos, Square from, Square to, PieceType promotion) {
  const PieceType t = type_of(pos.piece_on(from));
  Move::Kind kind = Move::Kind::Normal;
  if (t == PieceType::Pawn && (rank_of(to) == 0 || rank_of(to) == 7)) kind = Move::Kind::Promotion;
  if (t == PieceType::Pawn && to == pos.en_passant() && file_of(from) != file_of(to)) kind = Move::Kind::EnPassant;
  if (t == PieceType::King && (file_of(from) - file_of(to) == 2 || file_of(to) - file_of(from) == 2))
    kind = Move::Kind::Castling;
  return Move(from, to, kind, promotion);
}

bool pseudo_legal(const Position& pos, Move m) {
  const Color us = pos.side_to_move();
  const Piece piece = pos.piece_on(m.from());
  if (!is_piece(piece) || color_of(piece) != us) return false;
  if (pos.pieces(us) & bit(m.to())) return false;
  const PieceType type = type_of(piece);
  const bool last_rank = rank_of(m.to()) == (us == Color::White ? 7 : 0);
  switch (m.kind()) {
    case Move::Kind::Castling: return castling_legal(pos, m);
    case Move::Kind::EnPassant:
      return type == PieceType::Pawn && m.to() == pos.en_passant() && (attacks::pawn(us, m.from()) & bit(m.to()));
    case Move::Kind::Promotion:
      if (!last_rank) return false;
      break;
    case Move::Kind::Normal:
      if (type == PieceType::Pawn && last_rank) return false;
      break;
  }
  if (type != PieceType::Pawn) return attacks::reaches(type, us, m.from(), m.to(), pos.occupied());
  const int up = us == Color::White ? 8 : -8;
  const int step = index(m.to()) - index(m.from());
  if (attacks::pawn(us, m.from()) & bit(m.to())) return (pos.pieces(~us) & bit(m.to())) != 0;
  if (step == up) return !is_piece(pos.piece_on(m.to()));
  if (step == 2 * up)
    return rank_of(m.from()) == (us == Color::White ? 1 : 6) && !is_piece(pos.piece_on(Square(index(m.from()) + up))) &&
           !is_piece(pos.piece_on(m.to()));
  return false;
}

std::optional<Square> captured_square(const Position& pos, Move m) {
  if (m.kind() == Move::Kind::Castling) return std::nullopt;
  if (m.kind() == Move::Kind::EnPassant) return make_square(file_of(m.to()), rank_of(m.from()));
  if (is_piece(pos.piece_on(m.to()))) return m.to();
  return std::nullopt;
}

std::optional<LegalMove> legal(const Position& pos, Move m) {
  if (m.is_null() || !pseudo_legal(pos, m)) return std::nullopt;
  if (m.kind() == Move::Kind::Castling) return LegalMove(m);
  // Lift the piece, put it down, remove what it captures, and look at the own king.
  const Color us = pos.side_to_move();
  Bitboard captured = bit(m.to());
  if (m.kind() == Move::Kind::EnPassant) captured = bit(make_square(file_of(m.to()), rank_of(m.from())));
  const Bitboard occupied = (pos.occupied() ^ bit(m.from()) ^ captured) | bit(m.to());
  const Square king = type_of(pos.piece_on(m.from())) == PieceType::King ? m.to() : pos.king_square(us);
  if (attacked(pos, king, ~us, occupied, captured)) return std::nullopt;
  return LegalMove(m);
}

}  // namespace twinboard
