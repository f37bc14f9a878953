// Issue 47, "done when": whole games at tables events have, through the real program on real
// pseudo-terminals. White is a VI player on an emulated peg board, typing at the table's
// terminal (`v` and his words, the space bar for his clock) in German. Black sits at his own
// player station (`twinboard player --seat black`, a terminal of his own):
// - a sighted player on a plain board, typing his moves ("Nf3") and `press`, in English;
// - a second VI player on an ordinary tactile set, announcing in Russian, with a braille
//   display each (two BRLTTY instances), both scoresheets kept.
// The game: Radjabov - Carlsen (0-1) from the corpus, 80 plies: captures, checks, castling on
// both wings, a promotion (38...e1=Q); White resigns.
// The same game with both players on peg boards and the assistant on: test_seats_games_assisted.cpp.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <thread>

#include "brltty_vr.h"
#include "core/game.h"
#include "core/pgn.h"
#include "core/position.h"
#include "core/san.h"
#include "core/spoken_numbers.h"
#include "core/vocabulary.h"
#include "devices/board_kinds.h"
#include "pty_board.h"
#include "pty_process.h"
#include "radjabov_carlsen.h"
#include "run_command.h"
#include "runtime/hand_actions.h"
#include "seats_game_checks.h"
#include "temp_files.h"
#include "wav.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

constexpr const char* kGame = test::kRadjabovCarlsen;

enum class Opponent { SightedOnAPlainBoard, ViOnATactileSet };

class SeatsGame {
 public:
  explicit SeatsGame(Opponent black) : black_(black) {}

  void play() {
    const bool vi_black = black_ == Opponent::ViOnATactileSet;
    const std::string name = vi_black ? "seats_vi_vi" : "seats_vi_plain";
    peg_ = devices::make_emulator(BoardProtocolId::Tactile, test::pty_link(name), Position::start().board());
    std::atomic<bool> stop{false};
    std::jthread board_thread([&] { peg_->run(stop); });
    struct StopAtEnd {
      std::atomic<bool>& stop;
      ~StopAtEnd() { stop = true; }
    } stop_at_end{stop};
    std::optional<test::BrlttyVr> white_display, black_display;
    std::string braille_white, braille_black;
    if (vi_black) {  // each VI player reads his own display, through his own BRLTTY
      white_display.emplace();
      black_display.emplace();
      ASSERT_TRUE(white_display->connect_display(40));
      ASSERT_TRUE(black_display->connect_display(40));
      braille_white = "braille = true\nbraille_host = \"" + white_display->host() + "\"\n";
      braille_black = "braille = true\nbraille_host = \"" + black_display->host() + "\"\n";
    }
    const std::string config =
        test::write_temp(name + ".toml",
                         "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n"
                         "[white]\nneeds = \"vi\"\nprotocol = \"tactile\"\nport = \"" +
                             peg_->path() + "\"\nvocabulary = \"fide-de\"\nrate = 450\n" + braille_white +
                             "[black]\nneeds = \"" + (vi_black ? "vi" : "sighted") +
                             "\"\nprotocol = \"manual\"\nvocabulary = \"" + (vi_black ? "fide-ru" : "plain-en") +
                             "\"\nrate = 450\n" + braille_black + "[arbiter]\nvocabulary = \"plain-en\"\n");
    journal_ = test::temp_path(name + ".sqlite");
    const std::string wav = test::temp_path(name + ".wav");
    table_.emplace(
        std::vector<std::string>{"table", "--config", config, "--journal", journal_, "--headless", "--verbose"},
        std::vector<std::string>{"ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf",
                                 "AUDIO_CAPTURE_WAV=" + wav});
    test::PtyProcess& table = *table_;
    ASSERT_TRUE(table.wait_for("White's board is connected", 10000)) << tail(table);
    station_.emplace(std::vector<std::string>{"player", "--seat", "black", "--journal", journal_});
    test::PtyProcess& station = *station_;
    // His help on attaching, in his language.
    ASSERT_TRUE(station.wait_for(vi_black ? "Клавиши: " : "Keys: ", 5000)) << station.output();
    if (vi_black) {
      EXPECT_TRUE(table.wait_for("say to white: Braillezeile mit 40 Zeichen bereit", 5000)) << tail(table);
      EXPECT_TRUE(table.wait_for("say to black: Брайлевский дисплей на 40 ячеек готов", 5000)) << tail(table);
    }

    const Vocabulary& white_words = *find_vocabulary("fide-de");
    const Vocabulary& black_words = *find_vocabulary(vi_black ? "fide-ru" : "plain-en");
    Game game;
    std::istringstream moves(kGame);
    bool confusion_done = false;
    for (std::string text; moves >> text;) {
      const Position before = game.current();
      const LegalMove move = read_san(before, text).value().move;
      const int ply = int(game.plies()) + 1;
      const std::string made = "move " + std::to_string(ply) + ": " + text;
      if (before.side_to_move() == Color::White) {
        const std::string words = announce(before, move, white_words);
        if (ply == 3) {  // F2.6: a slip of the tongue, corrected before the clock
          say_white(announce(before, read_san(before, "Nc3").value().move, white_words));
        }
        on_peg_board(runtime::hand_actions(before, move, false));
        say_white(words);
        if (ply == 3) {
          EXPECT_TRUE(table.wait_for("Korrigiert: " + words, 5000)) << tail(table);
        }
        if (ply == 21) {  // Article 9.1: he offers a draw with his move
          table.send("d");
          // His key and Black's station are two channels: Black answers only once it is heard.
          EXPECT_TRUE(table.wait_for("say to arbiter: White offers a draw", 5000)) << tail(table);
        }
        if (ply == 41) table.send("t");  // the time, asked while his clock runs
        table.send(" ");
        ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
      } else {
        // Black: typed at his station (a sighted player's move as written; a VI player's words).
        const std::string said = vi_black ? announce(before, move, black_words) : text;
        const int seen = table.count("> Black says: " + said);
        station.send(said + "\r");
        ASSERT_TRUE(table.wait_for("> Black says: " + said, 5000, seen + 1)) << tail(table);
        if (ply == 22) {  // he declines the draw White offered
          station.send(std::string(vi_black ? "отклоняю ничью" : "draw declined") + "\r");
          EXPECT_TRUE(table.wait_for("say to white: Schwarz lehnt das Remis ab", 5000)) << tail(table);
        }
        if (ply == 42) station.send("time\r");
        station.send("press\r");
        ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
        // White carries it out on his peg board; once, wrongly first: his board is off, he
        // hears how to put it right, does, and hears it is in order (F2.7, board confusion).
        std::vector<std::string> actions = runtime::hand_actions(before, move, false);
        Position after = before;
        after.play(move);
        const Move m = move.move();
        if (!confusion_done && ply >= 30 && m.kind() == Move::Kind::Normal && !captured_square(before, m)) {
          const Square wrong = test::empty_square_beside(after, m.to());
          const std::string wrongly = "place " + square_name(wrong);
          on_peg_board({"lift " + square_name(m.from()), wrongly});
          EXPECT_TRUE(table.wait_for(std::string(board_name(Color::White)) + " is off", 5000)) << tail(table);
          on_peg_board({"lift " + square_name(wrong), "place " + square_name(m.to())});
          EXPECT_TRUE(table.wait_for("say to white: Brett in Ordnung", 5000)) << tail(table);
          confusion_done = true;
        } else {
          on_peg_board(actions);
        }
      }
      if (ply <= 2) {  // each keeps his own scoresheet (F2.5): the first moves noted
        table.send("n");
        table.send(san(before, move, piece_letters_of(Language::German)) + "\r");
        station.send("note " + san(before, move) + "\r");
      }
      game.play(move);
    }
    EXPECT_TRUE(confusion_done);
    test::RunResult resigned{2, ""};
    for (int i = 0; i < 100 && resigned.status == 2; ++i) {
      resigned = test::run("arbiter --journal " + journal_ + " <<'EOF'\nresign white\nEOF", "", true);
      if (resigned.status == 2) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    EXPECT_EQ(resigned.status, 0) << resigned.out;
    ASSERT_TRUE(table.wait_for("game over: 0-1", 5000)) << tail(table);
    EXPECT_TRUE(station.wait_for(vi_black ? "Партия окончена: 0-1" : "Game over: 0-1", 5000)) << station.output();

    check_what_each_heard(game, white_words, black_words, vi_black);
    // The record: the journal's game is the game played, with both scoresheets.
    const auto pgn = test::run("export " + journal_);
    ASSERT_EQ(pgn.status, 0) << pgn.out;
    for (const char* part : {"12. O-O-O", "8... O-O", "38... e1=Q", "29. Rxf8+", "0-1", "White's scoresheet: 1. e4 c5",
                             "Black's scoresheet: 1. e4 c5"})
      EXPECT_THAT(pgn.out, HasSubstr(part));
    for (const char* word : {"sighted", "tactile"}) EXPECT_THAT(pgn.out, Not(HasSubstr(word)));
    station.send("quit\r");
    EXPECT_EQ(station.wait_exit(5000), 0) << station.output();
    table.send("q");
    table.send("q");
    EXPECT_EQ(table.wait_exit(60000), 0) << tail(table);
    // Speech through ALSA: each player on his own side of the sound.
    const auto heard = test::read_wav(wav);
    ASSERT_TRUE(heard.has_value()) << wav;
    EXPECT_GT(heard->rms(0), 0.005);
    EXPECT_GT(heard->rms(1), 0.005);
  }

 private:
  // White's words at the table's terminal: `v`, the words, Enter; seen by the table.
  void say_white(const std::string& words) {
    const int seen = table_->count("> White says: " + words);
    table_->send("v");
    table_->send(words + "\r");
    ASSERT_TRUE(table_->wait_for("> White says: " + words, 5000, seen + 1)) << tail(*table_);
  }
  // White's hands on his peg board, each lift and place seen by the table before the next.
  void on_peg_board(const std::vector<std::string>& actions) {
    for (const std::string& action : actions) {
      const std::string seen_line = "> White's board: " + action;
      const int seen = table_->count(seen_line);
      peg_->perform(action);
      ASSERT_TRUE(table_->wait_for(seen_line, 5000, seen + 1)) << action << "\n" << tail(*table_);
    }
  }

  // Each player heard every move of his opponent in his own words, and nothing in the
  // other's language; the log calls nobody "sighted" or "tactile".
  void check_what_each_heard(const Game& game, const Vocabulary& white_words, const Vocabulary& black_words,
                             bool vi_black) {
    const std::string& log = table_->output();
    const std::string& station = station_->output();
    Game replay;
    for (std::size_t ply = 0; ply < game.plies(); ++ply) {
      const Position& before = replay.current();
      const LegalMove move = *legal(before, game.moves()[ply]);
      if (before.side_to_move() == Color::Black)
        EXPECT_THAT(log, HasSubstr("say to white: " + as_sentence(announce(before, move, white_words)))) << ply;
      else EXPECT_THAT(station, HasSubstr(as_sentence(announce(before, move, black_words)))) << ply;
      replay.play(move);
    }
    EXPECT_THAT(log, HasSubstr("touch on White's board: "));         // F2.2: his touches, reported
    EXPECT_THAT(log, HasSubstr("say to white: Weiß: verbraucht "));  // the time he asked
    // and Black's (the Russian verb agrees with the time used: затрачено ноль секунд, затрачена одна)
    EXPECT_THAT(station, HasSubstr(vi_black ? "Белые: затрачен" : "White: used "));
    EXPECT_THAT(station, Not(HasSubstr("Bauer")));  // German is White's alone
    for (const char* word : test::kNoSightedOrTactile) EXPECT_THAT(log, Not(HasSubstr(word)));
    if (vi_black) {
      EXPECT_THAT(log, HasSubstr("> Black says: отклоняю ничью"));
    }
  }

  Opponent black_;
  std::unique_ptr<devices::BoardEmulator> peg_;
  std::optional<test::PtyProcess> table_, station_;
  std::string journal_;
};

TEST(SeatsGames, ASightedPlayerOnAPlainBoardTypesHisMovesAtHisStationAgainstAViPlayerOnAPegBoard) {
  SeatsGame(Opponent::SightedOnAPlainBoard).play();
}

TEST(SeatsGames, TwoViPlayersEachOnHisOwnBoardInHisOwnLanguageWithHisOwnBrailleDisplay) {
  SeatsGame(Opponent::ViOnATactileSet).play();
}

// Item 7: `twinboard demo --black vi` plays the master game between two VI players, each on an
// emulated peg board, twinboard assisting both (F2.9b, c: it announces each move once his
// board rests and presses for him); each hears the other's moves in his own language on his
// own channel: White German on the left, Black Russian on the right.
TEST(SeatsGames, TheDemoPlaysAGameBetweenTwoViPlayersOnPegBoardsWithTheAssistant) {
  const std::string wav = test::temp_path("seats_demo.wav");
  const auto result =
      test::run("demo --speed 50 --headless --black vi --black-lang ru",
                "ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf AUDIO_CAPTURE_WAV=" + wav, true);
  ASSERT_EQ(result.status, 0) << result.out;
  EXPECT_THAT(result.out, HasSubstr("say to black: Бауэр Ева фир"));   // 1. e4, to Black in Russian
  EXPECT_THAT(result.out, HasSubstr("say to white: Bauer Eva fünf"));  // 1... e5, to White in German
  EXPECT_THAT(result.out, HasSubstr("Black's board (tactile) is on"));
  EXPECT_THAT(result.out, HasSubstr("17. Rd8#"));
  EXPECT_THAT(result.out, HasSubstr("1-0"));
  EXPECT_THAT(result.out, Not(HasSubstr("say to sighted")));
  const auto sound = test::read_wav(wav);
  ASSERT_TRUE(sound.has_value());
  EXPECT_GT(sound->rms(0), 0.02);
  EXPECT_GT(sound->rms(1), 0.02);
}

}  // namespace
}  // namespace twinboard
