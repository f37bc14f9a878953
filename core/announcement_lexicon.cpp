// The lexicon (announcement_lexicon.h): the catalogs' words, folded once, by their folded spelling.
#include "announcement_lexicon.h"

#include <string>
#include <unordered_map>

#include "text_fold.h"

namespace twinboard {

const Token* lexicon_token(std::string_view folded) {
  static const std::unordered_map<std::string, Token> tokens = [] {
    std::unordered_map<std::string, Token> out;
    for (const LexiconWord& w : catalog_lexicon()) out.emplace(fold(w.word), w.token);
    return out;
  }();
  const auto found = tokens.find(std::string(folded));
  return found != tokens.end() ? &found->second : nullptr;
}

}  // namespace twinboard
