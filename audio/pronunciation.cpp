#include "audio/pronunciation.h"

#include <array>

namespace twinboard::audio {
namespace {

struct Pronunciation {
  std::string_view word;      // as written, whole words only
  std::string_view phonemes;  // eSpeak phoneme input
};

// German voices: the FIDE words as German speakers say them (rules.md F2.1). The other
// FIDE words eSpeak already says right (tests/test_audio.cpp checks every one).
constexpr std::array kGerman{
    Pronunciation{"Rochade", "[[rOS'a:d@]]"},  // [ʁɔˈʃaːdə]: French ch, stress on -cha-
    Pronunciation{"Cäsar", "[[ts'E:zar]]"},    // [ˈtsɛːzaʁ]: C before ä is ts
    Pronunciation{"Caesar", "[[ts'E:zar]]"},  Pronunciation{"Cesar", "[[ts'E:zar]]"},
    Pronunciation{"David", "[[d'a:vIt]]"},  // [ˈdaːvɪt]: stress on the first syllable
};

bool is_letter(char c) {
  const auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;  // any UTF-8 letter byte
}

}  // namespace

std::string with_pronunciations(std::string_view text, std::string_view voice) {
  if (voice != "de" && !voice.starts_with("de-")) return std::string(text);
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  while (i < text.size()) {
    if (!is_letter(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && is_letter(text[end])) ++end;
    const std::string_view word = text.substr(i, end - i);
    std::string_view said = word;
    for (const Pronunciation& p : kGerman)
      if (p.word == word) said = p.phonemes;
    out += said;
    i = end;
  }
  return out;
}

}  // namespace twinboard::audio
