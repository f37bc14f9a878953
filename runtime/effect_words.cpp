#include "effect_words.h"

#include "core/exhaustive.h"
#include "core/fact_words.h"

namespace twinboard::runtime {
namespace {

std::string told_words(const Effect& effect, const Vocabulary& v) {
  return std::visit(
      [&](const auto& body) -> std::string {
        using T = std::decay_t<decltype(body)>;
        if constexpr (std::is_same_v<T, Speak>) return notice_words(body.notice, v);
        else if constexpr (std::is_same_v<T, Answered>) return answer_words(body.answer, v);
        else if constexpr (std::is_same_v<T, Caption>) return caption_words(body, v);
        else if constexpr (std::is_same_v<T, Cue>) return taken_words(body, v);
        else if constexpr (std::is_same_v<T, Instruct>) return instruct_words(body, v);
        else if constexpr (std::is_same_v<T, Divergence>) return divergence_words(body, v);
        else if constexpr (std::is_same_v<T, Illegal>) return illegal_words(body, v);
        else if constexpr (std::is_same_v<T, Refused>) return refusal_words(body.why, v);
        else return {};
      },
      effect.body);
}

std::string steps_words(const Effect& effect, const Vocabulary& v) {
  if (const auto* should = std::get_if<Instruct>(&effect.body)) return say_steps(should->steps, v);
  if (const auto* off = std::get_if<Divergence>(&effect.body)) return say_steps(off->steps, v);
  return {};
}

}  // namespace

const std::string& EffectWords::told(std::size_t i, const Vocabulary& v) { return words(i, v, Form::Told); }

const std::string& EffectWords::steps(std::size_t i, const Vocabulary& v) { return words(i, v, Form::Steps); }

const std::string& EffectWords::words(std::size_t i, const Vocabulary& v, Form form) {
  for (const Made& m : made_)
    if (m.i == i && m.form == form && m.vocabulary->code == v.code) return m.text;
  const Effect& effect = effects_[i];
  made_.push_back({i, &v, form, form == Form::Told ? told_words(effect, v) : steps_words(effect, v)});
  return made_.back().text;
}

}  // namespace twinboard::runtime
