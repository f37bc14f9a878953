#include "effect_lines.h"

#include <algorithm>

#include "core/exhaustive.h"
#include "core/fact_words.h"
#include "core/position.h"
#include "core/reconcile_report.h"
#include "core/pgn.h"
#include "runtime/scenario.h"

namespace twinboard::runtime {
// The log is the arbiter's (issue 36): a player's words are quoted, then the arbiter's.
std::string heard_and_arbiters_words(Listener to, const ListenersVocabularies& words,
                                     const std::function<std::string(const Vocabulary&)>& worded) {
  const Vocabulary& heard = *words[int(to)];
  const Vocabulary& arbiter = *words[int(Listener::Arbiter)];
  std::string line = worded(heard);
  if (heard.language != arbiter.language) line += " (arbiter's words: " + worded(arbiter) + ")";
  return line;
}

std::string describe(const Effect& effect, const ListenersVocabularies& words) {
  EffectWords alone(std::span(&effect, 1));
  return describe(alone, 0, words);
}

std::string describe(EffectWords& batch, std::size_t i, const ListenersVocabularies& words) {
  const Effect& effect = batch.effects()[i];
  const Vocabulary& arbiter = *words[int(Listener::Arbiter)];
  const auto told = [&batch, i](const Vocabulary& v) { return batch.told(i, v); };
  return std::visit(
      [&](const auto& body) -> std::string {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, MoveMade>) return "move " + std::to_string(body.ply) + ": " + body.san;
        else if constexpr (std::is_same_v<T, Speak> || std::is_same_v<T, Answered>)
          return told_line(body.listener, words, told);
        else if constexpr (std::is_same_v<T, ClockShown>)
          return "clock: White " + format_clock(std::max<Millis>(0, body.white)) + ", Black " +
                 format_clock(std::max<Millis>(0, body.black)) +
                 (body.running ? body.running == Color::White ? ", White's runs" : ", Black's runs" : ", stopped");
        else if constexpr (std::is_same_v<T, Touched>)
          return "touch on " + std::string(board_name(body.board)) + ": " + square_name(body.square);
        else if constexpr (std::is_same_v<T, BoardNoise>)
          return "noise on " + std::string(board_name(body.board)) + ": lift " + square_name(body.square) +
                 ", empty in the game, is no touch";
        else if constexpr (std::is_same_v<T, Instruct> || std::is_same_v<T, Divergence> || std::is_same_v<T, Illegal>)
          return told(arbiter);
        else if constexpr (std::is_same_v<T, GameOver>)
          return body.result == "*" ? std::string("the result is withdrawn: the game goes on")  // issue 49
                                    : "game over: " + body.result + ", " + std::string(describe(body.reason));
        else if constexpr (std::is_same_v<T, ScoresheetChanged>)
          return std::string(body.sheet == Color::White ? "White" : "Black") + "'s scoresheet, ply " +
                 std::to_string(body.ply) + (body.erased ? ": struck out '" : ": '") + body.written + "'" +
                 (body.san.empty() || body.erased ? "" : " = " + body.san) +
                 (body.remark.empty() ? "" : " (" + body.remark + ")");
        else if constexpr (std::is_same_v<T, Reconciled>)
          return "reconciled: " + reconcile_report(body.result, arbiter.language);
        else if constexpr (std::is_same_v<T, TakenBack>) return "taken back to ply " + std::to_string(body.ply);
        else if constexpr (std::is_same_v<T, Caption>)
          return "caption for " + std::string(player_name(~body.speaker)) + ": " +
                 heard_and_arbiters_words(listener_of(~body.speaker), words, told);
        else if constexpr (std::is_same_v<T, Refused>) return "refused: " + told(arbiter);
        else if constexpr (std::is_same_v<T, Cue>) return "";  // a sound, not worth a line of the log
        else static_assert(unhandled<T>, "every effect is described");
      },
      effect.body);
}

std::string describe(const Input& input, const TableSetup& setup) {
  if (const auto* snapshot = std::get_if<Snapshot>(&input);
      snapshot && setup.seats[snapshot->board].board == BoardKind::Occupancy) {
    std::string placement = placement_of(snapshot->pieces);
    for (char& c : placement)
      if (std::isalpha(static_cast<unsigned char>(c))) c = '?';
    return std::string(board_name(snapshot->board)) + " shows " + placement;
  }
  return describe(input);
}

std::string describe(const Input& input) {
  return std::visit(
      [](const auto& in) -> std::string {
        using T = std::decay_t<decltype(in)>;
        if constexpr (std::is_same_v<T, Lift>)
          return std::string(board_name(in.board)) + ": lift " + square_name(in.square);
        else if constexpr (std::is_same_v<T, Place>)
          return std::string(board_name(in.board)) + ": place " + square_name(in.square) +
                 (is_piece(in.piece) ? std::string(" ") + fen_letter(in.piece) : "");
        else if constexpr (std::is_same_v<T, Snapshot>)
          return std::string(board_name(in.board)) + " shows " + placement_of(in.pieces);
        else if constexpr (std::is_same_v<T, Announce>)
          return std::string(in.by == Speaker::White   ? "White"
                             : in.by == Speaker::Black ? "Black"
                                                       : "the assistant") +
                 " says: " + in.words;
        else if constexpr (std::is_same_v<T, PressClock>)
          return std::string(in.by == Color::White ? "White" : "Black") + " presses the clock";
        else if constexpr (std::is_same_v<T, Query>) {
          constexpr const char* kKinds[] = {"time",      "last move",    "whose turn", "square",
                                            "my pieces", "their pieces", "rank",       "file",
                                            "moves",     "scoresheet",   "opponent"};
          return std::string(in.by == Color::White ? "White" : "Black") + " asks: " + kKinds[int(in.kind)] +
                 (query_argument(in).empty() ? "" : " " + query_argument(in));
        } else if constexpr (std::is_same_v<T, ArbiterCommand>) return "arbiter: " + arbiter_line(in.order);
        else if constexpr (std::is_same_v<T, WriteScoresheet>)
          return std::string(in.sheet == Color::White ? "White" : "Black") +
                 " writes: " + (in.erase_last ? "(strikes out the last entry)" : in.move);
        else if constexpr (std::is_same_v<T, Reopen>) return "the game reopens, waiting for the arbiter's start";
        else if constexpr (std::is_same_v<T, Players>)
          return "the pairing: White " + in.side[int(Color::White)].name + ", Black " +
                 in.side[int(Color::Black)].name + (in.board > 0 ? ", board " + std::to_string(in.board) : "");
        else if constexpr (std::is_same_v<T, Tick>) return "";
        else static_assert(unhandled<T>, "every input is described");
      },
      input);
}

}  // namespace twinboard::runtime
