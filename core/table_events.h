// What goes into the table (events, each with its time) and what comes out (effects).
// The journal stores the events; replaying them gives the same effects.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "arbiter_command.h"
#include "correction_step.h"
#include "game.h"
#include "notice.h"
#include "priority.h"
#include "query_answer.h"
#include "reconcile_outcome.h"
#include "refusal.h"
#include "roles.h"
#include "time_control.h"
#include "types.h"
#include "vocabulary.h"

namespace twinboard {

// A seat as the table's rules see it: who the player is (what he needs) and what his board
// senses. His devices (port, audio, braille, window) are the runtime's (table_config.h).
struct Seat {
  Needs needs = Needs::Sighted;
  BoardKind board = BoardKind::Identified;
  // D.2.11: he cannot hear: every word his opponent says is shown to him as a caption (and an
  // assistant is mandatory for a VI opponent: `table --check` reminds the arbiter).
  bool hearing_impaired = false;
  // F2.4: spoken warnings of his own time, thresholds highest first; empty: off. A player
  // with warnings also hears when he reaches a time-control period.
  std::vector<Millis> warnings{};
  bool operator==(const Seat&) const = default;
};

struct TableSetup {
  // White and Black. By default a VI player on a peg board has White and a sighted player on
  // a DGT board Black (the table twinboard began with); any two players may sit.
  ByColour<Seat> seats{{Seat{Needs::Vi, BoardKind::Occupancy}, Seat{Needs::Sighted, BoardKind::Identified}}};
  TimeControl time_control;
  bool assistant = false;  // twinboard announces the VI players' moves and starts their clocks (F2.9b, c)
  // The clocks stand and no move is made until the arbiter starts the round (`start`),
  // which he can do only when both sensed boards show the starting position.
  bool wait_for_start = false;
  std::string start_fen{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"};
  std::array<const Vocabulary*, 3> vocabulary{&default_vocabulary(), &default_vocabulary(),
                                              &default_vocabulary()};  // per Listener
  Millis reminder_after = 20000;  // a move not mirrored after this long is said again
  Millis settle = 1000;           // a board must rest this long before the assistant reads it
  // Article 4.7: a sighted player's piece resting this long where no other move of it passes is released.
  Millis release = 500;
  TimeAnswer time_answer = TimeAnswer::UsedAndLeft;
  // D.2.3, F2.9 with the assistant: a VI player's move is made by his sign (his clock button
  // or key, his words); without one, by his board resting this long (0: only his sign). A
  // setup from before it existed: the settle time.
  Millis vi_rest = 3000;
  bool vi_signals_decide = true;
  Millis illegal_move_penalty = 120000;  // Article 7.5: time added for the opponent

  const Vocabulary& vocabulary_of(Listener l) const { return *vocabulary[std::size_t(l)]; }
  bool is_vi(Color c) const { return seats[c].needs == Needs::Vi; }
  // A board or player named "white" or "black", or, at a table with one VI player, by an older
  // file's "tactile" (his) or "sighted" (his opponent's).
  std::optional<Color> seat_named(std::string_view word) const {
    if (word == "white") return Color::White;
    if (word == "black") return Color::Black;
    if (!only_vi()) return std::nullopt;
    if (word == kLegacyViPlayer) return *only_vi();
    if (word == kLegacySightedPlayer) return ~*only_vi();
    return std::nullopt;
  }
  std::optional<Listener> listener_named(std::string_view word) const {
    if (word == name(Listener::Arbiter)) return Listener::Arbiter;
    if (auto c = seat_named(word)) return listener_of(*c);
    return std::nullopt;
  }
  // The one VI player of a table that has exactly one (the table twinboard began with, whose
  // boards older files name "tactile" and "sighted"); none at a table of two VI players or none.
  std::optional<Color> only_vi() const {
    if (is_vi(Color::White) == is_vi(Color::Black)) return std::nullopt;
    return is_vi(Color::White) ? Color::White : Color::Black;
  }
};

// ---- Inputs -----------------------------------------------------------------------------
// A board is named by its seat's colour: `board` is the board of that colour's player.
struct Lift {
  Color board;
  Square square;
};
struct Place {
  Color board;
  Square square;
  Piece piece = Piece::None;
};  // piece: identified boards
struct Snapshot {
  Color board;
  std::array<Piece, 64> pieces;
};  // occupancy: any piece marks a filled square
enum class Speaker : std::uint8_t { White, Black, Assistant };
struct Announce {
  std::string words;
  Speaker by;
};
struct PressClock {
  Color by;
};
// Sheet: the asker's own scoresheet read back (its last entry; argument "all": every entry).
// Opponent: who plays against the asker, as the round's pairing names him (issue 37).
enum class QueryKind : std::uint8_t {
  Time,
  LastMove,
  Turn,
  Square,
  MyPieces,
  TheirPieces,
  Rank,
  File,
  Moves,
  Sheet,
  Opponent
};
// What it asks about is typed where the question was read (the keys, a typed line, the
// braille keys, a scenario): the table parses no text (issue 36).
struct Query {
  QueryKind kind;
  Color by;
  std::optional<Square> square = std::nullopt;      // Square, Moves
  std::optional<std::uint8_t> line = std::nullopt;  // Rank, File: 0 is rank 1 or file a
  bool every_entry = false;                         // Sheet: every entry, not only the last
};
struct ArbiterCommand {
  ArbiterOrder order;
};
struct Tick {};  // time passes: reminders and flag fall are due
// The table opens again on a game from its journal, which waits for the arbiter's `start`
// (TableSetup::wait_for_start): nothing runs and nothing is made until he starts it.
struct Reopen {};
// A move written on a player's scoresheet (F2.5), as written; or the last one struck out.
struct WriteScoresheet {
  Color sheet;
  std::string move;
  bool erase_last = false;
};
// Who plays this game, as the pairing program names them (issue 37: the hall's retained
// pairing): journalled like any input, so the export and a resumed table name them too.
struct PlayerName {
  std::string name;  // "Lastname, Firstname"
  std::string title, fide_id;
  int rating = 0;  // 0: not given
  bool operator==(const PlayerName&) const = default;
};
struct Players {
  std::array<PlayerName, 2> side;  // per Color
  std::string round, date;         // date: "YYYY.MM.DD" or ""
  std::string event, site;         // the event's name and place (TRF tags 012, 022); "" not given
  int board = 0;
  bool operator==(const Players&) const = default;
};
using Input = std::variant<Lift, Place, Snapshot, Announce, PressClock, Query, ArbiterCommand, Tick, WriteScoresheet,
                           Reopen, Players>;
struct Event {
  Millis at = 0;
  Input input;
};

// ---- Effects ----------------------------------------------------------------------------
struct MoveMade {
  int ply;
  std::string san;
  std::string uci;
};
// Something told to one listener, as a fact (notice.h); his words for it are made at the
// edge (notice_words, fact_words.h), in his language.
struct Speak {
  Listener listener;
  Notice notice;
  Priority priority = Priority::Info;
};
// A query answered (F2.9d: to the asker alone) as facts; worded at the edge in his language
// (answer_words, fact_words.h) and heard as a Speak would be.
struct Answered {
  Listener listener;
  QueryAnswer answer;
  Priority priority = Priority::Info;
};
struct ClockShown {
  std::optional<Color> running;
  Millis white = 0, black = 0;
};
struct Touched {
  Color board;
  Square square;
};
// A lift of a square that is empty in the game, which would otherwise have been a touch: the
// board's noise (a magnet closing a neighbour's switch, a contact that chatters), logged,
// never a touch in the record (issue 51, item 3).
struct BoardNoise {
  Color board;
  Square square;
};
// What a board must do to show the official game: steps, worded for each listener at the
// edge (fact_words.h).
struct Instruct {
  Color board;
  std::vector<CorrectionStep> steps;
};
// A board is off (F2.7): the steps that correct it.
struct Divergence {
  Color board;
  std::vector<CorrectionStep> steps;
};
// Article 7: an impossible move, completed on a board (its correction) or announced (the
// mover's own words).
struct Illegal {
  Color board;
  std::vector<CorrectionStep> steps;
  Color mover = Color::White;
  std::string announced;
};
struct GameOver {
  std::string result;
  GameEnd reason = GameEnd::None;
};
// Input the table could not use; written out as "error".
struct Refused {
  Refusal why;
};
// A scoresheet entry as read (ply 1-based); erased: the entry at `ply` was struck out.
struct ScoresheetChanged {
  Color sheet;
  int ply;
  std::string written;
  std::string san;
  std::string remark;
  bool erased = false;
};
// The arbiter's reconciliation (F2.7, F2.8); worded for him at the edge (reconcile_report,
// naming each board by its player's colour).
struct Reconciled {
  Reconciliation result;
};
struct TakenBack {
  int ply;
};  // F2.8: the official game went back to after `ply` plies
// D.2.11: what a player said, for an opponent who cannot hear it (shown in large print on his
// window): the words as he said them (shortened), or the move said for him (the assistant's,
// F2.9b); worded at the edge in the hearing-impaired player's language (caption_words).
struct Caption {
  Color speaker = Color::White;
  std::string words;
  std::optional<MadeMove> move;
};
// Issue 35, item 10: a sound, not words, for the player who acted: his announcement or his
// clock press was taken, or refused (the sentence that says why follows it).
enum class CueKind : std::uint8_t { Taken, Refused };
struct Cue {
  Listener listener;
  CueKind kind;
  // Issue 48, item 13: the announcement taken, shown as text on his terminal (never spoken)
  // for a player reading with a screen reader or braille without sound.
  std::optional<MadeMove> taken = std::nullopt;
};
using EffectBody = std::variant<MoveMade, Speak, Answered, ClockShown, Touched, Instruct, Divergence, Illegal, GameOver,
                                Refused, ScoresheetChanged, Reconciled, TakenBack, Caption, Cue, BoardNoise>;
struct Effect {
  Millis at = 0;
  EffectBody body;
};

}  // namespace twinboard
