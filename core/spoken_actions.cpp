#include "spoken_actions.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "text_fold.h"

namespace twinboard {
namespace {

// The words folded and split into words (the question mark of an offer kept as its own word).
std::vector<std::string> words_in(std::string_view text) {
  std::string spaced;
  for (char c : fold(text)) {
    if (c == '?') spaced += " ? ";
    else spaced += c;
  }
  std::vector<std::string> out = split_words(spaced);
  while (!out.empty() && (out.back() == "." || out.back() == "!")) out.pop_back();
  for (std::string& w : out)
    while (w.size() > 1 && (w.back() == '.' || w.back() == '!' || w.back() == ':')) w.pop_back();
  return out;
}

struct Phrases {
  SpokenAction action;
  bool takes_a_move;                           // the words may go on with a move (a claim's intended move)
  std::vector<std::vector<std::string>> said;  // each way of saying it, folded and split (words_in)
};

// What each action's words are (the catalogs'), read once, and whether a move may follow them.
const std::array<Phrases, 6>& all_phrases() {
  static const std::array<Phrases, 6> phrases = [] {
    std::array<Phrases, 6> out;
    const SpokenAction actions[] = {SpokenAction::Adjust,      SpokenAction::OfferDraw,       SpokenAction::AcceptDraw,
                                    SpokenAction::DeclineDraw, SpokenAction::ClaimRepetition, SpokenAction::ClaimFifty};
    for (std::size_t i = 0; i < out.size(); ++i) {
      // A claim names the move he will make after its words (Articles 9.2.1.1, 9.3.1.1).
      const bool takes_a_move = actions[i] == SpokenAction::ClaimRepetition || actions[i] == SpokenAction::ClaimFifty;
      out[i] = {actions[i], takes_a_move, {}};
      for (std::string_view phrase : understood_words(actions[i])) out[i].said.push_back(words_in(phrase));
    }
    return out;
  }();
  return phrases;
}

}  // namespace

std::optional<SpokenWords> spoken_action(std::string_view words) {
  const std::vector<std::string> said = words_in(words);
  if (said.empty()) return std::nullopt;
  for (const Phrases& p : all_phrases())
    for (const std::vector<std::string>& expected : p.said) {
      if (expected.empty() || said.size() < expected.size()) continue;
      if (!std::equal(expected.begin(), expected.end(), said.begin())) continue;
      if (said.size() > expected.size() && !p.takes_a_move) continue;
      std::string rest;
      for (std::size_t i = expected.size(); i < said.size(); ++i) rest += (rest.empty() ? "" : " ") + said[i];
      return SpokenWords{p.action, rest};
    }
  return std::nullopt;
}

}  // namespace twinboard
