// `twinboard say [--voice LANG] [--channel left|right|both] [--wav FILE] TEXT`: speaks
// text through the default audio device (or the one named), or writes it to a WAV.
#include <iostream>

#include "audio/open_sink.h"
#include "audio/speaker.h"
#include "command_failure.h"
#include "commands.h"

namespace twinboard::app {
namespace {

struct SayOptions {
  std::string voice = "de";
  std::string channel = "both";
  std::string wav;
  std::string device = "default";
  int rate = 175;
  int volume = 100;
  std::string text;
};

int say(const SayOptions& o) {
  const auto channel = audio::parse_channel(o.channel);
  if (!channel) {
    std::cerr << "twinboard say: --channel must be left, right or both, not '" << o.channel << "'\n";
    return kUsageOrIo;
  }
  std::vector<audio::Output> outputs;
  try {
    outputs.push_back({"out", audio::open_sink(o.device, o.wav)});
  } catch (const std::exception& e) {
    std::cerr << "twinboard say: " << e.what() << (o.wav.empty() ? "; --wav FILE writes the sound to a file\n" : "\n");
    return kUsageOrIo;
  }
  try {
    audio::ListenerSetup listener{"listener", "out", *channel, {o.voice, o.rate, o.volume}};
    audio::Speaker speaker(std::move(outputs), {listener});
    speaker.say("listener", o.text, audio::Priority::Info);
    speaker.wait_until_quiet();
  } catch (const std::exception& e) {
    return report("say", {FailureKind::BadInput, std::string(e.what())});
  }
  return kOk;
}

}  // namespace

void add_say_command(CLI::App& app, Runner& run) {
  auto options = std::make_shared<SayOptions>();
  auto* cmd = app.add_subcommand("say", "Speak text through an audio device, or write it to a WAV file");
  cmd->add_option("--voice", options->voice, "eSpeak NG voice: de, en, ru, en-us ... (default de)");
  cmd->add_option("--channel", options->channel, "left, right or both (default both)");
  cmd->add_option("--wav", options->wav, "Write the sound to this WAV file (16-bit stereo, 22050 Hz) instead");
  cmd->add_option("--device", options->device, "Audio output device, or a part of its name (default: default)");
  cmd->add_option("--rate", options->rate, "Words per minute, 80 to 450 (default 175)")->check(CLI::Range(80, 450));
  cmd->add_option("--volume", options->volume, "Volume, 0 to 200 (default 100)")->check(CLI::Range(0, 200));
  cmd->add_option("TEXT", options->text, "What to say")->required();
  cmd->callback([&run, options] { run = [options] { return say(*options); }; });
}

}  // namespace twinboard::app
