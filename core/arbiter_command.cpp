#include "core/arbiter_command.h"

#include <algorithm>
#include <charconv>
#include <set>
#include <vector>

#include "core/exhaustive.h"
#include "core/phrasebook.h"
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

// Whom a vocabulary is for: a seat's player or the arbiter, or (in older journals and the
// arbiter's habits) the "tactile" or "sighted" player of a table with one VI player.
bool names_a_listener(std::string_view word) {
  return named(word, kListeners) || word == kLegacyViPlayer || word == kLegacySightedPlayer;
}

// Whole numbers only: "+30", "1e3" and "12abc" are no number of seconds.
std::optional<long> whole_number(std::string_view word) {
  long value = 0;
  if (!word.empty() && word[0] == '+') word.remove_prefix(1);
  const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
  if (error != std::errc{} || end != word.data() + word.size()) return std::nullopt;
  return value;
}

// Each order as it is typed, and what it does in the arbiter's language.
struct OrderForm {
  std::string_view verb, form;
  std::string_view ArbiterPhrases::*does;
};
constexpr OrderForm kForms[] = {
    {"resign", "resign white|black", &ArbiterPhrases::resign},
    {"draw", "draw", &ArbiterPhrases::draw},
    {"result", "result 1-0|0-1|1/2-1/2|+-|-+|--", &ArbiterPhrases::result},
    {"accept", "accept | reject", &ArbiterPhrases::accept_reject},
    {"add", "add white|black SECONDS [penalty|illegal|claim|malfunction|setting]", &ArbiterPhrases::add},
    {"set", "set WHITE BLACK [penalty|illegal|claim|malfunction|setting]", &ArbiterPhrases::set},
    {"start", "start", &ArbiterPhrases::start},
    {"pause", "pause | resume", &ArbiterPhrases::pause_resume},
    {"sheet", "sheet white|black MOVE", &ArbiterPhrases::sheet},
    {"reconcile", "reconcile", &ArbiterPhrases::reconcile},
    {"takeback", "takeback [PLY]", &ArbiterPhrases::takeback},
    {"confirm", "confirm", &ArbiterPhrases::confirm},
    {"withdraw", "withdraw", &ArbiterPhrases::withdraw},
    {"vocabulary", "vocabulary white|black|arbiter CODE", &ArbiterPhrases::vocabulary},
    {"adjourn", "adjourn [FILE]", &ArbiterPhrases::adjourn},
    {"help", "help", &ArbiterPhrases::help},
};

constexpr ClockReason kReasons[] = {ClockReason::Penalty, ClockReason::IllegalMove, ClockReason::Claim,
                                    ClockReason::Malfunction, ClockReason::Setting};

// The reason typed after a clock order, if any: `n` words make the order without one.
std::optional<ClockReason> reason_in(const std::vector<std::string>& w, std::size_t n) {
  if (w.size() == n) return ClockReason::None;
  if (w.size() != n + 1) return std::nullopt;
  for (ClockReason r : kReasons)
    if (name(r) == w[n]) return r;
  return std::nullopt;
}

const OrderForm& form_of(std::string_view verb) {
  for (const OrderForm& f : kForms)
    if (f.verb == verb || (f.verb == "accept" && verb == "reject") || (f.verb == "pause" && verb == "resume")) return f;
  return kForms[std::size(kForms) - 1];
}

}  // namespace

std::string_view name(ClockReason reason) {
  switch (reason) {
    case ClockReason::None: return "";
    case ClockReason::Penalty: return "penalty";
    case ClockReason::IllegalMove: return "illegal";
    case ClockReason::Claim: return "claim";
    case ClockReason::Malfunction: return "malfunction";
    case ClockReason::Setting: return "setting";
  }
  return "";
}

Result<ArbiterOrder, std::string> parse_arbiter_order(std::string_view line, Language language) {
  const ArbiterPhrases& say = phrasebook(language).arbiter;
  const std::vector<std::string> w = split_words(fold(line));
  if (w.empty()) return Failure{std::string(say.empty_order)};
  const std::string& verb = w[0];
  const std::size_t n = w.size();
  // The order as it is typed, and what it does: "'add' wants: add white|black SECONDS (...)".
  auto wants = [&] {
    const OrderForm& f = form_of(verb);
    return Failure{fill_in(say.order_wants,
                           {{"order", verb}, {"form", std::string(f.form) + " (" + std::string(say.*f.does) + ")"}})};
  };
  if (verb == "resign") {
    if (n != 2 || !colour(w[1])) return wants();
    return ArbiterOrder{arbiter::Resign{*colour(w[1])}};
  }
  if (verb == "draw") {
    if (n != 1) return wants();
    return ArbiterOrder{arbiter::Draw{}};
  }
  if (verb == "result") {
    // +- -+ --: a forfeit, as FIDE's TRF writes it (Article 6.7; both absent: --).
    const std::set<std::string> results = {"1-0", "0-1", "1/2-1/2", "+-", "-+", "--"};
    if (n != 2 || !results.contains(w[1])) return wants();
    return ArbiterOrder{arbiter::Decide{w[1]}};
  }
  if (verb == "accept" || verb == "reject") {
    if (n != 1) return wants();
    if (verb == "accept") return ArbiterOrder{arbiter::AcceptPenalty{}};
    return ArbiterOrder{arbiter::RejectPenalty{}};
  }
  if (verb == "add") {
    const auto reason = reason_in(w, 3);
    if (!reason) return wants();
    const auto side = colour(w[1]);
    const long seconds = whole_number(w[2]).value_or(36001);
    if (!side || seconds < -36000 || seconds > 36000) return wants();
    return ArbiterOrder{arbiter::AddTime{*side, Millis(seconds) * 1000, *reason}};
  }
  if (verb == "set") {
    const auto reason = reason_in(w, 3);
    if (!reason) return wants();
    const auto white = parse_clock_time(w[1]), black = parse_clock_time(w[2]);
    constexpr Millis kDay = 24 * 3600 * 1000;  // no clock shows more; and "set 1 700549:30" is a slip
    if (!white || !black || *white > kDay || *black > kDay) return wants();
    return ArbiterOrder{arbiter::SetClocks{*white, *black, *reason}};
  }
  if (verb == "start") {
    if (n != 1) return wants();
    return ArbiterOrder{arbiter::Start{}};
  }
  if (verb == "pause" || verb == "resume") {
    if (n != 1) return wants();
    if (verb == "pause") return ArbiterOrder{arbiter::Pause{}};
    return ArbiterOrder{arbiter::Resume{}};
  }
  if (verb == "reconcile") {
    if (n != 1) return wants();
    return ArbiterOrder{arbiter::Reconcile{}};
  }
  if (verb == "confirm") {
    if (n != 1) return wants();
    return ArbiterOrder{arbiter::Confirm{}};
  }
  if (verb == "withdraw") {
    if (n != 1) return wants();
    return ArbiterOrder{arbiter::Withdraw{}};
  }
  if (verb == "takeback") {
    if (n == 1) return ArbiterOrder{arbiter::TakeBack{}};
    const auto ply = n == 2 ? whole_number(w[1]) : std::nullopt;
    if (!ply || *ply < 0 || *ply > 100000) return wants();
    return ArbiterOrder{arbiter::TakeBack{int(*ply)}};
  }
  if (verb == "vocabulary") {
    if (n != 3 || !names_a_listener(w[1]) || !find_vocabulary(w[2])) return wants();
    return ArbiterOrder{arbiter::SetVocabulary{std::string(w[1]), w[2]}};
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
      return wants();
    if (fold(rest) == "erase") return ArbiterOrder{arbiter::WriteSheet{*colour(first_two[1]), "", true}};
    return ArbiterOrder{arbiter::WriteSheet{*colour(first_two[1]), std::string(rest), false}};
  }
  return Failure{fill_in(say.unknown_order, {{"line", shortened(line)}})};
}

namespace {
std::string reason_word(ClockReason reason) {
  return reason == ClockReason::None ? "" : " " + std::string(name(reason));
}
}  // namespace

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
          return "add " + std::string(colour_word(o.side)) + " " + std::to_string(o.amount / 1000) +
                 reason_word(o.reason);
        else if constexpr (std::is_same_v<T, arbiter::SetClocks>)
          return "set " + std::to_string(o.white / 1000) + " " + std::to_string(o.black / 1000) + reason_word(o.reason);
        else if constexpr (std::is_same_v<T, arbiter::Start>) return "start";
        else if constexpr (std::is_same_v<T, arbiter::Pause>) return "pause";
        else if constexpr (std::is_same_v<T, arbiter::Resume>) return "resume";
        else if constexpr (std::is_same_v<T, arbiter::Reconcile>) return "reconcile";
        else if constexpr (std::is_same_v<T, arbiter::Confirm>) return "confirm";
        else if constexpr (std::is_same_v<T, arbiter::Withdraw>) return "withdraw";
        else if constexpr (std::is_same_v<T, arbiter::TakeBack>)
          return o.ply ? "takeback " + std::to_string(*o.ply) : "takeback";
        else if constexpr (std::is_same_v<T, arbiter::WriteSheet>)
          return "sheet " + std::string(colour_word(o.side)) + " " + (o.erase ? "erase" : o.move);
        else if constexpr (std::is_same_v<T, arbiter::SetVocabulary>) return "vocabulary " + o.who + " " + o.code;
        else static_assert(unhandled<T>, "every order is written");
      },
      order);
}

std::string arbiter_help(Language language) {
  const ArbiterPhrases& say = phrasebook(language).arbiter;
  std::string out;
  for (const OrderForm& f : kForms) {
    out += f.form;
    out += std::string(f.form.size() < 24 ? 24 - f.form.size() : 1, ' ');
    out += say.*f.does;
    out += '\n';
  }
  return out;
}

}  // namespace twinboard
