// The words for what the table tells a listener (notice.h), in the listener's language: one
// case per kind of notice, the phrase his phrasebook has for it, filled with the notice's data
// worded in his vocabulary (moves, squares, pieces, colours, durations).
#include "clock_phrases.h"
#include "fact_words.h"
#include "reconcile_report.h"
#include "spoken_numbers.h"
#include "work_counts.h"

namespace twinboard {
namespace {

// A notice's move, announced; none: nothing.
std::string move_words(const std::optional<MadeMove>& m, const Vocabulary& v) {
  return m ? announce(*m, v) : std::string();
}

// A move not made yet, said back to the player who announced it or shows it on his board:
// named, never with what it does (issue 48: check or mate are his to see, not told unasked).
std::string named_words(const std::optional<MadeMove>& m, const Vocabulary& v) {
  return m ? name_move(*m, v) : std::string();
}

std::string clock_reason_words(ClockReason reason, const TablePhrases& p) {
  switch (reason) {
    case ClockReason::None: return {};
    case ClockReason::Penalty: return std::string(p.reason_penalty);
    case ClockReason::IllegalMove: return std::string(p.reason_illegal_move);
    case ClockReason::Claim: return std::string(p.reason_claim);
    case ClockReason::Malfunction: return std::string(p.reason_malfunction);
    case ClockReason::Setting: return std::string(p.reason_setting);
  }
  return {};
}

// Issue 35, item 5: a change to a clock, what it was and why, then both times after it; the
// time used by both and the moves are told at a player's request only (D.2.10.4, issue 48).
std::string clock_change_words(const Notice& n, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  std::string text =
      n.kind == Notice::Kind::ClocksSet
          ? std::string(p.clocks_set)
          : fill_in(n.kind == Notice::Kind::TimeAdded ? p.time_added : p.time_taken,
                    {{"colour", p.colour[int(n.colour)]}, {"amount", duration_words(n.amount, v.language)}});
  if (n.clock_reason != ClockReason::None)
    text += " " + fill_in(p.change_reason, {{"reason", clock_reason_words(n.clock_reason, p)}});
  if (n.time) text += " " + times_left_words(n.time->left, v.language);
  return text;
}

std::string_view verdict_words(Notice::Verdict verdict, const TablePhrases& p) {
  switch (verdict) {
    case Notice::Verdict::Correct: return p.claim_correct;
    case Notice::Verdict::Incorrect: return p.claim_incorrect;
    case Notice::Verdict::Forfeited: return p.claim_forfeited;
  }
  return {};
}

std::string notice_text(const Notice& n, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  const std::string colour(p.colour[int(n.colour)]);
  const std::string move = move_words(n.move, v);
  const std::string other = move_words(n.other, v);
  const std::string square = n.square == kNoSquare ? std::string() : say_square(n.square, v);
  using K = Notice::Kind;
  switch (n.kind) {
    case K::MovePlayed: return move;
    case K::WhichPiece: return std::string(p.promotion_which);
    case K::WhichMove: return fill_in(p.which_move, {{"moves", announce_each(n.choices, p.or_, v)}});
    case K::BoardSteps: return say_steps(n.steps, v);
    case K::PleaseExecute: return fill_in(p.please_execute, {{"steps", say_steps(n.steps, v)}});
    case K::BoardInOrder: return std::string(p.board_in_order);
    case K::BoardStillBehind:
      return fill_in(p.board_still_behind,
                     {{"colour", colour}, {"reminders", std::to_string(n.number)}, {"steps", say_steps(n.steps, v)}});
    case K::AnnouncedButBoard:
      return fill_in(p.announced_but_board,
                     {{"announced", named_words(n.move, v)}, {"on_board", named_words(n.other, v)}});
    case K::BoardBehind: return fill_in(p.board_behind, {{"steps", say_steps(n.steps, v)}});
    case K::IllegalOnBoard: return fill_in(p.illegal_on_board, {{"steps", say_steps(n.steps, v)}});
    case K::PressCaptureLeft: return fill_in(p.press_capture_left, {{"square", square}});
    case K::PressNotOnBoard: return fill_in(p.press_not_on_board, {{"move", named_words(n.move, v)}});
    case K::PressWordsGaveNoMove: return fill_in(p.press_words_gave_no_move, {{"words", n.words}});
    case K::PressNotAnnounced: return std::string(p.press_not_announced);
    case K::PressNoMove: return std::string(p.press_no_move);
    case K::PressWaitsForOpponent: return std::string(p.press_waits_for_opponent);
    case K::NotYourMove: return std::string(p.not_your_move);
    case K::TakenAsOwn: return fill_in(p.taken_as_own, {{"move", named_words(n.move, v)}});
    case K::TakenAsRepetition: return fill_in(p.taken_as_repetition, {{"move", move}});
    case K::MoveAlreadyMade: return fill_in(p.move_already_made, {{"move", move}});
    case K::MadeAwaitsPress: return fill_in(p.made_awaits_press, {{"move", move}});
    case K::SlipCorrected: return fill_in(p.slip_corrected, {{"move", named_words(n.move, v)}});
    case K::TooLateToCorrect: return std::string(p.too_late_to_correct);
    case K::RepeatedWrongly: return fill_in(p.repeated_wrongly, {{"heard", move}, {"made", other}});
    case K::RepeatedAnnouncement: return fill_in(p.repeated_announcement, {{"heard", move}, {"announced", other}});
    case K::NotCheck: return fill_in(p.not_check, {{"move", move}});
    case K::NotMate: return fill_in(p.not_mate, {{"move", move}});
    case K::Misheard: return n.misreading ? misreading_words(*n.misreading, v) : std::string();
    case K::GameHasEnded: return std::string(p.game_has_ended);
    case K::GameWaitsForArbiter: return std::string(p.game_waits_for_arbiter);
    case K::RoundNotStarted: return std::string(p.round_not_started);
    case K::RoundStarts: return std::string(p.round_starts);
    case K::GameContinues: return std::string(p.game_continues);
    case K::GameResumedWaits: return fill_in(p.game_resumed_waits, {{"plies", std::to_string(n.number)}});
    case K::GameOver: return fill_in(p.game_over, {{"result", n.text}, {"reason", spoken(p.endings, n.ending)}});
    case K::ResultConfirmed: return fill_in(p.result_confirmed, {{"result", n.text}});
    case K::ResultWithdrawn: return fill_in(p.result_withdrawn, {{"result", n.text}});
    case K::ClocksPaused: return std::string(p.clocks_paused);
    case K::ClocksResumed: return std::string(p.clocks_resumed);
    case K::TimeAdded:
    case K::TimeTaken:
    case K::ClocksSet: return clock_change_words(n, v);
    case K::ClockWarning: return warning_words(n.colour, n.amount, v.language);
    case K::PeriodReached: return period_reached_words(n.colour, n.amount, v.language);
    case K::SightedTouched:
      return fill_in(p.sighted_touched, {{"colour", colour}, {"piece", v.pieces[index(n.piece)]}, {"square", square}});
    case K::TouchMove: return fill_in(p.touch_move, {{"colour", colour}, {"square", square}, {"move", move}});
    case K::TouchedOpponentPiece:
      return fill_in(p.touched_opponent_piece, {{"colour", colour}, {"square", square}, {"move", move}});
    case K::MadeMoveChanged:
      return fill_in(p.made_move_changed, {{"colour", colour}, {"made", move}, {"shown", other}});
    case K::PenaltyTime:
      return fill_in(p.penalty_time, {{"offender", colour},
                                      {"seconds", std::to_string(n.number), count_agreement(n.number, v.language)},
                                      {"opponent", p.colour[int(~n.colour)]}});
    case K::PenaltyLoss: return fill_in(p.penalty_loss, {{"offender", colour}});
    case K::FlagClaim: return fill_in(p.flag_claim, {{"claimant", colour}, {"flagged", p.colour[int(n.other_colour)]}});
    case K::Adjusting: return fill_in(p.adjusting, {{"colour", colour}});
    case K::AdjustNotOnMove: return std::string(p.adjust_not_on_move);
    case K::DrawOffered: return fill_in(p.draw_offered, {{"colour", colour}});
    case K::DrawDeclined: return fill_in(p.draw_declined, {{"colour", colour}});
    case K::DrawOfferLapsed: return std::string(p.draw_offer_lapsed);
    case K::NoDrawOffered: return std::string(p.no_draw_offered);
    case K::ClaimNotOnMove: return std::string(p.claim_not_on_move);
    case K::ClaimVerdict:
      return fill_in(p.claim_verdict, {{"colour", colour},
                                       {"rule", n.claim == Notice::Claim::Repetition ? "9.2" : "9.3"},
                                       {"move", n.move ? " (" + move + ")" : std::string()},
                                       {"verdict", verdict_words(n.verdict, p)}});
    case K::ClaimStopsClocks: return fill_in(p.claim_stops_clocks, {{"colour", colour}});
    case K::SheetReadBack: return n.sheet_line ? sheet_line_words(*n.sheet_line, v) : std::string();
    case K::SheetEmpty: return std::string(p.sheet_empty);
    case K::SheetErased:
      return n.sheet_line ? fill_in(p.sheet_erased, {{"written", struck_entry_words(*n.sheet_line, v)}})
                          : std::string();
    case K::ReconcileWait: return std::string(p.reconcile_wait);
    case K::ReconcileReport: return n.reconciliation ? reconcile_report(*n.reconciliation, v.language) : std::string();
    case K::ReconcileConfirm: return std::string(p.reconcile_confirm);
    case K::ReconcileDone: return n.reconciliation ? reconcile_speech(*n.reconciliation, n.board, v) : std::string();
    case K::ReconcileKept: return std::string(p.reconcile_kept);
    case K::ReconcileVoid: return std::string(p.reconcile_void);
    case K::Refused: return n.refusal ? refusal_told(*n.refusal, v) : std::string();
  }
  return {};
}

}  // namespace

// Issue 48, item 8: whatever a notice says is said alone, so it begins as a sentence.
std::string notice_words(const Notice& n, const Vocabulary& v) {
  count_work(&WorkCounts::notice_words);
  return as_sentence(notice_text(n, v));
}

std::string taken_words(const Cue& cue, const Vocabulary& v) {
  if (!cue.taken) return {};
  return fill_in(table_phrases(v.language).taken_shown, {{"move", named_words(cue.taken, v)}});
}

std::string caption_words(const Caption& caption, const Vocabulary& v) {
  const TablePhrases& p = table_phrases(v.language);
  return as_sentence(fill_in(p.caption_said, {{"colour", p.colour[int(caption.speaker)]},
                                              {"words", caption.move ? announce(*caption.move, v) : caption.words}}));
}

}  // namespace twinboard
