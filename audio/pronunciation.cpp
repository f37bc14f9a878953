#include "audio/pronunciation.h"

#include <algorithm>
#include <array>

namespace twinboard::audio {
namespace {

struct Pronunciation {
  std::string_view voice;  // the voice it is for ("de" also covers "de-...")
  std::string_view word;   // as written, whole words only
  std::string_view said;   // eSpeak phoneme input ([[...]]) or a spelling the voice reads right
};

// Not catalog messages (issue 52): they belong to eSpeak NG's voices, not to languages (the
// Kyrgyz voice says Mongolian; "de" covers "de-..."), are written in eSpeak's phoneme input
// and are checked against its output (tests/test_audio.cpp); what is shown and brailled is
// the catalog's word.
constexpr std::array kPronunciations{
    // German voices: the FIDE words as German speakers say them (rules.md F2.1). The other
    // FIDE words eSpeak already says right (tests/test_audio.cpp checks every one).
    Pronunciation{"de", "Rochade", "[[rOS'a:d@]]"},  // [ʁɔˈʃaːdə]: French ch, stress on -cha-
    Pronunciation{"de", "Cäsar", "[[ts'E:zar]]"},    // [ˈtsɛːzaʁ]: C before ä is ts
    Pronunciation{"de", "Caesar", "[[ts'E:zar]]"},
    Pronunciation{"de", "Cesar", "[[ts'E:zar]]"},
    Pronunciation{"de", "David", "[[d'a:vIt]]"},  // [ˈdaːvɪt]: stress on the first syllable
    // The program's and the clock's names, which the arbiter reads in Latin letters: spelled
    // for the voices that would otherwise switch to English for them (issue 20).
    Pronunciation{"de", "twinboard", "[[tw'Inbo:rt]]"},
    Pronunciation{"de", "twinboards", "[[tw'Inbo:rts]]"},
    Pronunciation{"ru", "twinboard", "твинборд"},
    Pronunciation{"ru", "DGT", "дэ гэ тэ"},
    // fide-es: two of F2.1's words begin with a [ts] that the Spanish voice spells out as "te,
    // ese", and it says Rochade's ch as in "chico" (core/vocabularies.cpp spells the rest so
    // that the voice reads them right).
    Pronunciation{"es", "Tsésar", "[[ts'esar]]"},
    Pronunciation{"es", "tsvái", "[[tsv'ai]]"},
    Pronunciation{"es", "Rochade", "[[R2oS'ade]]"},
    // fide-fr (po/fr.po): every spelling of "eins" tried is nasal or loses its s.
    Pronunciation{"fr", "aïns", "[['ajns]]"},
    Pronunciation{"fr", "tsvaï", "[[tsv'aj]]"},  // [tsv], not the voice's [tzv]
    // The words in Latin letters that the French voice would say in English: the program's
    // name, the hall's broker and the orders typed as they are, as a French speaker says them.
    Pronunciation{"fr", "twinboard", "[[tw'inbOrd]]"},
    Pronunciation{"fr", "broker", "brokeur"},
    Pronunciation{"fr", "start", "starte"},
    Pronunciation{"fr", "sheet", "chite"},
    Pronunciation{"fr", "takeback", "tèkbak"},
    Pronunciation{"fr", "white", "[[w'ajt]]"},
    Pronunciation{"fr", "draw", "drô"},
    Pronunciation{"fr", "help", "hèlp"},
    Pronunciation{"fr", "announce", "[[an'awns]]"},
    Pronunciation{"uz", "twinboard", "tvinbord"},
    Pronunciation{"uz", "white", "vayt"},  // Uzbek has no w
    Pronunciation{"uz", "draw", "dro"},
    // The arbiter's orders, typed in Latin letters in every language, said as a Persian,
    // Russian or Mongolian (Kyrgyz voice) arbiter says them; Uzbek's voice reads the others.
    Pronunciation{"fa", "accept", "اکسپت"},
    Pronunciation{"fa", "start", "استارت"},
    Pronunciation{"fa", "sheet", "شیت"},
    Pronunciation{"fa", "takeback", "تیک بک"},
    Pronunciation{"fa", "white", "وایت"},
    Pronunciation{"fa", "black", "بلک"},
    Pronunciation{"fa", "adjourn", "اَجِرن"},
    Pronunciation{"fa", "reject", "ریجکت"},
    Pronunciation{"fa", "draw", "دراو"},
    Pronunciation{"fa", "reconcile", "رکنسایل"},
    Pronunciation{"fa", "resume", "ریزیوم"},
    Pronunciation{"fa", "add", "اَد"},
    Pronunciation{"ru", "accept", "аксепт"},
    Pronunciation{"ru", "start", "старт"},
    Pronunciation{"ru", "sheet", "шит"},
    Pronunciation{"ru", "takeback", "тейкбэк"},
    Pronunciation{"ru", "white", "вайт"},
    Pronunciation{"ru", "black", "блэк"},
    Pronunciation{"ru", "adjourn", "эджорн"},
    Pronunciation{"ru", "reject", "риджект"},
    Pronunciation{"ru", "draw", "дро"},
    Pronunciation{"ru", "reconcile", "рэконсайл"},
    Pronunciation{"ru", "resume", "резюм"},
    Pronunciation{"ru", "add", "эд"},
    Pronunciation{"ky", "accept", "аксепт"},
    Pronunciation{"ky", "start", "старт"},
    Pronunciation{"ky", "sheet", "шит"},
    Pronunciation{"ky", "takeback", "тейкбэк"},
    Pronunciation{"ky", "white", "вайт"},
    Pronunciation{"ky", "black", "блэк"},
    Pronunciation{"ky", "adjourn", "эджорн"},
    Pronunciation{"ky", "reject", "риджект"},
    Pronunciation{"ky", "draw", "дро"},
    Pronunciation{"ky", "reconcile", "рэконсайл"},
    Pronunciation{"ky", "resume", "резюм"},
    Pronunciation{"ky", "add", "эд"},
    // The VI player's typed commands, named in his refusals in Latin letters as he types them
    // (issue 36): said as a German, Russian, Persian or Mongolian (Kyrgyz voice) player says them.
    Pronunciation{"de", "announce", "[[@n'aUns]]"},
    Pronunciation{"de", "Escape", "[[Isk'e:p]]"},  // the key, named in the help (issue 35)
    Pronunciation{"de", "fifty", "[[f'Ifti:]]"},
    Pronunciation{"ru", "help", "хэлп"},
    Pronunciation{"ru", "note", "ноут"},
    Pronunciation{"ru", "announce", "энаунс"},
    Pronunciation{"ru", "claim", "клэйм"},
    Pronunciation{"ru", "repetition", "рэпэтишн"},
    Pronunciation{"ru", "fifty", "фифти"},
    Pronunciation{"ru", "e", "е"},
    Pronunciation{"ru", "a", "а"},
    Pronunciation{"ru", "h", "аш"},
    Pronunciation{"ru", "Кf", "Ка эф"},
    Pronunciation{"ky", "help", "хэлп"},
    Pronunciation{"ky", "note", "ноут"},
    Pronunciation{"ky", "announce", "энаунс"},
    Pronunciation{"ky", "claim", "клэйм"},
    Pronunciation{"ky", "repetition", "рэпэтишн"},
    Pronunciation{"ky", "fifty", "фифти"},
    Pronunciation{"ky", "e", "е"},
    Pronunciation{"ky", "a", "а"},
    Pronunciation{"ky", "h", "аш"},
    Pronunciation{"ky", "Мf", "Мэ эф"},
    Pronunciation{"fa", "help", "هلپ"},
    Pronunciation{"fa", "note", "نوت"},
    Pronunciation{"fa", "announce", "اَنانس"},
    Pronunciation{"fa", "claim", "کلِیم"},
    Pronunciation{"fa", "repetition", "رپتیشن"},
    Pronunciation{"fa", "fifty", "فیفتی"},
    Pronunciation{"fa", "e", "ای"},
    Pronunciation{"fa", "a", "اِی"},
    Pronunciation{"fa", "h", "اِچ"},
    Pronunciation{"fa", "Sf", "اس اف"},
};

bool for_voice(const Pronunciation& p, std::string_view voice) {
  return voice == p.voice || (voice.starts_with(p.voice) && voice.substr(p.voice.size()).starts_with("-"));
}

bool is_letter(char c) {
  const auto u = static_cast<unsigned char>(c);
  return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;  // any UTF-8 letter byte
}

}  // namespace

std::string with_pronunciations(std::string_view text, std::string_view voice) {
  const bool uzbek = voice == "uz";
  if (!uzbek && std::none_of(kPronunciations.begin(), kPronunciations.end(),
                             [&](const Pronunciation& p) { return for_voice(p, voice); }))
    return std::string(text);
  std::string out;
  out.reserve(text.size());
  std::size_t i = 0;
  // Uzbek's tutuq belgisi (ʼ, U+02BC: "eʼlon") is a glottal stop the Uzbek voice reads only
  // as an apostrophe; as itself it names the character in English.
  std::string apostrophes;
  if (uzbek) {
    apostrophes = text;
    for (std::size_t at; (at = apostrophes.find("\xCA\xBC")) != std::string::npos;) apostrophes.replace(at, 2, "'");
    text = apostrophes;
  }
  while (i < text.size()) {
    if (!is_letter(text[i])) {
      out += text[i++];
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && is_letter(text[end])) ++end;
    const std::string_view word = text.substr(i, end - i);
    std::string_view said = word;
    for (const Pronunciation& p : kPronunciations)
      if (p.word == word && for_voice(p, voice)) said = p.said;
    out += said;
    i = end;
  }
  return out;
}

}  // namespace twinboard::audio
