// Braille at `twinboard table`: a braille display through a real BRLTTY (the Virtual
// driver with a scripted display) showing the game and taking the VI player's scoresheet
// in chords, the terminal's dot-by-dot typing, and a table with no BRLTTY at all.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "brltty_vr.h"
#include "pty_process.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using ::testing::HasSubstr;

std::string config_file(const std::string& name, const std::string& braille_lines) {
  return test::write_temp(name,
                          "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\n"
                          "[tactile]\nprotocol = \"manual\"\nvocabulary = \"plain-en\"\n" +
                              braille_lines + "[sighted]\nprotocol = \"manual\"\n");
}

TEST(BrailleTable, TheDisplayShowsTheGameAndChordsWriteTheScoresheet) {
  test::BrlttyVr vr;
  ASSERT_TRUE(vr.connect_display(40));
  const std::string config = config_file("braille.toml", "braille = true\nbraille_host = \"" + vr.host() + "\"\n");
  test::PtyProcess table({"table", "--config", config, "--journal", test::temp_path("braille.sqlite"), "--no-speech",
                          "--headless", "--verbose"});
  ASSERT_TRUE(table.wait_for("say to white: Braille display of 40 cells ready", 10000)) << table.output();
  // What he is told comes up in braille too (UEB grade 1: capital sign, b r a i l l e ...)
  // until a key is pressed.
  EXPECT_TRUE(vr.shows("6|12|1235|1|24|123|123|15| ")) << vr.last();
  vr.send("Top");
  // The status: White to move, his clock running from 1:30:00 (1:2x:xx by now).
  EXPECT_TRUE(vr.shows("2456| |2|156|")) << vr.last();
  EXPECT_THAT(vr.last(), HasSubstr("| |2|156|25|356|156|356|356| | "));  // Black's 1:30:00
  vr.send("LnDn");
  EXPECT_TRUE(vr.shows("236| |12356|2346|1236|123456|136|1236|2346|12356| ")) << vr.last();
  vr.send("Route 6");  // e8: said, and shown in the chess code rather than as a message
  ASSERT_TRUE(table.wait_for("say to white: e8: king, Black")) << table.output();
  EXPECT_TRUE(vr.shows("15|236| |136| ")) << vr.last();
  // 1 e4 in chords on the display's keyboard: e, lower 4, then dot 8 ends the line.
  vr.send("PassDots 17");
  vr.send("PassDots 50");
  EXPECT_TRUE(vr.shows("15|256|78| ")) << vr.last();
  vr.send("PassDots 128");
  ASSERT_TRUE(table.wait_for("White's scoresheet, ply 1: '⠑⠲' = e4")) << table.output();
  EXPECT_TRUE(table.wait_for("say to white: Scoresheet, move 1, White: pawn e4"));
  // The terminal types braille too, dot digits cell by cell: b, then 1 5, space, 2 6, Enter.
  table.send("b");
  ASSERT_TRUE(table.wait_for("Braille keys on"));
  table.send("15 26\r");
  ASSERT_TRUE(table.wait_for("White's scoresheet, ply 2: '⠑⠢' = e5")) << table.output();
  table.send("?");  // read back with nothing typed: the sheet's last entry
  EXPECT_TRUE(table.wait_for("White asks: scoresheet"));
  table.send("\x03");
  EXPECT_EQ(table.wait_exit(5000), 0);
}

TEST(BrailleTable, WithoutBrlttyTheTableSaysSoOnceAndGoesOn) {
  const int unused = test::free_port(4101 + 9100, 4101 + 20000);
  const std::string config = config_file(
      "nobrltty.toml", "braille = true\nbraille_host = \"127.0.0.1:" + std::to_string(unused - 4101) + "\"\n");
  const auto r = test::run("table --config " + config + " --journal " + test::temp_path("nobrltty.sqlite") +
                               " --no-speech --headless --verbose <<'EOF'\n"
                               "braille 15 256\n"
                               "braille ⠑⠢\n"
                               "braille E4X\n"
                               "sheet all\n"
                               "quit\n"  // refused: the game is on; SIGTERM closes the table
                               "EOF",
                           "timeout --preserve-status -s TERM 2", true);
  EXPECT_EQ(r.status, 0) << r.out;
  EXPECT_THAT(r.out, HasSubstr("say to white: No braille display found; carrying on without one"));
  const std::string said = "say to white: No braille display found";
  EXPECT_EQ(r.out.find(said), r.out.rfind(said));  // once
  EXPECT_THAT(r.out, HasSubstr("White's scoresheet, ply 1: '⠑⠲' = e4"));
  EXPECT_THAT(r.out, HasSubstr("White's scoresheet, ply 2: '⠑⠢' = e5"));
  EXPECT_THAT(r.out, HasSubstr("White's scoresheet, ply 3: '⠑⠲⠭'"));  // kept, but not a move here
  EXPECT_THAT(r.out, HasSubstr("say to white: Scoresheet, move 1, White: pawn e4, Scoresheet, move 1, Black: pawn "
                               "e5, Scoresheet, move 2, White: cannot read"));
}

}  // namespace
}  // namespace twinboard
