// The words for the table's facts, made for one listener at the edge: the speech and braille
// of each player, the window, the log and the hall word a refusal, a board's correction, an
// impossible move, a query's answer or anything else it tells (a notice) here, each in the
// language of the listener's vocabulary. The table emits
// the facts (table_events.h) and compares them, never their words.
#pragma once

#include <string>
#include <vector>

#include "correction_step.h"
#include "notice.h"
#include "query_answer.h"
#include "refusal.h"
#include "table_events.h"
#include "table_phrases.h"
#include "vocabulary.h"

namespace twinboard {

// Why the input was refused: "the clocks are not running".
std::string refusal_words(const Refusal& refusal, const Vocabulary& vocabulary);
// What the one who gave it hears: for an arbiter's order "Not done: the clocks are not
// running", otherwise the reason alone.
std::string refusal_told(const Refusal& refusal, const Vocabulary& vocabulary);

// A board's steps alone are worded by say_steps (table_phrases.h).
std::string divergence_words(const Divergence& off, const Vocabulary& vocabulary);
std::string instruct_words(const Instruct& should, const Vocabulary& vocabulary);
std::string illegal_words(const Illegal& illegal, const Vocabulary& vocabulary);

// What the table tells a listener (notice.h), in his words: "Springer Felix drei", "Remis
// angeboten von Weiß", "Nicht ausgeführt: die Uhren laufen nicht".
std::string notice_words(const Notice& notice, const Vocabulary& vocabulary);
// Issue 48, item 13: "Taken: knight f3", the announcement a Cue took, as his terminal shows it;
// empty for a cue that took none (a clock press).
std::string taken_words(const Cue& cue, const Vocabulary& vocabulary);
// D.2.11: the VI player's words shown to a hearing-impaired opponent, in that opponent's language.
std::string caption_words(const Caption& caption, const Vocabulary& vocabulary);

// A query's answer (query_answer.h): "Weiß: verbraucht zwei Minuten, ...", "Springer g1, ...".
std::string answer_words(const QueryAnswer& answer, const Vocabulary& vocabulary);
// One scoresheet line read back: "12, Weiß: Springer f3" (F2.5).
std::string sheet_line_words(const answer::SheetLine& line, const Vocabulary& vocabulary);
// An entry struck out, as it read: the move it was ("Bauer Eva sechs"), or what was written
// where it read as none; braille cells never (the line read back, without them).
std::string struck_entry_words(const answer::SheetLine& line, const Vocabulary& vocabulary);

}  // namespace twinboard
