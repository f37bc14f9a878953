#pragma once
// Words eSpeak NG says otherwise than a German arbiter would (F2.1): "Rochade" as
// "Roch-ade" (a ch as in "Bach", stress on the first syllable), "Cäsar" as "Käsar",
// "David" stressed at the end. Before synthesis such words are replaced by eSpeak's own
// phoneme input ([[...]], its Kirshenbaum-style mnemonics), for the voices they concern;
// what is shown or brailled keeps the written word. The program's and the DGT clock's names
// are respelled for the voices that would switch to English for them.
#include <string>
#include <string_view>

namespace twinboard::audio {

// `text` with every whole word that `voice` mispronounces written as eSpeak phonemes.
std::string with_pronunciations(std::string_view text, std::string_view voice);

}  // namespace twinboard::audio
