// `twinboard pgn check FILE...`: replays every game of every file and reports the bad ones.
#include <fstream>
#include <iostream>
#include <sstream>

#include "commands.h"
#include "core/pgn.h"

namespace twinboard::app {
namespace {

struct CheckOptions {
  std::vector<std::string> files;
  bool strict = false;
  std::string letters = "en";
};

int check(const CheckOptions& options) {
  const PieceLetters* letters = find_piece_letters(options.letters);
  if (!letters) {
    std::cerr << "twinboard pgn check: unknown letter set '" << options.letters << "'\n";
    return kUsageOrIo;
  }
  std::size_t games = 0, moves = 0, errors = 0, skipped = 0;
  bool io_error = false;
  std::string text;
  for (const std::string& file : options.files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::cerr << "twinboard pgn check: cannot read " << file << '\n';
      io_error = true;
      continue;
    }
    std::ostringstream buffer;
    buffer << in.rdbuf();
    text = std::move(buffer).str();
    PgnReader reader(text, PgnReadOptions{letters, options.strict});
    while (auto record = reader.next()) {
      ++games;
      moves += record->main_line_plies;
      if (record->kind == PgnRecord::Kind::Skipped) ++skipped;
      if (record->kind == PgnRecord::Kind::Error) {
        ++errors;
        std::cout << file << ':' << record->index << ": ply " << record->ply << ": token '" << record->token
                  << "': " << record->reason << '\n';
      }
    }
  }
  std::cout << "games " << games << ", moves " << moves << ", errors " << errors << ", skipped " << skipped << '\n';
  if (io_error) return kUsageOrIo;
  return errors == 0 ? kOk : kBadInput;
}

}  // namespace

void add_pgn_command(CLI::App& app, Runner& run) {
  auto* pgn = app.add_subcommand("pgn", "Work with PGN files");
  pgn->require_subcommand(1);
  auto options = std::make_shared<CheckOptions>();
  auto* check_cmd = pgn->add_subcommand(
      "check", "Replay every game; one line per bad game (FILE:GAME: ply N: token 'X': reason), "
               "last line 'games G, moves M, errors E, skipped S'");
  check_cmd->add_option("FILE", options->files, "PGN files")->required();
  check_cmd->add_flag("--strict", options->strict, "Also report missing or wrong +, # and x");
  check_cmd->add_option("--letters", options->letters, "Piece letters of the movetext: en de fr es it nl ru uz");
  check_cmd->callback([&run, options] { run = [options] { return check(*options); }; });
}

}  // namespace twinboard::app
