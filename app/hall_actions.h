// The arbiters' actions over HTTP (issues 21, 49), on the arbiters' listener only:
//   POST /login   {arbiter, password}: the broker checks the password and whether the
//                 account may act (hall/arbiter_sender.h): {"ok", "why", "text"}, "why"
//                 being "wrong_login", "not_arbiter" or "not_reached" when not ok
//   POST /action  {arbiter, password, round, board, order}: sent sealed under his own
//                 account; the table's answer {"ok", "text"}, or why not with "why":
//                 "wrong_login", "refused_by_broker" (his account may not act there),
//                 "not_reached", "no_answer" (the broker took it, no table answered)
// Every action and its outcome goes to the hall's log (issue 49, item 9).
#pragma once

#include <httplib.h>

#include <functional>
#include <string>

#include "hall/hall_collector.h"
#include "hall/hall_config.h"

namespace twinboard::app {

// `log` takes a line for the hall's log (hall_log.h gives it its time).
void serve_actions(httplib::Server& server, const hall::HallSettings& settings, const hall::HallCollector& collector,
                   std::function<void(const std::string&)> log);

}  // namespace twinboard::app
