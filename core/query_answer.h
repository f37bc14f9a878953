// Issue 36: the answer to what a player asked (F2.9d: to the asker only), as facts. The table
// finds them; fact_words.h words them at the edge in the asker's language, so the same answer
// reads right in German, Russian or Persian and the table never holds a sentence.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "made_move.h"
#include "movegen.h"
#include "position.h"
#include "time_control.h"
#include "types.h"

namespace twinboard {

// What a player hears when he asks for the time: the time used by both, then the time
// left (F2.9d, D.2.10.4: "the time used up by both players"), or the time left alone.
enum class TimeAnswer : std::uint8_t { UsedAndLeft, Left };

// A square and what stands on it (Piece::None: nothing).
struct PieceOn {
  Square square;
  Piece piece = Piece::None;
};

namespace answer {

// F2.4, F2.9d: both clocks and the moves each side completed; without a clock, the moves.
struct Time {
  bool clock = true;
  TimeAnswer style = TimeAnswer::UsedAndLeft;
  std::array<Millis, 2> used{}, left{};  // per Color
  int white_moves = 0, black_moves = 0;
  bool operator==(const Time&) const = default;
};
struct LastMove {
  std::optional<MadeMove> last;  // none: no move yet
};
struct Turn {
  Color side;
};
// A square, or the filled squares of a rank or file: what stands on each (none: "none").
struct Squares {
  std::vector<PieceOn> squares;
};
// The pieces of one side, king first.
struct Pieces {
  std::vector<PieceOn> pieces;
};
// The moves of the asker's piece on `from`; or why there are none to tell.
struct Moves {
  enum class Outcome { Listed, NoPieceThere, NotHisTurn } outcome = Outcome::Listed;
  Square from;
  Color to_move = Color::White;
  std::vector<MadeMove> moves;  // Listed: each legal move from there (none: it cannot move)
};
// The opponent, as the round's pairing names him; none before a pairing.
struct Opponent {
  Color side;                       // the opponent's colour
  std::optional<std::string> name;  // "GM Alpha, One": title first, as a pairing list reads
};
// A scoresheet line read back (F2.5): its move number and side, as written, and the move it
// was read as (none: unread).
struct SheetLine {
  int number = 1;
  Color side = Color::White;
  std::string written;
  std::optional<MadeMove> move;
  bool operator==(const SheetLine&) const = default;
};
struct Sheet {
  std::vector<SheetLine> lines;  // none: the sheet is empty
};
// A query without what it needs (a square, a rank): the command's name.
struct Incomplete {
  std::string command;
};

}  // namespace answer

using QueryAnswer = std::variant<answer::Time, answer::LastMove, answer::Turn, answer::Squares, answer::Pieces,
                                 answer::Moves, answer::Opponent, answer::Sheet, answer::Incomplete>;

}  // namespace twinboard
