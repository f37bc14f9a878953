// `twinboard demo` end to end: two emulated boards on pseudo-terminals, the drivers, the
// table, speech through PortAudio into ALSA's capture; the game played is the game printed.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/pgn.h"
#include "run_command.h"
#include "wav.h"

namespace twinboard {
namespace {

TEST(Demo, AWholeGameThroughBothBoardsWithSpeech) {
  const std::string wav = testing::TempDir() + "demo_capture.wav";
  std::filesystem::remove(wav);
  const auto result =
      test::run("demo --speed 50 --headless",
                "ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf AUDIO_CAPTURE_WAV=" + wav);
  ASSERT_EQ(result.status, 0) << result.out;
  PgnReader reader(result.out);
  auto record = reader.next();
  ASSERT_TRUE(record.has_value());
  ASSERT_EQ(record->kind, PgnRecord::Kind::Game) << record->reason;
  const PgnGame& game = record->game;
  // Morphy's Opera Game, every ply as the master played it, each with the clock.
  const std::vector<std::string> expected{"e4",   "e5",    "Nf3",   "d6",   "d4",    "Bg4", "dxe5", "Bxf3", "Qxf3",
                                          "dxe5", "Bc4",   "Nf6",   "Qb3",  "Qe7",   "Nc3", "c6",   "Bg5",  "b5",
                                          "Nxb5", "cxb5",  "Bxb5+", "Nbd7", "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1",
                                          "Qe6",  "Bxd7+", "Nxd7",  "Qb8+", "Nxb8",  "Rd8#"};
  std::vector<std::string> played;
  Position position = game.start_position();
  for (const PgnMove& m : game.moves) {
    ASSERT_TRUE(m.clock_ms.has_value());
    auto move = legal(position, m.move);
    ASSERT_TRUE(move.has_value());
    played.push_back(san(position, *move));
    position.play(*move);
  }
  EXPECT_EQ(played, expected);
  EXPECT_EQ(game.result, "1-0");
  EXPECT_EQ(game.tag("TimeControl"), "5400+30");
  // Both players heard the moves: the VI player (left) every Black move, his opponent
  // (right) every White move.
  const auto sound = test::read_wav(wav);
  ASSERT_TRUE(sound.has_value());
  EXPECT_GT(sound->seconds(), 10.0);
  EXPECT_GT(sound->rms(0), 0.02);
  EXPECT_GT(sound->rms(1), 0.02);
}

// Either cable pulled while its player moves: the move made meanwhile is read from the
// snapshot after reconnecting, and the game is the same, no move lost or invented.
TEST(Demo, UnpluggingEitherBoardMidGameLosesNothing) {
  for (const char* ply : {"3", "8"}) {  // Nf3 on the peg board; Bxf3, a capture, on the DGT board
    const auto result = test::run(std::string("demo --speed 50 --headless --wav ") + testing::TempDir() +
                                  "demo_unplug.wav --unplug " + ply);
    ASSERT_EQ(result.status, 0) << "unplugged at ply " << ply;
    PgnReader reader(result.out);
    auto record = reader.next();
    ASSERT_TRUE(record.has_value());
    EXPECT_EQ(record->game.moves.size(), 33u) << "unplugged at ply " << ply;
    EXPECT_EQ(record->game.result, "1-0");
  }
}

// Issue 38: the sighted player on a ChessLink or a Certabo board (calibrated from the
// position it starts in), his cable pulled while he makes a capture (ply 8, Bxf3).
TEST(Demo, OnAChessLinkAndACertaboBoardWithTheCablePulledMidCapture) {
  const std::string state = testing::TempDir() + "demo_eboards_state";
  std::filesystem::remove_all(state);
  for (const char* board : {"chesslink", "certabo"}) {
    const std::string log = testing::TempDir() + "demo_eboard.log";
    const auto result = test::run(std::string("demo --speed 50 --headless --sighted ") + board + " --wav " +
                                      testing::TempDir() + "demo_eboard.wav --unplug 8 2>" + log,
                                  "XDG_STATE_HOME=" + state);
    ASSERT_EQ(result.status, 0) << board << "\n" << result.out;
    std::ifstream log_file(log);
    const std::string said((std::istreambuf_iterator<char>(log_file)), std::istreambuf_iterator<char>());
    EXPECT_THAT(said, ::testing::HasSubstr("Black's board (" + std::string(board) + ") is on"));
    EXPECT_THAT(said, ::testing::HasSubstr("Black's board is disconnected"));
    PgnReader reader(result.out);
    auto record = reader.next();
    ASSERT_TRUE(record.has_value()) << board;
    EXPECT_EQ(record->game.moves.size(), 33u) << board;
    EXPECT_EQ(record->game.result, "1-0") << board;
  }
}

TEST(Demo, BadOptionsAreRefused) {
  EXPECT_EQ(test::run("demo --speed 0").status, 2);
  EXPECT_EQ(test::run("demo --speed fast").status, 2);
  EXPECT_EQ(test::run("demo --sighted chessnut").status, 2);
}

}  // namespace
}  // namespace twinboard
