#include "spoken_actions.h"

#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "text_fold.h"

namespace twinboard {
namespace {

struct Phrases {
  SpokenAction action;
  bool takes_a_move;  // the words may go on with a move (a claim's intended move)
  std::vector<std::string_view> said;
};

// Article 4.2's word in each text: "j'adoube" everywhere; the German "Ich rücke zurecht",
// the English "I adjust", the Persian text's "ژادوب" and "آی اجست" (I adjust), the Swahili
// "Ninabadilisha", the Russian "Поправляю", the Uzbek "тўғрилаяпман" (and in Latin script),
// the Mongolian "засъя"; French has j'adoube itself, the Spanish "compongo". Draws as
// players say them in each language.
const std::array<Phrases, 6>& all_phrases() {
  static const std::array<Phrases, 6> phrases{{
      {SpokenAction::Adjust,
       false,
       {"j'adoube", "jadoube", "j adoube", "ich rücke zurecht", "zurechtrücken", "i adjust", "adjust", "adjusting",
        "ژادوب", "آی اجست", "ninabadilisha", "поправляю", "тўғрилаяпман", "toʻgʻrilayapman", "to'g'rilayapman", "засъя",
        "compongo"}},
      {SpokenAction::OfferDraw,
       false,
       {"remis?",
        "remis",
        "ich biete remis an",
        "remis angeboten",
        "draw?",
        "draw",
        "i offer a draw",
        "draw offer",
        "offer draw",
        "ничья?",
        "предлагаю ничью",
        "پیشنهاد تساوی",
        "تساوی؟",
        "sare?",
        "ninapendekeza sare",
        "durang?",
        "durang taklif qilaman",
        "дуранг?",
        "тэнцээ?",
        "тэнцээ санал болгож байна",
        "nulle?",
        "nulle",
        "je propose nulle",
        "je propose la nulle",
        "je vous propose nulle",
        "proposition de nulle",
        "tablas?",
        "¿tablas?",
        "tablas",
        "ofrezco tablas",
        "le ofrezco tablas"}},
      {SpokenAction::AcceptDraw,
       false,
       {"remis angenommen", "ich nehme an", "draw accepted", "i accept the draw", "accept draw", "ничья принята",
        "согласен на ничью", "تساوی را می پذیرم", "nakubali sare", "durangga roziman", "тэнцээг зөвшөөрлөө",
        "nulle acceptée", "j'accepte la nulle", "j'accepte nulle", "j'accepte", "acepto tablas", "acepto las tablas",
        "tablas aceptadas", "acepto"}},
      {SpokenAction::DeclineDraw,
       false,
       {"remis abgelehnt", "ich lehne ab", "draw declined", "i decline", "decline draw", "отклоняю ничью",
        "تساوی را رد می کنم", "nakataa sare", "durangni rad etaman", "тэнцээнээс татгалзлаа", "nulle refusée",
        "je refuse la nulle", "je refuse nulle", "je refuse", "rechazo tablas", "rechazo las tablas",
        "tablas rechazadas", "rechazo", "no acepto"}},
      {SpokenAction::ClaimRepetition,
       true,
       {"remis durch wiederholung", "remis durch stellungswiederholung", "draw by repetition", "claim repetition",
        "ничья повторением", "ничья по троекратному повторению", "تساوی با تکرار", "sare kwa kurudia",
        "takrorlanish bilan durang", "давталтаар тэнцээ", "nulle par répétition", "nulle par triple répétition",
        "je réclame la nulle par répétition", "tablas por repetición", "tablas por repeticion",
        "reclamo tablas por repetición", "reclamo tablas por repeticion", "tablas por triple repetición",
        "tablas por triple repeticion"}},
      {SpokenAction::ClaimFifty,
       true,
       {"remis nach fünfzig zügen",
        "remis nach der fünfzig-züge-regel",
        "draw by the fifty-move rule",
        "draw by fifty moves",
        "claim fifty",
        "ничья по правилу 50 ходов",
        "ничья по правилу пятидесяти ходов",
        "تساوی با قانون ۵۰ حرکت",
        "sare kwa kanuni ya hatua hamsini",
        "50 yurish qoidasi bilan durang",
        "50 нүүдлийн дүрмээр тэнцээ",
        "nulle par la règle des cinquante coups",
        "nulle par la regle des cinquante coups",
        "nulle par la règle des 50 coups",
        "nulle par la regle des 50 coups",
        "nulle par cinquante coups",
        "je réclame la nulle par la règle des cinquante coups",
        "tablas por la regla de los cincuenta movimientos",
        "tablas por la regla de los 50 movimientos",
        "tablas por cincuenta movimientos",
        "reclamo tablas por la regla de los cincuenta movimientos"}},
  }};
  return phrases;
}

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

}  // namespace

std::optional<SpokenWords> spoken_action(std::string_view words) {
  const std::vector<std::string> said = words_in(words);
  if (said.empty()) return std::nullopt;
  for (const Phrases& p : all_phrases())
    for (std::string_view phrase : p.said) {
      const std::vector<std::string> expected = words_in(phrase);
      if (expected.empty() || said.size() < expected.size()) continue;
      if (!std::equal(expected.begin(), expected.end(), said.begin())) continue;
      if (said.size() > expected.size() && !p.takes_a_move) continue;
      std::string rest;
      for (std::size_t i = expected.size(); i < said.size(); ++i) rest += (rest.empty() ? "" : " ") + said[i];
      return SpokenWords{p.action, rest};
    }
  return std::nullopt;
}

std::string_view words_of(SpokenAction action) {
  switch (action) {
    case SpokenAction::Adjust: return "j'adoube";
    case SpokenAction::OfferDraw: return "I offer a draw";
    case SpokenAction::AcceptDraw: return "draw accepted";
    case SpokenAction::DeclineDraw: return "draw declined";
    case SpokenAction::ClaimRepetition: return "draw by repetition";
    case SpokenAction::ClaimFifty: return "draw by the fifty-move rule";
  }
  return {};
}

}  // namespace twinboard
