#include "text_fold.h"

#include <utf8proc.h>

#include <cstdlib>
#include <optional>

namespace twinboard {
namespace {

// Two-byte UTF-8 letters and what they fold to.
struct Fold2 {
  unsigned char lead, trail;
  std::string_view to;
};
constexpr Fold2 kFolds[] = {
    {0xC3, 0xA4, "ae"},       {0xC3, 0x84, "ae"},        // ä Ä
    {0xC3, 0xB6, "oe"},       {0xC3, 0x96, "oe"},        // ö Ö
    {0xC3, 0xBC, "ue"},       {0xC3, 0x9C, "ue"},        // ü Ü
    {0xC3, 0x9F, "ss"},                                  // ß
    {0xC3, 0xA9, "e"},        {0xC3, 0x89, "e"},         // é É
    {0xD0, 0x81, "\xD0\xB5"}, {0xD1, 0x91, "\xD0\xB5"},  // Ё ё -> е
};

bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == ';' || c == '!' || c == '?' || c == '"' ||
         c == '(' || c == ')';
}

bool is_white_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

}  // namespace

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_white_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_white_space(s.back())) s.remove_suffix(1);
  return s;
}

namespace {

// Composed (NFC) and case-folded by utf8proc: "a" + U+0308 becomes "ä", Cyrillic and Latin
// capitals of every language become small letters. Nothing for bytes that are no UTF-8.
std::optional<std::string> normalised(std::string_view text) {
  utf8proc_uint8_t* mapped = nullptr;
  const utf8proc_ssize_t length =
      utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(text.data()), utf8proc_ssize_t(text.size()), &mapped,
                   utf8proc_option_t(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD));
  if (length < 0) return std::nullopt;
  std::string out(reinterpret_cast<const char*>(mapped), std::size_t(length));
  std::free(mapped);
  return out;
}

// The byte-wise fold below, on text already normalised (or not UTF-8 at all).
std::string fold_bytes(std::string_view text);

// One spelling for letters that Persian writes in several ways, for the punctuation of the
// Arabic script and for the Uzbek apostrophe: Arabic ي ى and ك are Persian ی and ک, أ إ
// are ا, ة is ه, the vowel marks and the tatweel go, a zero-width non-joiner separates words
// ("می‌گیرد" is "می گیرد"), Persian and Arabic digits are 0-9, "،" "؛" "؟" are , ; ?, and
// ʻ ʼ ‘ ’ ` (oʻ, gʻ, eʼlon) are '. On normalised UTF-8 only.
std::string fold_scripts(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  utf8proc_ssize_t at = 0;
  const auto size = utf8proc_ssize_t(text.size());
  while (at < size) {
    utf8proc_int32_t c = 0;
    const utf8proc_ssize_t length = utf8proc_iterate(bytes + at, size - at, &c);
    if (length <= 0) return std::string(text);  // not UTF-8 after all: leave it to fold_bytes
    at += length;
    if (c >= 0x064B && c <= 0x0652) continue;  // fatha ... sukun
    if (c == 0x0670 || c == 0x0640) continue;  // superscript alef, tatweel
    if (c >= 0x06F0 && c <= 0x06F9) c = '0' + (c - 0x06F0);
    else if (c >= 0x0660 && c <= 0x0669) c = '0' + (c - 0x0660);
    else if (c == 0x064A || c == 0x0649) c = 0x06CC;
    else if (c == 0x0643) c = 0x06A9;
    else if (c == 0x0623 || c == 0x0625) c = 0x0627;
    else if (c == 0x0629) c = 0x0647;
    else if (c == 0x200C || c == 0x200D) c = ' ';
    else if (c == 0x060C) c = ',';
    else if (c == 0x061B) c = ';';
    else if (c == 0x061F) c = '?';
    else if (c == 0x02BB || c == 0x02BC || c == 0x2018 || c == 0x2019 || c == '`') c = '\'';
    utf8proc_uint8_t encoded[4];
    out.append(reinterpret_cast<const char*>(encoded), std::size_t(utf8proc_encode_char(c, encoded)));
  }
  return out;
}

}  // namespace

std::string fold(std::string_view text) {
  if (auto composed = normalised(text)) return fold_bytes(fold_scripts(*composed));
  return fold_bytes(text);
}

namespace {

std::string fold_bytes(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    if (c >= 'A' && c <= 'Z') {
      out += char(c - 'A' + 'a');
      continue;
    }
    if (c < 0x80 || i + 1 >= text.size()) {
      out += char(c);
      continue;
    }
    auto d = static_cast<unsigned char>(text[i + 1]);
    bool folded = false;
    for (const auto& f : kFolds) {
      if (f.lead == c && f.trail == d) {
        out += f.to;
        folded = true;
        break;
      }
    }
    if (!folded && c == 0xD0 && d >= 0x90 && d <= 0x9F) {  // А..П -> а..п
      out += char(0xD0);
      out += char(d + 0x20);
      folded = true;
    } else if (!folded && c == 0xD0 && d >= 0xA0 && d <= 0xAF) {  // Р..Я -> р..я
      out += char(0xD1);
      out += char(d - 0x20);
      folded = true;
    }
    if (folded) {
      ++i;
    } else {
      out += char(c);
    }
  }
  return out;
}

}  // namespace

std::string shortened(std::string_view text, std::size_t max_chars) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    // Inside a character, unless the bytes are no UTF-8 at all: a run of continuation bytes
    // is cut too (no character is longer than 4 bytes; found by fuzz_arbiter_orders).
    const bool inside = (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80 && i < 4 * max_chars;
    if (inside) continue;
    if (chars++ == max_chars || i >= 4 * max_chars) return std::string(text.substr(0, i)) + "…";
  }
  return std::string(text);
}

std::vector<std::string> split_words(std::string_view folded) {
  std::vector<std::string> words;
  std::string word;
  for (char c : folded) {
    if (is_separator(c)) {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

std::string upper_case(std::string_view text) {
  std::string out;
  for (std::size_t at = 0; at < text.size();) {
    utf8proc_int32_t code = 0;
    const utf8proc_ssize_t length = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(text.data() + at),
                                                     utf8proc_ssize_t(text.size() - at), &code);
    if (length <= 0) {
      out += text[at++];
      continue;
    }
    utf8proc_uint8_t encoded[4];
    const utf8proc_ssize_t written = utf8proc_encode_char(utf8proc_toupper(code), encoded);
    out.append(reinterpret_cast<const char*>(encoded), std::size_t(written));
    at += std::size_t(length);
  }
  return out;
}

std::size_t code_points(std::string_view utf8) {
  std::size_t n = 0;
  for (unsigned char c : utf8) n += (c & 0xc0) != 0x80;
  return n;
}

}  // namespace twinboard
