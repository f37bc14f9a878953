// Issue 47, "done when", second point: the whole game between two VI players again, this time
// both on peg boards (each an emulator on a pseudo-terminal of its own) and twinboard as the
// assistant of both (`assistant = true`, F2.9b and c: it announces each move once its player
// says it is made, to both players, each in his language, and starts the opponent's clock).
// White types at the table's terminal (German, the space bar his sign, D.2.3); Black sits at
// his player station (Russian) and signs with his peg board's clock button. Each carries out
// his opponent's move on his own board, each reads his own braille display through his own
// BRLTTY, each keeps his scoresheet.
//
// The slip of the tongue (F2.6) at an assisted table: the assistant announces only what the
// player's board shows, so it never slips; the player may still announce for himself (a
// human assistant's or his own words count as his announcement, user guide "The assistant"),
// and then his words can slip. Each player, once, says a wrong move before his sign, hears
// that his board shows another, and corrects himself ("Korrigiert: ...", "Исправлено: ..."):
// his corrected words make the move (D.2.3), before his opponent's clock starts.
// A promotion is announced by its player too: a peg board cannot tell the new piece (F2.1).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

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

class AssistedGame {
 public:
  void play() {
    for (Color c : {Color::White, Color::Black}) {
      peg_[c] =
          devices::make_emulator(BoardProtocolId::Tactile, test::pty_link(std::string("assisted_") + colour_key(c)),
                                 Position::start().board());
    }
    std::atomic<bool> stop{false};
    std::jthread white_board([&] { peg_[Color::White]->run(stop); });
    std::jthread black_board([&] { peg_[Color::Black]->run(stop); });
    struct StopAtEnd {
      std::atomic<bool>& stop;
      ~StopAtEnd() { stop = true; }
    } stop_at_end{stop};
    ASSERT_TRUE(display_[Color::White].connect_display(40));
    ASSERT_TRUE(display_[Color::Black].connect_display(40));
    ASSERT_NE(display_[Color::White].host(), display_[Color::Black].host());  // two BRLTTYs
    auto seat = [&](Color c, const char* vocabulary, const char* channel) {
      return std::string("[") + (c == Color::White ? "white" : "black") +
             "]\nneeds = \"vi\"\nprotocol = \"tactile\"\nport = \"" + peg_[c]->path() + "\"\nvocabulary = \"" +
             vocabulary + "\"\nchannel = \"" + channel + "\"\nrate = 450\nbraille = true\nbraille_host = \"" +
             display_[c].host() + "\"\n";
    };
    const std::string config = test::write_temp(
        "seats_assisted.toml", "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\nassistant = true\n" +
                                   seat(Color::White, "fide-de", "left") + seat(Color::Black, "fide-ru", "right") +
                                   "[arbiter]\nvocabulary = \"plain-en\"\n");
    journal_ = test::temp_path("seats_assisted.sqlite");
    const std::string wav = test::temp_path("seats_assisted.wav");
    // The speech into a WAV file, made as fast as it is spoken (the other whole games hear it
    // through ALSA in real time: a minute of it after so quick a game).
    table_.emplace(std::vector<std::string>{"table", "--config", config, "--journal", journal_, "--headless",
                                            "--verbose", "--wav", wav},
                   std::vector<std::string>{"ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf"});
    test::PtyProcess& table = *table_;
    ASSERT_TRUE(table.wait_for("White's board is connected", 10000)) << tail(table);
    ASSERT_TRUE(table.wait_for("Black's board is connected", 10000)) << tail(table);
    station_.emplace(std::vector<std::string>{"player", "--seat", "black", "--journal", journal_});
    test::PtyProcess& station = *station_;
    ASSERT_TRUE(station.wait_for("Клавиши: ", 5000)) << station.output();
    EXPECT_TRUE(table.wait_for("say to white: Braillezeile mit 40 Zeichen bereit", 5000)) << tail(table);
    EXPECT_TRUE(table.wait_for("say to black: Брайлевский дисплей на 40 ячеек готов", 5000)) << tail(table);
    const std::string white_first_picture = display_[Color::White].last();
    const std::string black_first_picture = display_[Color::Black].last();

    Game game;
    std::istringstream moves(test::kRadjabovCarlsen);
    ByColour<bool> confusion_done{false, false};
    for (std::string text; moves >> text;) {
      const Position before = game.current();
      const LegalMove move = read_san(before, text).value().move;
      const Color mover = before.side_to_move();
      const int ply = int(game.plies()) + 1;
      const std::string made = "move " + std::to_string(ply) + ": " + text;
      const std::string words = announce(before, move, *words_[mover]);
      if (ply == 22) {  // Black answers White's offer (Article 9.1) before he moves on
        station.send("отклоняю ничью\r");
        EXPECT_TRUE(table.wait_for("say to white: Schwarz lehnt das Remis ab", 5000)) << tail(table);
      }
      const bool slip = ply == 3 || ply == 10;  // F2.6: White's slip, then Black's (see above)
      const bool promotion = move.move().kind() == Move::Kind::Promotion;
      if (slip) {
        const LegalMove wrong = other_move_of_the_same_kind(before, move);
        say(mover, announce(before, wrong, *words_[mover]));
      }
      on_board(mover, runtime::hand_actions(before, move, false));
      if (slip || promotion) {
        say(mover, words);  // his own words make the move (D.2.3)
        if (slip) {
          const std::string corrected = mover == Color::White ? "Korrigiert: " : "Исправлено: ";
          EXPECT_TRUE(table.wait_for("say to " + std::string(colour_key(mover)) + ": " + corrected + words, 5000))
              << tail(table);
        }
      } else {
        if (ply == 21) {  // Article 9.1: White offers a draw with his move
          table.send("d");
          EXPECT_TRUE(table.wait_for("say to arbiter: White offers a draw", 5000)) << tail(table);
        }
        if (ply == 41) table.send("t");                             // the time, asked while his clock runs
        if (ply == 42) peg_[Color::Black]->perform("button time");  // Black asks it with his board's button
        sign(mover);
      }
      ASSERT_TRUE(table.wait_for(made, 5000)) << tail(table);
      // The opponent carries it out on his board; once each, wrongly first: his board is off,
      // he hears how to put it right, does, and hears it is in order (F2.7, board confusion).
      const Color opponent = ~mover;
      Position after = before;
      after.play(move);
      const Move m = move.move();
      if (!confusion_done[opponent] && ply >= 30 && m.kind() == Move::Kind::Normal && !captured_square(before, m)) {
        const Square wrong = test::empty_square_beside(after, m.to());
        on_board(opponent, {"lift " + square_name(m.from()), "place " + square_name(wrong)});
        EXPECT_TRUE(table.wait_for(std::string(board_name(opponent)) + " is off", 5000)) << tail(table);
        on_board(opponent, {"lift " + square_name(wrong), "place " + square_name(m.to())});
        const std::string in_order = opponent == Color::White ? "Brett in Ordnung" : "Доска в порядке";
        EXPECT_TRUE(table.wait_for("say to " + std::string(colour_key(opponent)) + ": " + in_order, 5000))
            << tail(table);
        confusion_done[opponent] = true;
      } else {
        on_board(opponent, runtime::hand_actions(before, move, false));
      }
      if (ply <= 2) {  // each keeps his own scoresheet (F2.5): the first moves noted
        table.send("n");
        table.send(san(before, move, piece_letters_of(Language::German)) + "\r");
        station.send("note " + san(before, move, piece_letters_of(Language::Russian)) + "\r");
      }
      for (Color c : {Color::White, Color::Black}) display_[c].take_pictures();  // read, as his fingers do
      game.play(move);
    }
    EXPECT_TRUE(confusion_done[Color::White]);
    EXPECT_TRUE(confusion_done[Color::Black]);
    test::RunResult resigned{2, ""};
    for (int i = 0; i < 100 && resigned.status == 2; ++i) {
      resigned = test::run("arbiter --journal " + journal_ + " <<'EOF'\nresign white\nEOF", "", true);
      if (resigned.status == 2) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    EXPECT_EQ(resigned.status, 0) << resigned.out;
    ASSERT_TRUE(table.wait_for("game over: 0-1", 5000)) << tail(table);
    EXPECT_TRUE(station.wait_for("Партия окончена: 0-1", 5000)) << station.output();
    // Each display followed the game, each in its reader's braille.
    for (Color c : {Color::White, Color::Black}) display_[c].take_pictures();
    EXPECT_NE(display_[Color::White].last(), white_first_picture);
    EXPECT_NE(display_[Color::Black].last(), black_first_picture);
    EXPECT_NE(display_[Color::White].last(), display_[Color::Black].last());

    check_what_each_heard(game);
    check_the_record(game);
    station.send("quit\r");
    EXPECT_EQ(station.wait_exit(5000), 0) << station.output();
    table.send("q");
    table.send("q");
    EXPECT_EQ(table.wait_exit(60000), 0) << tail(table);
    // Each player on his own side of the sound: White left, Black right, each speaking while
    // the other side is silent (said to both, every word would be on both sides).
    const auto heard = test::read_wav(wav);
    ASSERT_TRUE(heard.has_value()) << wav;
    ASSERT_EQ(heard->channels, 2);
    EXPECT_GT(heard->rms(0), 0.005);
    EXPECT_GT(heard->rms(1), 0.005);
    ByColour<double> alone_seconds{};
    for (std::size_t i = 0; i + 1 < heard->samples.size(); i += 2) {
      const int left = std::abs(int(heard->samples[i])), right = std::abs(int(heard->samples[i + 1]));
      if (left > 1000 && right == 0) alone_seconds[Color::White] += 1.0 / heard->rate;
      if (right > 1000 && left == 0) alone_seconds[Color::Black] += 1.0 / heard->rate;
    }
    EXPECT_GT(alone_seconds[Color::White], 1.0);
    EXPECT_GT(alone_seconds[Color::Black], 1.0);
  }

 private:
  static const char* colour_key(Color c) { return c == Color::White ? "white" : "black"; }

  // His own words: White types `v`, the words and Enter at the table's terminal; Black types
  // them at his station. Seen by the table before anything else.
  void say(Color who, const std::string& words) {
    const std::string seen_line = std::string(who == Color::White ? "> White" : "> Black") + " says: " + words;
    const int seen = table_->count(seen_line);
    if (who == Color::White) {
      table_->send("v");
      table_->send(words + "\r");
    } else {
      station_->send(words + "\r");
    }
    ASSERT_TRUE(table_->wait_for(seen_line, 5000, seen + 1)) << tail(*table_);
  }
  // His sign that his move is made (D.2.3): White's space bar, Black's peg board clock button.
  void sign(Color who) {
    if (who == Color::White) table_->send(" ");
    else peg_[Color::Black]->perform("button clock");
  }
  // His hands on his own peg board, each lift and place seen by the table before the next.
  void on_board(Color owner, const std::vector<std::string>& actions) {
    for (const std::string& action : actions) {
      const std::string seen_line = "> " + std::string(board_name(owner)) + ": " + action;
      const int seen = table_->count(seen_line);
      peg_[owner]->perform(action);
      ASSERT_TRUE(table_->wait_for(seen_line, 5000, seen + 1)) << action << "\n" << tail(*table_);
    }
  }
  // A slip: another legal move of the same piece, or any other.
  static LegalMove other_move_of_the_same_kind(const Position& p, LegalMove move) {
    std::optional<LegalMove> other;
    for (LegalMove m : MoveList(p)) {
      if (m == move) continue;
      if (!other || p.piece_on(m.move().from()) == p.piece_on(move.move().from())) other = m;
    }
    return *other;
  }

  // Each player heard every move of his opponent in his own words, and nothing in the other's
  // language; the time each asked; the touches; nobody called "sighted" or "tactile".
  void check_what_each_heard(const Game& game) {
    const std::string& log = table_->output();
    const std::string& station = station_->output();
    Game replay;
    for (std::size_t ply = 0; ply < game.plies(); ++ply) {
      const Position& before = replay.current();
      const LegalMove move = *legal(before, game.moves()[ply]);
      if (before.side_to_move() == Color::Black)
        EXPECT_THAT(log, HasSubstr("say to white: " + as_sentence(announce(before, move, *words_[Color::White]))))
            << ply;
      else EXPECT_THAT(station, HasSubstr(as_sentence(announce(before, move, *words_[Color::Black])))) << ply;
      replay.play(move);
    }
    for (const std::string& line : test::lines_told(log, "white"))
      EXPECT_FALSE(test::has_cyrillic(line)) << line;  // White hears German alone
    for (const std::string& line : test::lines_told(log, "black"))
      EXPECT_FALSE(test::has_latin_letter(line)) << line;  // and Black Russian alone
    EXPECT_THAT(station, Not(HasSubstr("Bauer")));
    EXPECT_THAT(log, HasSubstr("touch on White's board: "));  // F2.2: each player's touches, reported
    EXPECT_THAT(log, HasSubstr("touch on Black's board: "));
    EXPECT_THAT(log, HasSubstr("say to white: Weiß: verbraucht "));  // the time each asked
    EXPECT_THAT(station, HasSubstr("Белые: затрачен"));  // затрачено ноль секунд, затрачена одна: by the time
    EXPECT_THAT(station, HasSubstr("Белые предлагают ничью"));  // the offer, in his language
    for (const char* word : test::kNoSightedOrTactile) EXPECT_THAT(log, Not(HasSubstr(word)));
  }

  // The export is the game played, with both scoresheets, and names nobody "sighted".
  void check_the_record(const Game& game) {
    const auto pgn = test::run("export " + journal_);
    ASSERT_EQ(pgn.status, 0) << pgn.out;
    PgnReader reader(pgn.out);
    const auto record = reader.next();
    ASSERT_TRUE(record && record->kind == PgnRecord::Kind::Game) << pgn.out;
    ASSERT_EQ(record->game.moves.size(), game.plies()) << pgn.out;
    for (std::size_t ply = 0; ply < game.plies(); ++ply)
      EXPECT_EQ(record->game.moves[ply].move, game.moves()[ply]) << ply;
    EXPECT_EQ(record->game.result, "0-1");
    for (const char* part : {"White's scoresheet: 1. e4 c5", "Black's scoresheet: 1. e4 c5"})
      EXPECT_THAT(pgn.out, HasSubstr(part));
    for (const char* word : {"sighted", "tactile"}) EXPECT_THAT(pgn.out, Not(HasSubstr(word)));
  }

  ByColour<std::unique_ptr<devices::BoardEmulator>> peg_;
  ByColour<test::BrlttyVr> display_;
  ByColour<const Vocabulary*> words_{find_vocabulary("fide-de"), find_vocabulary("fide-ru")};
  std::optional<test::PtyProcess> table_, station_;
  std::string journal_;
};

TEST(SeatsGames, TwoViPlayersOnPegBoardsWithTheAssistantEachInHisOwnLanguageWithHisOwnBrailleDisplay) {
  AssistedGame().play();
}

}  // namespace
}  // namespace twinboard
