#include "view_model.h"

#include "core/fact_words.h"
#include "core/san.h"
#include "core/spoken_actions.h"
#include "core/spoken_numbers.h"
#include "ui/bidi_text.h"

namespace twinboard::ui {

void EffectMemory::note(const Effect& effect, std::string words) {
  ++notes_;
  if (const auto* s = std::get_if<Speak>(&effect.body)) {
    // F2.10: the last move said to a player (corrections and answers are not announcements).
    if (kept(*s)) last_announcement_ = Said{s->listener, s->notice, std::move(words)};
  } else if (const auto* c = std::get_if<Caption>(&effect.body)) {
    caption_ = *c;
    caption_words_ = std::move(words);
  } else if (const auto* t = std::get_if<Touched>(&effect.body)) {
    touches_.push_back({t->board, t->square});
    if (touches_.size() > 8) touches_.pop_front();
  }
}

namespace {

// The last lines of a scoresheet, "12. Sf3" / "12... e5", marked where unread.
std::vector<std::string> sheet_lines(const Scoresheet& sheet, std::size_t last) {
  std::vector<std::string> lines;
  for (std::size_t i = 0; i < sheet.size(); ++i) {
    const ScoresheetEntry& e = sheet.entries()[i];
    const auto [number, side] = sheet.move_number(i);
    lines.push_back(
        isolated(std::to_string(number) + (side == Color::White ? ". " : "... ") + e.written + (e.move ? "" : " (?)")));
  }
  if (lines.size() > last) lines.erase(lines.begin(), lines.end() - long(last));
  return lines;
}

}  // namespace

ViewModel view_model(const Table& table, const EffectMemory& memory, Millis now, Listener reader) {
  ViewModel m;
  const Position& official = table.game().current();
  m.seen_from = seat_of(reader).value_or(Color::White);
  const Phrasebook& book = phrasebook(table.setup().vocabulary_of(reader).language);
  m.words = book.window;
  m.colours = {std::string(book.table.colour[0]), std::string(book.table.colour[1])};
  for (Color b : kColors) {
    const BoardView& view = table.view(b);
    ShownBoard& shown = m.boards[b == Color::White ? 0 : 2];
    shown.title = fill_in(m.words.board_title, {{"board", m.words.boards[index(b)]}});
    shown.sensed = view.sensed();
    shown.occupied = view.occupied();
    for (int s = 0; s < 64; ++s) {
      const Square sq = Square(s);
      shown.pieces[s] = (view.occupied() & bit(sq)) ? view.piece_on(sq) : Piece::None;
      const bool filled = view.occupied() & bit(sq);
      const bool wrong = filled != is_piece(official.piece_on(sq)) ||
                         (filled && view.kind() == BoardKind::Identified && view.piece_on(sq) != official.piece_on(sq));
      if (wrong) shown.differs |= bit(sq);
    }
  }
  ShownBoard& middle = m.boards[1];
  middle.title = m.words.official_game;
  middle.pieces = official.board();
  middle.occupied = official.occupied();
  if (auto pending = table.pending_move()) m.pending = san(official, *pending);
  // Issue 48, item 8: a line of its own begins as a sentence ("Ход: белые").
  m.to_move = as_sentence(fill_in(book.table.to_move, {{"colour", m.colours[int(official.side_to_move())]}}));
  m.state = table.round_waits() ? std::string(m.words.waiting_start)
            : table.paused()    ? std::string(m.words.paused)
                                : m.to_move;
  if (const auto& offer = table.draw_offer(); offer && !table.result() && !table.setup().is_vi(~*offer))
    m.state = as_sentence(
        fill_in(m.words.draw_answer, {{"colour", m.colours[int(*offer)]}, {"opponent", m.colours[int(~*offer)]}}));
  const Clock& clock = table.clock();
  m.clock_in_use = clock.in_use();
  if (m.clock_in_use) {
    m.white_ms = clock.remaining(Color::White, now);
    m.black_ms = clock.remaining(Color::Black, now);
    m.running = clock.running();
  }
  const auto& heard_in = table.setup().vocabulary;
  if (const auto& caption = memory.caption())  // in the language of the player who cannot hear it
    m.caption = isolated(!memory.caption_words().empty()
                             ? memory.caption_words()
                             : caption_words(*caption, *heard_in[int(listener_of(~caption->speaker))]));
  if (const auto& said = memory.last_announcement()) {
    const std::string_view player = m.words.players[said->listener == Listener::White ? 0 : 1];
    const std::string text =
        !said->words.empty() ? said->words : notice_words(said->notice, *heard_in[int(said->listener)]);
    m.last_announcement = fill_in(m.words.said, {{"player", player}, {"text", isolated(text)}});
  }
  for (const EffectMemory::Touch& t : memory.touches())
    m.touches.push_back(std::string(m.words.boards[int(t.board)]) + " " + isolated(square_name(t.square)));
  for (Color c : {Color::White, Color::Black}) m.sheets[int(c)] = sheet_lines(table.scoresheet(c), 6);
  if (const auto& r = table.result())
    m.result = isolated(r->result) + " (" + std::string(spoken(book.table.endings, r->reason)) + ")";
  return m;
}

bool same_picture(const ViewModel& a, const ViewModel& b) {
  const auto shown = [](Millis ms) { return std::max<Millis>(0, ms) / 1000; };  // as format_clock shows it
  return a.colours == b.colours && a.boards == b.boards && a.seen_from == b.seen_from && a.pending == b.pending &&
         a.to_move == b.to_move && a.state == b.state && a.heading == b.heading && a.clock_in_use == b.clock_in_use &&
         shown(a.white_ms) == shown(b.white_ms) && shown(a.black_ms) == shown(b.black_ms) && a.running == b.running &&
         a.last_announcement == b.last_announcement && a.touches == b.touches && a.sheets == b.sheets &&
         a.result == b.result && a.braille_line == b.braille_line && a.caption == b.caption;
}

std::optional<Announce> window_draw_answer(const Table& table, bool accept) {
  const auto& offer = table.draw_offer();
  if (!offer || table.result() || table.setup().is_vi(~*offer)) return std::nullopt;
  const Speaker answering = ~*offer == Color::White ? Speaker::White : Speaker::Black;
  const Language his = table.setup().vocabulary_of(listener_of(~*offer)).language;  // his words, as he would say them
  return Announce{std::string(words_of(accept ? SpokenAction::AcceptDraw : SpokenAction::DeclineDraw, his)), answering};
}

std::string heading(const std::vector<std::pair<std::string, std::string>>& tags, const ViewModel& model) {
  auto tag = [&](std::string_view name) {
    for (const auto& [key, value] : tags)
      if (key == name && !value.empty() && value != "?" && value != "-") return value;
    return std::string();
  };
  const std::string white = tag("White"), black = tag("Black"), round = tag("Round");
  std::string out;
  if (!white.empty() || !black.empty())
    out = fill_in(model.words.names, {{"white_colour", model.colours[0]},
                                      {"white", isolated(white.empty() ? "?" : white)},
                                      {"black_colour", model.colours[1]},
                                      {"black", isolated(black.empty() ? "?" : black)}});
  if (!round.empty()) {
    const std::string said_round = fill_in(model.words.round, {{"round", isolated(round)}});
    out = out.empty() ? said_round : fill_in(model.words.names_and_round, {{"names", out}, {"round", said_round}});
  }
  return as_sentence(std::move(out));  // a line of its own: "Белые: ...", "Round 3"
}

}  // namespace twinboard::ui
