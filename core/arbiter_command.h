// What the arbiter tells a table, typed: parsed once from a line ("add white 600") by the
// one parser every entry shares (the arbiter's station, the scenario and journal reader),
// and written back to the same line for the journal. The table itself parses no text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "core/result.h"
#include "core/roles.h"
#include "core/time_control.h"
#include "core/types.h"
#include "core/vocabulary.h"

namespace twinboard {

// Why the arbiter changes a clock: each player is told it in his words (issue 35, item 5).
enum class ClockReason : std::uint8_t {
  None,
  Penalty,      // Article 12.9: time added to the opponent
  IllegalMove,  // Article 7.5.5: the opponent's two minutes
  Claim,        // Article 9.5.3: an incorrect claim, the opponent's two minutes
  Malfunction,  // Article 6.10: a clock that failed
  Setting,      // Article 6.10: a clock set wrongly
};
std::string_view name(ClockReason reason);  // as typed: "penalty", "illegal", "claim", "malfunction", "setting"

namespace arbiter {
struct Resign {
  Color side;
};               // the side that resigns
struct Draw {};  // agreed
struct Decide {
  std::string result;
};                        // the arbiter's decision: 1-0, 0-1, 1/2-1/2
struct AcceptPenalty {};  // the penalty the table proposed (Article 7.5)
struct RejectPenalty {};
struct AddTime {
  Color side;
  Millis amount;  // may be negative
  ClockReason reason = ClockReason::None;
};
struct SetClocks {
  Millis white, black;
  ClockReason reason = ClockReason::None;
};
struct Start {};  // the round starts: the clock of the side to move runs
struct Pause {};  // both clocks stop (Article 6.11.1)
struct Resume {};
struct Reconcile {};  // F2.7
struct Confirm {};    // the arbiter confirms the table's result for the round's results (issue 37)
struct Withdraw {};   // the arbiter withdraws a result he gave by mistake, until it is confirmed (issue 49)
struct TakeBack {
  std::optional<int> ply;
};  // F2.8: the proposed ply, or this one
struct SetVocabulary {
  std::string who;  // "white", "black", "arbiter" (or an older journal's "tactile", "sighted")
  std::string code;
};
// F2.7: the arbiter enters a player's paper scoresheet (the sighted player's, as a rule),
// a move as written, or strikes out the last entry.
struct WriteSheet {
  Color side;
  std::string move;
  bool erase = false;
};
}  // namespace arbiter

using ArbiterOrder = std::variant<arbiter::Resign, arbiter::Draw, arbiter::Decide, arbiter::AcceptPenalty,
                                  arbiter::RejectPenalty, arbiter::AddTime, arbiter::SetClocks, arbiter::Start,
                                  arbiter::Pause, arbiter::Resume, arbiter::Reconcile, arbiter::TakeBack,
                                  arbiter::SetVocabulary, arbiter::WriteSheet, arbiter::Confirm, arbiter::Withdraw>;

// "resign white", "draw", "result 1-0", "accept", "reject", "add black 120 [REASON]",
// "set 1:10:00 59:30 [REASON]" (REASON: penalty, illegal, claim, malfunction, setting),
// "start", "pause", "resume", "reconcile", "takeback [PLY]", "confirm", "withdraw", "vocabulary sighted nato-en",
// "sheet black Nf3" / "sheet black erase". A line that
// is none of these gets a reason naming what was expected.
Result<ArbiterOrder, std::string> parse_arbiter_order(std::string_view line, Language language = Language::English);

// The order as a line that parses back to it (for the journal and the log).
std::string arbiter_line(const ArbiterOrder& order);

// Every order with what it does, one a line, for `help`.
std::string arbiter_help(Language language = Language::English);

}  // namespace twinboard
