// `twinboard hall --config hall.toml` (or --broker HOST:PORT --event NAME --http ADDRESS:PORT,
// each overriding the file): the hall of an event
// (issue 21). Listens on the event's MQTT broker to every table, and serves over HTTP
// (cpp-httplib):
//   (what it collects is kept in --store, EVENT-hall.sqlite: a restarted hall serves it again)
// The public URLs (the first four) are served on --http and, alone, on --public-http; with
// --public-delay, wherever they are served, they show only what the hall heard that long ago.
//   GET /index.json                     every board of every round: moves so far, last move, result
//   GET /round/ROUND.pgn                the round's games, live, with [Round], [Board] and [%clk]
//   GET /pgn                            every game of the event
//   GET /game/ROUND/BOARD.json          one game: its state and its PGN
//   GET /arbiters[?round=R&large=1]     the arbiters' page (hall/arbiters_page.html), pushed
//                                       to by /arbiters/events (hall_pages.h)
//   GET /arbiters.json?round=R          what the page shows: each board's state, the alerts
//   GET /spectators[?vocabulary=V]      the public spectator page, with /spectators.json and
//                                       /spectators/events, delayed as the public URLs
//   POST /action                        an arbiter's action: {arbiter, password, round, board,
//                                       order}, sent under his own account on the broker;
//                                       answered with the table's {"ok", "text"}
// Runs until SIGINT or SIGTERM. docs/hall.md.
#include <httplib.h>
#include <poll.h>

#include <charconv>
#include <chrono>
#include <fstream>
#include <iostream>
#include <mutex>
#include <thread>

#include "command_failure.h"
#include "hall_actions.h"
#include "hall_log.h"
#include "hall_pages.h"
#include "commands.h"
#include "read_file.h"
#include "hall/broker_acl.h"
#include "hall/arbiters_page.h"
#include "hall/hall_action.h"
#include "hall/hall_collector.h"
#include "hall/hall_config.h"
#include "hall/hall_store.h"
#include "hall/pairings.h"
#include "hall/hall_subscriber.h"
#include "runtime/journal.h"
#include "signals.h"

namespace twinboard::app {
namespace {

struct HallOptions {
  std::string config;
  std::string broker, event, http, store, public_http, public_delay, pairings,
      language;  // each overrides the configuration's
  // --write-acl: the broker's access list for the event, then exit.
  std::string write_acl;
  int boards = 0;
  std::vector<std::string> arbiters, spectators, bridges;
};

// How many pages may hold a stream at once on each listener (hall_pages.h): the venue's
// arbiters and screens, and the public (behind its proxy or broadcast).
constexpr int kArbitersStreams = 48;
constexpr int kPublicStreams = 256;

// "ADDRESS:PORT" as a listener's address and port; nothing when it is not.
std::optional<std::pair<std::string, int>> listen_address(const std::string& text) {
  const std::size_t colon = text.rfind(':');
  if (colon == std::string::npos) return std::nullopt;
  int port = 0;
  const std::string digits = text.substr(colon + 1);
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
  if (error != std::errc{} || end != digits.data() + digits.size() || port < 0 || port > 65535) return std::nullopt;
  return std::pair{text.substr(0, colon), port};
}

// The public URLs: the live PGN of a round and of the event, each game's JSON, the index;
// with `delay_ms`, each shows only what the hall heard that long ago (issue 37). Lichess's
// broadcast reads the round's PGN: one multi-game PGN, 200, no redirect.
void serve_public(httplib::Server& server, const hall::HallCollector& collector, std::int64_t delay_ms) {
  auto cutoff = [delay_ms]() -> hall::HallCollector::Cutoff {
    if (delay_ms <= 0) return std::nullopt;
    // To the whole second before: every reader of that second shares one view per board.
    return (runtime::wall_clock_ms() - delay_ms) / 1000 * 1000;
  };
  auto json = [](const nlohmann::json& value) {
    return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  };
  server.Get("/index.json", [&collector, cutoff, json](const httplib::Request&, httplib::Response& r) {
    r.set_content(json(collector.index(cutoff())), "application/json");
  });
  server.Get("/pgn", [&collector, cutoff](const httplib::Request&, httplib::Response& r) {
    r.set_content(collector.pgn("", cutoff()), "application/x-chess-pgn");
  });
  server.Get(R"(/round/([^/]+)\.pgn)", [&collector, cutoff](const httplib::Request& q, httplib::Response& r) {
    r.set_content(collector.pgn(q.matches[1], cutoff()), "application/x-chess-pgn");
  });
  server.Get(R"(/game/([^/]+)/(\d{1,5})\.json)",
             [&collector, cutoff, json](const httplib::Request& q, httplib::Response& r) {
               const nlohmann::json game = collector.game(q.matches[1], std::stoi(q.matches[2]), cutoff());
               if (game.is_null()) {
                 r.status = 404;
                 return;
               }
               r.set_content(json(game), "application/json");
             });
}

// The round the hall was given: the pairing program's file as it came, and its boards.
struct PairedRound {
  std::string file_text;
  std::vector<hall::Pairing> pairings;
};

// A CSV field: in quotes, a quote doubled ("Alpha, One" has a comma); one that a spreadsheet
// would take for a formula (= + - @ first) gets a ' before it; a line break is a space.
std::string csv_field(const std::string& text) {
  std::string out = "\"";
  if (!text.empty() && std::string_view("=+-@").find(text.front()) != std::string_view::npos) out += '\'';
  for (char c : text) out += c == '"' ? std::string("\"\"") : c == '\r' || c == '\n' ? " " : std::string(1, c);
  return out + "\"";
}

// A result as a results list shows it: a game's result, or * (a table's state is not trusted
// to hold anything else).
std::string result_field(const std::string& result) {
  return result == "1-0" || result == "0-1" || result == "1/2-1/2" || result == "0-0" ? result : "*";
}

// A forfeit as the arbiter gave it and FIDE writes it (issue 49): +- -+, -- for both absent.
std::string forfeit_field(const std::string& result) {
  return result == "1-0" ? "+-" : result == "0-1" ? "-+" : result == "0-0" ? "--" : "*";
}

// Results out (issue 37), on the arbiters' listener only: the round's results as CSV (every
// board, the table's result and whether the arbiter confirmed it), the round's TRF with the
// confirmed results written in for the pairing program, and the confirmed games as one PGN
// for the rating officer.
void serve_results(httplib::Server& server, const hall::HallCollector& collector, const PairedRound& paired) {
  server.Get(R"(/round/([^/]+)/results\.csv)", [&collector](const httplib::Request& q, httplib::Response& r) {
    std::string csv = "board,white,black,result,confirmed\r\n";
    for (const auto& b : collector.results(q.matches[1]))
      csv += std::to_string(b.board) + "," + csv_field(b.white) + "," + csv_field(b.black) + "," +
             (hall::is_forfeit(b.ending) ? forfeit_field(b.result) : result_field(b.result)) + "," +
             (b.confirmed ? "yes" : "no") + "\r\n";
    r.set_content(csv, "text/csv; charset=utf-8");
  });
  server.Get(R"(/round/([^/]+)/results\.trf)", [&collector, &paired](const httplib::Request& q, httplib::Response& r) {
    const std::string round = q.matches[1];
    const bool from_trf =
        !paired.pairings.empty() && paired.pairings.front().white_rank > 0 && paired.pairings.front().round == round;
    if (!from_trf) {
      r.status = 404;
      r.set_content("round " + round + " was not paired from a TRF file (--pairings)\n", "text/plain");
      return;
    }
    std::vector<hall::BoardResult> confirmed;
    for (const auto& b : collector.results(round))
      if (b.confirmed) confirmed.push_back({b.board, b.result, b.ending});
    r.set_content(hall::trf_with_results(paired.file_text, std::stoi(round), paired.pairings, confirmed),
                  "text/plain; charset=utf-8");
  });
  server.Get(R"(/round/([^/]+)/confirmed\.pgn)", [&collector](const httplib::Request& q, httplib::Response& r) {
    r.set_content(collector.confirmed_pgn(q.matches[1]), "application/x-chess-pgn");
  });
}

int run_hall(const HallOptions& o) {
  auto fail = [](const std::string& why) { return report("hall", {FailureKind::UsageOrIo, why}); };
  hall::HallSettings settings;
  if (!o.config.empty()) {
    auto read = hall::read_hall_settings(o.config);
    if (!read) return fail(read.error());
    settings = *read;
  }
  if (!o.broker.empty()) settings.broker = o.broker;
  if (!o.event.empty()) settings.event = o.event;
  if (!o.http.empty()) settings.http = o.http;
  if (!o.store.empty()) settings.store = o.store;
  if (!o.public_http.empty()) settings.public_http = o.public_http;
  if (!o.pairings.empty()) settings.pairings = o.pairings;
  if (!o.language.empty()) {
    if (!language_of_code(o.language))
      return fail("--language '" + o.language + "' is none of twinboard's: de, en, ru, fa, sw, uz, mn");
    settings.language = o.language;
  }
  if (!o.public_delay.empty()) {
    const auto delay = hall::parse_delay(o.public_delay);
    if (!delay) return fail("--public-delay: " + delay.error());
    settings.public_delay_ms = *delay;
  }
  if (settings.event.empty()) return fail("no event: --event NAME, or event in the [hall] of --config");
  if (!o.write_acl.empty()) {
    const hall::EventAccounts accounts{
        settings.event,
        o.boards,
        settings.username.empty() ? "hall" : settings.username,
        o.arbiters,
        o.spectators,
        o.bridges,
        settings.public_delay_ms > 0};  // issue 49, item 5: no live game for a spectator's account
    std::ofstream(o.write_acl) << hall::broker_acl(accounts);
    if (!std::ifstream(o.write_acl)) return fail("cannot write " + o.write_acl);
    std::cerr << "twinboard hall: the access list of " << settings.event << " (" << o.boards << " tables, "
              << o.arbiters.size() << " arbiters) is in " << o.write_acl << std::endl;
    return kOk;
  }
  const auto listener = listen_address(settings.http);
  if (!listener) return fail("--http must be ADDRESS:PORT, e.g. 127.0.0.1:8080");
  std::optional<std::pair<std::string, int>> public_listener;
  if (!settings.public_http.empty()) {
    public_listener = listen_address(settings.public_http);
    if (!public_listener) return fail("--public-http must be ADDRESS:PORT, e.g. 0.0.0.0:8081");
  }
  // The round's pairings, read whole before anything starts: a bad file names its line.
  std::vector<std::pair<std::string, std::string>> pairing_messages;
  PairedRound paired;
  if (!settings.pairings.empty()) {
    const auto text = read_file(settings.pairings, 16 * kMiB);
    if (!text) return fail(text.error());
    const auto pairings = hall::read_pairings(*text, settings.pairings);
    if (!pairings) return report("hall", {FailureKind::BadInput, pairings.error()});
    paired = {*text, *pairings};
    for (hall::Pairing& p : paired.pairings) {
      // The games' tags (issue 49): the file's event and site, else the hall's.
      if (p.event.empty()) p.event = settings.event;
      if (p.site.empty()) p.site = settings.site;
      if (p.date.empty()) p.date = settings.date;
      if (const std::string why = hall::check_topic_level(p.round, "the round"); !why.empty())
        return report("hall", {FailureKind::BadInput, settings.pairings + ": " + why + " ('" + p.round + "')"});
      pairing_messages.emplace_back(
          "twinboard/" + settings.event + "/" + p.round + "/" + std::to_string(p.board) + "/pairing",
          hall::to_json(p).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    }
    hall_log("twinboard hall: " + std::to_string(pairings->size()) + " boards paired from " + settings.pairings);
  }
  hall::HallCollector collector;
  // What the hall once served it serves again after a restart (issue 37): from its own file,
  // named after the event (a name that is a topic level, so no path).
  if (const std::string why = hall::check_topic_level(settings.event, "--event"); !why.empty()) return fail(why);
  auto store = hall::HallStore::open(hall::store_path(settings), hall_log);
  if (!store) return fail(store.error());
  const std::size_t restored = (*store)->restore(settings.event, collector);
  hall_log("twinboard hall: " + std::to_string(restored) + " messages of " + settings.event + " kept in " +
           (*store)->path());
  // Issue 49, item 12: the round's pairings are served at once, whether the broker is there
  // or not (they reach the broker, and the tables, when it is).
  for (const auto& [topic, payload] : pairing_messages) collector.take(topic, payload);
  auto subscriber = hall::HallSubscriber::open(settings, collector, hall_log, store->get());
  if (!subscriber) return fail(subscriber.error());
  (*subscriber)->publish_retained(std::move(pairing_messages));

  httplib::Server server;
  // The pages are pushed to (issue 37): each open page holds a stream, and a thread.
  std::atomic<bool> stopping{false};
  const PageSetup pages{collector, settings.language, settings.public_delay_ms, stopping};
  StreamSlots arbiters_slots(kArbitersStreams), public_slots(kPublicStreams);
  serve_with_threads(server, kArbitersStreams);
  // With a delay, every public URL is delayed wherever it is served; the arbiters' page,
  // its JSON and its actions stay live, on this listener only.
  serve_public(server, collector, settings.public_delay_ms);
  serve_spectators_page(server, pages, arbiters_slots);
  serve_arbiters_page(server, pages, arbiters_slots);
  serve_results(server, collector, paired);
  serve_actions(server, settings, collector, hall_log);
  if (!server.bind_to_port(listener->first, listener->second)) return fail("cannot serve HTTP on " + settings.http);
  httplib::Server public_server;
  if (public_listener) {
    serve_with_threads(public_server, kPublicStreams);
    serve_public(public_server, collector, settings.public_delay_ms);
    serve_spectators_page(public_server, pages, public_slots);
    if (!public_server.bind_to_port(public_listener->first, public_listener->second))
      return fail("cannot serve HTTP on " + settings.public_http);
  }
  std::string serving_on = "twinboard hall: event " + settings.event + " from " + settings.broker +
                           ", served on http://" + settings.http + "/index.json and /arbiters";
  if (public_listener) serving_on += "; the public broadcast on http://" + settings.public_http + "/pgn";
  if (settings.public_delay_ms > 0) serving_on += ", " + std::to_string(settings.public_delay_ms / 1000) + " s behind";
  hall_log(serving_on);
  stop_on_signals();
  std::thread serving([&] { server.listen_after_bind(); });
  std::thread serving_public([&] {
    if (public_listener) public_server.listen_after_bind();
  });
  pollfd signal_fd{interrupted_fd(), POLLIN, 0};
  while (!interrupted) {
    poll(&signal_fd, 1, 1000);
    (*subscriber)->ask_for_gaps();  // a gap left when a table went quiet is asked for too
  }
  stopping = true;  // every stream ends within a second
  server.stop();
  public_server.stop();
  serving.join();
  serving_public.join();
  return kOk;
}

}  // namespace

void add_hall_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<HallOptions>();
  auto* cmd = app.add_subcommand("hall",
                                 "The hall of an event: every table on its MQTT broker, served as live PGN "
                                 "and JSON over HTTP (docs/hall.md)");
  cmd->add_option("--config", o->config, "hall.toml: its [hall] section (docs/hall.md)");
  cmd->add_option("--broker", o->broker, "The event's MQTT broker, host:port (default 127.0.0.1:1883)");
  cmd->add_option("--event", o->event, "The event's name, as its tables' [hall] event");
  cmd->add_option("--http", o->http, "Where to serve, address:port (default 127.0.0.1:8080)");
  cmd->add_option(
      "--public-http", o->public_http,
      "The public broadcast's own listener, address:port: the live PGN and JSON and the spectators' page; no "
      "actions");
  cmd->add_option("--public-delay", o->public_delay,
                  "Every public URL shows only moves this old: \"15m\" (the ECU's rule), \"90s\"; default 0");
  cmd->add_option("--pairings", o->pairings,
                  "The round's pairings from the pairing program: a TRF (TRF-16, TRF26) or a pairing PGN");
  cmd->add_option("--language", o->language,
                  "The pages' language: de, en, ru, fa, sw, uz, mn (default: the browser's, else English)");
  cmd->add_option("--store", o->store,
                  "The hall's record of every game it collects, kept across restarts (default EVENT-hall.sqlite)");
  cmd->add_option("--write-acl", o->write_acl, "Write the broker's access list for the event to FILE, and exit");
  cmd->add_option("--boards", o->boards, "With --write-acl: how many tables (accounts board1 ... boardN)")
      ->check(CLI::Range(0, 10000));
  cmd->add_option("--arbiter", o->arbiters, "With --write-acl: an arbiter's account (again for each)");
  cmd->add_option("--bridge", o->bridges, "With --write-acl: a bridged venue's broker's account (again for each)");
  cmd->add_option("--spectator", o->spectators, "With --write-acl: a spectator's account, read only (again for each)");
  cmd->callback([&run, o] { run = [o] { return run_hall(*o); }; });
}

}  // namespace twinboard::app
