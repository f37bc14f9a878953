// Writes PGN export format: seven tag roster, movetext wrapped under 80 columns.
#include <algorithm>
#include <array>

#include "pgn.h"
#include "work_counts.h"

namespace twinboard {
namespace {

constexpr std::array<std::string_view, 7> kSevenTagRoster = {"Event", "Site",  "Date",  "Round",
                                                             "White", "Black", "Result"};

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

 private:
  void flush() {
    if (!line_.empty()) out_ += line_ + '\n';
    line_.clear();
  }
  std::string out_, line_;
};

std::string move_number(const Position& before, bool force) {
  if (before.side_to_move() == Color::White) return std::to_string(before.fullmove_number()) + ".";
  return force ? std::to_string(before.fullmove_number()) + "..." : std::string();
}

void write_line(MovetextWriter& w, Position position, const std::vector<PgnMove>& moves) {
  bool force_number = true;
  for (const PgnMove& m : moves) {
    w.comment(m.comment_before);
    if (auto number = move_number(position, force_number); !number.empty()) w.token(number);
    Position before = position;
    if (m.move.is_null()) {
      w.token("--");
      position.play_null();
    } else {
      auto checked = legal(position, m.move);
      if (!checked) return;  // cannot happen for games the reader built
      w.token(san(position, m.move));
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
  }
}

}  // namespace

std::string write_pgn(const PgnGame& game) {
  count_work(&WorkCounts::pgn_written);
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
  MovetextWriter w;
  w.comment(game.intro_comment);
  write_line(w, game.start_position(), game.moves);
  w.token(game.result);
  return out + w.finish();
}

}  // namespace twinboard
