#include "san.h"

#include "text_fold.h"
#include "work_counts.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace twinboard {
namespace {

constexpr std::string_view kPieceNames[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }
bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool ends_with(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

std::optional<PieceType> piece_by_letter(std::string_view text, const PieceLetters& letters, std::size_t& length) {
  std::optional<PieceType> best;
  length = 0;
  for (PieceType t : kPieceTypes) {
    std::string_view l = letters.of(t);
    // A one-byte letter (most) matches by its first byte: no memcmp call, every piece move.
    if (!l.empty() && !text.empty() && l.front() == text.front() && l.size() > length &&
        (l.size() == 1 || starts_with(text, l))) {
      best = t;
      length = l.size();
    }
  }
  return best;
}

std::optional<PieceType> promotion_piece(std::string_view text, const PieceLetters& letters) {
  std::size_t length = 0;
  if (auto t = piece_by_letter(text, letters, length); t && length == text.size()) return t;
  // Lowercase Latin letters as in coordinate notation (e7e8q).
  if (text.size() == 1 && text[0] >= 'a' && text[0] <= 'z') {
    std::string upper(1, char(text[0] - 'a' + 'A'));
    if (auto t = piece_by_letter(upper, letters, length); t && length == 1) return t;
    if (auto t = piece_by_letter(upper, english_letters(), length); t && length == 1) return t;
  }
  return std::nullopt;
}

}  // namespace

Result<SanSyntax, std::string> parse_san_syntax(std::string_view text, const PieceLetters& letters) {
  SanSyntax s;
  auto quote = [original = text] { return "'" + shortened(original) + "'"; };
  // Suffixes: annotations, check and mate signs, "e.p.", in any order.
  for (bool changed = true; changed && !text.empty();) {
    changed = true;
    char c = text.back();
    if (c == '!' || c == '?' || c == ' ') text.remove_suffix(1);
    else if (c == '+') {
      s.check_sign = true;
      text.remove_suffix(1);
    } else if (c == '#') {
      s.mate_sign = true;
      text.remove_suffix(1);
    } else if (c == '.' && ends_with(text, "e.p.")) text.remove_suffix(4);
    else if (c == 'p' && ends_with(text, "ep") && text.size() > 2 && is_rank(text[text.size() - 3]))
      text.remove_suffix(2);
    else changed = false;
  }
  if (text.empty()) return Failure{quote() + " has no move in it"};

  // Castling with letter O, digit zero or lowercase o, with or without hyphens.
  if (std::all_of(text.begin(), text.end(), [](char c) { return c == 'O' || c == '0' || c == 'o' || c == '-'; })) {
    auto circles = std::count_if(text.begin(), text.end(), [](char c) { return c != '-'; });
    if (circles == 2 || circles == 3) {
      s.castle_file = circles == 2 ? 6 : 2;
      return s;
    }
    return Failure{quote() + " is not castling: write O-O or O-O-O"};
  }

  std::size_t letter_length = 0;
  if (auto t = piece_by_letter(text, letters, letter_length)) {
    s.piece = *t;
    text.remove_prefix(letter_length);
  }

  // The target square is the last file letter followed by a rank digit (looked for by hand:
  // find_last_of would call memchr for every character).
  std::size_t after_rank = text.size();
  while (after_rank > 0 && !is_rank(text[after_rank - 1])) --after_rank;
  if (after_rank < 2 || !is_file(text[after_rank - 2])) return Failure{quote() + " has no target square such as e4"};
  const std::size_t last_rank = after_rank - 1;
  s.to = make_square(text[last_rank - 1] - 'a', text[last_rank] - '1');

  std::string_view suffix = text.substr(last_rank + 1);
  if (!suffix.empty()) {
    if (suffix.front() == '=' || suffix.front() == '/') suffix.remove_prefix(1);
    else if (suffix.front() == '(' && suffix.back() == ')') suffix = suffix.substr(1, suffix.size() - 2);
    auto promotion = promotion_piece(suffix, letters);
    if (!promotion || *promotion == PieceType::King || *promotion == PieceType::Pawn)
      return Failure{quote() + ": '" + std::string(text.substr(last_rank + 1)) +
                     "' after the target square is not a promotion piece (queen, rook, bishop or knight)"};
    s.promotion = *promotion;
  }

  std::string_view prefix = text.substr(0, last_rank - 1);
  if (!prefix.empty() && (prefix.back() == 'x' || prefix.back() == ':' || prefix.back() == '-')) {
    s.capture_sign = prefix.back() != '-';
    s.has_separator = true;
    prefix.remove_suffix(1);
  }
  if (!prefix.empty() && is_file(prefix.front())) {
    s.from_file = prefix.front() - 'a';
    prefix.remove_prefix(1);
  }
  if (!prefix.empty() && is_rank(prefix.front())) {
    s.from_rank = prefix.front() - '1';
    prefix.remove_prefix(1);
  }
  if (!prefix.empty()) return Failure{quote() + ": cannot read '" + shortened(prefix) + "'"};
  s.coordinate = s.piece == PieceType::None && s.from_file >= 0 && s.from_rank >= 0;
  if (s.piece == PieceType::None && !s.coordinate) s.piece = PieceType::Pawn;
  return s;
}

namespace {

bool gives_check(const Position& position, LegalMove move, bool* mates) {
  Position after = position;
  after.play(move);
  bool check = after.in_check();
  if (mates) *mates = check && MoveList(after).empty();
  return check;
}

std::string piece_name(PieceType t) { return std::string(kPieceNames[index(t)]); }

std::string castling_refusal(const Position& pos, int castle_file) {
  Color us = pos.side_to_move();
  bool kingside = castle_file == 6;
  std::string side = kingside ? "kingside" : "queenside";
  std::uint8_t right = us == Color::White ? (kingside ? kWhiteKingside : kWhiteQueenside)
                                          : (kingside ? kBlackKingside : kBlackQueenside);
  if (!(pos.castling() & right))
    return std::string(us == Color::White ? "White" : "Black") + " may no longer castle " + side +
           ": the king or that rook has moved";
  if (pos.in_check()) return "cannot castle out of check";
  int rank = us == Color::White ? 0 : 7;
  Square king = pos.king_square(us);
  Bitboard path = attacks::between(king, make_square(kingside ? 7 : 0, rank)) & pos.occupied();
  if (path) return "cannot castle " + side + ": " + square_name(lowest(path)) + " is not empty";
  return "cannot castle " + side + ": the king would pass through or land on an attacked square";
}

// Why no legal move matches: a piece that could go there but for check, or none at all.
SanError illegal(const Position& pos, const SanSyntax& s, bool promotion_missing, bool promotion_extra) {
  auto fail = [](std::string message) { return SanError{SanError::Kind::Illegal, std::move(message), {}}; };
  const std::string target = square_name(s.to);
  if (s.castle_file >= 0) return fail(castling_refusal(pos, s.castle_file));
  if (promotion_missing)
    return fail("a pawn reaching " + target + " must promote: name the piece, for example " + target + "=Q");
  if (promotion_extra) return fail("a move to " + target + " is no promotion");
  Color us = pos.side_to_move();
  if (s.coordinate) {
    Square from = make_square(s.from_file, s.from_rank);
    Piece p = pos.piece_on(from);
    if (!is_piece(p)) return fail("there is no piece on " + square_name(from));
    if (color_of(p) != us)
      return fail(square_name(from) + " holds a " + std::string(name(color_of(p))) + " " + piece_name(type_of(p)) +
                  ", and it is " + std::string(name(us)) + "'s move");
  }
  Bitboard movers = s.coordinate ? bit(make_square(s.from_file, s.from_rank)) : pos.pieces(us, s.piece);
  if (s.from_file >= 0) movers &= file_bb(s.from_file);
  if (s.from_rank >= 0) movers &= rank_bb(s.from_rank);
  for (Bitboard b = movers; b; b &= b - 1) {
    Square from = lowest(b);
    PieceType t = type_of(pos.piece_on(from));
    if (pseudo_legal(pos, move_between(pos, from, s.to)))
      return fail("the " + piece_name(t) + " on " + square_name(from) + " cannot go to " + target +
                  (pos.in_check() ? ": it does not answer the check" : ": that would leave the king in check"));
  }
  if (s.coordinate)
    return fail("the " + piece_name(type_of(pos.piece_on(make_square(s.from_file, s.from_rank)))) + " on " +
                square_name(make_square(s.from_file, s.from_rank)) + " cannot reach " + target);
  return fail("no " + piece_name(s.piece) + " can reach " + target);
}

}  // namespace

std::string_view describe(SanRemark remark) {
  switch (remark) {
    case SanRemark::CheckSignMissing: return "the move gives check but has no '+'";
    case SanRemark::CheckSignWrong: return "'+' on a move that gives no check";
    case SanRemark::MateSignMissing: return "the move mates but has no '#'";
    case SanRemark::MateSignWrong: return "'#' on a move that does not mate";
    case SanRemark::CaptureSignMissing: return "the move captures but has no 'x'";
    case SanRemark::CaptureSignWrong: return "'x' on a move that captures nothing";
  }
  return "";
}

SanParts san_parts(const Position& pos, LegalMove legal_move) {
  count_work(&WorkCounts::san_parts);
  const Move move = legal_move;
  SanParts parts;
  const Square from = move.from(), to = move.to();
  parts.piece = type_of(pos.piece_on(from));
  parts.to = to;
  parts.en_passant = move.kind() == Move::Kind::EnPassant;
  parts.capture = is_piece(pos.piece_on(to)) || parts.en_passant;
  parts.promotion = move.promotion();
  if (move.kind() == Move::Kind::Castling) {
    parts.castling = file_of(to) == 6 ? SanParts::Castling::Kingside : SanParts::Castling::Queenside;
  } else if (parts.piece == PieceType::Pawn) {
    if (parts.capture) parts.from_file = file_of(from);
  } else {
    // Disambiguate only among legal moves of the same kind of piece to the same square.
    Color us = pos.side_to_move();
    Bitboard rivals = attacks::of(parts.piece, us, to, pos.occupied()) & pos.pieces(us, parts.piece) & ~bit(from);
    if (rivals) {
      Bitboard legal_rivals = 0;
      for (LegalMove m : MoveList(pos))
        if (m.move().to() == to && (rivals & bit(m.move().from()))) legal_rivals |= bit(m.move().from());
      if (legal_rivals) {
        if (!(legal_rivals & file_bb(file_of(from)))) parts.from_file = file_of(from);
        else if (!(legal_rivals & rank_bb(rank_of(from)))) parts.from_rank = rank_of(from);
        else parts.from_file = file_of(from), parts.from_rank = rank_of(from);
      }
    }
  }
  bool mates = false;
  if (gives_check(pos, legal_move, &mates)) parts.check = mates ? SanParts::Check::Mate : SanParts::Check::Check;
  return parts;
}

std::string san(const Position& pos, Move move, const PieceLetters& letters) {
  auto checked = legal(pos, move);
  if (!checked) return uci(move);
  return san(san_parts(pos, *checked), letters);
}

std::string san(const SanParts& parts, const PieceLetters& letters) {
  std::string out;
  if (parts.castling != SanParts::Castling::None) {
    out = parts.castling == SanParts::Castling::Kingside ? "O-O" : "O-O-O";
  } else {
    out += letters.of(parts.piece);
    if (parts.from_file >= 0) out += file_char(parts.from_file);
    if (parts.from_rank >= 0) out += rank_char(parts.from_rank);
    if (parts.capture) out += 'x';
    out += square_name(parts.to);
    if (parts.promotion != PieceType::None) {
      out += '=';
      out += letters.of(parts.promotion);
    }
  }
  if (parts.check != SanParts::Check::None) out += parts.check == SanParts::Check::Mate ? '#' : '+';
  return out;
}

Result<SanReading, SanError> read_san(const Position& pos, std::string_view text, const PieceLetters& letters,
                                      SanSigns signs) {
  auto syntax = parse_san_syntax(text, letters);
  if (!syntax) return Failure{SanError{SanError::Kind::Syntax, syntax.error(), {}}};
  const SanSyntax& s = *syntax;

  // Candidate moves straight from the attack tables; each is then checked on its own. They
  // are kept in place, not on the heap (every move read passes here): one text names pieces
  // of one kind going to one square, and at most eight of a kind can reach one square (a
  // knight from eight squares, a line piece from the first piece in each of eight directions;
  // three pawns at most), whatever the position.
  std::array<LegalMove, 8> matches;
  std::size_t match_count = 0;
  bool promotion_missing = false, promotion_extra = false;
  const Color us = pos.side_to_move();
  auto consider = [&](Move m) {
    if (auto lm = legal(pos, m)) matches[match_count++] = *lm;
  };
  auto consider_from = [&](Square from) {
    if (s.from_file >= 0 && file_of(from) != s.from_file) return;
    if (s.from_rank >= 0 && rank_of(from) != s.from_rank) return;
    const PieceType type = type_of(pos.piece_on(from));
    if (type == PieceType::Pawn && rank_of(s.to) == (us == Color::White ? 7 : 0)) {
      if (s.promotion == PieceType::None) {
        promotion_missing |= legal(pos, Move(from, s.to, Move::Kind::Promotion, PieceType::Queen)).has_value();
        return;
      }
      consider(Move(from, s.to, Move::Kind::Promotion, s.promotion));
      return;
    }
    if (s.promotion != PieceType::None) {
      promotion_extra |= legal(pos, Move(from, s.to)).has_value();
      return;
    }
    if (type == PieceType::Pawn && s.to == pos.en_passant() && file_of(from) != file_of(s.to))
      consider(Move(from, s.to, Move::Kind::EnPassant));
    else if (type == PieceType::King && std::abs(file_of(from) - file_of(s.to)) == 2)
      consider(Move(from, s.to, Move::Kind::Castling));
    else consider(Move(from, s.to));
  };
  if (s.castle_file >= 0) {
    Square king = pos.king_square(us);
    consider(Move(king, make_square(s.castle_file, rank_of(king)), Move::Kind::Castling));
  } else if (s.coordinate) {
    consider_from(make_square(s.from_file, s.from_rank));
  } else if (s.piece == PieceType::Pawn) {
    const int up = us == Color::White ? 8 : -8;
    const Bitboard pawns = pos.pieces(us, PieceType::Pawn);
    for (Bitboard b = attacks::pawn(~us, s.to) & pawns; b; b &= b - 1) consider_from(lowest(b));
    for (int back : {up, 2 * up}) {
      int from = index(s.to) - back;
      if (from >= 0 && from < 64 && (pawns & bit(Square(from)))) consider_from(Square(from));
      if (from >= 0 && from < 64 && is_piece(pos.piece_on(Square(from)))) break;  // a blocked file
    }
  } else {
    // Each piece of the kind named that reaches the target (attacks::reaches: usually one or two).
    for (Bitboard b = pos.pieces(us, s.piece); b; b &= b - 1)
      if (attacks::reaches(s.piece, us, lowest(b), s.to, pos.occupied())) consider_from(lowest(b));
  }
  if (match_count == 0) return Failure{illegal(pos, s, promotion_missing, promotion_extra)};
  if (match_count > 1) {
    std::vector<LegalMove> candidates(matches.begin(), matches.begin() + std::ptrdiff_t(match_count));
    std::string message = "'" + shortened(text) + "' is ambiguous: it could be ";
    for (std::size_t i = 0; i < candidates.size(); ++i)
      message += (i ? (i + 1 == candidates.size() ? " or " : ", ") : "") + san(pos, candidates[i], letters);
    return Failure{SanError{SanError::Kind::Ambiguous, std::move(message), std::move(candidates)}};
  }

  SanReading reading{matches.front(), {}};
  if (signs == SanSigns::Ignore) return reading;
  const Move m = reading.move;
  const bool capture = captured_square(pos, m).has_value();
  if (s.castle_file < 0 && !(s.coordinate && !s.has_separator)) {
    if (capture && !s.capture_sign) reading.remarks.push_back(SanRemark::CaptureSignMissing);
    if (!capture && s.capture_sign) reading.remarks.push_back(SanRemark::CaptureSignWrong);
  }
  bool mates = false;
  bool check = gives_check(pos, reading.move, &mates);
  if (mates && !s.mate_sign) reading.remarks.push_back(SanRemark::MateSignMissing);
  if (!mates && s.mate_sign) reading.remarks.push_back(SanRemark::MateSignWrong);
  if (check && !mates && !s.check_sign) reading.remarks.push_back(SanRemark::CheckSignMissing);
  if (!check && s.check_sign) reading.remarks.push_back(SanRemark::CheckSignWrong);
  return reading;
}

}  // namespace twinboard
