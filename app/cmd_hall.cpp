// `twinboard hall --broker HOST:PORT --event NAME [--http ADDRESS:PORT]`: the hall of an event
// (issue 21). Listens on the event's MQTT broker to every table, and serves over HTTP
// (cpp-httplib):
//   GET /index.json                     every board of every round: moves so far, last move, result
//   GET /round/ROUND.pgn                the round's games, live, with [Round], [Board] and [%clk]
//   GET /pgn                            every game of the event
//   GET /game/ROUND/BOARD.json          one game: its state and its PGN
// Runs until SIGINT or SIGTERM. docs/hall.md.
#include <httplib.h>
#include <poll.h>

#include <iostream>
#include <thread>

#include "commands.h"
#include "hall/hall_collector.h"
#include "hall/hall_subscriber.h"
#include "signals.h"

namespace twinboard::app {
namespace {

struct HallOptions {
  std::string broker = "127.0.0.1:1883";
  std::string event;
  std::string http = "127.0.0.1:8080";
};

int run_hall(const HallOptions& o) {
  auto fail = [](const std::string& why) {
    std::cerr << "twinboard hall: " << why << '\n';
    return kUsageOrIo;
  };
  const std::size_t colon = o.http.rfind(':');
  if (colon == std::string::npos) return fail("--http must be ADDRESS:PORT, e.g. 127.0.0.1:8080");
  const std::string address = o.http.substr(0, colon);
  int port = 0;
  try {
    port = std::stoi(o.http.substr(colon + 1));
  } catch (const std::exception&) {
    return fail("--http must be ADDRESS:PORT, e.g. 127.0.0.1:8080");
  }
  hall::HallCollector collector;
  auto subscriber = hall::HallSubscriber::open(o.broker, o.event, collector,
                                               [](const std::string& line) { std::cerr << line << std::endl; });
  if (!subscriber) return fail(subscriber.error());

  httplib::Server server;
  server.Get("/index.json", [&](const httplib::Request&, httplib::Response& r) {
    r.set_content(collector.index().dump(), "application/json");
  });
  server.Get("/pgn", [&](const httplib::Request&, httplib::Response& r) {
    r.set_content(collector.pgn(), "application/x-chess-pgn");
  });
  server.Get(R"(/round/([^/]+)\.pgn)", [&](const httplib::Request& q, httplib::Response& r) {
    r.set_content(collector.pgn(q.matches[1]), "application/x-chess-pgn");
  });
  server.Get(R"(/game/([^/]+)/(\d{1,5})\.json)", [&](const httplib::Request& q, httplib::Response& r) {
    const nlohmann::json game = collector.game(q.matches[1], std::stoi(q.matches[2]));
    if (game.is_null()) {
      r.status = 404;
      return;
    }
    r.set_content(game.dump(), "application/json");
  });
  if (!server.bind_to_port(address, port)) return fail("cannot serve HTTP on " + o.http);
  std::cerr << "twinboard hall: event " << o.event << " from " << o.broker << ", served on http://" << o.http
            << "/index.json" << std::endl;
  stop_on_signals();
  std::thread serving([&] { server.listen_after_bind(); });
  pollfd signal_fd{interrupted_fd(), POLLIN, 0};
  while (!interrupted) poll(&signal_fd, 1, 1000);
  server.stop();
  serving.join();
  return kOk;
}

}  // namespace

void add_hall_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<HallOptions>();
  auto* cmd = app.add_subcommand("hall",
                                 "The hall of an event: every table on its MQTT broker, served as live PGN "
                                 "and JSON over HTTP (docs/hall.md)");
  cmd->add_option("--broker", o->broker, "The event's MQTT broker, host:port (default 127.0.0.1:1883)");
  cmd->add_option("--event", o->event, "The event's name, as its tables' [hall] event")->required();
  cmd->add_option("--http", o->http, "Where to serve, address:port (default 127.0.0.1:8080)");
  cmd->callback([&run, o] { run = [o] { return run_hall(*o); }; });
}

}  // namespace twinboard::app
