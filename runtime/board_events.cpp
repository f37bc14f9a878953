// TableRuntime's side that faces the boards: each driver's event as the table's input (a
// lift, a place, a picture, a button, the cable), and the round's wait for every board's
// whole picture before the arbiter's start.
#include <algorithm>

#include "core/exhaustive.h"
#include "devices/whole_board.h"
#include "runtime/table_runtime.h"

namespace twinboard::runtime {

// How long the round waits for a board's whole picture before its player and the arbiter
// are told it does not answer.
constexpr Millis kBoardSilence = 3000;

std::optional<Refusal> TableRuntime::board_missing() const {
  for (const BoardLine& line : boards_)
    if (line.has_cable() && !line.pictured)
      return Refusal{.kind = Refusal::Kind::NoPicture, .board = line.id(), .text = line.port()};
  return std::nullopt;
}

// When a board that has not answered before the round is to be reported silent; nothing once
// it has answered, has been reported, or the round no longer waits.
std::optional<Millis> TableRuntime::silence_due(const BoardLine& line) const {
  if (!table_->round_waits() || table_->result()) return std::nullopt;
  if (!line.has_cable() || line.pictured || line.told_missing) return std::nullopt;
  return waiting_since_ + kBoardSilence;
}

void TableRuntime::watch_round_start() {
  if (!table_->round_waits() || table_->result()) return;
  const Millis t = now();
  for (BoardLine& line : boards_) {
    const auto due = silence_due(line);
    if (!due || t < *due) continue;
    line.told_missing = true;
    tell_player(line.id(), &TablePhrases::board_not_answering);
    tell(Listener::Arbiter, board_phrase(phrases(Listener::Arbiter).board_silent, line.id()));
  }
  const bool ready = !board_missing() && !table_->not_ready_to_start();
  if (ready && !told_ready_)
    tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).boards_ready), LogLevel::Info);
  told_ready_ = ready;
}

Millis TableRuntime::table_time_of(int64_t monotonic_ms) const {
  if (options_.scripted_time) return script_time_;
  const Millis sensed = offset_ + Millis(double(monotonic_ms - started_ms_) * options_.speed);
  return std::max({offset_, table_at_, std::min(now(), sensed)});
}

// A driver's event as the table's input. Buttons: `clock` (or the DGT lever) is the clock
// press of the board's player, `time` his question.
void TableRuntime::board_event(BoardLine& line, const devices::BoardEvent& e) {
  namespace sensed = devices::sensed;
  if (options_.observe_board) options_.observe_board(line.id(), e);
  const Color b = line.id();
  const Color owner = b;  // each player's own board
  const std::string source(name(b));
  std::visit(
      overloaded{
          // Until a board's whole picture has come (after connecting, or while it is being
          // turned round) single changes would be judged against a picture it may not show.
          // A piece is timed when its driver read it (issue 50, item 4: a DGT board's update
          // waits for the dump that bears it out), so its rest (Article 4.7) starts there.
          [&](const sensed::Lift& lift) {
            if (line.pictured) handle({table_time_of(e.t_ms), Lift{b, lift.square}}, source);
          },
          [&](const sensed::Place& place) {
            if (line.pictured)
              handle({table_time_of(e.t_ms), Place{b, place.square, place.piece.value_or(Piece::None)}}, source);
          },
          [&](const sensed::Snapshot& snapshot) {
            // Issue 38: a board whose facing its driver could not find from the start position
            // (a table restarted mid-game) and that reads as the game turned half round is read
            // the other way; its picture follows the right way round.
            if (snapshot.pieces && line.turnable() && !line.turned_round &&
                devices::reads_turned(*snapshot.pieces, table_->game().current().board())) {
              line.turned_round = true;
              line.pictured = false;  // its changes wait for the picture the right way round
              log_.write(now(),
                         std::string(board_name(b)) + " stands turned round: it is read the other way from now on");
              line.turn_round();
              return;
            }
            line.pictured = true;
            input(Snapshot{b, devices::pieces_of(snapshot)}, source);
            if (auto held = std::exchange(line.held_press, std::nullopt)) input(PressClock{held->first}, held->second);
          },
          [&](const sensed::ButtonPress& button) { press(b, owner, button.button); },
          [&](const sensed::Connected& connected) {
            log_.write(now(), std::string(board_name(b)) + " is connected on " + line.port() +
                                  (connected.identity.empty() ? "" : ": " + connected.identity));
            const bool again = line.was_connected();
            line.connect();  // its whole picture follows
            if (table_->clock().in_use()) line.show_on_clock(clock_shown(table_->clock(), now()));
            if (again) tell_player(b, &TablePhrases::board_reconnected);
            hall_news();  // the arbiters' page shows the board back
          },
          [&](const sensed::Disconnected& disconnected) {
            // The driver reconnects by itself; the snapshot that follows is compared as usual.
            log_.write(now(), std::string(board_name(b)) + " is disconnected: " + disconnected.why);
            line.disconnect();
            tell_player(b, &TablePhrases::board_disconnected);
            hall_news();  // an alert on the arbiters' page
          },
          [](const sensed::ClockTimes&) {},  // twinboard's clock is the official one; the DGT3000 shows it
          [&](const sensed::ClockSilent& silent) {
            tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).clock_silent) + " (" + silent.why + ")");
          },
          [&](const sensed::ClockAnswering&) {
            tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).clock_answering), LogLevel::Info);
          },
      },
      e.body);
}

// Issue 35, item 6: a DGT3000's lever is a seesaw, and all a hand can do is flip it. A flip
// is the press of the player whose clock runs if he presses with this lever (the board's
// player; the other too when `clock_left` makes it the players' shared clock, unless
// twinboard presses for him): which side went down is not whose press it is, since after
// a refused press the lever stays down on the presser's side and his next flip would count
// as his opponent's.
Color TableRuntime::lever_presser(Color b, Color owner) const {
  const std::optional<Color> running = table_->clock().running();
  if (!running || *running == owner) return owner;
  const bool shared = boards_[b].clock_left().has_value();
  const bool twinboard_presses_for_him = table_->setup().assistant && table_->setup().is_vi(*running);
  return shared && !twinboard_presses_for_him ? *running : owner;
}

// A button on board `b`, whose player is `owner`.
void TableRuntime::press(Color b, Color owner, devices::Button button) {
  using devices::ButtonAction;
  const std::string source(name(b));
  switch (devices::action_of(button)) {
    case ButtonAction::Press: input(PressClock{owner}, source); break;
    case ButtonAction::PressLeft:
    case ButtonAction::PressRight: input(PressClock{lever_presser(b, owner)}, source); break;
    case ButtonAction::AskTime: input(Query{QueryKind::Time, owner}, source); break;
    case ButtonAction::Repeat: repeat(listener_of(b)); break;
    case ButtonAction::StartStop:  // Article 6.11.1: only the arbiter stops the clocks at a table
    case ButtonAction::None: break;
  }
}

// "The tactile board on /dev/ttyUSB0 ...", in the arbiter's language.
std::string TableRuntime::board_phrase(std::string_view phrase, Color b) const {
  return fill_in(phrase, {{"board", phrasebook(arbiters_vocabulary().language).reconcile.board[int(b)]},
                          {"port", boards_[b].port()}});
}

}  // namespace twinboard::runtime
