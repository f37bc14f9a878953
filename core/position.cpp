#include "position.h"

#include <algorithm>
#include <cstdlib>

#include "movegen.h"
#include "zobrist.h"

namespace twinboard {
namespace {

using zobrist::kKeys;

// Castling rights that survive a move touching each square.
constexpr std::array<std::uint8_t, 64> build_rights_kept() {
  std::array<std::uint8_t, 64> kept{};
  for (auto& k : kept) k = kAllCastling;
  kept[4] = kAllCastling & ~(kWhiteKingside | kWhiteQueenside);   // e1
  kept[0] = kAllCastling & ~kWhiteQueenside;                      // a1
  kept[7] = kAllCastling & ~kWhiteKingside;                       // h1
  kept[60] = kAllCastling & ~(kBlackKingside | kBlackQueenside);  // e8
  kept[56] = kAllCastling & ~kBlackQueenside;                     // a8
  kept[63] = kAllCastling & ~kBlackKingside;                      // h8
  return kept;
}
constexpr auto kRightsKept = build_rights_kept();

struct CastlingRequirement {
  CastlingRight right;
  Color color;
  Square king, rook;
  std::string_view name;
};
constexpr CastlingRequirement kCastlingRequirements[] = {
    {kWhiteKingside, Color::White, Square(4), Square(7), "White's kingside castling (K)"},
    {kWhiteQueenside, Color::White, Square(4), Square(0), "White's queenside castling (Q)"},
    {kBlackKingside, Color::Black, Square(60), Square(63), "Black's kingside castling (k)"},
    {kBlackQueenside, Color::Black, Square(60), Square(56), "Black's queenside castling (q)"},
};

std::string color_word(Color c) { return c == Color::White ? "White" : "Black"; }

// What a board can never show, whatever was played. Kings and back-rank pawns are checked
// always (the move generator depends on them); piece counts only when `strict`.
void check_material(const Setup& s, bool strict, std::vector<std::string>& faults) {
  for (Color c : {Color::White, Color::Black}) {
    int count[7] = {};
    for (Piece p : s.board)
      if (is_piece(p) && color_of(p) == c) ++count[index(type_of(p))];
    if (count[index(PieceType::King)] != 1)
      faults.push_back(color_word(c) + " has " + std::to_string(count[index(PieceType::King)]) +
                       " kings; each side has exactly one");
    if (!strict) continue;
    int total = 0;
    for (int n : count) total += n;
    if (total > 16) faults.push_back(color_word(c) + " has " + std::to_string(total) + " pieces; at most 16");
    int pawns = count[index(PieceType::Pawn)];
    if (pawns > 8) faults.push_back(color_word(c) + " has " + std::to_string(pawns) + " pawns; at most 8");
    int promoted = std::max(0, count[index(PieceType::Queen)] - 1) + std::max(0, count[index(PieceType::Rook)] - 2) +
                   std::max(0, count[index(PieceType::Bishop)] - 2) + std::max(0, count[index(PieceType::Knight)] - 2);
    if (pawns <= 8 && promoted > 8 - pawns)
      faults.push_back(color_word(c) + " has " + std::to_string(promoted) +
                       " pieces beyond the starting set but only " + std::to_string(8 - pawns) +
                       " pawns could have promoted");
  }
  for (int s_index = 0; s_index < 64; ++s_index) {
    Piece p = s.board[s_index];
    int rank = rank_of(Square(s_index));
    if (type_of(p) == PieceType::Pawn && (rank == 0 || rank == 7))
      faults.push_back("a pawn stands on " + square_name(Square(s_index)) +
                       "; pawns never stand on the first or last rank");
  }
}

bool castling_possible(const Setup& s, const CastlingRequirement& r) {
  return s.board[index(r.king)] == make_piece(r.color, PieceType::King) &&
         s.board[index(r.rook)] == make_piece(r.color, PieceType::Rook);
}

// The en-passant square is only possible right after a double step of the other side.
std::optional<std::string> en_passant_fault(const Setup& s) {
  if (s.en_passant == kNoSquare) return std::nullopt;
  Color mover = ~s.side_to_move;  // the side that just made the double step
  int expected_rank = mover == Color::White ? 2 : 5;
  std::string name = square_name(s.en_passant);
  if (rank_of(s.en_passant) != expected_rank)
    return "en-passant square " + name + " is not on rank " + std::to_string(expected_rank + 1) + ", where " +
           color_word(mover) + "'s double step would leave it";
  int forward = mover == Color::White ? 8 : -8;
  Square pawn_square = Square(index(s.en_passant) + forward);
  Square origin = Square(index(s.en_passant) - forward);
  if (s.board[index(pawn_square)] != make_piece(mover, PieceType::Pawn))
    return "en-passant square " + name + " needs a " + (mover == Color::White ? "white" : "black") + " pawn on " +
           square_name(pawn_square) + " that has just made a double step";
  if (is_piece(s.board[index(s.en_passant)]) || is_piece(s.board[index(origin)]))
    return "en-passant square " + name + " needs " + name + " and " + square_name(origin) +
           " empty, as a double step just passed them";
  return std::nullopt;
}

}  // namespace

Position Position::start() {
  static const Position kStart = from_fen(kStartFen).value();  // every game without [FEN] starts here
  return kStart;
}

Result<Position, std::vector<std::string>> Position::from_fen(std::string_view fen, Validation validation) {
  auto setup = parse_fen(fen);
  if (!setup) return Failure{std::vector<std::string>{setup.error()}};
  return from_setup(*setup, validation);
}

Result<Position, std::vector<std::string>> Position::from_setup(const Setup& s, Validation validation) {
  const bool strict = validation == Validation::Strict;
  std::vector<std::string> faults;
  check_material(s, strict, faults);
  // With the wrong number of kings nothing below can be judged.
  for (Color c : {Color::White, Color::Black}) {
    int kings = 0;
    for (Piece p : s.board) kings += p == make_piece(c, PieceType::King);
    if (kings != 1) return Failure{std::move(faults)};
  }

  Position pos;
  for (int i = 0; i < 64; ++i)
    if (is_piece(s.board[i])) pos.put(s.board[i], Square(i));
  pos.side_ = s.side_to_move;
  if (s.side_to_move == Color::Black) pos.key_ ^= kKeys.black_to_move;
  pos.halfmove_clock_ = std::uint16_t(std::min(s.halfmove_clock, 65535));
  pos.fullmove_number_ = std::uint16_t(std::clamp(s.fullmove_number, 1, 65535));

  for (const auto& r : kCastlingRequirements) {
    if (!(s.castling & r.right)) continue;
    if (castling_possible(s, r)) pos.castling_ |= r.right;
    else if (strict)
      faults.push_back(std::string(r.name) + " needs the king on " + square_name(r.king) + " and the rook on " +
                       square_name(r.rook));
  }
  pos.key_ ^= kKeys.castling[pos.castling_];

  auto ep_fault = en_passant_fault(s);
  if (ep_fault && strict) faults.push_back(*ep_fault);
  if (!ep_fault && s.en_passant != kNoSquare) pos.update_en_passant(s.en_passant);

  Color them = ~s.side_to_move;
  if (pos.attackers(pos.king_square(them), s.side_to_move))
    faults.push_back(color_word(them) + " is in check but it is " + color_word(s.side_to_move) + "'s move");

  Bitboard checkers = pos.checkers();
  Square king = pos.king_square(s.side_to_move);
  if (strict && checkers) {
    Bitboard sliders = pos.pieces(PieceType::Bishop) | pos.pieces(PieceType::Rook) | pos.pieces(PieceType::Queen);
    if (popcount(checkers) > 2) {
      faults.push_back(color_word(s.side_to_move) + "'s king is attacked by " + std::to_string(popcount(checkers)) +
                       " pieces; no move gives more than a double check");
    } else if (popcount(checkers) == 2) {
      Square a = lowest(checkers), b = lowest(checkers & (checkers - 1));
      if (attacks::line(a, b) & bit(king))
        faults.push_back("the checks from " + square_name(a) + " and " + square_name(b) +
                         " come along one line through the king; no single move can give both");
      else if (!(checkers & sliders))
        faults.push_back("the double check from " + square_name(a) + " and " + square_name(b) +
                         " needs a line piece uncovered, and neither is one");
    }
    if (s.en_passant != kNoSquare && !ep_fault) {
      // The last move was a double step: every check must come from that pawn or through the
      // square it left.
      int forward = them == Color::White ? 8 : -8;
      Square pushed = Square(index(s.en_passant) + forward);
      Square origin = Square(index(s.en_passant) - forward);
      for (Bitboard b = checkers; b;) {
        Square checker = pop_lowest(b);
        bool explained = checker == pushed || (attacks::between(checker, king) & bit(origin));
        if (!explained)
          faults.push_back("the check from " + square_name(checker) +
                           " cannot come from the double step that the en-passant square " + square_name(s.en_passant) +
                           " says was just played");
      }
    }
  }
  if (!faults.empty()) return Failure{std::move(faults)};
  return pos;
}

Setup Position::setup() const {
  Setup s;
  s.board = board_;
  s.side_to_move = side_;
  s.castling = castling_;
  s.en_passant = en_passant_;
  s.halfmove_clock = halfmove_clock_;
  s.fullmove_number = fullmove_number_;
  return s;
}

Bitboard Position::attackers(Square s, Color by, Bitboard occ) const {
  Bitboard bishops_queens = pieces(PieceType::Bishop) | pieces(PieceType::Queen);
  Bitboard rooks_queens = pieces(PieceType::Rook) | pieces(PieceType::Queen);
  return pieces(by) & ((attacks::pawn(~by, s) & pieces(PieceType::Pawn)) |
                       (attacks::knight(s) & pieces(PieceType::Knight)) | (attacks::king(s) & pieces(PieceType::King)) |
                       (attacks::bishop(s, occ) & bishops_queens) | (attacks::rook(s, occ) & rooks_queens));
}

void Position::put(Piece p, Square s) {
  board_[index(s)] = p;
  by_color_[index(color_of(p))] |= bit(s);
  by_type_[index(type_of(p))] |= bit(s);
  key_ ^= kKeys.piece_square[std::uint8_t(p)][index(s)];
}

void Position::remove(Square s) {
  Piece p = board_[index(s)];
  board_[index(s)] = Piece::None;
  by_color_[index(color_of(p))] &= ~bit(s);
  by_type_[index(type_of(p))] &= ~bit(s);
  key_ ^= kKeys.piece_square[std::uint8_t(p)][index(s)];
}

// Keeps the en-passant square only where a pawn of the side to move could capture, so that
// equal positions have equal keys (Article 9.2: same possible moves).
void Position::update_en_passant(Square target) {
  if (attacks::pawn(~side_, target) & pieces(side_, PieceType::Pawn)) {
    en_passant_ = target;
    key_ ^= kKeys.en_passant_file[file_of(target)];
  }
}

void Position::play(LegalMove move) { apply(move.move()); }

void Position::play_null() {
  if (en_passant_ != kNoSquare) key_ ^= kKeys.en_passant_file[file_of(en_passant_)];
  en_passant_ = kNoSquare;
  ++halfmove_clock_;
  if (side_ == Color::Black) ++fullmove_number_;
  side_ = ~side_;
  key_ ^= kKeys.black_to_move;
}

void Position::apply(Move m) {
  const Color us = side_;
  const Square from = m.from(), to = m.to();
  const Piece moving = board_[index(from)];

  key_ ^= kKeys.castling[castling_];
  if (en_passant_ != kNoSquare) key_ ^= kKeys.en_passant_file[file_of(en_passant_)];
  const Square old_en_passant = en_passant_;
  en_passant_ = kNoSquare;
  ++halfmove_clock_;

  if (m.kind() == Move::Kind::Castling) {
    bool kingside = file_of(to) == 6;
    Square rook_from = make_square(kingside ? 7 : 0, rank_of(from));
    Square rook_to = make_square(kingside ? 5 : 3, rank_of(from));
    Piece rook = board_[index(rook_from)];
    remove(from);
    remove(rook_from);
    put(moving, to);
    put(rook, rook_to);
  } else {
    Square captured_on = m.kind() == Move::Kind::EnPassant ? make_square(file_of(old_en_passant), rank_of(from)) : to;
    if (is_piece(board_[index(captured_on)])) {
      remove(captured_on);
      halfmove_clock_ = 0;
    }
    remove(from);
    put(m.kind() == Move::Kind::Promotion ? make_piece(us, m.promotion()) : moving, to);
    if (type_of(moving) == PieceType::Pawn) {
      halfmove_clock_ = 0;
      if (std::abs(index(to) - index(from)) == 16) {
        side_ = ~us;  // update_en_passant looks at the side to move
        update_en_passant(Square((index(from) + index(to)) / 2));
        side_ = us;
      }
    }
  }
  castling_ &= std::uint8_t(kRightsKept[index(from)] & kRightsKept[index(to)]);
  key_ ^= kKeys.castling[castling_];
  if (us == Color::Black) ++fullmove_number_;
  side_ = ~us;
  key_ ^= kKeys.black_to_move;
}

bool Position::operator==(const Position& other) const {
  return board_ == other.board_ && side_ == other.side_ && castling_ == other.castling_ &&
         en_passant_ == other.en_passant_ && halfmove_clock_ == other.halfmove_clock_ &&
         fullmove_number_ == other.fullmove_number_;
}

}  // namespace twinboard
