// Legal moves straight away (no "generate, then test"): the squares the enemy attacks with
// our king lifted, the checkers, and the pinned pieces decide everything in one pass.
#include "movegen.h"

#include <algorithm>

namespace twinboard {

// What the generator does with the moves it finds: a MoveList keeps each, a MoveCount only
// counts them (perft's last ply is counted, not played, so its moves need not be written
// out one by one: a whole bitboard of targets counts at once).
namespace {
struct MoveCount {
  std::size_t moves = 0;
};
}  // namespace

struct MoveGenerator {
  template <Color Us, class Sink>
  static void generate(const Position& pos, Sink& sink);

  // Every square an enemy piece attacks with `occupied`.
  template <Color Us>
  static Bitboard attacked_by_enemy(const Position& pos, Bitboard occupied);

  // The squares of `squares` that no enemy piece attacks with `occupied`: the squares a king
  // may go to and pass when castling.
  template <Color Us>
  static Bitboard unattacked(const Position& pos, Bitboard squares, Bitboard occupied);

  // Each way of adding moves, once for each sink.
  static void add(MoveList& list, Move m) { list.add(m); }
  static void add(MoveCount& count, Move) { ++count.moves; }

  template <int Up>
  static void add_pawn_moves(MoveList& list, Bitboard targets, Move::Kind kind = Move::Kind::Normal) {
    for (; targets; targets &= targets - 1) {
      Square to = lowest(targets);
      list.add(Move(Square(index(to) - Up), to, kind));
    }
  }
  template <int Up>
  static void add_pawn_moves(MoveCount& count, Bitboard targets) {
    count.moves += std::size_t(popcount(targets));
  }

  template <int Up>
  static void add_promotions(MoveList& list, Bitboard targets) {
    for (; targets; targets &= targets - 1) {
      Square to = lowest(targets);
      add_promotions_from(list, Square(index(to) - Up), to);
    }
  }
  template <int Up>
  static void add_promotions(MoveCount& count, Bitboard targets) {
    if (targets) count.moves += 4 * std::size_t(popcount(targets));  // mostly none: no count
  }
  static void add_promotions_from(MoveList& list, Square from, Square to) {
    for (PieceType t : {PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight})
      list.add(Move(from, to, Move::Kind::Promotion, t));
  }
  static void add_promotions_from(MoveCount& count, Square, Square) { count.moves += 4; }

  static void add_piece_moves(MoveList& list, Square from, Bitboard targets) {
    for (; targets; targets &= targets - 1) list.add(Move(from, lowest(targets)));
  }
  static void add_piece_moves(MoveCount& count, Square, Bitboard targets) {
    count.moves += std::size_t(popcount(targets));
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
Bitboard MoveGenerator::unattacked(const Position& pos, Bitboard squares, Bitboard occupied) {
  // Looking at a square alone costs two slider look-ups, the enemy's whole attack map one for
  // each enemy line piece: a king mostly has one or two squares free, but in an open position
  // more, and then the map is cheaper.
  if (popcount(squares) > 2) return squares & ~attacked_by_enemy<Us>(pos, occupied);
  Bitboard safe = 0;
  for (; squares; squares &= squares - 1)
    if (!pos.attackers(lowest(squares), ~Us, occupied)) safe |= squares & (~squares + 1);
  return safe;
}

template <Color Us, class Sink>
void MoveGenerator::generate(const Position& pos, Sink& out) {
  constexpr Color Them = ~Us;
  constexpr int Up = Us == Color::White ? 8 : -8;
  constexpr Bitboard kThirdRank = rank_bb(Us == Color::White ? 2 : 5);
  constexpr Bitboard kLastRank = rank_bb(Us == Color::White ? 7 : 0);

  const Bitboard own = pos.pieces(Us), enemy = pos.pieces(Them), occupied = own | enemy;
  const Square king = pos.king_square(Us);

  // The enemy's line pieces aimed at the king through our own pieces: with nothing between
  // they give check, with one piece between they pin it. The rest of the checks come from
  // knights and pawns (a king never gives check).
  const Bitboard enemy_diagonal = pos.pieces(Them, PieceType::Bishop) | pos.pieces(Them, PieceType::Queen);
  const Bitboard enemy_straight = pos.pieces(Them, PieceType::Rook) | pos.pieces(Them, PieceType::Queen);
  Bitboard checkers = (attacks::knight(king) & pos.pieces(Them, PieceType::Knight)) |
                      (attacks::pawn(Us, king) & pos.pieces(Them, PieceType::Pawn));
  Bitboard pinned = 0;
  Bitboard snipers = (attacks::bishop(king, enemy) & enemy_diagonal) | (attacks::rook(king, enemy) & enemy_straight);
  for (; snipers; snipers &= snipers - 1) {
    const Bitboard blockers = attacks::between(king, lowest(snipers)) & occupied;
    if (!blockers) checkers |= snipers & (~snipers + 1);
    else if (!more_than_one(blockers)) pinned |= blockers;
  }

  // Castling (Article 3.8.2): not out of check, with the squares between king and rook empty
  // and those the king passes and lands on not attacked.
  constexpr int kRank = Us == Color::White ? 0 : 7;
  constexpr Bitboard kKingsidePath = bit(make_square(5, kRank)) | bit(make_square(6, kRank));
  constexpr Bitboard kQueensidePath = bit(make_square(3, kRank)) | bit(make_square(2, kRank));
  constexpr Bitboard kQueensideEmpty = kQueensidePath | bit(make_square(1, kRank));
  constexpr std::uint8_t kKingsideRight = Us == Color::White ? kWhiteKingside : kBlackKingside;
  constexpr std::uint8_t kQueensideRight = Us == Color::White ? kWhiteQueenside : kBlackQueenside;
  const bool kingside = !checkers && (pos.castling() & kKingsideRight) && !(occupied & kKingsidePath);
  const bool queenside = !checkers && (pos.castling() & kQueensideRight) && !(occupied & kQueensideEmpty);

  // The king may go where no enemy piece attacks once the king has left its square.
  const Bitboard king_targets = attacks::king(king) & ~own;
  const Bitboard safe = unattacked<Us>(
      pos, king_targets | (kingside ? kKingsidePath : 0) | (queenside ? kQueensidePath : 0), occupied ^ bit(king));
  add_piece_moves(out, king, king_targets & safe);

  if (more_than_one(checkers)) return;  // double check: only the king moves
  const Bitboard check_mask = checkers ? attacks::between(king, lowest(checkers)) | checkers : ~Bitboard(0);

  const Bitboard targets = ~own & check_mask;
  for (Bitboard b = pos.pieces(Us, PieceType::Knight) & ~pinned; b; b &= b - 1)
    add_piece_moves(out, lowest(b), attacks::knight(lowest(b)) & targets);
  const Bitboard queens = pos.pieces(Us, PieceType::Queen);
  for (Bitboard b = pos.pieces(Us, PieceType::Bishop) | queens; b; b &= b - 1) {
    Square from = lowest(b);
    Bitboard to = attacks::bishop(from, occupied) & targets;
    if (pinned & bit(from)) to &= attacks::line(king, from);
    add_piece_moves(out, from, to);
  }
  for (Bitboard b = pos.pieces(Us, PieceType::Rook) | queens; b; b &= b - 1) {
    Square from = lowest(b);
    Bitboard to = attacks::rook(from, occupied) & targets;
    if (pinned & bit(from)) to &= attacks::line(king, from);
    add_piece_moves(out, from, to);
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
  add_pawn_moves<Up>(out, push & ~kLastRank);
  add_pawn_moves<Up + Up>(out, double_push);
  add_pawn_moves<Up - 1>(out, left & ~kLastRank);
  add_pawn_moves<Up + 1>(out, right & ~kLastRank);
  add_promotions<Up>(out, push & kLastRank);
  add_promotions<Up - 1>(out, left & kLastRank);
  add_promotions<Up + 1>(out, right & kLastRank);

  // A pinned pawn may only move along the line of its pin.
  for (Bitboard b = pawns & pinned; b; b &= b - 1) {
    const Square from = lowest(b);
    const Bitboard single = shift<Us, Up>(bit(from)) & empty;
    const Bitboard quiet = single | (shift<Us, Up>(single & kThirdRank) & empty);
    const Bitboard to = (quiet | (attacks::pawn(Us, from) & enemy)) & check_mask & attacks::line(king, from);
    if (to & kLastRank) {
      for (Bitboard t = to; t; t &= t - 1) add_promotions_from(out, from, lowest(t));
    } else {
      add_piece_moves(out, from, to);
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
          add(out, Move(from, target, Move::Kind::EnPassant));
      }
    }
  }

  // Castling last, once its squares are known to be safe (above).
  if (kingside && (kKingsidePath & ~safe) == 0) add(out, Move(king, make_square(6, kRank), Move::Kind::Castling));
  if (queenside && (kQueensidePath & ~safe) == 0) add(out, Move(king, make_square(2, kRank), Move::Kind::Castling));
}

MoveList::MoveList(const Position& position) {
  if (position.side_to_move() == Color::White) MoveGenerator::generate<Color::White>(position, *this);
  else MoveGenerator::generate<Color::Black>(position, *this);
}

std::size_t count_legal_moves(const Position& position) {
  MoveCount count;
  if (position.side_to_move() == Color::White) MoveGenerator::generate<Color::White>(position, count);
  else MoveGenerator::generate<Color::Black>(position, count);
  return count.moves;
}

const LegalMove* MoveList::find(Move m) const {
  const LegalMove* found = std::find_if(begin(), end(), [m](const LegalMove& l) { return l.move() == m; });
  return found == end() ? nullptr : found;
}

std::uint64_t perft(const Position& position, int depth) {
  if (depth <= 0) return 1;
  if (depth == 1) return count_legal_moves(position);
  MoveList moves(position);
  std::uint64_t nodes = 0;
  for (LegalMove m : moves) {
    Position child = position;
    child.play(m);
    nodes += perft(child, depth - 1);
  }
  return nodes;
}

}  // namespace twinboard
