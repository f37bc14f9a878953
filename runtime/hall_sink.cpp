#include "hall_sink.h"

#include "core/pgn.h"
#include "core/san.h"
#include "runtime/game_record.h"
#include "runtime/journal.h"
#include "runtime/scenario.h"
#include "runtime/table_state.h"

namespace twinboard::runtime {

TableState table_state(const Table& t, Millis now, const std::vector<std::pair<std::string, std::string>>& tags,
                       ByColour<std::optional<TableState::Cable>> cables, std::uint64_t effects, GrowingPgn* pgn) {
  TableState s;
  s.fen = t.game().current().fen();
  s.plies = t.game().plies();
  s.moves = t.sans();  // each made once, when its move was made
  const Clock& clock = t.clock();
  if (clock.in_use()) {
    s.white_ms = clock.remaining(Color::White, now);
    s.black_ms = clock.remaining(Color::Black, now);
  }
  s.running = clock.running();
  s.round_waits = t.round_waits();
  s.paused = t.paused();
  if (const auto& penalty = t.proposed_penalty())  // Article 7.5: the arbiter decides
    s.penalty =
        TableState::Penalty{penalty->offender, penalty->loss ? "loss"
                                                             : std::to_string(t.setup().illegal_move_penalty / 1000) +
                                                                   " s for " + std::string(name(~penalty->offender))};
  for (Color b : kColors)
    if (t.view(b).sensed()) s.shows_game[b] = t.view(b).shows(t.game().current().board());
  s.cables = cables;
  if (t.result()) s.result = t.result()->result;
  s.result_confirmed = t.result_confirmed();
  if (t.result()) s.ending = describe(t.result()->reason);
  s.result_withdrawable = t.result_withdrawable();
  s.effects = effects;
  const PgnGame record = game_record(t, tags);  // the players as the pairing names them, else the tags
  s.white = record.tag("White") == "?" ? "" : std::string(record.tag("White"));
  s.black = record.tag("Black") == "?" ? "" : std::string(record.tag("Black"));
  s.pgn = pgn ? pgn->text(record) : write_pgn(record);
  return s;
}

void HallSink::take(const Table& table, Millis now, const std::vector<Effect>& effects, EffectWords& words) {
  if (!link_) return;
  for (std::size_t i = 0; i < effects.size(); ++i)
    link_->event(effects_told_++, effect_json(words, i, table.setup().vocabulary));
  // What the state would say, without making it (no SAN, no PGN): cheap on every pass.
  Standing standing{.effects = effects_told_,
                    .plies = table.game().plies(),
                    .running = table.clock().running(),
                    .paused = table.paused(),
                    .round_waits = table.round_waits(),
                    .has_penalty = table.proposed_penalty().has_value(),
                    .confirmed = table.result_confirmed(),
                    .result = table.result() ? std::optional(table.result()->result) : std::nullopt};
  for (Color b : kColors)
    if (table.view(b).sensed()) standing.shows_game[b] = table.view(b).shows(table.game().current().board());
  ByColour<std::optional<TableState::Cable>> cables;
  for (const BoardLine& line : boards_)
    if (line.has_cable()) {
      cables[line.id()] = TableState::Cable{line.connected(), line.losses()};
      standing.cables[line.id()] = std::pair{line.connected(), line.losses()};
    }
  if (sent_ == standing) return;  // nothing changed: nothing is made or sent
  sent_ = standing;
  TableState state = table_state(table, now, tags_, cables, effects_told_, &pgn_);
  state.wall_ms = wall_clock_ms();  // the clocks' times held now: the reader runs them on from here
  link_->state(state);
  ++states_sent_;
}

}  // namespace twinboard::runtime
