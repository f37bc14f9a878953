// `twinboard pgn check FILE...`: replays every game of every file and reports the bad ones.
#include <algorithm>
#include <atomic>
#include <filesystem>
#include <iostream>
#include <numeric>
#include <optional>
#include <thread>

#include "commands.h"
#include "core/pgn.h"
#include "read_file.h"

namespace twinboard::app {
namespace {

struct CheckOptions {
  std::vector<std::string> files;
  bool strict = false;
  std::string letters = "en";
  unsigned jobs = 0;  // 0: one per processor
};

// What checking one file found; its lines are printed in the files' order.
struct FileReport {
  std::size_t games = 0, moves = 0, errors = 0, skipped = 0;
  std::string unreadable;  // why the file could not be read; empty when it was
  std::string lines;
};

FileReport check_file(const std::string& file, const PgnReadOptions& options) {
  FileReport report;
  auto whole = read_file(file, 256 * kMiB);
  if (!whole) {
    report.unreadable = whole.error();
    return report;
  }
  const std::string& text = *whole;
  PgnReader reader(text, options);
  while (auto record = reader.next()) {
    ++report.games;
    report.moves += record->main_line_plies;
    if (record->kind == PgnRecord::Kind::Skipped) ++report.skipped;
    if (record->kind == PgnRecord::Kind::Error) {
      ++report.errors;
      report.lines += file + ':' + std::to_string(record->index) + ": ply " + std::to_string(record->ply) +
                      ": token '" + record->token + "': " + record->reason + '\n';
    }
  }
  return report;
}

// Files are independent, so they are checked side by side, the largest first (a file is
// read by one thread from start to end, so every game is read exactly as alone).
std::vector<FileReport> check_files(const std::vector<std::string>& files, const PgnReadOptions& options,
                                    unsigned jobs) {
  std::vector<FileReport> reports(files.size());
  std::vector<std::size_t> order(files.size());
  std::iota(order.begin(), order.end(), 0);
  std::vector<std::uintmax_t> sizes(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    std::error_code ignored;
    sizes[i] = std::filesystem::file_size(files[i], ignored);
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return sizes[a] > sizes[b]; });
  std::atomic<std::size_t> next{0};
  auto work = [&] {
    for (std::size_t k; (k = next++) < order.size();) reports[order[k]] = check_file(files[order[k]], options);
  };
  std::vector<std::thread> workers;
  for (unsigned j = 1; j < std::min<std::size_t>(jobs, files.size()); ++j) workers.emplace_back(work);
  work();
  for (std::thread& w : workers) w.join();
  return reports;
}

int check(const CheckOptions& options) {
  const PieceLetters* letters = find_piece_letters(options.letters);
  if (!letters) {
    std::cerr << "twinboard pgn check: unknown letter set '" << options.letters << "'\n";
    return kUsageOrIo;
  }
  const unsigned jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  std::size_t games = 0, moves = 0, errors = 0, skipped = 0;
  bool io_error = false;
  // Checking keeps no moves: only the verdict of each game is reported.
  const auto reports = check_files(options.files, PgnReadOptions{letters, options.strict, false}, jobs);
  for (std::size_t i = 0; i < reports.size(); ++i) {
    const FileReport& r = reports[i];
    if (!r.unreadable.empty()) {
      std::cerr << "twinboard pgn check: " << r.unreadable << '\n';
      io_error = true;
    }
    std::cout << r.lines;
    games += r.games, moves += r.moves, errors += r.errors, skipped += r.skipped;
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
  auto* check_cmd =
      pgn->add_subcommand("check",
                          "Replay every game; one line per bad game (FILE:GAME: ply N: token 'X': reason), "
                          "last line 'games G, moves M, errors E, skipped S'");
  check_cmd->add_option("FILE", options->files, "PGN files")->required();
  check_cmd->add_flag("--strict", options->strict, "Also report missing or wrong +, # and x");
  check_cmd->add_option("--letters", options->letters, "Piece letters of the movetext: en de fr es it nl ru uz");
  check_cmd->add_option("--jobs", options->jobs, "Files checked side by side (default: one per processor)")
      ->check(CLI::Range(1u, 256u));
  check_cmd->callback([&run, options] { run = [options] { return check(*options); }; });
}

}  // namespace twinboard::app
