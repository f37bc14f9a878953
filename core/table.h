// The table: one official game, two physical boards, a clock, and the rules for visually
// impaired players (rules.md, F1 to F2.10; Articles 4, 6, 7). A pure state machine:
// events in, effects out, time only from the events. The same events give the same effects,
// which is what tests, `simulate`, fuzzing and crash recovery rely on.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "board_view.h"
#include "board_watch.h"
#include "san.h"
#include "clock.h"
#include "clock_warnings.h"
#include "game.h"
#include "reconcile_outcome.h"
#include "scoresheet.h"
#include "spoken_actions.h"
#include "table_events.h"

namespace twinboard {

// Both clocks as they stand at `at`, and which one runs (what the window and a DGT3000 show).
inline ClockShown clock_shown(const Clock& clock, Millis at) {
  return {clock.running(), clock.remaining(Color::White, at), clock.remaining(Color::Black, at)};
}

// Everything wrong with a setup besides its start position, each said once, so one
// correction fixes them all. The table, a scenario and a journal refuse the same setups.
std::vector<std::string> setup_faults(const TableSetup& setup);

class Table {
 public:
  // A table ready to play from `setup.start_fen`; `started` is when the clock starts.
  static Result<Table, std::string> create(const TableSetup& setup, Millis started);

  // The effects of sitting down: the clocks as they stand.
  std::vector<Effect> open() const;
  std::vector<Effect> handle(const Event& event);
  // The next moment something happens without an event (flag fall, a reminder, the
  // assistant reading a board that has come to rest); feed a Tick then.
  std::optional<Millis> next_deadline() const;

  const Game& game() const { return game_; }
  // How many events may have changed the table (all but a tick at which nothing fell due):
  // what shows the table is made again only when this moved, and the clocks' times (issue 50).
  std::uint64_t changes() const { return changes_; }
  // Each move of the game in SAN, made once when the move was made (issue 50, item 2): the
  // hall's state, the PGN and the log take it from here.
  const std::vector<std::string>& sans() const { return sans_; }
  // The same moves as SAN sees them, part by part (a braille display's cells are made from them).
  const std::vector<SanParts>& move_parts() const { return move_parts_; }
  const Clock& clock() const { return clock_; }
  const BoardView& view(Color b) const { return watch(b).view; }
  const std::optional<GameOver>& result() const { return result_; }
  // The penalty for an illegal move the table proposed, awaiting the arbiter (Article 7.5):
  // time for the opponent, or the game lost at the second one.
  struct Penalty {
    Color offender;
    bool loss;
  };
  const std::optional<Penalty>& proposed_penalty() const { return proposed_penalty_; }
  // Whether the arbiter has stopped both clocks (Article 6.11.1).
  bool paused() const { return paused_.has_value() && !round_waits_; }
  // Whether the round waits for the arbiter's `start` (TableSetup::wait_for_start).
  bool round_waits() const { return round_waits_; }
  // Why the round cannot start yet (a sensed board not in the starting position), if so.
  std::optional<Refusal> not_ready_to_start() const;
  const TableSetup& setup() const { return setup_; }
  // What the table holds that contradicts itself, if anything (a bug, never the input's
  // fault): checked after every event in debug, sanitizer and fuzzing builds, and by the
  // tests after every event they send.
  std::optional<std::string> broken_invariant() const;
  const Scoresheet& scoresheet(Color c) const { return sheets_[c]; }
  // Who plays, once the round's pairing has come (issue 37).
  const std::optional<Players>& players() const { return players_; }
  // The arbiter has confirmed the result (`confirm`, issue 37).
  bool result_confirmed() const { return result_confirmed_; }
  // Article 9.1: who offered the draw that waits for an answer, if one does.
  const std::optional<Color>& draw_offer() const { return draw_offer_; }
  // Issue 49: the arbiter may withdraw the result (`withdraw`): one he gave, not yet confirmed.
  bool result_withdrawable() const { return result_ && result_by_order_ && !result_confirmed_; }
  // Another way scoresheet entries may be written (braille cells); add before any event.
  void add_notation(const Scoresheet::Reader& reader) {
    for (Scoresheet& sheet : sheets_) sheet.add_reader(reader);
  }
  // The move coming together: made, announced, or shown done on the mover's board (F2.3).
  std::optional<LegalMove> pending_move() const {
    if (pending_.made) return pending_.made;
    if (pending_.announced) return pending_.announced;
    if (!pending_.on_board.empty()) return pending_.on_board.front();
    return std::nullopt;
  }

 private:
  Table(const TableSetup& setup, Game game, Millis started);
  // The result written when `winner` wins.
  static std::string win_for(Color winner) { return winner == Color::White ? "1-0" : "0-1"; }
  BoardWatch& watch(Color b) { return boards_[b]; }
  const BoardWatch& watch(Color b) const { return boards_[b]; }

  // Who is where: each seat's player, on his own board (named by his colour), hearing what
  // is told to listener_of(his colour). The rules ask what he needs, never which board it is.
  bool is_vi(Color c) const { return setup_.is_vi(c); }
  const Vocabulary& vocabulary_of(Listener l) const { return setup_.vocabulary_of(l); }
  Color to_move() const { return game_.current().side_to_move(); }

  // Inputs.
  BoardView* sensed_view(Color b);
  void board_changed(Color b, bool placed);
  void on_lift(const Lift& lift);
  void on_place(const Place& place);
  void on_snapshot(const Snapshot& snapshot);
  void on_announce(const Announce& announce);
  void on_own_announcement(const Announce& announce, Listener l);
  void on_repetition(const Announce& announce, Listener l);
  void on_adjust(Color speaker, Listener l);
  void on_draw(const SpokenWords& words, Color speaker, Listener l);
  void caption(Color speaker, std::string_view words);
  void on_sighted_words(std::optional<LegalMove> heard, std::optional<LegalMove> repeated, bool repeats_last,
                        std::string_view words, Listener l);
  bool repeats(LegalMove heard, std::string_view words) const;
  void say_wrong_check_word(const Position& before, LegalMove move, std::string_view words, Listener l);
  void on_press(const PressClock& press);
  void press_clock(const PressClock& press);
  void on_query(const Query& query);
  void on_arbiter(const ArbiterCommand& command);
  void on_scoresheet(const WriteScoresheet& write);
  void on_reopen();
  void on_players(const Players& players);
  void reconcile_boards();
  // The arbiter confirms the proposal (`accept`, or `takeback` without a ply): the game goes
  // back if the sheets parted, and each player hears what to do with his board.
  void confirm_reconciliation();
  void take_back(std::size_t ply);
  void run_due(Millis now);
  std::optional<Millis> settle_due() const;
  bool move_outruns_flag(Millis flag) const;

  // The boards against the official game.
  void follow_board(Color b, bool placed);
  void clear_alert(Color b);
  void check_made_move_kept(Color b);
  std::optional<std::optional<LegalMove>> fast_reply_on(Color b) const;
  bool announced_move_shown_on(Color b) const;
  void remind(Color b, Millis due);
  enum class Trigger { BoardOrWords, Press, Settled };
  void try_to_complete(Trigger trigger);
  bool switches_clock_itself(Color mover) const;
  // How long a board must rest for its move to count from the board alone; never: nothing.
  std::optional<Millis> rest_needed(Color mover, const std::optional<LegalMove>& move) const;
  std::optional<Notice> open_question() const;
  void refuse_press(const std::optional<LegalMove>& board_move, bool needs_announcement);
  // Article 4.7: the move is made (the official game, both players told, the game's end);
  // Article 6.2: the press completes it (the clock). commit() does both at once.
  // `pressed_at`: completed too, the mover's time stopping then (commit).
  void make(LegalMove move, std::optional<Millis> pressed_at = std::nullopt);
  void commit(LegalMove move);
  // `mover` pressed for his made move, his time stopping at `stopped`; completes every made
  // move whose press has come, in order (the clock runs for the first still waiting).
  void press_for(Color mover, Millis stopped);
  void complete_pressed();
  bool awaits_press_of(Color c) const;
  void report_touches(const Position& before, LegalMove move);
  void propose_penalty(Color offender);
  void finish(std::string result, GameEnd reason, Millis at);
  void flag_fall(Millis at);

  // What the table tells (notices: facts, worded at the edge).
  // The steps that bring board b to the official game, or to `target`.
  std::vector<CorrectionStep> steps_to_official(Color b) const { return steps_to(b, game_.current().board()); }
  std::vector<CorrectionStep> steps_to(Color b, const std::array<Piece, 64>& target) const;
  // Emits the refusal and tells it to `to` (an arbiter's order is heard as "Not done: ...").
  void refuse(Refusal why, std::optional<Listener> to, Priority priority = Priority::Info);
  void tell(Listener l, Notice notice, Priority priority = Priority::Info);
  void tell(Listener l, Notice::Kind kind, Priority priority = Priority::Info) {
    tell(l, Notice{.kind = kind}, priority);
  }
  void emit(EffectBody body) { out_.push_back({now_, std::move(body)}); }
  void emit_clock();
  void say_warnings(Millis now);
  void clock_changed(std::optional<Color> entered_next_period);
  // Query answers (table_queries.cpp).
  QueryAnswer answer(const Query& query) const;
  // Entry `index` of a scoresheet as read back to its writer (F2.5).
  answer::SheetLine sheet_line(Color sheet, std::size_t index) const;

  TableSetup setup_;
  Game game_;
  std::vector<std::string> sans_;     // game_'s moves in SAN, in step with it
  std::vector<SanParts> move_parts_;  // and read as SAN
  Clock clock_;
  ByColour<BoardWatch> boards_;             // each player's own board
  ByColour<Scoresheet> sheets_;             // what each player wrote (F2.5)
  std::vector<ClockReading> clock_at_ply_;  // both clocks at the start and after each ply
  // F2.7, F2.8: the reconciliation the table proposed, until the arbiter decides; meanwhile
  // the players are told to wait, not how to set their boards (issue 34, item 12).
  std::optional<Reconciliation> reconciling_;

  // The ply whose made move was last reported changed on the board (Article 4.7).
  std::optional<std::size_t> change_reported_ply_;

  // The move of the side to move, as it comes together (F2.3 a, b, c).
  struct Pending {
    std::optional<LegalMove> made;  // F2.3, Article 4.7: made, it stays, whatever follows
    std::optional<LegalMove> announced;
    // The words heard last as the move they named, read as SAN once: the move made from them
    // takes its SAN and words from here (issue 50, item 2).
    std::optional<MadeMove> heard;
    bool announced_by_twinboard = false;
    Millis announced_at = 0;
    std::vector<LegalMove> on_board;  // moves the mover's board shows done (more: promotions)
    Millis board_since = 0;
    std::optional<Square> first_touch;
    std::vector<Square> touched_opponent;  // Article 4.3b: the opponent's pieces touched
    bool repetition_heard = false;         // the opponent's last move repeated (F2.1)
    bool asked_promotion = false;
    std::optional<Notice> mismatch_said;  // the last mismatch told: said again when it changes, or at a press
    bool settle_checked = false;
    bool touch_told = false;             // D.2.10.5: the arbiter was told of a touched piece put back
    std::optional<Millis> signalled_at;  // the VI player said his move is made (assistant): then
    // Issue 35: words of his that were the opponent's last move and a move of his own, taken
    // as the repetition (his press or the same words again make them his move); his last
    // words that named no move (a board without sensors says so at his press); the moves a
    // promotion announced without its piece may be (the piece alone answers).
    std::optional<LegalMove> heard_as_repetition;
    std::string unheard_words;
    std::vector<LegalMove> promotion_candidates;
  } pending_;

  // Article 6.2: moves made whose clock press has not completed them yet, in order; the clock
  // runs for the first one's mover. A press that came early (the opponent's clock was still
  // running) completes its move as soon as the moves before it are completed.
  struct AwaitingPress {
    Color mover;
    std::size_t ply;
    bool pressed = false;
    Millis stopped = 0;
  };
  std::vector<AwaitingPress> awaiting_press_;

  std::optional<Penalty> proposed_penalty_;
  std::optional<Color> paused_;  // Article 6.11.1: the side whose clock the arbiter stopped
  bool round_waits_ = false;     // paused_ until the arbiter starts the round (TableSetup::wait_for_start)
  std::optional<Players> players_;
  bool result_confirmed_ = false;
  // Issue 49: the result came from an arbiter's order (resign, draw, result): he may withdraw
  // it until he confirms it. A result the position, the clock or the players gave stays.
  bool result_by_order_ = false;
  bool resumed_waits_ = false;       // round_waits_ for a game resumed from its journal (Reopen)
  std::optional<Color> draw_offer_;  // Article 9.1: who offered a draw, until it is answered or lapses
  // Article 4.2: the player who said "j'adoube"; his lifts are no touches until his board
  // stands as it stood when he said it, or whole (adjust_lifted_: after at least one lift).
  std::optional<Color> adjusting_;
  bool adjust_lifted_ = false;
  std::optional<Square> adjust_square_;                  // the piece being adjusted stood here
  std::optional<std::array<Piece, 64>> adjust_picture_;  // his board when he said it
  void end_adjustment();
  void lapse_draw_offer();
  std::array<int, 2> illegal_moves_{0, 0};
  std::optional<GameOver> result_;

  // The effects of the event being handled, returned by `handle`; empty between events.
  std::vector<Effect> out_;
  bool press_taken_ = false;  // the press being handled completed a move (or queued behind the opponent's)
  Millis now_ = 0;
  std::uint64_t changes_ = 0;
};

}  // namespace twinboard
