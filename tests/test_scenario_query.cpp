// A query's square, rank or file is typed where it is read (issue 36): the scenario and the
// journal keep the text they always wrote ("arg":"e4"), read back into the typed query, and
// a text that is no square, rank or file is a clear error there, never a question the table
// must make sense of.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "runtime/scenario.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;

TEST(ScenarioQuery, ArgumentsRoundTripAsTheJournalWritesThem) {
  const Query asked[] = {
      {.kind = QueryKind::Square, .by = Color::White, .square = parse_square("e4")},
      {.kind = QueryKind::Moves, .by = Color::Black, .square = parse_square("g8")},
      {.kind = QueryKind::Rank, .by = Color::White, .line = std::uint8_t(3)},
      {.kind = QueryKind::File, .by = Color::White, .line = std::uint8_t(7)},
      {.kind = QueryKind::Sheet, .by = Color::White, .every_entry = true},
      {QueryKind::Time, Color::Black},
  };
  const char* written[] = {"e4", "g8", "4", "h", "all", ""};
  for (std::size_t i = 0; i < std::size(asked); ++i) {
    const std::string line = runtime::event_json({1000, asked[i]});
    if (*written[i]) {
      EXPECT_THAT(line, HasSubstr(std::string("\"arg\":\"") + written[i] + "\"")) << line;
    } else {
      EXPECT_THAT(line, ::testing::Not(HasSubstr("\"arg\""))) << line;
    }
    const auto read = runtime::read_event(line);
    ASSERT_TRUE(read) << read.error();
    const Query& back = std::get<Query>(read->input);
    EXPECT_EQ(back.kind, asked[i].kind);
    EXPECT_EQ(back.by, asked[i].by);
    EXPECT_EQ(back.square, asked[i].square);
    EXPECT_EQ(back.line, asked[i].line);
    EXPECT_EQ(back.every_entry, asked[i].every_entry);
  }
}

TEST(ScenarioQuery, AnArgumentOfNoUseIsAClearError) {
  const std::pair<const char*, const char*> bad[] = {
      {R"({"t_ms":0,"query":"square","by":"white","square":"z9"})", "is not a square"},
      {R"({"t_ms":0,"query":"moves","by":"white"})", "is not a square"},
      {R"({"t_ms":0,"query":"rank","by":"white","rank":"9"})", "is not a rank"},
      {R"({"t_ms":0,"query":"file","by":"white","file":"E4"})", "is not a file"},
      {R"({"t_ms":0,"query":"sheet","by":"white","arg":"some"})", "\"all\""},
      {R"({"t_ms":0,"query":"time","by":"white","arg":"e4"})", "takes no"},
  };
  for (const auto& [line, why] : bad) {
    const auto read = runtime::read_event(line);
    ASSERT_FALSE(read) << line;
    EXPECT_THAT(read.error(), HasSubstr(why)) << line;
  }
}

}  // namespace
}  // namespace twinboard
