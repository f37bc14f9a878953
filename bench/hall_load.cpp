// The hall under a whole event's load (issues 21, 37 and 50): N tables on one mosquitto, one
// `twinboard hall`, a move every 2 to 5 s at each table. Each table is run as `twinboard
// table` runs it (issue 50, item 3): a TableRuntime with every sink and its MqttHall, its
// loop (TableRuntime::run) on a thread of its own, woken by its inputs: the players (each
// move announced and the clock pressed, both boards manual), the hall's messages, and its
// window (--no-window: headless).
// The tables are spread over worker processes of this program (--per-process, 200 by
// default: each table holds its own libmosquitto client, whose network loop uses select(),
// and past about 200 clients one process passes FD_SETSIZE), as an Olympiad's 1,500 boards
// would be 1,500 computers. Measured, from the moment a move is made at a table (the
// workers report it on CLOCK_MONOTONIC, which every process on the machine shares):
//   - the broker's floor (the reference in the same run): a plain MQTT subscriber hears the
//     move's effect;
//   - the live PGN: the move is in GET /round/1.pgn, polled every --poll ms, as Lichess's
//     relay polls a broadcast;
//   - the arbiters' page: the move arrives on its pushed stream, GET /arbiters/events;
//   - the spectators' page (--spectators pages, 1 by default): the move arrives on its
//     pushed stream, GET /spectators/events; and what that stream cost: its events and bytes.
// Then, once the hall has every table's last move, every game is checked against the hall
// (each effect once, the same moves); the broker's PUBLISH messages and bytes come from its
// $SYS topics, the hall's CPU and memory from /proc, the tables' CPU from their processes.
// docs/performance.md has the figures.
//   bench_hall_load --twinboard build/release/twinboard [--tables 2000] [--seconds 60] [--spectators 1]
//                   [--no-window] [--tables-nice 19] [--tables-cpus 1]
#include <httplib.h>
#include <mosquitto.h>
#include <sched.h>
#include <signal.h>
#include <sys/resource.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <atomic>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <queue>
#include <cstring>
#include <random>
#include <thread>

#include "core/movegen.h"
#include "core/pgn.h"
#include "core/time_control.h"
#include "core/vocabulary.h"
#include "hall/mqtt_hall.h"
#include "latency_stats.h"
#include "runtime/game_record.h"
#include "runtime/input_source.h"
#include "runtime/table_runtime.h"
#include "ui/view_model.h"
#include "tests/loopback_port.h"

extern char** environ;

namespace twinboard::bench {
namespace {

using Clock = std::chrono::steady_clock;
using namespace std::chrono_literals;

pid_t spawn(const std::vector<std::string>& args) {
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  pid_t pid = -1;
  if (posix_spawnp(&pid, argv[0], nullptr, nullptr, argv.data(), environ) != 0) return -1;
  return pid;
}

// utime + stime of a process, in seconds; its resident memory now and at its peak, in MiB.
struct Usage {
  double cpu_s = 0, rss_mib = 0, peak_mib = 0;
};
Usage usage_of(pid_t pid) {
  Usage u;
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), {});
  std::istringstream fields(text.substr(text.rfind(')') + 2));
  std::string field;
  double utime = 0, stime = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14) utime = std::stod(field);
    if (i == 15) stime = std::stod(field);
  }
  u.cpu_s = (utime + stime) / double(sysconf(_SC_CLK_TCK));
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);) {
    if (line.starts_with("VmRSS:")) u.rss_mib = std::stod(line.substr(6)) / 1024;
    if (line.starts_with("VmHWM:")) u.peak_mib = std::stod(line.substr(6)) / 1024;
  }
  return u;
}

// When each (board, ply) was made, and when each observer first saw it.
class Sightings {
 public:
  void made(int board, int ply, Clock::time_point when) {
    std::lock_guard lock(mutex_);
    made_.emplace(std::pair{board, ply}, when);
  }
  void seen(std::map<std::pair<int, int>, Clock::time_point>& by, int board, int ply) { mark(by, board, ply); }
  std::vector<double> delays(const std::map<std::pair<int, int>, Clock::time_point>& by) {
    std::lock_guard lock(mutex_);
    std::vector<double> out;
    for (const auto& [key, when] : by)
      if (const auto made = made_.find(key); made != made_.end())
        out.push_back(std::chrono::duration<double, std::milli>(when - made->second).count());
    return out;
  }
  void final(int board, int plies) {
    std::lock_guard lock(mutex_);
    final_plies[board] = plies;
  }
  // How many boards' last moves (final_plies) `by` has not seen.
  std::size_t unseen_last_moves(const std::map<std::pair<int, int>, Clock::time_point>& by) {
    std::lock_guard lock(mutex_);
    std::size_t unseen = 0;
    for (const auto& [board, plies] : final_plies) unseen += plies > 0 && !by.contains({board, plies});
    return unseen;
  }
  std::size_t made_count() {
    std::lock_guard lock(mutex_);
    return made_.size();
  }
  std::map<std::pair<int, int>, Clock::time_point> broker, pgn, page, spectators;
  std::map<int, int> final_plies;  // per board, as its table ended (the workers say)

 private:
  void mark(std::map<std::pair<int, int>, Clock::time_point>& by, int board, int ply) {
    std::lock_guard lock(mutex_);
    by.emplace(std::pair{board, ply}, Clock::now());  // the first sighting counts
  }
  std::mutex mutex_;
  std::map<std::pair<int, int>, Clock::time_point> made_;
};

// A table's players as an input of its loop, as a station's typed lines are at a real table:
// when the next move is due (a random gap after the last), the side to move announces a
// random legal move and presses the clock. Each move made is written to stdout as "made
// BOARD PLY NANOSECONDS" (the steady clock). Closes the table when the time is up.
class Players : public runtime::InputSource {
 public:
  Players(runtime::TableRuntime& table, int board, std::uint32_t seed, Clock::time_point first, Clock::time_point stop,
          int min_gap_ms, int max_gap_ms)
      : table_(table),
        board_(board),
        random_(seed),
        next_(first),
        stop_(stop),
        min_gap_(min_gap_ms),
        max_gap_(max_gap_ms) {}
  std::optional<int> wait_at_most_ms() const override {
    const auto left = std::min(next_, stop_) - Clock::now();
    return int(std::clamp<long>(std::chrono::ceil<std::chrono::milliseconds>(left).count(), 0, 1000));
  }
  bool drain() override {
    const auto now = Clock::now();
    if (now >= stop_) return false;
    if (now < next_) return true;
    next_ = stop_;  // a finished game makes no more moves
    const Position& position = table_.table().game().current();
    MoveList legal(position);
    if (table_.table().result() || legal.size() == 0) return true;
    const LegalMove move = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random_)];
    const Color mover = position.side_to_move();
    const int ply = int(table_.table().game().plies()) + 1;
    const auto made = Clock::now();
    table_.input(Announce{announce(position, move), mover == Color::White ? Speaker::White : Speaker::Black});
    table_.input(PressClock{mover});
    if (int(table_.table().game().plies()) == ply)
      std::printf("made %d %d %lld\n", board_, ply,
                  static_cast<long long>(
                      std::chrono::duration_cast<std::chrono::nanoseconds>(made.time_since_epoch()).count()));
    next_ = Clock::now() + std::chrono::milliseconds(std::uniform_int_distribution<int>(min_gap_, max_gap_)(random_));
    return true;
  }

 private:
  runtime::TableRuntime& table_;
  int board_;
  std::mt19937 random_;
  Clock::time_point next_, stop_;
  int min_gap_, max_gap_;
};

// The window of `twinboard table` as it is open at a table: its loop looks at it every 50 ms
// (app/table_sources.h, Displays), and it makes the table's picture at most ten times a
// second (runtime/window_runner.h). Here the picture is made and not drawn: no machine shows
// 2,000 windows.
class HeadlessWindow : public runtime::InputSource {
 public:
  explicit HeadlessWindow(const runtime::TableRuntime& table) : table_(table) {}
  std::optional<int> wait_at_most_ms() const override { return 50; }
  bool drain() override {
    const auto now = Clock::now();
    if (now - last_ < 100ms) return true;
    last_ = now;
    ui::ViewModel model = ui::view_model(table_.table(), table_.memory(), table_.now(), Listener::Arbiter);
    model.heading = ui::heading(runtime::game_tags(table_.table(), table_.tags()), model);
    pictures_ += model.heading.size() + model.state.size();
    return true;
  }
  std::size_t pictures_ = 0;  // kept, so the picture is not optimised away

 private:
  const runtime::TableRuntime& table_;
  Clock::time_point last_{};
};

// The hall's messages to the table (app/table_sources.h, HallActions): the round's pairing,
// taken once, and the arbiters' actions (the bench sends none).
class HallInput : public runtime::InputSource {
 public:
  HallInput(hall::MqttHall& hall, runtime::TableRuntime& table) : hall_(hall), table_(table) {}
  void add_fds(std::vector<int>& fds) const override { fds.push_back(hall_.wake_fd()); }
  bool drain() override {
    (void)hall_.take_actions();
    if (auto pairing = hall_.take_pairing(); pairing && table_.table().players() != *pairing)
      table_.input(std::move(*pairing), "hall");
    return true;
  }

 private:
  hall::MqttHall& hall_;
  runtime::TableRuntime& table_;
};

// One table as `twinboard table` runs it: its runtime (every sink), the hall's link, and its
// loop (TableRuntime::run) on its own thread, woken by its inputs.
struct LoadTable {
  std::unique_ptr<hall::MqttHall> link;
  std::unique_ptr<runtime::TableRuntime> runtime;
  std::unique_ptr<Players> players;
  std::unique_ptr<HeadlessWindow> window;
  std::unique_ptr<HallInput> hall;
  int board = 0;
};

// A worker: tables `first` to `first + tables - 1`, each running its own loop, play on the
// broker until `seconds` have passed; at the end each table's plies as "plies BOARD N".
int run_worker(const std::string& broker_address, int first, int tables, int seconds, int min_gap_ms, int max_gap_ms,
               bool window) {
  mosquitto_lib_init();
  std::vector<LoadTable> sims(static_cast<std::size_t>(tables));
  std::mt19937 seeds(std::uint32_t(21 + first));
  for (int i = 0; i < tables; ++i) {
    LoadTable& t = sims[std::size_t(i)];
    t.board = first + i;
    runtime::HallConfig config;
    config.broker = broker_address;
    config.event = "load";
    config.round = "1";
    config.board = t.board;
    auto link = hall::MqttHall::open(config, [](const std::string&) {});
    if (!link) {
      std::printf("error %s\n", link.error().c_str());
      return 1;
    }
    t.link = std::move(*link);
    runtime::RuntimeOptions options;
    for (Seat& seat : options.setup.seats) seat.board = BoardKind::Manual;
    options.setup.time_control = parse_time_control("5400+30").value();
    options.hall = t.link.get();
    t.runtime = std::make_unique<runtime::TableRuntime>(options, nullptr);
    t.hall = std::make_unique<HallInput>(*t.link, *t.runtime);
    if (window) t.window = std::make_unique<HeadlessWindow>(*t.runtime);
  }
  const auto start = Clock::now();
  const auto stop = start + std::chrono::seconds(seconds);
  for (LoadTable& t : sims) {
    const auto seed = std::uint32_t(seeds());
    const auto first_move = start + std::chrono::milliseconds(std::mt19937(seed)() % unsigned(max_gap_ms + 1));
    t.players = std::make_unique<Players>(*t.runtime, t.board, seed, first_move, stop, min_gap_ms, max_gap_ms);
  }
  std::printf("ready %d\n", tables);
  std::fflush(stdout);
  {
    std::vector<std::jthread> loops;
    for (LoadTable& t : sims)
      loops.emplace_back([&t] {
        std::vector<runtime::InputSource*> sources{t.hall.get(), t.players.get()};
        if (t.window) sources.push_back(t.window.get());
        t.runtime->run(sources);
      });
  }  // every table's loop has ended: its time is up
  std::fflush(stdout);
  // Everything sent gets a moment to arrive.
  for (auto& t : sims) t.link->drain(5000);
  for (const LoadTable& t : sims) std::printf("plies %d %zu\n", t.board, t.runtime->table().game().plies());
  std::fflush(stdout);
  sims.clear();
  mosquitto_lib_cleanup();
  return 0;
}

// What the spectators' pushed streams carried: events and bytes, all pages together.
struct StreamCost {
  std::atomic<long> events{0}, bytes{0};
};

// Each event's data read from a text/event-stream as it comes; `take` gets each one's JSON.
class EventReader {
 public:
  template <typename Take>
  void feed(const char* data, std::size_t length, Take take) {
    pending_.append(data, length);
    for (std::size_t end; (end = pending_.find("\n\n")) != std::string::npos; pending_.erase(0, end + 2)) {
      const std::string event = pending_.substr(0, end);
      std::string json;
      for (std::size_t at = 0; at < event.size();) {
        const std::size_t eol = std::min(event.find('\n', at), event.size());
        if (event.compare(at, 6, "data: ") == 0) json += event.substr(at + 6, eol - at - 6);
        at = eol + 1;
      }
      if (!json.empty()) take(json);
    }
  }

 private:
  std::string pending_;
};

// The arbiters' page as a browser holds it: its pushed stream, each event's boards read for
// their plies.
void watch_page_stream(int http_port, Sightings& sightings, const std::atomic<bool>& playing) {
  httplib::Client client("127.0.0.1", http_port);
  client.set_read_timeout(5, 0);
  while (playing) {
    EventReader reader;
    client.Get("/arbiters/events?round=1", [&](const char* data, std::size_t length) {
      reader.feed(data, length, [&](const std::string& json) {
        const nlohmann::json view = nlohmann::json::parse(json, nullptr, false);
        if (view.is_discarded() || !view.contains("boards")) return;
        for (const auto& b : view["boards"])
          for (int ply = 1; b["state"].is_object() && ply <= b["state"].value("plies", 0); ++ply)
            sightings.seen(sightings.page, b["board"].get<int>(), ply);
      });
      return playing.load();
    });
  }
}

// A spectators' page as a browser holds it: its pushed stream, each event read for the
// boards it names (a whole view's "boards", or one board's line) and their plies. Only the
// first page's sightings are timed; every page's events and bytes are counted.
void watch_spectators_stream(int http_port, Sightings& sightings, bool timed, StreamCost& cost,
                             const std::atomic<bool>& playing) {
  httplib::Client client("127.0.0.1", http_port);
  client.set_read_timeout(5, 0);
  std::map<int, int> plies_seen;  // per board: the sightings already marked
  while (playing) {
    EventReader reader;
    client.Get("/spectators/events?round=1", [&](const char* data, std::size_t length) {
      cost.bytes += long(length);
      reader.feed(data, length, [&](const std::string& json) {
        ++cost.events;
        if (!timed) return;
        const nlohmann::json view = nlohmann::json::parse(json, nullptr, false);
        if (view.is_discarded() || !view.is_object()) return;
        auto seen = [&](const nlohmann::json& line) {
          if (!line.is_object() || !line.contains("board") || !line["board"].is_number_integer() ||
              !line.contains("plies") || !line["plies"].is_number_integer())
            return;
          const int board = line["board"].get<int>();
          int& marked = plies_seen[board];
          for (int ply = marked + 1; ply <= line["plies"].get<int>(); ++ply)
            sightings.seen(sightings.spectators, board, ply);
          marked = std::max(marked, line["plies"].get<int>());
        };
        if (view.contains("boards") && view["boards"].is_array())
          for (const auto& line : view["boards"]) seen(line);
        else seen(view);
      });
      return playing.load();
    });
  }
}

// What the broker says it has received since it started ($SYS, every second).
std::atomic<long> broker_messages_in{0}, broker_bytes_in{0};

int run(const std::string& twinboard, const std::string& self, int tables, int per_process, int seconds, int poll_ms,
        int min_gap_ms, int max_gap_ms, int spectator_pages, bool window, int tables_nice,
        const std::vector<int>& tables_cpus) {
  // --tables-cpus: the tables on these processors, the broker, the hall and the observers
  // (this process) on the others, as at an event, where the tables are other computers.
  // Set before any thread or child: they inherit it.
  std::string tables_cpu_list;
  if (!tables_cpus.empty()) {
    cpu_set_t others;
    sched_getaffinity(0, sizeof others, &others);
    for (int cpu : tables_cpus) {
      if (!CPU_ISSET(cpu, &others)) {  // taskset would refuse it, and no table would start
        std::fprintf(stderr, "bench_hall_load: --tables-cpus: processor %d is not one this process may run on\n", cpu);
        return 1;
      }
      CPU_CLR(cpu, &others);
      tables_cpu_list += (tables_cpu_list.empty() ? "" : ",") + std::to_string(cpu);
    }
    if (CPU_COUNT(&others) == 0 || sched_setaffinity(0, sizeof others, &others) != 0) {
      std::fprintf(stderr, "bench_hall_load: --tables-cpus leaves no processor for the hall\n");
      return 1;
    }
  }
  mosquitto_lib_init();
  // Every simulated table holds a connection and an eventfd in this one process (at an event
  // each is its own computer), and the broker a connection per table: both may need more
  // files than the usual 1024. The children inherit the limit.
  rlimit files{};
  getrlimit(RLIMIT_NOFILE, &files);
  files.rlim_cur = files.rlim_max;
  setrlimit(RLIMIT_NOFILE, &files);
  if (files.rlim_cur < rlim_t(3 * tables + 64))
    std::fprintf(stderr, "bench_hall_load: only %ld files may be open: too few for %d tables\n", long(files.rlim_cur),
                 tables);
  const std::string folder =
      std::filesystem::temp_directory_path() / ("twinboard-hall-load-" + std::to_string(getpid()));
  std::filesystem::create_directories(folder);
  const int broker_port = test::free_loopback_port(), http_port = test::free_loopback_port();
  std::ofstream(folder + "/mosquitto.conf") << "listener " << broker_port
                                            << " 127.0.0.1\nallow_anonymous true\npersistence false\n"
                                               "log_dest none\nmax_queued_messages 100000\nsys_interval 1\n";
  const char* broker_exe = std::filesystem::exists("/usr/sbin/mosquitto") ? "/usr/sbin/mosquitto" : "mosquitto";
  const pid_t broker = spawn({broker_exe, "-c", folder + "/mosquitto.conf"});
  std::this_thread::sleep_for(300ms);
  const std::string broker_address = "127.0.0.1:" + std::to_string(broker_port);
  const pid_t hall = spawn({twinboard, "hall", "--broker", broker_address, "--event", "load", "--http",
                            "127.0.0.1:" + std::to_string(http_port), "--store", folder + "/hall.sqlite"});
  std::this_thread::sleep_for(1s);
  if (broker <= 0 || hall <= 0) {
    std::fprintf(stderr, "bench_hall_load: cannot start mosquitto or %s\n", twinboard.c_str());
    return 1;
  }

  Sightings sightings;
  // The reference: the broker's own delivery of each move to a plain subscriber.
  mosquitto* raw = mosquitto_new(nullptr, true, &sightings);
  std::atomic<long> raw_duplicates{0};
  static std::map<std::pair<int, std::uint64_t>, int> raw_seq;
  mosquitto_message_callback_set(raw, [](mosquitto*, void* data, const mosquitto_message* m) {
    auto* s = static_cast<Sightings*>(data);
    const std::string topic = m->topic;
    if (topic.starts_with("$SYS/")) {
      const long value = std::atol(std::string(static_cast<const char*>(m->payload), m->payloadlen).c_str());
      (topic == "$SYS/broker/publish/messages/received" ? broker_messages_in : broker_bytes_in) = value;
      return;
    }
    const int board = std::atoi(topic.substr(std::string("twinboard/load/1/").size()).c_str());
    const auto json =
        nlohmann::json::parse(std::string(static_cast<const char*>(m->payload), m->payloadlen), nullptr, false);
    if (json.is_discarded() || !json["effect"].is_object()) return;
    ++raw_seq[{board, json["seq"].get<std::uint64_t>()}];
    if (json["effect"].value("effect", "") == "move") s->seen(s->broker, board, json["effect"].value("ply", 0));
  });
  mosquitto_connect(raw, "127.0.0.1", broker_port, 30);
  mosquitto_subscribe(raw, nullptr, "twinboard/load/1/+/events", 1);
  mosquitto_subscribe(raw, nullptr, "$SYS/broker/publish/messages/received", 0);
  mosquitto_subscribe(raw, nullptr, "$SYS/broker/bytes/received", 0);
  mosquitto_loop_start(raw);

  // The tables, in worker processes of this program; each says when it made each move.
  std::atomic<bool> playing{true};
  std::vector<FILE*> workers;
  std::vector<std::thread> readers;
  std::atomic<int> ready{0}, failed{0};
  std::atomic<long> moves{0};
  for (int first = 1; first <= tables; first += per_process) {
    const int count = std::min(per_process, tables - first + 1);
    // --tables-nice: the tables yield the processors to the hall, the broker and the observers,
    // as at an event, where each table is a computer of its own.
    const std::string command = (tables_cpu_list.empty() ? std::string() : "taskset -c " + tables_cpu_list + " ") +
                                (tables_nice > 0 ? "nice -n " + std::to_string(tables_nice) + " " : std::string()) +
                                self + " --worker --broker " + broker_address + " --first " + std::to_string(first) +
                                " --tables " + std::to_string(count) + " --seconds " + std::to_string(seconds) +
                                " --min-gap " + std::to_string(min_gap_ms) + " --max-gap " +
                                std::to_string(max_gap_ms) + (window ? "" : " --no-window");
    FILE* worker = popen(command.c_str(), "r");
    if (!worker) return 1;
    workers.push_back(worker);
    readers.emplace_back([worker, &sightings, &ready, &failed, &moves] {
      char line[256];
      while (std::fgets(line, sizeof line, worker)) {
        int board = 0, ply = 0;
        long long ns = 0;
        std::size_t plies = 0;
        if (std::sscanf(line, "made %d %d %lld", &board, &ply, &ns) == 3) {
          sightings.made(board, ply, Clock::time_point(std::chrono::nanoseconds(ns)));
          ++moves;
        } else if (std::sscanf(line, "plies %d %zu", &board, &plies) == 2) {
          sightings.final(board, int(plies));
        } else if (std::strncmp(line, "ready", 5) == 0) {
          ++ready;
        } else if (std::strncmp(line, "error", 5) == 0) {
          std::fprintf(stderr, "bench_hall_load: a worker: %s", line);
          ++failed;
        }
      }
    });
  }
  // The observers of the hall: the live PGN polled as a broadcast polls, and the arbiters'
  // page's pushed stream.
  std::atomic<long> polls{0};
  std::thread pgn_poller([&] {
    httplib::Client client("127.0.0.1", http_port);
    client.set_read_timeout(10, 0);
    while (playing) {
      const auto began = Clock::now();
      if (auto got = client.Get("/round/1.pgn"); got && got->status == 200) {
        ++polls;
        PgnReader reader(got->body);
        while (auto record = reader.next()) {
          const std::string board(record->game.tag("Board"));
          if (board.empty()) continue;
          for (std::size_t ply = 1; ply <= record->game.moves.size(); ++ply)
            sightings.seen(sightings.pgn, std::stoi(board), int(ply));
        }
      }
      std::this_thread::sleep_until(began + std::chrono::milliseconds(poll_ms));
    }
  });
  std::thread page_watcher(watch_page_stream, http_port, std::ref(sightings), std::cref(playing));
  StreamCost spectators_cost;
  std::vector<std::thread> spectators;
  for (int i = 0; i < spectator_pages; ++i)
    spectators.emplace_back(watch_spectators_stream, http_port, std::ref(sightings), i == 0, std::ref(spectators_cost),
                            std::cref(playing));

  const auto start = Clock::now();
  const Usage hall_before = usage_of(hall), broker_before = usage_of(broker);
  const long messages_before = broker_messages_in, bytes_before = broker_bytes_in;
  std::this_thread::sleep_until(start + std::chrono::seconds(seconds));
  const Usage hall_after = usage_of(hall), broker_after = usage_of(broker);
  const long messages_in = broker_messages_in - messages_before;
  for (std::thread& reader : readers) reader.join();  // the workers have drained and told their plies
  for (FILE* worker : workers) pclose(worker);
  const double played_s = seconds;
  rusage tables_usage{};
  getrusage(RUSAGE_CHILDREN, &tables_usage);  // the workers (the hall and the broker are not yet waited for)
  const double tables_cpu_s = double(tables_usage.ru_utime.tv_sec + tables_usage.ru_stime.tv_sec) +
                              double(tables_usage.ru_utime.tv_usec + tables_usage.ru_stime.tv_usec) / 1e6;
  // The hall may be behind: the games are compared once the live PGN has every table's last
  // move (or after 5 minutes), and how long that took after the tables ended is said.
  const auto tables_ended = Clock::now();
  while (sightings.unseen_last_moves(sightings.pgn) > 0 && Clock::now() - tables_ended < 300s)
    std::this_thread::sleep_for(200ms);
  const double caught_up_s = std::chrono::duration<double>(Clock::now() - tables_ended).count();
  const std::size_t never_seen = sightings.unseen_last_moves(sightings.pgn);
  std::this_thread::sleep_for(std::chrono::milliseconds(3 * poll_ms + 1500));
  // Every message the tables sent, from the first move to the last one drained (the workers
  // tell their moves when they end, so the bytes are counted over the whole game).
  const long bytes_in = broker_bytes_in - bytes_before;
  playing = false;
  pgn_poller.join();
  page_watcher.join();
  for (std::thread& page : spectators) page.join();
  if (failed > 0 || ready < int(workers.size())) std::fprintf(stderr, "bench_hall_load: a worker failed to start\n");

  httplib::Client client("127.0.0.1", http_port);
  int games_equal = 0, lost = 0;
  for (const auto& [board, plies] : sightings.final_plies) {
    const auto got = client.Get("/game/1/" + std::to_string(board) + ".json");
    const nlohmann::json game = got ? nlohmann::json::parse(got->body, nullptr, false) : nlohmann::json();
    const bool same = !game.is_discarded() && game.is_object() && game["state"]["plies"] == plies &&
                      game["effects"] == game["state"]["effects"];
    games_equal += same;
    if (!game.is_discarded() && game.is_object())
      lost += int(game["state"]["effects"].get<long>() - game["effects"].get<long>());
  }
  long delivered_twice = 0;
  for (const auto& [key, count] : raw_seq) delivered_twice += count - 1;

  std::printf(
      "bench_hall_load: %d tables (TableRuntime::run each, %s) in %zu processes, %d s, a move every %d-%d ms at "
      "each: %ld moves made%s\n",
      tables, window ? "the window on" : "headless", workers.size(), seconds, min_gap_ms, max_gap_ms, moves.load(),
      (std::string(tables_nice > 0 ? ", the tables at nice " + std::to_string(tables_nice) : "") +
       (tables_cpu_list.empty() ? ""
                                : ", the tables on processor(s) " + tables_cpu_list + " and the rest on the others"))
          .c_str());
  std::printf("broker: %.0f messages/s received while playing; %.0f bytes received per move made (%.1f MiB)\n",
              double(messages_in) / played_s, double(bytes_in) / double(std::max(1L, moves.load())),
              double(bytes_in) / (1 << 20));
  report("broker (plain subscriber)", sightings.delays(sightings.broker));
  report("live PGN (/round/1.pgn)", sightings.delays(sightings.pgn));
  report("arbiters' page (pushed stream)", sightings.delays(sightings.page));
  report("spectators' page (pushed)", sightings.delays(sightings.spectators));
  std::printf("the live PGN had every table's last move %.1f s after the tables ended%s\n", caught_up_s,
              never_seen ? (" (" + std::to_string(never_seen) + " never, in 5 minutes)").c_str() : "");
  std::printf("the live PGN polled every %d ms (%ld answers): a sighting there is late by up to %d ms of polling\n",
              poll_ms, polls.load(), poll_ms);
  if (spectator_pages > 0)
    std::printf(
        "spectators' streams: %d pages, %ld events, %.1f MiB in all; per page %.0f bytes and %.2f events a move made\n",
        spectator_pages, spectators_cost.events.load(), double(spectators_cost.bytes.load()) / (1 << 20),
        double(spectators_cost.bytes.load()) / spectator_pages / double(std::max(1L, moves.load())),
        double(spectators_cost.events.load()) / spectator_pages / double(std::max(1L, moves.load())));
  std::printf(
      "games equal to the hall's: %d of %d; effects the hall lacks: %d; delivered twice by the broker: %ld "
      "(kept once)\n",
      games_equal, tables, lost, delivered_twice);
  const Usage hall_end = usage_of(hall);
  std::printf("hall: CPU %.1f %% of one core while playing, memory %.1f MiB (peak %.1f MiB)\n",
              100 * (hall_after.cpu_s - hall_before.cpu_s) / played_s, hall_end.rss_mib, hall_end.peak_mib);
  std::printf("mosquitto: CPU %.1f %% of one core while playing\n",
              100 * (broker_after.cpu_s - broker_before.cpu_s) / played_s);
  std::printf("the tables (all worker processes, start to end): CPU %.1f s, %.1f %% of one core over the %d s\n",
              tables_cpu_s, 100 * tables_cpu_s / played_s, seconds);

  mosquitto_disconnect(raw);
  mosquitto_loop_stop(raw, true);
  mosquitto_destroy(raw);
  kill(hall, SIGTERM);
  waitpid(hall, nullptr, 0);
  kill(broker, SIGTERM);
  waitpid(broker, nullptr, 0);
  std::filesystem::remove_all(folder);
  return games_equal == tables && lost == 0 ? 0 : 1;
}

}  // namespace
}  // namespace twinboard::bench

int main(int argc, char** argv) {
  CLI::App app("The hall under an event's load: N tables, one broker, one hall (docs/performance.md)");
  std::string twinboard = "twinboard", broker;
  int tables = 2000, per_process = 200, seconds = 60, poll_ms = 100, min_gap = 2000, max_gap = 5000, first = 1,
      spectator_pages = 1, tables_nice = 0;
  bool worker = false, no_window = false;
  std::vector<int> tables_cpus;
  app.add_option("--twinboard", twinboard, "The twinboard program (for `twinboard hall`)");
  app.add_option("--tables", tables, "How many tables")->check(CLI::Range(1, 5000));
  app.add_option("--per-process", per_process, "Tables in each worker process (at most ~200: select())")
      ->check(CLI::Range(1, 250));
  app.add_option("--seconds", seconds, "How long they play")->check(CLI::Range(1, 3600));
  app.add_option("--poll", poll_ms, "How often the live PGN is fetched, ms")->check(CLI::Range(10, 10000));
  app.add_option("--min-gap", min_gap, "Shortest time between two moves at a table, ms");
  app.add_option("--max-gap", max_gap, "Longest time between two moves at a table, ms");
  app.add_option("--tables-nice", tables_nice,
                 "Run the tables' processes at this niceness (19: they yield to the hall, as separate computers would)")
      ->check(CLI::Range(0, 19));
  app.add_option("--tables-cpus", tables_cpus,
                 "Run the tables on these processors and the broker, the hall and the bench on the others "
                 "(as separate computers would be)")
      ->delimiter(',')
      ->check(CLI::Range(0, CPU_SETSIZE - 1));
  app.add_option("--spectators", spectator_pages, "Spectators' pages holding the pushed stream")
      ->check(CLI::Range(0, 200));
  app.add_flag("--no-window", no_window, "Each table as `twinboard table --headless` (no window's refresh)");
  // A worker process's own options (the bench starts them).
  app.add_flag("--worker", worker, "Run tables only (started by the bench itself)");
  app.add_option("--broker", broker, "With --worker: the broker, host:port");
  app.add_option("--first", first, "With --worker: the first table's board number");
  CLI11_PARSE(app, argc, argv);
  if (worker)
    return twinboard::bench::run_worker(broker, first, tables, seconds, min_gap, std::max(min_gap, max_gap),
                                        !no_window);
  const std::string self = std::filesystem::canonical("/proc/self/exe");
  return twinboard::bench::run(twinboard, self, tables, per_process, seconds, poll_ms, min_gap,
                               std::max(min_gap, max_gap), spectator_pages, !no_window, tables_nice, tables_cpus);
}
