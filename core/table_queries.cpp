// Answers to what a player may ask (F2.9d: to the asker only): time and moves, the last
// move, whose turn, a square, the pieces of either side, a rank or file, a piece's moves,
// his own scoresheet, his opponent; and the round's pairing told to each player.
#include "clock_phrases.h"
#include "spoken_numbers.h"
#include "table.h"

namespace twinboard {
namespace {

std::string join(const std::vector<std::string>& items, const TablePhrases& p) {
  if (items.empty()) return std::string(p.none);
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += p.list_separator;
    out += item;
  }
  return out;
}

// "GM Alpha, One": the title before the name, as a pairing list reads.
std::string player_words(const PlayerName& player) {
  return player.title.empty() ? player.name : player.title + " " + player.name;
}

}  // namespace

// The round's pairing has come: each player hears who plays against him, once; a pairing
// heard again (the hall's retained message after a reconnection) is no news.
void Table::on_players(const Players& players) {
  if (players_ == players) return;
  players_ = players;
  for (Color c : {Color::White, Color::Black})
    if (!players.side[int(~c)].name.empty()) on_query(Query{QueryKind::Opponent, c});
}

std::string Table::answer(const Query& query, Listener l) const {
  const TablePhrases& p = phrases_for(l);
  const Vocabulary& v = vocabulary_of(l);
  const Position& now = game_.current();
  const Color asker = query.by;
  auto piece_list = [&](Color side) {
    std::vector<std::string> items;
    for (PieceType t :
         {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight, PieceType::Pawn})
      for (Bitboard b = now.pieces(side, t); b; b &= b - 1)
        items.push_back(std::string(v.pieces[int(t)]) + " " + say_square(lowest(b), v));
    return join(items, p);
  };
  auto what_stands_on = [&](Square s) {
    const Piece piece = now.piece_on(s);
    if (!is_piece(piece)) return fill_in(p.empty_square, {{"square", say_square(s, v)}});
    return fill_in(p.piece_on_square, {{"square", say_square(s, v)},
                                       {"piece", v.pieces[int(type_of(piece))]},
                                       {"colour", p.colour[int(color_of(piece))]}});
  };
  auto squares_in = [&](Bitboard squares) {
    std::vector<std::string> items;
    for (Bitboard b = squares & now.occupied(); b; b &= b - 1) items.push_back(what_stands_on(lowest(b)));
    return join(items, p);
  };
  switch (query.kind) {
    case QueryKind::Time: {  // F2.4, F2.9d: both times and the moves each side completed
      const int first = int(game_.plies() + 1) / 2, second = int(game_.plies()) / 2;
      const bool white_first = game_.start().side_to_move() == Color::White;
      const int white = white_first ? first : second, black = white_first ? second : first;
      if (!clock_.in_use()) return fill_in(p.no_clock, {{"moves", moves_played_words(white, black, v.language)}});
      // F2.9d, D.2.10.4: the time used by both players, as the texts say; the time left after it.
      if (setup_.time_answer == TimeAnswer::Left) return time_and_moves_words(clock_, now_, white, black, v.language);
      return time_used_and_moves_words(clock_, now_, white, black, v.language);
    }
    case QueryKind::LastMove: {
      if (game_.plies() == 0) return std::string(p.no_move_yet);
      const Position& before = game_.position_before(game_.plies() - 1);
      auto last = legal(before, game_.moves().back());
      return fill_in(p.last_move,
                     {{"colour", p.colour[int(before.side_to_move())]}, {"move", words_of(before, *last, l)}});
    }
    case QueryKind::Turn: return fill_in(p.to_move, {{"colour", p.colour[int(now.side_to_move())]}});
    case QueryKind::Square:
      if (!query.square) return fill_in(p.unknown_command, {{"command", "square"}});
      return what_stands_on(*query.square);
    case QueryKind::MyPieces: return piece_list(asker);
    case QueryKind::TheirPieces: return piece_list(~asker);
    case QueryKind::Rank:
    case QueryKind::File: {
      const bool rank = query.kind == QueryKind::Rank;
      if (!query.line || *query.line > 7) return fill_in(p.unknown_command, {{"command", rank ? "rank" : "file"}});
      return squares_in(rank ? rank_bb(*query.line) : file_bb(*query.line));
    }
    case QueryKind::Moves: {
      const std::optional<Square> s = query.square;
      if (!s) return fill_in(p.unknown_command, {{"command", "moves"}});
      const Piece piece = now.piece_on(*s);
      if (!is_piece(piece) || color_of(piece) != asker)
        return fill_in(p.no_piece_there, {{"square", say_square(*s, v)}});
      // The moves exist only for the side to move: the opponent hears whose turn it is.
      if (now.side_to_move() != asker) return fill_in(p.to_move, {{"colour", p.colour[int(now.side_to_move())]}});
      std::vector<std::string> items;
      for (LegalMove m : MoveList(now))
        if (m.move().from() == *s) items.push_back(words_of(now, m, l));
      if (items.empty()) return fill_in(p.no_legal_moves, {{"square", say_square(*s, v)}});
      return join(items, p);
    }
    case QueryKind::Opponent: {  // issue 37: as the round's pairing names him
      if (!players_) return std::string(p.none);
      return fill_in("{colour}: {name}",
                     {{"colour", p.colour[int(~asker)]}, {"name", player_words(players_->side[int(~asker)])}});
    }
    case QueryKind::Sheet: {  // F2.5: the player checks his own score
      const std::size_t entries = sheets_[int(asker)].size();
      if (entries == 0) return std::string(p.sheet_empty);
      if (!query.every_entry) return read_back(asker, entries - 1, l);
      std::vector<std::string> items;
      for (std::size_t i = 0; i < entries; ++i) items.push_back(read_back(asker, i, l));
      return join(items, p);
    }
  }
  return "";
}

}  // namespace twinboard
