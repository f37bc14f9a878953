// The table's state as the hall reads it (issue 36): written by the table's side, parsed once
// at the hall's border into the same struct; a damaged message is one WireError.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "runtime/hall_sink.h"
#include "runtime/table_state.h"
#include "table_script.h"

namespace twinboard {
namespace {

using runtime::parse_table_state;
using runtime::TableState;
using ::testing::HasSubstr;

// A real game after 1. e4, with a cable lost once, read back from its JSON.
TEST(TableState, WhatTheTableWritesTheHallReadsBackWhole) {
  testing::TableScript s(testing::standard());
  testing::vi_plays_e4(s);
  const ByColour<std::optional<TableState::Cable>> cables{{TableState::Cable{true, 0}, TableState::Cable{false, 1}}};
  const TableState written = runtime::table_state(s.table(), s.now(), {{"White", "Anna"}, {"Black", "Ben"}}, cables, 7);
  ASSERT_EQ(written.moves, std::vector<std::string>{"e4"});
  ASSERT_TRUE(written.white_ms && written.black_ms);
  const auto read = parse_table_state(runtime::to_json(written));
  ASSERT_TRUE(read) << read.error().why;
  EXPECT_EQ(read->fen, written.fen);
  EXPECT_EQ(read->plies, 1u);
  EXPECT_EQ(read->moves, written.moves);
  EXPECT_EQ(read->white_ms, written.white_ms);
  EXPECT_EQ(read->black_ms, written.black_ms);
  EXPECT_EQ(read->running, std::optional<Color>(Color::Black));
  EXPECT_EQ(read->shows_game, written.shows_game);
  ASSERT_TRUE(read->cables[Color::Black]);
  EXPECT_FALSE(read->cables[Color::Black]->connected);
  EXPECT_EQ(read->cables[Color::Black]->lost, 1);
  EXPECT_EQ(read->effects, 7u);
  EXPECT_EQ(read->white, "Anna");
  EXPECT_EQ(read->black, "Ben");
  EXPECT_EQ(read->pgn, written.pgn);
  EXPECT_THAT(read->pgn, HasSubstr("1. e4"));
  // Written again, the same text: nothing is lost or added on the way.
  EXPECT_EQ(runtime::to_json(*read), runtime::to_json(written));
}

// The form docs/hall.md shows and the arbiters' page reads.
TEST(TableState, TheJsonKeepsItsFieldsAndTheirOrder) {
  testing::TableScript s(testing::standard());
  const auto json = nlohmann::ordered_json::parse(runtime::to_json(runtime::table_state(s.table(), 0, {}, {}, 0)));
  std::vector<std::string> keys;
  for (const auto& [key, value] : json.items()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"fen", "plies", "moves", "white_ms", "black_ms", "running", "round_waits",
                                            "paused", "penalty", "boards", "result", "result_confirmed",
                                            "result_withdrawable", "effects", "pgn"}));
  EXPECT_EQ(json["running"], "white");  // White's clock runs from the start here
  EXPECT_TRUE(json["boards"].contains("white") && json["boards"].contains("black"));
}

// A table may say less: what is absent reads as its default.
TEST(TableState, AbsentFieldsAreTheirDefaults) {
  const auto read = parse_table_state(R"({"effects":6,"moves":[]})");
  ASSERT_TRUE(read) << read.error().why;
  EXPECT_EQ(read->effects, 6u);
  EXPECT_FALSE(read->white_ms);
  EXPECT_FALSE(read->result);
  EXPECT_FALSE(read->cables[Color::White]);
}

// Another type anywhere, a clock far out of range, or no object: one WireError naming it,
// never a half-read state.
TEST(TableState, ADamagedMessageIsOneWireErrorNamingWhatIsWrong) {
  const std::pair<const char*, const char*> damaged[] = {
      {"not json", "not a JSON object"},
      {"[1,2]", "not a JSON object"},
      {R"({"moves":"e4"})", "'moves'"},
      {R"({"moves":["e4",5]})", "a move that is not text"},
      {R"({"result":3})", "'result'"},
      {R"({"effects":"many"})", "'effects'"},
      {R"({"effects":-1})", "'effects'"},
      {R"({"white_ms":"soon"})", "'white_ms'"},
      {R"({"white_ms":999999999999})", "out of range"},
      {R"({"running":"red"})", "no colour"},
      {R"({"penalty":{"offender":"nobody","proposed":"loss"}})", "offender"},
      {R"({"penalty":{"offender":"white","proposed":3}})", "'proposed'"},
      {R"({"boards":{"white":"yes"}})", "'white'"},
      {R"({"connections":{"black":{"connected":1}}})", "'connected'"},
      {R"({"connections":[]})", "'connections'"},
  };
  for (const auto& [text, why] : damaged) {
    const auto read = parse_table_state(text);
    ASSERT_FALSE(read) << text;
    EXPECT_THAT(read.error().why, HasSubstr(why)) << text;
  }
}

}  // namespace
}  // namespace twinboard
