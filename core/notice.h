// What the table tells a listener, as a fact (issue 36): what happened and the data that names
// it, with no language in it. Each listener's words for it are made at the edge
// (notice_words, fact_words.h): the voices, the braille line, the window, the log and the hall
// word the same notice in the language of whoever reads it. The table compares notices, never
// words, to say a thing once.
//
// One record for every kind (as Refusal is): each kind says which fields it fills; the rest
// keep their defaults. A new kind is worded in notice_words (an exhaustive switch: the compiler
// finds it missing) and joins FactWords's list of every kind (a static_assert counts them).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arbiter_command.h"
#include "correction_step.h"
#include "game.h"
#include "made_move.h"
#include "query_answer.h"
#include "reconcile_outcome.h"
#include "refusal.h"
#include "roles.h"
#include "vocabulary.h"

namespace twinboard {

struct Notice {
  enum class Kind : std::uint8_t {
    // A move, to be carried out or heard (F2.1).
    MovePlayed,        // move: the move made, to the player who must show it or hear it
    WhichPiece,        // a promotion on a peg board: which piece (F2.1)
    WhichMove,         // choices: the moves his board may show (a peg board cannot tell)
    BoardSteps,        // steps: his board is off; what brings it back (F2.7)
    PleaseExecute,     // steps: a reminder of the move still to carry out
    BoardInOrder,      // his board, said to be off, is in order again
    BoardStillBehind,  // colour, number (reminders said), steps: to the arbiter
    // The clock press and the move coming together (F2.3, Article 6.2).
    AnnouncedButBoard,      // move: announced, other: what his board shows
    BoardBehind,            // steps: his board lacks the last move (F2.7)
    IllegalOnBoard,         // steps: an impossible arrangement completed by the press (Article 7)
    PressCaptureLeft,       // square: the captured piece still stands there (F2.3a)
    PressNotOnBoard,        // move: announced, not on his board
    PressWordsGaveNoMove,   // words: his last words named no move (a board without sensors)
    PressNotAnnounced,      // F2.3c
    PressNoMove,            // nothing on his board is a move
    PressWaitsForOpponent,  // his press counts when his opponent's comes (Article 6.2)
    NotYourMove,
    TakenAsOwn,            // move: words first taken as a repetition are his own move
    TakenAsRepetition,     // move: the opponent's last move, which his words (a move of his too) repeated
    MoveAlreadyMade,       // move: made, it stays (F2.3)
    MadeAwaitsPress,       // move: his, made, it stays; his clock runs until he presses (F2.3, Article 6.2)
    SlipCorrected,         // move: the corrected announcement (F2.6)
    TooLateToCorrect,      // F2.6
    RepeatedWrongly,       // move: what was heard, other: the move made (F2.1)
    RepeatedAnnouncement,  // move: what was heard, other: what was announced (F2.1)
    NotCheck,              // move: said with check, it gives none (F2.1)
    NotMate,               // move: said with mate, it is none
    Misheard,              // misreading: his words were no move (or no move of his claim)
    // The round and the game.
    GameHasEnded,
    GameWaitsForArbiter,  // a press or words while a resumed game waits for his start
    RoundNotStarted,
    RoundStarts,
    GameContinues,     // the arbiter started a resumed game
    GameResumedWaits,  // number: the plies the journal held
    GameOver,          // text: the result, ending
    ResultConfirmed,   // text: the result (to the arbiter)
    ResultWithdrawn,   // text: the result the arbiter withdrew (to everyone; issue 49)
    ClocksPaused,      // Article 6.11.1
    ClocksResumed,
    TimeAdded,      // colour, amount, clock_reason, time: both clocks after it (Article 6.10)
    TimeTaken,      // colour, amount, clock_reason, time
    ClocksSet,      // clock_reason, time
    ClockWarning,   // colour, amount: his time has reached the threshold (F2.4)
    PeriodReached,  // colour, amount: the time the new period adds
    // To the arbiter (Articles 4, 6.9, 7).
    SightedTouched,        // colour, piece, square: D.2.10.5, touched and put back
    TouchMove,             // colour, square, move: a touched piece of his could move (4.3a)
    TouchedOpponentPiece,  // colour, square, move: a touched piece of the opponent's (4.3b)
    MadeMoveChanged,       // colour, move: made, other: shown now (Article 4.7)
    PenaltyTime,           // colour: the offender, number: seconds (Article 7.5)
    PenaltyLoss,           // colour: the offender
    FlagClaim,             // colour: the claimant, other_colour: the flagged (D.2.10.5)
    // Article 4.2 and Article 9.
    Adjusting,  // colour
    AdjustNotOnMove,
    DrawOffered,      // colour: the offerer
    DrawDeclined,     // colour: who declined
    DrawOfferLapsed,  // to the offerer
    NoDrawOffered,
    ClaimNotOnMove,
    ClaimVerdict,      // colour: the claimant, claim, verdict, move (optional): to the arbiter
    ClaimStopsClocks,  // colour: the claimant
    // The scoresheets and the reconciliation (F2.5, F2.7, F2.8).
    SheetReadBack,  // sheet_line: his entry as read
    SheetEmpty,
    SheetErased,       // sheet_line: the entry struck out, as it read
    ReconcileWait,     // to the players while the arbiter decides
    ReconcileReport,   // reconciliation, colour: the VI player's (to the arbiter)
    ReconcileConfirm,  // to the arbiter: how he decides
    ReconcileDone,     // reconciliation, board: what the player at it does now
    ReconcileKept,     // the arbiter kept the game
    ReconcileVoid,     // to the arbiter: a move was made while he decided
    Refused,           // refusal: an input the table could not use, told to whoever gave it
    // Keep Refused last: kNoticeKinds counts up to it.
  };
  enum class Claim : std::uint8_t { Repetition, FiftyMoves };           // Articles 9.2, 9.3
  enum class Verdict : std::uint8_t { Correct, Incorrect, Forfeited };  // 9.4: forfeited by a touch

  Kind kind;
  Color colour = Color::White;
  Color other_colour = Color::White;
  Square square = kNoSquare;
  PieceType piece = PieceType::None;
  Color board = Color::White;  // whose board
  std::optional<MadeMove> move{};
  std::optional<MadeMove> other{};
  std::vector<MadeMove> choices{};
  std::vector<CorrectionStep> steps{};
  int number = 0;
  Millis amount = 0;
  std::string text{};   // a result ("1-0"), or what a player wrote
  std::string words{};  // what a player said, as he said it
  GameEnd ending = GameEnd::None;
  ClockReason clock_reason = ClockReason::None;
  std::optional<answer::Time> time{};
  Claim claim = Claim::Repetition;
  Verdict verdict = Verdict::Correct;
  std::optional<Misreading> misreading{};
  std::optional<answer::SheetLine> sheet_line{};
  std::shared_ptr<const Reconciliation> reconciliation{};  // shared, never changed: compared by identity
  std::optional<Refusal> refusal{};
  bool operator==(const Notice&) const = default;
};
inline constexpr int kNoticeKinds = int(Notice::Kind::Refused) + 1;

// An input the table did not take, told to whoever gave it: a warning in the log (issue 48,
// item 14; docs/user-guide.md, the log).
constexpr bool refuses_input(Notice::Kind kind) {
  using K = Notice::Kind;
  switch (kind) {
    case K::PressCaptureLeft:
    case K::PressNotOnBoard:
    case K::PressWordsGaveNoMove:
    case K::PressNotAnnounced:
    case K::PressNoMove:
    case K::NotYourMove:
    case K::MoveAlreadyMade:
    case K::MadeAwaitsPress:
    case K::TooLateToCorrect:
    case K::Misheard:
    case K::GameHasEnded:
    case K::GameWaitsForArbiter:
    case K::RoundNotStarted:
    case K::AdjustNotOnMove:
    case K::NoDrawOffered:
    case K::ClaimNotOnMove:
    case K::Refused: return true;
    default: return false;
  }
}

}  // namespace twinboard
