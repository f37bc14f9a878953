#include "reconcile_report.h"

#include "pgn.h"
#include "san.h"
#include "table_phrases.h"

namespace twinboard {
namespace {

struct ReconcilePhrases {
  std::array<std::string_view, 2> board;  // tactile, sighted
  std::string_view nothing;               // what an ended sheet has written
  // Arbiter.
  std::string_view all_agree;        // plies
  std::string_view sheets_agree;     // plies
  std::string_view transposed;       // ply
  std::string_view board_off;        // board, owner, owner, steps
  std::string_view board_shows;      // board, owner
  std::string_view board_unknown;    // board
  std::string_view sheets_part;      // ply, white's, black's
  std::string_view back_to;          // move, ply
  std::string_view back_to_start;
  std::string_view board_steps;      // board, owner, steps
  std::string_view clocks;           // white, black
  std::string_view replay;           // moves
  std::string_view record_differs;   // colour, ply, written, recorded
  std::string_view arbiter_decides;
  std::string_view unread;           // colour, what
  // Players.
  std::string_view player_agree;
  std::string_view player_set;       // steps
  std::string_view player_in_order;
  std::string_view player_back_to;   // colour, number, words
  std::string_view player_back_to_start;
  std::string_view player_take_back; // steps
  std::string_view player_shows_it;
  std::string_view sheet_behind;     // colour, plies (F2.8: behind, not different)
};

constexpr ReconcilePhrases kEnglish{
    {"tactile", "sighted"},
    "nothing",
    "The scoresheets agree ({} plies) and both boards show their position.",
    "The scoresheets agree ({} plies).",
    "From ply {} they write moves in another order but reach the same position.",
    "The {} board ({}) differs from them: {} recorded the right move but played another and sets the board: {}.",
    "The {} board ({}) shows their position.",
    "The {} board was not given.",
    "The scoresheets differ from ply {}: White wrote '{}', Black wrote '{}'.",
    "The game goes back to the position after {} (ply {}).",
    "The game goes back to the starting position.",
    "The {} board ({}): {}.",
    "Clocks recorded at that move: White {}, Black {}.",
    "Moves twinboard recorded after it: {}.",
    "{}'s scoresheet differs from twinboard's record at ply {}: written '{}', recorded '{}'.",
    "The arbiter decides; nothing has been changed.",
    "{}'s scoresheet: {}.",
    "Both boards and both scoresheets agree.",
    "The scoresheets agree. Please set your board: {}.",
    "The scoresheets agree. Your board is in order.",
    "The scoresheets differ. The game goes back to the position after {}'s move {}, {}.",
    "The scoresheets differ. The game goes back to the starting position.",
    "Please set your board back: {}.",
    "Your board shows that position.",
    "{}'s scoresheet is behind (plies not yet written at its end: {}); that is no difference (F2.8).",
};

constexpr ReconcilePhrases kGerman{
    {"Tastbrett", "Brett des sehenden Spielers"},
    "nichts",
    "Die Partieformulare stimmen überein ({} Halbzüge), beide Bretter zeigen ihre Stellung.",
    "Die Partieformulare stimmen überein ({} Halbzüge).",
    "Ab Halbzug {} stehen die Züge in anderer Reihenfolge, führen aber zur selben Stellung.",
    "{} ({}) weicht davon ab: {} hat den richtigen Zug notiert, aber einen anderen ausgeführt und stellt das Brett: {}.",
    "{} ({}) zeigt ihre Stellung.",
    "{}: nicht angegeben.",
    "Die Partieformulare weichen ab Halbzug {} ab: Weiß schrieb '{}', Schwarz schrieb '{}'.",
    "Die Partie geht zurück auf die Stellung nach {} (Halbzug {}).",
    "Die Partie geht zurück auf die Ausgangsstellung.",
    "{} ({}): {}.",
    "Uhrzeiten bei diesem Zug: Weiß {}, Schwarz {}.",
    "Danach von twinboard aufgezeichnete Züge: {}.",
    "Das Partieformular von {} weicht bei Halbzug {} von twinboards Aufzeichnung ab: geschrieben '{}', aufgezeichnet '{}'.",
    "Der Schiedsrichter entscheidet; nichts wurde geändert.",
    "Partieformular von {}: {}.",
    "Beide Bretter und beide Partieformulare stimmen überein.",
    "Die Partieformulare stimmen überein. Bitte stellen Sie Ihr Brett: {}.",
    "Die Partieformulare stimmen überein. Ihr Brett ist in Ordnung.",
    "Die Partieformulare weichen ab. Die Partie geht zurück auf die Stellung nach {}, Zug {}: {}.",
    "Die Partieformulare weichen ab. Die Partie geht zurück auf die Ausgangsstellung.",
    "Bitte stellen Sie Ihr Brett zurück: {}.",
    "Ihr Brett zeigt diese Stellung.",
    "Das Partieformular von {} ist zurück (am Ende noch nicht geschriebene Halbzüge: {}); das ist keine Abweichung (F2.8).",
};

constexpr ReconcilePhrases kRussian{
    {"тактильная доска", "доска зрячего игрока"},
    "ничего",
    "Бланки совпадают ({} полуходов), обе доски показывают эту позицию.",
    "Бланки совпадают ({} полуходов).",
    "С полухода {} ходы записаны в другом порядке, но ведут к той же позиции.",
    "{} ({}) отличается: {} записал верный ход, но сделал другой и исправляет доску: {}.",
    "{} ({}) показывает эту позицию.",
    "{}: не указана.",
    "Бланки расходятся с полухода {}: белые записали '{}', чёрные записали '{}'.",
    "Партия возвращается к позиции после {} (полуход {}).",
    "Партия возвращается к начальной позиции.",
    "{} ({}): {}.",
    "Время на часах после этого хода: белые {}, чёрные {}.",
    "Ходы, записанные twinboard после него: {}.",
    "Бланк игрока {} расходится с записью twinboard на полуходе {}: записано '{}', в записи '{}'.",
    "Решает судья; ничего не изменено.",
    "Бланк игрока {}: {}.",
    "Обе доски и оба бланка совпадают.",
    "Бланки совпадают. Исправьте, пожалуйста, свою доску: {}.",
    "Бланки совпадают. Ваша доска в порядке.",
    "Бланки расходятся. Партия возвращается к позиции после хода {}, ход {}: {}.",
    "Бланки расходятся. Партия возвращается к начальной позиции.",
    "Верните, пожалуйста, свою доску: {}.",
    "Ваша доска показывает эту позицию.",
    "Бланк ({}) отстаёт (не записано полуходов в конце: {}); это не расхождение (F2.8).",
};

const ReconcilePhrases& phrases(Language language) {
  switch (language) {
    case Language::German: return kGerman;
    case Language::Russian: return kRussian;
    case Language::English: return kEnglish;
  }
  return kEnglish;
}

Color owner(BoardId b, Color vi) { return b == BoardId::Tactile ? vi : ~vi; }

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

std::string reconcile_report(const Reconciliation& r, Color vi, Language language) {
  const ReconcilePhrases& p = phrases(language);
  const TablePhrases& t = table_phrases(language);
  const PieceLetters& letters = piece_letters_of(language);
  const Vocabulary& words = *find_vocabulary(language == Language::German    ? "plain-de"
                                             : language == Language::Russian ? "plain-ru"
                                                                             : "plain-en");
  auto colour = [&](Color c) { return t.colour[index(c)]; };
  auto written = [&](const std::string& w) { return w.empty() ? std::string(p.nothing) : w; };
  const std::string plies = std::to_string(r.ply);
  std::string out;

  auto each_board = [&](auto&& say_board) {
    for (BoardId b : {BoardId::Tactile, BoardId::Sighted}) {
      const auto& fix = r.fix[int(b)];
      const std::string board(p.board[int(b)]);
      if (!fix) sentence(out, fill_in(p.board_unknown, {board}));
      else say_board(b, board, colour(owner(b, vi)), *fix);
    }
  };

  if (r.kind != ReconcileCase::SheetsDiffer) {
    const bool all_known = r.fix[0] && r.fix[1];
    if (r.kind == ReconcileCase::Agree && all_known) {
      sentence(out, fill_in(p.all_agree, {plies}));
    } else {
      sentence(out, fill_in(p.sheets_agree, {plies}));
      each_board([&](BoardId, const std::string& board, std::string_view who, const std::vector<CorrectionStep>& fix) {
        if (fix.empty()) sentence(out, fill_in(p.board_shows, {board, who}));
        else sentence(out, fill_in(p.board_off, {board, who, who, say_steps(fix, words)}));  // F2.7
      });
    }
    if (r.sheets_part) sentence(out, fill_in(p.transposed, {std::to_string(r.sheets_part->ply + 1)}));
    if (r.behind) sentence(out, fill_in(p.sheet_behind, {colour(r.behind->sheet), std::to_string(r.behind->plies)}));
  } else {
    if (r.sheets_part)
      sentence(out, fill_in(p.sheets_part, {std::to_string(r.sheets_part->ply + 1), written(r.sheets_part->white_written),
                                            written(r.sheets_part->black_written)}));
    if (r.last_agreed_move)
      sentence(out, fill_in(p.back_to, {numbered(*r.before_last_agreed, *r.last_agreed_move, letters), plies}));
    else
      sentence(out, std::string(p.back_to_start));
    each_board([&](BoardId, const std::string& board, std::string_view who, const std::vector<CorrectionStep>& fix) {
      if (fix.empty()) sentence(out, fill_in(p.board_shows, {board, who}));
      else sentence(out, fill_in(p.board_steps, {board, who, say_steps(fix, words)}));  // F2.8
    });
    if (r.clocks) sentence(out, fill_in(p.clocks, {format_clock(r.clocks->white), format_clock(r.clocks->black)}));
    if (!r.replay.empty()) {
      std::string moves;
      for (const std::string& m : r.replay) moves += (moves.empty() ? "" : " ") + m;
      sentence(out, fill_in(p.replay, {moves}));
    }
  }
  for (Color c : {Color::White, Color::Black})
    for (const std::string& u : r.unread[index(c)]) sentence(out, fill_in(p.unread, {colour(c), u}));
  for (const RecordDifference& d : r.record_differences)
    sentence(out, fill_in(p.record_differs, {colour(d.sheet), std::to_string(d.ply + 1), written(d.written), written(d.recorded)}));
  if (!r.record_differences.empty()) sentence(out, std::string(p.arbiter_decides));
  return out;
}

std::string reconcile_speech(const Reconciliation& r, BoardId b, const Vocabulary& v) {
  const ReconcilePhrases& p = phrases(v.language);
  const auto& fix = r.fix[int(b)];
  if (r.kind == ReconcileCase::Agree) return std::string(p.player_agree);
  std::string out;
  if (r.kind == ReconcileCase::BoardsDifferSheetsAgree) {
    if (!fix) return fill_in(p.sheets_agree, {std::to_string(r.ply)});
    return fix->empty() ? std::string(p.player_in_order) : fill_in(p.player_set, {say_steps(*fix, v)});
  }
  if (r.last_agreed_move) {
    const Position& before = *r.before_last_agreed;
    const TablePhrases& t = table_phrases(v.language);
    auto move = legal(before, *r.last_agreed_move);
    sentence(out, fill_in(p.player_back_to, {t.colour[index(before.side_to_move())], std::to_string(before.fullmove_number()),
                                             move ? announce(before, *move, v) : std::string()}));
  } else {
    sentence(out, std::string(p.player_back_to_start));
  }
  if (fix) sentence(out, fix->empty() ? std::string(p.player_shows_it) : fill_in(p.player_take_back, {say_steps(*fix, v)}));
  return out;
}

}  // namespace twinboard
