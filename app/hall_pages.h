// The hall's pages over HTTP (issue 37): the arbiters' page and the public spectator page,
// each in the reader's language, pushed to by Server-Sent Events (hall/event_stream.h).
//   GET /arbiters[?round=R&large=1&lang=de]     the arbiters' page (arbiters' listener only)
//   GET /arbiters/round/R.pgn, /arbiters/pgn    the arbiters' live PGN, never delayed (issue 49)
//   GET /arbiters/events?round=R                its stream: event "view", /arbiters.json's
//                                               content, at once; then "boards", the boards
//                                               changed, with their alerts, on every change
//   GET /spectators[?round=R&vocabulary=fide-de&lang=de]   the spectator page (public)
//   GET /spectators.json?round=R&vocabulary=V   what it shows, delayed as every public URL
//   GET /spectators/events?round=R&vocabulary=V its stream: event "view", the same, at once;
//                                               then "board", one board's line, for each
//                                               board whose line changed (at most one a
//                                               board every 250 ms, its latest line)
// A stream sends the whole view when it opens (so a browser that reconnects is whole again
// at once: the Last-Event-ID it sends is not needed), then only what changed; a comment
// every 15 s keeps a quiet one open.
#pragma once

#include <httplib.h>

#include <atomic>
#include <cstdint>
#include <string>

#include "hall/hall_collector.h"

namespace twinboard::app {

// How many streams a listener keeps open at once: each holds one of its threads, so some
// threads stay free for the other URLs (the live PGN above all). A page refused a stream
// falls back to reading the JSON every few seconds.
class StreamSlots {
 public:
  explicit StreamSlots(int most) : free_(most) {}
  bool take() { return free_.fetch_sub(1) > 0 || (free_.fetch_add(1), false); }
  void give_back() { free_.fetch_add(1); }

 private:
  std::atomic<int> free_;
};

struct PageSetup {
  const hall::HallCollector& collector;
  std::string language;               // the hall's language setting ("de"), or empty
  std::int64_t public_delay_ms;       // the public broadcast's delay
  const std::atomic<bool>& stopping;  // the hall ends: every stream closes
};

// The threads a listener serves with: room for `streams` streams and the other URLs; and
// its sockets send each write at once (TCP_NODELAY: a stream's events are small).
void serve_with_threads(httplib::Server& server, int streams);

void serve_arbiters_page(httplib::Server& server, const PageSetup& setup, StreamSlots& slots);
void serve_spectators_page(httplib::Server& server, const PageSetup& setup, StreamSlots& slots);

}  // namespace twinboard::app
