// The hall's pages in the arbiter's and the spectator's language (issue 37): every word the
// arbiters' page and the public spectator page show, one record per language
// (core/hall_phrases.cpp). The players' colours are the phrasebook's (table.colour); moves
// are said in a vocabulary's words (vocabulary.h). The pages fill each {name} themselves.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string_view>

#include "vocabulary.h"

namespace twinboard {

struct HallPagePhrases {
  // ---- The arbiters' page ----
  std::string_view title;     // "Arbiters' page"
  std::string_view title_of;  // {event}, {round}
  std::string_view login;     // the login form's name
  std::string_view arbiter_name, password, log_in;
  std::string_view not_logged_in;
  std::string_view logged_in;  // {arbiter}
  std::string_view large_print, alerts, boards;
  std::string_view board;  // {board}: "Board 7"
  std::string_view no_move;
  std::string_view result_confirmed, result_to_confirm;  // {result}
  std::string_view running, no_clock, paused, waiting_start, table_gone;
  std::string_view disconnected;                // {board}: one of board_names
  std::string_view differs;                     // {board}: one of board_names
  std::array<std::string_view, 2> board_names;  // tactile, sighted, as the lines name them
  std::string_view penalty_waiting;             // {penalty}: what the table proposes
  std::string_view actions_on;                  // {board}
  std::string_view accept_penalty, reject_penalty, pause, resume, start, add_white, add_black, reconcile, set_result,
      confirm_result;
  std::string_view result_of;  // {board}
  // The forfeits in the result's list (issue 49): +-, -+ and -- (both absent), as FIDE writes them.
  std::string_view forfeit_white_wins, forfeit_black_wins, forfeit_both;
  std::string_view action_on;  // {action}, {board}: a button's name for a screen reader
  std::string_view log_in_first;
  std::string_view sending;          // {order}, {board}
  std::string_view done, refused;    // {board}, {text}
  std::string_view no_answer;        // {board}, {error}
  std::string_view connection_lost;  // the page's stream from the hall broke; the browser reconnects
  std::string_view alert_line;       // {board}, {kind}, {text}
  // illegal, divergence, flag, result, arbiter, board, gone, withdrawn: the kinds of alerts
  std::array<std::string_view, 8> alert_kinds;
  std::string_view gone_alert;  // the table is gone from the broker
  // Issue 49: a result is chosen (no default) and every result order is confirmed first.
  std::string_view choose_result;  // the result list's empty first entry
  // The results the page offers, as the orders "result 1-0", "result 0-1", "result 1/2-1/2",
  // "draw" (agreed), "resign white", "resign black".
  std::array<std::string_view, 6> result_choices;
  std::string_view confirm_set, confirm_confirm;  // {board}, {white}, {black}, {result}
  std::string_view withdraw_result;               // the button
  std::string_view confirm_withdraw;              // {board}, {white}, {black}, {result}
  std::string_view cancelled;                     // {board}: he said no to the question
  std::string_view checking_login;                // {arbiter}
  std::string_view wrong_login;                   // {arbiter}: the broker refused him
  std::string_view not_arbiter;                   // {arbiter}: no arbiter's account
  std::string_view clocks_stale;                  // {time}: the clocks as last heard, not running
  std::string_view broker_lost;                   // {time}: the hall lost its broker then
  // ---- The spectators' page ----
  std::string_view spectators;     // "Live games"
  std::string_view spectators_of;  // {event}, {round}
  std::string_view vocabulary;     // the select of how moves are written
  std::string_view delayed;        // {seconds}: the public broadcast's delay
  std::string_view new_moves;      // the heading of the region that says each new move
  std::string_view players;        // {white}, {black}
  std::string_view last_move;      // {move}
  // ---- Between the parts of a board's line ----
  std::string_view comma, semicolon;  // ", " and "; " ("، " and "؛ " in Persian)
};

const HallPagePhrases& hall_page_phrases(Language language);

// Every phrase with its name ("title", "alert_kinds[2]"), for the pages and the tests.
void for_each_hall_phrase(const HallPagePhrases& phrases,
                          const std::function<void(std::string_view name, std::string_view text)>& visit);

// The language of an HTTP Accept-Language header ("de-CH,de;q=0.9,en;q=0.8"): the first
// that twinboard speaks, by its weight; nothing when none is.
std::optional<Language> language_of_accept(std::string_view header);

}  // namespace twinboard
