// `twinboard clock --control TC [--lang de|en|ru|fa|sw|uz|mn]`: a standalone talking clock (F2.4) in the
// terminal. Space, or each player's own Shift key, ends the move of the side whose clock
// runs; t tells both times and the moves played; p pauses; r repeats; Escape silences;
// q quits. Everything said is also printed as a line, for a screen reader or a braille
// display. A DGT board with a DGT3000 can be attached (its lever and buttons are keys; the
// clock shows twinboard's times, or is the time source), and a tactile board's buttons.
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <iostream>
#include <mutex>
#include <thread>

#include "audio/open_sink.h"
#include "audio/speaker.h"
#include "commands.h"
#include "language_choices.h"
#include "core/clock_phrases.h"
#include "core/talking_clock.h"
#include "devices/board_link.h"
#include "devices/board_kinds.h"
#include "devices/terminal_keys.h"
#include "runtime/board_input.h"
#include "raw_terminal.h"
#include "signals.h"

namespace twinboard::app {
namespace {

// The talking clock's one listener: the player who uses it.
const std::string kPlayer = "player";

using Key = TalkingClock::Key;

struct ClockOptions {
  std::string control;
  std::string lang = "de";
  std::string warn = "10m,5m,2m,1m,30s,10s";
  std::string white_side = "left";
  std::string device = "default";
  std::string wav;
  int rate = 175;
  int volume = 100;
  bool no_speech = false;
  std::string dgt;
  std::string dgt_clock = "drive";
  std::string tactile;
};

class ClockSession {
 public:
  ClockSession(const ClockOptions& o, TalkingClock clock, Language language, std::unique_ptr<audio::Speaker> speaker)
      : o_(o),
        clock_(std::move(clock)),
        language_(language),
        speaker_(std::move(speaker)),
        white_left_(o.white_side == "left"),
        start_(std::chrono::steady_clock::now()) {}

  int run();

 private:
  Millis now() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start_).count();
  }
  void tell(const std::vector<ClockNews>& news);
  void say(const std::string& text, Priority priority);
  void key(Key k) {
    tell(clock_.press(k, now()));
    if (k != Key::Time) show_on_dgt_clock();  // a switch, a start or a pause
  }
  // The button on the left or right of the clock: White's or Black's, as they sit.
  Key button(bool left) const { return left == white_left_ ? Key::WhiteButton : Key::BlackButton; }
  bool terminal_key(const devices::TerminalKey& k);  // false: quit
  void board_event(const devices::BoardEvent& e);
  void show_on_dgt_clock();

  const ClockOptions& o_;
  TalkingClock clock_;
  Language language_;
  std::unique_ptr<audio::Speaker> speaker_;
  bool white_left_;
  std::chrono::steady_clock::time_point start_;
  Wakeup wakeup_;  // the boards' threads ring it when they queue an event
  std::unique_ptr<BoardInput> dgt_, tactile_;
  bool read_dgt_clock_ = false;
};

void ClockSession::say(const std::string& text, Priority priority) {
  std::cout << text << std::endl;
  if (speaker_) speaker_->say(kPlayer, text, priority);
}

void ClockSession::tell(const std::vector<ClockNews>& news) {
  for (const ClockNews& n : news) {
    if (speaker_) {
      if (n.kind == ClockNews::Kind::Switched) speaker_->play(kPlayer, audio::Earcon::ClockSwitch);
      if (n.kind == ClockNews::Kind::Refused) speaker_->play(kPlayer, audio::Earcon::Error);
      if (n.kind == ClockNews::Kind::FlagFallen) speaker_->play(kPlayer, audio::Earcon::Alert);
    }
    if (!n.text.empty()) say(n.text, n.priority);
    if (n.kind == ClockNews::Kind::FlagFallen) show_on_dgt_clock();
  }
}

// Drive mode: the DGT3000 shows twinboard's times and runs the same side.
void ClockSession::show_on_dgt_clock() {
  if (!dgt_ || read_dgt_clock_) return;
  const Clock& c = clock_.clock();
  const Millis t = now();
  dgt_->link().show_on_clock(c.remaining(Color::White, t), c.remaining(Color::Black, t), c.running(), white_left_);
}

bool ClockSession::terminal_key(const devices::TerminalKey& k) {
  using N = devices::TerminalKey::Name;
  switch (k.name) {
    case N::Space: key(Key::Switch); break;
    case N::LeftShift: key(button(true)); break;
    case N::RightShift: key(button(false)); break;
    case N::Interrupt:
    case N::EndOfInput: return false;
    case N::Escape:
      if (speaker_) speaker_->silence(kPlayer);
      break;
    case N::Char:
      if (k.ch == 'q') return false;
      if (k.ch == 't') key(Key::Time);
      else if (k.ch == 'p') key(Key::Pause);
      else if (k.ch == 'r' && speaker_) speaker_->repeat(kPlayer);
      else if (k.ch == 'h' || k.ch == '?') say(std::string(clock_phrases(language_).help), Priority::Info);
      break;
    default: break;
  }
  return true;
}

void ClockSession::board_event(const devices::BoardEvent& e) {
  namespace sensed = devices::sensed;
  using devices::ButtonAction;
  if (const auto* pressed = e.as<sensed::ButtonPress>()) {
    switch (devices::action_of(pressed->button)) {
      case ButtonAction::PressLeft: key(button(true)); break;
      case ButtonAction::PressRight: key(button(false)); break;
      case ButtonAction::Press: key(Key::Switch); break;  // a tactile board's clock button
      case ButtonAction::AskTime: key(Key::Time); break;
      case ButtonAction::StartStop: key(Key::Pause); break;
      case ButtonAction::Repeat:
        if (speaker_) speaker_->repeat(kPlayer);
        break;
      case ButtonAction::None: break;
    }
  } else if (const auto* times = e.as<sensed::ClockTimes>(); times && read_dgt_clock_ && times->reading.connected) {
    const Millis l = times->reading.left_ms, r = times->reading.right_ms;
    clock_.adopt(white_left_ ? l : r, white_left_ ? r : l, now());
  } else if (const auto* connected = e.as<sensed::Connected>()) {
    std::cout << "board connected: " << connected->identity << std::endl;
    show_on_dgt_clock();
  } else if (const auto* disconnected = e.as<sensed::Disconnected>()) {
    std::cout << "board disconnected: " << disconnected->why << std::endl;
  }
}

int ClockSession::run() {
  stop_on_signals();
  if (!o_.dgt.empty()) {
    dgt_ = std::make_unique<BoardInput>(o_.dgt, devices::make_protocol(BoardProtocolId::Dgt), &wakeup_);
    read_dgt_clock_ = o_.dgt_clock == "read";
  }
  if (!o_.tactile.empty())
    tactile_ = std::make_unique<BoardInput>(o_.tactile, devices::make_protocol(BoardProtocolId::Tactile), &wakeup_);
  RawTerminal terminal(STDIN_FILENO);
  devices::TerminalKeyParser parser;
  say(std::string(clock_phrases(language_).help), Priority::Info);
  bool stdin_open = true, running = true;
  while (running && !interrupted) {
    // Sleep until a key, a board's event, a signal or the next warning or flag (issue 24:
    // a press is answered at once); a lone Escape is known after 50 ms of nothing.
    Millis wait = parser.waiting() ? 50 : 1000;
    if (auto due = clock_.next_deadline()) wait = std::clamp<Millis>(*due - now(), 0, wait);
    pollfd fds[3] = {
        {stdin_open ? STDIN_FILENO : -1, POLLIN, 0}, {wakeup_.fd(), POLLIN, 0}, {interrupted_fd(), POLLIN, 0}};
    const int woken = poll(fds, 3, int(wait));
    if (woken > 0 && (fds[1].revents & POLLIN)) wakeup_.drain();
    if (fds[0].revents & (POLLIN | POLLHUP)) {
      uint8_t buffer[256];
      const ssize_t n = read(STDIN_FILENO, buffer, sizeof buffer);
      if (n <= 0) {
        stdin_open = false;  // keys are over; quit unless a board is still an input
        if (!dgt_ && !tactile_) break;
      } else {
        parser.feed({buffer, size_t(n)});
      }
    } else if (woken == 0) {
      parser.flush();  // an Escape with nothing after it
    }
    while (auto k = parser.next())
      if (!terminal_key(*k)) running = false;
    for (BoardInput* board : {dgt_.get(), tactile_.get()})
      if (board)
        for (const auto& e : board->take()) board_event(e);
    tell(clock_.tick(now()));
  }
  if (speaker_) speaker_->wait_until_quiet();
  return kOk;
}

int talking_clock(const ClockOptions& o) {
  auto control = parse_time_control(o.control);
  if (!control || control->empty()) {
    std::cerr << "twinboard clock: --control: " << (control ? std::string("a clock needs time") : control.error())
              << "; e.g. 300+2, 40/5400+30:1800+30 or \"90m/40 + 30m, +30s\"\n";
    return kBadInput;
  }
  auto warnings = parse_warning_thresholds(o.warn);
  if (!warnings) {
    std::cerr << "twinboard clock: --warn: " << warnings.error() << '\n';
    return kBadInput;
  }
  const auto language = language_of_code(o.lang);
  if (!language) {
    std::cerr << "twinboard clock: --lang must be " << language_choices() << ", not '" << o.lang << "'\n";
    return kUsageOrIo;
  }
  std::unique_ptr<audio::Speaker> speaker;
  if (!o.no_speech) {
    try {
      std::vector<audio::Output> outputs;
      outputs.push_back({"out", audio::open_sink(o.device, o.wav)});
      audio::ListenerSetup listener{
          kPlayer, "out", audio::Channel::Both, {std::string(phrasebook(*language).voice), o.rate, o.volume}};
      speaker = std::make_unique<audio::Speaker>(std::move(outputs), std::vector{listener});
    } catch (const std::exception& e) {
      std::cerr << "twinboard clock: " << e.what() << "; --no-speech runs the clock in text only\n";
      return kUsageOrIo;
    }
  }
  ClockSession session(o, TalkingClock(*control, *language, *warnings), *language, std::move(speaker));
  return session.run();
}

}  // namespace

void add_clock_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<ClockOptions>();
  auto* cmd = app.add_subcommand(
      "clock",
      "A talking chess clock in the terminal: space or each player's Shift key switches, t tells the "
      "times and moves, p pauses, r repeats, Escape silences, q quits");
  cmd->add_option("--control", o->control, "Time control: 300+2, 40/5400+30:1800+30, 300d5, \"90m/40 + 30m, +30s\"")
      ->required();
  cmd->add_option("--lang", o->lang, "Language of the voice and the words: " + language_choices() + " (default de)");
  cmd->add_option("--warn", o->warn,
                  "Warn at these times of a player's own clock, or off (default 10m,5m,2m,1m,30s,10s)");
  cmd->add_option("--white", o->white_side, "The side of the clock White sits at: left or right (default left)")
      ->check(CLI::IsMember({"left", "right"}));
  cmd->add_option("--device", o->device, "Audio output device, or a part of its name (default: default)");
  cmd->add_option("--wav", o->wav, "Write the speech to this WAV file instead of a device");
  cmd->add_option("--rate", o->rate, "Words per minute, 80 to 450 (default 175)")->check(CLI::Range(80, 450));
  cmd->add_option("--volume", o->volume, "Volume, 0 to 200 (default 100)")->check(CLI::Range(0, 200));
  cmd->add_flag("--no-speech", o->no_speech, "Print only (for a screen reader that speaks the lines itself)");
  cmd->add_option("--dgt", o->dgt, "A DGT board's serial port: its DGT3000 lever and buttons are inputs");
  cmd->add_option("--dgt-clock", o->dgt_clock, "drive: the DGT3000 shows these times; read: it is the time source")
      ->check(CLI::IsMember({"drive", "read"}));
  cmd->add_option("--tactile", o->tactile,
                  "A tactile board's serial port: its clock, time and repeat buttons are inputs");
  cmd->callback([&run, o] { run = [o] { return talking_clock(*o); }; });
}

}  // namespace twinboard::app
