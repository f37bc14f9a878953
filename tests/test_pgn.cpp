// The whole shared PGN corpus, read and replayed; broken files never stop the reader.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "core/pgn.h"
#include "core/work_counts.h"
#include "corpus.h"

namespace twinboard {
namespace {

using testing::corpus;
using testing::read_file;

struct Tally {
  std::size_t games = 0, errors = 0, skipped = 0, plies = 0;
  std::vector<PgnRecord> records;
};

Tally read_all(const std::string& path, bool keep = false) {
  Tally t;
  std::string text = read_file(path);
  PgnReader reader(text);
  while (auto r = reader.next()) {
    ++t.games;
    t.plies += r->main_line_plies;
    t.errors += r->kind == PgnRecord::Kind::Error;
    t.skipped += r->kind == PgnRecord::Kind::Skipped;
    if (keep || r->kind != PgnRecord::Kind::Game) t.records.push_back(std::move(*r));
  }
  return t;
}

// Game counts from the corpus README (pgn-extract 19.04 split the same files).
TEST(PgnCorpus, MainFilesReplayCompletely) {
  struct Expected {
    const char* file;
    std::size_t games;
  };
  for (auto [file, games] : {Expected{"pgn/twic0920.pgn", 2245}, Expected{"pgn/Carlsen.pgn", 1782},
                             Expected{"pgn/world_matches.pgn", 580}, Expected{"pgn-more/twic944.pgn", 2953},
                             Expected{"pgn-more/dortmund.pgn", 347}, Expected{"pgn-more/tactics.pgn", 928},
                             Expected{"pgn-more/gotd.pgn", 171}, Expected{"pgn-more/euroteams2011.pgn", 76},
                             Expected{"pgn-more/oly14r11.pgn", 12}, Expected{"pgn-more/tilb98r2.pgn", 6}}) {
    Tally t = read_all(corpus(file));
    EXPECT_EQ(t.games, games) << file;
    EXPECT_EQ(t.errors, 0u) << file << ": " << (t.records.empty() ? "" : t.records.front().reason);
    EXPECT_EQ(t.skipped, 0u) << file;
  }
}

TEST(PgnCorpus, LichessAtomicGamesAreSkippedNotFailed) {
  Tally t = read_all(corpus("pgn/lichess_magnus.pgn"));
  EXPECT_EQ(t.games, 989u);
  EXPECT_EQ(t.skipped, 5u);
  EXPECT_EQ(t.errors, 0u);
  for (const auto& r : t.records) EXPECT_THAT(r.reason, ::testing::HasSubstr("Atomic"));
}

TEST(PgnCorpus, LichessClockCommentsAreRead) {
  Tally t = read_all(corpus("pgn/lichess_magnus.pgn"), true);
  auto standard = std::find_if(t.records.begin(), t.records.end(),
                               [](const PgnRecord& r) { return r.kind == PgnRecord::Kind::Game; });
  ASSERT_NE(standard, t.records.end());
  const PgnGame& first = standard->game;
  ASSERT_FALSE(first.moves.empty());
  ASSERT_TRUE(first.moves.front().clock_ms.has_value());
  // Lichess games here are blitz and bullet: a clock above zero and under an hour.
  EXPECT_GT(*first.moves.front().clock_ms, 0);
  EXPECT_LT(*first.moves.front().clock_ms, 3600 * 1000);
}

TEST(PgnCorpus, PythonChessEdgeCases) {
  auto dir = corpus("pgn/python-chess/");
  EXPECT_EQ(read_all(dir + "utf8-bom.pgn").games, 2u);
  EXPECT_EQ(read_all(dir + "utf8-bom.pgn").errors, 0u);
  EXPECT_EQ(read_all(dir + "chessbase-empty-line.pgn").errors, 0u);
  EXPECT_EQ(read_all(dir + "uci-moves.pgn").errors, 0u);
  EXPECT_EQ(read_all(dir + "kasparov-deep-blue-1997.pgn").games, 6u);
  // ChessBase's null move Z0 in the main line is no legal game.
  Tally z0 = read_all(dir + "anastasian-lewis.pgn");
  ASSERT_EQ(z0.errors, 1u);
  EXPECT_EQ(z0.records.front().token, "Z0");
  EXPECT_THAT(z0.records.front().reason, ::testing::HasSubstr("null move"));
}

TEST(PgnCorpus, LongestPossibleGame) {
  Tally t = read_all(corpus("pgn-more/pgn-read/FIDE_longest_possible_game.pgn"));
  EXPECT_EQ(t.errors, 0u);
  EXPECT_GT(t.plies, 11000u);
}

TEST(PgnCorpus, BrokenFilesAreReportedNeverFatal) {
  std::size_t files = 0, errors = 0;
  for (const auto& entry : std::filesystem::directory_iterator(corpus("pgn-more/pgn-read"))) {
    ++files;
    Tally t = read_all(entry.path().string());
    errors += t.errors;
    for (const auto& r : t.records) {
      if (r.kind != PgnRecord::Kind::Error) continue;
      EXPECT_FALSE(r.reason.empty()) << entry.path();
    }
  }
  EXPECT_EQ(files, 57u);
  EXPECT_GT(errors, 0u);
}

// `pgn check` reads without keeping the moves (keep_moves = false): every game of every
// corpus file, broken ones too, gets the verdict, ply, token and length it gets when read
// in full, and nothing of its movetext is kept.
TEST(PgnCorpus, CheckingWithoutKeepingMovesGivesTheSameVerdicts) {
  std::size_t games = 0, errors = 0;
  for (const char* folder : {"pgn", "pgn-more"}) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(corpus(folder))) {
      if (entry.path().extension() != ".pgn") continue;
      const std::string text = read_file(entry.path().string());
      for (bool strict : {false, true}) {
        PgnReader full(text, PgnReadOptions{&english_letters(), strict, true});
        PgnReader check(text, PgnReadOptions{&english_letters(), strict, false});
        for (auto kept = full.next(), checked = check.next(); kept || checked;
             kept = full.next(), checked = check.next()) {
          ASSERT_TRUE(kept && checked) << entry.path() << ": a different number of games";
          const std::string where = entry.path().string() + " game " + std::to_string(kept->index);
          EXPECT_EQ(checked->index, kept->index) << where;
          EXPECT_EQ(checked->kind, kept->kind) << where;
          EXPECT_EQ(checked->ply, kept->ply) << where;
          EXPECT_EQ(checked->token, kept->token) << where;
          EXPECT_EQ(checked->reason, kept->reason) << where;
          EXPECT_EQ(checked->main_line_plies, kept->game.moves.size()) << where;
          EXPECT_EQ(checked->game.result, kept->game.result) << where;
          EXPECT_TRUE(checked->game.moves.empty() && checked->game.intro_comment.empty()) << where;
          ++games;
          errors += kept->kind == PgnRecord::Kind::Error;
        }
      }
    }
  }
  EXPECT_GT(games, 15000u);
  EXPECT_GT(errors, 50u);
}

TEST(Pgn, VariationsCommentsNagsAndNullMovesAreKept) {
  std::string text =
      "[Event \"x\"]\n\n{Intro} 1. e4 $1 {Best} (1. d4 d5 (1... Nf6 2. -- g6) 2. c4) 1... e5 !? 2. Nf3 1-0\n";
  PgnReader reader(text);
  auto r = reader.next();
  ASSERT_TRUE(r.has_value());
  ASSERT_EQ(r->kind, PgnRecord::Kind::Game) << r->reason;
  const PgnGame& g = r->game;
  EXPECT_EQ(g.intro_comment, "Intro");
  ASSERT_EQ(g.moves.size(), 3u);
  EXPECT_EQ(g.moves[0].nags, std::vector<int>{1});
  EXPECT_EQ(g.moves[0].comment, "Best");
  ASSERT_EQ(g.moves[0].variations.size(), 1u);
  EXPECT_EQ(g.moves[0].variations[0].size(), 3u);
  EXPECT_EQ(g.moves[0].variations[0][1].variations[0][1].move, Move());  // the null move
  EXPECT_EQ(g.moves[1].nags, std::vector<int>{5});
  EXPECT_EQ(g.result, "1-0");
}

TEST(Pgn, ErrorsNameGamePlyAndTokenAndReadingGoesOn) {
  std::string text = "[Event \"a\"]\n\n1. e4 e5 2. Ke3 1-0\n\n[Event \"b\"]\n\n1. d4 *\n";
  PgnReader reader(text);
  auto bad = reader.next();
  ASSERT_EQ(bad->kind, PgnRecord::Kind::Error);
  EXPECT_EQ(bad->index, 1u);
  EXPECT_EQ(bad->ply, 3);
  EXPECT_EQ(bad->token, "Ke3");
  EXPECT_THAT(bad->reason, ::testing::HasSubstr("king"));
  auto good = reader.next();
  ASSERT_EQ(good->kind, PgnRecord::Kind::Game);
  EXPECT_EQ(good->index, 2u);
  EXPECT_FALSE(reader.next().has_value());
}

TEST(Pgn, EscapeLinesCrlfFenStartAndClockComments) {
  std::string text =
      "% a comment line\r\n[Event \"x\"]\r\n[SetUp \"1\"]\r\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\r\n\r\n"
      "1. e4 {[%clk 1:30:05]} Kd7 {[%clk 0:59:59.5]} *\r\n";
  PgnReader reader(text);
  auto r = reader.next();
  ASSERT_EQ(r->kind, PgnRecord::Kind::Game) << r->reason;
  ASSERT_EQ(r->game.moves.size(), 2u);
  EXPECT_EQ(r->game.moves[0].clock_ms, (1 * 3600 + 30 * 60 + 5) * 1000);
  EXPECT_EQ(r->game.moves[1].clock_ms, 59 * 60 * 1000 + 59 * 1000 + 500);
}

// Found by fuzz_pgn: a comment after variations opened in a game that has already failed
// was written through a pointer the next '(' had invalidated.
TEST(Pgn, CommentsInsideNestedVariationsOfABadGameAreSafe) {
  std::string text =
      "[Event \"x\"]\n\n{c} 1. e4 (1. d4 ( (1... Nf6 {a} ( {b} 2. -- ) {c} ) {d} ) ) Kz9 {e} 1-0\n"
      "[Event \"y\"]\n\n(( {f} ( {g} ) ) 1. e4 *\n";
  PgnReader reader(text);
  std::size_t games = 0;
  while (auto r = reader.next()) {
    ++games;
    EXPECT_EQ(r->kind, PgnRecord::Kind::Error);
    EXPECT_FALSE(r->reason.empty());
  }
  EXPECT_EQ(games, 2u);
}

// Found by fuzz_pgn: an absurdly long clock overflowed; it is ignored instead.
TEST(Pgn, AbsurdClockCommentsAreIgnored) {
  EXPECT_FALSE(parse_clock("66666666666666666666666666:00:00").has_value());
  EXPECT_EQ(parse_clock("1:00:00"), 3600 * 1000);
  EXPECT_EQ(parse_clock("0:45"), 45 * 1000);
}

TEST(Pgn, ImpossibleFenTagIsAnError) {
  std::string text = "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n";
  PgnReader reader(text);
  auto r = reader.next();
  EXPECT_EQ(r->kind, PgnRecord::Kind::Error);
  EXPECT_EQ(r->ply, 0);
  EXPECT_THAT(r->reason, ::testing::HasSubstr("kings"));
}

// Written and read again, every game of a heavily annotated file keeps its moves,
// comments, NAGs and variations.
TEST(PgnWriter, RoundTripKeepsEverything) {
  Tally t = read_all(corpus("pgn/world_matches.pgn"), true);
  ASSERT_EQ(t.records.size(), 580u);
  for (const auto& record : t.records) {
    std::string written = write_pgn(record.game);
    PgnReader again(written);
    auto back = again.next();
    ASSERT_TRUE(back.has_value());
    ASSERT_EQ(back->kind, PgnRecord::Kind::Game) << back->reason << "\n" << written;
    const PgnGame& a = record.game;
    const PgnGame& b = back->game;
    ASSERT_EQ(a.moves.size(), b.moves.size());
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
      EXPECT_EQ(a.moves[i].move, b.moves[i].move);
      EXPECT_EQ(a.moves[i].nags, b.moves[i].nags);
      EXPECT_EQ(a.moves[i].variations.size(), b.moves[i].variations.size());
    }
    EXPECT_EQ(a.result, b.result);
    EXPECT_EQ(a.tag("White"), b.tag("White"));
  }
}

// Issue 50, item 2: a PGN that grows is the PGN written whole, at every step of a game: a move
// made is one line appended; a move taken back, a clock or a comment added to the last move,
// and the moves after them, are written again, nothing else.
TEST(GrowingPgn, IsTheWholePgnWhileOnlyWhatChangedIsWritten) {
  std::mt19937 random(50);
  GrowingPgn growing;
  PgnGame game;
  game.set_tag("White", "Anna");
  Position position = Position::start();
  std::vector<Position> before;
  int appended = 0, rewritten = 0;
  for (int step = 0; step < 400; ++step) {
    const int what = int(random() % 10);
    if (what == 0 && !game.moves.empty()) {  // taken back a few plies
      const std::size_t back = std::min<std::size_t>(game.moves.size(), 1 + random() % 3);
      game.moves.resize(game.moves.size() - back);
      position = before[game.moves.size()];
      before.erase(before.begin() + long(game.moves.size()), before.end());
    } else if (what == 1 && !game.moves.empty()) {  // the last move's clock comes with the press
      game.moves.back().clock_ms = std::int64_t(random() % 5'400'000);
      ++rewritten;
    } else {
      MoveList legal(position);
      if (legal.size() == 0) break;
      const LegalMove move = legal[random() % legal.size()];
      PgnMove m;
      m.move = move;
      if (random() % 2) m.san = san(position, move);  // as the table hands it on
      before.push_back(position);
      game.moves.push_back(std::move(m));
      position.play(move);
      ++appended;
    }
    game.final_comment = "White's scoresheet: " + std::to_string(step);
    game.result = step % 7 ? "*" : "1/2-1/2";
    const auto lines_before = work_counts().read().pgn_move_lines;
    ASSERT_EQ(growing.text(game), write_pgn(game)) << "step " << step;
    const auto written = work_counts().read().pgn_move_lines - lines_before;
    // write_pgn wrote every move; the growing text only the one that came or changed.
    EXPECT_LE(written - game.moves.size(), 1u) << "step " << step;
  }
  EXPECT_GT(appended, 200);
  EXPECT_GT(rewritten, 20);
}

}  // namespace
}  // namespace twinboard
