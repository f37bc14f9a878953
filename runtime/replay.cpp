#include "replay.h"

#include <stdexcept>

#include "make_table.h"

namespace twinboard::runtime {

Replayed replay(const Journal& journal) {
  Replayed out;
  auto table = make_table(journal.setup(), 0);
  if (!table) throw std::runtime_error("the journal's setup does not make a table: " + table.error());
  out.table.emplace(std::move(*table));
  auto keep = [&out](std::vector<Effect> effects) {
    for (Effect& e : effects) {
      out.touches.note(e);
      out.notes.note(e);
      out.effects.push_back(std::move(e));
    }
  };
  keep(out.table->open());
  for (Journal::Row& row : journal.events()) {
    out.last_event = std::max(out.last_event, row.event.at);
    keep(out.table->handle(row.event));
    out.sources.push_back(std::move(row.source));
    ++out.events;
  }
  return out;
}

}  // namespace twinboard::runtime
