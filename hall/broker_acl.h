// The broker's access list for an event (issue 21), in Mosquitto's acl_file format (plain
// MQTT topics: any broker with per-user topic rules can be given the same). Each table
// account ("board7") writes only its own board's topics in any round and reads only the
// actions and resend requests for it; the hall reads the event and asks resends; arbiters
// act on any board of the event and read it; spectators read states and events only (only
// the pairings when the public broadcast is delayed); a
// bridged venue's broker writes what its tables write and reads what is sent to them.
// Passwords are set apart, with mosquitto_passwd (docs/hall.md).
#pragma once

#include <string>
#include <vector>

namespace twinboard::hall {

struct EventAccounts {
  std::string event;
  int boards = 0;  // accounts board1 ... boardN
  std::string hall = "hall";
  std::vector<std::string> arbiters;
  std::vector<std::string> spectators;
  std::vector<std::string> bridges;  // other venues' brokers: write as tables, read actions
  // Issue 49, item 5: the public broadcast is delayed (public_delay): a spectator's account
  // would read the games live and bypass it, so it reads only who plays (the pairings); the
  // games reach the public through the hall's delayed URLs alone.
  bool delayed = false;
};

// The table account's name for board `board`.
std::string table_account(int board);

std::string broker_acl(const EventAccounts& accounts);

}  // namespace twinboard::hall
