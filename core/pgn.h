// PGN games in and out. Reading replays every move (variations too) and reports a bad game
// with its index, ply and token, then goes on with the next game.
#pragma once

#include <cstdint>
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
};

struct PgnGame {
  std::vector<std::pair<std::string, std::string>> tags;
  std::string intro_comment;   // comment before the first move
  std::string start_fen;       // empty: the standard start
  std::vector<PgnMove> moves;  // the main line
  std::string result = "*";

  std::string_view tag(std::string_view name) const;
  void set_tag(std::string_view name, std::string value);
  Position start_position() const;
};

struct PgnReadOptions {
  const PieceLetters* letters = &english_letters();
  bool strict = false;  // report missing or wrong +, #, x as errors
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

// "h:mm:ss" (fractions allowed) to milliseconds and back.
std::optional<std::int64_t> parse_clock(std::string_view text);
std::string format_clock(std::int64_t ms);

}  // namespace twinboard
