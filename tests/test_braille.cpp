// Braille chess notation: the BRF map against the reference's 64-entry table, the
// examples of the code, liberal reading, and every move of the PGN corpus written in
// cells and read back.
#include <gtest/gtest.h>

#include <filesystem>
#include <regex>

#include "braille/chess_braille.h"
#include "core/pgn.h"
#include "corpus.h"

namespace twinboard {
namespace {

using braille::Cells;

// The BRF of `san` played after `moves` (English SAN) from the start.
std::string brf_of(const std::string& moves, const std::string& san_text) {
  Position p = Position::start();
  std::istringstream in(moves);
  for (std::string m; in >> m;) p.play(read_san(p, m).value().move);
  return braille::to_brf(braille::move_cells(p, read_san(p, san_text).value().move));
}

TEST(BrailleMap, EveryCellAgreesWithTheReferenceTable) {
  const std::string reference = testing::read_file(std::string(TWINBOARD_SHARED_DIR) + "/reference/braille.md");
  // Rows: "| dots | U+ | cell | BRF | hex |" twice a line; U+ gives the cell, hex the character.
  const std::regex entry(R"(\|\s*[0-9]*\s*\|\s*(28[0-3][0-9A-F])\s*\|[^|]*\|[^|]*\|\s*([0-9A-F]{2})\s*(?=\|))");
  int checked = 0;
  for (auto it = std::sregex_iterator(reference.begin(), reference.end(), entry); it != std::sregex_iterator(); ++it) {
    const int cell = std::stoi((*it)[1].str(), nullptr, 16) - 0x2800;
    const char expected = char(std::stoi((*it)[2].str(), nullptr, 16));
    EXPECT_EQ(braille::brf_char(braille::Cell(cell)), expected) << "cell " << cell;
    ++checked;
  }
  EXPECT_EQ(checked, 64);
  for (int c = 0; c < 64; ++c) {
    auto back = braille::from_text(std::string(1, braille::brf_char(braille::Cell(c))));
    ASSERT_TRUE(back && back->size() == 1);
    EXPECT_EQ((*back)[0], c);
  }
}

TEST(BrailleNotation, TheCodesExamples) {
  EXPECT_EQ(brf_of("", "e4"), "E4");
  EXPECT_EQ(brf_of("e4 e5", "Nf3"), "SF3");
  EXPECT_EQ(brf_of("e4 e5 Nf3 Nc6 Bb5 a6", "Bxc6"), "L;C6");
  EXPECT_EQ(brf_of("e4 e5 Nf3 Nc6 Bb5 a6 Bxc6", "dxc6"), "D;C6");
  EXPECT_EQ(brf_of("e4 e5 Qh5 Nc6 Bc4 Nf6", "Qxf7#"), "Q;F7>M");
  EXPECT_EQ(brf_of("e4 f6 d4 g5", "Qh5#"), "QH5>M");
}

TEST(BrailleNotation, SignsCastlingPromotionAndEnPassant) {
  auto brf = [](const char* fen, const char* move) {
    Position p = Position::from_fen(fen).value();
    return braille::to_brf(braille::move_cells(p, read_san(p, move).value().move));
  };
  EXPECT_EQ(brf("4k3/8/8/8/8/8/5P2/4K3 w - - 0 1", "f4"), "F4");
  EXPECT_EQ(brf("8/8/6k1/8/8/8/5P2/4K3 w - - 0 1", "f4"), "F4");
  EXPECT_EQ(brf("8/8/8/6k1/8/8/5P2/4K3 w - - 0 1", "f4+"), "^F4");
  EXPECT_EQ(brf("4k3/8/8/8/8/8/8/5QK1 w - - 0 1", "Qf7+"), "Q^F7");
  EXPECT_EQ(brf("6k1/8/8/8/R4p2/8/8/4K3 w - - 0 1", "Rxf4"), "R;F4");
  EXPECT_EQ(brf("5k2/8/8/8/R4p2/8/8/4K3 w - - 0 1", "Rxf4+"), "R_F4");
  EXPECT_EQ(brf("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1", "e8=Q"), "E8Q");
  EXPECT_EQ(brf("r3k3/8/8/8/8/8/8/4K3 b q - 0 1", "O-O-O"), "0-0-0");
  EXPECT_EQ(brf("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "O-O"), "0-0");
  EXPECT_EQ(brf("5k2/8/8/8/8/8/8/4K2R w K - 0 1", "O-O+"), "0-0^");
  EXPECT_EQ(brf("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "Ra8#"), "RA8>M");
  EXPECT_EQ(brf("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6"), "E;D6");
  EXPECT_EQ(brf("4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "Rb1"), "RB1");
  EXPECT_EQ(brf("4k3/8/8/8/8/1N6/8/1N2K3 w - - 0 1", "N1d2"), "S1D2");
  EXPECT_EQ(brf("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2"), "SBD2");
  EXPECT_EQ(braille::to_unicode(braille::move_cells(
                Position::from_fen("8/8/8/6k1/8/8/5P2/4K3 w - - 0 1").value(),
                read_san(Position::from_fen("8/8/8/6k1/8/8/5P2/4K3 w - - 0 1").value(), "f4+").value().move)),
            "⠘⠋⠲");
}

TEST(BrailleReading, LiberalAsAPlayerTypes) {
  const Position start = Position::start();
  auto read = [&](const Position& p, const char* text) -> std::string {
    auto cells = braille::from_text(text);
    if (!cells) return "not braille";
    auto m = braille::read_move_cells(p, *cells);
    return m ? san(p, *m) : "error: " + m.error();
  };
  EXPECT_EQ(read(start, "E4"), "e4");
  EXPECT_EQ(read(start, "⠑⠲"), "e4");
  EXPECT_EQ(read(start, "e#d"), "e4");  // UEB: number sign and upper digit
  EXPECT_EQ(read(start, "SF3"), "Nf3");
  EXPECT_EQ(read(start, "NF3"), "Nf3");   // the English n
  EXPECT_EQ(read(start, "5254"), "e4");   // ICCF
  EXPECT_EQ(read(start, "G1F3"), "Nf3");  // from and to squares
  EXPECT_EQ(read(start, "^E4"), "e4");    // a wrong check sign does not matter
  EXPECT_EQ(read(start, "E5"), "error: no such move here");
  Position p = Position::from_fen("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4").value();
  EXPECT_EQ(read(p, "L;C6"), "Bxc6");
  EXPECT_EQ(read(p, "BC6"), "Bxc6");  // b as bishop: no b-file pawn reaches c6
  EXPECT_EQ(read(p, "0-0"), "O-O");
  EXPECT_EQ(read(p, "O-O"), "O-O");
  Position promo = Position::from_fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1").value();
  EXPECT_EQ(read(promo, "E8S"), "e8=N+");
  EXPECT_EQ(read(promo, "E8"), "error: a promotion: add the piece (Q, R, L or S)");
  Position knights = Position::from_fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").value();
  EXPECT_EQ(read(knights, "SD2"), "error: which one: Nbd2, Nfd2?");
}

// A scoresheet kept in braille: an entry that does not read says why in braille's terms,
// not only that it is no move in print notation (issue 19: the reason was dropped).
TEST(BrailleScoresheet, AnEntryThatDoesNotReadKeepsTheBrailleReason) {
  Scoresheet sheet;
  sheet.add_reader(braille::read_braille_entry);
  EXPECT_EQ(sheet.write("⠑⠲").san, "e4");
  const ScoresheetEntry& wrong = sheet.write("⠑⠲");  // e4 again: Black has no such move
  EXPECT_FALSE(wrong.move);
  EXPECT_EQ(wrong.remark, "does not read: braille ⠑⠲: no such move here");
  Scoresheet in_print;
  in_print.add_reader(braille::read_braille_entry);
  const ScoresheetEntry& print = in_print.write("e9");  // no braille at all: the print reason stays
  EXPECT_FALSE(print.move);
  EXPECT_TRUE(print.remark.starts_with("does not read: ")) << print.remark;
  EXPECT_EQ(print.remark.find("braille"), std::string::npos) << print.remark;
}

// Every main-line move of the corpus: written in cells, read back as the same move.
TEST(BrailleRoundTrip, EveryMoveOfTheCorpus) {
  std::size_t moves = 0;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(testing::corpus("pgn"))) {
    if (entry.path().extension() != ".pgn") continue;
    const std::string text = testing::read_file(entry.path().string());
    PgnReader reader(text);
    while (auto record = reader.next()) {
      if (record->kind != PgnRecord::Kind::Game) continue;
      Position p = record->game.start_position();
      for (const PgnMove& m : record->game.moves) {
        if (m.move.is_null()) break;
        const LegalMove move = *legal(p, m.move);
        const Cells cells = braille::move_cells(p, move);
        auto back = braille::read_move_cells(p, cells);
        ASSERT_TRUE(back) << entry.path() << ": " << san(p, move) << " " << braille::to_brf(cells) << ": "
                          << back.error();
        ASSERT_EQ(*back, move) << entry.path() << ": " << san(p, move) << " " << braille::to_brf(cells);
        p.play(move);
        ++moves;
      }
    }
  }
  EXPECT_GT(moves, 400000u);  // the corpus holds about 10,000 games
}

}  // namespace
}  // namespace twinboard
