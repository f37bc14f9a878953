// Driving a table in tests: events in virtual time, and the board events that carry out a
// move on a board of any kind in any valid order.
#pragma once

#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/fact_words.h"
#include "core/reconcile_report.h"
#include "core/san.h"
#include "core/table.h"

namespace twinboard::testing {

class TableScript {
 public:
  explicit TableScript(TableSetup setup) : table_(Table::create(setup, 0).value()) { log(table_.open()); }

  Table& table() { return table_; }
  Millis now() const { return now_; }
  const std::vector<Effect>& effects() const { return effects_; }

  // Handles `input` `step` ms after the last event; returns its effects.
  std::vector<Effect> at(Millis step, Input input) {
    now_ += step;
    auto out = table_.handle({now_, std::move(input)});
    const auto broken = table_.broken_invariant();
    EXPECT_EQ(broken, std::nullopt) << "at " << now_ << " ms";
    log(out);
    return out;
  }
  std::vector<Effect> lift(Color b, std::string_view s) { return at(100, Lift{b, *parse_square(s)}); }
  std::vector<Effect> place(Color b, std::string_view s, char piece = 0) {
    return at(100, Place{b, *parse_square(s), piece ? *piece_from_fen_letter(piece) : Piece::None});
  }
  std::vector<Effect> say(std::string words, Speaker by) { return at(100, Announce{std::move(words), by}); }
  std::vector<Effect> press(Color by) { return at(100, PressClock{by}); }
  std::vector<Effect> wait(Millis ms) { return at(ms, Tick{}); }

  // Every effect of one kind so far.
  template <class T>
  std::vector<T> all() const {
    std::vector<T> found;
    for (const auto& e : effects_)
      if (auto* t = std::get_if<T>(&e.body)) found.push_back(*t);
    return found;
  }
  // The words of a fact, as the edge makes them: a refusal in the arbiter's, a board's steps
  // and an impossible move in its player's.
  std::string words(const Refused& r) const { return refusal_words(r.why, vocabulary(Listener::Arbiter)); }
  std::string words(const Instruct& i) const { return say_steps(i.steps, vocabulary(listener_of(i.board))); }
  std::string words(const Divergence& d) const { return say_steps(d.steps, vocabulary(listener_of(d.board))); }
  std::string words(const Illegal& i) const { return illegal_words(i, vocabulary(listener_of(i.board))); }
  const Vocabulary& vocabulary(Listener l) const { return table_.setup().vocabulary_of(l); }
  std::string words(const Answered& a) const { return answer_words(a.answer, vocabulary(a.listener)); }
  std::string words(const Speak& s) const { return notice_words(s.notice, vocabulary(s.listener)); }
  // A caption is for the speaker's opponent (who cannot hear him), in his language.
  std::string words(const Caption& c) const { return caption_words(c, vocabulary(listener_of(~c.speaker))); }
  std::string words(const Reconciled& r) const {
    return reconcile_report(r.result, vocabulary(Listener::Arbiter).language);
  }
  // What a listener heard, in order: speech, and answers in his words (made at the edge).
  std::vector<std::string> spoken_to(Listener l) const {
    std::vector<std::string> texts;
    for (const auto& e : effects_) {
      if (const auto* s = std::get_if<Speak>(&e.body); s && s->listener == l) texts.push_back(words(*s));
      if (const auto* a = std::get_if<Answered>(&e.body); a && a->listener == l) texts.push_back(words(*a));
    }
    return texts;
  }

 private:
  void log(const std::vector<Effect>& out) {
    // Whatever the table tells has words in the listener's language (a kind missing its data
    // would be silence).
    for (const Effect& e : out)
      if (const auto* s = std::get_if<Speak>(&e.body); s && words(*s).empty())
        ADD_FAILURE() << "a notice of kind " << int(s->notice.kind) << " has no words";
    effects_.insert(effects_.end(), out.begin(), out.end());
  }

  Table table_;
  Millis now_ = 0;
  std::vector<Effect> effects_;
};

// The usual table of the clause tests: the VI player White on a peg board, his opponent on
// a DGT board, 90 minutes + 30 s; optionally twinboard as assistant and another start.
// An arbiter's order as his station sends it ("add white 600"); the line must parse.
inline ArbiterCommand arbiter(std::string_view line) { return ArbiterCommand{parse_arbiter_order(line).value()}; }

inline TableSetup standard(bool assistant = false, std::string fen = {}) {
  TableSetup setup;
  setup.seats[Color::White] = {Needs::Vi, BoardKind::Occupancy};
  setup.seats[Color::Black] = {Needs::Sighted, BoardKind::Identified};
  setup.time_control = parse_time_control("5400+30").value();
  setup.assistant = assistant;
  if (!fen.empty()) setup.start_fen = std::move(fen);
  return setup;
}

// The moves the table made, in SAN.
inline std::vector<std::string> sans(const TableScript& s) {
  std::vector<std::string> out;
  for (const auto& m : s.all<MoveMade>()) out.push_back(m.san);
  return out;
}

// The VI player (White) moves a piece on his board, announces it and presses the clock.
inline void vi_plays(TableScript& s, std::string_view from, std::string_view to, std::string words) {
  s.lift(Color::White, from);
  s.place(Color::White, to);
  s.say(std::move(words), Speaker::White);
  s.press(Color::White);
}
inline void vi_plays_e4(TableScript& s) { vi_plays(s, "e2", "e4", "Bauer Eva vier"); }

// The lifts and places that carry out `move` (legal in `before`) on a board of `kind`, in
// one of the valid orders `random` picks: capture removed first or last, castling king or
// rook first, a slider sliding over the squares between, a touch put back first.
inline std::vector<Input> board_events(Color b, BoardKind kind, const Position& before, LegalMove legal_move,
                                       std::mt19937& random) {
  const Move m = legal_move;
  std::vector<Input> events;
  if (kind == BoardKind::Manual) return events;
  const bool identified = kind == BoardKind::Identified;
  const Piece mover = before.piece_on(m.from());
  const Piece placed = m.kind() == Move::Kind::Promotion ? make_piece(color_of(mover), m.promotion()) : mover;
  auto coin = [&random] { return std::uniform_int_distribution<int>(0, 1)(random) == 1; };
  auto place = [&](Square s, Piece p) { return Place{b, s, identified ? p : Piece::None}; };

  if (m.kind() == Move::Kind::Castling) {
    const int rank = rank_of(m.from());
    const bool kingside = file_of(m.to()) == 6;
    const Square rook_from = make_square(kingside ? 7 : 0, rank), rook_to = make_square(kingside ? 5 : 3, rank);
    const Piece rook = before.piece_on(rook_from);
    std::vector<Input> king{Lift{b, m.from()}, place(m.to(), mover)};
    std::vector<Input> rook_steps{Lift{b, rook_from}, place(rook_to, rook)};
    if (coin()) std::swap(king, rook_steps);
    events.insert(events.end(), king.begin(), king.end());
    events.insert(events.end(), rook_steps.begin(), rook_steps.end());
    return events;
  }
  if (coin() && m.kind() != Move::Kind::Promotion) {  // a touch: lifted and put back (F2.2, Article 4)
    events.push_back(Lift{b, m.from()});
    events.push_back(place(m.from(), mover));
  }
  std::optional<Square> captured;
  if (m.kind() == Move::Kind::EnPassant) captured = make_square(file_of(m.to()), rank_of(m.from()));
  else if (is_piece(before.piece_on(m.to()))) captured = m.to();
  const bool capture_first = captured && coin();
  if (capture_first) events.push_back(Lift{b, *captured});
  events.push_back(Lift{b, m.from()});
  // A slider may be slid over the empty squares between (each one sensed on the way).
  const PieceType t = type_of(mover);
  if ((t == PieceType::Rook || t == PieceType::Bishop || t == PieceType::Queen) && !captured && coin()) {
    for (Bitboard between = attacks::between(m.from(), m.to()); between;) {
      Square s = m.from() < m.to() ? pop_lowest(between) : Square(63 - std::countl_zero(between));
      if (m.from() > m.to()) between &= ~bit(s);
      events.push_back(place(s, mover));
      events.push_back(Lift{b, s});
    }
  }
  if (captured && !capture_first && *captured == m.to()) events.push_back(Lift{b, *captured});
  events.push_back(place(m.to(), placed));
  if (captured && !capture_first && *captured != m.to()) events.push_back(Lift{b, *captured});
  return events;
}

// A player's turn on his board `b`: first the opponent's last move of `game` (if any)
// carried out, then his own `move` (when given).
inline std::vector<Input> turn_events(Color b, BoardKind kind, const Game& game, std::optional<LegalMove> move,
                                      std::mt19937& random) {
  std::vector<Input> events;
  if (game.plies() > 0) {
    const Position& previous = game.position_before(game.plies() - 1);
    events = board_events(b, kind, previous, *legal(previous, game.moves().back()), random);
  }
  if (move)
    for (Input& e : board_events(b, kind, game.current(), *move, random)) events.push_back(e);
  return events;
}

// Plays `moves` (SAN, spaces between) through the table as the players would: each
// mirrors the last move on his board, makes his own, says it (the VI player must), and
// presses the clock. `game` follows along; false if the table did not take every move.
inline bool play(TableScript& script, Game& game, const std::string& moves, std::mt19937& random) {
  const TableSetup& setup = script.table().setup();
  std::istringstream in(moves);
  for (std::string text; in >> text;) {
    const Position before = game.current();
    const LegalMove move = read_san(before, text).value().move;
    const Color mover = before.side_to_move();
    std::vector<Input> events = turn_events(mover, setup.seats[mover].board, game, move, random);
    events.push_back(Announce{announce(before, move), mover == Color::White ? Speaker::White : Speaker::Black});
    for (Input& e : events) script.at(300, e);
    script.at(500, PressClock{mover});
    game.play(move);
    if (script.table().game().plies() != game.plies()) return false;
  }
  return true;
}

}  // namespace twinboard::testing
