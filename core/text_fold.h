// Folding typed or recognised words to one spelling before they are looked up: composed
// and case-folded by Unicode's rules (utf8proc: "a" + combining diaeresis is "ä"; capitals of
// every script become small letters), German umlauts and ß spelled out (Cäsar -> caesar, fünf -> fuenf),
// é -> e, ё -> е, Persian's variant letters and digits to one form (ي -> ی, ۳ -> 3), the Uzbek
// apostrophes to '. Input is UTF-8 and untrusted: bytes that are no known letter stay as they are.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace twinboard {

std::string fold(std::string_view text);

// `text` in capitals, by Unicode's rules ("ä" -> "Ä", "к" -> "К"); bytes that are no
// character stay as they are.
std::string upper_case(std::string_view text);

// `text` without the white space (space, tab, line ends, form feed) at either end.
std::string_view trim(std::string_view text);

// `text` cut to at most `max_chars` characters (at a UTF-8 character boundary) with "…"
// after it: what an error message quotes of untrusted input (a 120,000-character "move").
std::string shortened(std::string_view text, std::size_t max_chars = 40);

// The characters (code points) of UTF-8 text: "Läufer" has 6.
std::size_t code_points(std::string_view utf8);

// Splits folded text into words at spaces and at , ; ! ? " ( ) (which carry no meaning here).
std::vector<std::string> split_words(std::string_view folded);

}  // namespace twinboard
