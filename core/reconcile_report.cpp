#include "reconcile_report.h"

#include "pgn.h"
#include "san.h"
#include "spoken_numbers.h"
#include "table_phrases.h"

namespace twinboard {
namespace {

const ReconcilePhrases& phrases(Language language) { return phrasebook(language).reconcile; }

// "12. Nf3" or "12... Nf6".
std::string numbered(const Position& before, Move move, const PieceLetters& letters) {
  const std::string number = std::to_string(before.fullmove_number());
  return number + (before.side_to_move() == Color::White ? ". " : "... ") + san(before, move, letters);
}

void sentence(std::string& out, std::string text) {
  if (text.empty()) return;
  if (!out.empty()) out += ' ';
  out += text;
}

}  // namespace

std::string reconcile_report(const Reconciliation& r, Language language) {
  const ReconcilePhrases& p = phrases(language);
  const TablePhrases& t = table_phrases(language);
  const PieceLetters& letters = piece_letters_of(language);
  const Vocabulary& words = *find_vocabulary(phrasebook(language).plain_vocabulary);
  auto colour = [&](Color c) { return t.colour[index(c)]; };
  auto written = [&](const std::string& w) { return w.empty() ? std::string(p.nothing) : w; };
  const std::string plies = std::to_string(r.ply);
  std::string out;

  auto each_board = [&](auto&& say_board) {
    for (Color b : kColors) {
      const auto& fix = r.fix[b];
      const std::string board(p.board[index(b)]);
      if (!fix) sentence(out, fill_in(p.board_unknown, {{"board", board}}));
      else say_board(b, board, colour(b), *fix);
    }
  };

  if (r.kind != ReconcileCase::SheetsDiffer) {
    const bool all_known = r.fix[Color::White] && r.fix[Color::Black];
    if (r.kind == ReconcileCase::Agree && all_known) {
      sentence(out, fill_in(p.all_agree, {{"plies", plies, count_agreement(r.ply, language)}}));
    } else {
      sentence(out, fill_in(p.sheets_agree, {{"plies", plies, count_agreement(r.ply, language)}}));
      each_board([&](Color, const std::string& board, std::string_view who, const std::vector<CorrectionStep>& fix) {
        if (fix.empty()) sentence(out, fill_in(p.board_shows, {{"board", board}, {"owner", who}}));
        else
          sentence(out,
                   fill_in(p.board_off, {{"board", board}, {"owner", who}, {"steps", say_steps(fix, words)}}));  // F2.7
      });
    }
    if (r.sheets_part) sentence(out, fill_in(p.transposed, {{"ply", std::to_string(r.sheets_part->ply + 1)}}));
    if (r.behind)
      sentence(out, fill_in(p.sheet_behind,
                            {{"colour", colour(r.behind->sheet)}, {"plies", std::to_string(r.behind->plies)}}));
  } else {
    if (r.sheets_part)
      sentence(out, fill_in(p.sheets_part, {{"ply", std::to_string(r.sheets_part->ply + 1)},
                                            {"white", written(r.sheets_part->white_written)},
                                            {"black", written(r.sheets_part->black_written)}}));
    if (r.last_agreed_move)
      sentence(out, fill_in(p.back_to,
                            {{"move", numbered(*r.before_last_agreed, *r.last_agreed_move, letters)}, {"ply", plies}}));
    else sentence(out, std::string(p.back_to_start));
    each_board([&](Color, const std::string& board, std::string_view who, const std::vector<CorrectionStep>& fix) {
      if (fix.empty()) sentence(out, fill_in(p.board_shows, {{"board", board}, {"owner", who}}));
      else
        sentence(out,
                 fill_in(p.board_steps, {{"board", board}, {"owner", who}, {"steps", say_steps(fix, words)}}));  // F2.8
    });
    if (r.clocks)
      sentence(out,
               fill_in(p.clocks, {{"white", format_clock(r.clocks->white)}, {"black", format_clock(r.clocks->black)}}));
    if (!r.replay.empty()) {
      std::string moves;
      for (const std::string& m : r.replay) moves += (moves.empty() ? "" : " ") + m;
      sentence(out, fill_in(p.replay, {{"moves", moves}}));
    }
  }
  for (Color c : {Color::White, Color::Black})
    for (const std::string& u : r.unread[index(c)])
      sentence(out, fill_in(p.unread, {{"colour", colour(c)}, {"what", u}}));
  for (const RecordDifference& d : r.record_differences)
    sentence(out, fill_in(p.record_differs, {{"colour", colour(d.sheet)},
                                             {"ply", std::to_string(d.ply + 1)},
                                             {"written", written(d.written)},
                                             {"recorded", written(d.recorded)}}));
  if (!r.record_differences.empty()) sentence(out, std::string(p.arbiter_decides));
  return out;
}

std::string reconcile_speech(const Reconciliation& r, Color b, const Vocabulary& v) {
  const ReconcilePhrases& p = phrases(v.language);
  const auto& fix = r.fix[b];
  if (r.kind == ReconcileCase::Agree) return std::string(p.player_agree);
  std::string out;
  if (r.kind == ReconcileCase::BoardsDifferSheetsAgree) {
    if (!fix) return fill_in(p.sheets_agree, {{"plies", std::to_string(r.ply), count_agreement(r.ply, v.language)}});
    return fix->empty() ? std::string(p.player_in_order) : fill_in(p.player_set, {{"steps", say_steps(*fix, v)}});
  }
  if (r.last_agreed_move) {
    const Position& before = *r.before_last_agreed;
    const TablePhrases& t = table_phrases(v.language);
    auto move = legal(before, *r.last_agreed_move);
    sentence(out, fill_in(p.player_back_to, {{"colour", t.colour[index(before.side_to_move())]},
                                             {"number", std::to_string(before.fullmove_number())},
                                             {"move", move ? announce(before, *move, v) : std::string()}}));
  } else {
    sentence(out, std::string(p.player_back_to_start));
  }
  if (fix)
    sentence(out, fix->empty() ? std::string(p.player_shows_it)
                               : fill_in(p.player_take_back, {{"steps", say_steps(*fix, v)}}));
  return out;
}

}  // namespace twinboard
