// Every table the program makes (a new game, a replayed journal, a simulation) reads
// scoresheets the same ways, braille included, so a replay gives the same game.
#pragma once

#include <string>

#include "braille/chess_braille.h"
#include "core/table.h"

namespace twinboard::runtime {

inline Result<Table, std::string> make_table(const TableSetup& setup, Millis started) {
  auto table = Table::create(setup, started);
  if (table) table->add_notation(braille::read_braille_entry);
  return table;
}

}  // namespace twinboard::runtime
