// Answers to what a player may ask (F2.9d: to the asker only): time and moves, the last
// move, whose turn, a square, the pieces of either side, a rank or file, a piece's moves,
// his own scoresheet, his opponent; and the round's pairing told to each player. The table
// finds the facts (query_answer.h); answer_words (fact_words.h) words them at the edge.
#include "table.h"

namespace twinboard {

// The round's pairing has come: each player hears who plays against him, once; a pairing
// heard again (the hall's retained message after a reconnection) is no news.
void Table::on_players(const Players& players) {
  if (players_ == players) return;
  players_ = players;
  for (Color c : {Color::White, Color::Black})
    if (!players.side[int(~c)].name.empty()) on_query(Query{QueryKind::Opponent, c});
}

void Table::on_query(const Query& query) {
  // F2.9d: to the asker only. A time read-out is a clock message: a newer one replaces it.
  emit(
      Answered{listener_of(query.by), answer(query), query.kind == QueryKind::Time ? Priority::Clock : Priority::Info});
}

answer::SheetLine Table::sheet_line(Color which, std::size_t index) const {
  const Scoresheet& sheet = sheets_[which];
  const ScoresheetEntry& entry = sheet.entries()[index];
  // Named as a scoresheet names it: the move number and the side, not the half-move count.
  const Scoresheet::MoveNumber n = sheet.move_number(index);
  answer::SheetLine line{n.number, n.side, entry.written, std::nullopt};
  if (entry.move)
    if (auto move = legal(sheet.position_after(index), *entry.move))
      line.move = MadeMove{sheet.position_after(index), *move};
  return line;
}

QueryAnswer Table::answer(const Query& query) const {
  const Position& now = game_.current();
  const Color asker = query.by;
  auto pieces_of = [&](Color side) {
    answer::Pieces out;
    for (PieceType t :
         {PieceType::King, PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight, PieceType::Pawn})
      for (Bitboard b = now.pieces(side, t); b; b &= b - 1) out.pieces.push_back({lowest(b), make_piece(side, t)});
    return out;
  };
  auto filled = [&](Bitboard squares) {
    answer::Squares out;
    for (Bitboard b = squares & now.occupied(); b; b &= b - 1)
      out.squares.push_back({lowest(b), now.piece_on(lowest(b))});
    return out;
  };
  switch (query.kind) {
    case QueryKind::Time: {  // F2.4, F2.9d: both times and the moves each side completed
      const int first = int(game_.plies() + 1) / 2, second = int(game_.plies()) / 2;
      const bool white_first = game_.start().side_to_move() == Color::White;
      answer::Time time{
          clock_.in_use(), setup_.time_answer, {}, {}, white_first ? first : second, white_first ? second : first};
      // F2.9d, D.2.10.4: the time used by both players, as the texts say; the time left after it.
      for (Color c : {Color::White, Color::Black})
        if (time.clock) time.used[int(c)] = clock_.used(c, now_), time.left[int(c)] = clock_.remaining(c, now_);
      return time;
    }
    case QueryKind::LastMove: {
      if (game_.plies() == 0) return answer::LastMove{};
      const Position& before = game_.position_before(game_.plies() - 1);
      return answer::LastMove{MadeMove{before, *legal(before, game_.moves().back())}};
    }
    case QueryKind::Turn: return answer::Turn{now.side_to_move()};
    case QueryKind::Square:
      if (!query.square) return answer::Incomplete{"square"};
      return answer::Squares{{{*query.square, now.piece_on(*query.square)}}};
    case QueryKind::MyPieces: return pieces_of(asker);
    case QueryKind::TheirPieces: return pieces_of(~asker);
    case QueryKind::Rank:
    case QueryKind::File: {
      const bool rank = query.kind == QueryKind::Rank;
      if (!query.line || *query.line > 7) return answer::Incomplete{rank ? "rank" : "file"};
      return filled(rank ? rank_bb(*query.line) : file_bb(*query.line));
    }
    case QueryKind::Moves: {
      const std::optional<Square> s = query.square;
      if (!s) return answer::Incomplete{"moves"};
      answer::Moves moves{answer::Moves::Outcome::Listed, *s, now.side_to_move(), {}};
      const Piece piece = now.piece_on(*s);
      if (!is_piece(piece) || color_of(piece) != asker) moves.outcome = answer::Moves::Outcome::NoPieceThere;
      // The moves exist only for the side to move: the opponent hears whose turn it is.
      else if (now.side_to_move() != asker) moves.outcome = answer::Moves::Outcome::NotHisTurn;
      else
        for (LegalMove m : MoveList(now))
          if (m.move().from() == *s) moves.moves.push_back({now, m});
      return moves;
    }
    case QueryKind::Opponent: {  // issue 37: as the round's pairing names him
      answer::Opponent opponent{~asker, std::nullopt};
      if (players_) {
        const PlayerName& him = players_->side[int(~asker)];
        opponent.name = him.title.empty() ? him.name : him.title + " " + him.name;  // "GM Alpha, One"
      }
      return opponent;
    }
    case QueryKind::Sheet: {  // F2.5: the player checks his own score
      const std::size_t entries = sheets_[asker].size();
      answer::Sheet sheet;
      for (std::size_t i = query.every_entry ? 0 : entries - std::min<std::size_t>(entries, 1); i < entries; ++i)
        sheet.lines.push_back(sheet_line(asker, i));
      return sheet;
    }
  }
  return answer::Incomplete{"query"};
}

}  // namespace twinboard
