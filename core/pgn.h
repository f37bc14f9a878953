// PGN games in and out. Reading replays every move (variations too) and reports a bad game
// with its index, ply and token, then goes on with the next game.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "game.h"
#include "notation.h"
#include "san.h"

namespace twinboard {

struct PgnMove {
  Move move;                                     // a null move (pass) only inside variations
  std::vector<int> nags;                         // $1 .. $255, and ! ? !! ?? !? ?! as their NAGs
  std::string comment_before;                    // a comment before the move (first move of a variation)
  std::string comment;                           // text of the comments after the move
  std::optional<std::int64_t> clock_ms;          // [%clk h:mm:ss] in a comment after the move
  std::vector<std::vector<PgnMove>> variations;  // lines played instead of this move
  // The move in SAN as made when it was played (Table::sans), written as it is; empty: the
  // writer makes it (issue 50, item 2: a move's SAN is made once).
  std::string san;
  bool operator==(const PgnMove&) const = default;
};

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;
  std::string intro_comment;   // comment before the first move
  std::string start_fen;       // empty: the standard start
  std::vector<PgnMove> moves;  // the main line
  std::string result = "*";
  std::string final_comment;  // a comment after the last move, before the result

  std::string_view tag(std::string_view name) const;
  void set_tag(std::string_view name, std::string value);
  Position start_position() const;
};

struct PgnReadOptions {
  const PieceLetters* letters = &english_letters();
  bool strict = false;  // report missing or wrong +, #, x as errors
  // false: only check the games (`pgn check`): every move is still read and played, but a
  // record's game keeps its tags, start and result alone, not its moves and comments.
  bool keep_moves = true;
};

struct PgnRecord {
  enum class Kind { Game, Skipped, Error };
  Kind kind = Kind::Game;
  std::size_t index = 0;  // 1-based game number in the file
  PgnGame game;           // as far as it was read
  int ply = 0;            // Error: the ply of the bad token (0 in the tags)
  std::string token;      // Error: the token
  std::string reason;     // Error or Skipped: why
  std::size_t main_line_plies = 0;
};

class PgnReader {
 public:
  // `text` must outlive the reader. A UTF-8 byte-order mark is skipped.
  explicit PgnReader(std::string_view text, PgnReadOptions options = {});
  // The next game, or nothing at the end of the text.
  std::optional<PgnRecord> next();

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t games_ = 0;
  PgnReadOptions options_;
};

// Writes one game as PGN: the seven tag roster first, then the others, then the movetext
// with comments, NAGs, clocks and variations, lines under 80 characters.
std::string write_pgn(const PgnGame& game);

class MovetextWriter;
// A game's PGN as it grows (issue 50, item 2): text(game) is write_pgn(game), but of the
// movetext only what changed since the last call is written: a move made is appended; from a
// move that differs (taken back, its clock or comment added) on, the moves are written again.
// The tags and the end (the last comment, the result) are written each time.
class GrowingPgn {
 public:
  GrowingPgn();
  ~GrowingPgn();
  GrowingPgn(GrowingPgn&&) noexcept;
  GrowingPgn& operator=(GrowingPgn&&) noexcept;
  std::string text(const PgnGame& game);

 private:
  struct Written;
  std::unique_ptr<MovetextWriter> writer_;  // after the last move written
  std::vector<Written> written_;
  Position position_ = Position::start();  // after the last move written
  bool force_number_ = true;
  bool begun_ = false;
  std::string intro_, start_fen_;
};

// "h:mm:ss" (fractions allowed) to milliseconds and back.
std::optional<std::int64_t> parse_clock(std::string_view text);
std::string format_clock(std::int64_t ms);

}  // namespace twinboard
