// A game's scoresheet in braille for an embosser (BRF) or a braille display (Unicode):
// headings (players, event, date) in the reader's literary braille through liblouis, then
// a line per move number in the chess code (chess_braille.h), then the result.
#pragma once

#include <string>

#include "chess_braille.h"
#include "core/pgn.h"

namespace twinboard::braille {

struct PageSettings {
  int cells_per_line = 40;
  int lines_per_page = 25;
  std::string page_end = "\f";  // written after each full page
};

enum class Output { Brf, Unicode };

// The liblouis table for headings in a language ("en", "de", "ru", "fa", "sw", "uz", "mn");
// nothing if unknown.
const char* heading_table(std::string_view language);
// Text in the language's literary braille (uncontracted), through liblouis; throws
// std::runtime_error when liblouis cannot translate.
Cells literary_braille(std::string_view text, std::string_view language);
// The same, with the number of characters the table does not know (liblouis spells each
// out as '\xhhhh'); 0 when everything was brailled.
struct Brailled {
  Cells cells;
  std::size_t unknown = 0;
};
Brailled literary_braille_of(std::string_view text, std::string_view language);

// Throws std::runtime_error when liblouis cannot translate the headings.
std::string scoresheet_text(const PgnGame& game, Output output, const PageSettings& page = {},
                            std::string_view language = "en", const BrailleSigns& signs = default_signs());

}  // namespace twinboard::braille
