#include "table_runtime.h"

#include <poll.h>

#include <algorithm>
#include <cmath>
#include <thread>

#include <nlohmann/json.hpp>

#include "core/exhaustive.h"
#include "core/fact_words.h"
#include "core/san.h"
#include "core/pgn.h"
#include "runtime/game_record.h"
#include "core/position.h"
#include "make_table.h"
#include "replay.h"
#include "scenario.h"
#include "devices/board_kinds.h"

namespace twinboard::runtime {

// How often table time is journalled while a clock runs and nothing else is: the most a
// crash can take off the clocks (issue 23 asks for under half a second).
constexpr Millis kHeartbeat = 250;
// How long the round waits for a board's whole picture before its player and the arbiter
// are told it does not answer.
constexpr Millis kBoardSilence = 3000;

std::string describe(const Effect& effect, const Vocabulary& arbiter) {
  return std::visit(
      [&arbiter](const auto& body) -> std::string {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, MoveMade>) return "move " + std::to_string(body.ply) + ": " + body.san;
        else if constexpr (std::is_same_v<T, Speak>)
          return "say to " + std::string(name(body.listener)) + ": " + body.text;
        else if constexpr (std::is_same_v<T, ClockShown>)
          return "clock: White " + format_clock(std::max<Millis>(0, body.white)) + ", Black " +
                 format_clock(std::max<Millis>(0, body.black)) +
                 (body.running ? body.running == Color::White ? ", White's runs" : ", Black's runs" : ", stopped");
        else if constexpr (std::is_same_v<T, Touched>)
          return "touch on the " + std::string(name(body.board)) + " board: " + square_name(body.square);
        else if constexpr (std::is_same_v<T, Instruct>) return instruct_words(body, arbiter);
        else if constexpr (std::is_same_v<T, Divergence>) return divergence_words(body, arbiter);
        else if constexpr (std::is_same_v<T, Illegal>) return illegal_words(body, arbiter);
        else if constexpr (std::is_same_v<T, GameOver>)
          return "game over: " + body.result + ", " + std::string(describe(body.reason));
        else if constexpr (std::is_same_v<T, ScoresheetChanged>)
          return std::string(body.sheet == Color::White ? "White" : "Black") + "'s scoresheet, ply " +
                 std::to_string(body.ply) + (body.erased ? ": struck out '" : ": '") + body.written + "'" +
                 (body.san.empty() || body.erased ? "" : " = " + body.san) +
                 (body.remark.empty() ? "" : " (" + body.remark + ")");
        else if constexpr (std::is_same_v<T, Reconciled>) return "reconciled: " + body.text;
        else if constexpr (std::is_same_v<T, TakenBack>) return "taken back to ply " + std::to_string(body.ply);
        else if constexpr (std::is_same_v<T, Caption>) return "caption for the sighted player: " + body.text;
        else if constexpr (std::is_same_v<T, Refused>) return "refused: " + refusal_words(body.why, arbiter);
        else if constexpr (std::is_same_v<T, Cue>) return "";  // a sound, not worth a line of the log
        else static_assert(unhandled<T>, "every effect is described");
      },
      effect.body);
}

std::string describe(const Input& input) {
  return std::visit(
      [](const auto& in) -> std::string {
        using T = std::decay_t<decltype(in)>;
        if constexpr (std::is_same_v<T, Lift>)
          return "the " + std::string(name(in.board)) + " board: lift " + square_name(in.square);
        else if constexpr (std::is_same_v<T, Place>)
          return "the " + std::string(name(in.board)) + " board: place " + square_name(in.square) +
                 (is_piece(in.piece) ? std::string(" ") + fen_letter(in.piece) : "");
        else if constexpr (std::is_same_v<T, Snapshot>)
          return "the " + std::string(name(in.board)) + " board shows " + placement_of(in.pieces);
        else if constexpr (std::is_same_v<T, Announce>)
          return std::string(in.by == Speaker::White   ? "White"
                             : in.by == Speaker::Black ? "Black"
                                                       : "the assistant") +
                 " says: " + in.words;
        else if constexpr (std::is_same_v<T, PressClock>)
          return std::string(in.by == Color::White ? "White" : "Black") + " presses the clock";
        else if constexpr (std::is_same_v<T, Query>) {
          constexpr const char* kKinds[] = {"time",         "last move", "whose turn", "square", "my pieces",
                                            "their pieces", "rank",      "file",       "moves",  "scoresheet"};
          return std::string(in.by == Color::White ? "White" : "Black") + " asks: " + kKinds[int(in.kind)] +
                 (in.argument.empty() ? "" : " " + in.argument);
        } else if constexpr (std::is_same_v<T, ArbiterCommand>) return "arbiter: " + arbiter_line(in.order);
        else if constexpr (std::is_same_v<T, WriteScoresheet>)
          return std::string(in.sheet == Color::White ? "White" : "Black") +
                 " writes: " + (in.erase_last ? "(strikes out the last entry)" : in.move);
        else if constexpr (std::is_same_v<T, Reopen>) return "the game reopens, waiting for the arbiter's start";
        else if constexpr (std::is_same_v<T, Tick>) return "";
        else static_assert(unhandled<T>, "every input is described");
      },
      input);
}

TableRuntime::TableRuntime(RuntimeOptions options, std::unique_ptr<audio::Speaker> speaker)
    : options_(std::move(options)), speaker_(std::move(speaker)), started_ms_(devices::monotonic_ms()) {
  start_or_resume();
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    const std::string& port = b == BoardId::Tactile ? options_.tactile_port : options_.sighted_port;
    if (port.empty()) continue;
    auto protocol = devices::make_protocol(options_.protocols[int(b)]);
    if (!protocol) continue;  // a manual board has no cable
    boards_[int(b)] = std::make_unique<BoardInput>(port, std::move(protocol), &wakeup_);
    log(now(),
        "the " + std::string(name(b)) + " board (" + std::string(name(options_.protocols[int(b)])) + ") is on " + port);
  }
  waiting_since_ = now();
  if (table_->round_waits() && !resumed_)  // a resumed game's wait was told with the game
    tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).round_waits), LogLevel::Info);
}

std::optional<Refusal> TableRuntime::board_missing() const {
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted})
    if (boards_[int(b)] && !pictured_[int(b)])
      return Refusal{.kind = Refusal::Kind::NoPicture, .board = b, .text = port_of(b)};
  return std::nullopt;
}

// When a board that has not answered before the round is to be reported silent; nothing once
// it has answered, has been reported, or the round no longer waits.
std::optional<Millis> TableRuntime::silence_due(BoardId b) const {
  if (!table_->round_waits() || table_->result()) return std::nullopt;
  if (!boards_[int(b)] || pictured_[int(b)] || told_missing_[int(b)]) return std::nullopt;
  return waiting_since_ + kBoardSilence;
}

void TableRuntime::watch_round_start() {
  if (!table_->round_waits() || table_->result()) return;
  const Millis t = now();
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    const auto due = silence_due(b);
    if (!due || t < *due) continue;
    told_missing_[int(b)] = true;
    tell_player(b, phrases(listener_at(b)).board_not_answering);
    tell(Listener::Arbiter, board_phrase(phrases(Listener::Arbiter).board_silent, b));
  }
  const bool ready = !board_missing() && !table_->not_ready_to_start();
  if (ready && !told_ready_)
    tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).boards_ready), LogLevel::Info);
  told_ready_ = ready;
}

// On every board's clock that has one (the DGT3000); whose clock is on its left: as
// configured, else White's.
void TableRuntime::show_on_board_clocks(const ClockShown& clock) {
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    if (!boards_[int(b)]) continue;
    const bool white_left = options_.clock_left[int(b)].value_or(Color::White) == Color::White;
    boards_[int(b)]->link().show_on_clock(clock.white, clock.black, clock.running, white_left);
  }
}

// A new game, or the journal's unfinished one replayed event by event. The clocks stand
// still while twinboard is down: table time goes on from the last journalled event (a
// heartbeat is journalled every kHeartbeat, so at most that is lost), unless the break is
// to be charged to the side to move.
void TableRuntime::start_or_resume() {
  Journal* journal = options_.journal;
  if (journal && !journal->empty() && !journal->result() && options_.resume) {
    Replayed game = replay(*journal);
    table_.emplace(std::move(*game.table));
    tags_ = journal->tags();
    for (const Effect& e : game.effects) memory_.note(e);
    tell_hall(game.effects);  // the same numbers as before the break: the hall keeps each once
    journal_sources_ = std::move(game.sources);
    offset_ = game.last_event;
    if (options_.charge_downtime && game.events > 0)
      if (const auto wall = journal->last_wall_ms())
        offset_ += Millis(double(std::max<std::int64_t>(0, wall_clock_ms() - *wall)) * options_.speed);
    script_time_ = last_heartbeat_ = offset_;
    resumed_ = true;
    log(offset_, "resumed from the journal " + journal->path() + ": " + std::to_string(game.events) + " events, " +
                     std::to_string(table_->game().plies()) + " moves");
    apply(table_->open());
    // Issue 34, item 11: at a table where the arbiter starts the round, a resumed game waits
    // for his start too (journalled: a replay waits the same).
    if ((table_->setup().wait_for_start || options_.setup.wait_for_start) && !table_->result()) {
      handle({offset_, Reopen{}}, "resume");
      return;
    }
    for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
      speak(l, fill_in(phrases(l).game_resumed, {{"plies", std::to_string(table_->game().plies())}}), Priority::Alert);
    return;
  }
  auto table = make_table(options_.setup, 0);
  if (!table) throw std::runtime_error(table.error());
  table_.emplace(std::move(*table));
  tags_ = options_.tags;
  if (journal) journal->start(options_.setup, options_.tags);
  apply(table_->open());
}

Millis TableRuntime::now() const {
  if (options_.scripted_time) return script_time_;
  return offset_ + Millis(double(devices::monotonic_ms() - started_ms_) * options_.speed);
}

void TableRuntime::log(Millis at, const std::string& line, LogLevel level) {
  if (!options_.log && !options_.observe) return;
  const std::string text = format_clock(at) + "." + std::to_string(at % 1000 / 100) + "  " + line;
  if (options_.log) *options_.log << text << std::endl;
  if (options_.observe) options_.observe(level, text);
}

// Written down first, then applied: a crash between the two replays the event.
std::vector<Effect> TableRuntime::handle(const Event& event, const std::string& source) {
  if (options_.journal) write_down(event, source);
  // An arbiter's order names who gave it (his station, the window, the hall's page).
  if (std::holds_alternative<ArbiterCommand>(event.input))
    log(event.at, "> " + describe(event.input) + " (" + source + ")");
  else if (!std::holds_alternative<Tick>(event.input)) log(event.at, "> " + describe(event.input));
  std::vector<Effect> effects = table_->handle(event);
  apply(effects);
  if (options_.journal && unwritten_.empty() && table_->result()) {
    try {
      if (!options_.journal->result()) options_.journal->finish(table_->result()->result);
    } catch (const std::exception& e) {
      tell(Listener::Arbiter, fill_in(phrases(Listener::Arbiter).journal_failing, {{"why", e.what()}}),
           LogLevel::Error);
    }
  }
  return effects;
}

// Appends the event to the journal, after whatever it could not take before. A journal
// that cannot be written (disk full, file size limit, lock lost) does not stop the game:
// the arbiter is told at once, loudly, and again when the journal has caught up.
void TableRuntime::write_down(const Event& event, const std::string& source) {
  const bool was_failing = !unwritten_.empty();
  unwritten_.emplace_back(event, source);
  try {
    while (!unwritten_.empty()) {
      options_.journal->append(unwritten_.front().first, unwritten_.front().second);
      unwritten_.pop_front();
    }
    if (was_failing)
      tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).journal_written_again), LogLevel::Info);
  } catch (const std::exception& e) {
    const auto* trouble = dynamic_cast<const JournalWriteError*>(&e);
    journal_trouble_ = trouble ? trouble->trouble : WriteTrouble::Other;
    journal_why_ = e.what();
    if (!was_failing)
      tell(Listener::Arbiter,
           fill_in(phrases(Listener::Arbiter).journal_failing_goes_on,
                   {{"why", journal_why_}, {"advice", std::string(journal_advice())}}),
           LogLevel::Error);
  }
}

// What the arbiter can do about the journal's last failure: a full disk wants room, a lock
// wants the other program closed (issue 39: a locked journal is not "make room").
std::string_view TableRuntime::journal_advice() const {
  const TablePhrases& say = phrases(Listener::Arbiter);
  switch (journal_trouble_) {
    case WriteTrouble::DiskFull: return say.journal_advice_full;
    case WriteTrouble::Locked: return say.journal_advice_locked;
    case WriteTrouble::ReadOnly: return say.journal_advice_read_only;
    case WriteTrouble::Other: break;
  }
  return say.journal_advice_other;
}

// Issue 39, adjourning: the moment is journalled (the clocks as they stand, so a resumed game
// loses no time), and what the journal could not take is tried once more.
TableRuntime::JournalCheck TableRuntime::journal_for_adjourning() {
  if (!options_.journal) return {};
  last_heartbeat_ = now();
  handle({last_heartbeat_, Tick{}}, "adjourn");
  return {unwritten_.size(), journal_why_, std::string(journal_advice())};
}

// The game as it stands, for a copy kept outside the journal: PGN with [%clk] after every
// move and the clocks of this moment in its last comment.
std::string TableRuntime::record_now() const {
  PgnGame game = game_record(*table_, tags_, nullptr);
  const Millis t = now();
  std::string clocks;
  if (table_->clock().in_use()) {
    const Clock& c = table_->clock();
    clocks = "White " + format_clock(c.remaining(Color::White, t)) + ", Black " +
             format_clock(c.remaining(Color::Black, t)) + ", " +
             (table_->game().current().side_to_move() == Color::White ? "White" : "Black") + " to move";
  }
  game.set_tag("Annotator", "twinboard (adjourned; the journal lacks part of the game)");
  std::string& last_comment = game.moves.empty() ? game.intro_comment : game.moves.back().comment;
  last_comment += (last_comment.empty() ? "" : "; ") + std::string("adjourned: ") + clocks;
  return write_pgn(game);
}

std::vector<Effect> TableRuntime::input(Input in, const std::string& source) {
  // Issue 39: a press is judged on the presser's board as it stands. A board that has come
  // back (or is away) has not yet said how it stands: the press waits for its picture.
  if (const auto* press = std::get_if<PressClock>(&in)) {
    const BoardId b = press->by == table_->setup().vi ? BoardId::Tactile : BoardId::Sighted;
    if (boards_[int(b)] && was_connected_[int(b)] && !pictured_[int(b)] && !table_->result()) {
      if (!held_press_[int(b)]) tell_player(b, phrases(listener_at(b)).press_held);
      held_press_[int(b)] = {press->by, source};
      return {};
    }
  }
  // The round starts only when every board has answered with its whole picture (the table
  // itself checks that the pictures are the starting position). Refused, nothing changes:
  // not journalled.
  if (const auto* order = std::get_if<ArbiterCommand>(&in);
      order && std::holds_alternative<arbiter::Start>(order->order) && table_->round_waits())
    if (auto missing = board_missing()) {
      const Effect refused{now(), Refused{*missing}};
      log(refused.at, "> " + describe(in) + " (" + source + ")");  // not journalled: the source is only here
      apply({refused});
      return {refused};
    }
  return handle({now(), std::move(in)}, source);
}

void TableRuntime::feed(const Event& event, const std::string& source) {
  script_time_ = std::max(script_time_, event.at);
  handle(event, source);
}

// The runtime's own next moment, in table time: the table's deadline (flag fall, settle
// time, reminders), the next heartbeat while a clock runs, or the moment a silent board is
// reported before the round. Nothing else wakes an idle table.
std::optional<Millis> TableRuntime::next_moment() const {
  std::optional<Millis> next = table_->next_deadline();
  const auto earliest = [&next](Millis t) { next = next ? std::min(*next, t) : t; };
  if (options_.journal && table_->clock().running()) earliest(last_heartbeat_ + kHeartbeat);
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted})
    if (auto due = silence_due(b)) earliest(*due);
  return next;
}

void TableRuntime::step(int max_wait_ms, std::span<const int> also_wake_on) {
  // Wait for a board, an input of the caller's, or the next moment (issue 24: the table
  // reacts to an event at once, not at its next look).
  int wait = max_wait_ms;
  if (auto due = next_moment()) {
    const double real = std::ceil(double(*due - now()) / options_.speed);
    wait = int(std::clamp(real, 0.0, double(max_wait_ms)));
  }
  if (wait > 0) {
    poll_fds_.assign(1, {wakeup_.fd(), POLLIN, 0});
    for (int fd : also_wake_on) poll_fds_.push_back({fd, POLLIN, 0});
    if (::poll(poll_fds_.data(), nfds_t(poll_fds_.size()), wait) > 0 && (poll_fds_[0].revents & POLLIN))
      wakeup_.drain();
  }
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted})
    if (boards_[int(b)])
      for (const auto& e : boards_[int(b)]->take()) board_event(b, e);
  if (options_.scripted_time) return;  // time moves only with the script's events
  watch_round_start();
  const Millis t = now();
  // A moment at which something falls due (a move the assistant makes once the board has
  // rested, a flag, a reminder) is journalled before its effects are heard: a move heard is
  // a move kept. Besides, while a clock runs, a heartbeat every kHeartbeat: after a crash
  // the clocks lose at most that (the crash campaign, docs/reliability.md, measures it).
  // While both clocks stand there is no time to lose, and an idle table writes nothing.
  const auto due = table_->next_deadline();
  const bool falls_due = due && *due <= t;
  const bool beat = table_->clock().running() && t - last_heartbeat_ >= kHeartbeat;
  if (options_.journal && (falls_due || beat)) {
    last_heartbeat_ = t;
    handle({t, Tick{}}, falls_due ? "deadline" : "heartbeat");
  } else {
    apply(table_->handle({t, Tick{}}));
  }
}

// A driver's event as the table's input. Buttons: `clock` (or the DGT lever) is the clock
// press of the board's player, `time` his question.
void TableRuntime::board_event(BoardId b, const devices::BoardEvent& e) {
  namespace sensed = devices::sensed;
  const Color owner = b == BoardId::Tactile ? options_.setup.vi : ~options_.setup.vi;
  const std::string source(name(b));
  std::visit(overloaded{
                 [&](const sensed::Lift& lift) {
                   input(Lift{b, lift.square}, source);
                 },
                 [&](const sensed::Place& place) {
                   input(Place{b, place.square, place.piece.value_or(Piece::None)}, source);
                 },
                 [&](const sensed::Snapshot& snapshot) {
                   pictured_[int(b)] = true;
                   input(Snapshot{b, devices::pieces_of(snapshot)}, source);
                   if (auto held = std::exchange(held_press_[int(b)], std::nullopt))
                     input(PressClock{held->first}, held->second);
                 },
                 [&](const sensed::ButtonPress& button) { press(b, owner, button.button); },
                 [&](const sensed::Connected& connected) {
                   log(now(), "the " + source + " board is connected on " + port_of(b) + ": " + connected.identity);
                   pictured_[int(b)] = false;  // its whole picture follows
                   if (table_->clock().in_use()) show_on_board_clocks(clock_shown(table_->clock(), now()));
                   if (was_connected_[int(b)]) tell_player(b, phrases(listener_at(b)).board_reconnected);
                   was_connected_[int(b)] = true;
                   connected_[int(b)] = true;
                   tell_hall({});  // the arbiters' page shows the board back
                 },
                 [&](const sensed::Disconnected& disconnected) {
                   // The driver reconnects by itself; the snapshot that follows is compared as usual.
                   log(now(), "the " + source + " board is disconnected: " + disconnected.why);
                   pictured_[int(b)] = false;
                   tell_player(b, phrases(listener_at(b)).board_disconnected);
                   connected_[int(b)] = false;
                   ++losses_[int(b)];
                   tell_hall({});  // an alert on the arbiters' page
                 },
                 [](const sensed::ClockTimes&) {},  // twinboard's clock is the official one; the DGT3000 shows it
                 [&](const sensed::ClockSilent& silent) {
                   tell(Listener::Arbiter,
                        std::string(phrases(Listener::Arbiter).clock_silent) + " (" + silent.why + ")");
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
Color TableRuntime::lever_presser(BoardId b, Color owner) const {
  const std::optional<Color> running = table_->clock().running();
  if (!running || *running == owner) return owner;
  const bool shared = options_.clock_left[int(b)].has_value();
  const bool twinboard_presses_for_him = table_->setup().assistant && *running == options_.setup.vi;
  return shared && !twinboard_presses_for_him ? *running : owner;
}

// A button on board `b`, whose player is `owner`.
void TableRuntime::press(BoardId b, Color owner, devices::Button button) {
  using devices::ButtonAction;
  const std::string source(name(b));
  switch (devices::action_of(button)) {
    case ButtonAction::Press: input(PressClock{owner}, source); break;
    case ButtonAction::PressLeft:
    case ButtonAction::PressRight: input(PressClock{lever_presser(b, owner)}, source); break;
    case ButtonAction::AskTime: input(Query{QueryKind::Time, owner, ""}, source); break;
    case ButtonAction::Repeat:
      if (speaker_) speaker_->repeat(std::string(name(listener_at(b))));
      break;
    case ButtonAction::StartStop:  // Article 6.11.1: only the arbiter stops the clocks at a table
    case ButtonAction::None: break;
  }
}

// Issue 35, item 10: taken or refused as a short sound, each switched off per player.
void TableRuntime::play(const Cue& cue) {
  const int who = cue.listener == Listener::Sighted ? 1 : 0;
  if (!speaker_ || cue.listener == Listener::Arbiter || !options_.sounds[who][int(cue.kind)]) return;
  speaker_->play(std::string(name(cue.listener)),
                 cue.kind == CueKind::Taken ? audio::Earcon::Taken : audio::Earcon::Error);
}

const TablePhrases& TableRuntime::phrases(Listener l) const {
  return table_phrases(table_->setup().vocabulary[int(l)]->language);
}

// "The tactile board on /dev/ttyUSB0 ...", in the arbiter's language.
std::string TableRuntime::board_phrase(std::string_view phrase, BoardId b) const {
  return fill_in(phrase,
                 {{"board", phrasebook(arbiters_vocabulary().language).reconcile.board[int(b)]}, {"port", port_of(b)}});
}

void TableRuntime::tell_player(BoardId b, std::string_view text) { tell(listener_at(b), std::string(text)); }

void TableRuntime::tell(Listener l, const std::string& text, LogLevel level) {
  log(now(), "say to " + std::string(name(l)) + ": " + text, level);
  speak(l, text, Priority::Alert);
}

void TableRuntime::speak(Listener l, const std::string& text, Priority priority) {
  if (l == Listener::Tactile && options_.vi_output) *options_.vi_output << text << std::endl;
  if (l == Listener::Tactile) {
    last_said_to_vi_ = text;
    ++said_to_vi_count_;
  }
  if (!speaker_) return;
  try {
    speaker_->say(std::string(name(l)), text, priority);
  } catch (const std::exception&) {
    // A listener who hears nothing here (the arbiter without an output): the log has it.
  }
}

std::optional<std::string> TableRuntime::said_to_vi_player(std::uint64_t& seen) const {
  if (seen == said_to_vi_count_) return std::nullopt;
  seen = said_to_vi_count_;
  return last_said_to_vi_;
}

void TableRuntime::tell_hall(const std::vector<Effect>& effects) {
  if (!options_.hall) return;
  for (const Effect& effect : effects)
    options_.hall->event(effects_told_++, effect_json(effect, table_->setup().vocabulary));
  options_.hall->state(state_json());
}

std::string TableRuntime::state_json() const {
  const Table& t = *table_;
  nlohmann::ordered_json out;
  out["fen"] = t.game().current().fen();
  out["plies"] = t.game().plies();
  nlohmann::json moves = nlohmann::json::array();
  Position p = t.game().start();
  for (const Move m : t.game().moves()) {
    moves.push_back(san(p, m));
    p.play(*legal(p, m));
  }
  out["moves"] = std::move(moves);
  const Clock& clock = t.clock();
  if (clock.in_use()) {
    out["white_ms"] = clock.remaining(Color::White, now());
    out["black_ms"] = clock.remaining(Color::Black, now());
  }
  out["running"] = clock.running() ? nlohmann::json(*clock.running() == Color::White ? "white" : "black") : nullptr;
  out["round_waits"] = t.round_waits();
  out["paused"] = t.paused();
  if (const auto& penalty = t.proposed_penalty())  // Article 7.5: the arbiter decides
    out["penalty"] = {{"offender", std::string(name(penalty->offender))},
                      {"proposed", penalty->loss ? "loss"
                                                 : std::to_string(t.setup().illegal_move_penalty / 1000) + " s for " +
                                                       std::string(name(~penalty->offender))}};
  else out["penalty"] = nullptr;
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
    // Each sensed board against the official game: whether it shows the game's position.
    out["boards"][std::string(name(b))] =
        t.view(b).sensed() ? nlohmann::json(t.view(b).shows(t.game().current().board())) : nlohmann::json();
    // Its cable, where the table has a driver for it: connected, and how often lost.
    if (boards_[int(b)])
      out["connections"][std::string(name(b))] = {{"connected", connected_[int(b)]}, {"lost", losses_[int(b)]}};
  }
  out["result"] = t.result() ? nlohmann::json(t.result()->result) : nullptr;
  out["effects"] = effects_told_;  // how many effects the hall should have: it asks for what it lacks
  for (const auto& [tag, value] : tags_)
    if (tag == "White" || tag == "Black") out[tag == "White" ? "white" : "black"] = value;
  out["pgn"] = write_pgn(game_record(t, tags_));  // the game so far, with [%clk]
  return out.dump();
}

void TableRuntime::apply(const std::vector<Effect>& effects) {
  for (const Effect& effect : effects) {
    memory_.note(effect);
    const bool warning = std::holds_alternative<Refused>(effect.body) || std::holds_alternative<Illegal>(effect.body) ||
                         std::holds_alternative<Divergence>(effect.body);
    if (std::string line = describe(effect, arbiters_vocabulary()); !line.empty())
      log(effect.at, line, warning ? LogLevel::Warning : LogLevel::Info);
    if (const auto* said = std::get_if<Speak>(&effect.body)) speak(said->listener, said->text, said->priority);
    if (const auto* cue = std::get_if<Cue>(&effect.body)) play(*cue);
    if (const auto* clock = std::get_if<ClockShown>(&effect.body)) show_on_board_clocks(*clock);
  }
  // After the words have gone to the speaker: the hall never delays what a player hears.
  tell_hall(effects);
}

}  // namespace twinboard::runtime
