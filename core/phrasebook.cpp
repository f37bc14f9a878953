#include "phrasebook.h"

#include <algorithm>
#include <vector>

namespace twinboard {

extern const Phrasebook kGermanPhrasebook, kEnglishPhrasebook, kRussianPhrasebook, kPersianPhrasebook,
    kSwahiliPhrasebook, kUzbekPhrasebook, kMongolianPhrasebook;

const Phrasebook& phrasebook(Language language) {
  switch (language) {
    case Language::German: return kGermanPhrasebook;
    case Language::English: return kEnglishPhrasebook;
    case Language::Russian: return kRussianPhrasebook;
    case Language::Persian: return kPersianPhrasebook;
    case Language::Swahili: return kSwahiliPhrasebook;
    case Language::Uzbek: return kUzbekPhrasebook;
    case Language::Mongolian: return kMongolianPhrasebook;
  }
  return kEnglishPhrasebook;
}

std::string_view spoken(const EndingWords& w, GameEnd end) {
  switch (end) {
    case GameEnd::None: return {};
    case GameEnd::Checkmate: return w.checkmate;
    case GameEnd::Stalemate: return w.stalemate;
    case GameEnd::FivefoldRepetition: return w.fivefold_repetition;
    case GameEnd::SeventyFiveMoves: return w.seventy_five_moves;
    case GameEnd::InsufficientMaterial: return w.dead_position;
    case GameEnd::Resignation: return w.resignation;
    case GameEnd::Agreement: return w.agreement;
    case GameEnd::Time: return w.time;
    case GameEnd::TimeInsufficientMaterial: return w.time_no_mate;
    case GameEnd::IllegalMoves: return w.illegal_moves;
    case GameEnd::ArbiterDecision: return w.arbiter_decision;
    case GameEnd::Forfeit: return w.forfeit;
    case GameEnd::DoubleForfeit: return w.double_forfeit;
  }
  return {};
}

namespace {

// Issue 48, item 8: the form of "a|b|c" (by plural form) or "m|f|n|p" (singular by gender,
// else p) that agrees with a counted value; the last form without one.
std::string_view agreeing_form(std::string_view forms, const std::optional<Agreement>& agrees) {
  std::vector<std::string_view> each;
  for (std::size_t start = 0;;) {
    const std::size_t bar = forms.find('|', start);
    each.push_back(forms.substr(start, bar == std::string_view::npos ? std::string_view::npos : bar - start));
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  std::size_t chosen = each.size() - 1;
  if (agrees && each.size() == 3) chosen = std::size_t(std::clamp(agrees->plural_form, 0, 2));
  if (agrees && each.size() == 4 && agrees->plural_form == 0) chosen = std::size_t(agrees->gender);
  return each[chosen];
}

}  // namespace

std::string fill_in(std::string_view pattern, std::initializer_list<Filler> values) {
  std::string out;
  out.reserve(pattern.size() + 32);
  std::size_t i = 0;
  while (i < pattern.size()) {
    const std::size_t open = pattern.find('{', i);
    if (open == std::string_view::npos) break;
    const std::size_t close = pattern.find('}', open);
    if (close == std::string_view::npos) break;
    out += pattern.substr(i, open - i);
    const std::string_view mark = pattern.substr(open + 1, close - open - 1);
    const std::string_view name = mark.substr(0, mark.find('|'));
    const Filler* value = nullptr;
    for (const Filler& f : values)
      if (f.name == name) value = &f;
    if (!value) out += pattern.substr(open, close - open + 1);
    else if (name.size() == mark.size()) out += value->value;
    else out += agreeing_form(mark.substr(name.size() + 1), value->agrees);
    i = close + 1;
  }
  out += pattern.substr(i);
  return out;
}

// The compiler checks that the list below has as many phrases as the records: a phrase
// added to a record and not here fails to build.
static_assert(sizeof(EndingWords) == 13 * sizeof(std::string_view), "for_each_phrase lists every ending");
static_assert(sizeof(TablePhrases) == 168 * sizeof(std::string_view) + 1 * sizeof(EndingWords),
              "for_each_phrase lists every TablePhrases field");
static_assert(sizeof(ClockPhrases) == 10 * sizeof(std::string_view), "for_each_phrase lists every ClockPhrases field");
static_assert(sizeof(ReconcilePhrases) == 26 * sizeof(std::string_view),
              "for_each_phrase lists every ReconcilePhrases field");
static_assert(sizeof(Refusals) == 20 * sizeof(std::string_view), "for_each_phrase lists every Refusals field");
static_assert(sizeof(NumberWords) == 3 * sizeof(void*) + 4 * sizeof(CountedNoun) + 8 * sizeof(std::string_view),
              "for_each_phrase lists every number word");
static_assert(sizeof(TypingPhrases) == 9 * sizeof(std::string_view), "for_each_phrase lists every TypingPhrases field");
static_assert(sizeof(CellNames) == 4 * sizeof(std::string_view), "for_each_phrase lists every CellNames field");
static_assert(sizeof(ArbiterPhrases) == 28 * sizeof(std::string_view),
              "for_each_phrase lists every ArbiterPhrases field");
static_assert(sizeof(WindowPhrases) == 20 * sizeof(std::string_view),
              "for_each_phrase lists every WindowPhrases field");

void for_each_phrase(const Phrasebook& b,
                     const std::function<void(std::string_view name, std::string_view text)>& visit) {
  visit("table.colour[0]", b.table.colour[0]);
  visit("table.colour[1]", b.table.colour[1]);
  visit("table.empty_square", b.table.empty_square);
  visit("table.piece_on_square", b.table.piece_on_square);
  visit("table.to_move", b.table.to_move);
  visit("table.last_move", b.table.last_move);
  visit("table.no_move_yet", b.table.no_move_yet);
  visit("table.time_of_side", b.table.time_of_side);
  visit("table.no_clock", b.table.no_clock);
  visit("table.board_disconnected", b.table.board_disconnected);
  visit("table.board_reconnected", b.table.board_reconnected);
  visit("table.not_your_move", b.table.not_your_move);
  visit("table.press_not_announced", b.table.press_not_announced);
  visit("table.taken_as_repetition", b.table.taken_as_repetition);
  visit("table.taken_as_own", b.table.taken_as_own);
  visit("table.press_words_gave_no_move", b.table.press_words_gave_no_move);
  visit("table.words_help", b.table.words_help);
  visit("table.editing_help", b.table.editing_help);
  visit("table.key_space", b.table.key_space);
  visit("table.key_enter", b.table.key_enter);
  visit("table.key_function", b.table.key_function);
  visit("table.prompt_announce", b.table.prompt_announce);
  visit("table.prompt_note", b.table.prompt_note);
  visit("table.prompt_square", b.table.prompt_square);
  visit("table.prompt_moves", b.table.prompt_moves);
  visit("table.prompt_scan", b.table.prompt_scan);
  visit("table.line_cancelled", b.table.line_cancelled);
  visit("table.press_not_on_board", b.table.press_not_on_board);
  visit("table.press_capture_left", b.table.press_capture_left);
  visit("table.press_no_move", b.table.press_no_move);
  visit("table.announced_but_board", b.table.announced_but_board);
  visit("table.illegal_on_board", b.table.illegal_on_board);
  visit("table.penalty_time", b.table.penalty_time);
  visit("table.penalty_loss", b.table.penalty_loss);
  visit("table.promotion_which", b.table.promotion_which);
  visit("table.please_execute", b.table.please_execute);
  visit("table.board_in_order", b.table.board_in_order);
  visit("table.step_move", b.table.step_move);
  visit("table.step_remove", b.table.step_remove);
  visit("table.step_put", b.table.step_put);
  visit("table.step_separator", b.table.step_separator);
  visit("table.game_over", b.table.game_over);
  visit("table.slip_corrected", b.table.slip_corrected);
  visit("table.taken_shown", b.table.taken_shown);
  visit("table.too_late_to_correct", b.table.too_late_to_correct);
  visit("table.repeated_wrongly", b.table.repeated_wrongly);
  visit("table.touch_move", b.table.touch_move);
  visit("table.game_has_ended", b.table.game_has_ended);
  visit("table.unknown_command", b.table.unknown_command);
  visit("table.no_piece_there", b.table.no_piece_there);
  visit("table.no_legal_moves", b.table.no_legal_moves);
  visit("table.none", b.table.none);
  visit("table.list_separator", b.table.list_separator);
  visit("table.sheet_written", b.table.sheet_written);
  visit("table.sheet_unread", b.table.sheet_unread);
  visit("table.sheet_unread_cells", b.table.sheet_unread_cells);
  visit("table.sheet_erased", b.table.sheet_erased);
  visit("table.sheet_empty", b.table.sheet_empty);
  visit("table.game_resumed", b.table.game_resumed);
  visit("table.board_behind", b.table.board_behind);
  visit("table.repeated_announcement", b.table.repeated_announcement);
  visit("table.move_already_made", b.table.move_already_made);
  visit("table.made_awaits_press", b.table.made_awaits_press);
  visit("table.made_move_changed", b.table.made_move_changed);
  visit("table.touched_opponent_piece", b.table.touched_opponent_piece);
  visit("table.not_check", b.table.not_check);
  visit("table.not_mate", b.table.not_mate);
  visit("table.board_still_behind", b.table.board_still_behind);
  visit("table.which_move", b.table.which_move);
  visit("table.or_", b.table.or_);
  visit("table.clocks_paused", b.table.clocks_paused);
  visit("table.clocks_resumed", b.table.clocks_resumed);
  visit("table.time_added", b.table.time_added);
  visit("table.time_taken", b.table.time_taken);
  visit("table.clocks_set", b.table.clocks_set);
  visit("table.change_reason", b.table.change_reason);
  visit("table.reason_penalty", b.table.reason_penalty);
  visit("table.reason_illegal_move", b.table.reason_illegal_move);
  visit("table.reason_claim", b.table.reason_claim);
  visit("table.reason_malfunction", b.table.reason_malfunction);
  visit("table.reason_setting", b.table.reason_setting);
  visit("table.order_refused", b.table.order_refused);
  visit("table.only_arbiter_closes", b.table.only_arbiter_closes);
  visit("table.quit_again", b.table.quit_again);
  visit("table.table_closes", b.table.table_closes);
  visit("table.adjourned", b.table.adjourned);
  visit("table.adjourned_by", b.table.adjourned_by);
  visit("table.sheet_missing", b.table.sheet_missing);
  visit("table.round_not_started", b.table.round_not_started);
  visit("table.round_starts", b.table.round_starts);
  visit("table.board_not_answering", b.table.board_not_answering);
  visit("table.boards_ready", b.table.boards_ready);
  visit("table.clock_silent", b.table.clock_silent);
  visit("table.clock_answering", b.table.clock_answering);
  visit("table.round_waits", b.table.round_waits);
  visit("table.board_silent", b.table.board_silent);
  visit("table.board_no_picture", b.table.board_no_picture);
  visit("table.journal_failing", b.table.journal_failing);
  visit("table.journal_failing_goes_on", b.table.journal_failing_goes_on);
  visit("table.journal_written_again", b.table.journal_written_again);
  visit("table.refused_no_sensors", b.table.refused_no_sensors);
  visit("table.refused_lift_from_empty", b.table.refused_lift_from_empty);
  visit("table.refused_place_without_piece", b.table.refused_place_without_piece);
  visit("table.refused_sheet_empty", b.table.refused_sheet_empty);
  visit("table.board_off", b.table.board_off);
  visit("table.board_should", b.table.board_should);
  visit("table.illegal_on_the_board", b.table.illegal_on_the_board);
  visit("table.illegal_announced", b.table.illegal_announced);
  visit("table.key_empty", b.table.key_empty);
  visit("table.key_needs_square", b.table.key_needs_square);
  visit("table.key_needs_line", b.table.key_needs_line);
  visit("table.key_needs_move", b.table.key_needs_move);
  visit("table.key_needs_words", b.table.key_needs_words);
  visit("table.key_not_square", b.table.key_not_square);
  visit("table.key_not_line", b.table.key_not_line);
  visit("table.key_not_braille", b.table.key_not_braille);
  visit("table.key_claim_needs_rule", b.table.key_claim_needs_rule);
  visit("table.key_arbiter_only", b.table.key_arbiter_only);
  visit("table.key_unknown", b.table.key_unknown);
  visit("table.key_refused_log", b.table.key_refused_log);
  visit("table.reconcile_void", b.table.reconcile_void);
  visit("table.draw_offer_lapsed", b.table.draw_offer_lapsed);
  visit("table.draw_offered", b.table.draw_offered);
  visit("table.draw_declined", b.table.draw_declined);
  visit("table.no_draw_offered", b.table.no_draw_offered);
  visit("table.claim_not_on_move", b.table.claim_not_on_move);
  visit("table.claim_verdict", b.table.claim_verdict);
  visit("table.claim_correct", b.table.claim_correct);
  visit("table.claim_incorrect", b.table.claim_incorrect);
  visit("table.claim_forfeited", b.table.claim_forfeited);
  visit("table.claim_stops_clocks", b.table.claim_stops_clocks);
  visit("table.caption_said", b.table.caption_said);
  visit("table.sighted_touched", b.table.sighted_touched);
  visit("table.flag_claim", b.table.flag_claim);
  visit("table.adjusting", b.table.adjusting);
  visit("table.adjust_not_on_move", b.table.adjust_not_on_move);
  visit("table.reconcile_wait", b.table.reconcile_wait);
  visit("table.reconcile_kept", b.table.reconcile_kept);
  visit("table.reconcile_confirm", b.table.reconcile_confirm);
  visit("table.game_resumed_waits", b.table.game_resumed_waits);
  visit("table.game_waits_for_arbiter", b.table.game_waits_for_arbiter);
  visit("table.game_continues", b.table.game_continues);
  visit("table.refused_not_in_game_position", b.table.refused_not_in_game_position);
  visit("table.time_used_of_side", b.table.time_used_of_side);
  visit("table.press_waits_for_opponent", b.table.press_waits_for_opponent);
  visit("table.journal_kept", b.table.journal_kept);
  visit("table.journal_advice_full", b.table.journal_advice_full);
  visit("table.journal_advice_locked", b.table.journal_advice_locked);
  visit("table.journal_advice_read_only", b.table.journal_advice_read_only);
  visit("table.journal_advice_other", b.table.journal_advice_other);
  visit("table.adjourn_not_kept", b.table.adjourn_not_kept);
  visit("table.adjourned_copy", b.table.adjourned_copy);
  visit("table.adjourned_arbiter_keeps", b.table.adjourned_arbiter_keeps);
  visit("table.press_held", b.table.press_held);
  visit("table.refused_game_ended", b.table.refused_game_ended);
  visit("table.refused_round_waits", b.table.refused_round_waits);
  visit("table.refused_no_clock", b.table.refused_no_clock);
  visit("table.refused_no_penalty", b.table.refused_no_penalty);
  visit("table.refused_round_started", b.table.refused_round_started);
  visit("table.refused_not_in_start", b.table.refused_not_in_start);
  visit("table.refused_clocks_not_running", b.table.refused_clocks_not_running);
  visit("table.refused_clocks_not_paused", b.table.refused_clocks_not_paused);
  visit("table.refused_no_result", b.table.refused_no_result);
  visit("table.result_confirmed", b.table.result_confirmed);
  visit("table.refused_not_withdrawable", b.table.refused_not_withdrawable);
  visit("table.result_withdrawn", b.table.result_withdrawn);
  visit("table.refused_no_such_player", b.table.refused_no_such_player);
  visit("table.refused_takeback", b.table.refused_takeback);
  visit("table.endings.checkmate", b.table.endings.checkmate);
  visit("table.endings.stalemate", b.table.endings.stalemate);
  visit("table.endings.fivefold_repetition", b.table.endings.fivefold_repetition);
  visit("table.endings.seventy_five_moves", b.table.endings.seventy_five_moves);
  visit("table.endings.dead_position", b.table.endings.dead_position);
  visit("table.endings.resignation", b.table.endings.resignation);
  visit("table.endings.agreement", b.table.endings.agreement);
  visit("table.endings.time", b.table.endings.time);
  visit("table.endings.time_no_mate", b.table.endings.time_no_mate);
  visit("table.endings.illegal_moves", b.table.endings.illegal_moves);
  visit("table.endings.arbiter_decision", b.table.endings.arbiter_decision);
  visit("table.endings.forfeit", b.table.endings.forfeit);
  visit("table.endings.double_forfeit", b.table.endings.double_forfeit);
  visit("clock.warning", b.clock.warning);
  visit("clock.period_reached", b.clock.period_reached);
  visit("clock.flag_fallen", b.clock.flag_fallen);
  visit("clock.started", b.clock.started);
  visit("clock.paused", b.clock.paused);
  visit("clock.resumed", b.clock.resumed);
  visit("clock.other_clock_runs", b.clock.other_clock_runs);
  visit("clock.refused_paused", b.clock.refused_paused);
  visit("clock.not_started", b.clock.not_started);
  visit("clock.help", b.clock.help);
  visit("reconcile.board[0]", b.reconcile.board[0]);
  visit("reconcile.board[1]", b.reconcile.board[1]);
  visit("reconcile.nothing", b.reconcile.nothing);
  visit("reconcile.all_agree", b.reconcile.all_agree);
  visit("reconcile.sheets_agree", b.reconcile.sheets_agree);
  visit("reconcile.transposed", b.reconcile.transposed);
  visit("reconcile.board_off", b.reconcile.board_off);
  visit("reconcile.board_shows", b.reconcile.board_shows);
  visit("reconcile.board_unknown", b.reconcile.board_unknown);
  visit("reconcile.sheets_part", b.reconcile.sheets_part);
  visit("reconcile.back_to", b.reconcile.back_to);
  visit("reconcile.back_to_start", b.reconcile.back_to_start);
  visit("reconcile.board_steps", b.reconcile.board_steps);
  visit("reconcile.clocks", b.reconcile.clocks);
  visit("reconcile.replay", b.reconcile.replay);
  visit("reconcile.record_differs", b.reconcile.record_differs);
  visit("reconcile.arbiter_decides", b.reconcile.arbiter_decides);
  visit("reconcile.unread", b.reconcile.unread);
  visit("reconcile.player_agree", b.reconcile.player_agree);
  visit("reconcile.player_set", b.reconcile.player_set);
  visit("reconcile.player_in_order", b.reconcile.player_in_order);
  visit("reconcile.player_back_to", b.reconcile.player_back_to);
  visit("reconcile.player_back_to_start", b.reconcile.player_back_to_start);
  visit("reconcile.player_take_back", b.reconcile.player_take_back);
  visit("reconcile.player_shows_it", b.reconcile.player_shows_it);
  visit("reconcile.sheet_behind", b.reconcile.sheet_behind);
  visit("refusals.no_piece[0]", b.refusals.no_piece[0]);
  visit("refusals.no_piece[1]", b.refusals.no_piece[1]);
  visit("refusals.no_piece[2]", b.refusals.no_piece[2]);
  visit("refusals.no_piece[3]", b.refusals.no_piece[3]);
  visit("refusals.no_piece[4]", b.refusals.no_piece[4]);
  visit("refusals.no_piece[5]", b.refusals.no_piece[5]);
  visit("refusals.no_piece[6]", b.refusals.no_piece[6]);
  visit("refusals.cannot_reach", b.refusals.cannot_reach);
  visit("refusals.from_cannot_reach", b.refusals.from_cannot_reach);
  visit("refusals.no_own_piece", b.refusals.no_own_piece);
  visit("refusals.leaves_king_in_check", b.refusals.leaves_king_in_check);
  visit("refusals.ambiguous", b.refusals.ambiguous);
  visit("refusals.or_", b.refusals.or_);
  visit("refusals.not_understood", b.refusals.not_understood);
  visit("refusals.nothing_said", b.refusals.nothing_said);
  visit("refusals.no_target", b.refusals.no_target);
  visit("refusals.promotion_missing", b.refusals.promotion_missing);
  visit("refusals.no_promotion", b.refusals.no_promotion);
  visit("refusals.castling_impossible", b.refusals.castling_impossible);
  visit("refusals.promotion_piece", b.refusals.promotion_piece);
  visit("numbers.hour.forms[0]", b.numbers.hour.forms[0]);
  visit("numbers.hour.forms[1]", b.numbers.hour.forms[1]);
  visit("numbers.hour.forms[2]", b.numbers.hour.forms[2]);
  visit("numbers.minute.forms[0]", b.numbers.minute.forms[0]);
  visit("numbers.minute.forms[1]", b.numbers.minute.forms[1]);
  visit("numbers.minute.forms[2]", b.numbers.minute.forms[2]);
  visit("numbers.second.forms[0]", b.numbers.second.forms[0]);
  visit("numbers.second.forms[1]", b.numbers.second.forms[1]);
  visit("numbers.second.forms[2]", b.numbers.second.forms[2]);
  visit("numbers.move.forms[0]", b.numbers.move.forms[0]);
  visit("numbers.move.forms[1]", b.numbers.move.forms[1]);
  visit("numbers.move.forms[2]", b.numbers.move.forms[2]);
  visit("numbers.counted", b.numbers.counted);
  visit("numbers.and_then", b.numbers.and_then);
  visit("numbers.moves_played[0]", b.numbers.moves_played[0]);
  visit("numbers.moves_played[1]", b.numbers.moves_played[1]);
  visit("numbers.moves_played[2]", b.numbers.moves_played[2]);
  visit("numbers.no_moves_played", b.numbers.no_moves_played);
  visit("numbers.no_move", b.numbers.no_move);
  visit("numbers.played_each", b.numbers.played_each);
  visit("typing.empty_line", b.typing.empty_line);
  visit("typing.removed", b.typing.removed);
  visit("typing.cleared", b.typing.cleared);
  visit("typing.unknown_chord", b.typing.unknown_chord);
  visit("typing.display_absent", b.typing.display_absent);
  visit("typing.display_ready", b.typing.display_ready);
  visit("typing.display_lost", b.typing.display_lost);
  visit("typing.keys_on", b.typing.keys_on);
  visit("typing.keys_off", b.typing.keys_off);
  visit("window.official_game", b.window.official_game);
  visit("window.boards[0]", b.window.boards[0]);
  visit("window.boards[1]", b.window.boards[1]);
  visit("window.players[0]", b.window.players[0]);
  visit("window.players[1]", b.window.players[1]);
  visit("window.board_title", b.window.board_title);
  visit("window.no_clock", b.window.no_clock);
  visit("window.result", b.window.result);
  visit("window.pending", b.window.pending);
  visit("window.said", b.window.said);
  visit("window.touched", b.window.touched);
  visit("window.sheet_of", b.window.sheet_of);
  visit("window.braille", b.window.braille);
  visit("window.board_differs", b.window.board_differs);
  visit("window.arbiter_line", b.window.arbiter_line);
  visit("window.arbiter_pin", b.window.arbiter_pin);
  visit("window.waiting_start", b.window.waiting_start);
  visit("window.paused", b.window.paused);
  visit("window.round", b.window.round);
  visit("window.draw_answer", b.window.draw_answer);
  visit("arbiter.resign", b.arbiter.resign);
  visit("arbiter.draw", b.arbiter.draw);
  visit("arbiter.result", b.arbiter.result);
  visit("arbiter.accept_reject", b.arbiter.accept_reject);
  visit("arbiter.add", b.arbiter.add);
  visit("arbiter.set", b.arbiter.set);
  visit("arbiter.start", b.arbiter.start);
  visit("arbiter.pause_resume", b.arbiter.pause_resume);
  visit("arbiter.sheet", b.arbiter.sheet);
  visit("arbiter.reconcile", b.arbiter.reconcile);
  visit("arbiter.takeback", b.arbiter.takeback);
  visit("arbiter.confirm", b.arbiter.confirm);
  visit("arbiter.withdraw", b.arbiter.withdraw);
  visit("arbiter.vocabulary", b.arbiter.vocabulary);
  visit("arbiter.adjourn", b.arbiter.adjourn);
  visit("arbiter.help", b.arbiter.help);
  visit("arbiter.empty_order", b.arbiter.empty_order);
  visit("arbiter.order_wants", b.arbiter.order_wants);
  visit("arbiter.unknown_order", b.arbiter.unknown_order);
  visit("arbiter.line_too_long", b.arbiter.line_too_long);
  visit("arbiter.station_attached", b.arbiter.station_attached);
  visit("arbiter.line_locked", b.arbiter.line_locked);
  visit("arbiter.line_open", b.arbiter.line_open);
  visit("arbiter.told_unlocked", b.arbiter.told_unlocked);
  visit("arbiter.wrong_pin", b.arbiter.wrong_pin);
  visit("arbiter.told_wrong_pin", b.arbiter.told_wrong_pin);
  visit("arbiter.pins_blocked", b.arbiter.pins_blocked);
  visit("arbiter.no_pin", b.arbiter.no_pin);
  visit("cells.space", b.cells.space);
  visit("cells.dots", b.cells.dots);
  visit("cells.hyphen", b.cells.hyphen);
  visit("cells.mate", b.cells.mate);
  visit("help.summary", b.help.summary);
  visit("help.questions", b.help.questions);
  visit("help.scoresheet", b.help.scoresheet);
  visit("help.more_keys", b.help.more_keys);
}

}  // namespace twinboard
