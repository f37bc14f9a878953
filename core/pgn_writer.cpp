// Writes PGN export format: seven tag roster, movetext wrapped under 80 columns.
#include <algorithm>
#include <array>

#include "pgn.h"
#include "work_counts.h"

namespace twinboard {

// Movetext lines under 80 columns, as tokens come. A mark is where the writer stood: it can go
// back there (a PGN that grows, GrowingPgn, drops what a takeback undid).
class MovetextWriter {
 public:
  void token(std::string_view text) {
    if (!line_.empty() && line_.size() + 1 + text.size() > 79) flush();
    if (!line_.empty()) line_ += ' ';
    line_ += text;
  }
  void comment(std::string_view text) {
    if (text.empty()) return;
    std::string escaped(text);
    for (char& c : escaped)
      if (c == '}') c = ')';
    token("{" + escaped + "}");
  }
  std::string finish() {
    flush();
    return std::move(out_);
  }
  struct Mark {
    std::size_t out_size = 0;
    std::string line;
  };
  Mark mark() const { return {out_.size(), line_}; }
  void back_to(const Mark& m) {
    out_.resize(m.out_size);
    line_ = m.line;
  }

 private:
  void flush() {
    if (!line_.empty()) out_ += line_ + '\n';
    line_.clear();
  }
  std::string out_, line_;
};

namespace {

constexpr std::array<std::string_view, 7> kSevenTagRoster = {"Event", "Site",  "Date",  "Round",
                                                             "White", "Black", "Result"};

std::string move_number(const Position& before, bool force) {
  if (before.side_to_move() == Color::White) return std::to_string(before.fullmove_number()) + ".";
  return force ? std::to_string(before.fullmove_number()) + "..." : std::string();
}

void write_line(MovetextWriter& w, Position position, const std::vector<PgnMove>& moves);

// One move of a line: its comment before, number, SAN, NAGs, clock and comment, variations;
// `position` goes on past it. `force_number`: whether its number must be written (a Black
// move after a comment or a variation), and after it whether the next one's must. False: a
// move not legal there (cannot happen for games the reader or the table built).
bool write_move(MovetextWriter& w, Position& position, const PgnMove& m, bool& force_number) {
  count_work(&WorkCounts::pgn_move_lines);
  w.comment(m.comment_before);
  if (auto number = move_number(position, force_number); !number.empty()) w.token(number);
  Position before = position;
  if (m.move.is_null()) {
    w.token("--");
    position.play_null();
  } else {
    auto checked = legal(position, m.move);
    if (!checked) return false;
    w.token(m.san.empty() ? san(position, m.move) : m.san);
    position.play(*checked);
  }
  for (int nag : m.nags) w.token("$" + std::to_string(nag));
  std::string comment = m.comment;
  if (m.clock_ms && comment.find("[%clk") == std::string::npos)
    comment = "[%clk " + format_clock(*m.clock_ms) + "]" + (comment.empty() ? "" : " " + comment);
  w.comment(comment);
  force_number = !comment.empty() || !m.variations.empty() || !m.nags.empty();
  for (const auto& variation : m.variations) {
    w.token("(");
    write_line(w, before, variation);
    w.token(")");
  }
  return true;
}

void write_line(MovetextWriter& w, Position position, const std::vector<PgnMove>& moves) {
  bool force_number = true;
  for (const PgnMove& m : moves)
    if (!write_move(w, position, m, force_number)) return;
}

std::string tags_text(const PgnGame& game) {
  std::string out;
  auto tag_line = [&](std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    for (char c : value) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += "\"]\n";
  };
  for (std::string_view name : kSevenTagRoster) {
    std::string_view value = name == "Result" ? std::string_view(game.result) : game.tag(name);
    tag_line(name, value.empty() ? (name == "Date" ? "????.??.??" : "?") : value);
  }
  for (const auto& [name, value] : game.tags)
    if (std::find(kSevenTagRoster.begin(), kSevenTagRoster.end(), name) == kSevenTagRoster.end()) tag_line(name, value);
  out += '\n';
  return out;
}

// The end of the movetext: the last comment and the result.
std::string finished(MovetextWriter w, const PgnGame& game) {
  w.comment(game.final_comment);
  w.token(game.result);
  return w.finish();
}

}  // namespace

std::string write_pgn(const PgnGame& game) {
  count_work(&WorkCounts::pgn_written);
  MovetextWriter w;
  w.comment(game.intro_comment);
  write_line(w, game.start_position(), game.moves);
  return tags_text(game) + finished(std::move(w), game);
}

struct GrowingPgn::Written {
  PgnMove move;
  MovetextWriter::Mark before;  // where the writer stood before the move
  Position position;            // the position before it
  bool force_number = true;     // whether its number had to be written
};

GrowingPgn::GrowingPgn() : writer_(std::make_unique<MovetextWriter>()) {}
GrowingPgn::~GrowingPgn() = default;
GrowingPgn::GrowingPgn(GrowingPgn&&) noexcept = default;
GrowingPgn& GrowingPgn::operator=(GrowingPgn&&) noexcept = default;

std::string GrowingPgn::text(const PgnGame& game) {
  if (!begun_ || game.intro_comment != intro_ || game.start_fen != start_fen_) {  // another start: all anew
    *writer_ = MovetextWriter();
    writer_->comment(game.intro_comment);
    written_.clear();
    intro_ = game.intro_comment, start_fen_ = game.start_fen;
    position_ = game.start_position();
    force_number_ = true;
    begun_ = true;
  }
  // The moves written that the game still has as they were; from the first that differs
  // (a takeback, a clock or comment added to it) the writer goes back and writes again.
  std::size_t same = 0;
  while (same < written_.size() && same < game.moves.size() && written_[same].move == game.moves[same]) ++same;
  if (same < written_.size()) {
    writer_->back_to(written_[same].before);
    position_ = written_[same].position;
    force_number_ = written_[same].force_number;
    written_.erase(written_.begin() + long(same), written_.end());
  }
  for (std::size_t i = same; i < game.moves.size(); ++i) {
    Written w{game.moves[i], writer_->mark(), position_, force_number_};
    if (!write_move(*writer_, position_, game.moves[i], force_number_)) {
      begun_ = false;  // as write_pgn: no further; the next text is written anew
      break;
    }
    written_.push_back(std::move(w));
  }
  return tags_text(game) + finished(*writer_, game);
}

}  // namespace twinboard
