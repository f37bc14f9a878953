// `twinboard table --check`: before a round, or after a table computer is set up, says
// whether the table would start: its configuration, each board it names (does it answer,
// what does it show), and its journal. Nothing is started and nothing is written.
#pragma once

#include <array>
#include <string>

#include "runtime/table_config.h"

namespace twinboard::app {

// `config_file`: where the configuration came from ("" = none); `ports`: each player's board's
// resolved port ("" = no board). Prints a line a thing: the seats as read, and for each player
// how he moves, announces, presses and asks; kOk when every one is in order.
// `unresolved`: why a board's "auto" port was not found, said as that board's problem.
int check_table(const runtime::TableConfig& config, const std::string& config_file, const ByColour<std::string>& ports,
                const ByColour<std::string>& unresolved = {});

}  // namespace twinboard::app
