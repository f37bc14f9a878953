// `twinboard clock` as a player meets it: a terminal, keys without Enter, the Shift keys as
// the two buttons (kitty keyboard protocol), lines a screen reader can read, speech through
// the audio device, and a DGT board's lever as the buttons.
#include <gtest/gtest.h>

#include <filesystem>

#include "devices/dgt_emulator.h"
#include "core/position.h"
#include "pty_process.h"
#include "run_command.h"
#include "wav.h"

namespace twinboard {
namespace {

using test::PtyProcess;
constexpr std::string_view kLeftShift = "\x1b[57441u", kRightShift = "\x1b[57447u";

TEST(ClockCli, KeysWithoutEnterShiftButtonsWarningsAndFlag) {
  PtyProcess clock({"clock", "--control", "4", "--lang", "en", "--no-speech", "--warn", "2s"});
  ASSERT_TRUE(clock.wait_for("Space switches"));
  clock.send(" ");
  ASSERT_TRUE(clock.wait_for("The clock runs. White to move"));
  clock.send(kRightShift);  // Black's button while White thinks: refused
  ASSERT_TRUE(clock.wait_for("The clock of White is running"));
  clock.send(kLeftShift);  // White ends his move
  clock.send("t");
  ASSERT_TRUE(clock.wait_for("Played: White one move, Black no move."));  // F2.4: each side's completed moves
  clock.send(kRightShift);
  clock.send("t");
  ASSERT_TRUE(clock.wait_for("One move played."));
  // White's clock runs again: 2 s left is said, then the flag.
  ASSERT_TRUE(clock.wait_for("White: two seconds left", 5000));
  ASSERT_TRUE(clock.wait_for("White: flag fallen", 5000));
  clock.send(" ");
  ASSERT_TRUE(clock.wait_for("White: flag fallen", 2000, 2));
  clock.send("q");
  EXPECT_EQ(clock.wait_exit(), 0);
  // The terminal was asked to report Shift keys, and given its old mode back.
  EXPECT_EQ(clock.output().find("\x1b[>9u"), 0u);
  EXPECT_NE(clock.output().find("\x1b[<u"), std::string::npos);
}

TEST(ClockCli, PauseAndCtrlC) {
  PtyProcess clock({"clock", "--control", "300+2", "--lang", "de", "--no-speech"});
  ASSERT_TRUE(clock.wait_for("Leertaste"));
  clock.send("p");
  ASSERT_TRUE(clock.wait_for("Die Uhr steht noch: Leertaste startet sie"));
  clock.send(" ");
  clock.send("p");
  ASSERT_TRUE(clock.wait_for("Uhr angehalten"));
  clock.send(" ");
  ASSERT_TRUE(clock.wait_for("Die Uhr ist angehalten: p setzt sie fort"));
  clock.send("\x03");
  EXPECT_EQ(clock.wait_exit(), 0);
}

TEST(ClockCli, SpeaksThroughTheAudioDevice) {
  const std::string wav = testing::TempDir() + "clock_cli.wav";
  std::filesystem::remove(wav);
  PtyProcess clock({"clock", "--control", "5400+30", "--lang", "de"},
                   {"ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf", "AUDIO_CAPTURE_WAV=" + wav});
  ASSERT_TRUE(clock.wait_for("Leertaste schaltet um"));
  clock.send(" ");
  clock.send("t");
  ASSERT_TRUE(clock.wait_for("Noch kein Zug gespielt."));
  clock.send("q");
  ASSERT_EQ(clock.wait_exit(15000), 0);
  const auto sound = test::read_wav(wav);
  ASSERT_TRUE(sound.has_value());
  // The help, the start and the time: several seconds of speech, clearly audible.
  EXPECT_GT(sound->seconds(), 4.0);
  EXPECT_GT(sound->rms(0), 0.02);
}

TEST(ClockCli, BadArgumentsAreRefused) {
  EXPECT_EQ(test::run("clock --control abc --no-speech").status, 1);
  EXPECT_EQ(test::run("clock --control 300 --warn 5x --no-speech").status, 1);
  EXPECT_EQ(test::run("clock --control 300 --lang xx --no-speech").status, 2);  // no catalog
  EXPECT_EQ(test::run("clock --control - --no-speech").status, 1);
}

// A DGT board with a DGT3000 on a pseudo-terminal, running until the test ends.
struct EmulatedDgt {
  explicit EmulatedDgt(const std::string& name)
      : link(testing::TempDir() + name), board(link, Position::start().board()), thread([this] { board.run(stop); }) {}
  ~EmulatedDgt() {
    stop = true;
    thread.join();
  }
  std::string link;
  devices::DgtEmulator board;
  std::atomic<bool> stop{false};
  std::thread thread;
};

// A DGT board with a DGT3000: the lever is the two buttons, and the clock shows our times.
TEST(ClockCli, TheDgtLeverSwitchesAndTheDgt3000ShowsTheTimes) {
  EmulatedDgt dgt("clock_cli_dgt");
  devices::DgtEmulator& board = dgt.board;
  const std::string& link = dgt.link;
  board.perform("clock 0 0 none");
  PtyProcess clock({"clock", "--control", "60", "--lang", "en", "--no-speech", "--dgt", link});
  ASSERT_TRUE(clock.wait_for("board connected"));
  clock.send(" ");
  ASSERT_TRUE(clock.wait_for("The clock runs. White to move"));
  // A hand cannot press the lever twice within one report of the clock: half a second
  // between presses, as at a real table.
  auto press_lever = [&] {
    board.perform("lever");
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  };
  // The start reached the DGT3000 (and its answer the driver) before the first press.
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(5);
  while (board.clock_commands_received() < 1 && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  press_lever();  // tips left-down: White, on the left, pressed
  clock.send("t");
  ASSERT_TRUE(clock.wait_for("Played: White one move, Black no move."));
  press_lever();  // right-down: Black pressed
  clock.send("t");
  ASSERT_TRUE(clock.wait_for("One move played.")) << clock.output();
  // On connecting, the start and each switch, the DGT3000 was told the times (set and run).
  EXPECT_GE(board.clock_commands_received(), 3);
  clock.send("q");
  EXPECT_EQ(clock.wait_exit(), 0);
}

TEST(ClockCli, ReadsItsTimesFromTheDgt3000) {
  EmulatedDgt dgt("clock_cli_dgt_read");
  devices::DgtEmulator& board = dgt.board;
  const std::string& link = dgt.link;
  board.perform("clock 100 200 none");  // the DGT3000 shows 1:40 on the left, 3:20 on the right
  PtyProcess clock({"clock", "--control", "600", "--lang", "en", "--no-speech", "--dgt", link, "--dgt-clock", "read"});
  ASSERT_TRUE(clock.wait_for("board connected"));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  clock.send("t");
  ASSERT_TRUE(clock.wait_for("White: one minute, forty seconds. Black: three minutes, twenty seconds."))
      << clock.output();
  EXPECT_EQ(board.clock_commands_received(), 0);  // read mode: the DGT3000 is not told anything
  clock.send("q");
  EXPECT_EQ(clock.wait_exit(), 0);
}

}  // namespace
}  // namespace twinboard
