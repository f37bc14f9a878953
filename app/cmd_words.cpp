// `twinboard announce [--fen FEN] [--vocabulary V] MOVE` and
// `twinboard parse [--fen FEN] [--vocabulary V] "WORDS"`: moves to words and back (F2.1).
#include <iostream>

#include "command_failure.h"
#include "commands.h"
#include "core/notation.h"
#include "core/san.h"
#include "core/vocabulary.h"

namespace twinboard::app {
namespace {

struct WordsOptions {
  std::string fen{Position::kStartFen};
  std::string vocabulary{default_vocabulary().code};
  std::string text;
};

void add_common_options(CLI::App* cmd, WordsOptions& options) {
  cmd->add_option("--fen", options.fen, "Position (default: the initial position)");
  std::string codes;
  for (const auto& v : all_vocabularies()) codes += (codes.empty() ? "" : ", ") + std::string(v.code);
  cmd->add_option("--vocabulary", options.vocabulary, "One of: " + codes + " (default fide-de)");
}

// The position and vocabulary, or a message on stderr and the exit status.
struct Context {
  std::optional<Position> position;
  const Vocabulary* vocabulary = nullptr;
  int status = kOk;
};

Context context_of(const WordsOptions& options, std::string_view command) {
  Context c;
  c.vocabulary = find_vocabulary(options.vocabulary);
  if (!c.vocabulary) {
    std::cerr << "twinboard " << command << ": unknown vocabulary '" << options.vocabulary << "'\n";
    c.status = kUsageOrIo;
    return c;
  }
  auto position = Position::from_fen(options.fen);
  if (!position) {
    for (const auto& fault : position.error()) std::cerr << "twinboard " << command << ": bad FEN: " << fault << '\n';
    c.status = kBadInput;
    return c;
  }
  c.position = *position;
  return c;
}

}  // namespace

void add_words_commands(CLI::App& app, Runner& run) {
  auto announce_options = std::make_shared<WordsOptions>();
  auto* announce_cmd = app.add_subcommand("announce", "Print a move (SAN or coordinates) in the words of a vocabulary");
  add_common_options(announce_cmd, *announce_options);
  announce_cmd->add_option("MOVE", announce_options->text, "The move: SAN (Nf3, O-O, e8=Q) or coordinates (g1f3)")
      ->required();
  announce_cmd->callback([&run, announce_options] {
    run = [options = announce_options]() -> int {
      Context c = context_of(*options, "announce");
      if (c.status != kOk) return c.status;
      auto reading = read_san(*c.position, options->text, english_letters(), SanSigns::Ignore);
      std::optional<LegalMove> move;
      if (reading) move = reading->move;
      else if (auto coordinate = parse_uci(*c.position, options->text)) move = *coordinate;
      if (!move) {
        return report("announce", {FailureKind::BadInput, reading.error().message});
      }
      std::cout << announce(*c.position, *move, *c.vocabulary) << '\n';
      return kOk;
    };
  });

  auto parse_options = std::make_shared<WordsOptions>();
  auto* parse_cmd = app.add_subcommand("parse", "Read an announcement against a position and print its SAN");
  add_common_options(parse_cmd, *parse_options);
  parse_cmd->add_option("WORDS", parse_options->text, "The announcement, e.g. \"Springer Felix drei\"")->required();
  parse_cmd->callback([&run, parse_options] {
    run = [options = parse_options]() -> int {
      Context c = context_of(*options, "parse");
      if (c.status != kOk) return c.status;
      auto move = understand(*c.position, options->text, *c.vocabulary);
      if (!move) {
        return report("parse", {FailureKind::BadInput, misreading_words(move.error().reading, *c.vocabulary)});
      }
      std::cout << san(*c.position, *move) << '\n';
      return kOk;
    };
  });
}

}  // namespace twinboard::app
