// The configuration of `twinboard table`: a TOML file (docs/configuration.md) with
// command-line overrides. Every key is checked; a bad one is refused with its file, line
// and reason, before anything starts.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/result.h"
#include "core/table_events.h"
#include "devices/terminal_keys.h"
#include "runtime/board_signals.h"

namespace twinboard::runtime {

struct BoardConfig {
  BoardProtocolId protocol = BoardProtocolId::Manual;
  std::string port;                 // a device path, "auto" (twinboard ports), or "" for none
  std::optional<Color> clock_left;  // a DGT3000's left side; unknown: its lever is the board's player's
  // The key at the table's terminal that presses this player's clock (a foot switch may
  // type it); none: he presses otherwise (his board's button, a DGT3000's lever).
  std::optional<devices::ChosenKey> clock_key;
  // Issue 35, item 10: the short sounds his player hears when his announcement or press is
  // taken, and when it is refused (by CueKind).
  std::array<bool, 2> sounds{true, true};
  // Issue 51, item 4: his board's buzzer and vibration motor ([white] / [black] `signal`).
  SignalChoice signal{};
};

struct ListenerAudio {
  std::string device = "default";  // an audio output (or part of its name); "" for none
  std::string channel = "both";    // left, right or both
  int rate = 175;                  // words per minute
};

// Where the table reports to the hall (issue 21): an MQTT broker, and the table's place in
// the event. An empty broker: no hall.
struct HallConfig {
  std::string broker;  // host:port, e.g. 127.0.0.1:1883
  std::string event = "event";
  std::string round = "1";
  int board = 1;
  std::string username, password;
  std::string cafile;                 // TLS to the broker, checked against this CA; empty: plain
  std::string action_key;             // the event's key sealing arbiters' actions; empty: none taken
  std::vector<std::string> arbiters;  // who may act on this table from the hall's page
};

struct TableConfig {
  TableSetup setup;  // each seat's player (needs, board kind, warnings, captions) and vocabulary
  HallConfig hall;
  // Each player's own board and its cable. The terminal's player's clock key is the space bar
  // unless he chooses another.
  ByColour<BoardConfig> boards{{BoardConfig{BoardProtocolId::Tactile, "auto", {}, {}, {true, true}},
                                BoardConfig{BoardProtocolId::Dgt, "auto", {}, {}, {true, true}}}};
  std::array<ListenerAudio, 3> audio{};  // per Listener: each player's earphone, the arbiter's
  // A player's refreshable braille display through BrlAPI, each through its own BRLTTY (`host`:
  // where it serves BrlAPI; "" = its default, or $BRLAPI_HOST).
  ByColour<bool> braille{};
  ByColour<std::string> braille_host{};
  // The player at the table's terminal (his keys, his screen reader on its output); none: every
  // player uses his player station, his board and his display.
  std::optional<Color> terminal = Color::White;
  // The player who reads the window's large print (a low-vision player): in his language, the
  // game drawn from his side; none: the arbiter's language, from White's side.
  std::optional<Color> large_print_reader;
  // Read from the older form ([game] vi, [tactile], [sighted]): table --check says how it was seated.
  bool older_form = false;
  std::string wav;  // all speech into this WAV file instead of devices
  std::string journal = "twinboard-journal.sqlite";
  // The table's log (what happened, with wall-clock time, game time and level); by default
  // beside the journal (JOURNAL.log, or twinboard-table.log without one); "off": none.
  std::string log;
  bool resume = true;            // an unfinished game in the journal goes on
  bool charge_downtime = false;  // time the program was down counts for the side to move
  bool window = true;            // the SDL2 window for the players who see and the arbiter
  bool large_print = false;      // high contrast, large print, full screen
  std::string arbiter_pin;       // unlocks the window's arbiter line; "": the window takes no orders
  std::vector<std::pair<std::string, std::string>> tags;  // PGN tags: Event, Site, Round, White, Black
};

// A setting given on the command line: `--set section.key=value` (a value that is not TOML
// is taken as a string), or a named option such as `--control 300`, whose value is always
// a string and whose messages name the option as typed.
struct ConfigOverride {
  std::string item;    // "section.key=value"
  std::string origin;  // as the user typed it, for messages
  bool text = false;   // the value is a string whatever it looks like
};
ConfigOverride set_option(const std::string& item);  // --set ITEM
ConfigOverride named_option(const std::string& option, const std::string& key, const std::string& value);

// Reads the TOML text (`file` names it in messages) and applies the overrides in order.
Result<TableConfig, std::string> read_table_config(std::string_view text, const std::string& file,
                                                   const std::vector<ConfigOverride>& overrides);

// Where `twinboard table` looks for its configuration when no --config is given, in order:
// $XDG_CONFIG_HOME/twinboard/table.toml (XDG_CONFIG_HOME unset or empty: ~/.config), then
// /etc/twinboard/table.toml (a table computer's, docs/install.md). `xdg_config_home` and
// `home` are those variables' values (null: unset).
std::vector<std::string> config_search_path(const char* xdg_config_home, const char* home);
// The first of config_search_path(...) that exists, with this process's environment; none:
// the defaults and the command line alone.
std::optional<std::string> find_table_config();

}  // namespace twinboard::runtime
