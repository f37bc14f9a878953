#include "scoresheet.h"

#include <algorithm>
#include <cctype>

#include "lookalike_squares.h"
#include "san.h"
#include "text_fold.h"
#include "vocabulary.h"

namespace twinboard {

namespace {

std::string san_remarks(const std::vector<SanRemark>& remarks) {
  std::string out;
  for (SanRemark r : remarks) {
    if (!out.empty()) out += "; ";
    out += describe(r);
  }
  return out;
}

void append_remark(std::string& to, std::string_view more) {
  if (more.empty()) return;
  if (!to.empty()) to += "; ";
  to += more;
}

// A wrong piece letter ("Lf3" for Sf3) still says where the piece went: read it when
// exactly one legal move goes there (with the written promotion, if any).
std::optional<WrittenMove> read_wrong_letter(const Position& position, std::string_view text,
                                             const PieceLetters& letters) {
  auto syntax = parse_san_syntax(text, letters);
  if (!syntax || syntax->castle_file >= 0 || syntax->to == kNoSquare) return std::nullopt;
  std::optional<LegalMove> only;
  for (LegalMove m : MoveList(position)) {
    if (m.move().to() != syntax->to || m.move().kind() == Move::Kind::Castling) continue;
    if (syntax->promotion != PieceType::None && m.move().promotion() != syntax->promotion) continue;
    if (only) return std::nullopt;
    only = m;
  }
  if (!only) return std::nullopt;
  return WrittenMove{*only, "wrong piece letter: the only move to that square is " + san(position, *only)};
}

bool is_move_number(std::string_view word) {
  std::size_t digits = 0;
  while (digits < word.size() && std::isdigit(static_cast<unsigned char>(word[digits]))) ++digits;
  if (digits == 0) return false;
  for (std::size_t i = digits; i < word.size(); ++i)
    if (word[i] != '.' && word[i] != ')') return false;
  return true;
}

// The dots of each cell when `word` is all Unicode braille (U+2800..U+283F), else nothing.
std::optional<std::vector<int>> braille_cells(std::string_view word) {
  std::vector<int> cells;
  for (std::size_t i = 0; i < word.size(); i += 3) {
    if (i + 2 >= word.size() || static_cast<unsigned char>(word[i]) != 0xE2 ||
        (static_cast<unsigned char>(word[i + 1]) & 0xFC) != 0xA0)
      return std::nullopt;
    cells.push_back(((static_cast<unsigned char>(word[i + 1]) & 0x03) << 6) |
                    (static_cast<unsigned char>(word[i + 2]) & 0x3F));
  }
  if (cells.empty()) return std::nullopt;
  return cells;
}

// A move number in braille: one to three lower digits (a longer run is an ICCF move).
bool is_braille_move_number(std::string_view word) {
  static constexpr int kLowerDigits[] = {0x34, 0x02, 0x06, 0x12, 0x32, 0x22, 0x16, 0x36, 0x26, 0x14};  // 0-9
  auto cells = braille_cells(word);
  if (!cells || cells->size() > 3) return false;
  for (int c : *cells)
    if (std::find(std::begin(kLowerDigits), std::end(kLowerDigits), c) == std::end(kLowerDigits)) return false;
  return true;
}

bool is_result(std::string_view word) {
  return word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "½-½" || word == "*";
}

// A word that is a move in some letter set (a SAN form, castling, coordinates).
bool looks_like_move(std::string_view word) {
  if (braille_cells(word)) return true;  // braille cells: read by the braille notation
  for (const PieceLetters& letters : all_piece_letters())
    if (parse_san_syntax(word, letters)) return true;
  return false;
}

std::vector<std::string> words_of_line(std::string_view line) {
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    std::size_t start = i;
    while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))) ++i;
    if (i > start) words.emplace_back(line.substr(start, i - start));
  }
  return words;
}

}  // namespace

Result<WrittenMove, std::string> read_written_move(const Position& position, std::string_view text,
                                                   const PieceLetters& letters) {
  // SAN in the player's own letters first: "R" is a rook in English and a king in French.
  std::vector<const PieceLetters*> order{&letters};
  if (&letters != &english_letters()) order.push_back(&english_letters());
  for (const PieceLetters& other : all_piece_letters())
    if (&other != &letters && &other != &english_letters()) order.push_back(&other);

  std::string first_error;
  for (const PieceLetters* set : order) {
    auto reading = read_san(position, latin_squares(text), *set);  // "Сс4": a Russian bishop to c4
    if (reading) {
      std::string remark = san_remarks(reading->remarks);
      if (set != &letters) append_remark(remark, "read with the " + std::string(set->code) + " piece letters");
      return WrittenMove{reading->move, remark};
    }
    if (first_error.empty()) first_error = reading.error().message;
    if (reading.error().kind == SanError::Kind::Ambiguous && set == &letters) return Failure{reading.error().message};
  }
  for (const Vocabulary& vocabulary : all_vocabularies()) {
    auto understood = understand(position, text, vocabulary);
    if (understood) return WrittenMove{*understood, "read as spoken words"};
  }
  if (auto slip = read_wrong_letter(position, text, letters)) return *slip;
  return Failure{first_error.empty() ? std::string("not a move") : first_error};
}

Scoresheet::Scoresheet(Position start, const PieceLetters& letters) : letters_(&letters) {
  positions_.push_back(std::move(start));
}

void Scoresheet::add_reader(Reader reader) {
  readers_.push_back(std::move(reader));
  read_from(0);
}

const ScoresheetEntry& Scoresheet::write(std::string text) {
  entries_.push_back({std::move(text), std::nullopt, {}, {}});
  read_from(entries_.size() - 1);
  return entries_.back();
}

bool Scoresheet::erase_last() {
  if (entries_.empty()) return false;
  entries_.pop_back();
  if (positions_.size() > entries_.size() + 1) positions_.pop_back();
  return true;
}

bool Scoresheet::rewrite(std::size_t ply, std::string text) {
  if (ply >= entries_.size()) return false;
  entries_[ply].written = std::move(text);
  read_from(ply);
  return true;
}

Scoresheet::MoveNumber Scoresheet::move_number(std::size_t ply) const {
  const std::size_t from_white = ply + (start().side_to_move() == Color::Black ? 1 : 0);
  return {start().fullmove_number() + int(from_white / 2), from_white % 2 == 0 ? Color::White : Color::Black};
}

std::optional<WrittenMove> Scoresheet::read(const Position& position, std::string_view text, std::string* why) const {
  auto reading = read_written_move(position, text, *letters_);
  if (reading) return *reading;
  *why = reading.error();
  for (const Reader& reader : readers_) {
    const Reading other = reader(position, text);
    if (!other) continue;  // not in that notation
    if (*other) return WrittenMove{**other, {}};
    *why = other->error();  // in that notation, wrong: its reason says more
  }
  return std::nullopt;
}

// Entries from `ply` on are read again: a change early on moves every later position.
void Scoresheet::read_from(std::size_t ply) {
  if (positions_.size() > ply + 1) positions_.erase(positions_.begin() + std::ptrdiff_t(ply + 1), positions_.end());
  for (std::size_t i = ply; i < entries_.size(); ++i) {
    ScoresheetEntry& entry = entries_[i];
    entry.move.reset();
    entry.san.clear();
    entry.remark.clear();
    if (positions_.size() != i + 1) {
      entry.remark = "not read: an earlier move does not read";
      continue;
    }
    std::string why;
    const Position& before = positions_.back();
    if (auto reading = read(before, entry.written, &why)) {
      entry.move = reading->move.move();
      entry.san = san(before, reading->move);
      entry.remark = reading->remark;
      Position after = before;
      after.play(reading->move);
      positions_.push_back(std::move(after));
    } else {
      entry.remark = "does not read: " + why;
    }
  }
}

std::vector<std::string> scoresheet_entries(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);  // a UTF-8 byte-order mark
  // Comments go, even over several lines (their line breaks stay: one move a line).
  std::string uncommented;
  int depth = 0;
  for (char c : text) {
    if (c == '{') ++depth;
    if (depth == 0 || c == '\n') uncommented += c;
    if (c == '}' && depth > 0) --depth;
  }
  text = uncommented;
  std::vector<std::string> entries;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    start = end + 1;
    // Rest-of-line comments and NAGs go; what is left is moves, numbers and a result.
    if (auto semicolon = line.find(';'); semicolon != std::string::npos) line.erase(semicolon);
    std::vector<std::string> words;
    for (std::string& word : words_of_line(line)) {
      if (is_move_number(word) || is_braille_move_number(word) || is_result(word) || word[0] == '$') continue;
      // "12.e4": a number glued to the move.
      if (std::isdigit(static_cast<unsigned char>(word[0]))) {
        std::size_t dot = word.find_last_of('.');
        if (dot != std::string::npos && dot + 1 < word.size() && is_move_number(word.substr(0, dot + 1)))
          word.erase(0, dot + 1);
      }
      words.push_back(std::move(word));
    }
    if (words.empty()) continue;
    bool all_moves = true;
    for (const std::string& word : words) all_moves = all_moves && looks_like_move(word);
    if (all_moves) {
      for (std::string& word : words) entries.push_back(std::move(word));
    } else {
      std::string joined;
      for (const std::string& word : words) joined += (joined.empty() ? "" : " ") + word;
      entries.push_back(std::move(joined));
    }
  }
  return entries;
}

}  // namespace twinboard
