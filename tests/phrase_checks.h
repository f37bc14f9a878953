// What the phrase tests read of a phrase record (the phrasebooks, the hall's pages): each
// phrase by name, and the {names} a phrase fills in.
#pragma once

#include <map>
#include <regex>
#include <set>
#include <string>
#include <string_view>

namespace twinboard::test {

// Every phrase of `record` by its name, as `for_each` (for_each_phrase, for_each_hall_phrase)
// lists them.
template <class Record, class ForEach>
std::map<std::string, std::string> phrases_by_name(const Record& record, ForEach for_each) {
  std::map<std::string, std::string> out;
  for_each(record, [&](std::string_view name, std::string_view text) { out.emplace(name, std::string(text)); });
  return out;
}

// The {names} a phrase fills in.
inline std::set<std::string> names_in(const std::string& text) {
  std::set<std::string> names;
  static const std::regex placeholder(R"(\{([a-z_]*)\})");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), placeholder); it != std::sregex_iterator(); ++it)
    names.insert((*it)[1]);
  return names;
}

}  // namespace twinboard::test
