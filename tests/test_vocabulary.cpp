// F2.1: moves announced in the FIDE words, and announcements understood back.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/notation.h"
#include "core/san.h"
#include "core/vocabulary.h"
#include "corpus.h"

namespace twinboard {
namespace {

using testing::corpus;
using ::testing::HasSubstr;

Position at(std::string_view fen) { return Position::from_fen(fen).value(); }

std::string words_for(std::string_view fen, std::string_view san_text, std::string_view vocabulary = "fide-de") {
  Position p = at(fen);
  auto reading = read_san(p, san_text);
  EXPECT_TRUE(reading.ok()) << san_text;
  if (!reading) return "";
  return announce(p, reading->move, *find_vocabulary(vocabulary));
}

std::string san_heard(std::string_view fen, std::string_view words, std::string_view vocabulary = "fide-de") {
  Position p = at(fen);
  const Vocabulary& v = *find_vocabulary(vocabulary);
  auto move = understand(p, words, v);
  return move ? san(p, *move) : "refused: " + misreading_words(move.error().reading, v);
}

constexpr std::string_view kStart = Position::kStartFen;
constexpr std::string_view kOpenCenter = "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
constexpr std::string_view kTwoKnights = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";
constexpr std::string_view kTwoRooks = "k7/8/8/8/8/4R3/8/4R1K1 w - - 0 1";
constexpr std::string_view kThreeQueens = "8/k7/8/8/4Q2Q/K7/8/4r2Q w - - 0 1";
constexpr std::string_view kCastleWithCheck = "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1";
constexpr std::string_view kBothCastlings = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view kEnPassant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
constexpr std::string_view kPromotion = "7k/4P3/8/8/8/8/8/4K3 w - - 0 1";
constexpr std::string_view kUnderPromotion = "4k3/8/8/8/8/8/3p4/2R3K1 b - - 0 1";
constexpr std::string_view kScholarsMate = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

// The examples of issue 3, word for word.
TEST(F2_1, CanonicalFideWords) {
  EXPECT_EQ(words_for(kStart, "e4"), "Bauer Eva vier");
  EXPECT_EQ(words_for(kStart, "Nf3"), "Springer Felix drei");
  EXPECT_EQ(words_for(kOpenCenter, "exd5"), "Bauer Eva schlägt David fünf");
  EXPECT_EQ(words_for(kTwoKnights, "Nbd2"), "Springer Bella David zwei");
  EXPECT_EQ(words_for(kTwoRooks, "R1e2"), "Turm eins Eva zwei");
  EXPECT_EQ(words_for(kThreeQueens, "Qh4xe1"), "Dame Hektor vier schlägt Eva eins");
  EXPECT_EQ(words_for(kBothCastlings, "O-O"), "Kurze Rochade");
  EXPECT_EQ(words_for(kCastleWithCheck, "O-O-O"), "Lange Rochade, Schach");
  EXPECT_EQ(words_for(kEnPassant, "exd6"), "Bauer Eva schlägt David sechs en passant");
  EXPECT_EQ(words_for(kPromotion, "e8=Q"), "Bauer Eva acht wird Dame, Schach");
  EXPECT_EQ(words_for(kUnderPromotion, "dxc1=N"), "Bauer David schlägt Cäsar eins wird Springer");
  EXPECT_EQ(words_for(kScholarsMate, "Qxf7"), "Dame schlägt Felix sieben, Matt");
}

TEST(Vocabulary, OtherVocabulariesOnRequest) {
  EXPECT_EQ(words_for(kStart, "Nf3", "nato-en"), "Knight Foxtrot three");
  EXPECT_EQ(words_for(kStart, "Nf3", "plain-en"), "knight f3");
  EXPECT_EQ(words_for(kStart, "Nf3", "plain-de"), "Springer f3");
  EXPECT_EQ(words_for(kStart, "Nf3", "plain-ru"), "конь эф три");
  EXPECT_EQ(words_for(kUnderPromotion, "dxc1=N", "plain-ru"), "пешка дэ бьёт цэ один превращается в коня");
  EXPECT_EQ(words_for(kScholarsMate, "Qxf7", "nato-en"), "Queen takes Foxtrot seven, checkmate");
  EXPECT_EQ(&default_vocabulary(), find_vocabulary("fide-de"));
}

TEST(Vocabulary, TolerantReading) {
  struct Case {
    std::string_view fen, words, san;
  };
  const Case cases[] = {
      {kStart, "Springer Felix drei", "Nf3"},
      {kStart, "springer felix drei", "Nf3"},
      {kStart, "SPRINGER FELIX DREI", "Nf3"},
      {kStart, "Springer nach Felix drei", "Nf3"},
      {kStart, "Springer auf f3", "Nf3"},
      {kStart, "Springer f3", "Nf3"},
      {kStart, "Springer Gustav eins Felix drei", "Nf3"},
      {kStart, "Springer Gustav eins nach Felix drei.", "Nf3"},
      {kStart, "Eva vier", "e4"},
      {kStart, "Eva zwei Eva vier", "e4"},
      {kStart, "e2-e4", "e4"},
      {kStart, "e2 e4", "e4"},
      {kStart, "e4", "e4"},
      {kStart, "Sf3", "Nf3"},
      {kStart, "Nf3", "Nf3"},
      {kStart, "g1f3", "Nf3"},
      {kStart, "Cäsar vier", "c4"},
      {kStart, "Caesar vier", "c4"},
      {kStart, "Cesar vier", "c4"},
      {kStart, "Cäsar drei", "refused: Mehrdeutig: Springer Cäsar drei oder Bauer Cäsar drei"},
      {kStart, "Bauer Hector drei", "h3"},
      {kStart, "Bauer Berta vier", "b4"},  // the German spelling alphabet too (issue 35)
      {kStart, "Springer Friedrich drei", "Nf3"},
      {kStart, "Bauer Emil vier", "e4"},
      {kStart, "Dora vier", "d4"},
      {kStart, "Bauer Hektor drei", "h3"},
      {kStart, "Knight Foxtrot three", "Nf3"},
      {kStart, "knight f3", "Nf3"},
      {kStart, "конь эф три", "Nf3"},
      {kStart, "Конь Эф Три", "Nf3"},
      {kOpenCenter, "Bauer Eva schlägt David fünf", "exd5"},
      {kOpenCenter, "Bauer Eva schlaegt David fuenf", "exd5"},
      {kOpenCenter, "Eva nimmt David fünf", "exd5"},
      {kOpenCenter, "Eva x David fünf", "exd5"},
      {kOpenCenter, "exd5", "exd5"},
      {kOpenCenter, "Springer schlägt Eva fünf", "Nxe5"},
      {kOpenCenter, "Läufer Bella fünf, Schach", "Bb5+"},
      {kOpenCenter, "Laeufer Bella fünf Schach", "Bb5+"},
      {kOpenCenter, "Laufer b5", "Bb5+"},
      {kOpenCenter, "Koenig Eva zwei", "Ke2"},
      {kOpenCenter, "König Eva zwei", "Ke2"},
      {kTwoKnights, "Springer Bella David zwei", "Nbd2"},
      {kTwoKnights, "Springer Bella eins David zwei", "Nbd2"},
      {kTwoKnights, "Nbd2", "Nbd2"},
      {kTwoRooks, "Turm eins Eva zwei", "R1e2"},
      {kThreeQueens, "Dame Hektor vier schlägt Eva eins", "Qh4xe1"},
      {kBothCastlings, "Kurze Rochade", "O-O"},
      {kBothCastlings, "kurze rochade", "O-O"},
      {kBothCastlings, "Lange Rochade", "O-O-O"},
      {kBothCastlings, "O-O", "O-O"},
      {kBothCastlings, "0-0-0", "O-O-O"},
      {kBothCastlings, "short castle", "O-O"},
      {kBothCastlings, "длинная рокировка", "O-O-O"},
      {kBothCastlings, "König Gustav eins", "O-O"},
      {kCastleWithCheck, "Rochade", "O-O-O+"},
      {kEnPassant, "Bauer Eva schlägt David sechs en passant", "exd6"},
      {kEnPassant, "Eva schlägt David sechs e.p.", "exd6"},
      {kPromotion, "Bauer Eva acht wird Dame", "e8=Q+"},
      {kPromotion, "Eva acht Umwandlung in Dame", "e8=Q+"},
      {kPromotion, "Eva acht Dame", "e8=Q+"},
      {kPromotion, "Eva acht wird Springer", "e8=N"},
      {kPromotion, "e8=Q", "e8=Q+"},
      {kPromotion, "e8Q", "e8=Q+"},
      {kPromotion, "e8 promotes to rook", "e8=R+"},
      {kUnderPromotion, "Bauer David schlägt Cäsar eins wird Springer", "dxc1=N"},
      {kUnderPromotion, "пешка дэ бьёт цэ один превращается в коня", "dxc1=N"},
      {kUnderPromotion, "пешка дэ бьет цэ один ферзь", "dxc1=Q+"},
      {kScholarsMate, "Dame schlägt Felix sieben, Matt", "Qxf7#"},
      {kScholarsMate, "Dame schlägt Felix sieben", "Qxf7#"},
  };
  for (const auto& c : cases) EXPECT_EQ(san_heard(c.fen, c.words), c.san) << c.words;
}

TEST(Vocabulary, RefusalsSayWhy) {
  struct Case {
    std::string_view fen, words, vocabulary, message;
  };
  const Case cases[] = {
      {kStart, "Springer Felix sechs", "fide-de", "Kein Springer kann Felix sechs erreichen"},
      {kStart, "Dame Hektor fünf", "fide-de", "Keine Dame kann Hektor fünf erreichen"},
      {kStart, "Knight Foxtrot six", "nato-en", "No knight can reach Foxtrot six"},
      {kStart, "конь эф шесть", "plain-ru", "Ни один конь не может пойти на эф шесть"},
      {kStart, "Eva fünf", "fide-de", "Keine Figur kann Eva fünf erreichen"},
      {kStart, "Eva drei Eva vier", "fide-de", "Auf Eva drei steht keine eigene Figur"},
      {kStart, "Eva zwei Eva fünf", "fide-de", "Bauer Eva zwei kann Eva fünf nicht erreichen"},
      {kStart, "Kurze Rochade", "fide-de", "Kurze Rochade ist nicht möglich"},
      {kStart, "Springer Felix", "fide-de", "Springer Felix: kein Zielfeld genannt"},
      {kStart, "Springer Felix", "plain-en", "Springer Felix: no target square"},
      {kStart, "Pferd Felix drei", "fide-de", "Nicht verstanden: Pferd"},  // as he typed it (issue 35)
      {kStart, "Bauer Quatsch vier", "fide-de", "Nicht verstanden: Quatsch"},
      {kStart, "   ", "fide-de", "Keine Ansage"},
      {kTwoKnights, "Springer David zwei", "fide-de",
       "Mehrdeutig: Springer Bella David zwei oder Springer Felix David zwei"},
      {kTwoKnights, "knight d2", "plain-en", "Ambiguous: knight b d2 or knight f d2"},
      {kTwoKnights, "Nd2", "plain-ru", "Неоднозначно: конь бэ дэ два или конь эф дэ два"},
      {kBothCastlings, "Rochade", "fide-de", "Mehrdeutig: Kurze Rochade oder Lange Rochade"},
      {kPromotion, "Bauer Eva acht", "fide-de", "Eva acht: Umwandlung, bitte die Figur nennen, zum Beispiel wird Dame"},
      {kPromotion, "e8", "plain-en", "e8: promotion, name the piece, for example promotes to queen"},
      {kStart, "Eva vier wird Dame", "fide-de", "Eva vier: das ist keine Umwandlung"},
      // Pinned knight: it could go there, but the own king would stand in check.
      {"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Springer Gustav drei", "fide-de",
       "Springer Eva zwei kann nicht nach Gustav drei: der eigene König stünde im Schach"},
      {"4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Ng3", "nato-en",
       "The Knight on Echo two cannot go to Golf three: it would leave the king in check"},
      // A capital piece letter is a piece (found at a table: a sighted player's "Bb5" that no
      // bishop could play was taken as the pawn move b5).
      {"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", "Bb5", "plain-en",
       "No bishop can reach b5"},
      {"r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3", "Ba5", "plain-en",
       "No bishop can reach a5"},
  };
  for (const auto& c : cases) {
    Position p = at(c.fen);
    const Vocabulary& v = *find_vocabulary(c.vocabulary);
    auto move = understand(p, c.words, v);
    ASSERT_FALSE(move.ok()) << c.words << " was read as " << san(p, *move);
    EXPECT_EQ(misreading_words(move.error().reading, v), c.message) << c.words;
  }
}

TEST(Vocabulary, AmbiguityListsTheCandidates) {
  Position p = at(kTwoKnights);
  auto move = understand(p, "Springer David zwei");
  ASSERT_FALSE(move.ok());
  EXPECT_EQ(move.error().kind, AnnouncementError::Kind::Ambiguous);
  ASSERT_EQ(move.error().candidates.size(), 2u);
  std::vector<std::string> sans{san(p, move.error().candidates[0]), san(p, move.error().candidates[1])};
  EXPECT_THAT(sans, ::testing::UnorderedElementsAre("Nbd2", "Nfd2"));
}

// Every legal move of every position in the perft suites: the announcement reads back as
// the same move, in every vocabulary.
TEST(Vocabulary, RoundTripEveryLegalMoveOfThePerftSuites) {
  std::vector<std::string> fens;
  for (const auto& c : testing::read_epd_suite(corpus("perft/perftsuite.epd"))) fens.push_back(c.fen);
  for (const auto& c : testing::read_perft_blocks(corpus("perft/random.perft"))) fens.push_back(c.fen);
  ASSERT_GT(fens.size(), 6000u);
  std::size_t moves = 0;
  for (const auto& fen : fens) {
    auto position = Position::from_fen(fen, Validation::Permissive);
    ASSERT_TRUE(position.ok()) << fen;
    for (LegalMove m : MoveList(*position)) {
      for (const auto& v : all_vocabularies()) {
        std::string words = announce(*position, m, v);
        auto back = understand(*position, words, v);
        ASSERT_TRUE(back.ok()) << fen << " " << uci(m) << " '" << words
                               << "': " << misreading_words(back.error().reading, v);
        ASSERT_EQ(back->move(), m.move()) << fen << " '" << words << "'";
      }
      ++moves;
    }
  }
  EXPECT_GT(moves, 100000u);
}

}  // namespace
}  // namespace twinboard
