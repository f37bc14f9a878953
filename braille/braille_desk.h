// The VI player's braille at the table: what his refreshable display shows and what its
// keys do, and the line of cells he types for his scoresheet (from the display's keyboard,
// six keys of a PC keyboard, or dot digits in a terminal). docs/braille.md, "The live
// display" and "Typing braille". Pure: keys and the table in, cells, table inputs and
// private speech out.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cell_line.h"
#include "chess_braille.h"
#include "core/table.h"

namespace twinboard::braille {

// A key of a braille display (or its keyboard), as the desk understands it.
struct DisplayKey {
  enum class Kind { Move, Route, Chord, Backspace, Enter, ReadBack } kind = Kind::Chord;
  int move = 0;  // Kind::Move: a BrailleDesk::Move
  int cell = 0;  // Kind::Route: 0-based
  Chord chord;   // Kind::Chord
};

class BrailleDesk {
 public:
  // The desk of the player of colour `reader`: his ranks as he sits, his questions and scoresheet.
  explicit BrailleDesk(Color reader = Color::White, const BrailleSigns& signs = default_signs())
      : reader_(reader), signs_(&signs), line_(signs) {}
  Color reader() const { return reader_; }

  struct Reaction {
    std::vector<Input> inputs;        // for the table (journalled): a question, a scoresheet entry
    std::vector<std::string> speech;  // for the VI player's ears only
  };
  // The display's movement keys: a line up or down (the status, then the ranks from the
  // player's far side), a window left or right (on to the next line at a line's end),
  // the first or the last line.
  enum class Move { LineUp, LineDown, PanLeft, PanRight, Top, Bottom };

  Reaction move(Move m, const Table& table, Millis now, int width);
  // A routing key over cell `cell` (0-based, of the window shown): a square is said and
  // shown, a rank's digit scans the rank, the status says the last move or the time.
  Reaction route(int cell, const Table& table, Millis now);
  // Any key of a display of `width` cells.
  Reaction key(const DisplayKey& key, const Table& table, Millis now, int width);
  // Typing.
  Reaction chord(const Chord& chord, const Table& table);
  Reaction backspace(const Table& table);
  Reaction enter(const Table& table);
  Reaction read_back(const Table& table);

  // What was said to the player, in braille, for a player who hears little or nothing:
  // shown until a key is pressed or `kMessageMs` have passed. Panning moves through a long
  // message (past its end dismisses it); any other key dismisses it.
  static constexpr Millis kMessageMs = 20000;
  void message(Cells cells, Millis now);

  // The `width` cells the display shows now: the line being typed while there is one
  // (with a cursor), a message, a square just routed to, or the current line from the pan
  // position.
  Cells window(const Table& table, Millis now, int width) const;
  int line() const { return line_number_; }
  const Cells& typing() const { return line_.cells(); }

 private:
  Reaction typed(const LineAction& action, const Table& table);
  bool message_showing(Millis now) const { return message_ && now < message_until_; }

  Color reader_;
  const BrailleSigns* signs_;
  CellLine line_;
  int line_number_ = 0;
  int pan_ = 0;                 // the first cell of the line that is shown
  std::optional<Cells> shown_;  // a routed square, until the next key or `shown_until_`
  Millis shown_until_ = 0;
  std::optional<Cells> message_;  // what was said, until a key or `message_until_`
  Millis message_until_ = 0;
  int message_pan_ = 0;
};

}  // namespace twinboard::braille
