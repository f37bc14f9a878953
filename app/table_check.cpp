#include "table_check.h"

#include <chrono>
#include <filesystem>
#include <iostream>
#include <thread>

#include "commands.h"
#include "core/position.h"
#include "devices/board_kinds.h"
#include "hall/arbiter_sender.h"
#include "runtime/board_input.h"
#include "runtime/journal.h"
#include "runtime/journal_series.h"
#include "runtime/process_lock.h"

namespace twinboard::app {
namespace {

constexpr auto kBoardAnswers = std::chrono::seconds(5);          // a board that answers does so in a second
constexpr auto kClockAnswers = std::chrono::milliseconds(1500);  // a DGT3000 after its board's picture

// What the board on `port` says within kBoardAnswers: "" and its picture's description when
// it answered, else why not.
struct BoardAnswer {
  bool answered = false;
  std::string text;
  bool clock = false;  // a DGT3000 answered through it
};

BoardAnswer ask_board(const std::string& port, BoardProtocolId protocol) {
  runtime::Wakeup wakeup;
  auto driver = devices::make_protocol(protocol);
  const bool clock_may_answer = driver->clock() != nullptr;  // a DGT3000 through a DGT board
  runtime::BoardInput board(port, std::move(driver), &wakeup);
  std::string identity, last_trouble = "nothing came";
  std::optional<BoardAnswer> pictured;
  auto until = std::chrono::steady_clock::now() + kBoardAnswers;
  while (std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    for (const devices::BoardEvent& e : board.take()) {
      if (const auto* connected = e.as<devices::sensed::Connected>()) identity = connected->identity;
      if (const auto* gone = e.as<devices::sensed::Disconnected>()) last_trouble = gone->why;
      if (e.as<devices::sensed::ClockTimes>() && pictured) {
        pictured->clock = true;
        return *pictured;
      }
      if (const auto* picture = e.as<devices::sensed::Snapshot>(); picture && !identity.empty() && !pictured) {
        const bool starting = picture->pieces ? *picture->pieces == Position::start().board()
                                              : picture->occupied == Position::start().occupied();
        pictured =
            BoardAnswer{true, identity + "; " +
                                  (starting          ? std::string("stands in the starting position")
                                   : picture->pieces ? "shows " + placement_of(*picture->pieces)
                                                     : "shows " + devices::placement_of_occupancy(picture->occupied))};
        if (!clock_may_answer) return *pictured;
        until = std::chrono::steady_clock::now() + kClockAnswers;
      }
    }
  }
  if (pictured) return *pictured;
  // A board that answered but shows no picture says why in its identity (a Certabo set not
  // yet calibrated, a board that cannot tell pieces apart): it is there, not dead.
  if (!identity.empty())
    return {false,
            "answers (" + identity + ") but shows no picture within " + std::to_string(kBoardAnswers.count()) + " s"};
  return {false, "does not answer within " + std::to_string(kBoardAnswers.count()) + " s (" + last_trouble +
                     "; is its protocol right? twinboard watch --protocol NAME PORT shows what it says)"};
}

// Issue 35, item 1: how each player presses his clock, or that he cannot (then the table
// cannot start: the game would stop at his first move).
std::pair<bool, std::string> clock_presses(const runtime::TableConfig& config, Color b, ByColour<bool> dgt3000) {
  std::vector<std::string> ways;
  const bool twinboard_presses = config.setup.is_vi(b) && config.setup.assistant;
  if (twinboard_presses) ways.push_back("twinboard presses it for him (game.assistant)");
  if (config.boards[b].protocol == BoardProtocolId::Tactile) ways.push_back("his peg board's clock button");
  if (const auto& key = config.boards[b].clock_key)
    ways.push_back("the key '" + devices::name_of(*key) + "' at the table's keyboard (" + std::string(name(b)) +
                   ".clock_key; a foot switch may type it)");
  // His `c` key (and the typed `press`) at his keyboard always presses his clock.
  const auto& chosen = config.boards[b].clock_key;
  if (config.terminal == b && !(chosen && chosen->text == "c")) ways.push_back("the key 'c' at the table's keyboard");
  // A player on a board without sensors types his moves at his station: his press too.
  if (config.journal != "off" && config.boards[b].protocol == BoardProtocolId::Manual && config.terminal != b)
    ways.push_back("'press' at his player station (twinboard player --seat " + std::string(name(b)) + ")");
  if (dgt3000[b]) ways.push_back("the DGT3000's lever on his board");
  const bool shared = config.boards[~b].clock_left.has_value();
  if (dgt3000[~b] && shared && !twinboard_presses)
    ways.push_back("the DGT3000's lever on his opponent's board (" + std::string(name(~b)) + ".clock_left: shared)");
  if (ways.empty()) {
    const std::string key = "give him a key (" + std::string(name(b)) + ".clock_key)";
    const std::string clock = "play without twinboard's clock (game.time_control = \"-\")";
    if (config.boards[b].protocol == BoardProtocolId::Dgt)
      return {false, "he has no way: connect a DGT3000 to his DGT board, or " + key + ", or " + clock};
    return {false, "he has no way: " + key + ", keep a journal for his player station, or " + clock};
  }
  std::string text;
  for (const std::string& way : ways) text += (text.empty() ? "" : ", or ") + way;
  return {true, text};
}

// Issue 47, item 6: who sits there, and how he makes his moves and asks; a player who has
// no way to make a move (no board that senses them, nowhere to type them) is a problem.
std::pair<bool, std::string> seat_ways(const runtime::TableConfig& config, Color c, const std::string& port) {
  const Seat& seat = config.setup.seats[c];
  const BoardProtocolId protocol = config.boards[c].protocol;
  const bool sensed = protocol != BoardProtocolId::Manual && !port.empty();  // no port: no board here
  const bool station = config.journal != "off";
  const bool terminal = config.terminal == c;
  std::string who = seat.needs == Needs::Vi          ? "a visually impaired player"
                    : seat.needs == Needs::LowVision ? "a low-vision player"
                                                     : "a sighted player";
  if (seat.hearing_impaired) who += ", hearing impaired (his opponent's words are shown to him)";
  who += sensed ? " on a " + std::string(name(protocol)) + " board" : " on a board without sensors";
  std::string typed = terminal ? "at the table's keyboard" : "";
  if (station) typed += std::string(typed.empty() ? "" : " or ") + "at his player station";
  if (!sensed && typed.empty()) {
    // The terminal is one player's: offered only while nobody has it.
    return {false, who + ": he has no way to make a move: his board has no sensors and he has no keyboard (" +
                       (config.terminal ? std::string() : "set " + std::string(name(c)) + ".terminal = true, or ") +
                       "keep a journal for his player station)"};
  }
  std::string moves;
  if (seat.needs == Needs::Vi)
    moves = sensed ? "announces each move (" + typed +
                         ", or aloud with an assistant) and plays it on his board; "
                         "his words, his board and his press make it (F2.3)"
                   : "announces each move " + typed + "; his words and his press make it (F2.3)";
  else
    moves = sensed ? "plays on his board; a piece released makes the move (Article 4.7)"
                   : "types or announces each move " + typed + "; his words and his press make it";
  std::string asks = typed.empty() ? "asks the time with his board's button"
                                   : "asks the time, the last move, a square, his pieces " + typed;
  if (seat.needs == Needs::Vi && config.braille[c]) asks += ", and on his braille display";
  return {true, who + "; " + moves + "; " + asks};
}

// The journal as the table would find it: the newest of its series (journal_series.h).
std::pair<bool, std::string> look_at_journal(const runtime::TableConfig& config) {
  if (config.journal == "off") return {true, "off: this game could not be resumed after a crash"};
  const int number = runtime::newest_journal_number(config.journal);
  const std::string newest = runtime::numbered_journal(config.journal, number);
  const std::string next = runtime::numbered_journal(config.journal, number + 1);
  std::error_code error;
  if (!std::filesystem::exists(newest, error)) {
    const auto folder = std::filesystem::absolute(newest).parent_path();
    if (access(folder.c_str(), W_OK) != 0) return {false, newest + ": its folder cannot be written"};
    return {true, newest + ": a new game starts there"};
  }
  try {
    runtime::Journal journal(newest, runtime::Journal::Access::Read);
    if (journal.empty()) return {true, newest + ": empty, a new game starts there"};
    const std::size_t events = journal.events().size();
    if (const auto result = journal.result())
      return {true, newest + ": holds a finished game (" + *result + "), which is kept; a new game starts in " + next};
    return {true, newest + ": holds an unfinished game (" + std::to_string(events) + " events)" +
                      (config.resume ? ", which the table resumes"
                                     : "; game.resume is off: it is kept, and a new game starts in " + next)};
  } catch (const std::exception& e) {
    return {false, newest + ": " + e.what()};
  }
}

}  // namespace

int check_table(const runtime::TableConfig& config, const std::string& config_file, const ByColour<std::string>& ports,
                const ByColour<std::string>& unresolved) {
  bool all_well = true;
  auto report = [&all_well](bool well, const std::string& what, const std::string& text) {
    std::cout << (well ? "ok: " : "problem: ") << what << ": " << text << '\n';
    all_well = all_well && well;
  };
  report(true, "configuration", config_file.empty() ? "none found, the defaults and the command line" : config_file);
  if (config.older_form) {
    const Color vi = config.setup.only_vi().value_or(Color::White);
    report(true, "seats",
           "read from the older form: [tactile] is " + std::string(player_name(vi)) + "'s seat (game.vi), [sighted] " +
               std::string(player_name(~vi)) + "'s; [white] and [black] say the same today (docs/configuration.md)");
  }
  report(true, "game",
         "time control " + pgn_time_control(config.setup.time_control) +
             (config.setup.assistant ? ", twinboard assists the VI players (F2.9)" : ""));
  for (Color c : kColors) {
    const auto [well, text] = seat_ways(config, c, ports[c].empty() ? unresolved[c] : ports[c]);
    report(well, player_name(c).data(), text);
    // D.2.11: against a hearing-impaired opponent a VI player's assistant is mandatory; the
    // arbiter decides whether twinboard's own will do (it shows every word on the window).
    if (config.setup.seats[c].hearing_impaired && config.setup.is_vi(~c))
      std::cout << "note: " << player_name(c) << " is hearing impaired: Appendix D.2.11 makes an assistant mandatory; "
                << (config.setup.assistant
                        ? "twinboard is the assistant (game.assistant = true) and shows every word of his opponent "
                          "on the window: the arbiter decides whether a person is needed as well\n"
                        : "game.assistant is false: provide a human assistant, or set game.assistant = true\n");
  }
  ByColour<bool> dgt3000{};  // a DGT3000 answered through a player's board
  for (Color b : kColors) {
    const runtime::BoardConfig& board = config.boards[b];
    const std::string what = std::string(board_name(b));
    if (!unresolved[b].empty()) {
      report(false, what, unresolved[b]);
      continue;
    }
    if (board.protocol == BoardProtocolId::Manual || ports[b].empty()) {
      report(true, what, "none: its moves are typed or announced");
      continue;
    }
    const std::string& port = ports[b];
    std::error_code missing;
    if (!std::filesystem::exists(port, missing)) {  // said as it is, not as a board that is silent
      report(false, what, port + ": no such device: is the board's cable plugged in, and is this its name?");
      continue;
    }
    // A table already running on the port is not disturbed.
    auto lock = runtime::ProcessLock::take(runtime::ProcessLock::for_device(port));
    if (!lock) {
      report(false, what, port + " is in use: " + lock.error());
      continue;
    }
    const BoardAnswer answer = ask_board(port, board.protocol);
    report(answer.answered, what,
           std::string(name(board.protocol)) + " on " + port + ": " + answer.text +
               (answer.clock ? "; a DGT3000 answers through it" : ""));
    dgt3000[b] = answer.clock;
  }
  for (Color b : kColors) {
    if (!config.setup.time_control.empty()) {  // without twinboard's clock nothing is pressed
      const auto [well, text] = clock_presses(config, b, dgt3000);
      report(well, std::string(player_name(b)) + "'s clock press", text);
    }
  }
  const auto [journal_well, journal_text] = look_at_journal(config);
  report(journal_well, "journal", journal_text);
  // Issue 49, item 8: the hall's broker, with the table's own account, as the table will log in.
  if (!config.hall.broker.empty()) {
    const hall::ArbiterSent login =
        hall::check_login(config.hall.broker, config.hall.username, config.hall.password, config.hall.cafile);
    const std::string who = config.hall.username.empty() ? "no account" : config.hall.username;
    report(login.outcome == hall::ArbiterSent::Outcome::Sent, "hall",
           login.outcome == hall::ArbiterSent::Outcome::Sent
               ? who + " logs in at " + config.hall.broker + " (event " + config.hall.event + ", round " +
                     config.hall.round + ", board " + std::to_string(config.hall.board) + ")"
               : login.why +
                     (login.outcome == hall::ArbiterSent::Outcome::LoginRefused
                          ? ": a wrong password, or a broker that cannot read its password file (docs/hall.md, step 1)"
                          : ""));
  }
  std::cout << (all_well ? "The table can start." : "The table cannot start as it is.") << '\n';
  return all_well ? kOk : kUsageOrIo;
}

}  // namespace twinboard::app
