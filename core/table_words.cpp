// The table, part: words said at the table (F2.1, F2.3c, F2.6) and questions (F2.9d).
#include "table.h"

#include <algorithm>

#include "spoken_actions.h"
#include "text_fold.h"

namespace twinboard {

// Words said at the table: the mover's announcement (F2.1, F2.3c), its correction before the
// clock (F2.6), or the opponent's repetition of a move (F2.1), which is never a move of his.
void Table::on_announce(const Announce& a) {
  const Color mover = to_move();
  const Color speaker = a.by == Speaker::Assistant ? mover : a.by == Speaker::White ? Color::White : Color::Black;
  const Listener l = listener_of(speaker);
  if (result_) {
    tell(l, Notice::Kind::GameHasEnded);
    return;
  }
  if (round_waits_) {
    tell(l, resumed_waits_ ? Notice::Kind::GameWaitsForArbiter : Notice::Kind::RoundNotStarted);
    return;
  }
  caption(speaker, a.words);
  if (const auto action = spoken_action(a.words)) {
    if (action->action == SpokenAction::Adjust) on_adjust(speaker, l);
    else on_draw(*action, speaker, l);
    return;
  }
  if (speaker == mover) on_own_announcement(a, l);
  else on_repetition(a, l);
}

// D.2.11: what a player says, shown to an opponent who cannot hear it.
void Table::caption(Color speaker, std::string_view words) {
  if (!setup_.seats[~speaker].hearing_impaired) return;
  emit(Caption{speaker, shortened(words, 80), std::nullopt});
}

// Article 4.2: "j'adoube" said before the touch makes the touches that follow an adjustment,
// not a touch, until the board stands whole again. Only the player having the move adjusts.
void Table::on_adjust(Color speaker, Listener l) {
  if (speaker != to_move()) {
    tell(l, Notice::Kind::AdjustNotOnMove, Priority::Alert);
    return;
  }
  adjusting_ = speaker;
  adjust_lifted_ = false;
  adjust_square_.reset();
  adjust_picture_ = picture_of(view(speaker));  // the adjustment is over when it stands so again
  for (Listener other : {l, listener_of(~speaker), Listener::Arbiter})  // he hears it taken too
    tell(other, {.kind = Notice::Kind::Adjusting, .colour = speaker});
}

// Article 9: draws offered, accepted, declined (9.1) and claimed (9.2, 9.3), said at the table
// or by the VI player's keys. An offer goes to the opponent in his language; a claim, only by
// the player having the move, is checked against the game at once, stops the clocks (9.5)
// and goes to the arbiter with the verdict; it is an offer too (9.1.2.3).
void Table::on_draw(const SpokenWords& words, Color speaker, Listener l) {
  const Listener other = listener_of(~speaker), a = Listener::Arbiter;
  const bool offered_to_him = draw_offer_ == ~speaker;
  switch (words.action) {
    case SpokenAction::OfferDraw:
      // An offer echoed back (F2.1: every word is repeated) is no acceptance: he is reminded.
      if (offered_to_him) return tell(l, {.kind = Notice::Kind::DrawOffered, .colour = ~speaker});
      draw_offer_ = speaker;
      for (Listener to : {l, other, a})  // he hears it made, too
        tell(to, {.kind = Notice::Kind::DrawOffered, .colour = speaker});
      return;
    case SpokenAction::AcceptDraw:
      if (!offered_to_him) return tell(l, Notice::Kind::NoDrawOffered, Priority::Alert);
      return finish("1/2-1/2", GameEnd::Agreement, now_);
    case SpokenAction::DeclineDraw:
      if (!offered_to_him) return tell(l, Notice::Kind::NoDrawOffered, Priority::Alert);
      draw_offer_.reset();
      for (Listener to : {other, a}) tell(to, {.kind = Notice::Kind::DrawDeclined, .colour = speaker});
      return;
    case SpokenAction::ClaimRepetition:
    case SpokenAction::ClaimFifty: break;
    case SpokenAction::Adjust: return;
  }
  // 9.2, 9.3: only the player having the move claims; with a move written and declared, the
  // claim is about the position after it.
  if (speaker != to_move()) return tell(l, Notice::Kind::ClaimNotOnMove, Priority::Alert);
  const bool repetition = words.action == SpokenAction::ClaimRepetition;
  Game judged = game_;
  std::optional<MadeMove> intended;
  if (!words.rest.empty()) {
    auto move = understand(game_.current(), words.rest, vocabulary_of(l));
    if (!move) return tell(l, {.kind = Notice::Kind::Misheard, .misreading = move.error().reading}, Priority::Alert);
    intended = MadeMove{game_.current(), *move};
    judged.play(*move);
  }
  const bool correct = repetition ? judged.can_claim_threefold() : judged.can_claim_fifty_moves();
  // 9.4: a piece touched under Article 4.3 forfeits the claim on this move.
  const bool forfeited = pending_.first_touch.has_value() || !pending_.touched_opponent.empty();
  // 9.5.1: the clocks stop; the arbiter decides (`draw`, or `resume` and two minutes more for
  // the opponent, 9.5.3).
  if (clock_.running() && !paused_) {
    paused_ = *clock_.running();
    clock_.stop(now_);
    emit_clock();
  }
  draw_offer_ = speaker;  // 9.1.2.3
  tell(a,
       {.kind = Notice::Kind::ClaimVerdict,
        .colour = speaker,
        .move = intended,
        .claim = repetition ? Notice::Claim::Repetition : Notice::Claim::FiftyMoves,
        .verdict = forfeited ? Notice::Verdict::Forfeited
                   : correct ? Notice::Verdict::Correct
                             : Notice::Verdict::Incorrect},
       Priority::Alert);
  for (Listener to : {l, other}) tell(to, {.kind = Notice::Kind::ClaimStopsClocks, .colour = speaker}, Priority::Alert);
}

// The words of the player to move (or of an assistant for him).
void Table::on_own_announcement(const Announce& a, Listener l) {
  const Vocabulary& v = vocabulary_of(l);
  const Position& now = game_.current();
  const std::size_t plies = game_.plies();
  auto heard = understand(now, a.words, v);
  // F2.1: "Dame" answers "which piece?" for a promotion his board shows, or his words
  // announced without the piece (an ordinary tactile set has only his words).
  // Only one move may fit: two pawns that promote on one square leave the question open.
  if (!heard && (pending_.on_board.size() > 1 || !pending_.promotion_candidates.empty())) {
    if (auto piece = understand_piece(a.words)) {
      std::vector<LegalMove> fitting;
      for (const auto* moves : {&pending_.on_board, &pending_.promotion_candidates})
        for (LegalMove m : *moves)
          if (m.move().kind() == Move::Kind::Promotion && m.move().promotion() == *piece &&
              std::find(fitting.begin(), fitting.end(), m) == fitting.end())
            fitting.push_back(m);
      if (fitting.size() == 1) heard = fitting.front();
    }
  }
  // The opponent's last move repeated (F2.1): a confirmation. When the same words also name
  // a move of his own ("Dame schlägt Felix vier" after ...Qxf4), they are his announcement
  // once he has begun that move on his board, or the second time he says them.
  std::optional<LegalMove> repeated;
  if (plies > 0) {
    const Position& before = game_.position_before(plies - 1);
    if (auto last = understand(before, a.words, v)) repeated = *last;
  }
  const bool repeats_last = repeated && repeats(*repeated, a.words);
  // A board that identifies pieces knows his move; a peg board needs his words for which
  // piece or which capture.
  if (!is_vi(to_move()) && watch(to_move()).view.kind() == BoardKind::Identified) {
    on_sighted_words(heard ? std::optional<LegalMove>(*heard) : std::nullopt, repeated, repeats_last, a.words, l);
    return;
  }
  const bool begun_as_own =
      heard && (pending_.first_touch == heard->move().from() ||
                std::find(pending_.on_board.begin(), pending_.on_board.end(), *heard) != pending_.on_board.end());
  if (repeats_last && !(begun_as_own || (heard && pending_.repetition_heard))) {
    pending_.repetition_heard = true;
    if (heard) {  // issue 35, item 3: words that are his move too; he hears which they were taken as
      pending_.heard_as_repetition = *heard;
      // Issue 48: as the opponent's move they repeat, never as his own (a capture, a mate):
      // what his move would do is not told him unasked.
      tell(l, {.kind = Notice::Kind::TakenAsRepetition, .move = MadeMove{game_.position_before(plies - 1), *repeated}},
           Priority::Alert);
    }
    return;
  }
  if (!heard) {
    const auto& error = heard.error();
    const bool unreadable =
        error.kind == AnnouncementError::Kind::Impossible || error.kind == AnnouncementError::Kind::NotUnderstood;
    if (repeated && unreadable) {
      // A wrong repetition: the player who made the move hears what was understood.
      const Position& before = game_.position_before(plies - 1);
      const Listener mover_there = listener_of(before.side_to_move());
      const LegalMove made = *legal(before, game_.moves().back());
      tell(
          mover_there,
          {.kind = Notice::Kind::RepeatedWrongly, .move = MadeMove{before, *repeated}, .other = MadeMove{before, made}},
          Priority::Alert);
      return;
    }
    if (error.kind == AnnouncementError::Kind::Impossible) emit(Illegal{to_move(), {}, to_move(), a.words});
    if (error.kind == AnnouncementError::Kind::PromotionMissing) pending_.promotion_candidates = error.candidates;
    pending_.unheard_words = a.words;
    pending_.heard_as_repetition.reset();  // words since then named no move: his press makes none
    emit(Cue{l, CueKind::Refused});        // issue 35, item 10: at once; the reason follows in words
    tell(l, {.kind = Notice::Kind::Misheard, .misreading = error.reading}, Priority::Alert);
    return;
  }
  pending_.unheard_words.clear();
  pending_.promotion_candidates.clear();
  pending_.heard_as_repetition.reset();
  if (pending_.made && !(*pending_.made == *heard)) {
    // F2.3: the move is made; F2.6 corrects words, not moves.
    emit(Cue{l, CueKind::Refused});
    tell(l, {.kind = Notice::Kind::MoveAlreadyMade, .move = MadeMove{now, *pending_.made}}, Priority::Alert);
    return;
  }
  const MadeMove heard_move{now, *heard};    // read as SAN once, for every fact that names it
  emit(Cue{l, CueKind::Taken, heard_move});  // issue 35, item 10: his move heard, before any words
  // Issue 35, item 3: words that were the last move too are his move now, and he hears so.
  if (repeats_last) tell(l, {.kind = Notice::Kind::TakenAsOwn, .move = heard_move});
  if (pending_.announced && !(*pending_.announced == *heard)) {
    // F2.6: a slip of the tongue is corrected before the clock switches.
    tell(l, {.kind = Notice::Kind::SlipCorrected, .move = heard_move});
  }
  pending_.heard = heard_move;
  say_wrong_check_word(now, *heard, a.words, l);
  pending_.announced = *heard;
  pending_.announced_by_twinboard = false;
  pending_.announced_at = now_;
  pending_.asked_promotion = true;
  pending_.mismatch_said.reset();
  try_to_complete(Trigger::BoardOrWords);
}

// D.2.5: the sighted player's move on a sensor board is what his board shows. His words are
// his announcement of it, or his repetition of the VI player's last move (F2.1); never a
// move of his. Words that are neither are a repetition gone wrong: the VI player hears what
// was said and what he played, and the sighted player's board still decides his move.
void Table::on_sighted_words(std::optional<LegalMove> heard, std::optional<LegalMove> repeated, bool repeats_last,
                             std::string_view words, Listener l) {
  std::optional<LegalMove> on_board = pending_.made;
  if (!on_board && pending_.on_board.size() == 1) on_board = pending_.on_board.front();
  if (repeats_last || (heard && on_board && *heard == *on_board)) return;
  if (heard && !on_board) return;  // his own move announced before his board shows it: the board decides
  const std::size_t plies = game_.plies();
  if (plies == 0 || (!heard && !repeated)) {
    if (!heard && !repeated)
      tell(l, {.kind = Notice::Kind::Misheard,
               .misreading = understand(game_.current(), words, vocabulary_of(l)).error().reading});
    return;  // a move of his, said before his board shows it: his board decides
  }
  const Position& before = game_.position_before(plies - 1);
  const Listener vi = listener_of(before.side_to_move());
  const LegalMove made = *legal(before, game_.moves().back());
  const MadeMove said = repeated ? MadeMove{before, *repeated} : MadeMove{game_.current(), *heard};
  tell(vi, {.kind = Notice::Kind::RepeatedWrongly, .move = said, .other = MadeMove{before, made}}, Priority::Alert);
}

// Whether `heard` (words read in the position before the last move) is the last move,
// a capture said as a capture: "Turm schlägt Anna vier" repeats no Ra4.
bool Table::repeats(LegalMove heard, std::string_view words) const {
  const std::size_t plies = game_.plies();
  if (plies == 0 || heard.move() != game_.moves().back()) return false;
  return !claims_capture(words) || captured_square(game_.position_before(plies - 1), heard).has_value();
}

// Words of the player not to move: his repetition of the move being made (F2.1), his own
// last move said again, or a late correction of it (F2.6).
void Table::on_repetition(const Announce& a, Listener l) {
  const Vocabulary& v = vocabulary_of(l);
  const Position& now = game_.current();
  const std::size_t plies = game_.plies();
  auto heard = understand(now, a.words, v);
  std::optional<LegalMove> being_made = pending_.made ? pending_.made : pending_.announced;
  if (!being_made && pending_.on_board.size() == 1) being_made = pending_.on_board.front();
  if (heard && being_made && *heard == *being_made) return;  // repeated right
  if (plies > 0) {
    const Position& before = game_.position_before(plies - 1);
    if (auto last = understand(before, a.words, v)) {
      if (repeats(*last, a.words)) return;  // his own move said again
      // F2.3, Article 4.7: his move is made and stays, words change nothing; until his press
      // completes it (Article 6.2) his clock runs, and he hears so (issue 48). After it, F2.6:
      // too late, the arbiter alone changes it.
      if (const auto speaker = seat_of(l); speaker && awaits_press_of(*speaker)) {
        tell(l, {.kind = Notice::Kind::MadeAwaitsPress, .move = MadeMove{before, *legal(before, game_.moves().back())}},
             Priority::Alert);
        return;
      }
      tell(l, Notice::Kind::TooLateToCorrect, Priority::Alert);
      return;
    }
  }
  if (heard && being_made) {
    // A wrong repetition: the player making the move hears what was understood.
    const Listener mover = listener_of(to_move());
    tell(mover,
         {.kind = Notice::Kind::RepeatedAnnouncement,
          .move = MadeMove{now, *heard},
          .other = MadeMove{now, *being_made}},
         Priority::Alert);
    return;
  }
  // Issue 48, item 11: nothing is being made that these words could repeat (a move of the
  // player to move, named before he said or made one; his own next move typed early): he
  // hears that it is not his move, as a press out of turn is answered.
  tell(l, Notice::Kind::NotYourMove);
}

// F2.1: check and mate need not be said, but said wrongly they are pointed out.
void Table::say_wrong_check_word(const Position& before, LegalMove move, std::string_view words, Listener l) {
  const CheckClaim claim = claimed_check(words);
  if (claim == CheckClaim::None) return;
  Position next = before;
  next.play(move);
  const bool check = next.in_check(), mate = check && MoveList(next).size() == 0;
  if (claim == CheckClaim::Check && !check)
    tell(l, {.kind = Notice::Kind::NotCheck, .move = MadeMove{before, move}}, Priority::Alert);
  if (claim == CheckClaim::Mate && !mate)
    tell(l, {.kind = Notice::Kind::NotMate, .move = MadeMove{before, move}}, Priority::Alert);
}

}  // namespace twinboard
