// Issue 36, done when: the VI player, the sighted player and the arbiter each get every
// message in their own language, and the log is the arbiter's. A game at a table where each
// speaks another language (the VI player Russian, the sighted player Persian, the arbiter
// English) runs through the table, and every effect is read as the programs read it: the
// `speak` lines `simulate` and the hall print (effect_json) and the log's lines (describe).
// No letter of another script reaches anyone: what the table emits is facts, and each
// listener's words are made at the edge.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <fstream>
#include <iterator>
#include <regex>

#include "runtime/effect_json.h"
#include "runtime/effect_lines.h"
#include "table_script.h"

namespace twinboard {
namespace {

using testing::TableScript;

// A letter of the Latin, Cyrillic or Arabic script, anywhere in the text (UTF-8).
bool has_latin(const std::string& s) { return std::regex_search(s, std::regex("[A-Za-z]")); }
bool has_cyrillic(const std::string& s) {
  for (std::size_t i = 0; i + 1 < s.size(); ++i)
    if ((unsigned char)s[i] == 0xD0 || (unsigned char)s[i] == 0xD1) return true;
  return false;
}
bool has_arabic(const std::string& s) {
  for (std::size_t i = 0; i + 1 < s.size(); ++i)
    if ((unsigned char)s[i] >= 0xD8 && (unsigned char)s[i] <= 0xDB) return true;
  return false;
}

// The part of a log line written for the arbiter: all of it, but for what a player heard or
// was shown in his own language, "<his words> (arbiter's words: <the arbiter's>)".
std::string arbiters_part(const std::string& line) {
  const std::size_t at = line.find(" (arbiter's words: ");
  return at == std::string::npos ? line : line.substr(at);
}

TEST(ListenerLanguages, EachListenerHearsEveryMessageInHisOwnLanguageAndTheLogIsTheArbiters) {
  TableSetup setup = testing::standard();
  setup.vocabulary[int(Listener::White)] = find_vocabulary("fide-ru");   // the VI player
  setup.vocabulary[int(Listener::Black)] = find_vocabulary("plain-fa");  // the sighted player
  setup.vocabulary[int(Listener::Arbiter)] = find_vocabulary("plain-en");
  setup.seats[Color::Black].hearing_impaired = true;  // D.2.11: the VI player's words are captions too
  TableScript s(setup);
  // The VI player's board, the sighted player's.
  const Color T = Color::White, S = Color::Black;
  s.say("123", Speaker::White);  // no move: told why
  s.lift(T, "e2");
  s.place(T, "e4");
  s.say("e4+", Speaker::White);  // said with check: it gives none
  s.press(Color::White);
  s.say("e4", Speaker::White);              // his own move said again: nothing
  s.say("123", Speaker::White);             // not his move, words no move: told so
  s.say("I offer a draw", Speaker::Black);  // Article 9.1: to the VI player and the arbiter
  s.at(100, testing::arbiter("pause"));
  s.at(100, testing::arbiter("resume"));
  s.at(100, testing::arbiter("add black 60"));
  s.lift(S, "e7");
  s.place(S, "e6");
  s.lift(S, "e6");
  s.place(S, "e5");
  s.wait(1500);
  s.press(Color::Black);
  s.press(Color::White);  // nothing made: told what is missing
  s.lift(S, "d1");        // the sighted player's board goes off
  s.place(S, "d3");
  s.at(100, testing::arbiter("resign white"));

  const runtime::ListenersVocabularies words{setup.vocabulary[0], setup.vocabulary[1], setup.vocabulary[2]};
  std::array<int, 3> heard{};
  int log_lines = 0;
  for (const Effect& e : s.effects()) {
    const nlohmann::json line = nlohmann::json::parse(runtime::effect_json(e, words));
    if (line["effect"] == "speak") {
      const std::string to = line["listener"], text = line["text"];
      SCOPED_TRACE(to + ": " + text);
      EXPECT_FALSE(text.empty());
      if (to == "white") {
        EXPECT_FALSE(has_latin(text) || has_arabic(text));
      } else if (to == "black") {
        EXPECT_FALSE(has_latin(text) || has_cyrillic(text));
      } else {
        EXPECT_FALSE(has_cyrillic(text) || has_arabic(text));
      }
      ++heard[to == "white" ? 0 : to == "black" ? 1 : 2];
    }
    if (line.contains("arbiter_text")) {
      EXPECT_FALSE(has_cyrillic(line["arbiter_text"]) || has_arabic(line["arbiter_text"]));
    }
    // The log quotes what a player heard as he heard it, then the arbiter's words for it.
    const std::string logged = runtime::describe(e, words);
    SCOPED_TRACE("log: " + logged);
    const std::string for_arbiter = arbiters_part(logged);
    EXPECT_FALSE(has_cyrillic(for_arbiter) || has_arabic(for_arbiter));
    log_lines += !logged.empty();
  }
  // docs/user-guide.md's example of the log, word for word, as the guide prints it.
  std::ifstream guide_file(TWINBOARD_SOURCE_DIR "/docs/user-guide.md");
  const std::string guide((std::istreambuf_iterator<char>(guide_file)), std::istreambuf_iterator<char>());
  const std::size_t at = guide.find("\n    say to ");
  ASSERT_NE(at, std::string::npos);
  const std::string documented = guide.substr(at + 5, guide.find('\n', at + 1) - at - 5);
  bool documented_line = false;
  for (const Effect& e : s.effects()) documented_line |= runtime::describe(e, words) == documented;
  EXPECT_TRUE(documented_line) << documented;
  // Each heard several kinds of message (the check above is not vacuous).
  EXPECT_GE(heard[0], 6) << "the VI player";
  EXPECT_GE(heard[1], 4) << "the sighted player";
  EXPECT_GE(heard[2], 4) << "the arbiter";
  EXPECT_GE(log_lines, 15);
  EXPECT_FALSE(s.all<Caption>().empty());
  // And the check can fail: the same table heard by a Russian arbiter has Cyrillic in his log.
  const runtime::ListenersVocabularies russian_arbiter{setup.vocabulary[0], setup.vocabulary[1],
                                                       find_vocabulary("fide-ru")};
  bool cyrillic_logged = false;
  for (const Effect& e : s.effects())
    cyrillic_logged |= has_cyrillic(arbiters_part(runtime::describe(e, russian_arbiter)));
  EXPECT_TRUE(cyrillic_logged);
}

}  // namespace
}  // namespace twinboard
