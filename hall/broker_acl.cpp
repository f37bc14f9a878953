#include "hall/broker_acl.h"

namespace twinboard::hall {

std::string table_account(int board) { return "board" + std::to_string(board); }

std::string broker_acl(const EventAccounts& a) {
  const std::string event = "twinboard/" + a.event;
  std::string out = "# The access list of event " + a.event + " (twinboard hall --write-acl): docs/hall.md\n";
  out += "\nuser " + a.hall + "\ntopic read " + event + "/#\ntopic write " + event + "/+/+/resend\ntopic write " +
         event + "/+/+/pairing\n";
  for (const std::string& arbiter : a.arbiters)
    out += "\nuser " + arbiter + "\ntopic read " + event + "/#\ntopic write " + event + "/+/+/action\n";
  for (const std::string& spectator : a.spectators)
    out += a.delayed
               ? "\nuser " + spectator + "\n# the broadcast is delayed: no live game, only who plays\ntopic read " +
                     event + "/+/+/pairing\n"
               : "\nuser " + spectator + "\ntopic read " + event + "/+/+/state\ntopic read " + event +
                     "/+/+/events\ntopic read " + event + "/+/+/pairing\n";
  for (const std::string& bridge : a.bridges) {
    out += "\nuser " + bridge + "\n";
    for (const char* kind : {"events", "state", "status", "answer"})
      out += "topic write " + event + "/+/+/" + kind + "\n";
    for (const char* kind : {"action", "resend", "pairing"}) out += "topic read " + event + "/+/+/" + kind + "\n";
  }
  for (int board = 1; board <= a.boards; ++board) {
    const std::string own = event + "/+/" + std::to_string(board) + "/";
    out += "\nuser " + table_account(board) + "\n";
    for (const char* kind : {"events", "state", "status", "answer"}) out += "topic write " + own + kind + "\n";
    for (const char* kind : {"action", "resend", "pairing"}) out += "topic read " + own + kind + "\n";
  }
  return out;
}

}  // namespace twinboard::hall
