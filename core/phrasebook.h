// Everything twinboard says or writes in one language, gathered in one record per language
// (phrasebook_de.cpp, phrasebook_en.cpp, ...): the table, the talking clock, the
// reconciliation, the refusals of an announcement, numbers and durations, braille typing and
// the keys' help. Phrases name what is filled in: "{colour} to move" (fill_in). Adding a
// language is one phrasebook file, one Language value and one line in phrasebook.cpp; the
// tests check that every phrase is there and names the same things in every language.
#pragma once

#include <array>
#include <functional>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#include "game.h"
#include "vocabulary.h"

namespace twinboard {

// How a game ended, in words (GameEnd, by `spoken`).
struct EndingWords {
  std::string_view checkmate, stalemate, fivefold_repetition, seventy_five_moves, dead_position, resignation, agreement,
      time, time_no_mate, illegal_moves, arbiter_decision, forfeit, double_forfeit;
};

struct TablePhrases {
  std::array<std::string_view, 2> colour;  // White, Black
  std::string_view empty_square;           // {square}
  std::string_view piece_on_square;        // {square}, {piece}, {colour}
  std::string_view to_move;                // {colour}
  std::string_view last_move;              // {colour}, {move}
  std::string_view no_move_yet;
  std::string_view time_of_side;        // {colour}, {time}
  std::string_view no_clock;            // {moves}
  std::string_view board_disconnected;  // the player's own board lost its cable
  std::string_view board_reconnected;
  std::string_view not_your_move;
  std::string_view press_not_announced;  // F2.3c
  // {move}: his words were the opponent's last move and a move of his own: taken as the
  // repetition (issue 35)
  std::string_view taken_as_repetition;
  std::string_view taken_as_own;              // {move}: the same words taken as his own move
  std::string_view press_words_gave_no_move;  // {words}: no sensors, his last words named no move (issue 35)
  std::string_view words_help;                // the help: what he says after v besides moves (Articles 4.2, 9)
  std::string_view editing_help;              // the help: editing a typed line
  std::string_view key_space;                 // a clock key named in the help
  std::string_view key_enter;
  std::string_view key_function;        // {number}
  std::string_view prompt_announce;     // shown before a line he types (v)
  std::string_view prompt_note;         // (n)
  std::string_view prompt_square;       // (s)
  std::string_view prompt_moves;        // (p)
  std::string_view prompt_scan;         // (f)
  std::string_view line_cancelled;      // shown after a typed line that Escape cancelled
  std::string_view press_not_on_board;  // {move}
  std::string_view press_capture_left;  // {square} (F2.3a)
  std::string_view press_no_move;
  std::string_view announced_but_board;  // {announced}, {on_board}
  std::string_view illegal_on_board;     // {steps}
  std::string_view penalty_time;         // {offender}, {seconds}, {opponent}
  std::string_view penalty_loss;         // {offender}
  std::string_view promotion_which;
  std::string_view please_execute;  // {steps}
  std::string_view board_in_order;
  std::string_view step_move;    // {piece}, {from}, {to}
  std::string_view step_remove;  // {piece}, {square}
  std::string_view step_put;     // {piece}, {square}
  std::string_view step_separator;
  std::string_view game_over;            // {result}, {reason}
  std::string_view slip_corrected;       // {move} (F2.6)
  std::string_view taken_shown;          // {move}: his announcement taken, as text on his terminal
  std::string_view too_late_to_correct;  // F2.6
  std::string_view repeated_wrongly;     // {heard}, {made}
  std::string_view touch_move;           // {colour}, {square}, {move} (Article 4)
  std::string_view game_has_ended;
  std::string_view unknown_command;  // {command}
  std::string_view no_piece_there;   // {square}
  std::string_view no_legal_moves;   // {square}
  std::string_view none;             // an empty list
  std::string_view list_separator;
  std::string_view sheet_written;  // {number}, {colour}, {move} (F2.5: read back)
  std::string_view sheet_unread;   // {number}, {colour}, {written}
  // {number}, {colour}: an entry in braille cells that reads as no move, said without its
  // cells (issue 48: braille is said in words, never as cells)
  std::string_view sheet_unread_cells;
  std::string_view sheet_erased;  // {written}: the entry struck out, as it reads
  std::string_view sheet_empty;
  std::string_view game_resumed;            // {plies}
  std::string_view board_behind;            // {steps} (F2.7)
  std::string_view repeated_announcement;   // {heard}, {announced} (F2.1)
  std::string_view move_already_made;       // {move} (F2.3)
  std::string_view made_awaits_press;       // {move}: made, and his clock runs until he presses (Article 6.2)
  std::string_view made_move_changed;       // {colour}, {made}, {shown} (Article 4.7)
  std::string_view touched_opponent_piece;  // {colour}, {square}, {move} (Article 4.3b)
  std::string_view not_check;               // {move}
  std::string_view not_mate;                // {move}
  std::string_view board_still_behind;      // {colour}, {reminders}, {steps}
  std::string_view which_move;              // {moves}
  std::string_view or_;
  std::string_view clocks_paused;  // Article 6.11.1, by the arbiter
  std::string_view clocks_resumed;
  std::string_view time_added;  // {colour}, {amount}: the arbiter adds time to a clock (Article 6.10, 7.5, 9.5, 12.9)
  std::string_view time_taken;  // {colour}, {amount}: the arbiter takes time off a clock
  std::string_view clocks_set;  // the arbiter sets both clocks
  std::string_view change_reason;            // {reason}: why a clock was changed
  std::string_view reason_penalty;           // Article 12.9
  std::string_view reason_illegal_move;      // Article 7.5
  std::string_view reason_claim;             // Article 9.5
  std::string_view reason_malfunction;       // Article 6.10
  std::string_view reason_setting;           // Article 6.10
  std::string_view order_refused;            // {why}
  std::string_view only_arbiter_closes;      // the VI player's quit while the game goes on
  std::string_view quit_again;               // the confirmation asked for
  std::string_view table_closes;             // said to everyone as the table closes
  std::string_view adjourned;                // the arbiter adjourned: said to everyone
  std::string_view adjourned_by;             // to the arbiter: who adjourned (a station, the window, the hall)
  std::string_view sheet_missing;            // {colour}, {colour_word}
  std::string_view round_not_started;        // a press or words before the arbiter starts the round
  std::string_view round_starts;             // said to everyone when he does
  std::string_view board_not_answering;      // to the board's player while the round waits for it
  std::string_view boards_ready;             // to the arbiter: both boards stand ready
  std::string_view clock_silent;             // to the arbiter: the DGT3000 stopped answering
  std::string_view clock_answering;          // to the arbiter: it answers again
  std::string_view round_waits;              // to the arbiter: the round waits for his start
  std::string_view board_silent;             // {board}, {port}: to the arbiter, a board silent before the round
  std::string_view board_no_picture;         // {board}, {port}: why the start is refused
  std::string_view journal_failing;          // {why}
  std::string_view journal_failing_goes_on;  // {why}, {advice}
  std::string_view journal_written_again;
  std::string_view refused_no_sensors;           // {board}
  std::string_view refused_lift_from_empty;      // {board}, {square}
  std::string_view refused_place_without_piece;  // {board}
  std::string_view refused_sheet_empty;          // {colour}
  std::string_view board_off;                    // {board}, {steps}: a divergence, in the log
  std::string_view board_should;                 // {board}, {steps}: what a board is to be brought to, in the log
  std::string_view illegal_on_the_board;         // {board}, {steps}: to the arbiter and the log
  std::string_view illegal_announced;  // {colour}, {words}: an impossible move announced, to the arbiter and the log
  std::string_view key_empty;          // the VI player's typed line, refused (runtime/vi_commands.h)
  std::string_view key_needs_square;   // {command}
  std::string_view key_needs_line;     // {command}
  std::string_view key_needs_move;     // {command}
  std::string_view key_needs_words;    // {command}
  std::string_view key_not_square;     // {text}
  std::string_view key_not_line;       // {text}
  std::string_view key_not_braille;    // {text}
  std::string_view key_claim_needs_rule;
  std::string_view key_arbiter_only;
  std::string_view key_unknown;         // {command}
  std::string_view key_refused_log;     // {colour}, {words}: a player's typed line refused, in the log
  std::string_view reconcile_void;      // to the arbiter: a move was made while he decided; the proposal is void
  std::string_view draw_offer_lapsed;   // to the offerer: his opponent moved on (Article 9.1.2.1)
  std::string_view draw_offered;        // {colour}: Article 9.1, to the opponent and the arbiter
  std::string_view draw_declined;       // {colour}: the offer declined
  std::string_view no_draw_offered;     // an acceptance or refusal with no offer open
  std::string_view claim_not_on_move;   // Articles 9.2, 9.3: only the player having the move claims
  std::string_view claim_verdict;       // {colour}, {rule}, {move}, {verdict}: to the arbiter
  std::string_view claim_correct;       // the verdict: the claim holds
  std::string_view claim_incorrect;     // the verdict: the claim does not hold (Article 9.5.3)
  std::string_view claim_forfeited;     // the verdict: a piece was touched first (Article 9.4)
  std::string_view claim_stops_clocks;  // {colour}: to both players when a draw is claimed (Article 9.5)
  std::string_view
      caption_said;  // {colour}, {words}: D.2.11, the VI player's words shown to a hearing-impaired opponent
  std::string_view sighted_touched;         // {colour}, {piece}, {square}: D.2.10.5, the assistant to the arbiter
  std::string_view flag_claim;              // {claimant}, {flagged}: D.2.10.5, the assistant claims on time
  std::string_view adjusting;               // {colour}: Article 4.2, said to the opponent and the arbiter
  std::string_view adjust_not_on_move;      // Article 4.2: adjusting said by the player not having the move
  std::string_view reconcile_wait;          // to both players while the arbiter decides on a reconciliation
  std::string_view reconcile_kept;          // to both players: the arbiter rejected the reconciliation, the game stays
  std::string_view reconcile_confirm;       // to the arbiter after the report: how he decides
  std::string_view game_resumed_waits;      // {plies}: a resumed game waits for the arbiter's start
  std::string_view game_waits_for_arbiter;  // a press or words while a resumed game waits
  std::string_view game_continues;          // said to everyone when the arbiter starts a resumed game
  std::string_view refused_not_in_game_position;  // {board}, {steps}: why the start of a resumed game is refused
  std::string_view time_used_of_side;             // {colour}, {used}, {left}: F2.9d, the time used first
  std::string_view press_waits_for_opponent;      // a press while the opponent's made move waits for his (Article 6.2)
  std::string_view journal_kept;           // {kept}, {journal}: a game kept, the next journalled beside it (issue 39)
  std::string_view journal_advice_full;    // what to do when the disk is full
  std::string_view journal_advice_locked;  // ... when another program holds the journal locked
  std::string_view journal_advice_read_only;  // ... when its place cannot be written
  std::string_view journal_advice_other;      // ... otherwise
  std::string_view adjourn_not_kept;          // {events}, {why}, {advice}: why adjourn is refused
  std::string_view adjourned_copy;            // {events}, {copy}: to the arbiter
  std::string_view adjourned_arbiter_keeps;   // to the players when the journal lacks part of the game
  std::string_view press_held;                // to a player whose board has not yet sent its picture
  // Why an arbiter's order is not carried out (after order_refused).
  std::string_view refused_game_ended;  // {result}
  std::string_view refused_round_waits;
  std::string_view refused_no_clock;
  std::string_view refused_no_penalty;
  std::string_view refused_round_started;
  std::string_view refused_not_in_start;  // {board}, {steps}
  std::string_view refused_clocks_not_running;
  std::string_view refused_clocks_not_paused;
  std::string_view refused_no_result;  // `confirm` while the game has no result (issue 37)
  std::string_view result_confirmed;   // {result}: to the arbiter, his confirmation kept
  std::string_view
      refused_not_withdrawable;             // {result}: `withdraw` of a result no arbiter gave, or confirmed (issue 49)
  std::string_view result_withdrawn;        // {result}: to everyone, the arbiter withdrew his result (issue 49)
  std::string_view refused_no_such_player;  // {text}: "tactile"/"sighted" at a table without one VI player
  std::string_view refused_takeback;        // {plies}
  EndingWords endings;
};

// What the talking clock says (F2.4).
struct ClockPhrases {
  std::string_view warning;         // {colour}, {time}
  std::string_view period_reached;  // {colour}, {added}
  std::string_view flag_fallen;     // {colour}
  std::string_view started;         // {colour}
  std::string_view paused;
  std::string_view resumed;
  std::string_view other_clock_runs;  // {colour}
  std::string_view refused_paused;
  std::string_view not_started;
  std::string_view help;  // the keys, said at start
};

// A reconciliation in words (F2.7, F2.8): for the arbiter, and for each player.
struct ReconcilePhrases {
  std::array<std::string_view, 2> board;  // tactile, sighted
  std::string_view nothing;               // what an ended sheet has written
  // Arbiter.
  std::string_view all_agree;      // {plies}
  std::string_view sheets_agree;   // {plies}
  std::string_view transposed;     // {ply}
  std::string_view board_off;      // {board}, {owner}, {steps}
  std::string_view board_shows;    // {board}, {owner}
  std::string_view board_unknown;  // {board}
  std::string_view sheets_part;    // {ply}, {white}, {black}
  std::string_view back_to;        // {move}, {ply}
  std::string_view back_to_start;
  std::string_view board_steps;     // {board}, {owner}, {steps}
  std::string_view clocks;          // {white}, {black}
  std::string_view replay;          // {moves}
  std::string_view record_differs;  // {colour}, {ply}, {written}, {recorded}
  std::string_view arbiter_decides;
  std::string_view unread;  // {colour}, {what}
  // Players.
  std::string_view player_agree;
  std::string_view player_set;  // {steps}
  std::string_view player_in_order;
  std::string_view player_back_to;  // {colour}, {number}, {move}
  std::string_view player_back_to_start;
  std::string_view player_take_back;  // {steps}
  std::string_view player_shows_it;
  std::string_view sheet_behind;  // {colour}, {plies} (F2.8: behind, not different)
};

// Why an announcement is refused (understand.h).
struct Refusals {
  std::array<std::string_view, 7> no_piece;  // [None] = no piece at all
  std::string_view cannot_reach;             // {nobody}, {target}
  std::string_view from_cannot_reach;        // {piece}, {from}, {target}
  std::string_view no_own_piece;             // {from}
  std::string_view leaves_king_in_check;     // {piece}, {from}, {target}
  std::string_view ambiguous;                // {candidates}
  std::string_view or_;
  std::string_view not_understood;  // {words}
  std::string_view nothing_said;
  std::string_view no_target;            // {words}
  std::string_view promotion_missing;    // {target}, {example}
  std::string_view no_promotion;         // {target}
  std::string_view castling_impossible;  // {castling}
  std::string_view promotion_piece;      // {target}
};

enum class Gender { Masculine, Feminine, Neuter };

// A noun counted: its gender (for "eine Stunde", "одна минута") and its forms, chosen by
// NumberWords::plural_form.
struct CountedNoun {
  Gender gender;
  std::array<std::string_view, 3> forms;
};

// Numbers, durations and move counts (spoken_numbers.h).
struct NumberWords {
  std::string (*spell)(long n, Gender gender);  // 0 to 999999 as words
  // The same before a noun: Mongolian says "тав" alone but "таван минут".
  std::string (*spell_before_noun)(long n, Gender gender);
  int (*plural_form)(long n);  // which of a noun's three forms a count takes
  CountedNoun hour, minute, second, move;
  std::string_view counted;                      // {number}, {noun}: "{number} {noun}"; Swahili "{noun} {number}"
  std::string_view and_then;                     // between the parts of a time: ", "; Persian "، "
  std::array<std::string_view, 3> moves_played;  // {moves}, by the plural form of the count
  std::string_view no_moves_played;
  std::string_view no_move;      // a side that has not moved
  std::string_view played_each;  // {white}, {white_moves}, {black}, {black_moves}
};

// Braille typing and the display, said to the player (braille/).
struct TypingPhrases {
  std::string_view empty_line;      // read back of nothing typed
  std::string_view removed;         // {cell}
  std::string_view cleared;         // the line thrown away
  std::string_view unknown_chord;   // {cell}
  std::string_view display_absent;  // no braille display (said once)
  std::string_view display_ready;   // {cells}
  std::string_view display_lost;    // the braille display went away
  std::string_view keys_on;         // the window's keyboard types braille
  std::string_view keys_off;
};

// What the window shows the sighted player and the arbiter (ui/), in the arbiter's language.
struct WindowPhrases {
  std::string_view official_game;
  std::array<std::string_view, 2> boards;   // tactile, sighted: "Tactile board"
  std::array<std::string_view, 2> players;  // who was told: White, Black, in the form `said` takes
  std::string_view board_title;             // {board}: a player's own board, named by his colour
  std::string_view no_clock;
  std::string_view result;         // {result}
  std::string_view pending;        // {move}: the move coming together on a board
  std::string_view said;           // {player}, {text}: the last move said (F2.10)
  std::string_view touched;        // before the latest touches
  std::string_view sheet_of;       // {colour}
  std::string_view braille;        // {cells}: what the VI player is typing
  std::string_view board_differs;  // {board}: the large print's banner for a board that is off
  std::string_view arbiter_line;
  std::string_view arbiter_pin;
  std::string_view waiting_start;  // the round has not started: the clocks wait for the arbiter (issue 35)
  std::string_view paused;         // the arbiter stopped the clocks
  std::string_view round;          // {round}: after the players' names
  // {colour}, {opponent}: a draw offered to a player who reads the window (issue 48, item 11);
  // the keys Y and N are the same in every language.
  std::string_view draw_answer;
};

// The arbiter's orders (core/arbiter_command.h): what each does, for his help, and why a line
// is no order. The orders themselves are typed as they are in every language.
struct ArbiterPhrases {
  std::string_view resign, draw, result, accept_reject, add, set, start, pause_resume, sheet, reconcile, takeback,
      confirm, withdraw, vocabulary, adjourn, help;
  std::string_view empty_order;
  std::string_view order_wants;       // {order}, {form}
  std::string_view unknown_order;     // {line}
  std::string_view line_too_long;     // {bytes}
  std::string_view station_attached;  // the first line a station reads
  // The window's arbiter line (runtime/window_arbiter.h).
  std::string_view line_locked, line_open, told_unlocked, wrong_pin, told_wrong_pin;
  std::string_view pins_blocked;  // {tries}, {seconds}
  std::string_view no_pin;
};

// Braille cells read out one by one (braille/cell_words.h).
struct CellNames {
  std::string_view space, dots, hyphen, mate;
};

struct Phrasebook {
  Language language;
  std::string_view code;   // ISO 639-1, as configurations write it
  std::string_view voice;  // eSpeak NG's voice for it (Mongolian has none of its own: docs/languages.md)
  // The vocabularies for moves in this language: its plain words (reports, the arbiter),
  // and what a player of this language hears unless he chooses otherwise.
  std::string_view plain_vocabulary, usual_vocabulary;
  TablePhrases table;
  ClockPhrases clock;
  ReconcilePhrases reconcile;
  Refusals refusals;
  NumberWords numbers;
  TypingPhrases typing;
  WindowPhrases window;
  ArbiterPhrases arbiter;
  CellNames cells;
  // The player's keys at the table, said part by part on "help" (issue 48, item 12): a short
  // summary first ({clock_key}: his clock key and "or" before the c key, or nothing), then,
  // each time he asks again, the questions, the scoresheet, the other keys; then the words he
  // says (TablePhrases::words_help) and how a line is edited (editing_help).
  struct HelpParts {
    std::string_view summary, questions, scoresheet, more_keys;
  } help;
};

const Phrasebook& phrasebook(Language language);

// The words for how a game ended; empty for GameEnd::None.
std::string_view spoken(const EndingWords& words, GameEnd end);

// What a counted value agrees with (issue 48, item 8): its count's plural form (0 one, 1 few,
// 2 many, as NumberWords::plural_form) and the gender of its noun.
struct Agreement {
  int plural_form = 2;
  Gender gender = Gender::Masculine;
};

// One named value for a phrase: {"colour", "White"} fills "{colour} to move". A counted value
// carries its agreement, for the words of a phrase that agree with it.
struct Filler {
  std::string_view name;
  std::string_view value;
  std::optional<Agreement> agrees = std::nullopt;
};
// The phrase with each {name} replaced by its value. A name without a value stays as it is
// written, so a missing value shows instead of vanishing (the tests find none).
// A word that agrees with a counted value chooses among its forms after the value's name:
// three forms by its plural form ("{seconds|секунду|секунды|секунд}": a noun after the
// count), four by its gender when the count takes the singular, else the last
// ("{left|остался|осталась|осталось|осталось} {left}": a verb before it). Without an
// agreement, the last form.
std::string fill_in(std::string_view pattern, std::initializer_list<Filler> values);

// Every phrase of a phrasebook with its name ("table.to_move"), for the tests that check
// every language has them all.
void for_each_phrase(const Phrasebook& book,
                     const std::function<void(std::string_view name, std::string_view text)>& visit);

}  // namespace twinboard
