// Standard algebraic notation, written and read, in any national letter set.
// Reading is tolerant (0-0, e8Q, e8/Q, e8(Q), e.p., Ng1-f3, g1f3, annotations) and exact:
// an ambiguous move lists its candidates, an illegal one says why.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "result.h"

namespace twinboard {

// A legal move as SAN sees it, part by part: what every notation and vocabulary says
// (SAN letters, spoken words, braille cells) in its own way.
struct SanParts {
  enum class Castling { None, Kingside, Queenside };
  enum class Check { None, Check, Mate };
  Castling castling = Castling::None;
  PieceType piece = PieceType::None;  // Pawn for pawn moves
  int from_file = -1;                 // disambiguation (a pawn capture's file), -1 if none
  int from_rank = -1;
  bool capture = false;
  Square to = kNoSquare;
  PieceType promotion = PieceType::None;
  bool en_passant = false;
  Check check = Check::None;
};
SanParts san_parts(const Position& position, LegalMove move);
// A move's SAN from its parts (read once, san_parts), with `+`/`#`.
std::string san(const SanParts& parts, const PieceLetters& letters = english_letters());

// Writes `move` (legal in `position`) in SAN with `+`/`#`.
std::string san(const Position& position, Move move, const PieceLetters& letters = english_letters());

// Something a tolerant reader accepted that a strict reader reports.
enum class SanRemark {
  CheckSignMissing,    // the move gives check, no `+`
  CheckSignWrong,      // `+` on a move that does not give check
  MateSignMissing,     // the move mates, no `#`
  MateSignWrong,       // `#` on a move that does not mate
  CaptureSignMissing,  // a capture without `x` (SAN form)
  CaptureSignWrong,    // `x` on a move that captures nothing
};
std::string_view describe(SanRemark remark);

struct SanReading {
  LegalMove move;
  std::vector<SanRemark> remarks;
};

struct SanError {
  enum class Kind { Syntax, Illegal, Ambiguous };
  Kind kind;
  std::string message;                // what was wrong and what was expected
  std::vector<LegalMove> candidates;  // for Ambiguous: the moves it could mean
};

// What the reader checks beyond the move itself.
enum class SanSigns {
  Check,  // compare the written +, # and x with the move: remarks are filled in
  Ignore  // accept them as written: no remarks, and faster (no look at the position after)
};

// What a SAN text says, before looking at the position.
struct SanSyntax {
  int castle_file = -1;               // 6 kingside, 2 queenside, -1 not castling
  PieceType piece = PieceType::None;  // Pawn when no letter; None for coordinates (g1f3)
  int from_file = -1, from_rank = -1;
  Square to = kNoSquare;
  PieceType promotion = PieceType::None;
  bool capture_sign = false, check_sign = false, mate_sign = false;
  bool coordinate = false;     // a full from-square with no piece letter: g1f3, e2-e4
  bool has_separator = false;  // `-` or `x` between the squares
};
Result<SanSyntax, std::string> parse_san_syntax(std::string_view text, const PieceLetters& letters);

Result<SanReading, SanError> read_san(const Position& position, std::string_view text,
                                      const PieceLetters& letters = english_letters(),
                                      SanSigns signs = SanSigns::Check);

}  // namespace twinboard
