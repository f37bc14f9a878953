// Issue 35, "done when": a whole game on the setup most events have. The sighted player
// plays on an emulated DGT board (with a DGT3000, and without one, pressing a key of his
// own), and (issue 38) on a Millennium ChessLink and on a Certabo board; the VI player has an ordinary tactile set and types at the table's terminal, a real
// pseudo-terminal: `v` and his announcement, the space bar for his clock, `t`, `d`, `h`.
// Speech goes through PortAudio and ALSA into a WAV file. Once in German, once in Russian.
//
// The game: Radjabov - Carlsen (0-1), from the corpus (../shared/corpora/pgn/Carlsen.pgn):
// 40 moves, captures, checks, castling on both wings (White long, Black short) and a
// promotion (38...e1=Q); White resigns. The VI player has White.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <thread>

#include "core/game.h"
#include "core/position.h"
#include "core/san.h"
#include "core/vocabulary.h"
#include "devices/board_kinds.h"
#include "hand_on_eboard.h"
#include "pty_board.h"
#include "pty_process.h"
#include "radjabov_carlsen.h"
#include "run_command.h"
#include "temp_files.h"
#include "wav.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

constexpr const char* kGame = test::kRadjabovCarlsen;

// What one language's run looks for: the VI player's vocabulary and what he must hear.
struct Language {
  std::string vocabulary;
  std::string corrected;  // F2.6: his slip corrected, before the move's words
  std::string lapsed;     // his draw offer, declined by his opponent's move (Article 9.1.2.3)
  std::string refused;    // how a refused press begins: never heard in this game
  std::string time;       // the start of the answer to `t`
  std::string help;       // the start of the answer to `h`
  std::string result;     // the end, as he hears it
};

// The sighted player's e-board: its protocol and its emulator, in the start position (a
// Certabo with a spare queen of each colour on d3 and d6, for its calibration).
struct EBoard {
  BoardProtocolId protocol = BoardProtocolId::Dgt;
  bool dgt3000 = false;
  bool lights = false;  // LEDs that show the move to carry out
};

bool wait_until(const std::function<bool()>& done, int timeout_ms = 3000) {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms);
  while (!done() && std::chrono::steady_clock::now() < until)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  return done();
}

void play_the_game(const Language& language, EBoard eboard) {
  const bool dgt3000 = eboard.dgt3000;
  const std::string board_name(name(eboard.protocol));
  SCOPED_TRACE(language.vocabulary + ", " + board_name +
               (dgt3000 ? ", with a DGT3000" : ", the sighted player's key F5"));
  const std::string name = "full_" + language.vocabulary + "_" + board_name + (dgt3000 ? "_dgt3000" : "_key");
  // A Certabo set is calibrated before the round (docs/devices.md): the start position with
  // a spare queen of each colour on d3 and d6, read once, the queens then put aside.
  const bool certabo = eboard.protocol == BoardProtocolId::Certabo;
  const std::string state = ::testing::TempDir() + name + "_state";  // a folder: temp_path removes files
  std::filesystem::remove_all(state);
  Position setup = Position::start();
  if (certabo)
    setup = *Position::from_fen("rnbqkbnr/pppppppp/3q4/8/8/3Q4/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Validation::Permissive);
  const auto emulator = devices::make_emulator(eboard.protocol, test::pty_link(name), setup.board());
  std::atomic<bool> stop{false};
  std::jthread board_thread([&] { emulator->run(stop); });
  struct StopAtEnd {
    std::atomic<bool>& stop;
    ~StopAtEnd() { stop = true; }
  } stop_at_end{stop};
  devices::BoardEmulator& dgt = *emulator;
  if (certabo) {
    const auto watched = test::run("watch --protocol certabo " + dgt.path() + " --for 1500", "XDG_STATE_HOME=" + state);
    ASSERT_THAT(watched.out, HasSubstr("set up the start position to calibrate")) << watched.out;
    dgt.perform("lift d3");
    dgt.perform("lift d6");
  }
  const std::string config = test::write_temp(
      name + ".toml",
      "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n"
      "[tactile]\nprotocol = \"manual\"\nvocabulary = \"" +
          language.vocabulary + "\"\nrate = 450\n[sighted]\nprotocol = \"" + board_name + "\"\nport = \"" + dgt.path() +
          "\"\nvocabulary = \"plain-en\"\nrate = 450\n" + (dgt3000 ? "" : "clock_key = \"f5\"\n"));
  const std::string journal = test::temp_path(name + ".sqlite"), wav = test::temp_path(name + ".wav");
  std::filesystem::remove(journal);
  std::filesystem::remove(wav);
  test::PtyProcess table({"table", "--config", config, "--journal", journal, "--headless", "--verbose"},
                         {"ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf",
                          "AUDIO_CAPTURE_WAV=" + wav, "XDG_STATE_HOME=" + state});
  ASSERT_TRUE(table.wait_for("Black's board is connected", 10000)) << tail(table);
  if (dgt3000) {
    dgt.perform("clock 5400 5400 none");
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));  // the clock's first reading
  }
  const Vocabulary& his = *find_vocabulary(language.vocabulary);
  Game game;
  std::istringstream moves(kGame);
  for (std::string text; moves >> text;) {
    const Position before = game.current();
    const LegalMove move = read_san(before, text).value().move;
    const int ply = int(game.plies()) + 1;
    const std::string made = "move " + std::to_string(ply) + ": " + text;
    if (before.side_to_move() == Color::White) {
      const std::string words = announce(before, move, his);
      if (ply == 3) {  // F2.6: a slip of the tongue, corrected before the clock
        table.send("v");
        table.send(announce(before, read_san(before, "Nc3").value().move, his) + "\r");
        ASSERT_TRUE(table.wait_for("White says: ", 5000, 2)) << tail(table);
      }
      table.send("v");
      table.send(words + "\r");
      ASSERT_TRUE(table.wait_for("> White says: " + words, 5000)) << text << "\n" << tail(table);
      if (ply == 3) {
        EXPECT_TRUE(table.wait_for(language.corrected + words, 5000)) << tail(table);
      }
      if (ply == 21) table.send("d");  // Article 9.1.2.1: offered after his move, before his press
      if (ply == 41) table.send("t");  // the time, asked while his clock runs
      table.send(" ");
      ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
      // A board with lights shows him a quiet move to carry out: from blinking, to steady.
      const bool quiet = !captured_square(before, move.move()) && move.move().kind() == Move::Kind::Normal;
      if (eboard.lights && quiet) {
        const std::vector<Square> expected{std::min(move.move().from(), move.move().to()),
                                           std::max(move.move().from(), move.move().to())};
        EXPECT_TRUE(wait_until([&] { return dgt.lit_squares() == expected; })) << text;
      }
      // The sighted player carries it out on his board.
      for (const std::string& action : test::hand_on_eboard(before, move)) dgt.perform(action);
      if (eboard.lights && quiet) {
        EXPECT_TRUE(wait_until([&] { return dgt.lit_squares().empty(); })) << text;
      }
    } else {
      // His press, once his board's last place has reached the table (the key comes another
      // way; the driver reports the board's changes, so a capture's two places are one).
      const std::vector<std::string> actions = test::hand_on_eboard(before, move);
      const std::string last_place = "> Black's board: " + actions.back();
      const int seen = table.count(last_place);
      for (const std::string& action : actions) dgt.perform(action);
      ASSERT_TRUE(table.wait_for(last_place, 5000, seen + 1)) << tail(table);
      if (dgt3000) dgt.perform("lever");
      else table.send("\x1b[15~");
      ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
      if (ply == 22) {
        EXPECT_TRUE(table.wait_for(language.lapsed, 5000)) << tail(table);
      }
    }
    game.play(move);
  }
  table.send("h");
  EXPECT_TRUE(table.wait_for(language.help, 5000)) << tail(table);
  test::RunResult resigned{2, ""};
  for (int i = 0; i < 100 && resigned.status == 2; ++i) {
    resigned = test::run("arbiter --journal " + journal + " <<'EOF'\nresign white\nEOF", "", true);
    if (resigned.status == 2) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(resigned.status, 0) << resigned.out;
  EXPECT_TRUE(table.wait_for(language.result, 5000)) << tail(table);

  // What he heard: every move of his opponent in his words, the promotion among them, the
  // time, nothing refused; nothing told the sighted player to undo a move.
  const std::string& out = table.output();
  EXPECT_THAT(out, HasSubstr(language.time));
  EXPECT_THAT(out, Not(HasSubstr(language.refused)));
  EXPECT_THAT(out, Not(HasSubstr("not your move")));
  EXPECT_THAT(out, Not(HasSubstr("Brett von Schwarz weicht ab")));
  Game replay;
  std::istringstream again(kGame);
  for (std::string text; again >> text;) {
    const LegalMove move = read_san(replay.current(), text).value().move;
    if (replay.current().side_to_move() == Color::Black) {
      EXPECT_THAT(out, HasSubstr("say to white: " + announce(replay.current(), move, his))) << text;
    }
    replay.play(move);
  }
  // The record: the journal's game is the game played.
  const auto pgn = test::run("export " + journal);
  ASSERT_EQ(pgn.status, 0) << pgn.out;
  for (const char* part : {"12. O-O-O", "8... O-O", "38... e1=Q", "29. Rxf8+", "0-1"})
    EXPECT_THAT(pgn.out, HasSubstr(part));
  table.send("q");
  table.send("q");
  EXPECT_EQ(table.wait_exit(60000), 0) << tail(table);  // after the words still playing
  // Speech was played through ALSA: a WAV as long as the game's words, and not silent.
  const auto heard = test::read_wav(wav);
  ASSERT_TRUE(heard.has_value()) << wav;
  EXPECT_GT(heard->seconds(), 15.0);
  EXPECT_GT(heard->rms(0), 0.005);
}

const Language kGerman{
    .vocabulary = "fide-de",
    .corrected = "Korrigiert: ",
    .lapsed = "Ihr Remisangebot ist erloschen: Ihr Gegner hat gezogen",
    .refused = "Die Uhr läuft weiter",
    .time = "say to white: Weiß: verbraucht ",
    .help = "Tasten: v und die Ansage, dann Eingabe: Zug ansagen; die Leertaste oder c: Uhr drücken;",
    .result = "say to white: Partie beendet: "};
const Language kRussian{.vocabulary = "fide-ru",

                        .corrected = "Исправлено: ",
                        .lapsed = "Ваше предложение ничьей утратило силу: соперник сделал ход",
                        .refused = "Часы не переключены",
                        .time = "say to white: Белые: затрачено ",
                        .help = "Клавиши: вэ и объявление, затем ввод: объявить ход; пробел или си: нажать часы;",
                        .result = "say to white: Партия окончена: "};

TEST(FullGame, OnADgtBoardWithADgt3000AndAnOrdinaryTactileSetInGerman) {
  play_the_game(kGerman, {BoardProtocolId::Dgt, true});
}

TEST(FullGame, OnADgtBoardWithoutAClockAndAnOrdinaryTactileSetInRussian) {
  play_the_game(kRussian, {BoardProtocolId::Dgt, false});
}

// Issue 38: the same game on the e-boards federations and clubs own besides DGT's; neither
// has a clock, so the sighted player presses his key; their lights show him each quiet move
// of the VI player's to carry out, and go out when he has.
TEST(FullGame, OnAMillenniumChessLinkBoardAndAnOrdinaryTactileSetInGerman) {
  play_the_game(kGerman, {BoardProtocolId::ChessLink, false, true});
}

TEST(FullGame, OnACertaboBoardCalibratedBeforeTheRoundAndAnOrdinaryTactileSetInRussian) {
  play_the_game(kRussian, {BoardProtocolId::Certabo, false, true});
}

}  // namespace
}  // namespace twinboard
