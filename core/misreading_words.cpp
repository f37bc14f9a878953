// Why words were no move (a Misreading, vocabulary.h), in the listener's language.
#include "spoken_numbers.h"
#include "table_phrases.h"
#include "vocabulary.h"

namespace twinboard {

namespace {

std::string misreading_text(const Misreading& r, const Vocabulary& v) {
  const Refusals& say = phrasebook(v.language).refusals;
  const std::string target = r.target == kNoSquare ? std::string() : say_square(r.target, v);
  const std::string from = r.from == kNoSquare ? std::string() : say_square(r.from, v);
  using Why = Misreading::Why;
  switch (r.why) {
    case Why::NothingSaid: return std::string(say.nothing_said);
    case Why::NotUnderstood: return fill_in(say.not_understood, {{"words", r.words}});
    case Why::NoTarget: return fill_in(say.no_target, {{"words", r.words}});
    case Why::Ambiguous: return fill_in(say.ambiguous, {{"candidates", announce_each(r.choices, say.or_, v)}});
    case Why::PromotionPiece: return fill_in(say.promotion_piece, {{"target", target}});
    case Why::PromotionMissing:
      return fill_in(say.promotion_missing, {{"target", target}, {"example", promotion_words(PieceType::Queen, v)}});
    case Why::NoPromotion: return fill_in(say.no_promotion, {{"target", target}});
    case Why::CastlingImpossible:
      return fill_in(say.castling_impossible, {{"castling", r.queenside ? v.queenside : v.kingside}});
    case Why::NoOwnPiece: return fill_in(say.no_own_piece, {{"from", from}});
    case Why::LeavesKingInCheck:
      return fill_in(say.leaves_king_in_check,
                     {{"piece", v.pieces[index(r.piece)]}, {"from", from}, {"target", target}});
    case Why::FromCannotReach:
      return fill_in(say.from_cannot_reach, {{"piece", v.pieces[index(r.piece)]}, {"from", from}, {"target", target}});
    case Why::CannotReach:
      return fill_in(say.cannot_reach, {{"nobody", say.no_piece[index(r.piece)]}, {"target", target}});
  }
  return {};
}

}  // namespace

// Issue 48, item 8: said alone (why his words were no move), so it begins as a sentence.
std::string misreading_words(const Misreading& r, const Vocabulary& v) { return as_sentence(misreading_text(r, v)); }

}  // namespace twinboard
