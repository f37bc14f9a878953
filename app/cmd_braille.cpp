// `twinboard braille [--brf|--unicode] [--game N] FILE.pgn`: the scoresheet of game N
// (default 1) in braille on stdout: BRF for an embosser, or Unicode braille.
#include <iostream>

#include "braille/scoresheet_text.h"
#include "command_failure.h"
#include "commands.h"
#include "language_choices.h"
#include "read_file.h"

namespace twinboard::app {
namespace {

struct BrailleOptions {
  std::string file;
  bool brf = false, unicode = false;
  int game = 1;
  std::string lang = "en";
  braille::PageSettings page;
};

int run_braille(const BrailleOptions& o) {
  const auto text = read_file(o.file, 256 * kMiB);
  if (!text) {
    return report("braille", {FailureKind::UsageOrIo, text.error()});
  }
  PgnReader reader(*text);
  for (int index = 1; auto record = reader.next(); ++index) {
    if (index != o.game) continue;
    if (record->kind != PgnRecord::Kind::Game) {
      return report("braille", {FailureKind::BadInput, o.file + ":" + std::to_string(index) + ": " + record->reason});
    }
    try {
      std::cout << braille::scoresheet_text(record->game, o.unicode ? braille::Output::Unicode : braille::Output::Brf,
                                            o.page, o.lang);
    } catch (const std::exception& e) {
      return report("braille", {FailureKind::UsageOrIo, std::string(e.what())});
    }
    return kOk;
  }
  return report("braille", {FailureKind::BadInput, o.file + " has no game " + std::to_string(o.game)});
}

}  // namespace

void add_braille_command(CLI::App& app, Runner& run) {
  auto o = std::make_shared<BrailleOptions>();
  auto* cmd = app.add_subcommand("braille", "Write a game's scoresheet in braille (BRF for embossers, or Unicode)");
  cmd->add_option("FILE", o->file, "A PGN file")->required();
  auto* brf = cmd->add_flag("--brf", o->brf, "BRF (North American ASCII braille) for an embosser (the default)");
  cmd->add_flag("--unicode", o->unicode, "Unicode braille")->excludes(brf);
  cmd->add_option("--game", o->game, "Which game of the file (default 1)")->check(CLI::Range(1, 1000000));
  cmd->add_option("--lang", o->lang, "Language of the headings: " + language_choices() + " (default en)");
  cmd->add_option("--cells", o->page.cells_per_line, "Cells per line (default 40)")->check(CLI::Range(10, 100));
  cmd->add_option("--lines", o->page.lines_per_page, "Lines per page, 0 for no pages (default 25)")
      ->check(CLI::Range(0, 100));
  cmd->callback([&run, o] { run = [o] { return run_braille(*o); }; });
}

}  // namespace twinboard::app
