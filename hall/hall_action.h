// An arbiter's action sent from the hall's page to one table through the broker (issue 21):
// the order as the arbiter's station types it ("accept", "add white 120"), who gave it, and
// a seal. The broker's ACL lets only arbiters publish on a table's action topic; the table
// checks again, itself: the seal (HMAC-SHA256 over the topic and the message with the
// event's action key, which only the hall and the tables hold), the arbiter's name among
// those its configuration names, the time it was sent against its own clock, an id it has
// not carried out before, the order among those the page may give, and a game not over.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "core/arbiter_command.h"
#include "core/result.h"

namespace twinboard::hall {

struct HallAction {
  std::string id;            // unique per action: a table carries one out once
  std::string arbiter;       // the name the arbiter logged in with on the page
  std::string order;         // an arbiter order line (core/arbiter_command.h)
  std::int64_t sent_ms = 0;  // the hall's wall clock, milliseconds since 1970
};

// twinboard/EVENT/ROUND/BOARD/action
std::string action_topic(const std::string& event, const std::string& round, int board);
// The message for `topic`, sealed with `key`.
std::string action_message(const std::string& topic, const HallAction& action, const std::string& key);

// The biggest message a table or the hall reads; anything longer is refused unread.
constexpr std::size_t kMaxMessage = 64 * 1024;
// How far the hall's clock and a table's may differ before an action is refused as stale.
constexpr std::int64_t kMaxClockSkewMs = 60'000;

// The orders the page may give (a penalty, the clocks, reconcile, the result).
bool order_allowed_from_hall(const ArbiterOrder& order);

// What a table knows to check an action: its own action topic, the key, the arbiters.
class ActionDesk {
 public:
  ActionDesk(std::string topic, std::string key, std::vector<std::string> arbiters)
      : topic_(std::move(topic)), key_(std::move(key)), arbiters_(std::move(arbiters)) {}

  struct Accepted {
    HallAction action;
    ArbiterOrder order;
  };
  struct Refusal {
    std::string id;      // the action's id when it could be read, for the answer
    std::string reason;  // for the log and the answer
  };
  // `now_ms`: the table's wall clock; `game_over`: the result, when the game is over.
  // An accepted action's id is remembered: the same action again is refused.
  Result<Accepted, Refusal> check(const std::string& topic, const std::string& payload, std::int64_t now_ms,
                                  const std::string& game_over);

 private:
  std::string topic_, key_;
  std::vector<std::string> arbiters_;
  std::set<std::string> done_;
};

}  // namespace twinboard::hall
