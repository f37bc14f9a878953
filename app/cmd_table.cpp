// `twinboard table [--config table.toml] [overrides]`: the program at a tournament table.
// Boards, table, speech, journal and the players' keys in one loop; see
// docs/user-guide.md and docs/configuration.md.
#include <poll.h>
#include <unistd.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <iostream>
#include <map>
#include <set>

#include "hall/hall_action.h"
#include "hall/mqtt_hall.h"
#include "runtime/arbiter_station.h"
#include "runtime/journal_series.h"
#include "runtime/process_lock.h"
#include "runtime/table_log.h"
#include "audio/open_sink.h"
#include "audio/speaker.h"
#include "braille/cell_words.h"
#include "runtime/braille_runner.h"
#include "command_failure.h"
#include "commands.h"
#include "devices/serial_port.h"
#include "devices/terminal_keys.h"
#include "raw_terminal.h"
#include "read_file.h"
#include "runtime/scenario.h"
#include "runtime/scenario_script.h"
#include "signals.h"
#include "table_check.h"
#include "table_sources.h"
#include "runtime/table_config.h"
#include "runtime/table_runtime.h"
#include "runtime/table_session.h"
#include "runtime/vi_commands.h"
#include "runtime/window_arbiter.h"
#include "runtime/window_runner.h"

namespace twinboard::app {
namespace {

struct TableOptions {
  std::string config;
  std::vector<std::string> overrides;
  std::string white, black, control, journal, wav, input;
  std::string vi, tactile, sighted;  // the older form's options, still read
  bool fresh = false;
  bool no_speech = false;
  bool headless = false;
  bool verbose = false;
  bool check = false;
  double speed = 1.0;
};

// "auto": the port `twinboard ports` thinks holds such a board.
Result<std::string, std::string> resolve_port(const BoardConfig& board, Color b, const std::string& taken) {
  if (board.port != "auto") return board.port;
  std::vector<devices::PortInfo> ports = devices::list_ports();
  // A Certabo read for filled squares only is still a Certabo by its USB ids.
  const BoardProtocolId maker =
      board.protocol == BoardProtocolId::CertaboOccupancy ? BoardProtocolId::Certabo : board.protocol;
  for (const auto& p : ports)
    if (p.likely_board == maker && p.path != taken) return p.path;
  // A tactile board has no USB ids of its own: the one USB serial port left over is it. A
  // motherboard's serial port (/dev/ttyS0) is never taken for a board (issue 18).
  if (board.protocol == BoardProtocolId::Tactile) {
    std::vector<std::string> left;
    for (const auto& p : ports)
      if (p.path != taken && !p.likely_board && p.transport == "usb") left.push_back(p.path);
    if (left.size() == 1) return left.front();
  }
  return Failure{"no " + std::string(name(board.protocol)) + " board found for " + std::string(board_name(b)) +
                 " (twinboard ports lists what is there); give its port: " + std::string(name(b)) +
                 ".port=/dev/ttyUSB0, or protocol=\"manual\""};
}

std::unique_ptr<audio::Speaker> make_speaker(const TableConfig& config, std::string* error) {
  std::vector<audio::Output> outputs;
  std::vector<audio::ListenerSetup> listeners;
  std::map<std::string, std::string> output_of_device;
  try {
    for (Listener l : kListeners) {
      const ListenerAudio& a = config.audio[int(l)];
      if (a.device.empty()) continue;  // this person hears nothing here
      const std::string device = config.wav.empty() ? a.device : "wav";
      if (!output_of_device.count(device)) {
        const std::string output = "out" + std::to_string(outputs.size());
        outputs.push_back({output, audio::open_sink(config.wav.empty() ? device : "", config.wav)});
        output_of_device[device] = output;
      }
      listeners.push_back({std::string(name(l)),
                           output_of_device[device],
                           *audio::parse_channel(a.channel),
                           {std::string(phrasebook(config.setup.vocabulary[int(l)]->language).voice), a.rate, 100}});
    }
    if (listeners.empty()) return nullptr;
    return std::make_unique<audio::Speaker>(std::move(outputs), std::move(listeners));
  } catch (const std::exception& e) {
    *error = e.what();
    return nullptr;
  }
}

// The table as it will run: its configuration (--config, else the file find_table_config
// finds, else the defaults) with the command line over it, a scenario if one is played, and
// the boards' ports.
struct PreparedTable {
  TableConfig config;
  std::string config_file;  // "": none
  std::optional<Script> script;
  ByColour<std::string> ports;       // each player's board's port; "": none
  ByColour<std::string> unresolved;  // --check: why a board's "auto" port was not found
};

Result<PreparedTable, CommandFailure> prepare_table(const TableOptions& o) {
  PreparedTable t;
  t.config_file = !o.config.empty() ? o.config : find_table_config().value_or("");
  std::string text;
  if (!t.config_file.empty()) {
    auto read = read_file(t.config_file, kMiB);
    if (!read) return Failure{CommandFailure{FailureKind::UsageOrIo, read.error()}};
    text = std::move(*read);
  }
  std::vector<ConfigOverride> overrides;
  for (const std::string& item : o.overrides) overrides.push_back(set_option(item));
  struct Named {
    const std::string* value;
    const char* option;
    const char* key;
  };
  for (const Named& n : {Named{&o.white, "--white", "white.port"}, Named{&o.black, "--black", "black.port"},
                         Named{&o.vi, "--vi", "game.vi"}, Named{&o.control, "--control", "game.time_control"},
                         Named{&o.tactile, "--tactile", "tactile.port"}, Named{&o.sighted, "--sighted", "sighted.port"},
                         Named{&o.journal, "--journal", "game.journal"}, Named{&o.wav, "--wav", "game.wav"}})
    if (!n.value->empty()) overrides.push_back(named_option(n.option, n.key, *n.value));
  if (o.fresh) overrides.push_back(set_option("game.resume=false"));
  if (o.headless) overrides.push_back(set_option("window.show=false"));
  auto parsed = read_table_config(text, t.config_file.empty() ? "(no config)" : t.config_file, overrides);
  if (!parsed) return Failure{CommandFailure{FailureKind::BadInput, parsed.error()}};
  t.config = std::move(*parsed);

  if (!o.input.empty()) {
    auto scenario = read_file(o.input, 256 * kMiB);
    if (!scenario) return Failure{CommandFailure{FailureKind::UsageOrIo, scenario.error()}};
    auto script = read_script(*scenario, o.input);
    if (!script) return Failure{CommandFailure{FailureKind::BadInput, script.error()}};
    t.script = std::move(*script);
    if (t.script->setup) {
      t.config.setup = *t.script->setup;
      // Its words go to the terminal of its VI player (the first), as they would at his table.
      for (Color c : {Color::Black, Color::White})
        if (t.config.setup.is_vi(c)) t.config.terminal = c;
    } else {
      t.config.setup.wait_for_start = false;  // the script plays from its first line
    }
    for (BoardConfig& board : t.config.boards) board.port.clear();  // the script is the boards
  }
  for (Color b : kColors) {
    const BoardConfig& board = t.config.boards[b];
    if (board.port.empty() || board.protocol == BoardProtocolId::Manual) continue;
    // The other board's port is not this one's: resolved already, or given by name.
    const std::string& other = t.config.boards[~b].port;
    const std::string taken = !t.ports[~b].empty() ? t.ports[~b] : other != "auto" ? other : "";
    auto port = resolve_port(board, b, taken);
    if (port) t.ports[b] = *port;
    else if (o.check) t.unresolved[b] = port.error();  // said among the check's lines
    else return Failure{CommandFailure{FailureKind::UsageOrIo, port.error()}};
  }
  return t;
}

// Adjourning (issue 39): the players hear that the game goes on from the journal only when
// the journal holds all of it. Otherwise the game and the clocks go to the log, the arbiter
// hears what is missing and what to do, and the table stays open; `adjourn FILE` keeps a
// copy in FILE and closes all the same, with a status that says the journal alone is not
// the record. The arbiter's refusal, or nothing when the table closes.
std::optional<std::string> adjourn_table(TableRuntime& runtime, spdlog::logger& table_log, const std::string& who,
                                         const std::string& copy_to, int& exit_status) {
  const TablePhrases& say = runtime.phrases(Listener::Arbiter);
  runtime.note("> arbiter: adjourn" + (copy_to.empty() ? "" : " " + copy_to) + " (" + who + ")");
  const TableRuntime::JournalCheck kept = runtime.journal_for_adjourning();
  if (!copy_to.empty()) {
    std::ofstream copy(copy_to, std::ios::binary | std::ios::trunc);
    copy << runtime.record_now();
    copy.flush();
    if (!copy) return copy_to + ": " + std::strerror(errno);
  }
  if (kept.missing > 0 && copy_to.empty()) {
    write_log(table_log, LogLevel::Error,
              "the game as it stands (the journal lacks part of it):\n" + runtime.record_now());
    return fill_in(say.adjourn_not_kept,
                   {{"events", std::to_string(kept.missing)}, {"why", kept.why}, {"advice", kept.advice}});
  }
  runtime.tell(Listener::Arbiter, fill_in(say.adjourned_by, {{"who", who}}), LogLevel::Info);
  if (kept.missing > 0) {
    runtime.tell(Listener::Arbiter,
                 fill_in(say.adjourned_copy, {{"events", std::to_string(kept.missing)}, {"copy", copy_to}}),
                 LogLevel::Error);
    for (Listener l : {Listener::White, Listener::Black})
      runtime.tell(l, std::string(runtime.phrases(l).adjourned_arbiter_keeps), LogLevel::Info);
    exit_status = app::exit_status(FailureKind::RecordElsewhere);
  } else {
    for (Listener l : {Listener::White, Listener::Black})
      runtime.tell(l, std::string(runtime.phrases(l).adjourned), LogLevel::Info);
  }
  runtime.close();
  return std::nullopt;
}

int run_table(const TableOptions& o) {
  auto fail = [](std::string why, FailureKind kind) { return report("table", {kind, std::move(why)}); };
  auto prepared = prepare_table(o);
  if (!prepared) return report("table", prepared.error());
  if (o.check) return check_table(prepared->config, prepared->config_file, prepared->ports, prepared->unresolved);
  TableConfig& config = prepared->config;
  std::optional<Script>& script = prepared->script;

  RuntimeOptions options;
  options.setup = config.setup;
  options.speed = o.speed;
  options.terminal_output = &std::cout;  // what is said to the terminal's player, and nothing else (issue 18)
  options.terminal_seat = config.terminal;
  options.tags = config.tags;
  options.resume = config.resume;
  options.charge_downtime = config.charge_downtime;
  options.scripted_time = script.has_value();
  for (Color b : kColors) {
    options.protocols[b] = config.boards[b].protocol;
    options.clock_left[b] = config.boards[b].clock_left;
    options.sounds[b] = config.boards[b].sounds;
    options.signals[b] = config.boards[b].signal;
  }
  options.ports = prepared->ports;

  // One table per board: a second process on a board's port is refused, naming the first.
  std::vector<ProcessLock> port_locks;
  for (Color b : kColors) {
    const std::string& port = options.ports[b];
    if (port.empty()) continue;
    auto lock = ProcessLock::take(ProcessLock::for_device(port));
    if (!lock)
      return fail(std::string(board_name(b)) + "'s port " + port + ": " + lock.error(), FailureKind::UsageOrIo);
    port_locks.push_back(std::move(*lock));
  }

  // Issue 52: a message its catalog has not translated yet (or whose English changed since)
  // is said in English; the technician reads which, once per language seated, never silently.
  std::set<Language> seated;
  for (Listener l : kListeners) seated.insert(config.setup.vocabulary[int(l)]->language);
  for (Language language : seated)
    if (const auto fallen = fallen_back_messages(language); !fallen.empty()) {
      std::cerr << "twinboard table: " << fallen.size() << " message(s) of the catalog po/" << code_of(language)
                << ".po are said in English until a translator reviews them:";
      for (std::string_view id : fallen) std::cerr << ' ' << id;
      std::cerr << '\n';
    }

  std::unique_ptr<Journal> journal;
  TableJournal opened_journal;
  if (config.journal == "off") {
    std::cerr << "twinboard table: no journal (game.journal = \"off\"): this game cannot be resumed after a crash\n";
  } else {
    try {
      // A journal that holds a game is never written over: a finished game stays where it
      // is, and this one goes into the next journal of the series (issue 39).
      opened_journal = open_table_journal(config.journal, config.resume);
      journal = std::move(opened_journal.journal);
    } catch (const std::exception& e) {
      return report("table", failure_of(e));  // a damaged journal is refused, never misread
    }
  }
  options.journal = journal.get();

  // The log: a file beside the journal; on stderr with --verbose, or when a scenario plays.
  std::shared_ptr<spdlog::logger> table_log;
  const std::string log_file = config.log == "off"   ? ""
                               : !config.log.empty() ? config.log
                               : journal             ? config.journal + ".log"
                                                     : "twinboard-table.log";
  try {
    table_log = make_table_log(log_file, o.verbose || script.has_value());
  } catch (const std::exception& e) {
    return fail(e.what(), FailureKind::UsageOrIo);
  }
  // The arbiter's stations attach beside the journal (roles: never from a player's keys).
  std::unique_ptr<ArbiterStations> stations;
  if (journal && !script) {
    auto opened = ArbiterStations::open(config.journal + ".arbiter");
    if (!opened) return fail(opened.error(), FailureKind::UsageOrIo);
    stations = std::move(*opened);
  }
  options.observe = [&stations, table_log](LogLevel level, const std::string& line) {
    write_log(*table_log, level, line);
    if (stations) stations->broadcast(line);
  };

  // The hall (issue 21): every effect and the state to the event's broker; the table never
  // waits for it.
  std::unique_ptr<hall::MqttHall> hall_link;
  if (!config.hall.broker.empty()) {
    auto opened = hall::MqttHall::open(
        config.hall, [table_log](const std::string& line) { write_log(*table_log, LogLevel::Info, line); },
        [table_log](const std::string& line) { write_log(*table_log, LogLevel::Warning, line); });
    if (!opened) return fail(opened.error(), FailureKind::UsageOrIo);
    hall_link = std::move(*opened);
    options.hall = hall_link.get();
  }

  std::unique_ptr<audio::Speaker> speaker;
  if (!o.no_speech) {
    std::string error;
    speaker = make_speaker(config, &error);
    if (!speaker && !error.empty())
      return fail(error + "; game.wav=FILE writes the speech to a file, --no-speech runs silent",
                  FailureKind::UsageOrIo);
  }
  std::unique_ptr<TableRuntime> runtime;
  try {
    runtime = std::make_unique<TableRuntime>(options, std::move(speaker));
  } catch (const std::exception& e) {
    return report("table", failure_of(e));
  }
  if (!opened_journal.kept.empty()) {
    write_log(*table_log, LogLevel::Info, "the journal " + opened_journal.kept + " holds " + opened_journal.why_kept);
    runtime->tell(Listener::Arbiter,
                  fill_in(runtime->phrases(Listener::Arbiter).journal_kept,
                          {{"kept", opened_journal.kept}, {"journal", journal->path()}}),
                  LogLevel::Info);
  }
  stop_on_signals();
  // Each player's braille (a display through his own BRLTTY); the terminal's player types
  // braille dot by dot on its keys too.
  const Color at_terminal = config.terminal.value_or(Color::White);
  ByColour<std::unique_ptr<BrailleRunner>> braille;
  for (Color c : kColors) braille[c] = std::make_unique<BrailleRunner>(c, config.braille[c], config.braille_host[c]);
  const ByColour<std::optional<devices::ChosenKey>> clock_keys{
      {config.boards[Color::White].clock_key, config.boards[Color::Black].clock_key}};
  TableSession session(*runtime, *braille[at_terminal], at_terminal, clock_keys);
  // Issue 47: each player's station (`twinboard player --seat COLOUR`), beside the journal as
  // the arbiter's are: his lines, and everything said to him, in his language.
  std::unique_ptr<PlayerStations> player_stations;
  ByColour<std::unique_ptr<TableSession>> station_sessions;
  if (journal && !script) {
    auto opened = PlayerStations::open(config.journal);
    if (!opened) return fail(opened.error(), FailureKind::UsageOrIo);
    player_stations = std::move(*opened);
    for (Color c : kColors) station_sessions[c] = std::make_unique<TableSession>(*runtime, *braille[c], c, clock_keys);
    runtime->also_to([&player_stations](Listener l, const std::string& text) {
      if (const auto seat = seat_of(l)) player_stations->tell(*seat, text);
    });
  }
  WindowRunner window(config.window, config.large_print, config.large_print_reader);
  WindowArbiter window_arbiter(config.arbiter_pin);
  // An arbiter's order from any station: the table's refusal, or nothing when carried out.
  const ArbiterStations::OrderHandler order = [&](const ArbiterOrder& given,
                                                  const std::string& who) -> std::optional<std::string> {
    for (const Effect& e : runtime->input(ArbiterCommand{given}, who))
      if (const auto* refused = std::get_if<Refused>(&e.body)) return runtime->words_for_arbiter(refused->why);
    return std::nullopt;
  };
  int exit_status = kOk;
  const ArbiterStations::AdjournHandler adjourn = [&](const std::string& who, const std::string& copy_to) {
    return adjourn_table(*runtime, *table_log, who, copy_to, exit_status);
  };

  // The inputs besides the boards, in the order the loop looks at them after each wait.
  std::vector<std::unique_ptr<InputSource>> sources;
  sources.push_back(std::make_unique<Interruption>());
  if (stations) sources.push_back(std::make_unique<StationsInput>(*stations, *runtime, order, adjourn));
  if (player_stations)
    sources.push_back(std::make_unique<PlayerStationsInput>(
        *player_stations,
        ByColour<TableSession*>{{station_sessions[Color::White].get(), station_sessions[Color::Black].get()}}));
  if (hall_link)
    sources.push_back(std::make_unique<HallActions>(
        *hall_link,
        hall::ActionDesk(hall::action_topic(config.hall.event, config.hall.round, config.hall.board),
                         config.hall.action_key, config.hall.arbiters),
        *runtime, order, table_log));
  sources.push_back(std::make_unique<Displays>(*runtime, window, window_arbiter, braille, at_terminal, order, adjourn));
  if (script) sources.push_back(std::make_unique<ScriptInput>(*runtime, *script, o.speed));
  else if (config.terminal) sources.push_back(std::make_unique<KeyboardInput>(session));  // none: stations only
  std::vector<InputSource*> polled;
  for (const auto& source : sources) polled.push_back(source.get());
  runtime->run(polled);

  // Why the table closed, for whoever reads the log after (a signal, the keys, the arbiter).
  runtime->note(interrupted ? "the table stops: interrupted (Ctrl-C or a signal); the journal keeps the game"
                            : "the table closes");
  if (auto* s = runtime->speaker(); s && !interrupted) s->wait_until_quiet();
  // What the hall has not yet acknowledged gets a moment to leave (the journal keeps it
  // anyway: a resumed table sends the game again, and the hall keeps each effect once).
  if (hall_link && !hall_link->drain(2000))
    write_log(*table_log, LogLevel::Warning,
              "hall: " + std::to_string(hall_link->waiting()) + " messages not acknowledged at the close");
  return exit_status;
}

}  // namespace

void add_table_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<TableOptions>();
  auto* cmd = app.add_subcommand("table", "Run a table: both boards, speech, clock, journal (docs/user-guide.md)");
  cmd->add_option("--config", o->config,
                  "The table's TOML file (docs/configuration.md); default: $XDG_CONFIG_HOME/twinboard/table.toml, "
                  "else /etc/twinboard/table.toml, else none");
  cmd->add_flag("--check", o->check,
                "Check the configuration, the boards it names and the journal, then stop (no game is started)");
  cmd->add_option("--set", o->overrides, "Override one setting: section.key=value (repeatable)");
  cmd->add_option("--white", o->white, "White's board's port, or auto (white.port)");
  cmd->add_option("--black", o->black, "Black's board's port, or auto (black.port)");
  cmd->add_option("--control", o->control, "Time control, e.g. \"90m/40 + 30m, +30s\" or 5400+30");
  cmd->add_option("--vi", o->vi, "Older form: the visually impaired player's colour, white or black (game.vi)");
  cmd->add_option("--tactile", o->tactile, "Older form: the VI player's board's port, or auto (tactile.port)");
  cmd->add_option("--sighted", o->sighted, "Older form: his opponent's board's port, or auto (sighted.port)");
  cmd->add_option("--journal", o->journal, "The journal file (default twinboard-journal.sqlite)");
  cmd->add_flag("--fresh", o->fresh, "Start a new game even if the journal holds an unfinished one");
  cmd->add_option("--wav", o->wav, "All speech into this WAV file instead of the audio devices");
  cmd->add_flag("--no-speech", o->no_speech, "No speech: the log and the window only");
  cmd->add_flag("--headless", o->headless, "No window");
  cmd->add_flag("--verbose", o->verbose, "The log on stderr too (it always goes to its file, game.log)");
  cmd->add_option("--input", o->input, "Take the events from a scenario file, paced by their times (tests, replays)");
  cmd->add_option("--speed", o->speed, "With --input: how much faster than written (default 1)")
      ->check(CLI::Range(0.1, 10000.0));
  cmd->callback([&run, o] { run = [o] { return run_table(*o); }; });
}

}  // namespace twinboard::app
