#include "table_runtime.h"

#include <algorithm>
#include <thread>

#include "core/pgn.h"
#include "core/position.h"
#include "devices/dgt_protocol.h"
#include "devices/tactile_protocol.h"

namespace twinboard::app {
std::string describe(const Effect& effect) {
  return std::visit(
      [](const auto& body) -> std::string {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, MoveMade>) return "move " + std::to_string(body.ply) + ": " + body.san;
        else if constexpr (std::is_same_v<T, Speak>) return "say to " + std::string(name(body.listener)) + ": " + body.text;
        else if constexpr (std::is_same_v<T, ClockShown>)
          return "clock: White " + format_clock(std::max<Millis>(0, body.white)) + ", Black " +
                 format_clock(std::max<Millis>(0, body.black)) +
                 (body.running ? body.running == Color::White ? ", White's runs" : ", Black's runs" : ", stopped");
        else if constexpr (std::is_same_v<T, Touched>)
          return "touch on the " + std::string(name(body.board)) + " board: " + square_name(body.square);
        else if constexpr (std::is_same_v<T, Instruct>)
          return "the " + std::string(name(body.board)) + " board should: " + body.text;
        else if constexpr (std::is_same_v<T, Divergence>)
          return "the " + std::string(name(body.board)) + " board is off: " + body.text;
        else if constexpr (std::is_same_v<T, Illegal>) return "illegal on the " + std::string(name(body.board)) + " board: " + body.text;
        else if constexpr (std::is_same_v<T, GameOver>) return "game over: " + body.result + ", " + body.reason;
        else if constexpr (std::is_same_v<T, ScoresheetChanged>)
          return std::string(body.sheet == Color::White ? "White" : "Black") + "'s scoresheet, ply " +
                 std::to_string(body.ply) + (body.erased ? ": struck out '" : ": '") + body.written + "'" +
                 (body.san.empty() || body.erased ? "" : " = " + body.san) + (body.remark.empty() ? "" : " (" + body.remark + ")");
        else if constexpr (std::is_same_v<T, Reconciled>) return "reconciled: " + body.text;
        else if constexpr (std::is_same_v<T, TakenBack>) return "taken back to ply " + std::to_string(body.ply);
        else return "refused: " + body.text;
      },
      effect.body);
}

TableRuntime::TableRuntime(RuntimeOptions options, std::unique_ptr<audio::Speaker> speaker)
    : options_(std::move(options)), speaker_(std::move(speaker)), started_ms_(devices::monotonic_ms()) {
  auto table = Table::create(options_.setup, 0);
  if (!table) throw std::runtime_error(table.error());
  table_.emplace(std::move(*table));
  apply(table_->open());
  if (!options_.tactile_port.empty())
    boards_[0] = std::make_unique<BoardInput>(options_.tactile_port, std::make_unique<devices::TactileProtocol>());
  if (!options_.sighted_port.empty())
    boards_[1] = std::make_unique<BoardInput>(options_.sighted_port, std::make_unique<devices::DgtProtocol>());
}

Millis TableRuntime::now() const { return Millis(double(devices::monotonic_ms() - started_ms_) * options_.speed); }

void TableRuntime::log(Millis at, const std::string& line) {
  if (!options_.log) return;
  *options_.log << format_clock(at) << "." << (at % 1000 / 100) << "  " << line << std::endl;
}

void TableRuntime::input(Input in) { apply(table_->handle({now(), std::move(in)})); }

void TableRuntime::step(int max_wait_ms) {
  // Wait for the next deadline, or a little while for the boards.
  int wait = max_wait_ms;
  if (auto due = table_->next_deadline()) {
    const double real = double(*due - now()) / options_.speed;
    wait = int(std::clamp(real, 0.0, double(max_wait_ms)));
  }
  if (wait > 0) std::this_thread::sleep_for(std::chrono::milliseconds(wait));
  for (BoardId b : {BoardId::Tactile, BoardId::Sighted})
    if (boards_[int(b)])
      for (const auto& e : boards_[int(b)]->take()) board_event(b, e);
  apply(table_->handle({now(), Tick{}}));
}

// A driver's event as the table's input. Buttons: `clock` (or the DGT lever) is the clock
// press of the board's player, `time` his question.
void TableRuntime::board_event(BoardId b, const devices::BoardEvent& e) {
  using K = devices::BoardEvent::Kind;
  const Color owner = b == BoardId::Tactile ? options_.setup.vi : ~options_.setup.vi;
  switch (e.kind) {
    case K::Lift: input(Lift{b, e.square}); break;
    case K::Place: input(Place{b, e.square, e.piece.value_or(Piece::None)}); break;
    case K::Snapshot: {
      std::string placement = e.placement;
      std::replace(placement.begin(), placement.end(), '?', 'P');  // a filled hole, piece unknown
      if (auto pieces = parse_placement(placement)) input(Snapshot{b, *pieces});
      else log(now(), "bad snapshot from the " + std::string(name(b)) + " board: " + pieces.error());
      break;
    }
    case K::Button:
      if (e.button == "clock" || e.button.starts_with("lever")) input(PressClock{owner});
      else if (e.button == "time" || e.button == "clock-ok") input(Query{QueryKind::Time, owner, ""});
      else if (e.button == "repeat" && speaker_) speaker_->repeat(std::string(name(listener_at(b))));
      break;
    case K::Connected:
      log(now(), "the " + std::string(name(b)) + " board is connected: " + e.detail);
      if (was_connected_[int(b)]) tell_player(b, table_phrases(language_at(b)).board_reconnected);
      was_connected_[int(b)] = true;
      break;
    case K::Disconnected:
      // The driver reconnects by itself; the snapshot that follows is compared as usual.
      log(now(), "the " + std::string(name(b)) + " board is disconnected: " + e.detail);
      tell_player(b, table_phrases(language_at(b)).board_disconnected);
      break;
    case K::Clock: break;
  }
}

Language TableRuntime::language_at(BoardId b) const {
  return table_->setup().vocabulary[int(listener_at(b))]->language;
}

void TableRuntime::tell_player(BoardId b, std::string_view text) {
  log(now(), "say to " + std::string(name(listener_at(b))) + ": " + std::string(text));
  speak(listener_at(b), std::string(text), Priority::Alert);
}

void TableRuntime::speak(Listener l, const std::string& text, Priority priority) {
  if (!speaker_) return;
  try {
    speaker_->say(std::string(name(l)), text, audio::Priority(int(priority)));
  } catch (const std::exception&) {
    // A listener who hears nothing here (the arbiter without an output): the log has it.
  }
}

void TableRuntime::apply(const std::vector<Effect>& effects) {
  for (const Effect& effect : effects) {
    log(effect.at, describe(effect));
    if (const auto* said = std::get_if<Speak>(&effect.body)) speak(said->listener, said->text, said->priority);
  }
}

}  // namespace twinboard::app
