// The vocabularies as data, and the canonical announcement built from a move's SAN parts.
#include "san.h"
#include "phrasebook.h"
#include "vocabulary.h"
#include "work_counts.h"

namespace twinboard {
namespace {

constexpr std::array<std::string_view, 8> kCoordinates{};  // squares said as "f3"

constexpr Vocabulary kVocabularies[] = {
    // F2.1: the words the FIDE rules for visually impaired players recommend.
    {"fide-de",
     Language::German,
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     {"Anna", "Bella", "Cäsar", "David", "Eva", "Felix", "Gustav", "Hektor"},
     {"eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"},
     "schlägt",
     "wird",
     "en passant",
     "Kurze Rochade",
     "Lange Rochade",
     ", Schach",
     ", Matt"},
    {"nato-en",
     Language::English,
     {"", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King"},
     {"", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King"},
     {"Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"},
     {"one", "two", "three", "four", "five", "six", "seven", "eight"},
     "takes",
     "promotes to",
     "en passant",
     "Short castle",
     "Long castle",
     ", check",
     ", checkmate"},
    {"plain-en",
     Language::English,
     {"", "pawn", "knight", "bishop", "rook", "queen", "king"},
     {"", "pawn", "knight", "bishop", "rook", "queen", "king"},
     kCoordinates,
     kCoordinates,
     "takes",
     "promotes to",
     "en passant",
     "short castle",
     "long castle",
     ", check",
     ", checkmate"},
    {"plain-de",
     Language::German,
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     {"", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König"},
     kCoordinates,
     kCoordinates,
     "schlägt",
     "wird",
     "en passant",
     "Kurze Rochade",
     "Lange Rochade",
     ", Schach",
     ", Matt"},
    // F2.1's words as the Russian text of the Laws writes them in Cyrillic (004_*.txt,
    // Appendix F2.1, lines 1007-1038, OCR'd as Latin look-alikes: «Ilesapb» is «Цезарь»,
    // «keHur» «Кениг», «Poxage» «Рохаде»).
    {"fide-ru",
     Language::Russian,
     {"", "Бауэр", "Шпрингер", "Лойфер", "Турм", "Даме", "Кениг"},
     {"", "Бауэр", "Шпрингер", "Лойфер", "Турм", "Даме", "Кениг"},
     {"Анна", "Белла", "Цезарь", "Давид", "Ева", "Феликс", "Густав", "Хектор"},
     {"айнс", "цвай", "драй", "фир", "фюнф", "зекс", "зибен", "ахт"},
     "бьёт",
     "превращается в",
     "на проходе",
     "Курце рохаде",
     "Ланге рохаде",
     ", шах",
     ", мат"},
    // Russian names the Latin file letters as they are read aloud; the voice must not
    // switch to English for "f3", so the squares are spelled here.
    {"plain-ru",
     Language::Russian,
     {"", "пешка", "конь", "слон", "ладья", "ферзь", "король"},
     {"", "пешку", "коня", "слона", "ладью", "ферзя", "короля"},
     {"а", "бэ", "цэ", "дэ", "е", "эф", "жэ", "аш"},
     {"один", "два", "три", "четыре", "пять", "шесть", "семь", "восемь"},
     "бьёт",
     "превращается в",
     "на проходе",
     "короткая рокировка",
     "длинная рокировка",
     ", шах",
     ", мат"},
    // F2.1's words as the Persian text writes them (002_*.txt, Appendix "و" 2.1, lines 597-601);
    // the rest in the text's own terms (line 563: × "می گیرد", "کیش", "مات").
    {"fide-fa",
     Language::Persian,
     {"", "باوئر", "اشپرینگر", "لویفر", "تورم", "دامه", "کونیگ"},
     {"", "باوئر", "اشپرینگر", "لویفر", "تورم", "دامه", "کونیگ"},
     {"آنا", "بلا", "سزار", "داوید", "اوا", "فلیکس", "گوستاو", "هکتور"},
     {"آینس", "تسوی", "درای", "فیر", "فونف", "زکس", "زبین", "آخت"},
     "می گیرد",
     "ترفیع به",
     "آن پاسان",
     "کورتسه روشاده",
     "لانگه روشاده",
     "، کیش",
     "، مات"},
    // Persian's own piece names (Article 2.2, lines 51-61); the file letters as a Persian
    // speaker reads the Latin letters (a as "آ", so that it is not e's "ای" once the vowel
    // marks are gone), the ranks in Persian numbers; castling as the text
    // glosses it (line 601: "قلعه کوچک", "قلعه بزرگ").
    {"plain-fa",
     Language::Persian,
     {"", "پیاده", "اسب", "فیل", "رخ", "وزیر", "شاه"},
     {"", "پیاده", "اسب", "فیل", "رخ", "وزیر", "شاه"},
     {"آ", "بی", "سی", "دی", "ای", "اف", "جی", "اچ"},
     {"یک", "دو", "سه", "چهار", "پنج", "شش", "هفت", "هشت"},
     "می گیرد",
     "ترفیع به",
     "آن پاسان",
     "قلعه کوچک",
     "قلعه بزرگ",
     "، کیش",
     "، مات"},
    // F2.1's words as the Swahili text writes them (003_*.txt, Appendix E2.1, lines 604-640:
    // "Koenig", "Laeufer"; its "Kaisari", "Feliksi" and "Kula-4" are machine translation,
    // written here as F2.1 has them).
    {"fide-sw",
     Language::Swahili,
     {"", "Bauer", "Springer", "Laeufer", "Turm", "Dame", "Koenig"},
     {"", "Bauer", "Springer", "Laeufer", "Turm", "Dame", "Koenig"},
     {"Anna", "Bella", "Caesar", "David", "Eva", "Felix", "Gustav", "Hector"},
     {"eins", "zwei", "drei", "vier", "fuenf", "sechs", "sieben", "acht"},
     "inakamata",
     "inakuwa",
     "en passant",
     "Kurze Rochade",
     "Lange Rochade",
     ", tishio",
     ", shahmati"},
    // Swahili's own names (Article 2.2, lines 172-182, and 3.4: Mfalme, Malkia, Minara/Mnara,
    // Maaskofu/Askofu, Farasi; the text leaves "pawn" in English, "askari" is the usual word);
    // the Latin file letters as they are, the ranks in Swahili numbers.
    {"plain-sw",
     Language::Swahili,
     {"", "askari", "farasi", "askofu", "mnara", "malkia", "mfalme"},
     {"", "askari", "farasi", "askofu", "mnara", "malkia", "mfalme"},
     {"a", "b", "c", "d", "e", "f", "g", "h"},
     {"moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane"},
     "inakamata",
     "inakuwa",
     "en passant",
     "mruko mdogo",
     "mruko mkubwa",
     ", tishio",
     ", shahmati"},
    // The Uzbek text (2018) has no appendix for visually impaired players: F2.1's words as
    // the Russian text writes them (Кениг, Цезарь, цвай, Рохаде), in the Uzbek Latin script, so
    // that the Uzbek voice reads them as they sound (it reads German "zwei" letter by letter
    // and "acht" with an English ch); Uzbek's own words around them.
    {"fide-uz",
     Language::Uzbek,
     {"", "Bauer", "Shpringer", "Loyfer", "Turm", "Dame", "Kenig"},
     {"", "Bauer", "Shpringer", "Loyfer", "Turm", "Dame", "Kenig"},
     {"Anna", "Bella", "Sezar", "David", "Eva", "Feliks", "Gustav", "Xektor"},
     {"ayns", "tsvay", "dray", "fir", "fyunf", "zeks", "ziben", "axt"},
     "uradi",
     "{piece} boʻladi",
     "en passant",
     "Kurtse Roxade",
     "Lange Roxade",
     ", kisht",
     ", mot"},
    // Uzbek's own names (000_*.txt, Article 2.2, lines 200-214, Cyrillic: шоҳ, фарзин, рух,
    // фил, от, пиёда; written in the Latin script), ranks in Uzbek numbers.
    {"plain-uz",
     Language::Uzbek,
     {"", "piyoda", "ot", "fil", "ruh", "farzin", "shoh"},
     {"", "piyoda", "ot", "fil", "ruh", "farzin", "shoh"},
     {"a", "b", "c", "d", "e", "f", "g", "h"},
     {"bir", "ikki", "uch", "toʻrt", "besh", "olti", "yetti", "sakkiz"},
     "uradi",
     "{piece} boʻladi",
     "en passant",
     "qisqa rokirovka",
     "uzun rokirovka",
     ", kisht",
     ", mot"},
    // The Mongolian text (2014) has no appendix for visually impaired players: F2.1's words
    // in Cyrillic, as the Russian text writes them.
    {"fide-mn",
     Language::Mongolian,
     {"", "Бауэр", "Шпрингер", "Лойфер", "Турм", "Даме", "Кениг"},
     {"", "Бауэр", "Шпрингер", "Лойфер", "Турм", "Даме", "Кениг"},
     {"Анна", "Белла", "Цезарь", "Давид", "Ева", "Феликс", "Густав", "Хектор"},
     {"айнс", "цвай", "драй", "фир", "фюнф", "зекс", "зибен", "ахт"},
     "иднэ",
     "{piece} болно",
     "дайрч иднэ",
     "Курце рохаде",
     "Ланге рохаде",
     ", шалаа",
     ", мад"},
    // Mongolian's own names (001_*.txt, Article 2.2, lines 52-63: ноён, бэрс, тэрэг, тэмээ,
    // морь, хүү); the Latin file letters by their Cyrillic names, ranks in Mongolian numbers.
    {"plain-mn",
     Language::Mongolian,
     {"", "хүү", "морь", "тэмээ", "тэрэг", "бэрс", "ноён"},
     {"", "хүү", "морь", "тэмээ", "тэрэг", "бэрс", "ноён"},
     {"а", "бэ", "цэ", "дэ", "е", "эф", "жэ", "аш"},
     {"нэг", "хоёр", "гурав", "дөрөв", "тав", "зургаа", "долоо", "найм"},
     "иднэ",
     "{piece} болно",
     "дайрч иднэ",
     "богино сэлгээ",
     "урт сэлгээ",
     ", шалаа",
     ", мад"},
    // F2.1's words spelled for the Spanish voice so that it says them as a German does (as
    // fide-ru spells them in Cyrillic): "Shprínguer" (sh is [ʃ], gu before e a hard g),
    // "Lóifer", "Jéktor" and "ajt" (j is the German ch of "acht"), "Éfa", "Dáfit", "fiunf";
    // the accents put the stress where German has it. "Tsésar" and "tsvái" begin with a [ts]
    // the Spanish voice spells out, and it reads "Rochade" with the ch of "chico", not German's
    // [ʃ]: audio/pronunciation.cpp gives these three their sounds. The rest in the Spanish
    // Laws' terms: captura, corona (promotes), al paso, jaque.
    {"fide-es",
     Language::Spanish,
     {"", "Báuer", "Shprínguer", "Lóifer", "Turm", "Dáme", "Kénig"},
     {"", "Báuer", "Shprínguer", "Lóifer", "Turm", "Dáme", "Kénig"},
     {"Ana", "Bela", "Tsésar", "Dáfit", "Éfa", "Félix", "Gústaf", "Jéktor"},
     {"áins", "tsvái", "drái", "fir", "fiunf", "seks", "síben", "ajt"},
     "captura",
     "corona",
     "al paso",
     "Kurtse Rochade",
     "Lángue Rochade",
     ", jaque",
     ", jaque mate"},
    // Spanish's own piece names (the FIDE Laws in Spanish: peón, caballo, alfil, torre, dama,
    // rey); squares as coordinates, which the Spanish voice reads in Spanish ("efe tres").
    {"plain-es",
     Language::Spanish,
     {"", "peón", "caballo", "alfil", "torre", "dama", "rey"},
     {"", "peón", "caballo", "alfil", "torre", "dama", "rey"},
     kCoordinates,
     kCoordinates,
     "captura",
     "corona",
     "al paso",
     "enroque corto",
     "enroque largo",
     ", jaque",
     ", jaque mate"},
    // F2.1's words spelled for the French voice so that it says them as a German does (as
    // fide-ru spells them in Cyrillic): "Baoueur" [bawœʁ], "Shprinngueur" (nn, so that "in" is
    // not the nasal of "vin"), "Loïfeur", "Keuniche", "Dâmeu" and "Zibeune" (the German final
    // e), "Goustaf", "Dâvite", "Funnf", "Zèkse", "Arrte" (the French r is nearest to the ch of
    // "acht"), "Rorhâdeu". "aïns" is said [ajns] by audio/pronunciation.cpp: every spelling of
    // it tried has the nasal of "pain" or loses its s ("eins" is [ajn]). The rest in French terms.
    {"fide-fr",
     Language::French,
     {"", "Baoueur", "Shprinngueur", "Loïfeur", "Tourm", "Dâmeu", "Keuniche"},
     {"", "Baoueur", "Shprinngueur", "Loïfeur", "Tourm", "Dâmeu", "Keuniche"},
     {"Anna", "Bella", "Tsézar", "Dâvite", "Éva", "Félix", "Goustaf", "Hektor"},
     {"aïns", "tsvaï", "draï", "fir", "funnf", "zèkse", "zibeune", "arrte"},
     "prend",
     "promu en",
     "en passant",
     "Kourtseu Rorhâdeu",
     "Lannegueu Rorhâdeu",
     ", échec",
     ", échec et mat"},
    // French's own piece names (the FIDE Laws in French: pion, cavalier, fou, tour, dame,
    // roi); squares as coordinates, which the French voice reads in French ("èf trois").
    {"plain-fr",
     Language::French,
     {"", "pion", "cavalier", "fou", "tour", "dame", "roi"},
     {"", "pion", "cavalier", "fou", "tour", "dame", "roi"},
     kCoordinates,
     kCoordinates,
     "prend",
     "promu en",
     "en passant",
     "petit roque",
     "grand roque",
     ", échec",
     ", échec et mat"},
};

}  // namespace

std::string_view code_of(Language language) { return phrasebook(language).code; }

std::optional<Language> language_of_code(std::string_view code) {
  for (Language language : kLanguages)
    if (code_of(language) == code) return language;
  return std::nullopt;
}

const PieceLetters& piece_letters_of(Language language) {
  const PieceLetters* letters = find_piece_letters(code_of(language));
  return letters ? *letters : english_letters();
}

std::span<const Vocabulary> all_vocabularies() { return kVocabularies; }
const Vocabulary& default_vocabulary() { return kVocabularies[0]; }

const Vocabulary* find_vocabulary(std::string_view code) {
  for (const auto& v : kVocabularies)
    if (v.code == code) return &v;
  return nullptr;
}

std::string say_file(int file, const Vocabulary& v) {
  return v.says_coordinates() ? std::string(1, file_char(file)) : std::string(v.files[file]);
}

std::string say_rank(int rank, const Vocabulary& v) {
  return v.says_coordinates() ? std::string(1, rank_char(rank)) : std::string(v.ranks[rank]);
}

std::string say_square(Square s, const Vocabulary& v) {
  if (v.says_coordinates()) return square_name(s);
  return say_file(file_of(s), v) + " " + say_rank(rank_of(s), v);
}

std::string promotion_words(PieceType piece, const Vocabulary& v) {
  const std::string_view named = v.promoted_pieces[index(piece)];
  if (v.promotes.find("{piece}") != std::string_view::npos) return fill_in(v.promotes, {{"piece", named}});
  return std::string(v.promotes) + " " + std::string(named);
}

namespace {

// The move's words: what moves where, then, `with_check`, what it does (check, mate).
std::string move_words(const SanParts& parts, const Vocabulary& v, bool with_check) {
  count_work(&WorkCounts::move_words);
  std::string out;
  auto word = [&out](std::string_view w) {
    if (!out.empty()) out += ' ';
    out += w;
  };
  if (parts.castling != SanParts::Castling::None) {
    out = parts.castling == SanParts::Castling::Kingside ? v.kingside : v.queenside;
  } else {
    word(v.pieces[index(parts.piece)]);
    if (parts.from_file >= 0 && parts.from_rank >= 0)
      word(say_square(make_square(parts.from_file, parts.from_rank), v));
    else if (parts.from_file >= 0) word(say_file(parts.from_file, v));
    else if (parts.from_rank >= 0) word(say_rank(parts.from_rank, v));
    if (parts.capture) word(v.captures);
    word(say_square(parts.to, v));
    if (parts.promotion != PieceType::None) word(promotion_words(parts.promotion, v));
    if (parts.en_passant) word(v.en_passant);
  }
  if (with_check && parts.check == SanParts::Check::Check) out += v.check;
  if (with_check && parts.check == SanParts::Check::Mate) out += v.mate;
  return out;
}

}  // namespace

std::string announce(const Position& position, LegalMove move, const Vocabulary& v) {
  return move_words(san_parts(position, move), v, true);
}

std::string announce(const MadeMove& made, const Vocabulary& v) { return move_words(made.parts, v, true); }

std::string name_move(const Position& position, LegalMove move, const Vocabulary& v) {
  return move_words(san_parts(position, move), v, false);
}

std::string name_move(const MadeMove& made, const Vocabulary& v) { return move_words(made.parts, v, false); }

std::string announce_each(const std::vector<MadeMove>& moves, std::string_view separator, const Vocabulary& v) {
  std::string out;
  for (const MadeMove& m : moves) {
    if (!out.empty()) out += separator;
    out += name_move(m, v);  // issue 48: a choice names the move, never what it does
  }
  return out;
}

}  // namespace twinboard
