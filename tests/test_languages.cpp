// The languages of the Laws twinboard follows (issue 20): each language's piece names and
// rule terms are the words of its own translation of the FIDE Laws (../shared/seeds/), line
// by line; numbers are spelled by each language's grammar; what players of each language
// type or say is understood, in every script and spelling they use.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>
#include <sstream>

#include "core/phrasebook.h"
#include "core/position.h"
#include "core/san.h"
#include "core/scoresheet.h"
#include "core/spoken_actions.h"
#include "core/spoken_numbers.h"
#include "core/text_fold.h"
#include "core/vocabulary.h"
#include "corpus.h"

namespace twinboard {
namespace {

// The text of the Laws in `language`, line by line (line 1 is [0]).
std::vector<std::string> seed_lines(const std::string& file) {
  std::istringstream in(testing::read_file(std::string(TWINBOARD_SHARED_DIR) + "/seeds/" + file));
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

constexpr const char* kUzbek = "000_b24b65b1b94f3289.txt";
constexpr const char* kMongolian = "001_2d2c5d936edcdaa4.txt";
constexpr const char* kPersian = "002_c17700511fba2179.txt";
constexpr const char* kSwahili = "003_39886c9a9babc6e3.txt";
constexpr const char* kRussian = "004_004756d7c6eca6a4.txt";

const Vocabulary& vocabulary(std::string_view code) { return *find_vocabulary(code); }
const Phrasebook& book(Language language) { return phrasebook(language); }

// One term: the word twinboard uses, where it uses it, and where the text has it. `as_written`
// is the text's form on that line; when it is not twinboard's word, `why` says why (OCR,
// a machine translation's slip, an inflected form).
struct Term {
  const char* what;
  std::string_view ours;
  std::function<std::string()> used_in;  // the vocabulary word or phrase that must hold `ours`
  const char* seed;
  int line;
  const char* as_written;
  const char* why = "";
};

std::string word(std::string_view w) { return std::string(w); }

std::vector<Term> terms() {
  auto piece = [](std::string_view code, PieceType t) {
    return [=] { return word(vocabulary(code).pieces[index(t)]); };
  };
  auto file = [](std::string_view code, int f) { return [=] { return word(vocabulary(code).files[f]); }; };
  auto rank = [](std::string_view code, int r) { return [=] { return word(vocabulary(code).ranks[r]); }; };
  using P = PieceType;
  const Language fa = Language::Persian, sw = Language::Swahili, uz = Language::Uzbek, mn = Language::Mongolian;
  return {
      // Persian: Article 2.2 lists the pieces, Appendix "و" 2.1 the FIDE words.
      {"king", "شاه", piece("plain-fa", P::King), kPersian, 51, "شاه"},
      {"queen", "وزیر", piece("plain-fa", P::Queen), kPersian, 53, "وزیر"},
      {"rook", "رخ", piece("plain-fa", P::Rook), kPersian, 55, "رخ"},
      {"bishop", "فیل", piece("plain-fa", P::Bishop), kPersian, 57, "فیل"},
      {"knight", "اسب", piece("plain-fa", P::Knight), kPersian, 59, "اسب"},
      {"pawn", "پیاده", piece("plain-fa", P::Pawn), kPersian, 61, "پیاده"},
      {"check", "کیش", [=] { return word(vocabulary("plain-fa").check); }, kPersian, 119, "کیش"},
      {"checkmate", "کیش و مات", [=] { return word(book(fa).table.endings.checkmate); }, kPersian, 39, "کیش و مات"},
      {"stalemate", "پات", [=] { return word(book(fa).table.endings.stalemate); }, kPersian, 159, "پات"},
      {"castling", "قلعه کوچک", [=] { return word(vocabulary("plain-fa").kingside); }, kPersian, 601, "قلعه کوچک"},
      {"en passant", "آن پاسان", [=] { return word(vocabulary("plain-fa").en_passant); }, kPersian, 571, "آن پاسان"},
      {"capture", "می گیرد", [=] { return word(vocabulary("plain-fa").captures); }, kPersian, 565, "می گیرد"},
      {"promotion", "ترفیع", [=] { return word(vocabulary("plain-fa").promotes); }, kPersian, 555, "ترفیع"},
      {"draw", "مساوی", [=] { return word(book(fa).table.endings.agreement); }, kPersian, 159, "مساوی"},
      {"arbiter", "داور", [=] { return word(book(fa).table.too_late_to_correct); }, kPersian, 209, "داور"},
      {"flag", "پرچم", [=] { return word(book(fa).clock.flag_fallen); }, kPersian, 209, "پرچم"},
      {"scoresheet", "برگه ثبت", [=] { return word(book(fa).table.sheet_empty); }, kPersian, 247, "برگه ثبت"},
      {"white", "سفید", [=] { return word(book(fa).table.colour[0]); }, kPersian, 51, "سفید"},
      {"file a (F2.1)", "آنا", file("fide-fa", 0), kPersian, 593, "آنا"},
      {"file f (F2.1)", "فلیکس", file("fide-fa", 5), kPersian, 593, "فلیکس"},
      {"rank 1 (F2.1)", "آینس", rank("fide-fa", 0), kPersian, 598, "آینس"},
      {"rank 8 (F2.1)", "آخت", rank("fide-fa", 7), kPersian, 599, "آخت"},
      {"king (F2.1)", "کونیگ", piece("fide-fa", P::King), kPersian, 603, "کونیگ"},
      {"knight (F2.1)", "اشپرینگر", piece("fide-fa", P::Knight), kPersian, 603, "اشپرینگر"},
      {"pawn (F2.1)", "باوئر", piece("fide-fa", P::Pawn), kPersian, 603, "باوئر"},
      {"long castling (F2.1)", "لانگه روشاده", [=] { return word(vocabulary("fide-fa").queenside); }, kPersian, 601,
       "لانگه رودشاده", "the text's رودشاده has a stray د: F2.1's Rochade"},
      // Swahili: a machine translation; Article 2.2 and 3.4 name the pieces.
      {"king", "mfalme", piece("plain-sw", P::King), kSwahili, 172, "Mfalme"},
      {"queen", "malkia", piece("plain-sw", P::Queen), kSwahili, 198, "Malkia"},
      {"rook", "mnara", piece("plain-sw", P::Rook), kSwahili, 557, "mnara"},
      {"bishop", "askofu", piece("plain-sw", P::Bishop), kSwahili, 200, "askofu"},
      {"knight", "farasi", piece("plain-sw", P::Knight), kSwahili, 176, "Farasi"},
      {"pawn", "askari", piece("plain-sw", P::Pawn), kSwahili, 177, "Pawns",
       "the translation leaves the English 'pawn'; askari is the usual Swahili word"},
      {"check", "tishio", [=] { return word(vocabulary("plain-sw").check); }, kSwahili, 563, "angalia",
       "'angalia' (look) mistranslates 'check'; tishio, the threat to the king"},
      {"draw", "sare", [=] { return word(book(sw).table.endings.agreement); }, kSwahili, 385, "sare"},
      {"arbiter", "mwamuzi", [=] { return word(book(sw).table.too_late_to_correct); }, kSwahili, 298, "mwamuzi"},
      {"flag", "mshale", [=] { return word(book(sw).clock.flag_fallen); }, kSwahili, 317, "Mshale"},
      {"scoresheet", "lahajedwali", [=] { return word(book(sw).table.sheet_empty); }, kSwahili, 368, "lahajedwali"},
      {"en passant", "en passant", [=] { return word(vocabulary("plain-sw").en_passant); }, kSwahili, 212,
       "en passant"},
      {"king (F2.1)", "Koenig", piece("fide-sw", P::King), kSwahili, 640, "Koenig"},
      {"bishop (F2.1)", "Laeufer", piece("fide-sw", P::Bishop), kSwahili, 640, "Laeufer"},
      {"file c (F2.1)", "Caesar", file("fide-sw", 2), kSwahili, 606, "Kaisari",
       "the translation turned Caesar into Swahili; F2.1's word stands"},
      {"rank 5 (F2.1)", "fuenf", rank("fide-sw", 4), kSwahili, 628, "fuenf"},
      {"long castling (F2.1)", "Lange Rochade", [=] { return word(vocabulary("fide-sw").queenside); }, kSwahili, 636,
       "Lange Rochade"},
      // Uzbek: OCR of the Cyrillic text; twinboard writes Uzbek in the Latin script.
      {"king", "shoh", piece("plain-uz", P::King), kUzbek, 200, "шох", "Cyrillic шоҳ (OCR lost the hook)"},
      {"queen", "farzin", piece("plain-uz", P::Queen), kUzbek, 203, "фарзин", "Cyrillic"},
      {"rook", "ruh", piece("plain-uz", P::Rook), kUzbek, 206, "рух", "Cyrillic"},
      {"bishop", "fil", piece("plain-uz", P::Bishop), kUzbek, 207, "фил", "Cyrillic"},
      {"knight", "ot", piece("plain-uz", P::Knight), kUzbek, 211, "от", "Cyrillic"},
      {"pawn", "piyoda", piece("plain-uz", P::Pawn), kUzbek, 214, "пиёда", "Cyrillic"},
      {"check", "kisht", [=] { return word(vocabulary("plain-uz").check); }, kUzbek, 341, "кишт", "Cyrillic"},
      {"mate", "mot", [=] { return word(book(uz).table.endings.checkmate); }, kUzbek, 171, "мот", "Cyrillic"},
      {"castling", "rokirovka", [=] { return word(vocabulary("plain-uz").kingside); }, kUzbek, 303, "Рокировка",
       "Cyrillic"},
      {"draw", "durang", [=] { return word(book(uz).table.endings.agreement); }, kUzbek, 179, "дуранг", "Cyrillic"},
      {"arbiter", "hakam", [=] { return word(book(uz).table.too_late_to_correct); }, kUzbek, 15, "хакам",
       "Cyrillic ҳакам (OCR lost the hook)"},
      {"flag", "bayroqcha", [=] { return word(book(uz).clock.flag_fallen); }, kUzbek, 533, "байрокча",
       "Cyrillic байроқча (OCR lost the hook)"},
      {"scoresheet", "blanki", [=] { return word(book(uz).table.sheet_empty); }, kUzbek, 800, "бланки", "Cyrillic"},
      {"resignation", "taslim", [=] { return word(book(uz).table.endings.resignation); }, kUzbek, 499, "таслим",
       "Cyrillic"},
      {"white", "Oq", [=] { return word(book(uz).table.colour[0]); }, kUzbek, 203, "Ок",
       "Cyrillic Оқ (OCR lost the hook)"},
      {"black", "Qora", [=] { return word(book(uz).table.colour[1]); }, kUzbek, 203, "Кора",
       "Cyrillic Қора (OCR lost the hook)"},
      // Mongolian: Article 2.2 names the pieces.
      {"king", "ноён", piece("plain-mn", P::King), kMongolian, 52, "ноён"},
      {"queen", "бэрс", piece("plain-mn", P::Queen), kMongolian, 53, "бэрс"},
      {"rook", "тэрэг", piece("plain-mn", P::Rook), kMongolian, 54, "тэрэг"},
      {"bishop", "тэмээ", piece("plain-mn", P::Bishop), kMongolian, 55, "тэмээ"},
      {"knight", "морь", piece("plain-mn", P::Knight), kMongolian, 56, "морь"},
      {"pawn", "хүү", piece("plain-mn", P::Pawn), kMongolian, 57, "хүү"},
      {"check", "шалаа", [=] { return word(vocabulary("plain-mn").check); }, kMongolian, 133, "шалаан",
       "the text's form before дор, 'under check'"},
      {"mate", "мад", [=] { return word(book(mn).table.endings.checkmate); }, kMongolian, 40, "мад"},
      {"castling", "сэлгээ", [=] { return word(vocabulary("plain-mn").kingside); }, kMongolian, 107, "Сэлгээ"},
      {"draw", "тэнцээ", [=] { return word(book(mn).table.endings.agreement); }, kMongolian, 198, "тэнцээ"},
      {"arbiter", "шүүгч", [=] { return word(book(mn).table.too_late_to_correct); }, kMongolian, 31, "шүүгч"},
      {"flag", "туг", [=] { return word(book(mn).clock.flag_fallen); }, kMongolian, 312, "туг"},
      {"move", "нүүдэл", [=] { return word(book(mn).numbers.move.forms[0]); }, kMongolian, 39, "нүүдэл"},
      {"board", "хөлөг", [=] { return word(book(mn).table.board_in_order); }, kMongolian, 43, "хөлөг"},
      {"white", "Цагаан", [=] { return word(book(mn).table.colour[0]); }, kMongolian, 52, "цагаан"},
      // Russian: OCR that read the Cyrillic as Latin look-alikes.
      {"file a (F2.1)", "Анна", file("fide-ru", 0), kRussian, 1005, "Auna", "OCR of «Анна»"},
      {"file c (F2.1)", "Цезарь", file("fide-ru", 2), kRussian, 1008, "Ilesapb", "OCR of «Цезарь»"},
      {"file h (F2.1)", "Хектор", file("fide-ru", 7), kRussian, 1014, "XekTOp", "OCR of «Хектор»"},
      {"king (F2.1)", "Кениг", piece("fide-ru", P::King), kRussian, 1038, "keHur", "OCR of «кениг»"},
      {"long castling (F2.1)", "Ланге рохаде", [=] { return word(vocabulary("fide-ru").queenside); }, kRussian, 1034,
       "Poxage", "OCR of «Рохаде»"},
  };
}

TEST(Languages, EveryPieceNameAndRuleTermIsTheWordOfItsLanguagesText) {
  std::map<std::string, std::vector<std::string>> texts;
  for (const Term& t : terms()) {
    auto& lines = texts[t.seed];
    if (lines.empty()) lines = seed_lines(t.seed);
    ASSERT_LE(std::size_t(t.line), lines.size()) << t.seed;
    const std::string& line = lines[std::size_t(t.line - 1)];
    SCOPED_TRACE(std::string(t.seed) + ":" + std::to_string(t.line) + " " + t.what + " " + std::string(t.ours));
    EXPECT_NE(line.find(t.as_written), std::string::npos) << "the text's line: " << line;
    EXPECT_NE(fold(t.used_in()).find(fold(t.ours)), std::string::npos) << "twinboard says: " << t.used_in();
    const bool same = fold(t.as_written).find(fold(t.ours)) != std::string::npos ||
                      fold(t.ours).find(fold(t.as_written)) != std::string::npos;
    EXPECT_TRUE(same || std::string_view(t.why).size() > 0) << "differs from the text without a reason";
  }
}

TEST(Languages, EveryLanguageHasItsPhrasebookVoiceAndVocabularies) {
  for (Language language : kLanguages) {
    const Phrasebook& b = phrasebook(language);
    EXPECT_EQ(language_of_code(b.code), language) << b.code;
    EXPECT_FALSE(b.voice.empty()) << b.code;
    EXPECT_EQ(find_vocabulary(b.plain_vocabulary)->language, language) << b.code;
    EXPECT_EQ(find_vocabulary(b.usual_vocabulary)->language, language) << b.code;
  }
  // F2.1: a player of every language of the Laws hears the FIDE words unless he chooses
  // otherwise; written in his script so that his own voice reads them.
  for (Language language :
       {Language::Russian, Language::Persian, Language::Swahili, Language::Uzbek, Language::Mongolian}) {
    const Vocabulary& usual = *find_vocabulary(phrasebook(language).usual_vocabulary);
    EXPECT_TRUE(usual.code.starts_with("fide-")) << usual.code;
  }
  EXPECT_EQ(language_of_code("xx"), std::nullopt);
}

TEST(Languages, NumbersFollowEachLanguagesGrammar) {
  EXPECT_EQ(number_words(23, Language::Persian), "بیست و سه");
  EXPECT_EQ(number_words(112, Language::Persian), "صد و دوازده");
  EXPECT_EQ(number_words(2500, Language::Persian), "دو هزار و پانصد");
  EXPECT_EQ(number_words(1000, Language::Persian), "هزار");
  EXPECT_EQ(number_words(23, Language::Swahili), "ishirini na tatu");
  EXPECT_EQ(number_words(105, Language::Swahili), "mia moja na tano");
  EXPECT_EQ(number_words(2500, Language::Swahili), "elfu mbili mia tano");
  EXPECT_EQ(number_words(23, Language::Uzbek), "yigirma uch");
  EXPECT_EQ(number_words(112, Language::Uzbek), "bir yuz oʻn ikki");
  EXPECT_EQ(number_words(23, Language::Mongolian), "хорин гурав");
  EXPECT_EQ(number_words(120, Language::Mongolian), "зуун хорь");
  EXPECT_EQ(number_words(2500, Language::Mongolian), "хоёр мянга таван зуу");
  // Before a noun Mongolian takes the attributive form; Swahili puts the noun first.
  constexpr Millis h = 3'600'000, m = 60'000, s = 1'000;
  EXPECT_EQ(duration_words(5 * m + 23 * s, Language::Mongolian), "таван минут, хорин гурван секунд");
  EXPECT_EQ(duration_words(h + 5 * m, Language::Swahili), "saa moja, dakika tano");
  EXPECT_EQ(duration_words(23 * m, Language::Persian), "بیست و سه دقیقه");
  EXPECT_EQ(duration_words(30 * s, Language::Uzbek), "oʻttiz soniya");
  EXPECT_EQ(moves_played_words(12, Language::Uzbek), "Oʻn ikki yurish qilindi.");
  EXPECT_EQ(moves_played_words(12, Language::Mongolian), "Арван хоёр нүүдэл хийгдлээ.");
  EXPECT_EQ(moves_played_words(12, Language::Swahili), "Hatua kumi na mbili zimechezwa.");
}

// What players of each language type or say: other scripts, letter variants, digits.
TEST(Languages, AnnouncementsAreUnderstoodInEveryScriptAndSpelling) {
  const Position start = Position::start();
  auto reads = [&](std::string_view words, std::string_view vocabulary_code) {
    const Vocabulary& v = *find_vocabulary(vocabulary_code);
    auto move = understand(start, words, v);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, v);
  };
  // Persian: Arabic ي and ك, Persian digits, the vowel marks and a zero-width non-joiner.
  EXPECT_EQ(reads("اسب اف سه", "plain-fa"), "g1f3");
  EXPECT_EQ(reads("اسب اف ۳", "plain-fa"), "g1f3");
  EXPECT_EQ(reads("اشپرینگر فلیکس درای", "fide-fa"), "g1f3");
  EXPECT_EQ(reads("پیاده ای چهار", "plain-fa"), "e2e4");
  EXPECT_EQ(reads("سرباز اِی چهار", "plain-fa"), "e2e4");
  EXPECT_EQ(reads("اسب جي يك به اف سه", "plain-fa"), "g1f3");
  EXPECT_EQ(reads("پیاده آ سه", "plain-fa"), "a2a3");
  // Uzbek: Latin with either apostrophe, and Cyrillic.
  EXPECT_EQ(reads("ot f uch", "plain-uz"), "g1f3");
  EXPECT_EQ(reads("от f уч", "plain-uz"), "g1f3");
  EXPECT_EQ(reads("piyoda e toʻrt", "plain-uz"), "e2e4");
  EXPECT_EQ(reads("piyoda e to'rt", "plain-uz"), "e2e4");
  EXPECT_EQ(reads("пиёда e тўрт", "plain-uz"), "e2e4");
  // Swahili and Mongolian.
  EXPECT_EQ(reads("farasi f tatu", "plain-sw"), "g1f3");
  EXPECT_EQ(reads("морь эф гурав", "plain-mn"), "g1f3");
  EXPECT_EQ(reads("Шпрингер Феликс драй", "fide-mn"), "g1f3");
  // A refusal is said in the listener's language.
  EXPECT_THAT(reads("فیل اف سه", "plain-fa"), ::testing::HasSubstr("نمی تواند"));
  EXPECT_THAT(reads("askofu f tatu", "plain-sw"), ::testing::HasSubstr("Hakuna askofu anayeweza"));
  EXPECT_THAT(reads("fil f uch", "plain-uz"), ::testing::HasSubstr("bora olmaydi"));
  EXPECT_THAT(reads("тэмээ эф гурав", "plain-mn"), ::testing::HasSubstr("чадахгүй"));
}

// Appendix C: a player writes his scoresheet in his own language's letters.
TEST(Languages, ScoresheetsInThePlayersOwnLetters) {
  const Position start = Position::start();
  const LegalMove knight = understand(start, "Nf3").value();
  const PieceLetters& persian = piece_letters_of(Language::Persian);
  EXPECT_EQ(persian.code, "fa");
  EXPECT_EQ(san(start, knight.move(), persian), "اf3");
  EXPECT_EQ(read_written_move(start, "اf3", persian).value().move.move(), knight.move());
  const PieceLetters& uzbek = piece_letters_of(Language::Uzbek);
  EXPECT_EQ(san(start, knight.move(), uzbek), "Оf3");
  EXPECT_EQ(read_written_move(start, "Оf3", uzbek).value().move.move(), knight.move());
  // Swahili and Mongolian players write the English letters, as their texts do.
  EXPECT_EQ(san(start, knight.move(), piece_letters_of(Language::Swahili)), "Nf3");
  EXPECT_EQ(san(start, knight.move(), piece_letters_of(Language::Mongolian)), "Nf3");
  // A whole game in Persian letters reads back move for move.
  Position p = start;
  for (const char* english : {"e4",  "e5", "Nf3", "Nc6", "Bb5", "a6",  "Ba4", "Nf6", "O-O", "Be7",
                              "Re1", "b5", "Bb3", "d6",  "c3",  "O-O", "h3",  "Qe8", "d4",  "Kh8"}) {
    const LegalMove m = read_san(p, english).value().move;
    const std::string written = san(p, m.move(), persian);
    EXPECT_EQ(read_written_move(p, written, persian).value().move.move(), m.move()) << written;
    p.play(m);
  }
}

TEST(Languages, PromotionsAndCastlingInEveryVocabulary) {
  auto position = Position::from_fen("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1").value();
  for (const Vocabulary& v : all_vocabularies()) {
    for (LegalMove m : MoveList(position)) {
      const std::string words = announce(position, m, v);
      auto back = understand(position, words, v);
      ASSERT_TRUE(back.ok()) << v.code << " '" << words << "': " << misreading_words(back.error().reading, v);
      EXPECT_EQ(back->move(), m.move()) << v.code << " '" << words << "'";
    }
  }
  EXPECT_EQ(announce(position, understand(position, "a8Q", default_vocabulary()).value(), *find_vocabulary("plain-uz")),
            "piyoda a sakkiz farzin boʻladi, kisht");
  EXPECT_EQ(announce(position, understand(position, "O-O", default_vocabulary()).value(), *find_vocabulary("plain-fa")),
            "قلعه کوچک");
}

// Spanish (issue 52): its numbers, the moves a Spanish player says in fide-es and plain-es,
// and what he says for j'adoube and draws.
TEST(Languages, SpanishNumbersMovesAndWhatSpanishPlayersSay) {
  EXPECT_EQ(number_words(1, Language::Spanish), "uno");
  EXPECT_EQ(number_words(1, Language::Spanish, Gender::Feminine), "una");
  EXPECT_EQ(number_words(16, Language::Spanish), "dieciséis");
  EXPECT_EQ(number_words(21, Language::Spanish), "veintiuno");
  EXPECT_EQ(number_words(22, Language::Spanish), "veintidós");
  EXPECT_EQ(number_words(45, Language::Spanish), "cuarenta y cinco");
  EXPECT_EQ(number_words(100, Language::Spanish), "cien");
  EXPECT_EQ(number_words(101, Language::Spanish), "ciento uno");
  EXPECT_EQ(number_words(500, Language::Spanish), "quinientos");
  EXPECT_EQ(number_words(1000, Language::Spanish), "mil");
  EXPECT_EQ(number_words(2500, Language::Spanish), "dos mil quinientos");
  EXPECT_EQ(number_words(21000, Language::Spanish), "veintiún mil");
  EXPECT_EQ(number_words(36000, Language::Spanish), "treinta y seis mil");
  EXPECT_EQ(number_words(100000, Language::Spanish), "cien mil");

  const Position start = Position::start();
  auto reads = [&](std::string_view words, std::string_view vocabulary_code) {
    const Vocabulary& v = *find_vocabulary(vocabulary_code);
    auto move = understand(start, words, v);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, v);
  };
  EXPECT_EQ(announce(start, understand(start, "Nf3").value(), vocabulary("fide-es")), "Shprínguer Félix drái");
  EXPECT_EQ(announce(start, understand(start, "e4").value(), vocabulary("plain-es")), "peón e4");
  EXPECT_EQ(reads("Shprínguer Félix drái", "fide-es"), "g1f3");
  EXPECT_EQ(reads("shpringuer felix drai", "fide-es"), "g1f3");
  EXPECT_EQ(reads("Báuer Éfa fir", "fide-es"), "e2e4");
  EXPECT_EQ(reads("caballo f3", "plain-es"), "g1f3");
  EXPECT_EQ(reads("caballo efe tres", "plain-es"), "g1f3");
  EXPECT_EQ(reads("caballo de g1 en f3", "plain-es"), "g1f3");
  // "a" is "to" as well as the file a: as a Spanish player says it, it reads both ways.
  EXPECT_EQ(reads("caballo de g1 a f3", "plain-es"), "g1f3");
  EXPECT_EQ(reads("caballo a f3", "plain-es"), "g1f3");
  EXPECT_EQ(reads("peón de a2 a a4", "plain-es"), "a2a4");
  EXPECT_EQ(reads("peón a cuatro", "plain-es"), "a2a4");
  EXPECT_EQ(reads("Springer a f3", "plain-de"), "refused: Kein Springer kann f3 erreichen")
      << "a German reader's a stays the file";
  EXPECT_EQ(reads("peon e cuatro", "plain-es"), "e2e4");
  EXPECT_EQ(reads("alfil f3", "plain-es"), "refused: Ningún alfil puede llegar a f3");
  const Position castles = Position::from_fen("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1").value();
  EXPECT_EQ(announce(castles, understand(castles, "a8=Q").value(), vocabulary("plain-es")),
            "peón a8 corona dama, jaque");
  EXPECT_EQ(announce(castles, understand(castles, "O-O-O").value(), vocabulary("fide-es")), "Lángue Rochade");
  EXPECT_EQ(announce(castles, understand(castles, "O-O").value(), vocabulary("plain-es")), "enroque corto");
  // A Spanish player writes his scoresheet with C, A, T, D, R (caballo, alfil, torre, dama, rey).
  const LegalMove knight = understand(start, "Nf3").value();
  EXPECT_EQ(san(start, knight.move(), piece_letters_of(Language::Spanish)), "Cf3");
  EXPECT_EQ(read_written_move(start, "Cf3", piece_letters_of(Language::Spanish)).value().move.move(), knight.move());

  // A couple of its sentences, as po/es.po words them: the colours are plural ("Blancas").
  const Phrasebook& spanish = phrasebook(Language::Spanish);
  EXPECT_EQ(fill_in(spanish.table.draw_offered, {{"colour", spanish.table.colour[1]}}), "Negras ofrecen tablas");
  EXPECT_EQ(fill_in(spanish.refusals.cannot_reach, {{"nobody", spanish.refusals.no_piece[2]}, {"target", "f3"}}),
            "ningún caballo puede llegar a f3");

  EXPECT_EQ(spoken_action("Compongo")->action, SpokenAction::Adjust);
  EXPECT_EQ(spoken_action("¿Tablas?")->action, SpokenAction::OfferDraw);
  EXPECT_EQ(spoken_action("Ofrezco tablas")->action, SpokenAction::OfferDraw);
  EXPECT_EQ(spoken_action("Acepto tablas")->action, SpokenAction::AcceptDraw);
  EXPECT_EQ(spoken_action("Rechazo tablas")->action, SpokenAction::DeclineDraw);
  const auto repetition = spoken_action("Tablas por repetición, caballo f3");
  ASSERT_TRUE(repetition);
  EXPECT_EQ(repetition->action, SpokenAction::ClaimRepetition);
  EXPECT_EQ(repetition->rest, "caballo f3");
  EXPECT_EQ(spoken_action("tablas por la regla de los cincuenta movimientos")->action, SpokenAction::ClaimFifty);
}

// French (issue 52): its numbers in the traditional spelling (vingt et un, soixante et onze,
// quatre-vingts but quatre-vingt-un and quatre-vingt mille, deux cents but deux cent un), the
// moves a French player says in fide-fr and plain-fr, and what he says for draws.
TEST(Languages, FrenchNumbersMovesAndWhatFrenchPlayersSay) {
  EXPECT_EQ(number_words(0, Language::French), "zéro");
  EXPECT_EQ(number_words(1, Language::French), "un");
  EXPECT_EQ(number_words(1, Language::French, Gender::Feminine), "une");
  EXPECT_EQ(number_words(16, Language::French), "seize");
  EXPECT_EQ(number_words(17, Language::French), "dix-sept");
  EXPECT_EQ(number_words(21, Language::French), "vingt et un");
  EXPECT_EQ(number_words(21, Language::French, Gender::Feminine), "vingt et une");
  EXPECT_EQ(number_words(22, Language::French), "vingt-deux");
  EXPECT_EQ(number_words(70, Language::French), "soixante-dix");
  EXPECT_EQ(number_words(71, Language::French), "soixante et onze");
  EXPECT_EQ(number_words(77, Language::French), "soixante-dix-sept");
  EXPECT_EQ(number_words(80, Language::French), "quatre-vingts");
  EXPECT_EQ(number_words(81, Language::French), "quatre-vingt-un");
  EXPECT_EQ(number_words(81, Language::French, Gender::Feminine), "quatre-vingt-une");
  EXPECT_EQ(number_words(91, Language::French), "quatre-vingt-onze");
  EXPECT_EQ(number_words(99, Language::French), "quatre-vingt-dix-neuf");
  EXPECT_EQ(number_words(100, Language::French), "cent");
  EXPECT_EQ(number_words(101, Language::French), "cent un");
  EXPECT_EQ(number_words(200, Language::French), "deux cents");
  EXPECT_EQ(number_words(201, Language::French), "deux cent un");
  EXPECT_EQ(number_words(1000, Language::French), "mille");
  EXPECT_EQ(number_words(2000, Language::French), "deux mille");
  EXPECT_EQ(number_words(21000, Language::French), "vingt et un mille");
  EXPECT_EQ(number_words(36000, Language::French), "trente-six mille");
  EXPECT_EQ(number_words(80000, Language::French), "quatre-vingt mille");
  EXPECT_EQ(number_words(200000, Language::French), "deux cent mille");
  EXPECT_EQ(number_words(999999, Language::French),
            "neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf");

  const Position start = Position::start();
  auto reads = [&](std::string_view words, std::string_view vocabulary_code) {
    const Vocabulary& v = *find_vocabulary(vocabulary_code);
    auto move = understand(start, words, v);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, v);
  };
  EXPECT_EQ(announce(start, understand(start, "Nf3").value(), vocabulary("fide-fr")), "Shprinngueur Félix draï");
  EXPECT_EQ(announce(start, understand(start, "e4").value(), vocabulary("plain-fr")), "pion e4");
  EXPECT_EQ(reads("Shprinngueur Félix draï", "fide-fr"), "g1f3");
  EXPECT_EQ(reads("shprinngueur felix drai", "fide-fr"), "g1f3");
  EXPECT_EQ(reads("Baoueur Éva fir", "fide-fr"), "e2e4");
  EXPECT_EQ(reads("cavalier f3", "plain-fr"), "g1f3");
  EXPECT_EQ(reads("Cf3", "plain-fr"), "g1f3");  // the French letters (Appendix C)
  EXPECT_EQ(reads("le cavalier de g1 sur f3", "plain-fr"), "g1f3");
  EXPECT_EQ(reads("cavalier de g1 à f3", "plain-fr"), "g1f3");  // "à": to, not the file a
  EXPECT_EQ(reads("pion a quatre", "plain-fr"), "a2a4");
  EXPECT_EQ(reads("pion e4", "plain-fr"), "e2e4");
  EXPECT_EQ(reads("cavalier f trois", "plain-fr"), "g1f3");  // the ranks in French numbers too
  EXPECT_EQ(reads("pion e quatre", "plain-fr"), "e2e4");
  EXPECT_EQ(reads("fou f3", "plain-fr"), "refused: Aucun fou ne peut atteindre f3");
  const Position castles = Position::from_fen("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1").value();
  EXPECT_EQ(announce(castles, understand(castles, "a8=Q").value(), vocabulary("plain-fr")),
            "pion a8 promu en dame, échec");
  EXPECT_EQ(announce(castles, understand(castles, "O-O-O").value(), vocabulary("fide-fr")), "Lannegueu Rochadeu");
  EXPECT_EQ(announce(castles, understand(castles, "O-O").value(), vocabulary("plain-fr")), "petit roque");

  // A couple of its sentences, as po/fr.po words them: the colours are "Blancs" and "Noirs",
  // the sentence gives them their article ("les Noirs", "des Blancs", "aux Blancs").
  const Phrasebook& french = phrasebook(Language::French);
  EXPECT_EQ(fill_in(french.table.draw_offered, {{"colour", french.table.colour[1]}}), "Les Noirs proposent nulle");
  EXPECT_EQ(fill_in(french.table.to_move, {{"colour", french.table.colour[0]}}), "Trait aux Blancs");
  EXPECT_EQ(fill_in(french.refusals.cannot_reach, {{"nobody", french.refusals.no_piece[5]}, {"target", "f3"}}),
            "aucune dame ne peut atteindre f3");

  EXPECT_EQ(spoken_action("J'adoube")->action, SpokenAction::Adjust);
  EXPECT_EQ(spoken_action("Nulle ?")->action, SpokenAction::OfferDraw);
  EXPECT_EQ(spoken_action("Je propose nulle")->action, SpokenAction::OfferDraw);
  EXPECT_EQ(spoken_action("J’accepte la nulle")->action, SpokenAction::AcceptDraw);
  EXPECT_EQ(spoken_action("Nulle acceptée")->action, SpokenAction::AcceptDraw);
  EXPECT_EQ(spoken_action("Je refuse la nulle")->action, SpokenAction::DeclineDraw);
  const auto repetition = spoken_action("Nulle par répétition, cavalier f3");
  ASSERT_TRUE(repetition);
  EXPECT_EQ(repetition->action, SpokenAction::ClaimRepetition);
  EXPECT_EQ(repetition->rest, "cavalier f3");
  EXPECT_EQ(spoken_action("nulle par la règle des cinquante coups")->action, SpokenAction::ClaimFifty);
  EXPECT_EQ(spoken_action("nulle par la regle des 50 coups")->action, SpokenAction::ClaimFifty);
}

// The a of "caballo a f3" is "to" only before a square: "peón a toma b5" names the a-pawn.
// Here no a-pawn can take on b5 and the c-pawn can: the a-pawn's capture is refused, never
// played as the c-pawn's.
TEST(Languages, SpanishAndFrenchReadAAsToOnlyBeforeASquare) {
  const Position position = Position::from_fen("4k3/8/8/1n6/2P5/8/1P6/4K1NR w - - 0 1").value();
  auto reads = [&](std::string_view words, std::string_view vocabulary_code) {
    const Vocabulary& v = *find_vocabulary(vocabulary_code);
    auto move = understand(position, words, v);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, v);
  };
  for (const char* words : {"peón a toma b5", "a toma b5", "peón a x b5", "a captura b5"})
    EXPECT_THAT(reads(words, "plain-es"), ::testing::StartsWith("refused: ")) << words;
  for (const char* words : {"pion a prend b5", "a prend b5"})
    EXPECT_THAT(reads(words, "plain-fr"), ::testing::StartsWith("refused: ")) << words;
  EXPECT_EQ(reads("peón a b5", "plain-es"), "c4b5") << "pawn to b5: the one pawn that can";
  EXPECT_EQ(reads("peón c toma b5", "plain-es"), "c4b5");
  EXPECT_EQ(reads("caballo a efe tres", "plain-es"), "g1f3") << "a square said as words";
  // "torre a d1" reads both ways: "a rook to d1" and "the rook of the file a to d1". Where
  // both rooks can go the player is asked which (never given the a-rook he may not have
  // meant); where one can, it is that one.
  const Vocabulary& es = *find_vocabulary("plain-es");
  const Position open = Position::from_fen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1").value();
  const Position blocked = Position::from_fen("4k3/8/8/8/8/8/8/RN3RK1 w - - 0 1").value();
  const Position only_a = Position::from_fen("4k3/8/8/8/8/8/8/R5K1 w - - 0 1").value();
  const auto both = understand(open, "torre a d1", es);
  ASSERT_FALSE(both);
  EXPECT_EQ(both.error().kind, AnnouncementError::Kind::Ambiguous);
  EXPECT_EQ(both.error().candidates.size(), 2u);
  EXPECT_EQ(uci(understand(open, "torre de a1 a d1", es).value().move()), "a1d1");
  EXPECT_EQ(uci(understand(blocked, "torre a d1", es).value().move()), "f1d1");
  EXPECT_EQ(uci(understand(only_a, "torre a d1", es).value().move()), "a1d1");
}

// A Spanish or French listener hears "a" (à) as "to": the a-rook's move named "torre a d1"
// reads to him as "a rook to d1", which both rooks can play. What he hears of it (said to him,
// or in the question back) names the a-rook's square, and read back gives that rook's move.
TEST(Languages, SpanishAndFrenchHearTheARooksMoveWithItsSquare) {
  const Position open = Position::from_fen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1").value();
  const LegalMove a_rook = read_san(open, "Rad1").value().move;
  for (const char* code : {"plain-es", "plain-fr"}) {
    const Vocabulary& v = *find_vocabulary(code);
    const std::string said = announce(open, a_rook, v);
    const auto heard = understand(open, said, v);
    ASSERT_TRUE(heard) << code << ": '" << said << "': " << misreading_words(heard.error().reading, v);
    EXPECT_EQ(uci(heard->move()), "a1d1") << code << ": '" << said << "'";
  }
  // The other rook's move keeps its file alone: "torre f d1" is heard as no "to".
  const Vocabulary& es = *find_vocabulary("plain-es");
  EXPECT_EQ(announce(open, read_san(open, "Rfd1").value().move, es), "torre f d1");
  EXPECT_EQ(announce(open, a_rook, es), "torre a1 d1");
  const Position pawns = Position::from_fen("4k3/8/8/1p6/P7/8/8/4K3 w - - 0 1").value();
  EXPECT_EQ(announce(pawns, read_san(pawns, "axb5").value().move, es), "peón a captura b5") << "a pawn keeps its file";
  EXPECT_EQ(announce(open, a_rook, *find_vocabulary("fide-es")), "Turm Ana Dáfit áins") << "Ana is no \"to\"";
}

// Spanish players read the x of "Axc6" as "por" ("alfil por c6"); "tablas por repetición"
// stays a claim.
TEST(Languages, SpanishPorIsACapture) {
  const Position position =
      Position::from_fen("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4").value();
  const Vocabulary& es = *find_vocabulary("plain-es");
  for (const char* words : {"alfil por c6", "Alfil por C6", "alfil de b5 por c6"}) {
    const auto move = understand(position, words, es);
    ASSERT_TRUE(move) << words << ": " << misreading_words(move.error().reading, es);
    EXPECT_EQ(uci(move->move()), "b5c6") << words;
  }
  const auto claim = spoken_action("tablas por repetición, caballo f3");
  ASSERT_TRUE(claim);
  EXPECT_EQ(claim->action, SpokenAction::ClaimRepetition);
}

// A Spanish player promotes "a dama" (to a queen) and joins with "y": "peón a8 promociona a
// dama", "peón toma en b8 y corona dama". The a before the piece is "to", not the file a.
TEST(Languages, SpanishPromotesToAPieceAndJoinsWithY) {
  const Position position = Position::from_fen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1").value();
  const Vocabulary& es = *find_vocabulary("plain-es");
  auto reads = [&](std::string_view words) {
    auto move = understand(position, words, es);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, es);
  };
  EXPECT_EQ(reads("peón a8 promociona a dama"), "a7a8q");
  EXPECT_EQ(reads("peón a8 corona a caballo"), "a7a8n");
  EXPECT_EQ(reads("peón toma en b8 y corona dama"), "a7b8q");
  EXPECT_EQ(reads("peón a toma b8 y promociona a torre"), "a7b8r");
}

// A player names the piece he takes: "alfil toma caballo en c6", "le fou prend le cavalier en
// c6". It was refused as a promotion ("c6: eso no es una promoción"); a piece that is not the
// one taken is refused with his words, never played.
TEST(Languages, ThePieceTakenMayBeNamed) {
  const Position position =
      Position::from_fen("r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4").value();
  auto reads = [&](std::string_view words, std::string_view vocabulary_code) {
    const Vocabulary& v = *find_vocabulary(vocabulary_code);
    auto move = understand(position, words, v);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, v);
  };
  EXPECT_EQ(reads("alfil toma caballo en c6", "plain-es"), "b5c6");
  EXPECT_EQ(reads("alfil de b5 toma el caballo de c6", "plain-es"), "b5c6");
  EXPECT_EQ(reads("le fou prend le cavalier en c6", "plain-fr"), "b5c6");
  EXPECT_EQ(reads("bishop takes knight on c6", "plain-en"), "b5c6");
  EXPECT_EQ(reads("caballo toma peón en e5", "plain-es"), "f3e5");
  EXPECT_EQ(reads("alfil toma dama en c6", "plain-es"), "refused: No entendido: alfil toma dama en c6");
  EXPECT_EQ(reads("le fou prend la tour en c6", "plain-fr"), "refused: Pas compris : le fou prend la tour en c6");
  // A piece after the square is still the promotion's.
  const Position seventh = Position::from_fen("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1").value();
  const auto promotes = understand(seventh, "peón toma caballo en b8 dama", *find_vocabulary("plain-es"));
  ASSERT_TRUE(promotes);
  EXPECT_EQ(uci(promotes->move()), "a7b8q");
}

// What Spanish and French players put between the parts of a move: "caballo a la f3" (was
// refused "Ningún caballo puede llegar a f3", the a read as the file), "caballo de g1 hacia
// f3", "caballo va a f3", "cavalier de g1 vers f3", "le cavalier va en f3".
TEST(Languages, SpanishAndFrenchWordsBetweenThePartsOfAMove) {
  const Position start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
  auto reads = [&](std::string_view words, std::string_view vocabulary_code) {
    const Vocabulary& v = *find_vocabulary(vocabulary_code);
    auto move = understand(start, words, v);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, v);
  };
  for (const char* words : {"caballo a la f3", "caballo de g1 hacia f3", "caballo va a f3", "caballo a la casilla f3"})
    EXPECT_EQ(reads(words, "plain-es"), "g1f3") << words;
  for (const char* words : {"cavalier de g1 vers f3", "le cavalier va en f3", "cavalier en case f3"})
    EXPECT_EQ(reads(words, "plain-fr"), "g1f3") << words;
  // The verbs of a move, as "moves" and "zieht" are: plays, moves, advances, retreats.
  for (const char* words : {"caballo juega f3", "el caballo mueve a f3"})
    EXPECT_EQ(reads(words, "plain-es"), "g1f3") << words;
  EXPECT_EQ(reads("peón avanza a e4", "plain-es"), "e2e4");
  EXPECT_EQ(reads("cavalier joue f3", "plain-fr"), "g1f3");
  EXPECT_EQ(reads("le pion avance en e4", "plain-fr"), "e2e4");
  const Position bishop_out = Position::from_fen("7k/8/8/1B6/8/8/8/4K3 w - - 0 1").value();
  EXPECT_EQ(uci(understand(bishop_out, "alfil retrocede a a4", *find_vocabulary("plain-es")).value().move()), "b5a4");
  EXPECT_EQ(uci(understand(bishop_out, "le fou recule en a4", *find_vocabulary("plain-fr")).value().move()), "b5a4");
  EXPECT_EQ(reads("peón a cuatro", "plain-es"), "a2a4") << "an a before a rank alone stays the file";
}

// French "à" is never the file a: "tour à d1" that both rooks can play was refused "Pas compris :
// à"; it is asked back as Spanish "torre a d1" is, and "cavalier à d5" says no knight reaches d5.
TEST(Languages, FrenchAIsAskedBackNotRefusedAsNotUnderstood) {
  const Vocabulary& fr = *find_vocabulary("plain-fr");
  const Position open = Position::from_fen("4k3/8/8/8/8/8/8/R4RK1 w - - 0 1").value();
  for (const char* words : {"tour à d1", "Tour À D1"}) {
    const auto both = understand(open, words, fr);
    ASSERT_FALSE(both) << words;
    EXPECT_EQ(both.error().kind, AnnouncementError::Kind::Ambiguous) << words;
    EXPECT_EQ(misreading_words(both.error().reading, fr), "Ambigu : tour a1 d1 ou tour f d1") << words;
  }
  const Position start = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").value();
  const auto none = understand(start, "cavalier à d5", fr);
  ASSERT_FALSE(none);
  EXPECT_EQ(misreading_words(none.error().reading, fr), "Aucun cavalier ne peut atteindre d5");
}

// The French names of the letters f and h, as a French player spells a square aloud: "cavalier
// effe trois", "tour ache deux" (the others are the Spanish names or the letters themselves:
// bé, cé, gé).
TEST(Languages, FrenchLetterNamesOfTheFiles) {
  const Position position = Position::from_fen("4k3/8/8/8/8/8/8/4K1NR w - - 0 1").value();
  const Vocabulary& fr = *find_vocabulary("plain-fr");
  auto reads = [&](std::string_view words) {
    auto move = understand(position, words, fr);
    return move ? uci(move->move()) : "refused: " + misreading_words(move.error().reading, fr);
  };
  EXPECT_EQ(reads("cavalier effe trois"), "g1f3");
  EXPECT_EQ(reads("cavalier èf trois"), "g1f3");
  EXPECT_EQ(reads("tour ache deux"), "h1h2");
  EXPECT_EQ(reads("cavalier de gé un en effe trois"), "g1f3");
}

}  // namespace
}  // namespace twinboard
