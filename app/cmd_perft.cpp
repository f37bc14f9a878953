// `twinboard perft DEPTH [--fen FEN] [--divide]`: counts the leaves of the legal move tree.
#include <chrono>
#include <iostream>

#include "commands.h"
#include "core/movegen.h"
#include "core/notation.h"

namespace twinboard::app {

void add_perft_command(CLI::App& app, Runner& run) {
  auto* cmd = app.add_subcommand("perft", "Count the leaf nodes of the legal move tree (last line: the count)");
  struct Options {
    int depth = 0;
    std::string fen{Position::kStartFen};
    bool divide = false;
    bool permissive = false;
  };
  auto options = std::make_shared<Options>();
  cmd->add_option("DEPTH", options->depth, "Depth in plies (0 to 12)")->required()->check(CLI::Range(0, 12));
  cmd->add_option("--fen", options->fen, "Start position (default: the initial position)");
  cmd->add_flag("--divide", options->divide, "Also print the count below each legal move (UCI notation)");
  cmd->add_flag("--permissive", options->permissive,
                "Accept positions that cannot arise in a game where the count is still defined "
                "(contradicted castling rights and en-passant squares are dropped)");
  cmd->callback([&run, options] {
    run = [options]() -> int {
      auto position =
          Position::from_fen(options->fen, options->permissive ? Validation::Permissive : Validation::Strict);
      if (!position) {
        for (const auto& fault : position.error()) std::cerr << "twinboard perft: bad FEN: " << fault << '\n';
        return kBadInput;
      }
      auto started = std::chrono::steady_clock::now();
      std::uint64_t total = 0;
      if (options->divide && options->depth > 0) {
        for (LegalMove m : MoveList(*position)) {
          Position child = *position;
          child.play(m);
          std::uint64_t n = perft(child, options->depth - 1);
          std::cout << uci(m) << ": " << n << '\n';
          total += n;
        }
      } else {
        total = perft(*position, options->depth);
      }
      double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      std::cerr << "perft " << options->depth << ": " << total << " nodes in " << seconds << " s ("
                << (seconds > 0 ? double(total) / seconds / 1e6 : 0.0) << " Mnps)\n";
      std::cout << total << '\n';
      return kOk;
    };
  });
}

}  // namespace twinboard::app
