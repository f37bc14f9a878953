// `twinboard reconcile --white FILE --black FILE [--tactile PLACEMENT] [--sighted PLACEMENT]
// [--vi white|black] [--start FEN] [--record FILE] [--lang de|en|ru|fa|sw|uz|mn] [--letters CODE]`:
// what the arbiter does when the boards differ (F2.7, F2.8), as one JSON object.
#include <iostream>

#include "braille/chess_braille.h"
#include "command_failure.h"
#include "commands.h"
#include "language_choices.h"
#include "core/pgn.h"
#include "core/reconcile_sheets.h"
#include "core/phrasebook.h"
#include "core/reconcile_report.h"
#include "read_file.h"
#include "runtime/reconcile_json.h"

namespace twinboard::app {
namespace {

struct ReconcileOptions {
  std::string white, black;
  std::string white_board, black_board;  // what each player's board shows
  std::string tactile, sighted;          // the older form's names of the same, by --vi
  std::string vi = "white";
  std::string start_fen;
  std::string record;
  std::string lang = "en";
  std::string letters = "en";
};

// twinboard's record from a file: a PGN game (its [%clk] comments give the clocks), or a
// list of moves as on a scoresheet, every one of which must read.
struct Record {
  Game game;
  std::vector<std::optional<ClockReading>> clocks;
};

Result<Record, std::string> read_record(const std::string& text, const Position& start) {
  if (text.find('[') != std::string::npos) {
    PgnReader reader(text);
    auto first = reader.next();
    if (!first || first->kind != PgnRecord::Kind::Game) {
      return Failure{first ? "ply " + std::to_string(first->ply) + ": token '" + first->token + "': " + first->reason
                           : std::string("no game")};
    }
    Record record{Game(first->game.start_position()), {}};
    std::optional<Millis> last[2];
    if (auto tc = parse_time_control(first->game.tag("TimeControl")); tc && !tc->empty())
      last[0] = last[1] = tc->periods.front().time;
    auto reading = [&]() -> std::optional<ClockReading> {
      if (!last[0] || !last[1]) return std::nullopt;
      return ClockReading{*last[0], *last[1]};
    };
    record.clocks.push_back(reading());
    for (const PgnMove& m : first->game.moves) {
      const Position& before = record.game.current();
      auto move = legal(before, m.move);
      if (!move) return Failure{std::string("an illegal move in the record")};
      if (m.clock_ms) last[index(before.side_to_move())] = *m.clock_ms;
      record.game.play(*move);
      record.clocks.push_back(reading());
    }
    return record;
  }
  Scoresheet sheet(start);
  for (std::string& entry : scoresheet_entries(text)) sheet.write(std::move(entry));
  if (sheet.readable_plies() != sheet.size()) {
    const ScoresheetEntry& bad = sheet.entries()[sheet.readable_plies()];
    return Failure{"ply " + std::to_string(sheet.readable_plies() + 1) + ": '" + bad.written + "': " + bad.remark};
  }
  Record record{Game(start), {}};
  for (const ScoresheetEntry& entry : sheet.entries()) record.game.play(*legal(record.game.current(), *entry.move));
  return record;
}

int run_reconcile(const ReconcileOptions& o) {
  auto fail = [](std::string why, FailureKind kind) { return report("reconcile", {kind, std::move(why)}); };
  if (o.vi != "white" && o.vi != "black") return fail("--vi must be white or black", FailureKind::UsageOrIo);
  const Color vi = o.vi == "white" ? Color::White : Color::Black;
  const PieceLetters* letters = find_piece_letters(o.letters);
  if (!letters)
    return fail("--letters: unknown letter set '" + o.letters + "' (en de fr es it nl ru uz)", FailureKind::UsageOrIo);
  const auto language_given = language_of_code(o.lang);
  if (!language_given) return fail("--lang must be de, en, ru, fa, sw, uz or mn", FailureKind::UsageOrIo);
  const Language language = *language_given;

  Position start = Position::start();
  if (!o.start_fen.empty()) {
    auto fen = Position::from_fen(o.start_fen);
    if (!fen) return fail("--start: " + fen.error().front(), FailureKind::BadInput);
    start = *fen;
  }
  std::array<Scoresheet, 2> sheets{Scoresheet(start, *letters), Scoresheet(start, *letters)};
  for (Scoresheet& sheet : sheets) sheet.add_reader(braille::read_braille_entry);  // sheets kept in braille
  for (Color c : {Color::White, Color::Black}) {
    const std::string& path = c == Color::White ? o.white : o.black;
    auto text = read_file(path, kMiB);  // a scoresheet: a few kilobytes
    if (!text) return fail(text.error(), FailureKind::UsageOrIo);
    for (std::string& entry : scoresheet_entries(*text)) sheets[index(c)].write(std::move(entry));
  }
  // Each player's board: --white-board, --black-board; the older --tactile (the VI player's,
  // --vi) and --sighted (his opponent's).
  ByColour<std::optional<BoardView>> views;
  struct Given {
    const std::string* placement;
    Color board;
    const char* option;
  };
  for (const Given& g :
       {Given{&o.white_board, Color::White, "--white-board"}, Given{&o.black_board, Color::Black, "--black-board"},
        Given{&o.tactile, vi, "--tactile"}, Given{&o.sighted, ~vi, "--sighted"}}) {
    if (g.placement->empty()) continue;
    if (views[g.board]) return fail(std::string(g.option) + ": that board is given twice", FailureKind::UsageOrIo);
    auto pieces = parse_placement(*g.placement);
    if (!pieces) return fail(std::string(g.option) + ": " + pieces.error(), FailureKind::BadInput);
    views[g.board].emplace(BoardKind::Identified, *pieces);
  }
  std::optional<Record> record;
  if (!o.record.empty()) {
    auto text = read_file(o.record, 16 * kMiB);
    if (!text) return fail(text.error(), FailureKind::UsageOrIo);
    auto read = read_record(*text, start);
    if (!read) return fail("--record " + o.record + ": " + read.error(), FailureKind::BadInput);
    record = std::move(*read);
  }

  ReconcileInput input;
  input.white = &sheets[0];
  input.black = &sheets[1];
  for (Color b : kColors) input.boards[b] = views[b] ? &*views[b] : nullptr;
  if (record) {
    input.record = &record->game;
    input.clocks = record->clocks;
  }
  const Reconciliation r = reconcile(input);
  nlohmann::ordered_json out = reconciliation_json(r);
  out["text"] = reconcile_report(r, language);
  const Vocabulary& vocabulary = *find_vocabulary(phrasebook(language).usual_vocabulary);
  for (Color b : kColors) out["speech"][std::string(name(b))] = reconcile_speech(r, b, vocabulary);
  std::cout << out.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  return kOk;
}

}  // namespace

void add_reconcile_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<ReconcileOptions>();
  auto* cmd = app.add_subcommand("reconcile",
                                 "Settle different boards from both scoresheets (F2.7, F2.8); prints one JSON object");
  cmd->add_option("--white", o->white, "White's scoresheet: one move a line as written, or movetext")->required();
  cmd->add_option("--black", o->black, "Black's scoresheet")->required();
  cmd->add_option("--white-board", o->white_board, "What White's board shows: the first field of a FEN");
  cmd->add_option("--black-board", o->black_board, "What Black's board shows: the first field of a FEN");
  cmd->add_option("--tactile", o->tactile, "Older form: what the VI player's board (--vi) shows");
  cmd->add_option("--sighted", o->sighted, "Older form: what his opponent's board shows");
  cmd->add_option("--vi", o->vi,
                  "The visually impaired player's colour, whose board is the tactile one (default white)");
  cmd->add_option("--start", o->start_fen, "The game's start position as FEN (default: the standard start)");
  cmd->add_option("--record", o->record,
                  "twinboard's own record: a PGN game (with [%clk] for the clocks) or a move list");
  cmd->add_option("--lang", o->lang, "Language of the text and speech: " + language_choices() + " (default en)");
  cmd->add_option("--letters", o->letters,
                  "Piece letters the sheets are written in first (default en; others are tried too)");
  cmd->callback([&run, o] { run = [o] { return run_reconcile(*o); }; });
}

}  // namespace twinboard::app
