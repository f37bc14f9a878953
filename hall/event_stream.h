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

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace twinboard::hall {

// One event; `event` empty: the default "message"; `id` empty: no id line.
std::string sse_event(std::string_view id, std::string_view event, std::string_view data);
// A comment line (": ...\n\n"): keeps a quiet stream open through proxies, shows no event.
std::string sse_comment(std::string_view text);
// How long a browser waits before it reconnects a broken stream ("retry: 1000\n\n").
std::string sse_retry(std::int64_t ms);

// What one open page has of each board's line, and what waits to be pushed to it (issue 37:
// a move at one of 1,500 boards sends that board's line, not the round). A board is pushed at
// most once per `gap`, with its latest line (the lines between are never sent; the last is
// never lost); a line the page already has is not sent again. A line with news (`news`, its
// hash without the clocks, differs from the page's: a move, a result) goes at once when the
// board's last push is `gap` old; a line whose clocks alone changed (a table's state after any
// input runs its clock on) waits `gap`, so that the move right behind it is not held back.
// Pure: the stream gives it the time.
class BoardPushes {
 public:
  using Clock = std::chrono::steady_clock;
  explicit BoardPushes(std::chrono::milliseconds gap = std::chrono::milliseconds(250)) : gap_(gap) {}
  // The page has this line of the board (the whole view it was sent); nothing waits for it.
  void has(int board, std::uint64_t hash, std::uint64_t news);
  // The board's line as it is `now`.
  void offer(int board, std::string_view text, std::uint64_t hash, std::uint64_t news, Clock::time_point now);
  // The lines to push at `now`, by board; they count as sent.
  std::vector<std::pair<int, std::string>> due(Clock::time_point now);
  // When the next waiting line is due; nothing when none waits.
  std::optional<Clock::time_point> next_due() const;
  // Forgets everything (the page is sent a whole view again).
  void clear();

 private:
  struct Sent {
    std::uint64_t hash = 0, news = 0;
    Clock::time_point at{};  // the last push (the epoch: never pushed alone)
  };
  struct Waiting {
    std::string text;
    std::uint64_t hash, news;
    Clock::time_point since;  // when it began to wait
  };
  Clock::time_point due_at(int board, const Waiting& waiting) const;
  std::chrono::milliseconds gap_;
  std::unordered_map<int, Sent> sent_;
  std::map<int, Waiting> waiting_;
};

}  // namespace twinboard::hall
