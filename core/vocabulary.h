// Moves in spoken words (F2.1): the FIDE German vocabulary by default, NATO and plain
// English, plain German and plain Russian on request. `announce` turns a move into the
// words; `understand` reads words typed or spoken back, tolerantly, against the position.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "made_move.h"
#include "movegen.h"
#include "notation.h"
#include "result.h"
#include "twinboard_catalogs/languages.h"

namespace twinboard {

// The language a listener hears messages in (Language, kLanguages: one per catalog in
// po/LINGUAS, twinboard_catalogs/languages.h); each vocabulary belongs to one. The FIDE Laws
// twinboard follows are published in Persian, Swahili, Uzbek, Mongolian and Russian
// (../shared/seeds/); German and English are the languages of F2.1 and of the Laws' original.
std::string_view code_of(Language language);  // "de", "en", "ru", "fa", "sw", "uz", "mn"
// By its code; nothing for a code twinboard does not speak.
std::optional<Language> language_of_code(std::string_view code);
// The piece letters a speaker of `language` writes (FIDE Laws, Appendix C).
const PieceLetters& piece_letters_of(Language language);

struct Vocabulary {
  std::string_view code;  // "fide-de", "nato-en", "plain-en", "plain-de", "fide-ru", "plain-ru", ...
  Language language;
  // Indexed by PieceType: [None, Pawn, Knight, Bishop, Rook, Queen, King].
  std::array<std::string_view, 7> pieces;
  // The piece after the promotion words ("wird Dame"; Russian needs the accusative).
  std::array<std::string_view, 7> promoted_pieces;
  std::array<std::string_view, 8> files;  // empty: squares are said as coordinates ("f3")
  std::array<std::string_view, 8> ranks;
  std::string_view captures;    // "schlägt"
  std::string_view promotes;    // "wird", or a pattern with the piece in it: "{piece} bo'ladi"
  std::string_view en_passant;  // "en passant"
  std::string_view kingside;    // "Kurze Rochade"
  std::string_view queenside;   // "Lange Rochade"
  std::string_view check;       // ", Schach" (appended as written)
  std::string_view mate;        // ", Matt"

  bool says_coordinates() const { return files[0].empty(); }
};

// Every vocabulary twinboard knows; the first, fide-de, is the default (F2.1).
std::span<const Vocabulary> all_vocabularies();
const Vocabulary& default_vocabulary();
// By code; nullptr if unknown.
const Vocabulary* find_vocabulary(std::string_view code);

// A square, a file and a rank in the vocabulary's words ("Felix drei", "f3", "эф три").
std::string say_square(Square square, const Vocabulary& vocabulary);
std::string say_file(int file, const Vocabulary& vocabulary);
std::string say_rank(int rank, const Vocabulary& vocabulary);

// "wird Dame", "{piece}ga aylanadi" filled: the words of a promotion to `piece`.
std::string promotion_words(PieceType piece, const Vocabulary& vocabulary);

// The canonical announcement of a legal move: SAN word by word.
std::string announce(const Position& position, LegalMove move, const Vocabulary& vocabulary = default_vocabulary());
// A move as it was made (a fact's move), announced from the parts it was read to once.
std::string announce(const MadeMove& made, const Vocabulary& vocabulary);
// The words that name a move, without what it does: its announcement less check or mate. A
// move not made yet, said back to the player who may make it or offered him as a choice, is
// named so: what his move does is his to see, never told unasked (issue 48).
std::string name_move(const Position& position, LegalMove move, const Vocabulary& vocabulary);
std::string name_move(const MadeMove& made, const Vocabulary& vocabulary);
// Each move named (name_move), joined by `separator` (the language's "or"): a choice offered.
std::string announce_each(const std::vector<MadeMove>& moves, std::string_view separator, const Vocabulary& vocabulary);

// Why words read as no move, as a fact (issue 36): the table hands it to the speaker, whose
// words for it are made at the edge (misreading_words), in his language.
struct Misreading {
  enum class Why : std::uint8_t {
    NothingSaid,         // no words at all
    NotUnderstood,       // words: they name no move
    NoTarget,            // words: they name no square to go to
    Ambiguous,           // choices: the moves they fit
    PromotionPiece,      // target: a promotion to a king or a pawn (Article 3.7e)
    PromotionMissing,    // target: the piece of a promotion not said (F2.1)
    NoPromotion,         // target: a promotion named where no pawn promotes
    CastlingImpossible,  // queenside: which castling
    NoOwnPiece,          // from: no piece of his stands there
    LeavesKingInCheck,   // piece, from, target: the move would leave his king in check
    FromCannotReach,     // piece, from, target
    CannotReach,         // piece (None: any), target: none of his such pieces gets there
    // Keep CannotReach last: kMisreadingKinds counts up to it.
  };
  Why why = Why::NothingSaid;
  std::string words{};  // NotUnderstood, NoTarget: the words as read, shortened
  Square target = kNoSquare;
  Square from = kNoSquare;
  PieceType piece = PieceType::None;
  bool queenside = false;
  std::vector<MadeMove> choices{};  // Ambiguous
  bool operator==(const Misreading&) const = default;
};
inline constexpr int kMisreadingKinds = int(Misreading::Why::CannotReach) + 1;

// Words read as no move: what kind of failure (for the reader's next step), and why, as a
// fact with no language in it; misreading_words gives the listener's words for it.
struct AnnouncementError {
  enum class Kind {
    NotUnderstood,     // words that name no move at all
    Impossible,        // a clear move that the position does not allow
    Ambiguous,         // several legal moves fit; `candidates` lists them
    PromotionMissing,  // a pawn reaches the last rank and the piece is not named (F2.1)
  };
  Kind kind;
  std::vector<LegalMove> candidates;  // for Ambiguous; PromotionMissing: the promotions the words fit
  Misreading reading{};
};

// Why the words were no move, in the vocabulary's language: "Kein Springer kann Felix drei erreichen".
std::string misreading_words(const Misreading& reading, const Vocabulary& vocabulary);

// Reads an announcement against the position: tolerant of case, spelling (Cäsar, Caesar,
// Cesar), filler words, a left-out piece word where the move is unique, from-to form,
// letters and digits for squares, SAN (in `vocabulary`'s language's letters or English), and
// the words of every vocabulary. A failure is a fact (AnnouncementError::reading).
Result<LegalMove, AnnouncementError> understand(const Position& position, std::string_view words,
                                                const Vocabulary& vocabulary = default_vocabulary());

// Words that name a piece and nothing else ("Dame", "wird Dame", "Umwandlung in Dame",
// "queen"): the answer to "which piece?" at a promotion. Nothing if they say anything more.
std::optional<PieceType> understand_piece(std::string_view words);

// Whether the words say a capture ("schlägt", "x", "Sxf3").
bool claims_capture(std::string_view words);

// What the words claim of the move besides the move itself ("... Schach", "Nf7+", "matt").
enum class CheckClaim { None, Check, Mate };
CheckClaim claimed_check(std::string_view words);

}  // namespace twinboard
