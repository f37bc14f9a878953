// A chess position: bitboards plus a mailbox, the side to move, castling rights, the
// en-passant square and the two move counters. A cheap value: copy it to keep it.
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "attacks.h"
#include "result.h"
#include "types.h"

namespace twinboard {

// What a FEN (or a board) says, before anyone checks that it can happen in a game.
struct Setup {
  std::array<Piece, 64> board{};
  Color side_to_move = Color::White;
  std::uint8_t castling = kNoCastling;
  Square en_passant = kNoSquare;
  int halfmove_clock = 0;
  int fullmove_number = 1;
};

// Reads a FEN into a Setup: syntax only. The counters may be left out (EPD style).
Result<Setup, std::string> parse_fen(std::string_view fen);
// The board field of a FEN alone ("rnbqkbnr/pppppppp/8/...").
Result<std::array<Piece, 64>, std::string> parse_placement(std::string_view placement);
std::string placement_of(const std::array<Piece, 64>& board);

// How strictly a Setup is checked before it becomes a Position.
enum class Validation {
  Strict,     // every impossibility is an error
  Permissive  // only what the move generator cannot handle is an error; castling rights the
              // pieces contradict and an impossible en-passant square are dropped
};

class LegalMove;

class Position {
 public:
  static constexpr std::string_view kStartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  static Position start();
  // Every fault found, not just the first, one sentence each.
  static Result<Position, std::vector<std::string>> from_setup(const Setup& setup, Validation = Validation::Strict);
  static Result<Position, std::vector<std::string>> from_fen(std::string_view fen, Validation = Validation::Strict);

  std::string fen() const;
  Setup setup() const;

  Color side_to_move() const { return side_; }
  Piece piece_on(Square s) const { return board_[index(s)]; }
  const std::array<Piece, 64>& board() const { return board_; }
  Bitboard occupied() const { return by_color_[0] | by_color_[1]; }
  Bitboard pieces(Color c) const { return by_color_[index(c)]; }
  Bitboard pieces(PieceType t) const { return by_type_[index(t)]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color_[index(c)] & by_type_[index(t)]; }
  Square king_square(Color c) const { return lowest(pieces(c, PieceType::King)); }
  std::uint8_t castling() const { return castling_; }
  // Set only when a pawn of the side to move stands ready to capture there.
  Square en_passant() const { return en_passant_; }
  int halfmove_clock() const { return halfmove_clock_; }
  int fullmove_number() const { return fullmove_number_; }
  std::uint64_t key() const { return key_; }

  // Pieces of `by` that attack `s` with the given occupancy.
  Bitboard attackers(Square s, Color by, Bitboard occupied) const;
  Bitboard attackers(Square s, Color by) const { return attackers(s, by, occupied()); }
  Bitboard checkers() const { return attackers(king_square(side_), ~side_); }
  bool in_check() const { return checkers() != 0; }

  // Plays a move that the move generator (or a parser built on it) produced for this position.
  void play(LegalMove move);
  // Passes the turn: for null moves inside PGN variations only.
  void play_null();

  bool operator==(const Position& other) const;

 private:
  Position() = default;
  void put(Piece p, Square s);
  void remove(Square s);
  void update_en_passant(Square target);
  void apply(Move m);

  std::array<Bitboard, 2> by_color_{};
  std::array<Bitboard, 7> by_type_{};
  std::array<Piece, 64> board_{};
  std::uint64_t key_ = 0;
  Color side_ = Color::White;
  std::uint8_t castling_ = kNoCastling;
  Square en_passant_ = kNoSquare;
  std::uint16_t halfmove_clock_ = 0;
  std::uint16_t fullmove_number_ = 1;
};

}  // namespace twinboard
