// The table, part: the arbiter's orders, the scoresheets and reconciliation (F2.5, F2.7, F2.8;
// Articles 5, 6.11, 7).
#include "table.h"

#include <algorithm>
#include <cstdlib>
#include <memory>

#include "exhaustive.h"
#include "reconcile_sheets.h"

namespace twinboard {
void Table::on_arbiter(const ArbiterCommand& command) {
  const Listener a = Listener::Arbiter;
  // What the arbiter is told when an order does not fit the game as it stands.
  auto refuse_order = [&](Refusal::Kind kind) { refuse({.kind = kind}, a); };
  using K = Refusal::Kind;
  // Issue 35, item 5: both players hear every change to a clock, what it was and why, in
  // their own words, with both times after it (Article 6.10; 7.5.5, 9.5.3 and 12.9 give time).
  auto tell_time_changed = [&](std::optional<std::pair<Color, Millis>> added, ClockReason reason) {
    clock_changed(std::nullopt);
    for (Color side : kColors) {
      Notice told{.kind = !added               ? Notice::Kind::ClocksSet
                          : added->second >= 0 ? Notice::Kind::TimeAdded
                                               : Notice::Kind::TimeTaken,
                  .colour = added ? added->first : side,
                  .amount = added ? std::abs(added->second) : 0,
                  .clock_reason = reason,
                  .time = std::get<answer::Time>(answer(Query{QueryKind::Time, side}))};
      tell(listener_of(side), std::move(told), Priority::Clock);
    }
  };
  std::visit(
      [&](const auto& order) {
        using T = std::decay_t<decltype(order)>;
        constexpr bool ends_game = std::is_same_v<T, arbiter::Resign> || std::is_same_v<T, arbiter::Draw> ||
                                   std::is_same_v<T, arbiter::Decide>;
        constexpr bool needs_clock = std::is_same_v<T, arbiter::AddTime> || std::is_same_v<T, arbiter::SetClocks> ||
                                     std::is_same_v<T, arbiter::Pause> || std::is_same_v<T, arbiter::Resume>;
        if (ends_game && result_) return refuse({.kind = K::GameEnded, .result = result_->result}, a);
        constexpr bool clock_order = std::is_same_v<T, arbiter::Pause> || std::is_same_v<T, arbiter::Resume>;
        if (clock_order && round_waits_) return refuse_order(K::RoundWaits);
        if (needs_clock && !clock_.in_use()) return refuse_order(K::NoClock);
        if constexpr (ends_game) result_by_order_ = true;  // set before finish: it is told at once
        if constexpr (std::is_same_v<T, arbiter::Resign>) {
          finish(win_for(~order.side), GameEnd::Resignation, now_);
        } else if constexpr (std::is_same_v<T, arbiter::Draw>) {
          finish("1/2-1/2", GameEnd::Agreement, now_);
        } else if constexpr (std::is_same_v<T, arbiter::Decide>) {
          // A forfeit (+- -+ --) is a game not played, recorded as such (Article 6.7).
          if (order.result == "+-" || order.result == "-+")
            finish(order.result == "+-" ? "1-0" : "0-1", GameEnd::Forfeit, now_);
          else if (order.result == "--") finish("0-0", GameEnd::DoubleForfeit, now_);
          else finish(order.result, GameEnd::ArbiterDecision, now_);
        } else if constexpr (std::is_same_v<T, arbiter::AcceptPenalty> || std::is_same_v<T, arbiter::RejectPenalty>) {
          if (!proposed_penalty_ && reconciling_ && !result_) {  // the reconciliation the table proposed
            if constexpr (std::is_same_v<T, arbiter::AcceptPenalty>) {
              confirm_reconciliation();
            } else {
              reconciling_.reset();
              // They were told to wait for his decision: they hear it (a board that differs
              // then hears how to follow the game).
              for (Listener l : {Listener::White, Listener::Black})
                tell(l, Notice::Kind::ReconcileKept, Priority::Alert);
              for (Color b : kColors) follow_board(b, true);
            }
            return;
          }
          if (!proposed_penalty_ || result_) return refuse_order(K::NoPenalty);
          const Penalty penalty = *proposed_penalty_;
          proposed_penalty_.reset();
          if constexpr (std::is_same_v<T, arbiter::AcceptPenalty>) {
            if (penalty.loss) {
              finish(win_for(~penalty.offender), GameEnd::IllegalMoves, now_);
            } else if (clock_.in_use()) {
              clock_.add(~penalty.offender, setup_.illegal_move_penalty);  // Article 7.5
              tell_time_changed(std::pair{~penalty.offender, setup_.illegal_move_penalty}, ClockReason::IllegalMove);
            }
          }
        } else if constexpr (std::is_same_v<T, arbiter::AddTime>) {
          clock_.add(order.side, order.amount);
          tell_time_changed(std::pair{order.side, order.amount}, order.reason);
        } else if constexpr (std::is_same_v<T, arbiter::SetClocks>) {
          clock_.set(order.white, order.black, now_);
          if (paused_) clock_.stop(now_);  // set restarts the side to move; a pause goes on
          tell_time_changed(std::nullopt, order.reason);
        } else if constexpr (std::is_same_v<T, arbiter::Start>) {
          // A game the arbiter ended before its start (a draw, a forfeit) is not started after.
          if (result_) return refuse({.kind = K::GameEnded, .result = result_->result}, a);
          if (!round_waits_) return refuse_order(K::RoundStarted);
          if (auto why = not_ready_to_start()) return refuse(*why, a);
          round_waits_ = false;
          if (clock_.in_use()) clock_.start(*paused_, now_);
          paused_.reset();
          pending_.settle_checked = false;  // a move left on a board is made now
          emit_clock();
          for (Listener l : kListeners)
            tell(l, resumed_waits_ ? Notice::Kind::GameContinues : Notice::Kind::RoundStarts, Priority::Alert);
          resumed_waits_ = false;
        } else if constexpr (std::is_same_v<T, arbiter::Pause>) {
          // Article 6.11.1: the arbiter stops both clocks; nothing is made while they stand.
          if (paused_ || result_ || !clock_.running()) return refuse_order(K::ClocksNotRunning);
          paused_ = *clock_.running();
          clock_.stop(now_);
          emit_clock();
          for (Listener l : kListeners) tell(l, Notice::Kind::ClocksPaused, Priority::Alert);
        } else if constexpr (std::is_same_v<T, arbiter::Resume>) {
          if (!paused_) return refuse_order(K::ClocksNotPaused);
          clock_.start(*paused_, now_);
          paused_.reset();
          pending_.settle_checked = false;  // a move the assistant waited to make is made now
          emit_clock();
          for (Listener l : kListeners) tell(l, Notice::Kind::ClocksResumed, Priority::Alert);
        } else if constexpr (std::is_same_v<T, arbiter::Confirm>) {
          // Issue 37: the table's result is proposed; the arbiter's confirmation, journalled
          // with his order, makes it the round's result (the hall's results file).
          if (!result_) return refuse_order(K::NoResult);
          result_confirmed_ = true;
          tell(a, {.kind = Notice::Kind::ResultConfirmed, .text = result_->result});
        } else if constexpr (std::is_same_v<T, arbiter::Withdraw>) {
          // Issue 49: a result the arbiter gave by mistake is taken back until he confirms
          // it; the game goes on from where it stood, the clock of the side to move running
          // again (the time between stood still: his to adjust, Article 6.10).
          if (!result_) return refuse_order(K::NoResult);
          if (!result_by_order_ || result_confirmed_)
            return refuse({.kind = K::NotWithdrawable, .result = result_->result}, a);
          const std::string withdrawn = result_->result;
          result_.reset();
          result_by_order_ = false;
          emit(GameOver{"*", GameEnd::None});  // "*": the game goes on, as PGN writes it
          if (clock_.in_use() && !paused_ && !round_waits_) {
            clock_.start(game_.current().side_to_move(), now_);
            emit_clock();
          }
          for (Listener l : kListeners)
            tell(l, {.kind = Notice::Kind::ResultWithdrawn, .text = withdrawn}, Priority::Alert);
        } else if constexpr (std::is_same_v<T, arbiter::Reconcile>) {
          reconcile_boards();
        } else if constexpr (std::is_same_v<T, arbiter::TakeBack>) {
          // F2.8: the arbiter confirms the take-back reconcile proposed, or names the ply.
          const bool proposed = !order.ply && reconciling_ && reconciling_->kind == ReconcileCase::SheetsDiffer;
          if (proposed) return confirm_reconciliation();
          if (!order.ply || std::size_t(*order.ply) > game_.plies())
            return refuse({.kind = K::TakebackRange, .plies = int(game_.plies())}, a);
          reconciling_.reset();
          take_back(std::size_t(*order.ply));
        } else if constexpr (std::is_same_v<T, arbiter::WriteSheet>) {
          on_scoresheet(WriteScoresheet{order.side, order.move, order.erase});
        } else if constexpr (std::is_same_v<T, arbiter::SetVocabulary>) {
          // The older names ("tactile", "sighted") name a player only where one VI player is.
          const auto l = setup_.listener_named(order.who);
          if (!l) return refuse({.kind = K::NoSuchPlayer, .text = order.who}, a);
          setup_.vocabulary[std::size_t(*l)] = find_vocabulary(order.code);
        } else {
          static_assert(unhandled<T>, "every arbiter order is carried out");
        }
      },
      command.order);
}

// A game resumed from its journal at a table that waits for the arbiter: its clocks stand
// and nothing is made until his `start`; everyone is told it waits (issue 34, item 11).
void Table::on_reopen() {
  if (result_ || round_waits_) return;
  if (!paused_) paused_ = clock_.running().value_or(to_move());
  clock_.stop(now_);
  round_waits_ = resumed_waits_ = true;
  pending_.settle_checked = false;
  if (clock_.in_use()) emit_clock();
  for (Listener l : kListeners)
    tell(l, {.kind = Notice::Kind::GameResumedWaits, .number = int(game_.plies())}, Priority::Alert);
}

void Table::on_scoresheet(const WriteScoresheet& write) {
  Scoresheet& sheet = sheets_[write.sheet];
  const Listener owner = listener_of(write.sheet);
  if (write.erase_last) {
    if (sheet.size() == 0) {
      emit(Refused{{.kind = Refusal::Kind::SheetEmpty, .colour = write.sheet}});
      tell(owner, Notice::Kind::SheetEmpty);
      return;
    }
    const std::string struck = sheet.entries().back().written;
    const int ply = int(sheet.size());
    // F2.5: he hears the entry as it read, never as the braille cells he wrote (issue 48).
    const answer::SheetLine line = sheet_line(write.sheet, sheet.size() - 1);
    sheet.erase_last();
    emit(ScoresheetChanged{write.sheet, ply, struck, {}, {}, true});
    tell(owner, {.kind = Notice::Kind::SheetErased, .sheet_line = line});
    return;
  }
  const std::size_t before_ply = sheet.size();
  const ScoresheetEntry& entry = sheet.write(write.move);
  emit(ScoresheetChanged{write.sheet, int(sheet.size()), entry.written, entry.san, entry.remark, false});
  // Read back to the writer, so a blind player hears what his sheet now says.
  tell(owner, {.kind = Notice::Kind::SheetReadBack, .sheet_line = sheet_line(write.sheet, before_ply)});
}

void Table::reconcile_boards() {
  // F2.7 compares the boards with both scoresheets: without one (the sighted player writes
  // on paper; the arbiter enters it), any difference would read as the sheets parting at
  // the first move, and the game would be taken back to the start. Say what is missing.
  for (Color side : {Color::White, Color::Black}) {
    if (game_.plies() == 0 || sheets_[side].size() > 0) continue;
    refuse({.kind = Refusal::Kind::SheetMissing, .colour = side}, Listener::Arbiter, Priority::Alert);
    reconciling_.reset();
    return;
  }
  ReconcileInput input;
  input.white = &sheets_[Color::White];
  input.black = &sheets_[Color::Black];
  input.boards = {{&view(Color::White), &view(Color::Black)}};
  input.record = &game_;
  for (const ClockReading& c : clock_at_ply_) input.clocks.push_back(c);
  Reconciliation r = reconcile(input);
  const Listener a = Listener::Arbiter;
  auto shared = std::make_shared<const Reconciliation>(r);
  // The players hear what to do only once the arbiter has decided: until then, to wait, with
  // the clocks stopped (Article 6.11.1) and nothing made; his `resume` starts them again.
  if (clock_.running() && !paused_) {
    paused_ = *clock_.running();
    clock_.stop(now_);
    emit_clock();
  }
  for (Color b : kColors) tell(listener_of(b), Notice::Kind::ReconcileWait, Priority::Alert);
  tell(a, {.kind = Notice::Kind::ReconcileReport, .reconciliation = shared}, Priority::Alert);
  tell(a, Notice::Kind::ReconcileConfirm, Priority::Alert);
  reconciling_ = r;
  emit(Reconciled{std::move(r)});
}

void Table::confirm_reconciliation() {
  const Reconciliation r = *reconciling_;
  const auto shared = std::make_shared<const Reconciliation>(r);
  // Taken back while still reconciling: the boards are not yet told; then each player hears
  // the whole correction once, and his board is watched against it.
  if (r.kind == ReconcileCase::SheetsDiffer) take_back(r.ply);
  reconciling_.reset();
  for (Color b : kColors) {
    const Listener l = listener_of(b);
    tell(l, {.kind = Notice::Kind::ReconcileDone, .board = b, .reconciliation = shared}, Priority::Alert);
    BoardWatch& w = watch(b);
    if (!w.view.sensed() || w.view.shows(game_.current().board())) continue;
    w.alerted = steps_to_official(b);
    w.said_off = true;
    emit(Divergence{b, *w.alerted});
    emit(Instruct{b, *w.alerted});
  }
}

// F2.8: the official game goes back to `ply`; the clocks to the times recorded there; the
// boards are then told the steps to that position.
void Table::take_back(std::size_t ply) {
  if (result_) {
    emit(Refused{{.kind = Refusal::Kind::GameEnded, .result = result_->result}});
    return;
  }
  game_.take_back_to(ply);
  sans_.resize(game_.plies());
  move_parts_.resize(game_.plies());
  pending_ = Pending{};
  awaiting_press_.clear();
  pending_.board_since = now_;
  for (BoardWatch& w : boards_) w.shown_ply = std::min(w.shown_ply, ply);
  if (clock_.in_use()) {
    int moves[2] = {0, 0};
    for (std::size_t i = 0; i < ply; ++i) ++moves[int(game_.position_before(i).side_to_move())];
    ClockReading at{clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)};
    if (ply < clock_at_ply_.size()) {
      at = clock_at_ply_[ply];
      clock_at_ply_.resize(ply + 1);
    }
    clock_.take_back(moves[0], moves[1], at.white, at.black, to_move(), now_);
    if (paused_) {  // the clocks stand on (a pause, a round not started); resume runs the side to move now
      paused_ = to_move();
      clock_.stop(now_);
    }
    clock_changed(std::nullopt);
  }
  emit(TakenBack{int(ply)});
  for (Color b : kColors) {
    BoardWatch& w = watch(b);
    w.alerted.reset();
    w.said_off = false;
    w.reminder_due.reset();
    if (!w.view.sensed()) {
      w.view.assume(game_.current().board());
      w.shown_ply = ply;
    } else {
      // Set back first: a move taken back that its board still shows is not made again from
      // it, whenever the clocks run (issue 48); a move after the board stands whole is new.
      w.set_back = true;
      follow_board(b, true);
    }
  }
}

}  // namespace twinboard
