// The words of the whole rules core: squares, colours, pieces, moves, bitboards.
#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace twinboard {

using Bitboard = std::uint64_t;

enum class Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) { return Color(std::uint8_t(c) ^ 1); }
constexpr int index(Color c) { return int(c); }
constexpr std::string_view name(Color c) { return c == Color::White ? "white" : "black"; }

enum class PieceType : std::uint8_t { None = 0, Pawn, Knight, Bishop, Rook, Queen, King };
constexpr int index(PieceType t) { return int(t); }
constexpr PieceType kPieceTypes[] = {PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                                     PieceType::Rook, PieceType::Queen,  PieceType::King};

// A piece is a colour and a type packed as (colour << 3) | type; 0 is "no piece".
enum class Piece : std::uint8_t { None = 0 };
constexpr Piece make_piece(Color c, PieceType t) { return Piece((int(c) << 3) | int(t)); }
constexpr PieceType type_of(Piece p) { return PieceType(std::uint8_t(p) & 7); }
constexpr Color color_of(Piece p) { return Color(std::uint8_t(p) >> 3); }
constexpr bool is_piece(Piece p) { return p != Piece::None; }

// FEN letters: uppercase White, lowercase Black.
constexpr char fen_letter(Piece p) {
  constexpr std::string_view letters = " PNBRQK";
  char c = letters[std::size_t(type_of(p))];
  return color_of(p) == Color::Black && c != ' ' ? char(c - 'A' + 'a') : c;
}
constexpr std::optional<Piece> piece_from_fen_letter(char c) {
  constexpr std::string_view upper = "PNBRQK";
  constexpr std::string_view lower = "pnbrqk";
  if (auto i = upper.find(c); i != std::string_view::npos) return make_piece(Color::White, PieceType(i + 1));
  if (auto i = lower.find(c); i != std::string_view::npos) return make_piece(Color::Black, PieceType(i + 1));
  return std::nullopt;
}

// Squares a1 = 0 ... h8 = 63, rank by rank from White's side.
enum class Square : std::uint8_t {};
constexpr Square kNoSquare = Square(64);
constexpr int index(Square s) { return int(s); }
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return int(s) & 7; }
constexpr int rank_of(Square s) { return int(s) >> 3; }
constexpr bool is_valid(Square s) { return int(s) < 64; }
constexpr Bitboard bit(Square s) { return Bitboard(1) << int(s); }
// The same square seen from the other side of the board (a1 <-> a8).
constexpr Square flip_rank(Square s) { return Square(int(s) ^ 56); }

constexpr char file_char(int file) { return char('a' + file); }
constexpr char rank_char(int rank) { return char('1' + rank); }
inline std::string square_name(Square s) { return {file_char(file_of(s)), rank_char(rank_of(s))}; }
constexpr std::optional<Square> parse_square(std::string_view text) {
  if (text.size() != 2) return std::nullopt;
  if (text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8') return std::nullopt;
  return make_square(text[0] - 'a', text[1] - '1');
}

constexpr Bitboard kFileA = 0x0101010101010101ULL;
constexpr Bitboard kRank1 = 0xFFULL;
constexpr Bitboard file_bb(int file) { return kFileA << file; }
constexpr Bitboard rank_bb(int rank) { return kRank1 << (8 * rank); }
constexpr Bitboard kDarkSquares = 0xAA55AA55AA55AA55ULL;

// Without the POPCNT instruction (the portable build's baseline x86-64) std::popcount is a
// call into libgcc; counting in parallel within the register is a few inline instructions
// instead, and perft counts its last ply this way.
constexpr int popcount(Bitboard b) {
#if !defined(__x86_64__) || defined(__POPCNT__)  // arm64 and POPCNT count in one instruction
  return std::popcount(b);
#else
  b -= (b >> 1) & 0x5555555555555555ULL;                                 // 2-bit sums
  b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);  // 4-bit sums
  b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;                            // 8-bit sums
  return int((b * 0x0101010101010101ULL) >> 56);                         // all bytes added
#endif
}
constexpr Square lowest(Bitboard b) { return Square(std::countr_zero(b)); }
constexpr Square pop_lowest(Bitboard& b) {
  Square s = lowest(b);
  b &= b - 1;
  return s;
}
constexpr bool more_than_one(Bitboard b) { return (b & (b - 1)) != 0; }

// Castling rights as four bits.
enum CastlingRight : std::uint8_t {
  kNoCastling = 0,
  kWhiteKingside = 1,
  kWhiteQueenside = 2,
  kBlackKingside = 4,
  kBlackQueenside = 8,
  kAllCastling = 15,
};

// A move in 16 bits: from (6), to (6), kind (2), promotion piece (2).
// Castling is written as the king's two-square step (e1g1), as in UCI.
class Move {
 public:
  enum class Kind : std::uint8_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

  constexpr Move() = default;
  constexpr Move(Square from, Square to, Kind kind = Kind::Normal, PieceType promotion = PieceType::Knight)
      : bits_(std::uint16_t(int(from) | (int(to) << 6) | (int(kind) << 12) |
                            ((int(promotion) - int(PieceType::Knight)) << 14))) {}

  constexpr Square from() const { return Square(bits_ & 63); }
  constexpr Square to() const { return Square((bits_ >> 6) & 63); }
  constexpr Kind kind() const { return Kind((bits_ >> 12) & 3); }
  constexpr PieceType promotion() const {
    return kind() == Kind::Promotion ? PieceType(((bits_ >> 14) & 3) + int(PieceType::Knight)) : PieceType::None;
  }
  constexpr bool is_null() const { return bits_ == 0; }
  constexpr std::uint16_t raw() const { return bits_; }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint16_t bits_ = 0;
};

}  // namespace twinboard
