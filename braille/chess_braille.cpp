#include "chess_braille.h"

#include <algorithm>
#include <optional>

namespace twinboard::braille {
namespace {

// BRF: the character for each of the 64 cells, indexed by dots (North American ASCII braille).
constexpr std::string_view kBrf = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)=";

constexpr Cell kNumberSign = dots("3456");
constexpr Cell kLetterO = dots("135");
constexpr Cell kLetterN = dots("1345");

void push(Cells& out, const Cells& more) { out.insert(out.end(), more.begin(), more.end()); }

}  // namespace

const BrailleSigns& default_signs() {
  static const BrailleSigns kSigns;
  return kSigns;
}

Cells number_cells(int number, const BrailleSigns& signs) {
  Cells out;
  for (char d : std::to_string(number)) out.push_back(signs.digits[d - '0']);
  return out;
}

Cells figure_cells(std::string_view text, const BrailleSigns& signs) {
  Cells out;
  for (char c : text) {
    if (c >= '0' && c <= '9') out.push_back(signs.digits[c - '0']);
    else if (c == ':') out.push_back(signs.time_separator);
    else if (c == '-') out.push_back(signs.hyphen);
    else if (c == '/') out.push_back(signs.slash);
    else out.push_back(0);
  }
  return out;
}

Cells move_cells(const SanParts& p, const BrailleSigns& signs) {
  Cells out;
  const bool check = p.check == SanParts::Check::Check;
  const Cell sign = p.capture && check ? signs.capture_check : p.capture ? signs.capture : check ? signs.check : 0;
  if (p.castling != SanParts::Castling::None) {
    out = {signs.castle_zero, signs.hyphen, signs.castle_zero};
    if (p.castling == SanParts::Castling::Queenside) push(out, {signs.hyphen, signs.castle_zero});
    if (check) out.push_back(signs.check);
  } else {
    if (p.piece != PieceType::Pawn) out.push_back(signs.pieces[int(p.piece)]);
    if (p.from_file >= 0) out.push_back(signs.files[p.from_file]);
    if (p.from_rank >= 0) out.push_back(signs.digits[p.from_rank + 1]);
    // The sign stands between the piece (or the capturing pawn's file) and the target;
    // a plain pawn move has nothing before it, so the sign comes first.
    if (sign) out.push_back(sign);
    out.push_back(signs.files[file_of(p.to)]);
    out.push_back(signs.digits[rank_of(p.to) + 1]);
    if (p.promotion != PieceType::None) out.push_back(signs.pieces[int(p.promotion)]);
  }
  if (p.check == SanParts::Check::Mate) push(out, signs.mate);
  return out;
}

Cells move_cells(const Position& position, LegalMove move, const BrailleSigns& signs) {
  return move_cells(san_parts(position, move), signs);
}

Result<LegalMove, std::string> read_move_cells(const Position& position, const Cells& input,
                                               const BrailleSigns& signs) {
  Cells cells;
  // UEB digits: the number sign and the upper cells a-j stand for lower digits.
  for (std::size_t i = 0; i < input.size(); ++i) {
    if (input[i] == kNumberSign) {
      while (i + 1 < input.size()) {
        const int letter =
            index_in(std::array<Cell, 10>{dots("1"), dots("12"), dots("14"), dots("145"), dots("15"), dots("124"),
                                          dots("1245"), dots("125"), dots("24"), dots("245")},
                     input[i + 1]);
        if (letter < 0) break;
        cells.push_back(signs.digits[(letter + 1) % 10]);
        ++i;
      }
      continue;
    }
    if (input[i] != 0) cells.push_back(input[i]);  // blank cells carry nothing
  }
  // Signs are not needed to find the move: mate at the end, capture and check anywhere.
  if (cells.size() > signs.mate.size() && std::equal(signs.mate.rbegin(), signs.mate.rend(), cells.rbegin()))
    cells.resize(cells.size() - signs.mate.size());
  std::erase_if(cells, [&](Cell c) { return c == signs.capture || c == signs.check || c == signs.capture_check; });
  if (cells.empty()) return Failure{std::string("no move in these cells")};

  const MoveList legal_moves(position);
  // Castling: zeros (or the letter o) with hyphens.
  if (std::all_of(cells.begin(), cells.end(),
                  [&](Cell c) { return c == signs.castle_zero || c == kLetterO || c == signs.hyphen; })) {
    const auto zeros = std::count_if(cells.begin(), cells.end(), [&](Cell c) { return c != signs.hyphen; });
    for (LegalMove m : legal_moves)
      if (m.move().kind() == Move::Kind::Castling && (file_of(m.move().to()) == 6) == (zeros == 2)) return m;
    if (zeros == 2 || zeros == 3) return Failure{std::string("castling is not possible here")};
  }
  // A Black isolated move's hyphen in front.
  if (cells.front() == signs.hyphen) cells.erase(cells.begin());

  // ICCF numbers: file and rank digits, from then to (5254 = e2e4), a fifth for promotion.
  std::vector<int> numeric;
  for (Cell c : cells) numeric.push_back(index_in(signs.digits, c));
  if ((cells.size() == 4 || cells.size() == 5) &&
      std::none_of(numeric.begin(), numeric.end(), [](int d) { return d < 1 || d > 8; })) {
    const Square from = make_square(numeric[0] - 1, numeric[1] - 1), to = make_square(numeric[2] - 1, numeric[3] - 1);
    constexpr PieceType kIccfPromotion[] = {PieceType::None, PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                                            PieceType::Knight};
    const PieceType promotion = cells.size() == 5 && numeric[4] <= 4 ? kIccfPromotion[numeric[4]] : PieceType::None;
    for (LegalMove m : legal_moves)
      if (m.move().from() == from && m.move().to() == to && m.move().promotion() == promotion) return m;
    return Failure{std::string("no such move from those numbers")};
  }

  // [piece] [from file] [from rank] file rank [promotion]; read every way the cells allow
  // (b is a bishop or the b-file, n a knight) and keep the legal moves that fit.
  struct Reading {
    PieceType piece = PieceType::Pawn;
    int from_file = -1, from_rank = -1;
    Square to = kNoSquare;
    PieceType promotion = PieceType::None;
  };
  auto piece_of = [&](Cell c, bool english_too) -> PieceType {
    const int i = index_in(signs.pieces, c);
    if (i > 0) return PieceType(i);
    if (english_too && c == kLetterN) return PieceType::Knight;
    if (english_too && c == signs.files[1]) return PieceType::Bishop;  // b: only where a file makes no sense
    return PieceType::None;
  };
  auto read_as = [&](bool english_letters) {
    std::vector<Reading> readings;
    for (bool lead_is_piece : {false, true}) {
      Reading r;
      std::size_t i = 0;
      if (lead_is_piece) {
        r.piece = piece_of(cells[0], english_letters);
        if (r.piece == PieceType::None) continue;
        i = 1;
      }
      Cells rest(cells.begin() + long(i), cells.end());
      if (rest.size() >= 3 && piece_of(rest.back(), false) != PieceType::None) {
        r.promotion = piece_of(rest.back(), false);
        rest.pop_back();
      }
      if (rest.size() < 2) continue;
      const int file = index_in(signs.files, rest[rest.size() - 2]);
      const int rank = index_in(signs.digits, rest.back());
      if (file < 0 || rank < 1 || rank > 8) continue;
      r.to = make_square(file, rank - 1);
      bool ok = true;
      for (std::size_t k = 0; k + 2 < rest.size(); ++k) {
        if (const int f = index_in(signs.files, rest[k]); f >= 0 && r.from_file < 0) r.from_file = f;
        else if (const int d = index_in(signs.digits, rest[k]); d >= 1 && d <= 8 && r.from_rank < 0)
          r.from_rank = d - 1;
        else ok = false;
      }
      // A whole from-square without a piece letter: coordinates (g1f3), any piece.
      if (!lead_is_piece && r.from_file >= 0 && r.from_rank >= 0) r.piece = PieceType::None;
      if (ok) readings.push_back(r);
    }
    return readings;
  };
  std::vector<Reading> readings;
  std::vector<LegalMove> fits;
  // The code's own letters first; the English n and b only when they make the only sense.
  for (bool english_letters : {false, true}) {
    readings = read_as(english_letters);
    for (const Reading& r : readings)
      for (LegalMove m : legal_moves) {
        const Move mv = m.move();
        if (mv.kind() == Move::Kind::Castling) continue;
        if (r.piece != PieceType::None && type_of(position.piece_on(mv.from())) != r.piece) continue;
        if (mv.to() != r.to) continue;
        if ((r.from_file >= 0 && file_of(mv.from()) != r.from_file) ||
            (r.from_rank >= 0 && rank_of(mv.from()) != r.from_rank))
          continue;
        if (mv.promotion() != r.promotion && !(r.promotion == PieceType::None && mv.promotion() == PieceType::Queen))
          continue;
        if (std::find(fits.begin(), fits.end(), m) == fits.end()) fits.push_back(m);
      }
    if (!fits.empty()) break;
  }
  // A promotion without its piece reads as every promotion: the piece must be named.
  if (fits.size() == 1 && fits.front().move().kind() == Move::Kind::Promotion && readings.size() == 1 &&
      readings.front().promotion == PieceType::None)
    return Failure{std::string("a promotion: add the piece (Q, R, L or S)")};
  if (fits.size() == 1) return fits.front();
  if (fits.empty())
    return Failure{readings.empty() ? std::string("these cells are not a move") : std::string("no such move here")};
  std::string list;
  for (LegalMove m : fits) list += (list.empty() ? "" : ", ") + san(position, m);
  return Failure{"which one: " + list + "?"};
}

char brf_char(Cell cell) { return kBrf[cell & 63]; }

Scoresheet::Reading read_braille_entry(const Position& position, std::string_view text) {
  if (text.find("\xE2\xA0") == std::string_view::npos) return std::nullopt;  // no braille cell at all
  auto cells = from_text(text);
  if (!cells) return Failure{std::string("braille cells mixed with other letters")};
  auto move = read_move_cells(position, *cells);
  if (!move) return Failure{"braille " + to_unicode(*cells) + ": " + move.error()};
  return *move;
}

std::string to_unicode(const Cells& cells) {
  std::string out;
  for (Cell c : cells) {
    const unsigned cp = 0x2800u + (c & 0xFF);
    out += char(0xE0 | (cp >> 12));
    out += char(0x80 | ((cp >> 6) & 0x3F));
    out += char(0x80 | (cp & 0x3F));
  }
  return out;
}

std::string to_brf(const Cells& cells) {
  std::string out;
  for (Cell c : cells) out += brf_char(c);
  return out;
}

std::optional<Cells> from_text(std::string_view text) {
  Cells out;
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte == 0xE2 && i + 2 < text.size() && (static_cast<unsigned char>(text[i + 1]) & 0xFC) == 0xA0) {
      const unsigned cp = ((byte & 0x0F) << 12) | ((static_cast<unsigned char>(text[i + 1]) & 0x3F) << 6) |
                          (static_cast<unsigned char>(text[i + 2]) & 0x3F);
      out.push_back(Cell(cp - 0x2800));
      i += 3;
      continue;
    }
    char c = char(byte);
    // Variants found in BRF files written by others.
    if (c >= 'a' && c <= 'z') c = char(c - 'a' + 'A');
    if (c == '`') c = '@';
    if (c == '{') c = '[';
    if (c == '|') c = '\\';
    if (c == '}') c = ']';
    if (c == '~') c = '^';
    const auto at = kBrf.find(c);
    if (at == std::string_view::npos) return std::nullopt;
    out.push_back(Cell(at));
    ++i;
  }
  return out;
}

}  // namespace twinboard::braille
