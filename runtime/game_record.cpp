#include "game_record.h"

#include <ctime>

#include "core/fact_words.h"

namespace twinboard::runtime {

void TouchLog::note(const Effect& effect) {
  if (const auto* t = std::get_if<Touched>(&effect.body)) {
    pending_.push_back(std::string(name(t->board)) + " " + square_name(t->square));
  } else if (const auto* m = std::get_if<MoveMade>(&effect.body)) {
    per_ply_.resize(std::size_t(m->ply - 1));
    per_ply_.push_back(std::move(pending_));
    pending_.clear();
  } else if (const auto* back = std::get_if<TakenBack>(&effect.body)) {
    per_ply_.resize(std::size_t(back->ply));  // F2.8: the touches of moves taken back go
    pending_.clear();
  }
}

const std::vector<std::string>& TouchLog::before(std::size_t ply) const {
  static const std::vector<std::string> kNone;
  return ply >= 1 && ply <= per_ply_.size() ? per_ply_[ply - 1] : kNone;
}

void ArbiterNotes::note(const Effect& effect) {
  if (const auto* m = std::get_if<MoveMade>(&effect.body)) {
    after_.resize(std::size_t(m->ply) + 1);
    after_.back().clear();
  } else if (const auto* back = std::get_if<TakenBack>(&effect.body)) {
    after_.resize(std::size_t(back->ply) + 1);  // F2.8: what followed the moves taken back goes with them
  } else if (const auto* said = std::get_if<Speak>(&effect.body)) {
    using K = Notice::Kind;
    switch (said->notice.kind) {
      case K::DrawOffered:
      case K::DrawDeclined:
      case K::ClaimVerdict:
      case K::ClocksPaused:
      case K::ClocksResumed:
      case K::PenaltyTime:
      case K::PenaltyLoss:
      case K::TimeAdded:
      case K::TimeTaken:
      case K::ClocksSet: {
        std::string words = notice_words(said->notice, *find_vocabulary("plain-en"));
        for (char& c : words)
          if (c == '{' || c == '}') c = '|';  // a brace would end the PGN comment
        // Told to several listeners (an offer to both players and the arbiter): noted once.
        if (after_.back().empty() || after_.back().back() != words) after_.back().push_back(std::move(words));
        break;
      }
      default: break;
    }
  }
}

const std::vector<std::string>& ArbiterNotes::after(std::size_t ply) const {
  static const std::vector<std::string> kNone;
  return ply < after_.size() ? after_[ply] : kNone;
}

namespace {

// "1. e4 e5 2. Sf3 ..." as the player wrote it; an entry that does not read is marked (?).
std::string sheet_text(const Scoresheet& sheet) {
  std::string out;
  for (std::size_t i = 0; i < sheet.size(); ++i) {
    const ScoresheetEntry& entry = sheet.entries()[i];
    const auto [number, side] = sheet.move_number(i);
    if (side == Color::White) out += (out.empty() ? "" : " ") + std::to_string(number) + ". ";
    else if (i == 0) out += std::to_string(number) + "... ";
    else out += " ";
    std::string written = entry.written;
    for (char& c : written)
      if (c == '}' || c == '{') c = '|';  // a brace would end the PGN comment
    out += written + (entry.move ? "" : " (?)");
  }
  return out.empty() ? "(empty)" : out;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> game_tags(
    const Table& table, const std::vector<std::pair<std::string, std::string>>& tags) {
  PgnGame out;
  out.tags = tags;
  if (const auto& players = table.players()) {  // the round's pairing names them (issue 37)
    for (Color c : {Color::White, Color::Black}) {
      const std::string side = c == Color::White ? "White" : "Black";
      const PlayerName& p = players->side[int(c)];
      if (p.name.empty()) continue;
      out.set_tag(side, p.name);
      if (!p.title.empty()) out.set_tag(side + "Title", p.title);
      if (!p.fide_id.empty()) out.set_tag(side + "FideId", p.fide_id);
      if (p.rating > 0) out.set_tag(side + "Elo", std::to_string(p.rating));
    }
    if (!players->round.empty()) out.set_tag("Round", players->round);
    if (players->board > 0) out.set_tag("Board", std::to_string(players->board));
    if (!players->date.empty()) out.set_tag("Date", players->date);
    if (!players->event.empty()) out.set_tag("Event", players->event);  // its own export names its event (issue 49)
    if (!players->site.empty()) out.set_tag("Site", players->site);
  }
  return out.tags;
}

std::vector<std::pair<std::string, std::string>> with_game_date(std::vector<std::pair<std::string, std::string>> tags,
                                                                std::optional<std::int64_t> wall_ms) {
  for (const auto& [name, value] : tags)
    if (name == "Date" && !value.empty() && value.find('?') == std::string::npos) return tags;
  if (!wall_ms) return tags;
  const std::time_t seconds = std::time_t(*wall_ms / 1000);
  std::tm local{};
  if (!localtime_r(&seconds, &local)) return tags;
  char date[16];
  std::strftime(date, sizeof date, "%Y.%m.%d", &local);
  std::erase_if(tags, [](const auto& tag) { return tag.first == "Date"; });
  tags.emplace_back("Date", date);
  return tags;
}

PgnGame game_record(const Table& table, const std::vector<std::pair<std::string, std::string>>& tags,
                    const TouchLog* touches, const ArbiterNotes* notes) {
  PgnGame out;
  out.tags = game_tags(table, tags);

  const Game& game = table.game();
  if (game.start() != Position::start()) {
    out.set_tag("SetUp", "1");
    out.set_tag("FEN", game.start().fen());
    out.start_fen = game.start().fen();
  }
  if (table.clock().in_use()) out.set_tag("TimeControl", pgn_time_control(table.setup().time_control));
  out.result = table.result() ? table.result()->result : "*";
  out.set_tag("Result", out.result);
  if (table.result()) out.set_tag("Termination", std::string(describe(table.result()->reason)));

  int done[2] = {0, 0};  // moves each side has completed, to find its clock reading
  for (std::size_t ply = 0; ply < game.plies(); ++ply) {
    PgnMove m;
    m.move = game.moves()[ply];
    m.san = table.sans()[ply];  // made once, when the move was made
    const Color mover = game.position_before(ply).side_to_move();
    const auto& history = table.clock().history(mover);
    const auto n = std::size_t(done[int(mover)]++);
    if (n < history.size()) m.clock_ms = history[n];
    if (touches && !touches->before(ply + 1).empty()) {
      m.comment = "touched:";
      for (const std::string& t : touches->before(ply + 1)) m.comment += " " + t;
    }
    if (notes)
      for (const std::string& note : notes->after(ply + 1)) m.comment += (m.comment.empty() ? "" : "; ") + note;
    out.moves.push_back(std::move(m));
  }
  if (notes)
    for (const std::string& n : notes->after(0)) out.intro_comment += (out.intro_comment.empty() ? "" : "; ") + n;
  // The sheets are the whole game's, not its last move's: a comment of their own at the end, so
  // a move's line stays as it was written when the next one comes (GrowingPgn).
  out.final_comment = "White's scoresheet: " + sheet_text(table.scoresheet(Color::White)) +
                      "; Black's scoresheet: " + sheet_text(table.scoresheet(Color::Black));
  return out;
}

}  // namespace twinboard::runtime
