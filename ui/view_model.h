// What the window shows, computed from the table and its recent effects: pure, so the
// layout's content is tested without drawing anything.
#pragma once

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <vector>

#include "core/phrasebook.h"
#include "core/table.h"

namespace twinboard::ui {

struct ShownBoard {
  std::string title;               // "White's board"
  std::array<Piece, 64> pieces{};  // as sensed (a peg board: the pieces twinboard believes are there)
  Bitboard occupied = 0;
  Bitboard differs = 0;  // squares that differ from the official position
  bool sensed = true;    // a board without sensors shows the official position
  bool operator==(const ShownBoard&) const = default;
};

struct ViewModel {
  // The window speaks its reader's language (his vocabulary's): its labels and colours.
  WindowPhrases words = phrasebook(Language::English).window;
  std::array<std::string, 2> colours{"White", "Black"};
  std::array<ShownBoard, 3> boards;  // White's, official, Black's (left to right)
  // The side the official game is drawn from: the reader's (a low-vision player's large
  // print), White's for the arbiter. Each player's own board is drawn from his side.
  Color seen_from = Color::White;
  std::string pending;  // the move coming together, in SAN; empty if none
  std::string to_move;  // "White to move"
  // Issue 35, item 9: what is going on, in one line: waiting for the arbiter's start, the
  // clocks stopped by him, whose move, or the result; and who plays, in which round.
  std::string state;
  std::string heading;  // "White: Radjabov – Black: Carlsen, round 3"; empty without names
  bool clock_in_use = false;
  Millis white_ms = 0, black_ms = 0;
  std::optional<Color> running;
  std::string last_announcement;                   // F2.10: the last move said to a player, with to whom
  std::vector<std::string> touches;                // the latest touches, newest last
  std::array<std::vector<std::string>, 2> sheets;  // the latest scoresheet lines per colour
  std::string result;                              // "1-0 (checkmate)" once over
  std::string braille_line;                        // the cells the VI player is typing (Unicode braille)
  std::string caption;                             // D.2.11: the last words said, for a hearing-impaired player
};

// Whether two models draw the same picture (issue 50: the window is drawn again only when
// what it shows changed): the same in every field, the clocks to the second they show. Its
// words go with its reader's language, which its colours and lines show too.
bool same_picture(const ViewModel& a, const ViewModel& b);

// Issue 48, item 11: a draw offered to a player who does not hear it as the VI player does
// (sighted or low-vision) waits on the window's state line for his Y or N; this is what his
// key says for him (the words of acceptance or refusal, understood in every language). None
// when no draw is offered to such a player.
std::optional<Announce> window_draw_answer(const Table& table, bool accept);

// Keeps the effects the window needs (announcements, touches) as they come.
class EffectMemory {
 public:
  // Facts, with their words as he heard them (in the listener's language) when the one who
  // notes them has them already; else worded when the window is drawn.
  struct Said {
    Listener listener;
    Notice notice;
    std::string words;  // empty: not worded yet
  };
  struct Touch {
    Color board;
    Square square;
  };
  // `words`: what the effect tells whom it concerns, in his words (an announcement in its
  // listener's, a caption in the words of the player it is shown to), when made already
  // (issue 50: the window words nothing on each frame); empty: worded when drawn.
  void note(const Effect& effect, std::string words = {});
  // F2.10: whether a thing said is the window's last announcement (a move said to a player).
  static bool kept(const Speak& said) { return said.listener != Listener::Arbiter && said.priority == Priority::Move; }
  const std::optional<Said>& last_announcement() const { return last_announcement_; }
  const std::deque<Touch>& touches() const { return touches_; }
  const std::optional<Caption>& caption() const { return caption_; }
  const std::string& caption_words() const { return caption_words_; }  // empty: not worded yet
  // How many effects it has kept (a window draws again only after this moved, issue 50).
  std::uint64_t notes() const { return notes_; }

 private:
  std::optional<Caption> caption_;
  std::string caption_words_;
  std::uint64_t notes_ = 0;
  std::optional<Said> last_announcement_;
  std::deque<Touch> touches_;
};

// In `reader`'s language and from his side: the arbiter's, or a player's when he reads the large print.
ViewModel view_model(const Table& table, const EffectMemory& memory, Millis now, Listener reader = Listener::Arbiter);
// The players' names and the round from the game's PGN tags, in the model's words.
std::string heading(const std::vector<std::pair<std::string, std::string>>& tags, const ViewModel& model);

}  // namespace twinboard::ui
