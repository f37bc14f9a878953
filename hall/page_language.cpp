#include "hall/page_language.h"

#include <nlohmann/json.hpp>

#include "core/hall_phrases.h"
#include "core/phrasebook.h"

namespace twinboard::hall {

Language page_language(std::string_view asked, std::string_view configured, std::string_view accept_language) {
  if (const auto language = language_of_code(asked)) return *language;
  if (const auto language = language_of_code(configured)) return *language;
  if (const auto language = language_of_accept(accept_language)) return *language;
  return Language::English;
}

std::string page_in(std::string_view page, Language language) {
  nlohmann::json phrases = nlohmann::json::object();
  for_each_hall_phrase(hall_page_phrases(language), [&](std::string_view name, std::string_view text) {
    phrases[std::string(name)] = std::string(text);
  });
  phrases["white"] = std::string(phrasebook(language).table.colour[0]);
  phrases["black"] = std::string(phrasebook(language).table.colour[1]);
  phrases["result"] = std::string(phrasebook(language).window.result);  // {result}
  std::string json = phrases.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  // Inside a <script>: "</" would end it.
  for (std::size_t at = 0; (at = json.find("</", at)) != std::string::npos; at += 3) json.replace(at, 2, "<\\/");
  const std::pair<std::string_view, std::string> marks[] = {{"__LANG__", std::string(code_of(language))},
                                                            {"__DIR__", language == Language::Persian ? "rtl" : "ltr"},
                                                            {"__PHRASES__", json}};
  std::string out(page);
  for (const auto& [mark, value] : marks)
    for (std::size_t at = 0; (at = out.find(mark, at)) != std::string::npos; at += value.size())
      out.replace(at, mark.size(), value);
  return out;
}

}  // namespace twinboard::hall
