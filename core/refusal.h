// Input the table could not use, as a fact: what stood in the way and the data that names
// it, with no language in it. Each listener's words for it are made at the edge
// (fact_words.h): the arbiter reads it in his language, a player hears it in his.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "correction_step.h"
#include "roles.h"
#include "types.h"

namespace twinboard {

struct Refusal {
  enum class Kind : std::uint8_t {
    NoSensors,          // a board without sensors reported something (board)
    LiftFromEmpty,      // a lift from a square the board shows empty (board, square)
    PlaceWithoutPiece,  // a board that identifies pieces reported a place without one (board)
    SheetEmpty,         // nothing to strike out on a scoresheet (colour)
    SheetMissing,       // F2.7 compares both scoresheets: one is not entered (colour)
    GameEnded,          // an order for a game that has ended (result)
    RoundWaits,         // a clock order before the round started
    NoClock,            // a clock order at a table without a clock
    NoPenalty,          // a penalty decision with none proposed
    RoundStarted,       // `start` once the round runs
    NotInStart,         // `start` with a board off the starting position (board, steps)
    NotInGamePosition,  // `start` of a resumed game with a board off its position (board, steps)
    NoPicture,          // `start` before a board answered with its picture (board, port)
    ClocksNotRunning,   // `pause` with the clocks standing
    ClocksNotPaused,    // `resume` with the clocks not paused
    TakebackRange,      // `takeback` beyond the game (plies)
    NoResult,           // `confirm` while the game has no result
    NotWithdrawable,    // `withdraw` of a result no arbiter gave, or one confirmed (result)
    NoSuchPlayer,       // an order names "tactile"/"sighted" where no one VI player is (text: the name)
    Unreadable,         // a scenario line its reader could not read (text: the reader's English)
  };
  Kind kind;
  Color board = Color::White;  // whose board
  Square square = kNoSquare;
  Color colour = Color::White;
  int plies = 0;
  std::string result{};                 // GameEnded: "1-0", "1/2-1/2", ...
  std::vector<CorrectionStep> steps{};  // NotInStart, NotInGamePosition
  std::string text{};                   // NoPicture: the port; Unreadable: the reader's message
  bool operator==(const Refusal&) const = default;
};

// Whether the one who gave the input hears it as "Not done: ...": an arbiter's order that does
// not fit the game. A missing scoresheet (F2.7) is said whole, with the order that enters it.
constexpr bool told_as_not_done(Refusal::Kind k) {
  switch (k) {
    case Refusal::Kind::GameEnded:
    case Refusal::Kind::RoundWaits:
    case Refusal::Kind::NoClock:
    case Refusal::Kind::NoPenalty:
    case Refusal::Kind::RoundStarted:
    case Refusal::Kind::NotInStart:
    case Refusal::Kind::NotInGamePosition:
    case Refusal::Kind::NoPicture:
    case Refusal::Kind::ClocksNotRunning:
    case Refusal::Kind::ClocksNotPaused:
    case Refusal::Kind::NoResult:
    case Refusal::Kind::NotWithdrawable:
    case Refusal::Kind::NoSuchPlayer:
    case Refusal::Kind::TakebackRange: return true;
    case Refusal::Kind::SheetMissing:
    case Refusal::Kind::NoSensors:
    case Refusal::Kind::LiftFromEmpty:
    case Refusal::Kind::PlaceWithoutPiece:
    case Refusal::Kind::SheetEmpty:
    case Refusal::Kind::Unreadable: return false;
  }
  return false;
}

// The kind's name in a scenario's or the hall's JSON ("refusal": "not_in_start").
constexpr std::string_view name(Refusal::Kind k) {
  switch (k) {
    case Refusal::Kind::NoSensors: return "no_sensors";
    case Refusal::Kind::LiftFromEmpty: return "lift_from_empty";
    case Refusal::Kind::PlaceWithoutPiece: return "place_without_piece";
    case Refusal::Kind::SheetEmpty: return "sheet_empty";
    case Refusal::Kind::SheetMissing: return "sheet_missing";
    case Refusal::Kind::GameEnded: return "game_ended";
    case Refusal::Kind::RoundWaits: return "round_waits";
    case Refusal::Kind::NoClock: return "no_clock";
    case Refusal::Kind::NoPenalty: return "no_penalty";
    case Refusal::Kind::RoundStarted: return "round_started";
    case Refusal::Kind::NotInStart: return "not_in_start";
    case Refusal::Kind::NotInGamePosition: return "not_in_game_position";
    case Refusal::Kind::NoPicture: return "no_picture";
    case Refusal::Kind::ClocksNotRunning: return "clocks_not_running";
    case Refusal::Kind::ClocksNotPaused: return "clocks_not_paused";
    case Refusal::Kind::TakebackRange: return "takeback_range";
    case Refusal::Kind::NoResult: return "no_result";
    case Refusal::Kind::NotWithdrawable: return "not_withdrawable";
    case Refusal::Kind::NoSuchPlayer: return "no_such_player";
    case Refusal::Kind::Unreadable: return "unreadable";
  }
  return {};
}

}  // namespace twinboard
