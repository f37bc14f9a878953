// The language of the pages' visitor, from his browser's Accept-Language (the pages' words
// are the catalogs', po/<code>.po: hall_page_phrases is generated from them).
#include "hall_phrases.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string>

namespace twinboard {

std::optional<Language> language_of_accept(std::string_view header) {
  // Each range "de-CH;q=0.9": its primary tag and weight; the best weight that twinboard
  // speaks wins, the earlier one on a tie.
  std::optional<Language> best;
  double best_weight = 0;
  std::size_t at = 0;
  while (at <= header.size()) {
    std::size_t comma = header.find(',', at);
    if (comma == std::string_view::npos) comma = header.size();
    std::string_view range = header.substr(at, comma - at);
    at = comma + 1;
    double weight = 1;
    if (const std::size_t semi = range.find(';'); semi != std::string_view::npos) {
      std::string_view params = range.substr(semi + 1);
      range = range.substr(0, semi);
      if (const std::size_t q = params.find("q="); q != std::string_view::npos) {
        weight = 0;
        std::string_view number = params.substr(q + 2);
        // q is 0, 1, or 0.ddd (RFC 9110): read by hand, no locale.
        if (!number.empty() && number[0] == '1') weight = 1;
        else if (number.size() >= 3 && number[0] == '0' && number[1] == '.')
          for (std::size_t i = 2, scale = 10; i < number.size() && i < 5 && number[i] >= '0' && number[i] <= '9';
               ++i, scale *= 10)
            weight += double(number[i] - '0') / double(scale);
      }
    }
    while (!range.empty() && range.front() == ' ') range.remove_prefix(1);
    while (!range.empty() && range.back() == ' ') range.remove_suffix(1);
    std::string primary(range.substr(0, range.find('-')));
    std::transform(primary.begin(), primary.end(), primary.begin(), [](unsigned char c) { return std::tolower(c); });
    if (const auto language = language_of_code(primary); language && weight > best_weight) {
      best = language;
      best_weight = weight;
    }
  }
  return best;
}

}  // namespace twinboard
