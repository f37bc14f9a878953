#include "table_config.h"

#include "arbiter_login.h"

#include <toml++/toml.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <map>

#include "core/clock_warnings.h"
#include "core/position.h"
#include "core/vocabulary.h"
#include "vi_commands.h"

namespace twinboard::runtime {
namespace {

// The terminal player's key that `key` would hide ("announce"), if any: his own clock key may
// be `c`, which presses his clock anyway; no other key of his, and not `c` for another player.
std::optional<std::string> taken_key(const devices::ChosenKey& key, bool his_own) {
  if (key.name != devices::TerminalKey::Name::Char || key.text.size() != 1) return std::nullopt;
  const auto binding = key_binding(char(std::tolower(static_cast<unsigned char>(key.text[0]))));
  if (!binding || (his_own && binding->prompt == "press")) return std::nullopt;
  return binding->prompt.substr(0, binding->prompt.find(' '));
}

// Values from --set: toml++ keeps no source for a copied node, so they are noted here
// while one configuration is read.
thread_local std::map<const toml::node*, std::string>* override_origins = nullptr;

// Where a node was written: "table.toml:12" or "--set tactile.port=...".
std::string where(const toml::node& node) {
  if (override_origins)
    if (auto it = override_origins->find(&node); it != override_origins->end()) return it->second;
  const auto& source = node.source();
  std::string file = source.path ? *source.path : "config";
  if (file.starts_with("--set")) return file;
  return file + ":" + std::to_string(source.begin.line);
}

struct Problem {
  std::string text;
};

// What one reading has seen so far besides the values (thread_local like override_origins):
// which form seats the players, and which settings were given rather than left to defaults.
struct Reading {
  Color older_vi = Color::White;  // [game] vi: the older form's VI player
  bool seat_sections = false, older_sections = false;
  ByColour<bool> warnings_given{}, clock_key_given{}, channel_given{}, protocol_given{}, needs_given{}, signal_given{};
  std::optional<Color> terminal_given, large_print_given;
  ByColour<bool> not_at_terminal{};  // `terminal = false`: not his (the default goes elsewhere)
};
thread_local Reading* reading = nullptr;

// "fide-de, plain-en, ...": the vocabularies there are.
std::string vocabulary_codes() {
  std::string out;
  for (const Vocabulary& v : all_vocabularies()) out += (out.empty() ? "" : ", ") + std::string(v.code);
  return out;
}

std::string string_of(const toml::node& node, const std::string& key) {
  if (!node.is_string()) throw Problem{where(node) + ": " + key + " must be a string in quotes"};
  return node.as_string()->get();
}

bool bool_of(const toml::node& node, const std::string& key) {
  if (!node.is_boolean()) throw Problem{where(node) + ": " + key + " must be true or false"};
  return node.as_boolean()->get();
}

std::int64_t int_of(const toml::node& node, const std::string& key, std::int64_t low, std::int64_t high) {
  if (!node.is_integer() || node.as_integer()->get() < low || node.as_integer()->get() > high)
    throw Problem{where(node) + ": " + key + " must be a whole number from " + std::to_string(low) + " to " +
                  std::to_string(high)};
  return node.as_integer()->get();
}

std::string one_of(const toml::node& node, const std::string& key, std::initializer_list<const char*> choices) {
  std::string value = string_of(node, key);
  std::string list;
  for (const char* c : choices) {
    if (value == c) return value;
    list += (list.empty() ? "" : ", ") + std::string(c);
  }
  throw Problem{where(node) + ": " + key + " must be one of " + list + ", not '" + value + "'"};
}

// One of an enum's values, by its name (roles.h).
template <class E, std::size_t N>
E one_of(const toml::node& node, const std::string& key, const std::array<E, N>& all) {
  const std::string value = string_of(node, key);
  if (auto e = named(value, all)) return *e;
  throw Problem{where(node) + ": " + key + " must be one of " + names_of(all) + ", not '" + value + "'"};
}

using Setter = std::function<void(const toml::node&, TableConfig&)>;
using Section = std::map<std::string, Setter>;

// What he hears and in which words: a player's or the arbiter's.
void add_listening_keys(Section& section, std::function<Listener(TableConfig&)> who) {
  section["vocabulary"] = [who](const toml::node& n, TableConfig& c) {
    const std::string code = string_of(n, "vocabulary");
    const Vocabulary* v = find_vocabulary(code);
    if (!v) throw Problem{where(n) + ": vocabulary: unknown '" + code + "' (" + vocabulary_codes() + ")"};
    c.setup.vocabulary[std::size_t(who(c))] = v;
  };
  section["audio_device"] = [who](const toml::node& n, TableConfig& c) {
    c.audio[std::size_t(who(c))].device = string_of(n, "audio_device");
  };
  section["channel"] = [who](const toml::node& n, TableConfig& c) {
    const Listener l = who(c);
    c.audio[std::size_t(l)].channel = one_of(n, "channel", {"left", "right", "both"});
    if (const auto seat = seat_of(l)) reading->channel_given[*seat] = true;
  };
  section["rate"] = [who](const toml::node& n, TableConfig& c) {
    c.audio[std::size_t(who(c))].rate = int(int_of(n, "rate", 80, 450));
  };
}

enum class SeatForm { Seats, OlderVi, OlderSighted };

// A player's section: who he is, his board, his keys and sounds, his warnings, his braille
// display, whether he sits at the terminal or reads the large print. `seat` says whose it is
// while reading (the older form's sections depend on [game] vi).
void add_seat_keys(Section& section, std::function<Color()> seat, SeatForm form) {
  const auto noted = [seat, form](TableConfig& c) {
    (form == SeatForm::Seats ? reading->seat_sections : reading->older_sections) = true;
    c.older_form = c.older_form || form != SeatForm::Seats;
    return seat();
  };
  add_listening_keys(section, [noted](TableConfig& c) { return listener_of(noted(c)); });
  if (form == SeatForm::Seats) {
    section["needs"] = [noted](const toml::node& n, TableConfig& c) {
      const Color s = noted(c);
      c.setup.seats[s].needs = one_of(n, "needs", kNeeds);
      reading->needs_given[s] = true;
    };
    // Issue 47: the one player whose keys are the table's terminal (the other uses his player station).
    section["terminal"] = [noted](const toml::node& n, TableConfig& c) {
      const Color s = noted(c);
      if (!bool_of(n, "terminal")) {
        reading->not_at_terminal[s] = true;  // not his: the default seat is looked for elsewhere
        return;
      }
      if (reading->terminal_given && *reading->terminal_given != s)
        throw Problem{where(n) +
                      ": terminal: only one player sits at the table's terminal; the other uses "
                      "`twinboard player --seat " +
                      std::string(name(s)) + "`"};
      reading->terminal_given = s;
    };
    // A low-vision player reads the window's large print, in his language and from his side.
    section["large_print"] = [noted](const toml::node& n, TableConfig& c) {
      const Color s = noted(c);
      if (!bool_of(n, "large_print")) return;
      reading->large_print_given = s;
      c.large_print = true;
    };
  }
  section["protocol"] = [noted](const toml::node& n, TableConfig& c) {
    const Color s = noted(c);
    c.boards[s].protocol = one_of(n, "protocol", kBoardProtocols);
    reading->protocol_given[s] = true;
  };
  section["port"] = [noted](const toml::node& n, TableConfig& c) { c.boards[noted(c)].port = string_of(n, "port"); };
  // A DGT3000 on this board: whose clock is on its left, so the lever presses the clock
  // of the side that pushed it (issue 18, item 5).
  section["clock_left"] = [noted](const toml::node& n, TableConfig& c) {
    c.boards[noted(c)].clock_left =
        one_of(n, "clock_left", {"white", "black"}) == "white" ? Color::White : Color::Black;
  };
  // Issue 35, item 1: the key that presses his clock ("space", "enter", "f1".."f12", one
  // character; "none"): a foot switch that types a key is one.
  section["clock_key"] = [noted](const toml::node& n, TableConfig& c) {
    const Color s = noted(c);
    reading->clock_key_given[s] = true;
    const std::string text = string_of(n, "clock_key");
    if (text == "none") {
      c.boards[s].clock_key.reset();
      return;
    }
    const auto key = devices::key_named(text);
    if (!key)
      throw Problem{where(n) + ": clock_key: '" + text +
                    "' is no key: space, enter, f1 to f12, one character, or none"};
    c.boards[s].clock_key = key;
  };
  section["taken_sound"] = [noted](const toml::node& n, TableConfig& c) {
    c.boards[noted(c)].sounds[int(CueKind::Taken)] = bool_of(n, "taken_sound");
  };
  section["refused_sound"] = [noted](const toml::node& n, TableConfig& c) {
    c.boards[noted(c)].sounds[int(CueKind::Refused)] = bool_of(n, "refused_sound");
  };
  // Issue 51, item 4: what his board's buzzer and vibration motor tell him (the opponent's
  // move made, the table needs him): "vibrate", "buzz", "both" or "off".
  section["signal"] = [noted](const toml::node& n, TableConfig& c) {
    const Color s = noted(c);
    const std::string how = one_of(n, "signal", {"vibrate", "buzz", "both", "off"});
    c.boards[s].signal = {.buzz = how == "buzz" || how == "both", .vibrate = how == "vibrate" || how == "both"};
    reading->signal_given[s] = true;
  };
  section["warnings"] = [noted](const toml::node& n, TableConfig& c) {
    const Color s = noted(c);
    auto thresholds = parse_warning_thresholds(string_of(n, "warnings"));
    if (!thresholds) throw Problem{where(n) + ": warnings: " + thresholds.error()};
    c.setup.seats[s].warnings = *thresholds;
    reading->warnings_given[s] = true;
  };
  if (form != SeatForm::OlderVi)  // D.2.11: his opponent's words shown to him as captions
    section["hearing_impaired"] = [noted](const toml::node& n, TableConfig& c) {
      c.setup.seats[noted(c)].hearing_impaired = bool_of(n, "hearing_impaired");
    };
  if (form == SeatForm::OlderSighted) return;
  // D.2.3 with the assistant: how long a VI player's board must rest to make his move when he
  // gives no sign (his clock button or key, his words); 0: only his sign. One for the table.
  section["made_after_seconds"] = [noted](const toml::node& n, TableConfig& c) {
    noted(c);
    c.setup.vi_rest = int_of(n, "made_after_seconds", 0, 60) * 1000;
  };
  section["braille"] = [noted](const toml::node& n, TableConfig& c) { c.braille[noted(c)] = bool_of(n, "braille"); };
  section["braille_host"] = [noted](const toml::node& n, TableConfig& c) {
    c.braille_host[noted(c)] = string_of(n, "braille_host");
  };
}

// Every key of every section, with how it is read. A key not here is refused.
const std::map<std::string, std::map<std::string, Setter>>& schema() {
  static const auto* const kSchema = [] {
    auto* s = new std::map<std::string, std::map<std::string, Setter>>;
    auto& game = (*s)["game"];
    // The older form's VI player (read before the sections: his section is [tactile]).
    game["vi"] = [](const toml::node& n, TableConfig& c) {
      reading->older_vi = one_of(n, "vi", {"white", "black"}) == "white" ? Color::White : Color::Black;
      reading->older_sections = true;
      c.older_form = true;
    };
    game["time_control"] = [](const toml::node& n, TableConfig& c) {
      auto tc = parse_time_control(string_of(n, "time_control"));
      if (!tc) throw Problem{where(n) + ": time_control: " + tc.error()};
      c.setup.time_control = *tc;
    };
    game["start_fen"] = [](const toml::node& n, TableConfig& c) {
      const std::string fen = string_of(n, "start_fen");
      auto position = Position::from_fen(fen);
      if (!position) throw Problem{where(n) + ": start_fen: " + position.error().front()};
      c.setup.start_fen = fen;
    };
    game["assistant"] = [](const toml::node& n, TableConfig& c) { c.setup.assistant = bool_of(n, "assistant"); };
    // Issue 18: at a rated game nothing runs until the arbiter starts the round; "now" starts
    // the clock as the table opens (a casual game, a club evening).
    game["start"] = [](const toml::node& n, TableConfig& c) {
      c.setup.wait_for_start = one_of(n, "start", {"arbiter", "now"}) == "arbiter";
    };
    game["time_answer"] = [](const toml::node& n, TableConfig& c) {
      c.setup.time_answer =
          one_of(n, "time_answer", {"used-and-left", "left"}) == "left" ? TimeAnswer::Left : TimeAnswer::UsedAndLeft;
    };
    game["reminder_seconds"] = [](const toml::node& n, TableConfig& c) {
      c.setup.reminder_after = int_of(n, "reminder_seconds", 3, 600) * 1000;
    };
    game["journal"] = [](const toml::node& n, TableConfig& c) {
      // A rated game is not played without crash recovery by accident: no journal is an
      // explicit "off", never an empty value.
      c.journal = string_of(n, "journal");
      if (c.journal.empty())
        throw Problem{where(n) +
                      ": journal is empty; a game without a journal is lost in a crash. Name a file, "
                      "or write journal = \"off\" to play without one"};
    };
    game["log"] = [](const toml::node& n, TableConfig& c) {
      c.log = string_of(n, "log");
      if (c.log.empty()) throw Problem{where(n) + ": log is empty; name a file, or write log = \"off\""};
    };
    game["resume"] = [](const toml::node& n, TableConfig& c) { c.resume = bool_of(n, "resume"); };
    game["downtime"] = [](const toml::node& n, TableConfig& c) {
      c.charge_downtime = one_of(n, "downtime", {"not-charged", "charged"}) == "charged";
    };
    game["wav"] = [](const toml::node& n, TableConfig& c) { c.wav = string_of(n, "wav"); };

    auto& event = (*s)["event"];
    for (auto [key, tag] : {std::pair{"name", "Event"}, std::pair{"site", "Site"}, std::pair{"date", "Date"},
                            std::pair{"round", "Round"}, std::pair{"white", "White"}, std::pair{"black", "Black"}}) {
      event[key] = [key = std::string(key), tag = std::string(tag)](const toml::node& n, TableConfig& c) {
        c.tags.emplace_back(tag, string_of(n, key));
      };
    }

    // The arbiter's listening, and each player's section: [white] and [black]; in the older
    // form [tactile] (the VI player, [game] vi) and [sighted] (his opponent).
    add_listening_keys((*s)["arbiter"], [](TableConfig&) { return Listener::Arbiter; });
    for (Color c : kColors) add_seat_keys((*s)[std::string(name(c))], [c] { return c; }, SeatForm::Seats);
    add_seat_keys((*s)[std::string(kLegacyViPlayer)], [] { return reading->older_vi; }, SeatForm::OlderVi);
    add_seat_keys((*s)[std::string(kLegacySightedPlayer)], [] { return ~reading->older_vi; }, SeatForm::OlderSighted);

    // The PIN that unlocks the window's arbiter line (issue 18, roles); none: the window takes no orders.
    (*s)["arbiter"]["pin"] = [](const toml::node& n, TableConfig& c) {
      c.arbiter_pin = n.is_integer() ? std::to_string(n.as_integer()->get()) : string_of(n, "pin");
      if (const std::string why = check_pin(c.arbiter_pin); !why.empty()) throw Problem{where(n) + ": " + why};
    };
    // The hall (issue 21): the broker every table of the event reports to.
    auto& hall = (*s)["hall"];
    hall["broker"] = [](const toml::node& n, TableConfig& c) { c.hall.broker = string_of(n, "broker"); };
    // Topic levels: no MQTT wildcards or separators, so a table names only its own topic.
    auto topic_level = [](const toml::node& n, const std::string& key) {
      const std::string value = n.is_integer() ? std::to_string(n.as_integer()->get()) : string_of(n, key);
      if (value.empty() || value.find_first_of("/+#") != std::string::npos)
        throw Problem{where(n) + ": " + key + " must be a name without / + or #"};
      return value;
    };
    hall["event"] = [topic_level](const toml::node& n, TableConfig& c) { c.hall.event = topic_level(n, "event"); };
    hall["round"] = [topic_level](const toml::node& n, TableConfig& c) { c.hall.round = topic_level(n, "round"); };
    hall["board"] = [](const toml::node& n, TableConfig& c) { c.hall.board = int(int_of(n, "board", 1, 10000)); };
    hall["username"] = [](const toml::node& n, TableConfig& c) { c.hall.username = string_of(n, "username"); };
    hall["password"] = [](const toml::node& n, TableConfig& c) { c.hall.password = string_of(n, "password"); };
    hall["cafile"] = [](const toml::node& n, TableConfig& c) { c.hall.cafile = string_of(n, "cafile"); };
    hall["action_key"] = [](const toml::node& n, TableConfig& c) {
      c.hall.action_key = string_of(n, "action_key");
      if (c.hall.action_key.size() < 16) throw Problem{where(n) + ": action_key must be 16 characters or more"};
    };
    hall["arbiters"] = [](const toml::node& n, TableConfig& c) {
      const toml::array* names = n.as_array();
      if (!names) throw Problem{where(n) + ": arbiters must be a list of names, e.g. [\"Anna Berg\"]"};
      c.hall.arbiters.clear();
      for (const toml::node& name : *names) c.hall.arbiters.push_back(string_of(name, "arbiters"));
    };
    auto& window = (*s)["window"];
    window["show"] = [](const toml::node& n, TableConfig& c) { c.window = bool_of(n, "show"); };
    window["large_print"] = [](const toml::node& n, TableConfig& c) { c.large_print = bool_of(n, "large_print"); };
    return s;
  }();
  return *kSchema;
}

// What was not said is seated by what the players need (issue 47): the older form's VI
// player where [game] vi puts him; each VI player on a peg board hearing his time run low
// (F2.4) unless he said otherwise, the others on DGT boards; the terminal to the first VI
// player (else a player on a board without sensors, who types his moves there) with the
// space bar as his clock key; the large print to a low-vision player, else a VI player; each
// player's sound on his side (White, or the older form's VI player, on the left).
void seat_players(TableConfig& out, const Reading& seen) {
  if (out.older_form) {
    out.setup.seats[seen.older_vi].needs = Needs::Vi;
    out.setup.seats[~seen.older_vi].needs = Needs::Sighted;
  }
  // One player said who he is: twinboard seats a VI player, so his opponent is sighted if he
  // is VI, else VI. Neither said: White is VI, Black sighted (the table twinboard began with).
  for (Color c : kColors)
    if (seen.needs_given[c] && !seen.needs_given[~c])
      out.setup.seats[~c].needs = out.setup.seats[c].needs == Needs::Vi ? Needs::Sighted : Needs::Vi;
  auto first = [&](auto&& fits) -> std::optional<Color> {
    for (Color c : kColors)
      if (fits(c)) return c;
    return std::nullopt;
  };
  const auto is_vi = [&](Color c) { return out.setup.seats[c].needs == Needs::Vi; };
  for (Color c : kColors) {
    BoardConfig& board = out.boards[c];
    if (!seen.protocol_given[c]) board.protocol = is_vi(c) ? BoardProtocolId::Tactile : BoardProtocolId::Dgt;
    out.setup.seats[c].board = kind_of(board.protocol);
    if (board.protocol == BoardProtocolId::Manual) board.port.clear();
    if (!seen.warnings_given[c])
      out.setup.seats[c].warnings = is_vi(c) ? default_warning_thresholds() : std::vector<Millis>{};
    // D.2.11: a VI player who cannot hear has no other signal than his board's motor.
    if (!seen.signal_given[c] && is_vi(c) && out.setup.seats[c].hearing_impaired) board.signal.vibrate = true;
  }
  const auto may_have_it = [&](Color c) { return !seen.not_at_terminal[c]; };
  if (seen.terminal_given) out.terminal = seen.terminal_given;
  else {
    out.terminal = first([&](Color c) { return is_vi(c) && may_have_it(c); });
    if (!out.terminal)
      out.terminal =
          first([&](Color c) { return out.boards[c].protocol == BoardProtocolId::Manual && may_have_it(c); });
  }
  if (out.terminal && !seen.clock_key_given[*out.terminal])
    out.boards[*out.terminal].clock_key = devices::ChosenKey{devices::TerminalKey::Name::Space, {}, 0};
  const Color left = out.older_form ? seen.older_vi : Color::White;
  for (Color c : kColors)
    if (!seen.channel_given[c]) out.audio[std::size_t(listener_of(c))].channel = c == left ? "left" : "right";
  out.large_print_reader = seen.large_print_given;
  if (!out.large_print_reader)
    out.large_print_reader = first([&](Color c) { return out.setup.seats[c].needs == Needs::LowVision; });
  if (!out.large_print_reader) out.large_print_reader = first(is_vi);
}

// "section.key=value" into the table; a value that is not TOML (or any value, for a named
// option) is a string.
void apply_override(toml::table& config, const ConfigOverride& o) {
  const std::string& item = o.item;
  const auto equals = item.find('=');
  const auto dot = item.find('.');
  if (equals == std::string::npos || dot == std::string::npos || dot > equals)
    throw Problem{o.origin + ": expected section.key=value, e.g. tactile.port=/dev/ttyUSB0"};
  const std::string section = item.substr(0, dot), key = item.substr(dot + 1, equals - dot - 1);
  const std::string value = item.substr(equals + 1);
  auto as_string = [&] {
    std::string quoted;
    for (char ch : value) quoted += ch == '"' || ch == '\\' ? std::string("\\") + ch : std::string(1, ch);
    try {
      return toml::parse("v = \"" + quoted + "\"", o.origin);
    } catch (const toml::parse_error& e) {
      throw Problem{o.origin + ": " + std::string(e.description())};
    }
  };
  toml::table parsed;
  if (o.text) {
    parsed = as_string();
  } else {
    try {
      parsed = toml::parse("v = " + value, o.origin);
    } catch (const toml::parse_error&) {
      parsed = as_string();
    }
  }
  if (!config.contains(section)) config.insert(section, toml::table{});
  toml::table* target = config[section].as_table();
  if (!target) throw Problem{o.origin + ": " + section + " is not a section"};
  target->insert_or_assign(key, *parsed.get("v"));
  if (override_origins) (*override_origins)[target->get(key)] = o.origin;
}

}  // namespace

Result<TableConfig, std::string> read_table_config(std::string_view text, const std::string& file,
                                                   const std::vector<ConfigOverride>& overrides) {
  toml::table config;
  try {
    config = toml::parse(text, file);
  } catch (const toml::parse_error& e) {
    return Failure{file + ":" + std::to_string(e.source().begin.line) + ": " + std::string(e.description())};
  }
  std::map<const toml::node*, std::string> origins;
  override_origins = &origins;
  Reading seen;
  reading = &seen;
  struct Reset {
    ~Reset() { override_origins = nullptr, reading = nullptr; }
  } reset;
  TableConfig out;
  out.audio[int(Listener::Arbiter)].device = "";
  out.setup.wait_for_start = true;  // the arbiter starts the round (game.start)
  try {
    for (const ConfigOverride& o : overrides) apply_override(config, o);
    // The older form's [tactile] is the VI player's, whatever colour [game] vi gives him.
    if (const auto* vi = config.at_path("game.vi").node()) schema().at("game").at("vi")(*vi, out);
    for (auto&& [section_key, section_node] : config) {
      const std::string section(section_key.str());
      auto known = schema().find(section);
      if (known == schema().end())
        throw Problem{where(section_node) + ": unknown section [" + section +
                      "] (game, event, white, black, arbiter, window, hall; older: tactile, sighted)"};
      const toml::table* section_table = section_node.as_table();
      if (!section_table) throw Problem{where(section_node) + ": " + section + " must be a section"};
      for (auto&& [key_node, value] : *section_table) {
        const std::string key(key_node.str());
        if (section == "game" && key == "vi") continue;  // read first
        auto setter = known->second.find(key);
        if (setter == known->second.end()) {
          std::string keys;
          for (const auto& [k, unused] : known->second) keys += (keys.empty() ? "" : ", ") + k;
          throw Problem{where(value) + ": unknown key " + key + " in [" + section + "] (" + keys + ")"};
        }
        setter->second(value, out);
      }
    }
  } catch (const Problem& p) {
    return Failure{p.text};
  }
  if (seen.seat_sections && seen.older_sections)
    return Failure{file +
                   " (with the command line's options): [white] and [black] seat the players; [game] vi, "
                   "[tactile] and [sighted] (and --vi, --tactile, --sighted) are the older form of the same: "
                   "use one form, not both (docs/configuration.md, \"Seats\")"};
  seat_players(out, seen);
  const auto key_of = [&](Color c) { return out.boards[c].clock_key; };
  if (key_of(Color::White) && key_of(Color::White) == key_of(Color::Black))
    return Failure{"white.clock_key and black.clock_key are the same key (" + devices::name_of(*key_of(Color::White)) +
                   "): each player needs his own"};
  for (Color c : kColors)
    if (const auto key = key_of(c))
      if (const auto taken = taken_key(*key, out.terminal == c))
        return Failure{std::string(name(c)) + ".clock_key: '" + devices::name_of(*key) + "' is already the key for " +
                       *taken};
  // The arbiter's station lives beside the journal: without one, no one could start the round.
  if (out.journal == "off" && out.setup.wait_for_start)
    return Failure{
        std::string("journal = \"off\" leaves no arbiter's station to start the round: "
                    "set game.start = \"now\" as well, or name a journal")};
  return out;
}

ConfigOverride set_option(const std::string& item) { return {item, "--set " + item, false}; }

ConfigOverride named_option(const std::string& option, const std::string& key, const std::string& value) {
  return {key + "=" + value, option + " " + value, true};
}

std::vector<std::string> config_search_path(const char* xdg_config_home, const char* home) {
  std::vector<std::string> paths;
  if (xdg_config_home && *xdg_config_home) paths.push_back(std::string(xdg_config_home) + "/twinboard/table.toml");
  else if (home && *home) paths.push_back(std::string(home) + "/.config/twinboard/table.toml");
  paths.push_back("/etc/twinboard/table.toml");
  return paths;
}

std::optional<std::string> find_table_config() {
  for (const std::string& path : config_search_path(std::getenv("XDG_CONFIG_HOME"), std::getenv("HOME"))) {
    std::error_code ignored;
    if (std::filesystem::is_regular_file(path, ignored)) return path;
  }
  return std::nullopt;
}

}  // namespace twinboard::runtime
