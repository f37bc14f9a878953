#include "core/arbiter_command.h"

#include <algorithm>
#include <charconv>
#include <vector>

#include "core/exhaustive.h"
#include "core/text_fold.h"
#include "core/vocabulary.h"

namespace twinboard {
namespace {

std::optional<Color> colour(std::string_view word) {
  if (word == "white") return Color::White;
  if (word == "black") return Color::Black;
  return std::nullopt;
}

std::string_view colour_word(Color c) { return c == Color::White ? "white" : "black"; }

std::optional<Listener> listener(std::string_view word) {
  for (Listener l : {Listener::Tactile, Listener::Sighted, Listener::Arbiter})
    if (word == name(l)) return l;
  return std::nullopt;
}

// Whole numbers only: "+30", "1e3" and "12abc" are no number of seconds.
std::optional<long> whole_number(std::string_view word) {
  long value = 0;
  if (!word.empty() && word[0] == '+') word.remove_prefix(1);
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

constexpr std::string_view kHelp =
    "resign white|black      the side resigns\n"
    "draw                    a draw agreed\n"
    "result 1-0|0-1|1/2-1/2  the arbiter's decision ends the game\n"
    "accept | reject         the penalty the table proposed (Article 7.5)\n"
    "add white|black SECONDS time added (or taken, with a minus) to one clock\n"
    "set WHITE BLACK         both clocks, as h:mm:ss, m:ss or seconds\n"
    "start                   starts the round once both boards stand ready (the clock of the side to move runs)\n"
    "pause | resume          both clocks stop, and start again (the players are told)\n"
    "sheet white|black MOVE  enters a player's paper scoresheet, a move as written (erase: strikes out the last)\n"
    "reconcile               the boards against both scoresheets (F2.7)\n"
    "takeback [PLY]          back to the ply reconcile proposed, or to PLY (F2.8)\n"
    "vocabulary tactile|sighted|arbiter CODE   how moves are said to one listener\n"
    "adjourn                 closes the table; the game goes on from its journal when it starts again\n"
    "help                    this list\n";

}  // namespace

Result<ArbiterOrder, std::string> parse_arbiter_order(std::string_view line) {
  const std::vector<std::string> w = split_words(fold(line));
  if (w.empty()) return Failure{std::string("an empty command; 'help' lists them")};
  const std::string& verb = w[0];
  const std::size_t n = w.size();
  auto wants = [&](std::string_view form) { return Failure{"'" + verb + "' wants: " + std::string(form)}; };
  if (verb == "resign") {
    if (n != 2 || !colour(w[1])) return wants("resign white|black");
    return ArbiterOrder{arbiter::Resign{*colour(w[1])}};
  }
  if (verb == "draw") {
    if (n != 1) return wants("draw, alone");
    return ArbiterOrder{arbiter::Draw{}};
  }
  if (verb == "result") {
    if (n != 2 || (w[1] != "1-0" && w[1] != "0-1" && w[1] != "1/2-1/2")) return wants("result 1-0|0-1|1/2-1/2");
    return ArbiterOrder{arbiter::Decide{w[1]}};
  }
  if (verb == "accept" || verb == "reject") {
    if (n != 1) return wants(verb + ", alone");
    if (verb == "accept") return ArbiterOrder{arbiter::AcceptPenalty{}};
    return ArbiterOrder{arbiter::RejectPenalty{}};
  }
  if (verb == "add") {
    const auto seconds = n == 3 ? whole_number(w[2]) : std::nullopt;
    if (n != 3 || !colour(w[1]) || !seconds || *seconds < -36000 || *seconds > 36000)
      return wants("add white|black SECONDS, whole seconds between -36000 and 36000");
    return ArbiterOrder{arbiter::AddTime{*colour(w[1]), Millis(*seconds) * 1000}};
  }
  if (verb == "set") {
    const auto white = n == 3 ? parse_clock_time(w[1]) : std::nullopt;
    const auto black = n == 3 ? parse_clock_time(w[2]) : std::nullopt;
    constexpr Millis kDay = 24 * 3600 * 1000;  // no clock shows more; and "set 1 700549:30" is a slip
    if (!white || !black || *white > kDay || *black > kDay)
      return wants("set WHITE BLACK, both times up to 24 hours, white first, as h:mm:ss, m:ss or seconds");
    return ArbiterOrder{arbiter::SetClocks{*white, *black}};
  }
  if (verb == "start") {
    if (n != 1) return wants("start, alone");
    return ArbiterOrder{arbiter::Start{}};
  }
  if (verb == "pause" || verb == "resume") {
    if (n != 1) return wants(verb + ", alone");
    if (verb == "pause") return ArbiterOrder{arbiter::Pause{}};
    return ArbiterOrder{arbiter::Resume{}};
  }
  if (verb == "reconcile") {
    if (n != 1) return wants("reconcile, alone");
    return ArbiterOrder{arbiter::Reconcile{}};
  }
  if (verb == "takeback") {
    if (n == 1) return ArbiterOrder{arbiter::TakeBack{}};
    const auto ply = n == 2 ? whole_number(w[1]) : std::nullopt;
    if (!ply || *ply < 0 || *ply > 100000) return wants("takeback, or takeback PLY (0 is the start)");
    return ArbiterOrder{arbiter::TakeBack{int(*ply)}};
  }
  if (verb == "vocabulary") {
    if (n != 3 || !listener(w[1]) || !find_vocabulary(w[2]))
      return wants("vocabulary tactile|sighted|arbiter CODE, e.g. vocabulary sighted nato-en");
    return ArbiterOrder{arbiter::SetVocabulary{*listener(w[1]), w[2]}};
  }
  if (verb == "sheet") {
    // The move as written, case and all ("Bb5" is not "bb5"): the line's own text after the
    // first two words, split at white space only, so that it reads back the same.
    constexpr std::string_view kSpace = " \t\r\n\f\v";
    std::string_view rest = line;
    std::string first_two[2];
    for (std::string& word : first_two) {
      rest.remove_prefix(std::min(rest.size(), rest.find_first_not_of(kSpace)));
      const std::size_t end = std::min(rest.size(), rest.find_first_of(kSpace));
      word = fold(rest.substr(0, end));
      rest.remove_prefix(end);
    }
    rest = trim(rest);
    const bool printable = std::none_of(rest.begin(), rest.end(), [](char c) {
      const auto byte = static_cast<unsigned char>(c);  // char is unsigned on arm64
      return byte < 32 || byte == 127;
    });
    if (first_two[0] != "sheet" || !colour(first_two[1]) || rest.empty() || rest.size() > 40 || !printable)
      return wants("sheet white|black MOVE (as written), or sheet white|black erase");
    if (fold(rest) == "erase") return ArbiterOrder{arbiter::WriteSheet{*colour(first_two[1]), "", true}};
    return ArbiterOrder{arbiter::WriteSheet{*colour(first_two[1]), std::string(rest), false}};
  }
  return Failure{"unknown arbiter command '" + shortened(line) + "'; 'help' lists them"};
}

std::string arbiter_line(const ArbiterOrder& order) {
  return std::visit(
      [](const auto& o) -> std::string {
        using T = std::decay_t<decltype(o)>;
        if constexpr (std::is_same_v<T, arbiter::Resign>) return "resign " + std::string(colour_word(o.side));
        else if constexpr (std::is_same_v<T, arbiter::Draw>) return "draw";
        else if constexpr (std::is_same_v<T, arbiter::Decide>) return "result " + o.result;
        else if constexpr (std::is_same_v<T, arbiter::AcceptPenalty>) return "accept";
        else if constexpr (std::is_same_v<T, arbiter::RejectPenalty>) return "reject";
        else if constexpr (std::is_same_v<T, arbiter::AddTime>)
          return "add " + std::string(colour_word(o.side)) + " " + std::to_string(o.amount / 1000);
        else if constexpr (std::is_same_v<T, arbiter::SetClocks>)
          return "set " + std::to_string(o.white / 1000) + " " + std::to_string(o.black / 1000);
        else if constexpr (std::is_same_v<T, arbiter::Start>) return "start";
        else if constexpr (std::is_same_v<T, arbiter::Pause>) return "pause";
        else if constexpr (std::is_same_v<T, arbiter::Resume>) return "resume";
        else if constexpr (std::is_same_v<T, arbiter::Reconcile>) return "reconcile";
        else if constexpr (std::is_same_v<T, arbiter::TakeBack>)
          return o.ply ? "takeback " + std::to_string(*o.ply) : "takeback";
        else if constexpr (std::is_same_v<T, arbiter::WriteSheet>)
          return "sheet " + std::string(colour_word(o.side)) + " " + (o.erase ? "erase" : o.move);
        else if constexpr (std::is_same_v<T, arbiter::SetVocabulary>)
          return "vocabulary " + std::string(name(o.listener)) + " " + o.code;
        else static_assert(unhandled<T>, "every order is written");
      },
      order);
}

std::string_view arbiter_help() { return kHelp; }

}  // namespace twinboard
