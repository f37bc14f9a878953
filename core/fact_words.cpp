#include "fact_words.h"

#include "exhaustive.h"
#include "spoken_numbers.h"
#include "table_phrases.h"

namespace twinboard {
namespace {

std::string_view board_word(Color b, const Phrasebook& book) { return book.reconcile.board[index(b)]; }

// A phrase naming a board and the steps it needs, in the vocabulary's language.
std::string board_and_steps(std::string_view TablePhrases::*phrase, Color b, const std::vector<CorrectionStep>& steps,
                            const Vocabulary& v) {
  const Phrasebook& book = phrasebook(v.language);
  return fill_in(book.table.*phrase, {{"board", std::string(board_word(b, book))}, {"steps", say_steps(steps, v)}});
}

}  // namespace

std::string refusal_words(const Refusal& r, const Vocabulary& v) {
  const Phrasebook& book = phrasebook(v.language);
  const TablePhrases& p = book.table;
  const std::string board(board_word(r.board, book));
  using K = Refusal::Kind;
  switch (r.kind) {
    case K::NoSensors: return fill_in(p.refused_no_sensors, {{"board", board}});
    case K::LiftFromEmpty:
      return fill_in(p.refused_lift_from_empty, {{"board", board}, {"square", say_square(r.square, v)}});
    case K::PlaceWithoutPiece: return fill_in(p.refused_place_without_piece, {{"board", board}});
    case K::SheetEmpty: return fill_in(p.refused_sheet_empty, {{"colour", p.colour[int(r.colour)]}});
    case K::SheetMissing:
      return fill_in(p.sheet_missing, {{"colour", p.colour[int(r.colour)]},
                                       {"colour_word", r.colour == Color::White ? "white" : "black"}});
    case K::GameEnded: return fill_in(p.refused_game_ended, {{"result", r.result}});
    case K::RoundWaits: return std::string(p.refused_round_waits);
    case K::NoClock: return std::string(p.refused_no_clock);
    case K::NoPenalty: return std::string(p.refused_no_penalty);
    case K::RoundStarted: return std::string(p.refused_round_started);
    case K::NotInStart: return board_and_steps(&TablePhrases::refused_not_in_start, r.board, r.steps, v);
    case K::NotInGamePosition: return board_and_steps(&TablePhrases::refused_not_in_game_position, r.board, r.steps, v);
    case K::NoPicture: return fill_in(p.board_no_picture, {{"board", board}, {"port", r.text}});
    case K::ClocksNotRunning: return std::string(p.refused_clocks_not_running);
    case K::ClocksNotPaused: return std::string(p.refused_clocks_not_paused);
    case K::NoResult: return std::string(p.refused_no_result);
    case K::NotWithdrawable: return fill_in(p.refused_not_withdrawable, {{"result", r.result}});
    case K::NoSuchPlayer: return fill_in(p.refused_no_such_player, {{"text", r.text}});
    case K::TakebackRange: return fill_in(p.refused_takeback, {{"plies", std::to_string(r.plies)}});
    case K::Unreadable: return r.text;
  }
  return r.text;
}

std::string refusal_told(const Refusal& r, const Vocabulary& v) {
  if (!told_as_not_done(r.kind)) return as_sentence(refusal_words(r, v));  // the reason alone: a sentence
  return fill_in(table_phrases(v.language).order_refused, {{"why", refusal_words(r, v)}});
}

std::string divergence_words(const Divergence& off, const Vocabulary& v) {
  return board_and_steps(&TablePhrases::board_off, off.board, off.steps, v);
}

std::string instruct_words(const Instruct& should, const Vocabulary& v) {
  return board_and_steps(&TablePhrases::board_should, should.board, should.steps, v);
}

std::string illegal_words(const Illegal& illegal, const Vocabulary& v) {
  const Phrasebook& book = phrasebook(v.language);
  if (!illegal.announced.empty())
    return fill_in(book.table.illegal_announced,
                   {{"colour", book.table.colour[int(illegal.mover)]}, {"words", illegal.announced}});
  return board_and_steps(&TablePhrases::illegal_on_the_board, illegal.board, illegal.steps, v);
}

}  // namespace twinboard
