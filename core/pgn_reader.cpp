// Reads PGN in one pass: tags, then movetext tokens played on the board as they come.
#include <algorithm>
#include <array>
#include <charconv>

#include "pgn.h"

namespace twinboard {
namespace {

// What each byte is to the reader, looked up once per byte rather than compared with a
// dozen characters: the reader looks at every byte of the file.
enum ByteClass : std::uint8_t { kSpace = 1, kDelimiter = 2, kDigit = 4, kNameChar = 8 };
constexpr std::array<std::uint8_t, 256> kByteClass = [] {
  std::array<std::uint8_t, 256> classes{};
  for (unsigned char c : std::string_view(" \t\n\r\f\v")) classes[c] |= kSpace | kDelimiter;
  for (unsigned char c : std::string_view("{}();[]$\"")) classes[c] |= kDelimiter;  // they end a move token
  for (int c = '0'; c <= '9'; ++c) classes[c] |= kDigit | kNameChar;
  for (int c = 'a'; c <= 'z'; ++c) classes[c] |= kNameChar;
  for (int c = 'A'; c <= 'Z'; ++c) classes[c] |= kNameChar;
  classes['_'] |= kNameChar;
  return classes;
}();
bool is_space(char c) { return kByteClass[static_cast<unsigned char>(c)] & kSpace; }
bool is_digit(char c) { return kByteClass[static_cast<unsigned char>(c)] & kDigit; }
bool is_delimiter(char c) { return kByteClass[static_cast<unsigned char>(c)] & kDelimiter; }
// A tag name's characters: ASCII letters, digits and '_'.
bool is_name_char(char c) { return kByteClass[static_cast<unsigned char>(c)] & kNameChar; }

constexpr std::pair<std::string_view, int> kSuffixNags[] = {{"!", 1},  {"?", 2},  {"!!", 3},
                                                            {"??", 4}, {"!?", 5}, {"?!", 6}};

bool is_standard_variant(std::string_view v) {
  std::string lower(v);
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  return lower.empty() || lower == "standard" || lower == "chess" || lower == "normal" || lower == "from position" ||
         lower == "fromposition";
}

// One line of play being read: where it stands and where its last move started.
struct Line {
  std::vector<PgnMove>* moves;
  Position before_last;
  Position now;
  int ply;                      // plies played from the game's start to `now`
  std::string leading_comment;  // a comment before the line's first move
};

// Adds a move to a line, handing it the comment that came before it. When the moves are not
// kept, a line holds its last move alone (what a variation after it needs), and that one is
// used again unless a variation hangs on it: it holds nothing else, as no comment or NAG is
// kept, and making a new one each time was a tenth of reading.
PgnMove& add_move(Line& line, bool keep) {
  if (!keep && !line.moves->empty()) {
    PgnMove& last = line.moves->back();
    if (last.variations.empty()) {
      last.move = Move();
      return last;
    }
    line.moves->clear();
  }
  PgnMove& added = line.moves->emplace_back();
  if (!line.leading_comment.empty()) {
    added.comment_before = std::move(line.leading_comment);
    line.leading_comment.clear();
  }
  return added;
}

}  // namespace

std::optional<std::int64_t> parse_clock(std::string_view text) {
  // Up to three parts h:mm:ss, counted from the right; the seconds may have a fraction.
  std::int64_t total_seconds = 0;
  std::size_t i = 0;
  for (int part = 0; part < 3; ++part) {
    std::size_t start = i;
    std::int64_t value = 0;
    while (i < text.size() && is_digit(text[i])) {
      value = value * 10 + (text[i++] - '0');
      if (value > 1'000'000'000) return std::nullopt;  // no clock holds that much; keeps the sum in range
    }
    if (i == start) return std::nullopt;
    total_seconds = total_seconds * 60 + value;
    if (i < text.size() && text[i] == ':') ++i;
    else break;
  }
  std::int64_t ms = total_seconds * 1000;
  if (i < text.size() && text[i] == '.') {
    std::int64_t scale = 100;
    for (++i; i < text.size() && is_digit(text[i]); ++i, scale /= 10) ms += (text[i] - '0') * scale;
  }
  return ms;
}

std::string format_clock(std::int64_t ms) {
  std::int64_t seconds = ms / 1000;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld", static_cast<long long>(seconds / 3600),
                static_cast<long long>(seconds / 60 % 60), static_cast<long long>(seconds % 60));
  return buffer;
}

std::string_view PgnGame::tag(std::string_view name) const {
  for (const auto& [n, v] : tags)
    if (n == name) return v;
  return {};
}

void PgnGame::set_tag(std::string_view name, std::string value) {
  for (auto& [n, v] : tags)
    if (n == name) {
      v = std::move(value);
      return;
    }
  tags.emplace_back(std::string(name), std::move(value));
}

Position PgnGame::start_position() const {
  if (start_fen.empty()) return Position::start();
  return Position::from_fen(start_fen).value();
}

PgnReader::PgnReader(std::string_view text, PgnReadOptions options) : text_(text), options_(options) {
  if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;
}

std::optional<PgnRecord> PgnReader::next() {
  const std::string_view t = text_;
  // Where the reader is, in a local variable written back to pos_ on return: kept in the member
  // itself, it was stored to memory at every byte (any char read might have been that member).
  std::size_t i = pos_;
  auto at_line_start = [&](std::size_t k) { return k == 0 || t[k - 1] == '\n' || t[k - 1] == '\r'; };
  auto skip_line = [&] {
    while (i < t.size() && t[i] != '\n') ++i;
  };
  // Whitespace and `%` escape lines between tokens.
  auto skip_blank = [&] {
    while (i < t.size()) {
      if (is_space(t[i])) ++i;
      else if (t[i] == '%' && at_line_start(i)) skip_line();
      else break;
    }
  };

  skip_blank();
  // Stray text between games (a lone result, garbage) is skipped up to the next tag line.
  while (i < t.size() && t[i] != '[' &&
         !(is_digit(t[i]) || std::isalpha(static_cast<unsigned char>(t[i])) || t[i] == '{' || t[i] == ';' ||
           t[i] == '(' || t[i] == '*')) {
    skip_line();
    skip_blank();
  }
  if (i >= t.size()) {
    pos_ = i;
    return std::nullopt;
  }

  PgnRecord record;
  record.index = ++games_;
  PgnGame& game = record.game;
  bool failed = false;
  auto fail = [&](int ply, std::string_view token, std::string reason) {
    if (failed) return;
    failed = true;
    record.kind = PgnRecord::Kind::Error;
    record.ply = ply;
    record.token = std::string(token.substr(0, 40));
    record.reason = std::move(reason);
  };

  // Tag pairs: [Name "value"], blank lines allowed between them.
  while (i < t.size() && t[i] == '[') {
    std::size_t open = i++;
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
    std::size_t name_start = i;
    while (i < t.size() && is_name_char(t[i])) ++i;
    std::string name(t.substr(name_start, i - name_start));
    while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
    std::string value;
    bool good = !name.empty() && i < t.size() && t[i] == '"';
    if (good) {
      // Up to the closing quote, a run at a time; \" and \\ stand for " and \.
      for (++i; i < t.size() && t[i] != '"' && t[i] != '\n';) {
        const std::size_t run = i;
        while (i < t.size() && t[i] != '"' && t[i] != '\n' && t[i] != '\\') ++i;
        value.append(t.substr(run, i - run));
        if (i < t.size() && t[i] == '\\') {
          if (i + 1 < t.size() && (t[i + 1] == '"' || t[i + 1] == '\\')) ++i;
          value += t[i++];
        }
      }
      good = i < t.size() && t[i] == '"';
      if (good) ++i;
      while (i < t.size() && (t[i] == ' ' || t[i] == '\t')) ++i;
      good = good && i < t.size() && t[i] == ']';
      if (good) ++i;
    }
    if (!good) {
      std::size_t end = t.find('\n', open);
      std::string_view bad = t.substr(open, (end == std::string_view::npos ? t.size() : end) - open);
      while (!bad.empty() && bad.back() == '\r') bad.remove_suffix(1);
      fail(0, bad, "a tag must read [Name \"value\"]");
      i = open;
      skip_line();
    } else {
      game.tags.emplace_back(std::move(name), std::move(value));
    }
    skip_blank();
  }

  bool skipping = false;
  if (std::string_view variant = game.tag("Variant"); !is_standard_variant(variant)) {
    skipping = true;
    record.kind = PgnRecord::Kind::Skipped;
    record.reason = "variant '" + std::string(variant) + "' is not standard chess";
  }
  std::optional<Position> start;
  if (std::string_view fen = game.tag("FEN"); !fen.empty() && !skipping) {
    auto position = Position::from_fen(fen);
    if (!position) {
      fail(0, fen, "the FEN tag is not a possible position: " + position.error().front());
    } else {
      start = *position;
      game.start_fen = std::string(fen);
    }
  }
  if (!start) start = Position::start();

  std::vector<Line> lines;
  if (options_.keep_moves) game.moves.reserve(128);
  lines.push_back(Line{&game.moves, *start, *start, 0, {}});
  std::string* pending_comment = &game.intro_comment;  // where the next comment goes
  PgnMove* last_move = nullptr;

  auto add_comment = [&](std::string_view text) {
    if (!options_.keep_moves) return;
    // Trim and join with a space.
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    if (text.empty()) return;
    if (last_move && lines.size() == 1) {
      if (auto clk = text.find("[%clk"); clk != std::string_view::npos) {
        std::size_t s = clk + 5;
        while (s < text.size() && text[s] == ' ') ++s;
        if (auto ms = parse_clock(text.substr(s))) last_move->clock_ms = *ms;
      }
    }
    if (!pending_comment->empty()) *pending_comment += ' ';
    pending_comment->append(text);
  };

  bool finished = false;
  while (!finished) {
    skip_blank();
    if (i >= t.size()) {
      if (lines.size() > 1) fail(lines.back().ply + 1, "(", "a variation is not closed with ')'");
      break;  // a game cut off without a result still counts what it has
    }
    const char c = t[i];
    Line& line = lines.back();
    if (c == '[' && at_line_start(i)) {
      if (lines.size() > 1) fail(line.ply + 1, "(", "a variation is not closed with ')'");
      break;  // the next game's tags: this one had no result
    }
    if (c == '{') {
      std::size_t close = t.find('}', i + 1);
      std::size_t end = close == std::string_view::npos ? t.size() : close;
      if (!skipping) add_comment(t.substr(i + 1, end - i - 1));
      if (close == std::string_view::npos) fail(line.ply + 1, "{", "a comment is not closed with '}'");
      i = end + 1;
      continue;
    }
    if (c == ';') {
      std::size_t start_comment = ++i;
      skip_line();
      if (!skipping) add_comment(t.substr(start_comment, i - start_comment));
      continue;
    }
    if (c == '(') {
      ++i;
      // Variations within variations are a tree; a deep one would exhaust the stack when it
      // is taken apart, so the depth is limited (no real game comes near it).
      constexpr std::size_t kMaxDepth = 256;
      if (!skipping && !failed && last_move && lines.size() > kMaxDepth)
        fail(line.ply + 1, "(", "variations nested deeper than " + std::to_string(kMaxDepth));
      if (skipping || failed || !last_move) {
        if (!skipping && !last_move) fail(line.ply + 1, "(", "a variation needs a move before it to replace");
        Line copy{line.moves, line.before_last, line.now, line.ply, {}};
        lines.push_back(std::move(copy));
        pending_comment = &lines.back().leading_comment;  // the push may have moved every Line
        continue;
      }
      last_move->variations.emplace_back();
      Line variation{&last_move->variations.back(), line.before_last, line.before_last, line.ply - 1, {}};
      lines.push_back(std::move(variation));
      last_move = nullptr;
      pending_comment = &lines.back().leading_comment;
      continue;
    }
    if (c == ')') {
      ++i;
      if (lines.size() == 1) {
        fail(line.ply + 1, ")", "')' closes no variation");
        continue;
      }
      lines.pop_back();
      std::vector<PgnMove>& outer = *lines.back().moves;
      last_move = outer.empty() ? nullptr : &outer.back();
      pending_comment = last_move ? &last_move->comment : &game.intro_comment;
      continue;
    }
    if (c == '$') {
      std::size_t start_nag = ++i;
      while (i < t.size() && is_digit(t[i])) ++i;
      int nag = 0;
      std::from_chars(t.data() + start_nag, t.data() + i, nag);
      if (i == start_nag || nag > 255)
        fail(line.ply + 1, t.substr(start_nag - 1, i - start_nag + 1), "a NAG is $ and a number 0-255");
      else if (last_move && !skipping && options_.keep_moves) last_move->nags.push_back(nag);
      continue;
    }
    // A word: move number, result, move, or suffix annotation.
    std::size_t start_word = i;
    while (i < t.size() && !is_delimiter(t[i])) ++i;
    // "e8(Q)": a promotion written with parentheses, not a variation.
    if (i + 2 < t.size() && t[i] == '(' && t[i + 2] == ')' && i > start_word && is_digit(t[i - 1]) &&
        std::string_view("QRBNDTLSCF").find(t[i + 1]) != std::string_view::npos)
      i += 3;
    std::string_view word(t.data() + start_word, i - start_word);  // in range: no substr, whose check is a call
    if (word.empty()) {                                            // a stray delimiter such as ']' or '"' or '}'
      fail(line.ply + 1, t.substr(i, 1), "unexpected character");
      ++i;
      continue;
    }
    const char first = word.front();
    const bool may_be_result = first == '0' || first == '1' || first == '*' || first == '\xC2';
    if (may_be_result && (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*" || word == "½-½")) {
      if (lines.size() == 1) {
        game.result = word == "½-½" ? "1/2-1/2" : std::string(word);
        finished = true;
      } else {
        fail(line.ply + 1, word, "a result inside a variation");
      }
      continue;
    }
    // Move numbers: "12." "12..." and the same glued to the move ("1.d4").
    std::size_t digits = 0;
    while (digits < word.size() && is_digit(word[digits])) ++digits;
    if (digits > 0 && digits < word.size() && word[digits] == '.') {
      std::size_t dots = digits;
      while (dots < word.size() && word[dots] == '.') ++dots;
      word.remove_prefix(dots);
      if (word.empty()) continue;
    } else if (digits == word.size()) {
      continue;  // a bare move number without dots
    }
    if (first == '!' || first == '?') {
      auto nag =
          std::find_if(std::begin(kSuffixNags), std::end(kSuffixNags), [&](const auto& p) { return p.first == word; });
      if (nag != std::end(kSuffixNags)) {
        if (last_move && !skipping && options_.keep_moves) last_move->nags.push_back(nag->second);
        continue;
      }
    }
    if (skipping || failed) continue;

    const int ply = line.ply + 1;
    const bool may_be_null = first == '-' || first == 'Z' || first == '0' || first == '@';
    if (may_be_null && (word == "--" || word == "Z0" || word == "0000" || word == "@@@@")) {
      if (lines.size() == 1) {
        fail(ply, word, "a null move is allowed only inside a variation");
        continue;
      }
      if (line.now.in_check()) {
        fail(ply, word, "a null move while in check");
        continue;
      }
      line.before_last = line.now;
      line.now.play_null();
      line.ply = ply;
      last_move = &add_move(line, options_.keep_moves);
      pending_comment = &last_move->comment;
      continue;
    }
    auto reading = read_san(line.now, word, *options_.letters, options_.strict ? SanSigns::Check : SanSigns::Ignore);
    if (!reading) {
      fail(ply, word, reading.error().message);
      continue;
    }
    if (!reading->remarks.empty()) {
      fail(ply, word, std::string(describe(reading->remarks.front())));
      continue;
    }
    line.before_last = line.now;
    line.now.play(reading->move);
    line.ply = ply;
    last_move = &add_move(line, options_.keep_moves);
    last_move->move = reading->move;
    pending_comment = &last_move->comment;
  }
  record.main_line_plies = std::size_t(lines.front().ply);
  if (!options_.keep_moves) game.moves.clear();  // the last move, kept for what followed it
  pos_ = i;
  return record;
}

}  // namespace twinboard
