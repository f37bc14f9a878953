// A player's scoresheet (F2.5): what he wrote, verbatim, with his own mistakes, and how each
// entry reads against the position. Kept apart from the official record; the arbiter
// compares the two sheets and the boards with them (F2.7, F2.8; see reconcile_sheets.h).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "movegen.h"
#include "notation.h"
#include "result.h"

namespace twinboard {

// How one written move reads: the move, and a remark where the reading forgave a slip or
// needed another letter set ("read in German letters", "written without x").
struct WrittenMove {
  LegalMove move;
  std::string remark;
};

// Reads what a player wrote against the position, liberally but never guessing between
// moves: SAN in the player's letters, then English, then any other national letter set,
// long algebraic (Ng1-f3) and coordinates (g1f3), the spoken words of every vocabulary,
// and a wrong piece letter where exactly one legal move goes to the written square.
Result<WrittenMove, std::string> read_written_move(const Position& position, std::string_view text,
                                                   const PieceLetters& letters = english_letters());

struct ScoresheetEntry {
  std::string written;       // exactly what the player wrote
  std::optional<Move> move;  // its reading, where the moves before it read too
  std::string san;           // the reading in English SAN; empty when unread
  std::string remark;        // a slip forgiven, or why it does not read
};

class Scoresheet {
 public:
  // Reads entries another way too (braille cells, for one); tried after the built-in readers.
  // Its answer: the move; or why an entry in its notation does not read; or nothing when the
  // entry is not in its notation at all.
  using Reading = std::optional<Result<LegalMove, std::string>>;
  using Reader = std::function<Reading(const Position&, std::string_view)>;

  explicit Scoresheet(Position start = Position::start(), const PieceLetters& letters = english_letters());

  void add_reader(Reader reader);
  // Appends one written move; returns its entry as read.
  const ScoresheetEntry& write(std::string text);
  // Removes the last entry (a braille keyboard's backspace); false when empty.
  bool erase_last();
  // Replaces what was written at `ply` (0-based entry index); the entries after it are read again.
  bool rewrite(std::size_t ply, std::string text);

  const std::vector<ScoresheetEntry>& entries() const { return entries_; }
  std::size_t size() const { return entries_.size(); }
  // Entries read in a row from the start: the position after them is known.
  std::size_t readable_plies() const { return positions_.size() - 1; }
  // The position after `ply` entries; `ply` <= readable_plies().
  const Position& position_after(std::size_t ply) const { return positions_[ply]; }
  const Position& start() const { return positions_.front(); }
  // The move number and side of entry `ply` (0-based), read or not: 12 White is "12.".
  struct MoveNumber {
    int number;
    Color side;
  };
  MoveNumber move_number(std::size_t ply) const;

 private:
  void read_from(std::size_t ply);
  std::optional<WrittenMove> read(const Position& position, std::string_view text, std::string* why) const;

  const PieceLetters* letters_;
  std::vector<Reader> readers_;
  std::vector<ScoresheetEntry> entries_;
  std::vector<Position> positions_;  // start, then after each readable entry
};

// The entries of a scoresheet file: one move a line, or movetext with move numbers
// ("1. e4 e5", "12... Sf6"), results, comments and NAGs, which are left out. A line whose
// words do not each read as a move (spoken words, "Springer f drei") is one entry.
std::vector<std::string> scoresheet_entries(std::string_view text);

}  // namespace twinboard
