// Which eSpeak NG voice reads Mongolian best (issue 20: eSpeak has no Mongolian voice).
// Every word twinboard says in Mongolian (its phrasebook and its two vocabularies) is read by
// each Cyrillic voice through eSpeak's phoneme output (IPA), and three things that can be
// checked from the spelling alone are counted:
//   - words read as Mongolian letters at all: no switch to another language and no letter
//     spelled out by name (Russian reads ө as "Cyrillic letter barred o");
//   - long vowels: a doubled vowel letter (аа, ээ, оо, өө, уу, үү, ий), long in Khalkha,
//     read as one long vowel (ː) rather than two short ones;
//   - ө and ү, Mongolian's front rounded vowels (өө and үү counted once), read as rounded
//     front vowels (ø ɵ œ y ʏ).
// No listener was asked: this measures what the voice does with the letters, not how well
// a Mongolian understands it (docs/languages.md says what that leaves open).
//
//   build/release/bench/bench_mongolian_voices
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "audio/espeak_engine.h"
#include "core/phrasebook.h"
#include "core/text_fold.h"
#include "core/vocabulary.h"

namespace {

using namespace twinboard;

// The Mongolian words twinboard says, each once, without what is filled in.
std::vector<std::string> mongolian_words() {
  std::set<std::string> words;
  auto add_text = [&](std::string_view text) {
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      const bool end = i == text.size() || std::string_view(" ,.;:!?()'{}-—").find(text[i]) != std::string_view::npos;
      if (!end) {
        word += text[i];
        continue;
      }
      const bool cyrillic =
          !word.empty() &&
          (static_cast<unsigned char>(word[0]) == 0xD0 || static_cast<unsigned char>(word[0]) == 0xD1 ||
           static_cast<unsigned char>(word[0]) == 0xD2 || static_cast<unsigned char>(word[0]) == 0xD3);
      if (cyrillic && word.find('_') == std::string::npos) words.insert(fold(word));
      word.clear();
    }
  };
  for_each_phrase(phrasebook(Language::Mongolian), [&](std::string_view, std::string_view text) { add_text(text); });
  for (std::string_view code : {"plain-mn", "fide-mn"}) {
    const Vocabulary& v = *find_vocabulary(code);
    for (auto w : v.pieces) add_text(w);
    for (auto w : v.files) add_text(w);
    for (auto w : v.ranks) add_text(w);
    for (auto w : {v.captures, v.promotes, v.en_passant, v.kingside, v.queenside, v.check, v.mate}) add_text(w);
  }
  return {words.begin(), words.end()};
}

int count_of(const std::string& text, const std::vector<std::string>& needles) {
  int n = 0;
  for (const auto& needle : needles)
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + needle.size())) ++n;
  return n;
}

}  // namespace

int main() {
  const std::vector<std::string> words = mongolian_words();
  const std::vector<std::string> doubled{"аа", "ээ", "оо", "өө", "уу", "үү", "ий"};
  const std::vector<std::string> rounded_letters{"ө", "ү"};
  // Some voices' IPA keeps eSpeak's own names: "e:" for a long e, "oe" for ø (Kyrgyz).
  const std::vector<std::string> rounded_sounds{"ø", "ɵ", "œ", "y", "ʏ", "oe"};
  const std::vector<std::string> length_marks{"ː", ":"};
  audio::EspeakEngine engine;
  std::printf("%zu Mongolian words\n\n", words.size());
  std::printf(
      "| voice | read as letters (no switch, nothing spelled) | long vowels read long | ө and ү read as front rounded "
      "vowels |\n");
  std::printf("|---|---|---|---|\n");
  for (const char* voice : {"ky", "kk", "tt", "ba", "ru"}) {
    int clean = 0, long_expected = 0, long_read = 0, rounded_expected = 0, rounded_read = 0;
    for (const std::string& word : words) {
      const std::string ipa = engine.phonemes(word, voice);
      // A switch of language is marked "(en)"; a letter spelled by name takes many words.
      const bool switched = ipa.find('(') != std::string::npos;
      const bool spelled = ipa.size() > word.size() * 4;
      // A doubled өө or үү is one long vowel: counted once.
      const int doubled_here = count_of(word, doubled),
                rounded_here = count_of(word, rounded_letters) - count_of(word, {"өө", "үү"});
      long_expected += doubled_here;
      rounded_expected += rounded_here;
      if (switched || spelled) continue;  // nothing of it is read as Mongolian
      ++clean;
      long_read += std::min(doubled_here, count_of(ipa, length_marks));
      rounded_read += std::min(rounded_here, count_of(ipa, rounded_sounds));
    }
    auto percent = [](int part, int whole) { return whole ? 100.0 * part / whole : 100.0; };
    std::printf("| %s | %d of %zu (%.0f %%) | %d of %d (%.0f %%) | %d of %d (%.0f %%) |\n", voice, clean, words.size(),
                percent(clean, int(words.size())), long_read, long_expected, percent(long_read, long_expected),
                rounded_read, rounded_expected, percent(rounded_read, rounded_expected));
  }
  return 0;
}
