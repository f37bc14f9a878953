// The VI player's braille at the table, without a display: chords from key presses, the
// line he types, cells said aloud, and what the live display shows and its keys do.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "braille/braille_desk.h"
#include "braille/cell_line.h"
#include "braille/cell_words.h"
#include "braille/chords.h"
#include "braille/live_lines.h"
#include "table_script.h"

namespace twinboard::braille {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// The VI player has colour `vi` (on a peg board), a sighted player on a DGT board the other.
TableSetup setup(Color vi, const char* control = "") {
  TableSetup s;
  s.seats[vi] = Seat{Needs::Vi, BoardKind::Occupancy};
  s.seats[~vi] = Seat{Needs::Sighted, BoardKind::Identified};
  if (*control) s.time_control = parse_time_control(control).value();
  return s;
}

Cells cells(std::string_view unicode) { return from_text(unicode).value(); }

TEST(ChordKeys, ACellIsTheKeysHeldTogetherAndComesWhenTheLastIsReleased) {
  ChordKeys keys;
  for (char k : {'f', 'd', 'j'}) keys.down(*six_key_dot(k));
  EXPECT_EQ(keys.up(*six_key_dot('d')), std::nullopt);
  keys.down(*six_key_dot('k'));  // rolled in while the others are still down
  EXPECT_EQ(keys.up(*six_key_dot('f')), std::nullopt);
  EXPECT_EQ(keys.up(*six_key_dot('k')), std::nullopt);
  EXPECT_EQ(keys.up(*six_key_dot('j')), (Chord{dots("1245"), false}));  // g
  EXPECT_TRUE(keys.idle());
  keys.down(*six_key_dot(' '));
  keys.down(*six_key_dot('a'));
  keys.up(*six_key_dot('a'));
  EXPECT_EQ(keys.up(*six_key_dot(' ')), (Chord{dots("7"), true}));
  EXPECT_EQ(keys.up(*six_key_dot('l')), std::nullopt);  // a release without its press
  EXPECT_EQ(six_key_dot('x'), std::nullopt);
}

TEST(SequentialDots, DigitsThenSpace) {
  SequentialDots seq;
  EXPECT_TRUE(seq.digit('1'));
  EXPECT_TRUE(seq.digit('5'));
  EXPECT_FALSE(seq.digit('9'));
  EXPECT_EQ(seq.end_cell(), (Chord{dots("15"), false}));
  EXPECT_EQ(seq.end_cell(), (Chord{0, true}));  // space alone: a blank
  seq.digit('2');
  EXPECT_TRUE(seq.clear());
  EXPECT_FALSE(seq.clear());
}

TEST(CellLine, AMoveNumberBeforeTheMoveIsDroppedWhenTheLineEnds) {
  CellLine line;
  for (Cell c : cells("⠂⠆")) line.chord({c, false});
  line.chord({0, true});
  for (Cell c : cells("⠑⠲")) line.chord({c, false});
  const LineAction done = line.chord({dots("8"), false});
  EXPECT_EQ(done.kind, LineAction::Kind::Submitted);
  EXPECT_EQ(to_unicode(done.cells), "⠑⠲");
  EXPECT_TRUE(line.empty());
}

TEST(CellLine, BackspaceReadBackAndClear) {
  CellLine line;
  line.chord({dots("15"), false});
  line.chord({dots("25"), false});
  EXPECT_EQ(line.chord({dots("7"), true}).kind, LineAction::Kind::Removed);
  EXPECT_EQ(to_unicode(line.cells()), "⠑");
  const LineAction read = line.chord({dots("1235"), true});
  EXPECT_EQ(read.kind, LineAction::Kind::ReadBack);
  EXPECT_EQ(to_unicode(read.cells), "⠑");
  EXPECT_EQ(line.chord({dots("123456"), true}).kind, LineAction::Kind::Cleared);
  EXPECT_EQ(line.backspace().kind, LineAction::Kind::EraseEntry);  // on an empty line: the sheet's entry
  EXPECT_EQ(line.enter().kind, LineAction::Kind::Nothing);
  EXPECT_EQ(line.chord({dots("14"), true}).kind, LineAction::Kind::Unknown);
}

TEST(CellWords, EachCellInThePlayersWords) {
  const Vocabulary& de = default_vocabulary();
  EXPECT_EQ(say_cell(dots("15"), de), "Eva");
  EXPECT_EQ(say_cell(dots("256"), de), "vier");
  EXPECT_EQ(say_cell(dots("234"), de), "Springer");
  EXPECT_EQ(say_cell(dots("56"), de), "schlägt");
  EXPECT_EQ(say_cell(dots("45"), de), "Schach");
  EXPECT_EQ(say_cell(dots("346"), de), "Punkte 3 4 6");
  EXPECT_EQ(say_cells(cells("⠎⠋⠒⠜⠍"), de), "Springer, Felix, drei, Matt");
  EXPECT_EQ(say_cell(dots("15"), *find_vocabulary("plain-en")), "e");
}

TEST(LiveLines, StatusHasTheLastMoveWithItsNumberAndWhoseTurn) {
  testing::TableScript s(setup(Color::White));
  Game game;
  std::mt19937 random(7);
  ASSERT_TRUE(testing::play(s, game, "e4 e5 Nf3 Nc6", random));
  // 2 ...Nc6, White to move; no clock in use.
  EXPECT_EQ(to_unicode(status_line(s.table(), s.now())), "⠆⠀⠤⠎⠉⠖⠀⠺");
  ASSERT_TRUE(testing::play(s, game, "Bb5", random));
  EXPECT_EQ(to_unicode(status_line(s.table(), s.now())), "⠒⠀⠇⠃⠢⠀⠃");
}

TEST(LiveLines, ClocksShowHoursOnlyFromAnHourUp) {
  EXPECT_EQ(to_unicode(clock_cells(5400000)), "⠂⠱⠒⠴⠱⠴⠴");  // 1:30:00
  EXPECT_EQ(to_unicode(clock_cells(59999)), "⠴⠱⠢⠔");       // 0:59
  EXPECT_EQ(to_unicode(clock_cells(-5)), "⠴⠱⠴⠴");
  EXPECT_EQ(to_unicode(figure_cells("1/2-1/2")), "⠂⠌⠆⠤⠂⠌⠆");  // a drawn game's result
  testing::TableScript s(setup(Color::White, "5400+30"));
  EXPECT_EQ(to_unicode(status_line(s.table(), 0)), "⠺⠀⠂⠱⠒⠴⠱⠴⠴⠀⠂⠱⠒⠴⠱⠴⠴");
}

TEST(LiveLines, RanksFromThePlayersSideWithTheLastMoveMarked) {
  testing::TableScript white(setup(Color::White));
  EXPECT_EQ(to_unicode(rank_line(white.table(), Color::White, 1)), "⠦⠀⠷⠮⠧⠿⠥⠧⠮⠷");  // rank 8, a to h
  testing::TableScript black(setup(Color::Black));
  EXPECT_EQ(to_unicode(rank_line(black.table(), Color::Black, 1)), "⠂⠀⠗⠎⠇⠅⠟⠇⠎⠗");  // rank 1, h to a
  Game game;
  std::mt19937 random(3);
  ASSERT_TRUE(testing::play(white, game, "e4", random));
  // Rank 4 is the fifth line; e4 and (rank 2) e2 carry dot 8.
  EXPECT_EQ(to_unicode(rank_line(white.table(), Color::White, 5)), "⠲⠀⠄⠄⠄⠄\u288F⠄⠄⠄");
  EXPECT_EQ(to_unicode(rank_line(white.table(), Color::White, 7)), "⠆⠀⠏⠏⠏⠏\u2884⠏⠏⠏");
  EXPECT_EQ(target_of(Color::White, 5, 6).square, parse_square("e4"));
  EXPECT_EQ(target_of(Color::Black, 5, 6).square, parse_square("d5"));
  EXPECT_EQ(target_of(Color::White, 1, 0).rank, 7);
  EXPECT_FALSE(target_of(Color::White, 1, 1).square);
}

TEST(BrailleDesk, LinesAndPanning) {
  testing::TableScript s(setup(Color::White));
  BrailleDesk desk;
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 12)), "⠺⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀");
  desk.move(BrailleDesk::Move::LineDown, s.table(), 0, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 4)), "⠦⠀⠷⠮");
  desk.move(BrailleDesk::Move::PanRight, s.table(), 0, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 4)), "⠧⠿⠥⠧");
  desk.move(BrailleDesk::Move::PanRight, s.table(), 0, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 4)), "⠮⠷⠀⠀");
  desk.move(BrailleDesk::Move::PanRight, s.table(), 0, 4);  // the line's end: on to rank 7
  EXPECT_EQ(desk.line(), 2);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 4)), "⠶⠀⠯⠯");
  desk.move(BrailleDesk::Move::PanLeft, s.table(), 0, 4);  // back to the end of rank 8
  EXPECT_EQ(desk.line(), 1);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 4)), "⠮⠷⠀⠀");
  desk.move(BrailleDesk::Move::Bottom, s.table(), 0, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 4)), "⠂⠀⠗⠎");
  desk.move(BrailleDesk::Move::Top, s.table(), 0, 4);
  EXPECT_EQ(desk.line(), 0);
}

TEST(BrailleDesk, RoutingKeysAskTheTableAndShowTheSquare) {
  testing::TableScript s(setup(Color::White));
  BrailleDesk desk;
  desk.move(BrailleDesk::Move::LineDown, s.table(), 0, 40);
  auto reaction = desk.route(5, s.table(), 0);  // d8
  ASSERT_EQ(reaction.inputs.size(), 1u);
  s.at(100, reaction.inputs[0]);
  EXPECT_EQ(s.spoken_to(Listener::White).back(), "David acht: Dame, Schwarz");
  EXPECT_EQ(to_unicode(desk.window(s.table(), 1000, 6)), "⠙⠦⠀⠿⠀⠀");
  EXPECT_EQ(to_unicode(desk.window(s.table(), 6000, 6)), "⠦⠀⠷⠮⠧⠿");  // shown for five seconds
  s.at(100, desk.route(0, s.table(), 0).inputs.at(0));               // the rank's digit scans the rank
  EXPECT_THAT(s.spoken_to(Listener::White).back(), HasSubstr("Turm, Schwarz"));
  desk.move(BrailleDesk::Move::Top, s.table(), 0, 40);
  auto time = desk.route(3, s.table(), 0);
  ASSERT_EQ(time.inputs.size(), 1u);
  EXPECT_EQ(std::get<Query>(time.inputs[0]).kind, QueryKind::Time);
}

TEST(BrailleDesk, TypedCellsAreEchoedAndGoOnThePlayersScoresheet) {
  testing::TableScript s(setup(Color::White));
  Game game;
  std::mt19937 random(11);
  ASSERT_TRUE(testing::play(s, game, "e4 e5", random));
  s.table().add_notation(read_braille_entry);
  BrailleDesk desk;
  std::vector<std::string> echoed;
  for (Cell c : cells("⠎⠋⠒")) {
    auto r = desk.chord({c, false}, s.table());
    echoed.insert(echoed.end(), r.speech.begin(), r.speech.end());
  }
  EXPECT_THAT(echoed, ElementsAre("Springer", "Felix", "drei"));
  EXPECT_EQ(to_unicode(desk.window(s.table(), 0, 5)), "⠎⠋⠒\u28C0⠀");  // with the cursor
  EXPECT_THAT(desk.read_back(s.table()).speech, ElementsAre("Springer, Felix, drei"));
  // A scoresheet holds both sides' moves: 1 e4 e5 first.
  s.at(100, WriteScoresheet{Color::White, "⠑⠲", false});
  s.at(100, WriteScoresheet{Color::White, "⠑⠢", false});
  auto done = desk.chord({dots("8"), false}, s.table());
  ASSERT_EQ(done.inputs.size(), 1u);
  s.at(100, done.inputs[0]);
  const Scoresheet& sheet = s.table().scoresheet(Color::White);
  ASSERT_EQ(sheet.size(), 3u);
  EXPECT_EQ(sheet.entries()[2].written, "⠎⠋⠒");
  EXPECT_EQ(sheet.entries()[2].san, "Nf3");
  EXPECT_THAT(s.spoken_to(Listener::White).back(), HasSubstr("Springer Felix drei"));
  // Read back with nothing typed: the sheet's last entry, from the table.
  s.at(100, desk.read_back(s.table()).inputs.at(0));
  EXPECT_THAT(s.spoken_to(Listener::White).back(), HasSubstr("Springer Felix drei"));
  // Backspace on an empty line strikes that entry.
  s.at(100, desk.backspace(s.table()).inputs.at(0));
  EXPECT_EQ(sheet.size(), 2u);
}

// Whether `text` holds a braille cell (U+2800 to U+28FF).
bool has_cells(const std::string& text) {
  for (std::size_t i = 0; i + 1 < text.size(); ++i)
    if (static_cast<unsigned char>(text[i]) == 0xE2 && (static_cast<unsigned char>(text[i + 1]) & 0xFC) == 0xA0)
      return true;
  return false;
}

// Issue 48, item 7: an entry struck out of his scoresheet is said as its reading, never as
// braille cells ("Gestrichen: ⠑⠖"): a move as the move, an entry that reads as none by its
// number and side (so too when it is read back).
TEST(BrailleDesk, AStruckOutEntryIsSaidAsItsReadingNeverAsCells) {
  testing::TableScript s(setup(Color::White));
  s.table().add_notation(read_braille_entry);
  ASSERT_TRUE(has_cells("Gestrichen: ⠑⠖"));
  s.at(100, WriteScoresheet{Color::White, "⠑⠲", false});  // 1. e4
  s.at(100, WriteScoresheet{Color::White, "⠑⠖", false});  // 1... e6
  ASSERT_EQ(s.table().scoresheet(Color::White).entries()[1].san, "e6");
  s.at(100, WriteScoresheet{Color::White, "", true});
  EXPECT_EQ(s.spoken_to(Listener::White).back(), "Gestrichen: Bauer Eva sechs");
  s.at(100, WriteScoresheet{Color::White, "⠿⠿", false});  // no move
  ASSERT_TRUE(s.table().scoresheet(Color::White).entries()[1].san.empty());
  EXPECT_EQ(s.spoken_to(Listener::White).back(), "Partieformular, Zug 1, Schwarz: nicht lesbar");
  s.at(100, WriteScoresheet{Color::White, "", true});
  EXPECT_EQ(s.spoken_to(Listener::White).back(), "Gestrichen: Partieformular, Zug 1, Schwarz: nicht lesbar");
  for (const std::string& said : s.spoken_to(Listener::White)) EXPECT_FALSE(has_cells(said)) << said;
}

TEST(BrailleDesk, MessagesAreReadByPanningAndDismissedByAKey) {
  testing::TableScript s(setup(Color::White));
  BrailleDesk desk;
  desk.message(cells("⠁⠃⠉⠙⠑⠋"), 1000);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 1000, 4)), "⠁⠃⠉⠙");
  desk.move(BrailleDesk::Move::PanRight, s.table(), 1000, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 1000, 4)), "⠑⠋⠀⠀");
  desk.move(BrailleDesk::Move::PanLeft, s.table(), 1000, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 1000, 4)), "⠁⠃⠉⠙");
  desk.move(BrailleDesk::Move::PanRight, s.table(), 1000, 4);
  desk.move(BrailleDesk::Move::PanRight, s.table(), 1000, 4);  // past its end: read
  EXPECT_EQ(desk.line(), 0);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 1000, 4)), "⠺⠀⠀⠀");
  // Any other key dismisses it and does its work; left alone, it goes after 20 s.
  desk.message(cells("⠁⠃"), 2000);
  desk.move(BrailleDesk::Move::LineDown, s.table(), 2000, 4);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 2000, 4)), "⠦⠀⠷⠮");
  desk.message(cells("⠁⠃"), 3000);
  EXPECT_EQ(to_unicode(desk.window(s.table(), 22999, 4)), "⠁⠃⠀⠀");
  EXPECT_EQ(to_unicode(desk.window(s.table(), 23000, 4)), "⠦⠀⠷⠮");
  // A routing key over a message only dismisses it.
  desk.message(cells("⠁⠃"), 30000);
  EXPECT_TRUE(desk.route(5, s.table(), 30000).inputs.empty());
  EXPECT_EQ(to_unicode(desk.window(s.table(), 30000, 4)), "⠦⠀⠷⠮");
}

}  // namespace
}  // namespace twinboard::braille
