// Legal moves straight away (no "generate, then test"): the squares the enemy attacks with
// our king lifted, the checkers, and the pinned pieces decide everything in one pass.
#include "movegen.h"

#include <algorithm>

namespace twinboard {

struct MoveGenerator {
  template <Color Us>
  static void generate(const Position& pos, MoveList& list);

  template <Color Us>
  static Bitboard attacked_by_enemy(const Position& pos, Bitboard occupied);

  template <int Up>
  static void add_pawn_moves(MoveList& list, Bitboard targets, Move::Kind kind = Move::Kind::Normal) {
    for (; targets; targets &= targets - 1) {
      Square to = lowest(targets);
      list.add(Move(Square(index(to) - Up), to, kind));
    }
  }

  template <int Up>
  static void add_promotions(MoveList& list, Bitboard targets) {
    for (; targets; targets &= targets - 1) {
      Square to = lowest(targets);
      Square from = Square(index(to) - Up);
      for (PieceType t : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
        list.add(Move(from, to, Move::Kind::Promotion, t));
    }
  }

  static void add_piece_moves(MoveList& list, Square from, Bitboard targets) {
    for (; targets; targets &= targets - 1) list.add(Move(from, lowest(targets)));
  }
};

namespace {

template <Color Us, int Delta>
constexpr Bitboard shift(Bitboard b) {
  if constexpr (Delta == 8) return b << 8;
  else if constexpr (Delta == -8) return b >> 8;
  else if constexpr (Delta == 9) return (b & ~file_bb(7)) << 9;
  else if constexpr (Delta == 7) return (b & ~file_bb(0)) << 7;
  else if constexpr (Delta == -7) return (b & ~file_bb(7)) >> 7;
  else if constexpr (Delta == -9) return (b & ~file_bb(0)) >> 9;
  else return b;
}

}  // namespace

template <Color Us>
Bitboard MoveGenerator::attacked_by_enemy(const Position& pos, Bitboard occupied) {
  constexpr Color Them = ~Us;
  constexpr int Down = Us == Color::White ? -8 : 8;
  Bitboard pawns = pos.pieces(Them, PieceType::Pawn);
  Bitboard danger = shift<Them, Down + 1>(pawns) | shift<Them, Down - 1>(pawns);
  for (Bitboard b = pos.pieces(Them, PieceType::Knight); b; b &= b - 1) danger |= attacks::knight(lowest(b));
  Bitboard queens = pos.pieces(Them, PieceType::Queen);
  for (Bitboard b = pos.pieces(Them, PieceType::Bishop) | queens; b; b &= b - 1)
    danger |= attacks::bishop(lowest(b), occupied);
  for (Bitboard b = pos.pieces(Them, PieceType::Rook) | queens; b; b &= b - 1)
    danger |= attacks::rook(lowest(b), occupied);
  danger |= attacks::king(pos.king_square(Them));
  return danger;
}

template <Color Us>
void MoveGenerator::generate(const Position& pos, MoveList& list) {
  constexpr Color Them = ~Us;
  constexpr int Up = Us == Color::White ? 8 : -8;
  constexpr Bitboard kThirdRank = rank_bb(Us == Color::White ? 2 : 5);
  constexpr Bitboard kLastRank = rank_bb(Us == Color::White ? 7 : 0);

  const Bitboard own = pos.pieces(Us), enemy = pos.pieces(Them), occupied = own | enemy;
  const Square king = pos.king_square(Us);

  // The king may go where no enemy piece attacks once the king has left its square.
  const Bitboard danger = attacked_by_enemy<Us>(pos, occupied ^ bit(king));
  add_piece_moves(list, king, attacks::king(king) & ~own & ~danger);

  const Bitboard checkers = pos.attackers(king, Them, occupied);
  if (more_than_one(checkers)) return;  // double check: only the king moves
  const Bitboard check_mask = checkers ? attacks::between(king, lowest(checkers)) | checkers : ~Bitboard(0);

  const Bitboard enemy_diagonal = pos.pieces(Them, PieceType::Bishop) | pos.pieces(Them, PieceType::Queen);
  const Bitboard enemy_straight = pos.pieces(Them, PieceType::Rook) | pos.pieces(Them, PieceType::Queen);
  Bitboard pinned = 0;
  Bitboard snipers = (attacks::bishop(king, enemy) & enemy_diagonal) | (attacks::rook(king, enemy) & enemy_straight);
  for (; snipers; snipers &= snipers - 1) {
    Bitboard blockers = attacks::between(king, lowest(snipers)) & occupied;
    if (blockers && !more_than_one(blockers)) pinned |= blockers & own;
  }

  const Bitboard targets = ~own & check_mask;
  for (Bitboard b = pos.pieces(Us, PieceType::Knight) & ~pinned; b; b &= b - 1)
    add_piece_moves(list, lowest(b), attacks::knight(lowest(b)) & targets);
  const Bitboard queens = pos.pieces(Us, PieceType::Queen);
  for (Bitboard b = pos.pieces(Us, PieceType::Bishop) | queens; b; b &= b - 1) {
    Square from = lowest(b);
    Bitboard to = attacks::bishop(from, occupied) & targets;
    if (pinned & bit(from)) to &= attacks::line(king, from);
    add_piece_moves(list, from, to);
  }
  for (Bitboard b = pos.pieces(Us, PieceType::Rook) | queens; b; b &= b - 1) {
    Square from = lowest(b);
    Bitboard to = attacks::rook(from, occupied) & targets;
    if (pinned & bit(from)) to &= attacks::line(king, from);
    add_piece_moves(list, from, to);
  }

  // Pawns that are not pinned move all at once, by shifting bitboards.
  const Bitboard pawns = pos.pieces(Us, PieceType::Pawn);
  const Bitboard empty = ~occupied;
  const Bitboard movers = pawns & ~pinned;
  Bitboard push = shift<Us, Up>(movers) & empty;
  const Bitboard double_push = shift<Us, Up>(push & kThirdRank) & empty & check_mask;
  push &= check_mask;
  const Bitboard left = shift<Us, Up - 1>(movers) & enemy & check_mask;
  const Bitboard right = shift<Us, Up + 1>(movers) & enemy & check_mask;
  add_pawn_moves<Up>(list, push & ~kLastRank);
  add_pawn_moves<Up + Up>(list, double_push);
  add_pawn_moves<Up - 1>(list, left & ~kLastRank);
  add_pawn_moves<Up + 1>(list, right & ~kLastRank);
  add_promotions<Up>(list, push & kLastRank);
  add_promotions<Up - 1>(list, left & kLastRank);
  add_promotions<Up + 1>(list, right & kLastRank);

  // A pinned pawn may only move along the line of its pin.
  for (Bitboard b = pawns & pinned; b; b &= b - 1) {
    const Square from = lowest(b);
    const Bitboard single = shift<Us, Up>(bit(from)) & empty;
    const Bitboard quiet = single | (shift<Us, Up>(single & kThirdRank) & empty);
    const Bitboard to = (quiet | (attacks::pawn(Us, from) & enemy)) & check_mask & attacks::line(king, from);
    if (to & kLastRank) {
      for (Bitboard t = to; t; t &= t - 1)
        for (PieceType p : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
          list.add(Move(from, lowest(t), Move::Kind::Promotion, p));
    } else {
      add_piece_moves(list, from, to);
    }
  }

  // En passant: lift both pawns and see whether a line piece then attacks the king.
  if (pos.en_passant() != kNoSquare) {
    const Square target = pos.en_passant();
    const Square captured = Square(index(target) - Up);
    if (check_mask & (bit(target) | bit(captured))) {
      for (Bitboard b = attacks::pawn(Them, target) & pawns; b; b &= b - 1) {
        Square from = lowest(b);
        Bitboard after = (occupied ^ bit(from) ^ bit(captured)) | bit(target);
        if (!(attacks::bishop(king, after) & enemy_diagonal) && !(attacks::rook(king, after) & enemy_straight))
          list.add(Move(from, target, Move::Kind::EnPassant));
      }
    }
  }

  // Castling: not out of, through or into check, over empty squares only.
  if (!checkers) {
    constexpr int rank = Us == Color::White ? 0 : 7;
    const std::uint8_t kingside = Us == Color::White ? kWhiteKingside : kBlackKingside;
    const std::uint8_t queenside = Us == Color::White ? kWhiteQueenside : kBlackQueenside;
    auto sq = [](int file) { return make_square(file, rank); };
    if ((pos.castling() & kingside) && !(occupied & (bit(sq(5)) | bit(sq(6)))) && !(danger & (bit(sq(5)) | bit(sq(6)))))
      list.add(Move(king, sq(6), Move::Kind::Castling));
    if ((pos.castling() & queenside) && !(occupied & (bit(sq(1)) | bit(sq(2)) | bit(sq(3)))) &&
        !(danger & (bit(sq(2)) | bit(sq(3)))))
      list.add(Move(king, sq(2), Move::Kind::Castling));
  }
}

MoveList::MoveList(const Position& position) {
  if (position.side_to_move() == Color::White) MoveGenerator::generate<Color::White>(position, *this);
  else MoveGenerator::generate<Color::Black>(position, *this);
}

const LegalMove* MoveList::find(Move m) const {
  const LegalMove* found = std::find_if(begin(), end(), [m](const LegalMove& l) { return l.move() == m; });
  return found == end() ? nullptr : found;
}

std::uint64_t perft(const Position& position, int depth) {
  if (depth <= 0) return 1;
  MoveList moves(position);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (LegalMove m : moves) {
    Position child = position;
    child.play(m);
    nodes += perft(child, depth - 1);
  }
  return nodes;
}

}  // namespace twinboard
