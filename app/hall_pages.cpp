#include "hall_pages.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <thread>

#include "core/hall_phrases.h"
#include "core/phrasebook.h"
#include "hall/arbiters_page.h"
#include "hall/event_stream.h"
#include "hall/page_language.h"
#include "runtime/journal.h"

namespace twinboard::app {
namespace {

using namespace std::chrono_literals;

// A page looks at the hall at most once in this time: the hall takes a message from some
// table every fraction of a millisecond at 2,000 tables, and a page woken for each took the
// hall's lock as often as the tables' messages came (issue 50, item 3). A change waits at
// most this long more; what came meanwhile goes in the same look.
constexpr auto kLookPace = 20ms;

std::string dump(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// What a stream sends: the event's name and data; no data, nothing.
struct Event {
  std::string name, data;
};

// The arbiters' stream: `view(first)` makes the event (`first`: the one it opens with), sent
// at once and after every change of the hall. An event is sent only when its data differ
// from the last one sent.
void stream(httplib::Response& r, const PageSetup& setup, StreamSlots& slots, std::function<Event(bool first)> view) {
  r.set_header("Cache-Control", "no-cache");
  r.set_header("X-Accel-Buffering", "no");  // a proxy in front passes each event at once
  struct Sent {
    bool opened = false;
    std::uint64_t version = 0;
    std::string data;
    std::chrono::steady_clock::time_point quiet_since = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point looked_at{};
  };
  auto sent = std::make_shared<Sent>();
  const hall::HallCollector& collector = setup.collector;
  const std::atomic<bool>& stopping = setup.stopping;
  r.set_chunked_content_provider(
      "text/event-stream",
      [&collector, &stopping, sent, view = std::move(view)](std::size_t, httplib::DataSink& sink) {
        auto write = [&sink](const std::string& text) { return sink.write(text.data(), text.size()); };
        std::string out;
        const bool first = !sent->opened;
        if (first) {
          sent->opened = true;
          sent->version = collector.version();
          out = hall::sse_retry(1000);
        } else {
          // Woken at once by a change (but not sooner than kLookPace after the last look); at
          // the latest after a second, to see the hall ending.
          std::this_thread::sleep_until(sent->looked_at + kLookPace);
          const std::uint64_t now = collector.wait_for_change(sent->version, 1000ms);
          sent->looked_at = std::chrono::steady_clock::now();
          if (stopping) return false;
          if (now == sent->version) {
            if (std::chrono::steady_clock::now() - sent->quiet_since < 15s) return true;
            sent->quiet_since = std::chrono::steady_clock::now();
            return write(hall::sse_comment("quiet"));
          }
          sent->version = now;
        }
        const Event event = view(first);
        if (!event.data.empty() && event.data != sent->data) {
          sent->data = event.data;
          out += hall::sse_event(std::to_string(sent->version), event.name, event.data);
        }
        if (out.empty()) return true;
        sent->quiet_since = std::chrono::steady_clock::now();
        return write(out);
      },
      [&slots](bool) { slots.give_back(); });
}

bool refuse_when_full(httplib::Response& r, StreamSlots& slots) {
  if (slots.take()) return false;
  r.status = 503;
  r.set_header("Retry-After", "10");
  r.set_content("too many pages are open on this listener; the page reads the JSON instead\n", "text/plain");
  return true;
}

// The public view's cutoff: to the whole second, as every public URL (cmd_hall.cpp).
hall::HallCollector::Cutoff cutoff(std::int64_t delay_ms) {
  if (delay_ms <= 0) return std::nullopt;
  return (runtime::wall_clock_ms() - delay_ms) / 1000 * 1000;
}

std::string round_of(const httplib::Request& q, const hall::HallCollector& collector) {
  const std::string round = q.get_param_value("round");
  return round.empty() ? collector.latest_round() : round;
}

// The reader's vocabulary: ?vocabulary=, else the plain words of the page's language.
const Vocabulary& vocabulary_of(const httplib::Request& q, Language language) {
  if (const Vocabulary* asked = find_vocabulary(q.get_param_value("vocabulary"))) return *asked;
  if (const Vocabulary* plain = find_vocabulary(phrasebook(language).plain_vocabulary)) return *plain;
  return default_vocabulary();
}

// The spectators' stream (issue 37): the whole view when it opens (event "view"), then each
// board whose line changed, one event each ("board": the board's line, as in the view's
// "boards"), at most one a board every 250 ms with its latest line (a move or a result at
// once, the clocks alone within 250 ms: hall/event_stream.h, BoardPushes): a move at one of
// 1,500 boards sends one line of a few hundred bytes, not the round's 300 KB to every open
// page. `view` makes the whole view with `visit` seeing each of its lines.
void spectators_stream(
    httplib::Response& r, const PageSetup& setup, StreamSlots& slots, const std::string& asked,
    const Vocabulary& vocabulary,
    std::function<std::string(const std::string& round, const hall::HallCollector::LineVisitor&)> view) {
  r.set_header("Cache-Control", "no-cache");
  r.set_header("X-Accel-Buffering", "no");  // a proxy in front passes each event at once
  struct Page {
    bool opened = false;
    std::string round;                // the round it shows
    std::uint64_t version = 0;        // the hall's version its lines are at
    hall::HallCollector::Cutoff cut;  // the public view's cutoff its lines are at
    hall::BoardPushes pushes;         // what it has of each board, and what waits
    std::chrono::steady_clock::time_point quiet_since = std::chrono::steady_clock::now();
    std::chrono::steady_clock::time_point looked_at{};
  };
  auto page = std::make_shared<Page>();
  const hall::HallCollector& collector = setup.collector;
  const std::atomic<bool>& stopping = setup.stopping;
  const std::int64_t delay_ms = setup.public_delay_ms;
  r.set_chunked_content_provider(
      "text/event-stream",
      [&collector, &stopping, &vocabulary, delay_ms, asked, page, view = std::move(view)](std::size_t,
                                                                                          httplib::DataSink& sink) {
        auto write = [&sink](const std::string& text) { return sink.write(text.data(), text.size()); };
        using namespace std::chrono;
        std::string out;
        auto whole = [&] {  // the whole view: what the page has of every board from now on
          page->round = asked.empty() ? collector.latest_round() : asked;
          page->cut = cutoff(delay_ms);
          page->version = collector.version();  // before the view: a change after it is looked at again
          page->pushes.clear();
          const std::string data = view(page->round, [&](const hall::HallCollector::SpectatorLine& line) {
            page->pushes.has(line.board, line.hash, line.news);
          });
          out += hall::sse_event(std::to_string(page->version), "view", data);
        };
        if (!page->opened) {
          page->opened = true;
          out = hall::sse_retry(1000);
          whole();
          page->quiet_since = steady_clock::now();
          return write(out);
        }
        // Woken at once by a change (not sooner than kLookPace after the last look); by a
        // board's line falling due; at the latest after a second, to see the hall ending
        // (and a delayed view's next second).
        std::this_thread::sleep_until(page->looked_at + kLookPace);
        auto timeout = milliseconds(1000);
        if (const auto due = page->pushes.next_due())
          timeout = std::clamp(duration_cast<milliseconds>(*due - steady_clock::now()) + milliseconds(1),
                               milliseconds(0), timeout);
        const std::uint64_t now = collector.wait_for_change(page->version, timeout);
        page->looked_at = steady_clock::now();
        if (stopping) return false;
        const std::string round = asked.empty() ? collector.latest_round() : asked;
        if (round != page->round) {
          whole();  // a new round began: the page is sent it whole
        } else {
          const hall::HallCollector::Cutoff cut = cutoff(delay_ms);
          if (now != page->version || cut != page->cut) {
            // A new cutoff (the delayed view moved on a second) can change any board.
            const std::uint64_t since = cut != page->cut ? 0 : page->version;
            const auto at = steady_clock::now();
            page->version = collector.spectators_lines(
                round, cut, vocabulary, since, [&](const hall::HallCollector::SpectatorLine& line) {
                  page->pushes.offer(line.board, line.text, line.hash, line.news, at);
                });
            page->cut = cut;
          }
          for (const auto& [board, line] : page->pushes.due(steady_clock::now()))
            out += hall::sse_event(std::to_string(page->version), "board", line);
        }
        if (out.empty()) {
          if (steady_clock::now() - page->quiet_since < 15s) return true;
          page->quiet_since = steady_clock::now();
          return write(hall::sse_comment("quiet"));
        }
        page->quiet_since = steady_clock::now();
        return write(out);
      },
      [&slots](bool) { slots.give_back(); });
}

}  // namespace

void serve_with_threads(httplib::Server& server, int streams) {
  const std::size_t threads = std::size_t(streams) + 8;
  server.new_task_queue = [threads] { return new httplib::ThreadPool(threads); };
  // A stream's events are small (a board's line): sent at once, not held by Nagle's
  // algorithm until the page's delayed acknowledgement of the one before (up to 40 ms).
  server.set_tcp_nodelay(true);
}

void serve_arbiters_page(httplib::Server& server, const PageSetup& setup, StreamSlots& slots) {
  server.Get("/arbiters", [&setup](const httplib::Request& q, httplib::Response& r) {
    const Language language =
        hall::page_language(q.get_param_value("lang"), setup.language, q.get_header_value("Accept-Language"));
    r.set_header("Vary", "Accept-Language");
    r.set_content(hall::page_in(hall::arbiters_page(), language), "text/html; charset=utf-8");
  });
  // Issue 49, item 11: the arbiters' own live PGN, never delayed, on their listener alone
  // (the public URLs, /round/R.pgn among them, follow public_delay wherever they are served).
  server.Get(R"(/arbiters/round/([^/]+)\.pgn)", [&setup](const httplib::Request& q, httplib::Response& r) {
    r.set_content(setup.collector.pgn(q.matches[1]), "application/x-chess-pgn");
  });
  server.Get("/arbiters/pgn", [&setup](const httplib::Request&, httplib::Response& r) {
    r.set_content(setup.collector.pgn(), "application/x-chess-pgn");
  });
  server.Get("/arbiters.json", [&setup](const httplib::Request& q, httplib::Response& r) {
    r.set_content(dump(setup.collector.arbiters_view(round_of(q, setup.collector))), "application/json");
  });
  server.Get("/arbiters/events", [&setup, &slots](const httplib::Request& q, httplib::Response& r) {
    if (refuse_when_full(r, slots)) return;
    const std::string asked = q.get_param_value("round");
    // The whole round first ("view"), then only the boards that changed ("boards"): a move
    // at one of 1,500 boards sends one board, not the round.
    auto since = std::make_shared<std::uint64_t>(0);
    stream(r, setup, slots, [&collector = setup.collector, asked, since](bool first) -> Event {
      nlohmann::json v = collector.arbiters_view(asked.empty() ? collector.latest_round() : asked, first ? 0 : *since);
      *since = v["version"].get<std::uint64_t>();
      if (!first && v["boards"].empty()) return {};
      for (auto& b : v["boards"])  // the page shows no PGN: the longest part of a state
        if (b["state"].is_object()) b["state"].erase("pgn");
      return {first ? "view" : "boards", dump(v)};
    });
  });
}

void serve_spectators_page(httplib::Server& server, const PageSetup& setup, StreamSlots& slots) {
  // The reader's own language first (his browser's), then the hall's.
  auto language_of = [&setup](const httplib::Request& q) {
    const auto browser = language_of_accept(q.get_header_value("Accept-Language"));
    return hall::page_language(q.get_param_value("lang"), browser ? code_of(*browser) : setup.language, "");
  };
  auto view = [&setup](const std::string& round, const Vocabulary& vocabulary,
                       const hall::HallCollector::LineVisitor& visit = nullptr) {
    nlohmann::json v = setup.collector.spectators_view(round, cutoff(setup.public_delay_ms), vocabulary, visit);
    v["delay_s"] = setup.public_delay_ms / 1000;
    v["now_ms"] = runtime::wall_clock_ms();  // the page runs the clocks on the hall's time (issue 49, item 4)
    return dump(v);
  };
  server.Get("/spectators", [language_of](const httplib::Request& q, httplib::Response& r) {
    r.set_header("Vary", "Accept-Language");
    r.set_content(hall::page_in(hall::spectators_page(), language_of(q)), "text/html; charset=utf-8");
  });
  server.Get("/spectators.json", [&setup, language_of, view](const httplib::Request& q, httplib::Response& r) {
    r.set_content(view(round_of(q, setup.collector), vocabulary_of(q, language_of(q))), "application/json");
  });
  server.Get(
      "/spectators/events", [&setup, &slots, language_of, view](const httplib::Request& q, httplib::Response& r) {
        if (refuse_when_full(r, slots)) return;
        const Vocabulary& vocabulary = vocabulary_of(q, language_of(q));
        spectators_stream(r, setup, slots, q.get_param_value("round"), vocabulary,
                          [&vocabulary, view](const std::string& round, const hall::HallCollector::LineVisitor& visit) {
                            return view(round, vocabulary, visit);
                          });
      });
}

}  // namespace twinboard::app
