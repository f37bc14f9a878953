// Squares typed in another script (issue 48, item 10): Cyrillic letters that look like the
// Latin file letters ("е4", "с4", a Russian "Сс4") read as the square they look like, as a
// screen reader says them alike. Only a letter right before a rank digit is a file, so a
// piece letter ("С" in "Сс4", "К" in "Кf6") stays what it is; a Cyrillic "х" between a
// file and a square is the capture mark ("ехd5").
#pragma once

#include <string>
#include <string_view>

namespace twinboard {

// `text` with those look-alikes in Latin letters; any other text, or bytes that are no
// UTF-8, as it is.
std::string latin_squares(std::string_view text);

}  // namespace twinboard
