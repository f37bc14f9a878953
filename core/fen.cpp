// FEN syntax: text to Setup and back. Whether the Setup can happen is position.cpp's job.
#include <charconv>

#include "position.h"

namespace twinboard {
namespace {

std::vector<std::string_view> split_fields(std::string_view text) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t')) ++i;
    std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    if (i > start) fields.push_back(text.substr(start, i - start));
  }
  return fields;
}

std::optional<int> parse_count(std::string_view text) {
  int value = 0;
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
  return value;
}

}  // namespace

Result<std::array<Piece, 64>, std::string> parse_placement(std::string_view placement) {
  std::array<Piece, 64> board{};
  int rank = 7, file = 0;
  for (char c : placement) {
    if (c == '/') {
      if (file != 8)
        return Failure{"rank " + std::to_string(rank + 1) + " has " + std::to_string(file) + " squares, not 8"};
      if (--rank < 0) return Failure{std::string("more than 8 ranks")};
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) return Failure{"rank " + std::to_string(rank + 1) + " has more than 8 squares"};
    } else if (auto piece = piece_from_fen_letter(c)) {
      if (file >= 8) return Failure{"rank " + std::to_string(rank + 1) + " has more than 8 squares"};
      board[index(make_square(file++, rank))] = *piece;
    } else {
      return Failure{std::string("'") + c + "' is not a piece letter (PNBRQK, pnbrqk) or a count 1-8"};
    }
  }
  if (rank != 0) return Failure{"only " + std::to_string(8 - rank) + " ranks, not 8"};
  if (file != 8) return Failure{"rank 1 has " + std::to_string(file) + " squares, not 8"};
  return board;
}

std::string placement_of(const std::array<Piece, 64>& board) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Piece p = board[index(make_square(file, rank))];
      if (!is_piece(p)) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += fen_letter(p);
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

Result<Setup, std::string> parse_fen(std::string_view fen) {
  auto fields = split_fields(fen);
  if (fields.size() < 4 || fields.size() > 6)
    return Failure{
        "a FEN has 4 to 6 fields separated by spaces (placement, side, castling, "
        "en passant, halfmove clock, fullmove number); this one has " +
        std::to_string(fields.size())};
  Setup setup;
  auto board = parse_placement(fields[0]);
  if (!board) return Failure{"placement: " + board.error()};
  setup.board = *board;

  if (fields[1] == "w") setup.side_to_move = Color::White;
  else if (fields[1] == "b") setup.side_to_move = Color::Black;
  else return Failure{"side to move must be 'w' or 'b', not '" + std::string(fields[1]) + "'"};

  if (fields[2] != "-") {
    for (char c : fields[2]) {
      std::uint8_t right = c == 'K'   ? kWhiteKingside
                           : c == 'Q' ? kWhiteQueenside
                           : c == 'k' ? kBlackKingside
                           : c == 'q' ? kBlackQueenside
                                      : 0;
      if (!right)
        return Failure{std::string("castling field: '") + c +
                       "' is not one of K, Q, k, q (Chess960 file letters are not standard chess)"};
      if (setup.castling & right) return Failure{std::string("castling field: '") + c + "' appears twice"};
      setup.castling |= right;
    }
  }

  if (fields[3] != "-") {
    auto square = parse_square(fields[3]);
    if (!square)
      return Failure{"en-passant field must be '-' or a square such as e3, not '" + std::string(fields[3]) + "'"};
    setup.en_passant = *square;
  }

  if (fields.size() >= 5) {
    auto halfmove = parse_count(fields[4]);
    if (!halfmove) return Failure{"halfmove clock must be a number 0 or more, not '" + std::string(fields[4]) + "'"};
    setup.halfmove_clock = *halfmove;
  }
  if (fields.size() == 6) {
    auto fullmove = parse_count(fields[5]);
    if (!fullmove || *fullmove < 1)
      return Failure{"fullmove number must be a number 1 or more, not '" + std::string(fields[5]) + "'"};
    setup.fullmove_number = *fullmove;
  }
  return setup;
}

std::string Position::fen() const {
  std::string out = placement_of(board_);
  out += side_ == Color::White ? " w " : " b ";
  if (castling_ == kNoCastling) out += '-';
  if (castling_ & kWhiteKingside) out += 'K';
  if (castling_ & kWhiteQueenside) out += 'Q';
  if (castling_ & kBlackKingside) out += 'k';
  if (castling_ & kBlackQueenside) out += 'q';
  out += ' ';
  out += en_passant_ == kNoSquare ? std::string("-") : square_name(en_passant_);
  out += ' ' + std::to_string(halfmove_clock_) + ' ' + std::to_string(fullmove_number_);
  return out;
}

}  // namespace twinboard
