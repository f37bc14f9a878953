// Server-Sent Events (issue 37): the hall's pages are pushed to, not polled. One event as the
// HTML standard's text/event-stream frames it (html.spec.whatwg.org, "Server-sent events"):
//   id: 42
//   event: view
//   data: first line
//   data: second line
//   (an empty line ends the event)
// A line break inside the data (LF, CR or CRLF) starts a new data line, which the browser
// joins again with LF; an id or event name cannot hold a line break or NUL, so they lose them.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace twinboard::hall {

// One event; `event` empty: the default "message"; `id` empty: no id line.
std::string sse_event(std::string_view id, std::string_view event, std::string_view data);
// A comment line (": ...\n\n"): keeps a quiet stream open through proxies, shows no event.
std::string sse_comment(std::string_view text);
// How long a browser waits before it reconnects a broken stream ("retry: 1000\n\n").
std::string sse_retry(std::int64_t ms);

}  // namespace twinboard::hall
