// What the arbiter tells a table, typed: parsed once from a line ("add white 600") by the
// one parser every entry shares (the arbiter's station, the scenario and journal reader),
// and written back to the same line for the journal. The table itself parses no text.
#pragma once

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
  Millis amount;
};  // may be negative
struct SetClocks {
  Millis white, black;
};
struct Start {};  // the round starts: the clock of the side to move runs
struct Pause {};  // both clocks stop (Article 6.11.1)
struct Resume {};
struct Reconcile {};  // F2.7
struct TakeBack {
  std::optional<int> ply;
};  // F2.8: the proposed ply, or this one
struct SetVocabulary {
  Listener listener;
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

using ArbiterOrder =
    std::variant<arbiter::Resign, arbiter::Draw, arbiter::Decide, arbiter::AcceptPenalty, arbiter::RejectPenalty,
                 arbiter::AddTime, arbiter::SetClocks, arbiter::Start, arbiter::Pause, arbiter::Resume,
                 arbiter::Reconcile, arbiter::TakeBack, arbiter::SetVocabulary, arbiter::WriteSheet>;

// "resign white", "draw", "result 1-0", "accept", "reject", "add black 120", "set 1:10:00 59:30",
// "start", "pause", "resume", "reconcile", "takeback [PLY]", "vocabulary sighted nato-en",
// "sheet black Nf3" / "sheet black erase". A line that
// is none of these gets a reason naming what was expected.
Result<ArbiterOrder, std::string> parse_arbiter_order(std::string_view line, Language language = Language::English);

// The order as a line that parses back to it (for the journal and the log).
std::string arbiter_line(const ArbiterOrder& order);

// Every order with what it does, one a line, for `help`.
std::string arbiter_help(Language language = Language::English);

}  // namespace twinboard
