// Longer than 400 lines, and one file all the same: it is data, one record of every phrase
// in phrasebook.h's order, so a translator reads and checks the language whole.
// Everything twinboard says in English (phrasebook.h).
#include <array>
#include <string>
#include <string_view>

#include "phrasebook.h"

namespace twinboard {
namespace {

// ---- Numbers ----
constexpr std::array<std::string_view, 20> kEnglishSmall = {
    "zero", "one",    "two",    "three",    "four",     "five",    "six",     "seven",     "eight",    "nine",
    "ten",  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
constexpr std::array<std::string_view, 10> kEnglishTens = {"",      "ten",   "twenty",  "thirty", "forty",
                                                           "fifty", "sixty", "seventy", "eighty", "ninety"};

std::string english_below_1000(long n) {
  std::string out;
  if (n >= 100) {
    out += std::string(kEnglishSmall[n / 100]) + " hundred";
    n %= 100;
    if (n) out += " and ";
  }
  if (n == 0) return out;
  if (n < 20) return out + std::string(kEnglishSmall[n]);
  out += kEnglishTens[n / 10];
  if (n % 10) out += "-" + std::string(kEnglishSmall[n % 10]);
  return out;
}

std::string spell(long n, Gender) {
  if (n == 0) return "zero";
  std::string out;
  if (n >= 1000) {
    out += english_below_1000(n / 1000) + " thousand";
    n %= 1000;
    if (n) out += n < 100 ? " and " : " ";
  }
  return out + english_below_1000(n);
}

int plural_form(long n) { return n == 1 ? 0 : 1; }

}  // namespace

extern const Phrasebook kEnglishPhrasebook{
    .language = Language::English,
    .code = "en",
    .voice = "en",
    .plain_vocabulary = "plain-en",
    .usual_vocabulary = "plain-en",
    .table =
        {
            .colour = {"White", "Black"},
            .empty_square = "{square}: empty",
            .piece_on_square = "{square}: {piece}, {colour}",
            .to_move = "{colour} to move",
            .last_move = "Last move, {colour}: {move}",
            .no_move_yet = "No move yet",
            .time_of_side = "{colour}: {time}.",
            .no_clock = "No clock in use. {moves}",
            .board_disconnected = "Your board is disconnected",
            .board_reconnected = "Your board is connected again",
            .not_your_move = "It is not your move",
            .press_not_announced = "The clock keeps running: the move has not been announced",
            .taken_as_repetition = "Taken as your repetition of the last move, {move}. If it is your move, say it "
                                   "again or press your clock",
            .taken_as_own = "Taken as your move: {move}",
            .press_words_gave_no_move = "The clock keeps running: “{words}” gave no move; please announce your move",
            .words_help = "Said after v: “draw accepted” or “draw declined” answers a draw offer; “draw by repetition” "
                          "or “draw by the fifty-move rule”, with the move you will make, claims a draw; “I adjust” "
                          "before you adjust a piece.",
            .editing_help = "While typing a line: Backspace deletes, the left and right arrows move, the up arrow "
                            "brings back the line before, Escape cancels.",
            .key_space = "the space bar",
            .key_enter = "Enter",
            .key_function = "F{number}",
            .prompt_announce = "Announce:",
            .prompt_note = "Note:",
            .prompt_square = "Square:",
            .prompt_moves = "Moves of:",
            .prompt_scan = "Scan:",
            .line_cancelled = "cancelled",
            .press_not_on_board = "The clock keeps running: {move} is not on the board",
            .press_capture_left = "The clock keeps running: the captured piece on {square} is still on the board",
            .press_no_move = "The clock keeps running: there is no finished move on the board",
            .announced_but_board = "Announced: {announced}. On the board: {on_board}",
            .illegal_on_board = "Impossible move on the board. Correction: {steps}",
            .penalty_time = "Illegal move by {offender} (Article 7.5): proposed {seconds} seconds extra for "
                            "{opponent}. Confirm with accept",
            .penalty_loss =
                "Second illegal move by {offender} (Article 7.5): proposed loss of the game. Confirm with accept",
            .promotion_which = "Promotion: which piece?",
            .please_execute = "Please make: {steps}",
            .board_in_order = "Board in order",
            .step_move = "{piece} from {from} to {to}",
            .step_remove = "remove the {piece} on {square}",
            .step_put = "put a {piece} on {square}",
            .step_separator = "; ",
            .game_over = "Game over: {result}, {reason}",
            .slip_corrected = "Corrected: {move}",
            .taken_shown = "Taken: {move}",
            .too_late_to_correct = "Too late: the clock has been switched, only the arbiter can change the move",
            .repeated_wrongly = "Repeated: {heard}. Played was: {made}",
            .touch_move = "Touch-move, Article 4: {colour} touched {square} and moved {move}",
            .game_has_ended = "The game has ended",
            .unknown_command = "Unknown command: {command}",
            .no_piece_there = "There is no piece of yours on {square}",
            .no_legal_moves = "{square}: no legal moves",
            .none = "none",
            .list_separator = ", ",
            .sheet_written = "Scoresheet, move {number}, {colour}: {move}",
            .sheet_unread = "Scoresheet, move {number}, {colour}: cannot read {written}",
            .sheet_unread_cells = "Scoresheet, move {number}, {colour}: cannot read it",
            .sheet_erased = "Struck out: {written}",
            .sheet_empty = "The scoresheet is empty",
            .game_resumed = "Game restored after {plies} half-moves",
            .board_behind = "The clock keeps running: your board lacks the last move. Please make: {steps}",
            .repeated_announcement = "Repeated: {heard}. Announced was: {announced}",
            .move_already_made = "The move {move} has been made; only the arbiter can change it",
            .made_awaits_press =
                "The move {move} has been made; only the arbiter can change it. Your clock runs until you "
                "press it",
            .made_move_changed = "Article 4: {colour} changed the move made, {made}, on the board: {shown}",
            .touched_opponent_piece = "Touch-move, Article 4.3b: {colour} touched the opponent's piece on {square}, "
                                      "which could be captured, and moved {move}",
            .not_check = "That is not check: {move}",
            .not_mate = "That is not mate: {move}",
            .board_still_behind =
                "{colour}'s board is still not up to date after {reminders} reminders. Correction: {steps}",
            .which_move = "Which move: {moves}? Please announce it",
            .or_ = " or ",
            .clocks_paused = "The arbiter has stopped the clocks",
            .clocks_resumed = "The clocks are running again",
            .time_added = "The arbiter adds {amount} to {colour}'s clock.",
            .time_taken = "The arbiter takes {amount} off {colour}'s clock.",
            .clocks_set = "The arbiter has set the clocks.",
            .change_reason = "Reason: {reason}.",
            .reason_penalty = "a penalty (Article 12.9)",
            .reason_illegal_move = "an illegal move (Article 7.5)",
            .reason_claim = "an incorrect draw claim (Article 9.5)",
            .reason_malfunction = "a clock malfunction (Article 6.10)",
            .reason_setting = "a wrongly set clock (Article 6.10)",
            .order_refused = "Not done: {why}",
            .only_arbiter_closes = "The game is on: only the arbiter can close the table",
            .quit_again = "Press q again to close",
            .table_closes = "twinboard is closing",
            .adjourned = "The game is adjourned; it goes on when the table starts again",
            .adjourned_by = "{who} adjourned the game",
            .sheet_missing =
                "Reconciling needs {colour}'s scoresheet too: enter it first with sheet {colour_word} MOVE",
            .round_not_started = "The round has not started yet",
            .round_starts = "The round starts",
            .board_not_answering = "Your board does not answer yet",
            .boards_ready = "Both boards are ready: start begins the round",
            .clock_silent = "The DGT clock does not answer; twinboard's times are the official ones. The game goes on",
            .clock_answering = "The DGT clock answers again",
            .round_waits = "The round waits for the arbiter's start; the boards must stand in the starting position",
            .board_silent = "{board} on {port} does not answer",
            .board_no_picture = "{board} on {port} has not answered with its whole picture",
            .journal_failing = "The journal cannot be written ({why})",
            .journal_failing_goes_on = "The journal cannot be written ({why}). The game goes on; a crash now would "
                                       "lose the moves since. {advice}",
            .journal_written_again = "The journal is written again; nothing was lost",
            .refused_no_sensors = "{board} has no sensors: what it reported is ignored",
            .refused_lift_from_empty = "a lift from the empty square {square} on {board} is ignored",
            .refused_place_without_piece = "{board} identifies pieces: a place without its piece is ignored",
            .refused_sheet_empty = "{colour}'s scoresheet is empty: nothing to strike out",
            .board_off = "{board} is off: {steps}",
            .board_should = "{board} should: {steps}",
            .illegal_on_the_board = "Impossible move on {board}. Correction: {steps}",
            .illegal_announced = "{colour} announced an impossible move: “{words}”",
            .key_empty = "Nothing typed; help lists the commands",
            .key_needs_square = "'{command}' needs a square such as e4",
            .key_needs_line = "'{command}' needs a file a to h or a rank 1 to 8",
            .key_needs_move = "'{command}' needs the move as you write it, for example note Sf3",
            .key_needs_words = "'{command}' needs the move's words, for example announce Springer Felix drei",
            .key_not_square = "'{text}' is not a square such as e4",
            .key_not_line = "'{text}' is neither a file a to h nor a rank 1 to 8",
            .key_not_braille = "'{text}' is neither dot numbers such as 124 256 nor braille",
            .key_claim_needs_rule = "'claim' needs repetition or fifty, and may name the move you will make",
            .key_arbiter_only = "Orders of the arbiter are given at his station, not here",
            .key_unknown = "Unknown command '{command}'; help lists them",
            .key_refused_log = "{colour}'s keyboard refused a line: {words}",
            .reconcile_void = "A move was made while the reconciliation waited for your decision: it is void; "
                              "reconcile again if needed",
            .draw_offer_lapsed = "Your draw offer has lapsed: your opponent has moved",
            .draw_offered = "{colour} offers a draw",
            .draw_declined = "{colour} declines the draw",
            .no_draw_offered = "No draw has been offered to you",
            .claim_not_on_move = "Only the player who has the move may claim a draw (Articles 9.2, 9.3)",
            .claim_verdict = "{colour} claims a draw under Article {rule}{move}: {verdict}",
            .claim_correct = "the claim is correct; the clocks stand: draw declares the game drawn",
            .claim_incorrect = "the claim is not correct; the clocks stand: resume, and add two minutes for the "
                               "opponent (Article 9.5.3)",
            .claim_forfeited = "the claim is lost: a piece was touched first (Article 9.4); resume",
            .claim_stops_clocks = "{colour} claims a draw; the clocks stand until the arbiter decides",
            .caption_said = "{colour} says: {words}",
            .sighted_touched = "{colour} touched the {piece} on {square}",
            .flag_claim = "Claim for {claimant} (Appendix D.2.10.5): {flagged} has overstepped the time",
            .adjusting = "{colour} adjusts",
            .adjust_not_on_move = "Only the player who has the move may adjust (Article 4.2)",
            .reconcile_wait = "The arbiter is comparing the boards with the scoresheets; please change nothing on your "
                              "board until he has decided",
            .reconcile_kept = "The arbiter has decided: the game stays as it stands",
            .reconcile_confirm = "The players wait. accept: they hear their corrections (and the game goes back, if "
                                 "the sheets part); takeback PLY: back to another ply; reject: the game stays as it "
                                 "is; the clocks stand until resume",
            .game_resumed_waits = "Game restored after {plies} half-moves; it goes on when the arbiter starts it",
            .game_waits_for_arbiter = "The game waits for the arbiter's start",
            .game_continues = "The game goes on",
            .refused_not_in_game_position = "{board} does not show the game's position: {steps}",
            .time_used_of_side = "{colour}: used {used}, left {left}.",
            .press_waits_for_opponent = "Noted: your clock switches as soon as your opponent has pressed his",
            .journal_kept =
                "The journal {kept} holds an earlier game and is kept as it is; this game is journalled in {journal}",
            .journal_advice_full = "Make room on the disk",
            .journal_advice_locked =
                "Another program holds the journal locked: close it (a copy or a viewer of the file)",
            .journal_advice_read_only =
                "The journal's place cannot be written: make it writable, or move the table to another folder",
            .journal_advice_other = "Check the disk and the journal file",
            .adjourn_not_kept = "not adjourned: the journal lacks the last {events} events ({why}). {advice}, then "
                                "adjourn again. The game and the clocks as they stand are in the table's log; to "
                                "adjourn all the same, keep a copy where you name it: adjourn FILE",
            .adjourned_copy = "The game is adjourned, but the journal lacks the last {events} events: the game and the "
                              "clocks are written to {copy}. Resume from that copy, not from the journal alone",
            .adjourned_arbiter_keeps = "The game is adjourned; the arbiter keeps its record",
            .press_held = "Your board is reporting again: your clock press counts once its picture has come",
            .refused_game_ended = "the game has ended already ({result})",
            .refused_round_waits = "the round has not started; 'start' starts it",
            .refused_no_clock = "this table has no clock",
            .refused_no_penalty = "no penalty waits for a decision",
            .refused_round_started = "the round has started already",
            .refused_not_in_start = "{board} does not stand in the starting position: {steps}",
            .refused_clocks_not_running = "the clocks are not running",
            .refused_clocks_not_paused = "the clocks are not paused",
            .refused_no_result = "the game has no result to confirm",
            .result_confirmed = "Result {result} confirmed by the arbiter",
            .refused_not_withdrawable =
                "the result {result} stays: only a result an arbiter gave, not yet confirmed, can be withdrawn",
            .result_withdrawn = "The arbiter withdrew the result {result}: the game goes on",
            .refused_no_such_player =
                "'{text}' names a player only at a table with one visually impaired player: name his colour",
            .refused_takeback = "'takeback' wants a ply from 0 to {plies}, or a reconciliation that proposed one",
            .endings = {.checkmate = "checkmate",
                        .stalemate = "stalemate",
                        .fivefold_repetition = "fivefold repetition",
                        .seventy_five_moves = "seventy-five-move rule",
                        .dead_position = "dead position",
                        .resignation = "resignation",
                        .agreement = "draw agreed",
                        .time = "time",
                        .time_no_mate = "time, but no mate is possible",
                        .illegal_moves = "second illegal move",
                        .arbiter_decision = "the arbiter's decision",
                        .forfeit = "forfeit",
                        .double_forfeit = "a double forfeit: neither player came"},
        },
    .clock =
        {
            .warning = "{colour}: {time} left",
            .period_reached = "{colour}: time control reached, {added} added",
            .flag_fallen = "{colour}: flag fallen",
            .started = "The clock runs. {colour} to move",
            .paused = "Clock paused",
            .resumed = "The clock runs again",
            .other_clock_runs = "The clock of {colour} is running",
            .refused_paused = "The clock is paused: p starts it again",
            .not_started = "The clock has not started: space starts it",
            .help = "Space switches, t tells time and moves, p pauses, q quits",
        },
    .reconcile =
        {
            .board = {"White's board", "Black's board"},
            .nothing = "nothing",
            .all_agree = "The scoresheets agree ({plies} plies) and both boards show their position.",
            .sheets_agree = "The scoresheets agree ({plies} plies).",
            .transposed = "From ply {ply} they write moves in another order but reach the same position.",
            .board_off = "{board} ({owner}) differs from them: {owner} recorded the right move but played "
                         "another and sets the board: {steps}.",
            .board_shows = "{board} ({owner}) shows their position.",
            .board_unknown = "{board} was not given.",
            .sheets_part = "The scoresheets differ from ply {ply}: White wrote '{white}', Black wrote '{black}'.",
            .back_to = "The game goes back to the position after {move} (ply {ply}).",
            .back_to_start = "The game goes back to the starting position.",
            .board_steps = "{board} ({owner}): {steps}.",
            .clocks = "Clocks recorded at that move: White {white}, Black {black}.",
            .replay = "Moves twinboard recorded after it: {moves}.",
            .record_differs = "{colour}'s scoresheet differs from twinboard's record at ply {ply}: written "
                              "'{written}', recorded '{recorded}'.",
            .arbiter_decides = "The arbiter decides; nothing has been changed.",
            .unread = "{colour}'s scoresheet: {what}.",
            .player_agree = "Both boards and both scoresheets agree.",
            .player_set = "The scoresheets agree. Please set your board: {steps}.",
            .player_in_order = "The scoresheets agree. Your board is in order.",
            .player_back_to =
                "The scoresheets differ. The game goes back to the position after {colour}'s move {number}, {move}.",
            .player_back_to_start = "The scoresheets differ. The game goes back to the starting position.",
            .player_take_back = "Please set your board back: {steps}.",
            .player_shows_it = "Your board shows that position.",
            .sheet_behind = "{colour}'s scoresheet is behind (plies not yet written at its end: {plies}); that is no "
                            "difference (F2.8).",
        },
    .refusals =
        {
            .no_piece = {"no piece", "no pawn", "no knight", "no bishop", "no rook", "no queen", "no king"},
            .cannot_reach = "{nobody} can reach {target}",
            .from_cannot_reach = "the {piece} on {from} cannot reach {target}",
            .no_own_piece = "there is no piece of yours on {from}",
            .leaves_king_in_check = "the {piece} on {from} cannot go to {target}: it would leave the king in check",
            .ambiguous = "ambiguous: {candidates}",
            .or_ = " or ",
            .not_understood = "not understood: {words}",
            .nothing_said = "nothing announced",
            .no_target = "{words}: no target square",
            .promotion_missing = "{target}: promotion, name the piece, for example {example}",
            .no_promotion = "{target}: that is no promotion",
            .castling_impossible = "{castling} is not possible",
            .promotion_piece = "{target}: a pawn becomes only a queen, rook, bishop or knight",
        },
    .numbers =
        {
            .spell = spell,
            .spell_before_noun = spell,
            .plural_form = plural_form,
            .hour = {Gender::Neuter, {"hour", "hours", "hours"}},
            .minute = {Gender::Neuter, {"minute", "minutes", "minutes"}},
            .second = {Gender::Neuter, {"second", "seconds", "seconds"}},
            .move = {Gender::Neuter, {"move", "moves", "moves"}},
            .counted = "{number} {noun}",
            .and_then = ", ",
            .moves_played = {"{moves} played.", "{moves} played.", "{moves} played."},
            .no_moves_played = "No moves played yet.",
            .no_move = "no move",
            .played_each = "Played: {white} {white_moves}, {black} {black_moves}.",
        },
    .typing =
        {
            .empty_line = "Nothing written",
            .removed = "Deleted: {cell}",
            .cleared = "Line cleared",
            .unknown_chord = "Unknown key: {cell}",
            .display_absent = "No braille display found; carrying on without one",
            .display_ready = "Braille display of {cells} cells ready",
            .display_lost = "The braille display has gone",
            .keys_on = "Braille keys on",
            .keys_off = "Braille keys off",
        },
    .window =
        {
            .official_game = "Official game",
            .boards = {"White's board", "Black's board"},
            .players = {"White", "Black"},
            .board_title = "{board}",
            .no_clock = "No clock",
            .result = "Result {result}",
            .pending = "pending: {move}",
            .said = "Said to {player}: {text}",
            .touched = "Touched:",
            .sheet_of = "{colour}'s sheet:",
            .braille = "Braille: {cells}",
            .board_differs = "{board} differs",
            .arbiter_line = "Arbiter: ",
            .arbiter_pin = "Arbiter PIN: ",
            .waiting_start = "Waiting for the arbiter's start",
            .paused = "Clocks stopped by the arbiter",
            .round = "round {round}",
            .draw_answer = "{colour} offers {opponent} a draw: Y accepts, N declines",
        },
    .arbiter =
        {
            .resign = "the side resigns",
            .draw = "a draw agreed",
            .result = "the arbiter's decision ends the game",
            .accept_reject = "the penalty (Article 7.5) or the reconciliation (F2.7, F2.8) the table proposed",
            .add = "whole seconds added (or taken, with a minus) to one clock, up to 36000",
            .set = "both clocks, white first, up to 24 hours, as h:mm:ss, m:ss or seconds",
            .start = "starts the round once both boards stand ready (the clock of the side to move runs)",
            .pause_resume = "both clocks stop, and start again (the players are told)",
            .sheet = "enters a player's paper scoresheet, a move as written (erase: strikes out the last)",
            .reconcile = "the boards against both scoresheets (F2.7)",
            .takeback = "back to the ply reconcile proposed, or to PLY, 0 being the start (F2.8)",
            .confirm = "confirms the table's result for the round's results list (the hall's results file)",
            .withdraw = "withdraws a result an arbiter gave by mistake, until it is confirmed: the game goes on",
            .vocabulary = "how moves are said to one listener, e.g. vocabulary black nato-en",
            .adjourn = "closes the table; the game goes on from its journal when it starts again",
            .help = "this list",
            .empty_order = "an empty command; 'help' lists them",
            .order_wants = "'{order}' wants: {form}",
            .unknown_order = "unknown arbiter command '{line}'; 'help' lists them",
            .line_too_long = "a line of more than {bytes} bytes is no order; ignored",
            .station_attached = "twinboard table: the arbiter's station is attached; 'help' lists the orders",
            .line_locked = "lock (the PIN is asked for again)",
            .line_open = "the arbiter's line is open; help lists the orders, lock closes it",
            .told_unlocked = "The arbiter's line in the window was unlocked",
            .wrong_pin = "wrong PIN",
            .told_wrong_pin = "A wrong PIN was typed at the window's arbiter line",
            .pins_blocked = "{tries} wrong PINs: the line is locked for {seconds} s more",
            .no_pin = "no PIN is configured ([arbiter] pin): the window takes no orders; use twinboard arbiter",
        },
    .cells = {"space", "dots", "dash", "mate"},
    .help =
        {
            .summary = "Keys: v and your announcement, then Enter: announce your move; {clock_key}c: press your clock; "
                       "t time, r repeat, d offer a draw. Press h again for more, one part at a time.",
            .questions = "Questions: t time, l last move, r repeat, w whose turn, g who my opponent is, s and a "
                         "square: what stands there, m my pieces, o the opponent's pieces, f and a file or rank: scan "
                         "it, p and a square: that piece's moves.",
            .scoresheet = "Scoresheet: n write a move on my scoresheet, x strike the last entry, e read back the last "
                          "entry, b braille entry.",
            .more_keys = "More keys: j I adjust (j'adoube), d offer a draw, h this help (again: the next part), q "
                         "after the game: close the table. Keys work by their place, in any keyboard layout.",
        },
};

}  // namespace twinboard
