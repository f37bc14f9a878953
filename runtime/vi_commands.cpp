#include "vi_commands.h"

#include <cctype>
#include <sstream>

#include "braille/chess_braille.h"
#include "core/lookalike_squares.h"
#include "core/phrasebook.h"
#include "core/spoken_actions.h"

namespace twinboard::runtime {
namespace {

std::string lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

Result<ViAction, ViCommandError> read_vi_command(std::string_view line, Color vi, Language language) {
  using K = ViCommandError::Kind;
  std::string text(line);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.pop_back();
  std::size_t start = text.find_first_not_of(' ');
  if (start == std::string::npos) return Failure{ViCommandError{K::Empty}};
  text.erase(0, start);
  const std::size_t space = text.find(' ');
  const std::string verb = lower(text.substr(0, space));
  std::string argument = space == std::string::npos ? "" : text.substr(text.find_first_not_of(' ', space));
  auto query = [&](Query q) { return ViAction{ViAction::Kind::Table, q}; };
  auto needs = [&](K kind) -> std::optional<ViCommandError> {
    if (argument.empty()) return ViCommandError{kind, verb};
    return std::nullopt;
  };
  auto bad = [&](K kind) { return Failure{ViCommandError{kind, verb, argument}}; };

  if (verb == "time") return query({QueryKind::Time, vi});
  if (verb == "last") return query({QueryKind::LastMove, vi});
  if (verb == "turn") return query({QueryKind::Turn, vi});
  if (verb == "opponent") return query({QueryKind::Opponent, vi});
  if (verb == "mine") return query({QueryKind::MyPieces, vi});
  if (verb == "theirs") return query({QueryKind::TheirPieces, vi});
  if (verb == "sheet") return query({.kind = QueryKind::Sheet, .by = vi, .every_entry = lower(argument) == "all"});
  if (verb == "repeat") return ViAction{ViAction::Kind::Repeat};
  if (verb == "help") return ViAction{ViAction::Kind::Help};
  if (verb == "quit") return ViAction{ViAction::Kind::Quit};
  if (verb == "erase") return ViAction{ViAction::Kind::Table, WriteScoresheet{vi, "", true}};
  if (verb == "square" || verb == "moves") {
    if (auto missing = needs(K::NeedsSquare)) return Failure{*missing};
    const std::optional<Square> square = parse_square(lower(latin_squares(argument)));  // "е4" in Cyrillic too
    if (!square) return bad(K::NotASquare);
    return query({.kind = verb == "square" ? QueryKind::Square : QueryKind::Moves, .by = vi, .square = square});
  }
  if (verb == "scan") {
    if (auto missing = needs(K::NeedsLine)) return Failure{*missing};
    const std::string what = lower(argument);
    if (what.size() == 1 && what[0] >= 'a' && what[0] <= 'h')
      return query({.kind = QueryKind::File, .by = vi, .line = std::uint8_t(what[0] - 'a')});
    if (what.size() == 1 && what[0] >= '1' && what[0] <= '8')
      return query({.kind = QueryKind::Rank, .by = vi, .line = std::uint8_t(what[0] - '1')});
    return bad(K::NotALine);
  }
  if (verb == "note") {
    if (auto missing = needs(K::NeedsMove)) return Failure{*missing};
    return ViAction{ViAction::Kind::Table, WriteScoresheet{vi, argument, false}};
  }
  if (verb == "braille") {  // F2.5: an entry in braille, as dot numbers ("124 256") or braille text
    if (argument.empty()) return ViAction{ViAction::Kind::Braille};
    braille::Cells cells;
    std::istringstream groups(argument);
    for (std::string group; groups >> group;) {
      if (group.find_first_not_of("12345678") != std::string::npos) {
        cells.clear();
        break;
      }
      cells.push_back(braille::dots(group));
    }
    if (cells.empty())
      if (auto typed = braille::from_text(argument)) cells = *typed;
    if (cells.empty()) return bad(K::NotBraille);
    return ViAction{ViAction::Kind::Table, WriteScoresheet{vi, braille::to_unicode(cells), false}};
  }
  if (verb == "announce") {  // F2.1: the move as the player says it, typed (or from speech recognition)
    if (auto missing = needs(K::NeedsWords)) return Failure{*missing};
    return ViAction{ViAction::Kind::Table, Announce{argument, vi == Color::White ? Speaker::White : Speaker::Black}};
  }
  if (verb == "press")  // his clock (Article 6.2); with the assistant: his move is made now (D.2.3)
    return ViAction{ViAction::Kind::Table, PressClock{vi}};
  // Article 4.2 and Article 9: the words these stand for are understood in every language.
  const Speaker him = vi == Color::White ? Speaker::White : Speaker::Black;
  auto spoken = [&](SpokenAction action, const std::string& rest = "") {
    return ViAction{ViAction::Kind::Table,
                    Announce{std::string(words_of(action, language)) + (rest.empty() ? "" : " " + rest), him}};
  };
  if (verb == "adjust") return spoken(SpokenAction::Adjust);
  if (verb == "offer") return spoken(SpokenAction::OfferDraw);
  if (verb == "accept") return spoken(SpokenAction::AcceptDraw);
  if (verb == "decline") return spoken(SpokenAction::DeclineDraw);
  if (verb == "claim") {  // claim repetition|fifty [the move he will make]
    const std::size_t gap = argument.find(' ');
    const std::string rule = lower(argument.substr(0, gap));
    const std::string move = gap == std::string::npos ? "" : argument.substr(argument.find_first_not_of(' ', gap));
    if (rule == "repetition") return spoken(SpokenAction::ClaimRepetition, move);
    if (rule == "fifty") return spoken(SpokenAction::ClaimFifty, move);
    return bad(K::ClaimNeedsRule);
  }
  if (verb == "arbiter")  // roles: the arbiter's orders come from his station only
    return bad(K::ArbiterOnly);
  return bad(K::Unknown);
}

std::string vi_command_words(const ViCommandError& e, Language language) {
  const TablePhrases& p = phrasebook(language).table;
  using K = ViCommandError::Kind;
  switch (e.kind) {
    case K::Empty: return std::string(p.key_empty);
    case K::NeedsSquare: return fill_in(p.key_needs_square, {{"command", e.verb}});
    case K::NeedsLine: return fill_in(p.key_needs_line, {{"command", e.verb}});
    case K::NeedsMove: return fill_in(p.key_needs_move, {{"command", e.verb}});
    case K::NeedsWords: return fill_in(p.key_needs_words, {{"command", e.verb}});
    case K::NotASquare: return fill_in(p.key_not_square, {{"text", e.argument}});
    case K::NotALine: return fill_in(p.key_not_line, {{"text", e.argument}});
    case K::NotBraille: return fill_in(p.key_not_braille, {{"text", e.argument}});
    case K::ClaimNeedsRule: return std::string(p.key_claim_needs_rule);
    case K::ArbiterOnly: return std::string(p.key_arbiter_only);
    case K::Unknown: return fill_in(p.key_unknown, {{"command", e.verb}});
  }
  return {};
}

std::optional<KeyBinding> key_binding(char key) {
  switch (key) {
    case 't': return KeyBinding{"time"};
    case 'j': return KeyBinding{"adjust"};
    case 'c': return KeyBinding{"press"};
    case 'd': return KeyBinding{"offer"};
    case 'l': return KeyBinding{"last"};
    case 'r': return KeyBinding{"repeat"};
    case 'w': return KeyBinding{"turn"};
    case 'g': return KeyBinding{"opponent"};
    case 'm': return KeyBinding{"mine"};
    case 'o': return KeyBinding{"theirs"};
    case 'x': return KeyBinding{"erase"};
    case 'e': return KeyBinding{"sheet"};
    case 'b': return KeyBinding{"braille"};
    case 'h':
    case '?': return KeyBinding{"help"};
    case 'q': return KeyBinding{"quit"};
    case 's': return KeyBinding{"square ", 2, &TablePhrases::prompt_square};
    case 'p': return KeyBinding{"moves ", 2, &TablePhrases::prompt_moves};
    case 'f': return KeyBinding{"scan ", 1, &TablePhrases::prompt_scan};
    case 'n': return KeyBinding{"note ", 0, &TablePhrases::prompt_note};
    case 'v': return KeyBinding{"announce ", 0, &TablePhrases::prompt_announce};
    default: return std::nullopt;
  }
}

// Issue 35, item 8: every key and what it does, his clock key among them, what he says after
// `v` besides moves, and how a line is edited; in his language. Issue 48, item 12: in parts,
// a few seconds each, the summary first (about 70 seconds at once before).
std::string vi_help(Language language, const std::optional<devices::ChosenKey>& clock_key, int part) {
  const Phrasebook& book = phrasebook(language);
  switch (part % kHelpParts) {
    case 1: return std::string(book.help.questions);
    case 2: return std::string(book.help.scoresheet);
    case 3: return std::string(book.help.more_keys);
    case 4: return std::string(book.table.words_help);
    case 5: return std::string(book.table.editing_help);
    default: {
      const std::string key = clock_key ? key_words(*clock_key, language) + std::string(book.table.or_) : "";
      return fill_in(book.help.summary, {{"clock_key", key}});
    }
  }
}

std::string key_words(const devices::ChosenKey& key, Language language) {
  const TablePhrases& p = phrasebook(language).table;
  using N = devices::TerminalKey::Name;
  if (key.name == N::Space) return std::string(p.key_space);
  if (key.name == N::Enter) return std::string(p.key_enter);
  if (key.name == N::Function) {
    std::string number = std::to_string(key.function);
    if (language == Language::Persian) {  // in its own digits, as the rest of its phrases
      std::string persian;
      for (char d : number) persian += std::string("\xDB") + char(0xB0 + (d - '0'));  // U+06F0 + d
      number = persian;
    }
    return fill_in(p.key_function, {{"number", number}});
  }
  return key.text;
}

std::string prompt_words(const KeyBinding& binding, Language language) {
  if (!binding.label) return binding.prompt;
  return std::string(phrasebook(language).table.*binding.label) + " ";
}

}  // namespace twinboard::runtime
