#include "lookalike_squares.h"

#include <utf8proc.h>

#include <vector>

namespace twinboard {
namespace {

// The Latin file a Cyrillic letter looks like: а А В с С ԁ е Е һ Һ Н; 0 for any other.
char file_like(utf8proc_int32_t c) {
  switch (c) {
    case 0x0430:
    case 0x0410: return 'a';
    case 0x0412: return 'b';
    case 0x0441:
    case 0x0421: return 'c';
    case 0x0501: return 'd';
    case 0x0435:
    case 0x0415: return 'e';
    case 0x04BB:
    case 0x04BA:
    case 0x041D: return 'h';
    default: return 0;
  }
}

bool is_small(utf8proc_int32_t c) { return c == 0x0430 || c == 0x0441 || c == 0x0501 || c == 0x0435 || c == 0x04BB; }
bool is_rank(utf8proc_int32_t c) { return c >= '1' && c <= '8'; }
bool is_latin_file(utf8proc_int32_t c) { return c >= 'a' && c <= 'h'; }

}  // namespace

std::string latin_squares(std::string_view text) {
  std::vector<utf8proc_int32_t> chars;
  bool any = false;
  const auto* bytes = reinterpret_cast<const utf8proc_uint8_t*>(text.data());
  for (utf8proc_ssize_t at = 0, size = utf8proc_ssize_t(text.size()); at < size;) {
    utf8proc_int32_t c = 0;
    const utf8proc_ssize_t length = utf8proc_iterate(bytes + at, size - at, &c);
    if (length <= 0) return std::string(text);
    any = any || c >= 0x0400;
    chars.push_back(c);
    at += length;
  }
  if (!any) return std::string(text);
  const std::size_t n = chars.size();
  // A file: a look-alike right before a rank digit ("е4", the "с" of "Сс4").
  for (std::size_t i = 0; i + 1 < n; ++i)
    if (file_like(chars[i]) && is_rank(chars[i + 1])) chars[i] = file_like(chars[i]);
  // The capture mark: х or Х before a square, after something; a small look-alike before it
  // is the capturing pawn's file ("ехd5"); a capital one is a piece ("Схd5").
  for (std::size_t i = 1; i + 2 < n; ++i) {
    if ((chars[i] != 0x0445 && chars[i] != 0x0425) || !is_latin_file(chars[i + 1]) || !is_rank(chars[i + 2])) continue;
    chars[i] = 'x';
    if (is_small(chars[i - 1])) chars[i - 1] = file_like(chars[i - 1]);
  }
  std::string out;
  out.reserve(text.size());
  for (utf8proc_int32_t c : chars) {
    utf8proc_uint8_t encoded[4];
    out.append(reinterpret_cast<const char*>(encoded), std::size_t(utf8proc_encode_char(c, encoded)));
  }
  return out;
}

}  // namespace twinboard
