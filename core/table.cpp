#include "table.h"

#include <algorithm>
#include <cstdlib>

#include "clock_phrases.h"
#include "reconcile.h"
#include "reconcile_words.h"
#include "san.h"
#include "text_fold.h"

namespace twinboard {
namespace {

// The reasons a game ends, as written in results (the spoken forms are in table_phrases).
constexpr std::string_view kReasons[] = {
    "checkmate", "stalemate", "fivefold repetition", "seventy-five moves", "dead position",
    "resignation", "agreement", "time", "time, insufficient material", "illegal moves"};
enum Reason { kCheckmate, kStalemate, kFivefold, kSeventyFive, kDeadPosition, kResignation, kAgreement,
              kTime, kTimeNoMate, kIllegalMoves };

std::array<Piece, 64> after(const Position& p, LegalMove m) {
  Position next = p;
  next.play(m);
  return next.board();
}

}  // namespace

namespace {
// A player writes his moves in his own language's letters (FIDE Laws, Appendix C).
const PieceLetters& letters_of_player(const TableSetup& setup, Color c) {
  const Listener l = listener_at(c == setup.vi ? BoardId::Tactile : BoardId::Sighted);
  return piece_letters_of(setup.vocabulary[int(l)]->language);
}
}  // namespace

Result<Table, std::string> Table::create(const TableSetup& setup, Millis started) {
  auto start = Position::from_fen(setup.start_fen);
  if (!start) return Failure{"bad start position: " + start.error().front()};
  return Table(setup, Game(*start), started);
}

Table::Table(const TableSetup& setup, Game game, Millis started)
    : setup_(setup),
      game_(std::move(game)),
      clock_(setup.time_control),
      warnings_{ClockWarnings(setup.warnings[0]), ClockWarnings(setup.warnings[1])},
      views_{BoardView(setup.tactile, game_.current().board()), BoardView(setup.sighted, game_.current().board())},
      sheets_{Scoresheet(game_.start(), letters_of_player(setup, Color::White)),
              Scoresheet(game_.start(), letters_of_player(setup, Color::Black))} {
  if (clock_.in_use()) {
    clock_.start(to_move(), started);
    for (ClockWarnings& w : warnings_) w.start(clock_, started);
    clock_at_ply_.push_back({clock_.remaining(Color::White, started), clock_.remaining(Color::Black, started)});
  }
  now_ = started;
}

std::vector<Effect> Table::open() const {
  std::vector<Effect> effects;
  if (clock_.in_use())
    effects.push_back({now_, ClockShown{clock_.running(), clock_.remaining(Color::White, now_),
                                        clock_.remaining(Color::Black, now_)}});
  return effects;
}

std::vector<Effect> Table::handle(const Event& event) {
  std::vector<Effect> effects;
  out_ = &effects;
  run_due(std::max(event.at, now_));
  now_ = std::max(event.at, now_);  // time never runs backwards, whatever the input says
  std::visit(
      [this](const auto& input) {
        using T = std::decay_t<decltype(input)>;
        if constexpr (std::is_same_v<T, Lift>) on_lift(input);
        else if constexpr (std::is_same_v<T, Place>) on_place(input);
        else if constexpr (std::is_same_v<T, Snapshot>) on_snapshot(input);
        else if constexpr (std::is_same_v<T, Announce>) on_announce(input);
        else if constexpr (std::is_same_v<T, PressClock>) on_press(input);
        else if constexpr (std::is_same_v<T, Query>) on_query(input);
        else if constexpr (std::is_same_v<T, ArbiterCommand>) on_arbiter(input);
        else if constexpr (std::is_same_v<T, WriteScoresheet>) on_scoresheet(input);
      },
      event.input);
  out_ = nullptr;
  return effects;
}

std::optional<Millis> Table::next_deadline() const {
  std::optional<Millis> next;
  auto consider = [&next](Millis t) {
    if (!next || t < *next) next = t;
  };
  if (result_) return next;
  if (auto flag = clock_.flag_time()) consider(*flag);
  for (const ClockWarnings& w : warnings_)
    if (auto due = w.next_due(clock_)) consider(*due);
  for (Millis due : reminder_due_)
    if (due >= 0) consider(due);
  if (auto settle = settle_due()) consider(*settle);
  for (Millis since : transit_since_)
    if (since >= 0) consider(since + setup_.settle);
  return next;
}

// Everything that falls due by `now`, in time order, each stamped with its own moment.
void Table::run_due(Millis now) {
  for (int guard = 0; guard < 64; ++guard) {
    auto due = next_deadline();
    if (!due || *due > now) return;
    now_ = std::max(now_, *due);
    say_warnings(*due);
    if (auto flag = clock_.flag_time(); flag && *flag <= *due) {
      flag_fall(*flag);
      continue;
    }
    for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
      Millis& r = reminder_due_[index(b)];
      if (r < 0 || r > *due) continue;
      // The move is still not on this board: say it again, with the steps.
      const Listener l = listener_at(b);
      std::string steps = steps_to_official(b);
      say(l, fill_in(phrases_for(l).please_execute, {steps}), Priority::Move);
      r = *due + setup_.reminder_after;
    }
    for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
      const Millis since = transit_since_[index(b)];
      if (since < 0 || since + setup_.settle > *due) continue;
      look_at(b, true);  // the piece has rested on the path: no longer on its way
      transit_since_[index(b)] = -1;
    }
    if (settle_due() && *settle_due() <= *due) {
      pending_.settle_checked = true;
      try_to_complete(Trigger::Settled);
    }
  }
}

// A move read from the board alone is taken once the board has rested (a slid piece
// passes other squares first); only where twinboard itself switches the clock.
std::optional<Millis> Table::settle_due() const {
  if (result_ || pending_.on_board.size() != 1 || pending_.settle_checked) return std::nullopt;
  if (clock_.in_use() && !setup_.assistant) return std::nullopt;
  return pending_.board_since + setup_.settle;
}

// ---- Board events -----------------------------------------------------------------------

// The board a report comes from, or nothing (and a refusal) if that board has no sensors.
BoardView* Table::sensed_view(BoardId b, std::string_view report) {
  BoardView& view = views_[index(b)];
  if (view.sensed()) return &view;
  emit(Refused{"the " + std::string(name(b)) + " board has no sensors; " + std::string(report) + " is ignored"});
  return nullptr;
}

void Table::board_changed(BoardId b, bool placed) {
  look_at(b, placed);
  try_to_complete(Trigger::BoardOrWords);
}

void Table::on_lift(const Lift& lift) {
  BoardView* sensed = sensed_view(lift.board, "a lift there");
  if (!sensed) return;
  BoardView& view = *sensed;
  const Piece lifted = view.piece_on(lift.square);
  if (!view.lift(lift.square)) {
    emit(Refused{"lift from the empty square " + square_name(lift.square) + " on the " +
                 std::string(name(lift.board)) + " board; ignored"});
    return;
  }
  const std::size_t plies = game_.plies();
  const Color owner = owner_of(lift.board);
  // Taking the opponent's last move over to this board is no touch.
  bool mirroring = false;
  if (plies > 0 && shown_ply_[index(lift.board)] < plies) {
    const Position& before = game_.position_before(plies - 1);
    mirroring = before.piece_on(lift.square) != game_.current().piece_on(lift.square) ||
                (is_piece(lifted) && color_of(lifted) != owner);
  }
  // F2.2: on the tactile board a lift is a touch. Article 4: on the sighted player's
  // sensor board, a lift by the player to move is a touch.
  if (!mirroring && !result_ && (lift.board == BoardId::Tactile || owner == to_move())) {
    emit(Touched{lift.board, lift.square});
    if (owner == to_move() && !pending_.first_touch && is_piece(lifted) && color_of(lifted) == owner)
      pending_.first_touch = lift.square;
  }
  board_changed(lift.board, false);
}

void Table::on_place(const Place& place) {
  BoardView* view = sensed_view(place.board, "a place there");
  if (!view) return;
  if (view->kind() == BoardKind::Identified && !is_piece(place.piece)) {
    emit(Refused{"the " + std::string(name(place.board)) + " board identifies pieces: a place needs the piece"});
    return;
  }
  view->place(place.square, place.piece);
  board_changed(place.board, true);
}

void Table::on_snapshot(const Snapshot& snapshot) {
  BoardView* view = sensed_view(snapshot.board, "a snapshot");
  if (!view) return;
  view->snapshot(snapshot.pieces);
  board_changed(snapshot.board, true);
}

// Compares a board with the official game: in step, a move on its way, the opponent's
// move still to be made here, or a divergence that is said at once with its correction.
void Table::look_at(BoardId b, bool placed) {
  BoardView& view = views_[index(b)];
  if (!view.sensed()) return;
  const int i = index(b);
  const Position& now = game_.current();
  const std::size_t plies = game_.plies();
  const bool movers_board = !result_ && owner_of(b) == to_move();
  std::vector<LegalMove> done;
  bool on_its_way = false;

  if (view.shows(now.board())) {
    if (view.kind() == BoardKind::Occupancy) view.assume(now.board());  // identities known again
    shown_ply_[i] = plies;
    reminder_due_[i] = -1;
    transit_since_[i] = -1;
    clear_alert(b);
    if (movers_board) pending_.on_board.clear();
    return;
  }
  // A piece standing on the path of a sliding move is on its way only for a moment (the
  // settle time); left there, it is a divergence.
  const bool transit_allowed = transit_since_[i] < 0 || now_ - transit_since_[i] < setup_.settle;
  bool plainly = false, in_transit = false;
  auto on_the_way = [&](const std::array<Piece, 64>& from, const std::array<Piece, 64>& to, Move m) {
    if (view.on_the_way(from, to)) return plainly = true;
    if (transit_allowed && view.on_the_way(from, to, attacks::between(m.from(), m.to()))) return in_transit = true;
    return false;
  };
  // The opponent's last move, not yet (or not wholly) made on this board.
  if (plies > 0 && shown_ply_[i] + 1 == plies) {
    const auto& before = game_.position_before(plies - 1).board();
    if (view.shows(before)) plainly = true;
    on_its_way = plainly || on_the_way(before, now.board(), game_.moves().back());
  }
  // The owner's own move, started or done.
  if (!on_its_way && movers_board) {
    for (LegalMove m : MoveList(now)) {
      const auto next = after(now, m);
      if (view.shows(next)) done.push_back(m);
      else if (on_the_way(now.board(), next, m)) on_its_way = true;
    }
    if (!done.empty() || on_its_way) shown_ply_[i] = plies;
    // On a peg board, captures by one piece on different squares leave the same holes
    // filled; the square the piece went into tells them apart.
    if (done.size() > 1) {
      std::vector<LegalMove> placed_there;
      for (LegalMove m : done)
        if (m.move().to() == view.last_placed()) placed_there.push_back(m);
      if (!placed_there.empty()) done = placed_there;
    }
  }
  if (movers_board && done != pending_.on_board) {
    pending_.on_board = done;
    pending_.board_since = now_;
    pending_.settle_checked = false;
    pending_.mismatch_said.clear();
  }
  if (done.empty() && on_its_way && !plainly && in_transit) {
    if (transit_since_[i] < 0) transit_since_[i] = now_;
  } else {
    transit_since_[i] = -1;
  }
  if (!done.empty() || on_its_way) {
    clear_alert(b);
    return;
  }
  if (!placed) return;  // a piece in the hand is no divergence yet
  // A divergence: name the board and the smallest correction, at once.
  const Listener l = listener_at(b);
  std::string steps = steps_to_official(b);
  if (steps == alerted_[i]) return;
  alerted_[i] = steps;
  emit(Divergence{b, steps});
  emit(Instruct{b, steps});
  say(l, steps, Priority::Alert);
}

// A board that was said to be off is in order again: say so, once.
void Table::clear_alert(BoardId b) {
  if (!alerted_[index(b)].empty()) say(listener_at(b), std::string(phrases_for(listener_at(b)).board_in_order));
  alerted_[index(b)].clear();
}

// ---- Making the move (F2.3) -------------------------------------------------------------

void Table::try_to_complete(Trigger trigger) {
  if (result_) return;
  const Color mover = to_move();
  const BoardId b = board_of(mover);
  const Listener l = listener_at(b);
  const BoardView& view = views_[index(b)];
  const bool vi_moves = mover == setup_.vi;
  // F2.3c binds the VI player; a board without sensors only knows a move by its words.
  const bool needs_announcement = vi_moves || !view.sensed();

  std::optional<LegalMove> board_move;
  if (!view.sensed()) board_move = pending_.announced;
  else if (pending_.on_board.size() == 1) board_move = pending_.on_board.front();
  else if (pending_.announced && std::find(pending_.on_board.begin(), pending_.on_board.end(),
                                           *pending_.announced) != pending_.on_board.end())
    board_move = pending_.announced;  // a promotion on a peg board: the words name the piece (F2.1)

  if (pending_.on_board.size() > 1 && !pending_.announced && !pending_.asked_promotion) {
    pending_.asked_promotion = true;
    say(l, std::string(phrases_for(l).promotion_which), Priority::Alert);
  }

  const bool settled = trigger == Trigger::Press || now_ - pending_.board_since >= setup_.settle;
  // F2.9b: as the assistant, twinboard's own announcement counts as (c), once the board rests.
  if (setup_.assistant && needs_announcement && view.sensed() && !pending_.announced && board_move && settled) {
    pending_.announced = board_move;
    pending_.announced_by_twinboard = true;
  }

  if (pending_.announced && board_move && !(*pending_.announced == *board_move)) {
    const Position& now = game_.current();
    // A castling with the rook first shows a rook move on the way: not yet a mismatch.
    if (trigger != Trigger::Press && view.on_the_way(now.board(), after(now, *pending_.announced))) return;
    std::string said = fill_in(phrases_for(l).announced_but_board,
                               {words_of(now, *pending_.announced, l), words_of(now, *board_move, l)});
    if (said != pending_.mismatch_said || trigger == Trigger::Press) say(l, said, Priority::Alert);
    pending_.mismatch_said = said;
    return;
  }
  const bool ready = board_move && (pending_.announced || !needs_announcement);
  if (trigger == Trigger::Press) {
    if (ready) commit(*board_move);
    else refuse_press(board_move, needs_announcement);
    return;
  }
  if (!ready) return;
  // Without a clock, or with twinboard as assistant (F2.9c), the clock switches itself;
  // a move read from the board alone waits until the board has rested.
  const bool words_confirm = pending_.announced && !pending_.announced_by_twinboard;
  if ((!clock_.in_use() || setup_.assistant) && (words_confirm || !view.sensed() || settled)) commit(*board_move);
}

// F2.3: the clock does not switch before the move is made; say what is missing.
void Table::refuse_press(const std::optional<LegalMove>& board_move, bool needs_announcement) {
  const Color mover = to_move();
  const BoardId b = board_of(mover);
  const Listener l = listener_at(b);
  const TablePhrases& say_l = phrases_for(l);
  const Position& now = game_.current();
  const BoardView& view = views_[index(b)];
  if (view.sensed() && !alerted_[index(b)].empty()) {
    // Article 7: an impossible arrangement completed by pressing the clock.
    emit(Illegal{b, fill_in(say_l.illegal_on_board, {alerted_[index(b)]})});
    say(l, fill_in(say_l.illegal_on_board, {alerted_[index(b)]}), Priority::Alert);
    propose_penalty(mover);
    return;
  }
  if (!board_move && pending_.announced) {
    // F2.3a: the captured piece must leave the board of the player to move.
    const Move m = *pending_.announced;
    const Square captured = m.kind() == Move::Kind::EnPassant ? make_square(file_of(m.to()), rank_of(m.from())) : m.to();
    if (view.sensed() && is_piece(now.piece_on(captured)) && m.kind() != Move::Kind::Castling &&
        (view.occupied() & bit(captured)) && !(view.occupied() & bit(m.from())) &&
        (m.kind() == Move::Kind::EnPassant || view.piece_on(captured) != now.piece_on(m.from()))) {
      say(l, fill_in(say_l.press_capture_left, {say_square(captured, vocabulary_of(l))}), Priority::Alert);
      return;
    }
    say(l, fill_in(say_l.press_not_on_board, {words_of(now, *pending_.announced, l)}), Priority::Alert);
    return;
  }
  if (!board_move) {
    say(l, std::string(say_l.press_no_move), Priority::Alert);
    return;
  }
  if (needs_announcement && !pending_.announced) say(l, std::string(say_l.press_not_announced), Priority::Alert);
}

void Table::commit(LegalMove move) {
  const Position before = game_.current();
  const Color mover = before.side_to_move();
  const BoardId own = board_of(mover), mirror = other(own);
  game_.play(move);
  const std::size_t ply = game_.plies();
  emit(MoveMade{int(ply), san(before, move), uci(move)});

  // Article 4: a touched piece of one's own that could move must be the one moved.
  if (pending_.first_touch && *pending_.first_touch != move.move().from()) {
    const Square touched = *pending_.first_touch;
    bool could_move = false;
    for (LegalMove m : MoveList(before)) could_move |= m.move().from() == touched;
    if (could_move) {
      const Listener a = Listener::Arbiter;
      say(a, fill_in(phrases_for(a).touch_move, {phrases_for(a).colour[int(mover)],
                                                  say_square(touched, vocabulary_of(a)), words_of(before, move, a)}),
          Priority::Alert);
    }
  }
  if (clock_.in_use()) {
    const bool next_period = clock_.complete_move(now_);
    clock_at_ply_.resize(ply);  // after a take-back, the times of the plies taken back go
    clock_at_ply_.push_back({clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)});
    clock_changed(next_period ? std::optional<Color>(mover) : std::nullopt);
  }
  // The mover's board shows the move (a board without sensors is taken to): what it shows
  // is known for sure from here on.
  shown_ply_[index(own)] = ply;
  views_[index(own)].assume(game_.current().board());
  // The other board must now show it (F2.1): say it to the player there, with the steps.
  const Listener there = listener_at(mirror);
  say(there, words_of(before, move, there), Priority::Move);
  emit(Instruct{mirror, steps_to_official(mirror)});
  if (views_[index(mirror)].sensed()) {
    reminder_due_[index(mirror)] = now_ + setup_.reminder_after;
    look_at(mirror, true);
  } else {
    views_[index(mirror)].assume(game_.current().board());
    shown_ply_[index(mirror)] = ply;
  }
  pending_ = Pending{};
  pending_.board_since = now_;

  switch (game_.end()) {
    case GameEnd::None: break;
    case GameEnd::Checkmate: finish(mover == Color::White ? "1-0" : "0-1", kCheckmate, now_); break;
    case GameEnd::Stalemate: finish("1/2-1/2", kStalemate, now_); break;
    case GameEnd::FivefoldRepetition: finish("1/2-1/2", kFivefold, now_); break;
    case GameEnd::SeventyFiveMoves: finish("1/2-1/2", kSeventyFive, now_); break;
    case GameEnd::InsufficientMaterial: finish("1/2-1/2", kDeadPosition, now_); break;
  }
}

void Table::propose_penalty(Color offender) {
  int& count = illegal_moves_[int(offender)];
  ++count;
  proposed_penalty_ = Penalty{offender, count >= 2};
  const Listener a = Listener::Arbiter;
  const TablePhrases& p = phrases_for(a);
  if (count >= 2) {
    say(a, fill_in(p.penalty_loss, {p.colour[int(offender)]}), Priority::Alert);
  } else {
    say(a, fill_in(p.penalty_time, {p.colour[int(offender)], std::to_string(setup_.illegal_move_penalty / 1000),
                                    p.colour[int(~offender)]}),
        Priority::Alert);
  }
}

void Table::finish(std::string result, int reason, Millis at) {
  const Millis was = now_;
  now_ = at;
  clock_.stop(at);
  result_ = GameOver{result, std::string(kReasons[reason])};
  emit(*result_);
  if (clock_.in_use()) emit_clock();
  for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
    say(l, fill_in(phrases_for(l).game_over, {result, phrases_for(l).reasons[reason]}), Priority::Alert);
  pending_ = Pending{};
  reminder_due_ = {-1, -1};
  now_ = std::max(was, at);
}

// Article 6.9: the flag falls; a loss, unless the opponent cannot mate by any legal series.
void Table::flag_fall(Millis at) {
  const Color flagged = *clock_.running();
  if (can_mate_with_material(game_.current(), ~flagged))
    finish(flagged == Color::White ? "0-1" : "1-0", kTime, at);
  else
    finish("1/2-1/2", kTimeNoMate, at);
}

// ---- Words ------------------------------------------------------------------------------

void Table::on_announce(const Announce& a) {
  const Color mover = to_move();
  const Color speaker = a.by == Speaker::Assistant ? mover : a.by == Speaker::White ? Color::White : Color::Black;
  const Listener l = a.by == Speaker::Assistant ? listener_of(mover) : listener_of(speaker);
  const TablePhrases& p = phrases_for(l);
  const Vocabulary& v = vocabulary_of(l);
  if (result_) {
    say(l, std::string(p.game_has_ended));
    return;
  }
  const Position& now = game_.current();
  const std::size_t plies = game_.plies();
  auto heard_as_last_move = [&]() -> std::optional<LegalMove> {
    if (plies == 0) return std::nullopt;
    auto m = understand(game_.position_before(plies - 1), a.words, v);
    if (m) return *m;
    return std::nullopt;
  };
  if (speaker != mover) {
    // The opponent repeats the move being made (F2.1), or the last mover wants to change
    // his move after the clock has switched (F2.6: too late).
    auto heard = understand(now, a.words, v);
    if (heard) return;  // no rule is served by a comment on a repetition that reads
    if (auto last = heard_as_last_move()) {
      if (last->move() == game_.moves().back()) return;
      say(l, std::string(p.too_late_to_correct), Priority::Alert);
      return;
    }
    say(l, std::string(p.not_your_move));
    return;
  }
  auto heard = understand(now, a.words, v);
  if (!heard) {
    // The opponent's last move, repeated by the player now to move (F2.1).
    if (auto last = heard_as_last_move(); last && last->move() == game_.moves().back()) return;
    const auto& error = heard.error();
    if (error.kind == AnnouncementError::Kind::Impossible) emit(Illegal{board_of(mover), error.message});
    say(l, error.message, Priority::Alert);
    return;
  }
  if (pending_.announced && !(*pending_.announced == *heard)) {
    // F2.6: a slip of the tongue is corrected before the clock switches.
    say(l, fill_in(p.slip_corrected, {words_of(now, *heard, l)}));
  }
  pending_.announced = *heard;
  pending_.announced_by_twinboard = false;
  pending_.asked_promotion = true;
  pending_.mismatch_said.clear();
  try_to_complete(Trigger::BoardOrWords);
}

void Table::on_press(const PressClock& press) {
  const Listener l = listener_of(press.by);
  if (result_) {
    say(l, std::string(phrases_for(l).game_has_ended));
    return;
  }
  if (press.by != to_move()) {
    say(l, std::string(phrases_for(l).not_your_move));
    return;
  }
  try_to_complete(Trigger::Press);
}

void Table::on_query(const Query& query) {
  const Listener l = listener_of(query.by);
  // F2.9d: to the asker only. A time read-out is a clock message: a newer one replaces it.
  say(l, answer(query, l), query.kind == QueryKind::Time ? Priority::Clock : Priority::Info);
}

void Table::on_arbiter(const ArbiterCommand& command) {
  const std::vector<std::string> words = split_words(fold(command.text));
  const Listener a = Listener::Arbiter;
  auto colour = [&](std::size_t i) -> std::optional<Color> {
    if (i >= words.size()) return std::nullopt;
    if (words[i] == "white") return Color::White;
    if (words[i] == "black") return Color::Black;
    return std::nullopt;
  };
  const std::string verb = words.empty() ? "" : words[0];
  if (verb == "resign" && colour(1) && !result_) {
    finish(*colour(1) == Color::White ? "0-1" : "1-0", kResignation, now_);
  } else if (verb == "draw" && !result_) {
    finish("1/2-1/2", kAgreement, now_);
  } else if (verb == "accept" && proposed_penalty_ && !result_) {
    const Penalty penalty = *proposed_penalty_;
    proposed_penalty_.reset();
    if (penalty.loss) {
      finish(penalty.offender == Color::White ? "0-1" : "1-0", kIllegalMoves, now_);
    } else if (clock_.in_use()) {
      clock_.add(~penalty.offender, setup_.illegal_move_penalty);  // Article 7.5
      clock_changed(std::nullopt);
    }
  } else if (verb == "reject" && proposed_penalty_) {
    proposed_penalty_.reset();
  } else if (verb == "add" && colour(1) && words.size() == 3 && clock_.in_use()) {
    char* end = nullptr;
    long seconds = std::strtol(words[2].c_str(), &end, 10);
    if (*end != '\0' || seconds < -36000 || seconds > 36000) {
      emit(Refused{"arbiter: 'add' wants whole seconds between -36000 and 36000"});
      return;
    }
    clock_.add(*colour(1), Millis(seconds) * 1000);
    clock_changed(std::nullopt);
  } else if (verb == "set" && words.size() == 3 && clock_.in_use()) {
    auto white = parse_clock_time(words[1]), black = parse_clock_time(words[2]);
    if (!white || !black) {
      emit(Refused{"arbiter: 'set' wants both times, white first, as h:mm:ss, m:ss or seconds"});
      return;
    }
    clock_.set(*white, *black, now_);
    clock_changed(std::nullopt);
  } else if (verb == "reconcile" && words.size() == 1) {
    reconcile_boards();
  } else if (verb == "takeback" && words.size() <= 2) {
    // F2.8: the arbiter confirms the take-back reconcile proposed, or names the ply.
    std::optional<std::size_t> ply;
    if (words.size() == 2) {
      char* end = nullptr;
      const long n = std::strtol(words[1].c_str(), &end, 10);
      if (*end == '\0' && n >= 0 && std::size_t(n) <= game_.plies()) ply = std::size_t(n);
    } else {
      ply = proposed_takeback_;
    }
    if (!ply || *ply > game_.plies()) {
      emit(Refused{"arbiter: 'takeback' wants a ply from 0 to " + std::to_string(game_.plies()) +
                   ", or a reconciliation that proposed one"});
      return;
    }
    take_back(*ply);
  } else if (verb == "vocabulary" && words.size() == 3) {
    const Vocabulary* v = find_vocabulary(words[2]);
    int listener = words[1] == "tactile" ? 0 : words[1] == "sighted" ? 1 : words[1] == "arbiter" ? 2 : -1;
    if (!v || listener < 0) {
      emit(Refused{"arbiter: vocabulary LISTENER CODE, e.g. vocabulary sighted nato-en"});
      return;
    }
    setup_.vocabulary[listener] = v;
  } else {
    emit(Refused{"unknown arbiter command: '" + command.text + "'"});
    say(a, fill_in(phrases_for(a).unknown_command, {command.text}));
  }
}

// ---- Scoresheets and reconciliation (F2.5, F2.7, F2.8) -------------------------------

void Table::on_scoresheet(const WriteScoresheet& write) {
  Scoresheet& sheet = sheets_[int(write.sheet)];
  const Listener owner = listener_of(write.sheet);
  const TablePhrases& p = phrases_for(owner);
  if (write.erase_last) {
    if (sheet.size() == 0) {
      emit(Refused{std::string(write.sheet == Color::White ? "White" : "Black") + "'s scoresheet is empty: nothing to strike out"});
      say(owner, std::string(p.sheet_empty));
      return;
    }
    const std::string struck = sheet.entries().back().written;
    const int ply = int(sheet.size());
    sheet.erase_last();
    emit(ScoresheetChanged{write.sheet, ply, struck, {}, {}, true});
    say(owner, fill_in(p.sheet_erased, {struck}));
    return;
  }
  const std::size_t before_ply = sheet.size();
  const ScoresheetEntry& entry = sheet.write(write.move);
  emit(ScoresheetChanged{write.sheet, int(sheet.size()), entry.written, entry.san, entry.remark, false});
  // Read back to the writer, so a blind player hears what his sheet now says.
  say(owner, read_back(write.sheet, before_ply, owner));
}

std::string Table::read_back(Color which, std::size_t index, Listener l) const {
  const Scoresheet& sheet = sheets_[int(which)];
  const TablePhrases& p = phrases_for(l);
  const ScoresheetEntry& entry = sheet.entries()[index];
  if (!entry.move) return fill_in(p.sheet_unread, {std::to_string(index + 1), entry.written});
  const Position& at = sheet.position_after(index);
  auto move = legal(at, *entry.move);
  return fill_in(p.sheet_written, {std::to_string(index + 1), move ? words_of(at, *move, l) : entry.san});
}

void Table::reconcile_boards() {
  ReconcileInput input;
  input.white = &sheets_[int(Color::White)];
  input.black = &sheets_[int(Color::Black)];
  input.boards = {&views_[0], &views_[1]};
  input.vi = setup_.vi;
  input.record = &game_;
  for (const ClockReading& c : clock_at_ply_) input.clocks.push_back(c);
  Reconciliation r = reconcile(input);
  const Listener a = Listener::Arbiter;
  std::string text = reconcile_report(r, setup_.vi, vocabulary_of(a).language);
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted})
    say(listener_at(b), reconcile_speech(r, b, vocabulary_of(listener_at(b))), Priority::Alert);
  say(a, text, Priority::Alert);
  if (r.kind == ReconcileCase::SheetsDiffer) proposed_takeback_ = r.ply;
  else proposed_takeback_.reset();
  emit(Reconciled{std::move(r), std::move(text)});
}

// F2.8: the official game goes back to `ply`; the clocks to the times recorded there; the
// boards are then told the steps to that position.
void Table::take_back(std::size_t ply) {
  if (result_) {
    emit(Refused{"arbiter: the game is over; a take-back is not possible"});
    return;
  }
  game_.take_back_to(ply);
  pending_ = Pending{};
  pending_.board_since = now_;
  proposed_takeback_.reset();
  for (std::size_t& shown : shown_ply_) shown = std::min(shown, ply);
  if (clock_.in_use()) {
    int moves[2] = {0, 0};
    for (std::size_t i = 0; i < ply; ++i) ++moves[int(game_.position_before(i).side_to_move())];
    ClockReading at{clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)};
    if (ply < clock_at_ply_.size()) {
      at = clock_at_ply_[ply];
      clock_at_ply_.resize(ply + 1);
    }
    clock_.take_back(moves[0], moves[1], at.white, at.black, to_move(), now_);
    clock_changed(std::nullopt);
  }
  emit(TakenBack{int(ply)});
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    alerted_[index(b)].clear();
    reminder_due_[index(b)] = -1;
    if (!views_[index(b)].sensed()) {
      views_[index(b)].assume(game_.current().board());
      shown_ply_[index(b)] = ply;
    } else {
      look_at(b, true);
    }
  }
}

// ---- Output helpers ---------------------------------------------------------------------

void Table::say(Listener l, std::string text, Priority priority) {
  emit(Speak{l, std::move(text), priority});
}

// After a move or an arbiter's change: show the clock, tell a player with warnings that
// he has entered the next period, and re-arm warnings for time that came back.
void Table::clock_changed(std::optional<Color> entered_next_period) {
  emit_clock();
  if (const auto side = entered_next_period; side && warnings_[index(board_of(*side))].enabled()) {
    const Listener l = listener_of(*side);
    say(l, period_reached_words(clock_, *side, vocabulary_of(l).language), Priority::Clock);
  }
  for (ClockWarnings& w : warnings_) w.rearm(clock_, now_);
}

// F2.4: each player with warnings hears his own time reach a threshold he chose.
void Table::say_warnings(Millis now) {
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    const auto w = warnings_[index(b)].due(clock_, now);
    if (!w || w->side != owner_of(b)) continue;
    const Listener l = listener_at(b);
    say(l, warning_words(w->side, w->threshold, vocabulary_of(l).language), Priority::Clock);
  }
}

void Table::emit_clock() {
  emit(ClockShown{clock_.running(), clock_.remaining(Color::White, now_), clock_.remaining(Color::Black, now_)});
}

// What the player at board `b` must do to make it show the official position, in his words.
std::string Table::steps_to_official(BoardId b) const {
  return say_steps(corrections(views_[index(b)], game_.current().board()), vocabulary_of(listener_at(b)));
}

}  // namespace twinboard
