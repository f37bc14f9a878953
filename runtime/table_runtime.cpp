#include "table_runtime.h"

#include <poll.h>

#include <algorithm>
#include <cmath>
#include <thread>

#include "core/pgn.h"
#include "runtime/game_record.h"
#include "make_table.h"
#include "replay.h"

namespace twinboard::runtime {

// How often table time is journalled while a clock runs and nothing else is: the most a
// crash can take off the clocks (issue 23 asks for under half a second).
constexpr Millis kHeartbeat = 250;

namespace {

BoardLine board_line(const RuntimeOptions& o, Color b) {
  return BoardLine(b, o.ports[b], o.protocols[b], o.clock_left[b]);
}

}  // namespace

TableRuntime::TableRuntime(RuntimeOptions options, std::unique_ptr<audio::Speaker> speaker)
    : options_(std::move(options)),
      boards_{{board_line(options_, Color::White), board_line(options_, Color::Black)}},
      journal_(options_.journal),
      log_(options_.log, options_.observe),
      voices_(std::move(speaker), options_.terminal_output, options_.terminal_seat, options_.sounds),
      board_clocks_(boards_),
      board_lights_(boards_),
      board_signals_(boards_, options_.signals),
      hall_(options_.hall, boards_, tags_),
      sinks_{&memory_, &log_, &voices_, &board_clocks_, &board_lights_, &board_signals_, &hall_},
      started_ms_(devices::monotonic_ms()) {
  start_or_resume();
  for (BoardLine& line : boards_) {
    line.open(&wakeup_);
    if (line.has_cable())
      log_.write(now(), std::string(board_name(line.id())) + " (" + std::string(name(line.protocol())) + ") is on " +
                            line.port());
  }
  waiting_since_ = now();
  if (table_->round_waits() && !resumed_)  // a resumed game's wait was told with the game
    tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).round_waits), LogLevel::Info);
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
    tags_ = with_game_date(journal->tags(), journal->first_wall_ms());
    EffectWords words(game.effects);
    memory_.take(*table_, game.last_event, game.effects, words);
    hall_.take(*table_, game.last_event, game.effects, words);  // the same numbers as before: the hall keeps each once
    journal_sources_ = std::move(game.sources);
    offset_ = game.last_event;
    if (options_.charge_downtime && game.events > 0)
      if (const auto wall = journal->last_wall_ms())
        offset_ += Millis(double(std::max<std::int64_t>(0, wall_clock_ms() - *wall)) * options_.speed);
    script_time_ = last_heartbeat_ = offset_;
    resumed_ = true;
    log_.write(offset_, "resumed from the journal " + journal->path() + ": " + std::to_string(game.events) +
                            " events, " + std::to_string(table_->game().plies()) + " moves");
    apply(table_->open());
    // Issue 34, item 11: at a table where the arbiter starts the round, a resumed game waits
    // for his start too (journalled: a replay waits the same).
    if ((table_->setup().wait_for_start || options_.setup.wait_for_start) && !table_->result()) {
      handle({offset_, Reopen{}}, "resume");
      return;
    }
    for (Listener l : kListeners)
      speak(l, fill_in(phrases(l).game_resumed, {{"plies", std::to_string(table_->game().plies())}}), Priority::Alert);
    return;
  }
  auto table = make_table(options_.setup, 0);
  if (!table) throw std::runtime_error(table.error());
  table_.emplace(std::move(*table));
  tags_ = with_game_date(options_.tags, wall_clock_ms());  // the live record's date: today's
  if (journal) journal->start(options_.setup, options_.tags);
  apply(table_->open());
}

Millis TableRuntime::now() const {
  if (options_.scripted_time) return script_time_;
  return offset_ + Millis(double(devices::monotonic_ms() - started_ms_) * options_.speed);
}

// Written down first, then applied: a crash between the two replays the event.
std::vector<Effect> TableRuntime::handle(const Event& event, const std::string& source) {
  if (journal_.active()) write_down(event, source);
  // An arbiter's order names who gave it (his station, the window, the hall's page).
  if (std::holds_alternative<ArbiterCommand>(event.input))
    log_.write(event.at, "> " + describe(event.input) + " (" + source + ")");
  else if (!std::holds_alternative<Tick>(event.input))
    log_.write(event.at, "> " + describe(event.input, table_->setup()));
  std::vector<Effect> effects = table_->handle(event);
  table_at_ = std::max(table_at_, event.at);
  apply(effects);
  // A result withdrawn (issue 49) leaves a game that goes on: a restart resumes it.
  const bool withdrawn = std::any_of(effects.begin(), effects.end(), [](const Effect& e) {
    const auto* over = std::get_if<GameOver>(&e.body);
    return over && over->result == "*";
  });
  if (journal_.active() && (table_->result() || withdrawn))
    if (const auto failed = table_->result() ? journal_.finish(table_->result()->result) : journal_.reopen())
      tell(Listener::Arbiter, fill_in(phrases(Listener::Arbiter).journal_failing, {{"why", *failed}}), LogLevel::Error);
  return effects;
}

// Appends the event to the journal, after whatever it could not take before. A journal
// that cannot be written (disk full, file size limit, lock lost) does not stop the game:
// the arbiter is told at once, loudly, and again when the journal has caught up.
void TableRuntime::write_down(const Event& event, const std::string& source) {
  switch (journal_.write(event, source)) {
    case JournalWriter::Change::None: break;
    case JournalWriter::Change::Failing:
      tell(Listener::Arbiter,
           fill_in(phrases(Listener::Arbiter).journal_failing_goes_on,
                   {{"why", journal_.why()}, {"advice", std::string(journal_advice())}}),
           LogLevel::Error);
      break;
    case JournalWriter::Change::CaughtUp:
      tell(Listener::Arbiter, std::string(phrases(Listener::Arbiter).journal_written_again), LogLevel::Info);
      break;
  }
}

// What the arbiter can do about the journal's last failure: a full disk wants room, a lock
// wants the other program closed (issue 39: a locked journal is not "make room").
std::string_view TableRuntime::journal_advice() const {
  const TablePhrases& say = phrases(Listener::Arbiter);
  switch (journal_.trouble()) {
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
  if (!journal_.active()) return {};
  last_heartbeat_ = now();
  handle({last_heartbeat_, Tick{}}, "adjourn");
  return {journal_.unwritten(), journal_.why(), std::string(journal_advice())};
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
    BoardLine& line = boards_[press->by];  // his own board
    if (line.has_cable() && line.was_connected() && !line.pictured && !table_->result()) {
      if (!line.held_press) tell_player(line.id(), &TablePhrases::press_held);
      line.held_press = {press->by, source};
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
      log_.write(refused.at, "> " + describe(in) + " (" + source + ")");  // not journalled: the source is only here
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
  if (journal_.active() && table_->clock().running()) earliest(last_heartbeat_ + kHeartbeat);
  for (const BoardLine& line : boards_)
    if (auto due = silence_due(line)) earliest(*due);
  return next;
}

void TableRuntime::run(std::span<InputSource* const> sources, int idle_ms) {
  while (!closing_) {
    int wait = idle_ms;
    wake_on_.clear();
    for (const InputSource* source : sources) {
      source->add_fds(wake_on_);
      if (const auto most = source->wait_at_most_ms()) wait = std::min(wait, std::max(0, *most));
    }
    step(wait, wake_on_);
    for (InputSource* source : sources)
      if (!source->drain() || closing_) return;
  }
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
  for (BoardLine& line : boards_)
    for (const auto& e : line.take()) board_event(line, e);
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
  if (journal_.active() && (falls_due || beat)) {
    last_heartbeat_ = t;
    handle({t, Tick{}}, falls_due ? "deadline" : "heartbeat");
  } else {
    table_at_ = std::max(table_at_, t);
    apply(table_->handle({t, Tick{}}));
  }
}

const TablePhrases& TableRuntime::phrases(Listener l) const {
  return table_phrases(table_->setup().vocabulary[int(l)]->language);
}

void TableRuntime::repeat(Listener l) {
  if (const auto& fact = voices_.last_fact(l))
    log_.write(now(), "say again to " + std::string(name(l)) + ": " +
                          heard_and_arbiters_words(l, table_->setup().vocabulary, *fact));
  else if (!voices_.last_said(l).empty())
    log_.write(now(), "say again to " + std::string(name(l)) + ": " + voices_.last_said(l));
  voices_.repeat(l);
}

void TableRuntime::tell(Listener l, const std::string& text, LogLevel level) {
  log_.write(now(), "say to " + std::string(name(l)) + ": " + text, level);
  speak(l, text, Priority::Alert);
}

void TableRuntime::tell(Listener l, const std::function<std::string(const Vocabulary&)>& worded, LogLevel level) {
  log_.write(now(), told_line(l, table_->setup().vocabulary, worded), level);
  speak(l, worded(*table_->setup().vocabulary[int(l)]), Priority::Alert);
}

void TableRuntime::tell(Listener l, std::string_view TablePhrases::*phrase, LogLevel level) {
  tell(
      l, [phrase](const Vocabulary& v) { return std::string(table_phrases(v.language).*phrase); }, level);
}

// Each effect's words are made once, by the first sink that needs them, for all (issue 50).
void TableRuntime::apply(const std::vector<Effect>& effects) {
  EffectWords words(effects);
  for (EffectSink* sink : sinks_) sink->take(*table_, now(), effects, words);
}

}  // namespace twinboard::runtime
