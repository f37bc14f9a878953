// What the table says, per language. `{}` marks are filled in order (see fill_in).
#pragma once

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "game.h"
#include "types.h"
#include "vocabulary.h"

namespace twinboard {

struct CorrectionStep;  // board_view.h

// How a game ended, in words (GameEnd, by `spoken`).
struct EndingWords {
  std::string_view checkmate, stalemate, fivefold_repetition, seventy_five_moves, dead_position, resignation,
      agreement, time, time_no_mate, illegal_moves, arbiter_decision;
};

struct TablePhrases {
  std::array<std::string_view, 2> colour;  // White, Black
  std::string_view empty_square;           // square
  std::string_view piece_on_square;        // square, piece, colour
  std::string_view to_move;                // colour
  std::string_view last_move;              // colour, words
  std::string_view no_move_yet;
  std::string_view time_of_side;           // colour, duration
  std::string_view no_clock;               // moves played
  std::string_view board_disconnected;     // the player's own board lost its cable
  std::string_view board_reconnected;
  std::string_view not_your_move;
  std::string_view press_not_announced;    // F2.3c
  std::string_view press_not_on_board;     // words
  std::string_view press_capture_left;     // square (F2.3a)
  std::string_view press_no_move;
  std::string_view announced_but_board;    // announced words, board words
  std::string_view illegal_on_board;       // corrections
  std::string_view penalty_time;           // offender colour, seconds, other colour
  std::string_view penalty_loss;           // offender colour
  std::string_view promotion_which;
  std::string_view please_execute;         // steps
  std::string_view board_in_order;
  std::string_view step_move;              // piece, from, to
  std::string_view step_remove;            // piece (object form), square
  std::string_view step_put;               // piece (object form), square
  std::string_view step_separator;
  std::string_view game_over;              // result, reason
  std::string_view slip_corrected;         // words (F2.6)
  std::string_view too_late_to_correct;    // F2.6
  std::string_view repeated_wrongly;       // heard words, made words
  std::string_view touch_move;             // colour, touched square, moved words (Article 4)
  std::string_view game_has_ended;
  std::string_view unknown_command;        // command
  std::string_view no_piece_there;         // square
  std::string_view no_legal_moves;         // square
  std::string_view none;                   // an empty list
  std::string_view list_separator;
  std::string_view sheet_written;          // move number, colour, the move in words (F2.5: read back)
  std::string_view sheet_unread;           // move number, colour, as written
  std::string_view sheet_erased;           // as written
  std::string_view sheet_empty;
  std::string_view game_resumed;           // moves played (after a restart)
  std::string_view board_behind;           // steps: the mover's board lacks the last move (F2.7)
  std::string_view repeated_announcement;  // heard words, announced words (F2.1)
  std::string_view move_already_made;      // the made move's words (F2.3)
  std::string_view made_move_changed;      // colour, made move, what the board shows (Article 4.7)
  std::string_view touched_opponent_piece; // colour, square, moved words (Article 4.3b)
  std::string_view not_check;              // the move's words
  std::string_view not_mate;               // the move's words
  std::string_view board_still_behind;     // colour of the board's player, reminders said, steps
  std::string_view which_move;             // the moves the board may show, joined by or_
  std::string_view or_;
  std::string_view clocks_paused;          // Article 6.11.1, by the arbiter
  std::string_view clocks_resumed;
  std::string_view time_changed;           // both times and moves, as the time query says them
  std::string_view order_refused;          // why (an arbiter's order that does not fit the game)
  std::string_view only_arbiter_closes;    // the VI player's quit while the game goes on
  std::string_view quit_again;             // the confirmation asked for
  std::string_view table_closes;           // said to everyone as the table closes
  std::string_view adjourned;              // the arbiter adjourned: said to everyone
  std::string_view sheet_missing;          // colour, its word in the order: reconcile needs both sheets
  std::string_view round_not_started;      // a press or words before the arbiter starts the round
  std::string_view round_starts;           // said to everyone when he does
  std::string_view board_not_answering;    // to the board's player while the round waits for it
  std::string_view boards_ready;           // to the arbiter: both boards stand ready
  std::string_view clock_silent;           // to the arbiter: the DGT3000 stopped answering
  std::string_view clock_answering;        // to the arbiter: it answers again
  EndingWords endings;
};

// The words for how a game ended; empty for GameEnd::None.
std::string_view spoken(const EndingWords& words, GameEnd end);

const TablePhrases& table_phrases(Language language);

// Correction steps in the vocabulary's words, joined by the language's separator.
std::string say_steps(const std::vector<CorrectionStep>& steps, const Vocabulary& vocabulary);

// Fills `{}` marks in order.
std::string fill_in(std::string_view pattern, std::initializer_list<std::string_view> values);

}  // namespace twinboard
