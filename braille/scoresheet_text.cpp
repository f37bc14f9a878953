#include "scoresheet_text.h"

#include <liblouis.h>

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "core/phrasebook.h"

namespace twinboard::braille {
namespace {

// Literary braille of a heading, as cells (liblouis writes Unicode braille with unicode.dis),
// and how many characters the table did not know: liblouis spells such a character out as
// '\xhhhh', whose first three cells (' \ x in computer braille, ⠄⠳⠭ in six dots) no literary
// table writes for a word.
Brailled translated(std::string_view text, const char* table) {
  const bool uzbek = std::string_view(table).starts_with("uz-");
  std::vector<widechar> in;
  for (std::size_t i = 0; i < text.size();) {  // UTF-8 to UTF-16 (headings are short, BMP only)
    const auto c = static_cast<unsigned char>(text[i]);
    unsigned cp = c;
    int more = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
    if (more) cp = c & (0x3F >> more);
    for (int k = 1; k <= more && i + std::size_t(k) < text.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(text[i + std::size_t(k)]) & 0x3F);
    i += std::size_t(more) + 1;
    // The Uzbek table knows oʻ and gʻ with ‘ ’ ' `, not with Uzbek's own ʻ (U+02BB) and ʼ (U+02BC).
    if (uzbek && cp == 0x02BB) cp = 0x2018;
    if (uzbek && cp == 0x02BC) cp = 0x2019;
    in.push_back(widechar(cp > 0xFFFF ? '?' : cp));
  }
  int in_length = int(in.size());
  std::vector<widechar> out(in.size() * 4 + 16);
  int out_length = int(out.size());
  const std::string tables = std::string("unicode.dis,") + table;
  if (!lou_translateString(tables.c_str(), in.data(), &in_length, out.data(), &out_length, nullptr, nullptr, 0))
    throw std::runtime_error("liblouis cannot translate with " + tables);
  Brailled result;
  for (int i = 0; i < out_length; ++i) {
    const unsigned cp = out[std::size_t(i)];
    result.cells.push_back(cp >= 0x2800 && cp <= 0x28FF ? Cell((cp - 0x2800) & 63) : 0);
  }
  const Cells escape{0x04, 0x33, 0x2D};
  for (auto at = result.cells.begin();
       (at = std::search(at, result.cells.end(), escape.begin(), escape.end())) != result.cells.end(); ++at)
    ++result.unknown;
  return result;
}

Cells heading_cells(std::string_view text, const char* table) { return translated(text, table).cells; }

}  // namespace

const char* heading_table(std::string_view language) {
  // Each language's uncontracted literary braille, as its catalog names it
  // (X-Twinboard-Braille-Table in po/XX.po; generated as a literal, so it ends in a NUL).
  const auto known = language_of_code(language);
  return known ? phrasebook(*known).braille_table.data() : nullptr;
}

Brailled literary_braille_of(std::string_view text, std::string_view language) {
  const char* table = heading_table(language);
  return translated(text, table ? table : heading_table("en"));
}

Cells literary_braille(std::string_view text, std::string_view language) {
  return literary_braille_of(text, language).cells;
}

std::string scoresheet_text(const PgnGame& game, Output output, const PageSettings& page, std::string_view language,
                            const BrailleSigns& signs) {
  const char* table = heading_table(language);
  if (!table)
    throw std::runtime_error("no heading table for language '" + std::string(language) +
                             "' (en, de, ru, fa, sw, uz, mn)");
  std::vector<Cells> lines;
  // Long lines break at a blank cell within the page width.
  auto add_line = [&](Cells line) {
    while (int(line.size()) > page.cells_per_line) {
      auto cut = line.begin() + page.cells_per_line;
      auto blank = std::find(std::make_reverse_iterator(cut), line.rend(), Cell(0));
      auto at = blank == line.rend() ? cut : blank.base() - 1;
      lines.emplace_back(line.begin(), at);
      line.erase(line.begin(), at == cut ? cut : at + 1);
    }
    lines.push_back(std::move(line));
  };
  const std::string white(game.tag("White")), black(game.tag("Black")), event(game.tag("Event")),
      date(game.tag("Date"));
  add_line(heading_cells(white + " - " + black, table));
  if (!event.empty() && event != "?") add_line(heading_cells(event, table));
  if (!date.empty() && date.find('?') == std::string::npos) add_line(heading_cells(date, table));
  lines.emplace_back();

  Position position = game.start_position();
  Cells line;
  for (const PgnMove& m : game.moves) {
    if (m.move.is_null()) break;
    auto move = legal(position, m.move);
    if (!move) break;
    if (position.side_to_move() == Color::White || line.empty()) {
      if (!line.empty()) add_line(std::exchange(line, {}));
      line = number_cells(position.fullmove_number(), signs);
      line.push_back(0);
      if (position.side_to_move() == Color::Black) line.push_back(signs.hyphen);  // a line that starts with Black
    } else {
      line.push_back(0);
    }
    const Cells cells = move_cells(position, *move, signs);
    line.insert(line.end(), cells.begin(), cells.end());
    position.play(*move);
  }
  if (!line.empty()) add_line(std::move(line));
  if (game.result != "*") add_line(figure_cells(game.result, signs));

  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    out += output == Output::Brf ? to_brf(lines[i]) : to_unicode(lines[i]);
    out += '\n';
    if (page.lines_per_page > 0 && (i + 1) % std::size_t(page.lines_per_page) == 0 && i + 1 < lines.size())
      out += page.page_end;
  }
  return out;
}

}  // namespace twinboard::braille
