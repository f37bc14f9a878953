// Reading an announcement back into a move. The words of every vocabulary (and the usual
// spellings of each) are known to every reader; the vocabulary only picks the language of
// the answer. The words become tokens, the tokens a pattern (piece, from, target,
// promotion), and the pattern is matched against the legal moves of the position.
#include <algorithm>
#include <optional>

#include "announcement_lexicon.h"
#include "lookalike_squares.h"
#include "notation.h"
#include "san.h"
#include "table_phrases.h"
#include "text_fold.h"
#include "vocabulary.h"

namespace twinboard {
namespace {

using K = Token::Kind;

bool is_castling_word(std::string_view w) {
  if (w.empty()) return false;
  int circles = 0;
  for (char c : w) {
    if (c == 'o' || c == '0') ++circles;
    else if (c != '-') return false;
  }
  return circles == 2 || circles == 3;
}

// Letters, digits and capture marks run together: "f3", "e2e4", "exd5", "g1-f3".
bool tokenize_compact(std::string_view w, std::vector<Token>& out) {
  if (w.empty()) return false;
  for (char c : w)
    if (!((c >= 'a' && c <= 'h') || (c >= '1' && c <= '8') || c == 'x' || c == '-' || c == ':')) return false;
  for (char c : w) {
    if (c >= 'a' && c <= 'h') out.push_back(file(c - 'a'));
    else if (c >= '1' && c <= '8') out.push_back(rank(c - '1'));
    else if (c != '-') out.push_back({K::Capture});
  }
  return true;
}

// The word of `text` that folds to `folded`, as it was typed or said: the refusal quotes
// "Quatsch", not "quatsch" (issue 35).
std::string as_typed(std::string_view text, const std::string& folded) {
  for (std::size_t start = 0; start < text.size();) {
    const std::size_t end = std::min(text.find(' ', start), text.size());
    const std::string_view word = text.substr(start, end - start);
    for (const std::string& piece : split_words(fold(word)))
      if (piece == folded) return std::string(word);
    start = end + 1;
  }
  return folded;
}

// The words as tokens, or the first word that means nothing (as typed).
Result<std::vector<Token>, std::string> tokenize(std::string_view text) {
  std::vector<Token> tokens;
  for (std::string word : split_words(fold(text))) {
    if (is_castling_word(word)) {
      tokens.push_back({K::Castle});
      tokens.push_back(
          {std::count_if(word.begin(), word.end(), [](char c) { return c != '-'; }) == 2 ? K::Kingside : K::Queenside});
      continue;
    }
    std::string bare = word;
    std::erase(bare, '.');  // "e.p.", "Sf3." and a full stop at the end
    if (bare.empty()) continue;
    if (const Token* token = lexicon_token(bare)) {
      tokens.push_back(*token);
      continue;
    }
    if (tokenize_compact(bare, tokens)) continue;
    return Failure{as_typed(text, word)};
  }
  return tokens;
}

// Whether words[from...] begin with a square: a file, then a rank ("f3", "efe tres"), after
// words that mean nothing ("caballo a la f3").
bool starts_with_square(const std::vector<std::string>& words, std::size_t from) {
  std::string rest;
  for (std::size_t i = from; i < words.size(); ++i) rest += (rest.empty() ? "" : " ") + words[i];
  const auto tokens = tokenize(rest);
  if (!tokens) return false;
  std::size_t first = 0;
  while (first < tokens->size() && (*tokens)[first].kind == K::Filler) ++first;
  return first + 1 < tokens->size() && (*tokens)[first].kind == K::File && (*tokens)[first + 1].kind == K::Rank;
}

// Whether words[at] stands between a promotion word and a piece: "corona a dama".
bool promotes_to_piece(const std::vector<std::string>& words, std::size_t at) {
  if (at == 0 || at + 1 >= words.size()) return false;
  const Token* before = lexicon_token(words[at - 1]);
  const Token* after = lexicon_token(words[at + 1]);
  return before && before->kind == K::Promote && after && after->kind == K::Piece;
}

// What the tokens say, before looking at the position.
struct Pattern {
  PieceType mover = PieceType::None;
  int from_file = -1, from_rank = -1;
  Square to = kNoSquare;
  PieceType promotion = PieceType::None;
  PieceType captured = PieceType::None;  // "alfil toma caballo en c6": the piece taken, named
  int castling = 0;                      // 0 none, 1 kingside, 2 queenside, 3 either
};

enum class PatternFault { NoTarget, Garbled };

Result<Pattern, PatternFault> read_pattern(const std::vector<Token>& tokens) {
  Pattern p;
  struct Place {
    int file = -1, rank = -1;
  };
  std::vector<Place> places;
  bool castle = false, kingside = false, queenside = false, promote_word = false;
  int pieces_after = 0;
  K before = K::Filler;  // the kind of the last token that means something
  for (std::size_t i = 0; i < tokens.size(); before = tokens[i].kind == K::Filler ? before : tokens[i].kind, ++i) {
    const Token& t = tokens[i];
    switch (t.kind) {
      case K::Piece:
        // A piece right after the capture word is the piece taken ("alfil toma caballo en
        // c6", "le fou prend le cavalier en c6"), not a promotion.
        if (before == K::Capture && p.mover != PieceType::None && p.captured == PieceType::None && !promote_word)
          p.captured = PieceType(t.value);
        else if (places.empty() && p.mover == PieceType::None && !promote_word) p.mover = PieceType(t.value);
        else if (p.promotion == PieceType::None) p.promotion = PieceType(t.value), ++pieces_after;
        else return Failure{PatternFault::Garbled};
        break;
      case K::File:
        if (i + 1 < tokens.size() && tokens[i + 1].kind == K::Rank) {
          places.push_back({t.value, tokens[i + 1].value});
          ++i;
        } else {
          places.push_back({t.value, -1});
        }
        break;
      case K::Rank: places.push_back({-1, t.value}); break;
      case K::Promote: promote_word = true; break;
      case K::Castle: castle = true; break;
      case K::Kingside: kingside = true; break;
      case K::Queenside: queenside = true; break;
      case K::Capture:
      case K::EnPassant:
      case K::Check:
      case K::Mate:
      case K::Filler: break;
    }
  }
  if (castle || kingside || queenside) {
    if (!places.empty() || p.mover != PieceType::None || p.promotion != PieceType::None || (kingside && queenside))
      return Failure{PatternFault::Garbled};
    p.castling = kingside ? 1 : queenside ? 2 : 3;
    return p;
  }
  if (places.empty() || places.back().file < 0 || places.back().rank < 0) return Failure{PatternFault::NoTarget};
  if (places.size() > 2 || pieces_after > 1) return Failure{PatternFault::Garbled};
  p.to = make_square(places.back().file, places.back().rank);
  if (places.size() == 2) p.from_file = places[0].file, p.from_rank = places[0].rank;
  return p;
}

class Reader {
 public:
  Reader(const Position& position, std::string_view words, const Vocabulary& v)
      : pos_(position), words_(trim(words)), v_(v) {}

  Result<LegalMove, AnnouncementError> read() {
    if (words_.empty()) return fail(AnnouncementError::Kind::NotUnderstood, {.why = Why::NothingSaid});
    // One word may be SAN in the listener's letters or in English ("Sf3", "e8=Q", "Qh4xe1");
    // if the words read better (a bare "e4" that only a knight can reach), they win.
    std::optional<Result<LegalMove, AnnouncementError>> as_san;
    if (auto san_pattern = single_word_san()) {
      as_san = match(*san_pattern);
      if (as_san->ok()) return *as_san;
      // A capital piece letter is a piece, never a file: "Bb5" that no bishop can play is
      // refused as such, not read as the pawn move b5 (folded, "bb5" would be a b-file move).
      if (san_pattern->mover != PieceType::Pawn && san_pattern->mover != PieceType::None && !words_.empty() &&
          words_.front() >= 'A' && words_.front() <= 'Z')
        return *as_san;
    }
    auto as_words = read_words();
    if (as_words.ok() || !as_san) return as_words;
    return as_words.error().kind == AnnouncementError::Kind::NotUnderstood ? *as_san : as_words;
  }

 private:
  using Why = Misreading::Why;

  Result<LegalMove, AnnouncementError> read_words() {
    auto as_said = read_words(words_);
    if (v_.language != Language::Spanish && v_.language != Language::French) return as_said;
    // Spanish and French say "to" with the name of the file a: "caballo de g1 a f3", "cavalier
    // de g1 à f3", "caballo a f3". Words that do not read with it as the file (a square
    // between two squares, a knight on no a-file) are read again without it. Only an a that
    // a square follows is "to": "peón a cuatro" keeps its file, and "peón a toma b5" names
    // the pawn of the file a, never played as the c-pawn that can take on b5.
    const std::vector<std::string> words = split_words(fold(words_));
    std::string without;
    bool dropped = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
      // "promociona a dama" (promotes to a queen): the a between the promotion and the piece.
      const bool to = (words[i] == "a" || words[i] == "\u00e0") &&
                      (starts_with_square(words, i + 1) || promotes_to_piece(words, i));  // a, à
      if (to) dropped = true;
      else without += (without.empty() ? "" : " ") + words[i];
    }
    if (!dropped) return as_said;
    auto without_to = read_words(without);
    // French à is no file: said as written, "tour à d1" is not understood at all, and the
    // reading without it says more (which rook, or that none reaches the square).
    if (!as_said.ok())
      return without_to.ok() || as_said.error().kind == AnnouncementError::Kind::NotUnderstood ? without_to : as_said;
    // Both readings fit: "torre a d1" where both rooks reach d1 is "a rook to d1" as much as
    // "the rook of the file a to d1". The player is asked which, never given one he may not
    // have meant.
    if (!without_to.ok() && without_to.error().kind == AnnouncementError::Kind::Ambiguous) return without_to;
    return as_said;
  }

  Result<LegalMove, AnnouncementError> read_words(std::string_view words) {
    auto tokens = tokenize(words);
    if (!tokens)
      return fail(AnnouncementError::Kind::NotUnderstood,
                  {.why = Why::NotUnderstood, .words = shortened(tokens.error())});
    auto pattern = read_pattern(*tokens);
    if (!pattern)
      return fail(AnnouncementError::Kind::NotUnderstood,
                  {.why = pattern.error() == PatternFault::NoTarget ? Why::NoTarget : Why::NotUnderstood,
                   .words = shortened(words)});
    return match(*pattern);
  }

  std::optional<Pattern> single_word_san() const {
    if (words_.find_first_of(" \t") != std::string_view::npos) return std::nullopt;
    const PieceLetters* own = find_piece_letters(code_of(v_.language));
    for (const PieceLetters* letters : {own, &english_letters()}) {
      if (!letters) continue;
      auto syntax = parse_san_syntax(words_, *letters);
      if (!syntax) continue;
      Pattern p;
      if (syntax->castle_file >= 0) {
        p.castling = syntax->castle_file == 6 ? 1 : 2;
        return p;
      }
      p.mover = syntax->piece;
      p.from_file = syntax->from_file;
      p.from_rank = syntax->from_rank;
      p.to = syntax->to;
      p.promotion = syntax->promotion;
      return p;
    }
    return std::nullopt;
  }

  Result<LegalMove, AnnouncementError> fail(AnnouncementError::Kind kind, Misreading reading,
                                            std::vector<LegalMove> candidates = {}) {
    return Failure{AnnouncementError{kind, std::move(candidates), std::move(reading)}};
  }

  Result<LegalMove, AnnouncementError> ambiguous(const std::vector<LegalMove>& candidates) {
    Misreading reading{.why = Why::Ambiguous};
    for (LegalMove m : candidates) reading.choices.push_back({pos_, m});
    return fail(AnnouncementError::Kind::Ambiguous, std::move(reading), candidates);
  }

  Result<LegalMove, AnnouncementError> match(const Pattern& p) {
    // Article 3.7e: a pawn becomes a queen, rook, bishop or knight, nothing else.
    if (p.promotion == PieceType::King || p.promotion == PieceType::Pawn)
      return fail(AnnouncementError::Kind::Impossible, {.why = Why::PromotionPiece, .target = p.to});
    std::vector<LegalMove> matches, unnamed_promotions;
    bool promotion_where_none = false, other_piece_taken = false;
    for (LegalMove m : MoveList(pos_)) {
      const Move move = m;
      if (p.castling) {
        if (move.kind() != Move::Kind::Castling) continue;
        bool kingside = file_of(move.to()) == 6;
        if ((p.castling == 1 && !kingside) || (p.castling == 2 && kingside)) continue;
        matches.push_back(m);
        continue;
      }
      if (move.to() != p.to || !from_fits(p, move.from())) continue;
      if (p.mover != PieceType::None && type_of(pos_.piece_on(move.from())) != p.mover) continue;
      if (p.captured != PieceType::None) {
        const PieceType taken =
            move.kind() == Move::Kind::EnPassant ? PieceType::Pawn : type_of(pos_.piece_on(move.to()));
        if (taken != p.captured) {
          other_piece_taken = true;
          continue;
        }
      }
      if (move.kind() == Move::Kind::Promotion) {
        if (p.promotion == PieceType::None) unnamed_promotions.push_back(m);
        if (move.promotion() == p.promotion) matches.push_back(m);
        continue;
      }
      if (p.promotion != PieceType::None) {
        promotion_where_none = true;
        continue;
      }
      matches.push_back(m);
    }
    if (matches.size() == 1) return matches.front();
    if (matches.size() > 1) return ambiguous(matches);
    // The piece he named is not the one his move would take: his words are quoted back, never
    // played as a capture of another piece.
    if (other_piece_taken)
      return fail(AnnouncementError::Kind::NotUnderstood, {.why = Why::NotUnderstood, .words = shortened(words_)});
    return impossible(p, unnamed_promotions, promotion_where_none);
  }

  static bool from_fits(const Pattern& p, Square from) {
    return (p.from_file < 0 || file_of(from) == p.from_file) && (p.from_rank < 0 || rank_of(from) == p.from_rank);
  }

  // Why no legal move fits, as a fact.
  // `unnamed_promotions`: the promotions the words fit but for the piece (the answer picks one).
  Result<LegalMove, AnnouncementError> impossible(const Pattern& p, const std::vector<LegalMove>& unnamed_promotions,
                                                  bool promotion_where_none) {
    using Kind = AnnouncementError::Kind;
    if (p.castling) return fail(Kind::Impossible, {.why = Why::CastlingImpossible, .queenside = p.castling == 2});
    if (!unnamed_promotions.empty())
      return fail(Kind::PromotionMissing, {.why = Why::PromotionMissing, .target = p.to}, unnamed_promotions);
    if (promotion_where_none) return fail(Kind::Impossible, {.why = Why::NoPromotion, .target = p.to});
    const Color us = pos_.side_to_move();
    const bool from_named = p.from_file >= 0 && p.from_rank >= 0;
    if (from_named) {
      Square from = make_square(p.from_file, p.from_rank);
      Piece on = pos_.piece_on(from);
      if (!is_piece(on) || color_of(on) != us) return fail(Kind::Impossible, {.why = Why::NoOwnPiece, .from = from});
    }
    Bitboard movers = pos_.pieces(us);
    if (p.mover != PieceType::None) movers &= pos_.pieces(p.mover);
    for (Bitboard b = movers; b; b &= b - 1) {
      Square from = lowest(b);
      if (!from_fits(p, from) || !pseudo_legal(pos_, move_between(pos_, from, p.to))) continue;
      return fail(Kind::Impossible,
                  {.why = Why::LeavesKingInCheck, .target = p.to, .from = from, .piece = type_of(pos_.piece_on(from))});
    }
    if (from_named) {
      Square from = make_square(p.from_file, p.from_rank);
      return fail(Kind::Impossible,
                  {.why = Why::FromCannotReach, .target = p.to, .from = from, .piece = type_of(pos_.piece_on(from))});
    }
    return fail(Kind::Impossible, {.why = Why::CannotReach, .target = p.to, .piece = p.mover});
  }

  const Position& pos_;
  std::string_view words_;
  const Vocabulary& v_;
};

}  // namespace

std::optional<PieceType> understand_piece(std::string_view words) {
  auto tokens = tokenize(words);
  if (!tokens) return std::nullopt;
  std::optional<PieceType> named;
  for (const Token& t : *tokens) {
    if (t.kind == K::Promote || t.kind == K::Filler) continue;
    if (t.kind != K::Piece || named) return std::nullopt;
    named = PieceType(t.value);
  }
  return named;
}

bool claims_capture(std::string_view words) {
  for (const std::string& word : split_words(fold(words))) {
    const Token* token = lexicon_token(word);
    if (token ? token->kind == K::Capture : word.find_first_of("x:") != std::string::npos) return true;
  }
  return false;
}

CheckClaim claimed_check(std::string_view words) {
  CheckClaim claim = CheckClaim::None;
  for (const std::string& word : split_words(fold(words))) {
    const Token* token = lexicon_token(word);
    const bool mate = (token && token->kind == K::Mate) || word.ends_with('#');
    const bool check = (token && token->kind == K::Check) || word.ends_with('+');
    if (mate) return CheckClaim::Mate;
    if (check) claim = CheckClaim::Check;
  }
  return claim;
}

Result<LegalMove, AnnouncementError> understand(const Position& position, std::string_view words,
                                                const Vocabulary& vocabulary) {
  // Issue 48, item 10: "е4" typed in Cyrillic is e4; the Reader keeps the text it is given
  // for what it quotes back.
  const std::string latin = latin_squares(words);
  return Reader(position, latin, vocabulary).read();
}

}  // namespace twinboard
