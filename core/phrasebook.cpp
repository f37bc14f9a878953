#include "phrasebook.h"

#include <algorithm>
#include <vector>

namespace twinboard {

std::string_view spoken(const EndingWords& w, GameEnd end) {
  switch (end) {
    case GameEnd::None: return {};
    case GameEnd::Checkmate: return w.checkmate;
    case GameEnd::Stalemate: return w.stalemate;
    case GameEnd::FivefoldRepetition: return w.fivefold_repetition;
    case GameEnd::SeventyFiveMoves: return w.seventy_five_moves;
    case GameEnd::InsufficientMaterial: return w.dead_position;
    case GameEnd::Resignation: return w.resignation;
    case GameEnd::Agreement: return w.agreement;
    case GameEnd::Time: return w.time;
    case GameEnd::TimeInsufficientMaterial: return w.time_no_mate;
    case GameEnd::IllegalMoves: return w.illegal_moves;
    case GameEnd::ArbiterDecision: return w.arbiter_decision;
    case GameEnd::Forfeit: return w.forfeit;
    case GameEnd::DoubleForfeit: return w.double_forfeit;
  }
  return {};
}

namespace {

// Issue 48, item 8: the form of "m|f|n|p" (singular by gender, else p), or of "a|b" or
// "a|b|c" (one per plural form of the language) that agrees with a counted value; the last
// form without one.
std::string_view agreeing_form(std::string_view forms, const std::optional<Agreement>& agrees) {
  std::vector<std::string_view> each;
  for (std::size_t start = 0;;) {
    const std::size_t bar = forms.find('|', start);
    each.push_back(forms.substr(start, bar == std::string_view::npos ? std::string_view::npos : bar - start));
    if (bar == std::string_view::npos) break;
    start = bar + 1;
  }
  std::size_t chosen = each.size() - 1;
  if (agrees && each.size() == 4) {
    if (agrees->plural_form == 0) chosen = std::size_t(agrees->gender);
  } else if (agrees) {
    chosen = std::size_t(std::clamp(agrees->plural_form, 0, int(each.size()) - 1));
  }
  return each[chosen];
}

}  // namespace

std::string fill_in(std::string_view pattern, std::initializer_list<Filler> values) {
  std::string out;
  out.reserve(pattern.size() + 32);
  std::size_t i = 0;
  while (i < pattern.size()) {
    const std::size_t open = pattern.find('{', i);
    if (open == std::string_view::npos) break;
    const std::size_t close = pattern.find('}', open);
    if (close == std::string_view::npos) break;
    out += pattern.substr(i, open - i);
    const std::string_view mark = pattern.substr(open + 1, close - open - 1);
    const std::string_view name = mark.substr(0, mark.find('|'));
    const Filler* value = nullptr;
    for (const Filler& f : values)
      if (f.name == name) value = &f;
    if (!value) out += pattern.substr(open, close - open + 1);
    else if (name.size() == mark.size()) out += value->value;
    else out += agreeing_form(mark.substr(name.size() + 1), value->agrees);
    i = close + 1;
  }
  out += pattern.substr(i);
  return out;
}

}  // namespace twinboard
