// The window under SDL's dummy video driver: what the view model holds, and the drawn
// frame checked by pixel probes, in the normal and the large-print layout.
#include <gtest/gtest.h>

#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>

#include <cstdlib>
#include <cstring>
#include <set>

#include "table_script.h"
#include "window_pixels.h"
#include "runtime/arbiter_login.h"
#include "runtime/window_arbiter.h"
#include "braille/braille_desk.h"
#include "ui/bidi_text.h"
#include "ui/table_window.h"
#include "ui/view_model.h"
#include "core/spoken_actions.h"
#include "core/spoken_numbers.h"

namespace twinboard {
namespace {

using testing::TableScript;

// A game after 1. e4 e5, with White's knight lifted and put on f3 (a move coming
// together) and a stray black pawn on Black's board's h3 (the sighted player's).
struct Scene {
  TableScript script{[] {
    TableSetup setup;
    setup.time_control = parse_time_control("5400+30").value();
    return setup;
  }()};
  ui::EffectMemory memory;

  Scene() {
    auto note = [this](const std::vector<Effect>& effects) {
      for (const Effect& e : effects) memory.note(e);
    };
    note(script.table().open());
    note(script.lift(Color::White, "e2"));
    note(script.place(Color::White, "e4"));
    note(script.say("Bauer Eva vier", Speaker::White));
    note(script.press(Color::White));
    note(script.lift(Color::Black, "e2"));
    note(script.place(Color::Black, "e4", 'P'));
    note(script.lift(Color::Black, "e7"));
    note(script.place(Color::Black, "e5", 'p'));
    note(script.press(Color::Black));
    note(script.lift(Color::White, "e7"));
    note(script.place(Color::White, "e5"));
    note(script.at(100, WriteScoresheet{Color::White, "e4"}));
    note(script.lift(Color::White, "g1"));
    note(script.place(Color::White, "f3"));
    note(script.place(Color::Black, "h3", 'p'));
  }
  ui::ViewModel model() { return ui::view_model(script.table(), memory, script.now()); }
};

// Issue 34, item 8 (Appendix D.2.11): for a hearing-impaired sighted player (Black) the window
// shows the VI player's last words, in the sighted player's language; nothing otherwise.
TEST(ViewModel, ShowsTheViPlayersWordsForAHearingImpairedOpponent) {
  TableSetup setup;
  setup.seats[Color::Black].hearing_impaired = true;
  setup.vocabulary[int(Listener::Black)] = find_vocabulary("plain-en");
  testing::TableScript script(setup);
  ui::EffectMemory memory;
  for (const Effect& e : script.say("Bauer Eva vier", Speaker::White)) memory.note(e);
  EXPECT_NE(ui::view_model(script.table(), memory, script.now()).caption.find("White says: Bauer Eva vier"),
            std::string::npos);
  testing::TableScript usual{TableSetup{}};
  ui::EffectMemory none;
  for (const Effect& e : usual.say("Bauer Eva vier", Speaker::White)) none.note(e);
  EXPECT_TRUE(ui::view_model(usual.table(), none, usual.now()).caption.empty());
}

TEST(ViewModel, HoldsBothBoardsTheDifferencesThePendingMoveAndTheClocks) {
  Scene scene;
  const ui::ViewModel m = scene.model();
  EXPECT_EQ(m.boards[1].pieces[index(*parse_square("e4"))], make_piece(Color::White, PieceType::Pawn));
  EXPECT_EQ(m.boards[2].differs, bit(*parse_square("h3")));
  // White's board (the VI player's) shows the knight move being made: g1 and f3 differ from
  // the official game.
  EXPECT_EQ(m.boards[0].differs, bit(*parse_square("g1")) | bit(*parse_square("f3")));
  EXPECT_EQ(m.pending, "Nf3");
  // In the arbiter's language (the scene's, German by default).
  EXPECT_EQ(m.to_move, "Weiß ist am Zug");
  EXPECT_EQ(m.boards[0].title, "Brett von Weiß");
  EXPECT_EQ(m.boards[1].title, "Offizielle Partie");
  EXPECT_TRUE(m.clock_in_use);
  EXPECT_EQ(m.running, Color::White);
  // Moves, squares and sheet lines are isolates of their own (bidi_text.h).
  EXPECT_EQ(m.last_announcement, "Gesagt zu Weiß: " + ui::isolated("Bauer Eva fünf"));
  ASSERT_FALSE(m.touches.empty());
  EXPECT_EQ(m.touches.back(), "Brett von Weiß " + ui::isolated("g1"));
  EXPECT_EQ(m.sheets[0], (std::vector<std::string>{ui::isolated("1. e4")}));
}

// Issue 48, item 8: the state line beside the board is a line of its own: it begins as a
// sentence in every language ("ход: белые" began in small letters), and so does a draw
// offered to the sighted player, whose words agree with the colour that offers it (Swahili
// "Mweupe", one player: "anapendekeza").
TEST(ViewModel, TheStateLineBeginsAsASentenceInEveryLanguage) {
  for (const Vocabulary& read_in : all_vocabularies()) {
    SCOPED_TRACE(read_in.code);
    TableSetup setup;  // White: the VI player (German), Black sighted
    setup.vocabulary[int(Listener::Arbiter)] = &read_in;
    TableScript script{setup};
    const std::string to_move = ui::view_model(script.table(), {}, script.now()).state;
    EXPECT_EQ(capitalised(to_move), to_move);
    script.say(std::string(words_of(SpokenAction::OfferDraw)), Speaker::White);
    const ui::ViewModel m = ui::view_model(script.table(), {}, script.now());
    const std::string offered = m.state;
    EXPECT_EQ(capitalised(offered), offered);
    // The players' names and the round, a line of their own too.
    for (const std::string& heading :
         {ui::heading({{"White", "A"}, {"Black", "B"}}, m), ui::heading({{"Round", "3"}}, m)})
      EXPECT_EQ(capitalised(heading), heading);
    if (std::string_view(read_in.code) == "plain-ru") {
      EXPECT_EQ(to_move, "Ход: белые");
      EXPECT_EQ(ui::heading({{"White", "A"}, {"Black", "B"}, {"Round", "3"}}, m),
                "Белые: \u2068A\u2069 – чёрные: \u2068B\u2069, тур \u20683\u2069");
      EXPECT_EQ(offered, "Белые предлагают ничью, отвечают чёрные: Y — принять, N — отклонить");
    }
    if (std::string_view(read_in.code) == "plain-sw") {
      EXPECT_EQ(offered, "Mweupe anapendekeza sare kwa Mweusi: Y kukubali, N kukataa");
    }
  }
  // Black the VI player, offering: a colour takes no case ending after it (Uzbek "Oq" would
  // need "Oqqa", not "Oqga"; Mongolian "Хар" "Харт", not "Хар-д"), so who answers is said alone.
  TableSetup black_vi;
  black_vi.seats[Color::White] = {Needs::Sighted, BoardKind::Identified};
  black_vi.seats[Color::Black] = {Needs::Vi, BoardKind::Occupancy};
  for (const auto& [code, expected] :
       {std::pair{"plain-uz", "Qora durang taklif qilmoqda, Oq javob beradi: Y qabul qiladi, N rad etadi"},
        std::pair{"plain-mn", "Хар тэнцээ санал болгож байна, Цагаан хариулна: Y зөвшөөрнө, N татгалзана"}}) {
    black_vi.vocabulary[int(Listener::Arbiter)] = find_vocabulary(code);
    TableScript script{black_vi};
    script.say(std::string(words_of(SpokenAction::OfferDraw)), Speaker::Black);
    EXPECT_EQ(ui::view_model(script.table(), {}, script.now()).state, expected);
  }
}

// Issue 20: a Persian arbiter reads the window in Persian; the VI player still hears the
// FIDE words, in the Persian text's spelling.
TEST(ViewModel, SpeaksTheArbitersLanguage) {
  TableSetup setup;
  setup.vocabulary = {find_vocabulary("fide-fa"), find_vocabulary("plain-en"), find_vocabulary("plain-fa")};
  {
    // The large print is read by the VI player: in his language, whatever the arbiter's.
    TableSetup english_arbiter = setup;
    english_arbiter.vocabulary[int(Listener::Arbiter)] = find_vocabulary("plain-en");
    TableScript script{english_arbiter};
    EXPECT_EQ(ui::view_model(script.table(), {}, 0).to_move, "White to move");
    EXPECT_EQ(ui::view_model(script.table(), {}, 0, Listener::White).to_move, "نوبت سفید");
  }
  TableScript script{setup};
  ui::EffectMemory memory;
  for (const Effect& e : script.table().open()) memory.note(e);
  for (const Effect& e : script.say("باوئر اوا فیر", Speaker::White)) memory.note(e);
  const ui::ViewModel m = ui::view_model(script.table(), memory, script.now());
  EXPECT_EQ(m.to_move, "نوبت سفید");
  EXPECT_EQ(m.colours[1], "سیاه");
  EXPECT_EQ(m.boards[0].title, "صفحه سفید");
  EXPECT_EQ(m.boards[1].title, "بازی رسمی");
  EXPECT_EQ(m.words.no_clock, "بدون ساعت");
}

// Right to left where Persian is written, left to right where a move or a number is.
TEST(BidiLine, PersianRunsRightToLeftAndAMoveInItLeftToRight) {
  const ui::BidiLine line = ui::bidi_line("آخرین حرکت، سفید: e4");
  EXPECT_TRUE(line.right_to_left);
  ASSERT_EQ(line.runs.size(), 2u);
  EXPECT_EQ(line.runs[0].utf8, "e4");  // leftmost on the screen: the end of the sentence
  EXPECT_FALSE(line.runs[0].right_to_left);
  EXPECT_EQ(line.runs[1].utf8, "آخرین حرکت، سفید: ");
  EXPECT_TRUE(line.runs[1].right_to_left);
  EXPECT_EQ(line.runs[1].script, "Arab");

  const ui::BidiLine latin = ui::bidi_line("White 1:29:59");
  EXPECT_FALSE(latin.right_to_left);
  ASSERT_EQ(latin.runs.size(), 1u);
  EXPECT_EQ(latin.runs[0].utf8, "White 1:29:59");
  EXPECT_EQ(ui::bidi_line("Ход: белые").runs[0].script, "Cyrl");
  // Not UTF-8: one run, as it came.
  EXPECT_EQ(ui::bidi_line("\xff\xfe").runs.size(), 1u);
  // An isolated move keeps its own order inside a Persian line; the marks are not drawn.
  const ui::BidiLine sheet = ui::bidi_line("برگه ثبت سفید: " + ui::isolated("1. e4"));
  ASSERT_EQ(sheet.runs.size(), 2u);
  EXPECT_EQ(sheet.runs[0].utf8, "1. e4");
  EXPECT_TRUE(ui::bidi_line("").runs.empty());
}

// The window's font has a glyph for every letter of every phrase of every language.
TEST(WindowFont, HasEveryLetterOfEveryLanguage) {
  ASSERT_EQ(TTF_Init(), 0);
  TTF_Font* font = TTF_OpenFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 20);
  ASSERT_NE(font, nullptr) << "fonts-dejavu-core (setup.sh)";
  for (Language language : kLanguages) {
    std::set<std::uint32_t> missing;
    for_each_phrase(phrasebook(language), [&](std::string_view, std::string_view text) {
      for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const std::size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        std::uint32_t code = n == 1 ? c : n == 2 ? c & 0x1F : n == 3 ? c & 0x0F : c & 0x07;
        for (std::size_t k = 1; k < n; ++k) code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        i += n;
        if (code >= 0x20 && code != 0x200C && !TTF_GlyphIsProvided32(font, code)) missing.insert(code);
      }
    });
    EXPECT_TRUE(missing.empty()) << code_of(language) << ": " << missing.size() << " letters without a glyph";
  }
  TTF_CloseFont(font);
  TTF_Quit();
}

class Window : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { setenv("SDL_VIDEODRIVER", "dummy", 1); }
};

unsigned corner(const ui::TableWindow& w, int board, const char* square) {
  const ui::Rect r = w.square_rect(board, *parse_square(square));
  return w.pixel(r.x + 2, r.y + 2);
}

using test::count;

TEST_F(Window, NormalLayoutShowsAllThreeBoardsAndMarksWhatDiffers) {
  Scene scene;
  ui::TableWindow window({1280, 720, false, false});
  window.show(scene.model());
  // Differing squares are red on the board that is off, nowhere else.
  EXPECT_EQ(corner(window, 2, "h3"), 0xE03030u);
  EXPECT_EQ(corner(window, 0, "f3"), 0xE03030u);
  EXPECT_NE(corner(window, 1, "h3"), 0xE03030u);
  EXPECT_NE(corner(window, 2, "h4"), 0xE03030u);
  // Light and dark squares (h1 is light, a1 dark), on all three boards.
  for (int b = 0; b < 3; ++b) {
    EXPECT_EQ(corner(window, b, "a1"), 0x769656u) << b;
    EXPECT_EQ(corner(window, b, "h1"), 0xEEEED2u) << b;
  }
  // Pieces: white glyphs on white pieces' squares, black ones on black pieces'.
  EXPECT_GT(count(window, window.square_rect(1, *parse_square("e4")), 0xFFFFFF), 20);
  EXPECT_GT(count(window, window.square_rect(1, *parse_square("e5")), 0x000000), 20);
  EXPECT_EQ(count(window, window.square_rect(1, *parse_square("e3")), 0x000000), 0);
  // White's board is seen from its player's side: a1 bottom left.
  EXPECT_LT(window.square_rect(0, *parse_square("a1")).x, window.square_rect(0, *parse_square("h1")).x);
  // White's clock runs: its half of the clock band is green.
  EXPECT_EQ(window.pixel(10, 10), 0x2E7D32u);
  EXPECT_NE(window.pixel(1270, 10), 0x2E7D32u);
  // Text was drawn below the boards (the announcement, the sheets): light pixels there.
  const ui::Rect below{0, window.square_rect(1, *parse_square("a1")).y + 60, 1280, 120};
  EXPECT_GT(count(window, below, 0xF0F0F0), 100);
}

// A Persian window: its lines end at the right, mirrored, and are drawn at all (the font
// shaped them). TWINBOARD_SCREENSHOT=FILE.bmp keeps the frame (docs/languages.md).
TEST_F(Window, PersianLinesAreDrawnFromTheRight) {
  TableSetup setup;
  setup.time_control = parse_time_control("5400+30").value();
  setup.vocabulary = {find_vocabulary("fide-fa"), find_vocabulary("plain-en"), find_vocabulary("plain-fa")};
  TableScript script{setup};
  ui::EffectMemory memory;
  auto note = [&](const std::vector<Effect>& effects) {
    for (const Effect& e : effects) memory.note(e);
  };
  note(script.table().open());
  note(script.lift(Color::White, "e2"));
  note(script.place(Color::White, "e4"));
  note(script.say("باوئر اوا فیر", Speaker::White));
  note(script.press(Color::White));
  note(script.lift(Color::Black, "e2"));
  note(script.place(Color::Black, "e4", 'P'));
  note(script.at(100, WriteScoresheet{Color::White, "e4"}));
  ui::TableWindow window({1280, 720, false, false});
  window.show(ui::view_model(script.table(), memory, script.now()));
  if (const char* keep = std::getenv("TWINBOARD_SCREENSHOT")) window.save_bmp(keep);
  // Below the boards, the status line ("نوبت سیاه") stands at the right margin, not the left.
  const int below = window.square_rect(1, *parse_square("a1")).y + window.square_rect(1, *parse_square("a1")).h;
  const int margin = 1280 / 40;
  EXPECT_GT(count(window, {1280 - margin - 300, below + 10, 300, 60}, 0xF0F0F0), 30);
  EXPECT_EQ(count(window, {0, below + 10, margin, 60}, 0xF0F0F0), 0);
}

TEST_F(Window, LargePrintFillsTheScreenWithTheOfficialBoardInHighContrast) {
  Scene scene;
  ui::TableWindow normal({1280, 720, false, false});
  normal.show(scene.model());
  const int normal_cell = normal.square_rect(1, *parse_square("a1")).w;

  ui::TableWindow window({1280, 720, true, false});
  window.show(scene.model());
  const int cell = window.square_rect(1, *parse_square("a1")).w;
  EXPECT_GT(cell * 3, normal_cell * 4);                        // a third larger at least
  EXPECT_GT(cell * 8, 720 * 7 / 10);                           // the board takes most of the height
  EXPECT_EQ(window.square_rect(0, *parse_square("a1")).w, 0);  // only the official board
  EXPECT_EQ(corner(window, 1, "a1"), 0x1F3A93u);
  EXPECT_EQ(corner(window, 1, "h1"), 0xFFFFFFu);
  EXPECT_EQ(window.pixel(1275, 715), 0x000000u);  // black background
  // Yellow clock digits in the clock band.
  EXPECT_GT(count(window, {0, 0, 1280, 144}, 0xFFD700), 200);
  // A board that is off shows as a red banner beside the official board.
  const int right = window.square_rect(1, *parse_square("h1")).x + cell + 40;
  EXPECT_GT(count(window, {right, 144, 1280 - right, 576}, 0xFF0000), 1000);
}

// Issue 35, item 9: the window says what is going on (waiting for the arbiter's start, the
// clocks stopped by him, whose move), who plays in which round, and the boards' coordinates;
// in large print at 1280x800 nothing runs off the screen. TWINBOARD_SCREENSHOT=PREFIX keeps
// each state's frame as PREFIX-STATE.bmp.
TEST_F(Window, SaysWhatIsGoingOnWhoPlaysAndTheCoordinates) {
  TableSetup setup;
  setup.time_control = parse_time_control("5400+30").value();
  setup.wait_for_start = true;
  TableScript script{setup};
  ui::EffectMemory memory;
  const std::vector<std::pair<std::string, std::string>> tags{
      {"White", "Radjabov, Teimour"}, {"Black", "Carlsen, Magnus"}, {"Round", "3"}};
  const auto model = [&] {
    ui::ViewModel m = ui::view_model(script.table(), memory, script.now());
    m.heading = ui::heading(tags, m);
    return m;
  };
  const auto keep = [&](ui::TableWindow& window, const char* state) {
    if (const char* prefix = std::getenv("TWINBOARD_SCREENSHOT"))
      window.save_bmp(std::string(prefix) + "-" + state + ".bmp");
  };
  // The arbiter's language (German by default) in the arbiter's window.
  EXPECT_EQ(model().state, "Wartet auf den Start durch den Schiedsrichter");
  EXPECT_EQ(model().heading,
            "Weiß: \u2068Radjabov, Teimour\u2069 – Schwarz: \u2068Carlsen, Magnus\u2069, Runde \u20683\u2069");
  EXPECT_EQ(ui::heading({}, model()), "");
  ui::TableWindow window({1280, 800, false, false});
  window.show(model());
  keep(window, "waiting");
  // File letters below the official board and rank digits to its left: light text there.
  const ui::Rect a1 = window.square_rect(1, *parse_square("a1"));
  EXPECT_GT(count(window, {a1.x, a1.y + a1.h + 2, a1.w, a1.h / 3}, 0xF0F0F0), 5);
  EXPECT_GT(count(window, {a1.x - a1.w / 3 - 2, a1.y, a1.w / 3, a1.h}, 0xF0F0F0), 5);
  script.at(100, testing::arbiter("start"));
  EXPECT_EQ(model().state, "Weiß ist am Zug");
  script.at(100, testing::arbiter("pause"));
  EXPECT_EQ(model().state, "Uhren vom Schiedsrichter angehalten");
  window.show(model());
  keep(window, "paused");
  // Large print, 1280x800: every line wrapped before the right margin, none cut off.
  ui::TableWindow large({1280, 800, true, false});
  large.show(model());
  keep(large, "large-paused");
  EXPECT_EQ(count(large, {1280 - 800 / 30 + 2, 800 / 5, 800 / 30 - 2, 800 - 800 / 5}, 0xFFD700), 0);
  EXPECT_GT(count(large, {800, 800 / 5, 400, 300}, 0xFFD700), 200);  // the state and the names are there
  // The clocks stay in their halves: nothing at the screen's right edge, a gap between them.
  EXPECT_EQ(count(large, {1280 - 4, 0, 4, 800 / 5}, 0xFFD700), 0);
  EXPECT_EQ(count(large, {640 - 2, 0, 4, 800 / 5}, 0xFFD700), 0);
}

TEST_F(Window, KeysSwitchLargePrint) {
  Scene scene;
  ui::TableWindow window({1280, 720, false, false});
  SDL_Event key{};
  key.type = SDL_KEYDOWN;
  key.key.keysym.sym = SDLK_l;
  SDL_PushEvent(&key);
  EXPECT_TRUE(window.poll());
  EXPECT_TRUE(window.large_print());
  window.show(scene.model());
  EXPECT_EQ(window.pixel(1275, 715), 0x000000u);
  key.key.keysym.sym = SDLK_ESCAPE;
  SDL_PushEvent(&key);
  EXPECT_TRUE(window.poll());
  EXPECT_FALSE(window.large_print());
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  SDL_PushEvent(&quit);
  EXPECT_FALSE(window.poll());
}

void push_key(Uint32 type, SDL_Keycode sym, bool repeat = false);

// Issue 48, item 11: a draw the VI player offers the sighted player waits on the window's
// state line for his Y or N, which answers it for him; an offer to the VI player does not
// (his keys and words answer it), nor does a key with no offer to answer.
TEST_F(Window, TheSightedPlayerAnswersADrawOfferWithYOrN) {
  for (const bool accept : {true, false}) {
    SCOPED_TRACE(accept ? "Y" : "N");
    TableScript script{TableSetup{}};  // White is the VI player, Black sighted
    ui::TableWindow window({1280, 720, false, false});
    EXPECT_FALSE(ui::window_draw_answer(script.table(), true)) << "no offer: the key is nothing";
    script.say(std::string(words_of(SpokenAction::OfferDraw)), Speaker::White);
    auto model = [&] { return ui::view_model(script.table(), ui::EffectMemory{}, script.now()); };
    EXPECT_EQ(model().state, "Weiß bietet Schwarz Remis an: Y nimmt an, N lehnt ab");
    push_key(SDL_KEYDOWN, accept ? SDLK_y : SDLK_n);
    ASSERT_TRUE(window.poll());
    const std::vector<bool> answers = window.take_draw_answers();
    ASSERT_EQ(answers, std::vector<bool>{accept});
    const auto answer = ui::window_draw_answer(script.table(), answers.front());
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->by, Speaker::Black);
    script.at(100, *answer);
    if (accept) {
      ASSERT_TRUE(script.table().result());
      EXPECT_EQ(script.table().result()->result, "1/2-1/2");
      EXPECT_EQ(script.table().result()->reason, GameEnd::Agreement);
    } else {
      EXPECT_FALSE(script.table().result());
      EXPECT_FALSE(script.table().draw_offer());
      EXPECT_EQ(model().state, "Weiß ist am Zug");
    }
  }
  TableScript other{TableSetup{}};
  other.say(std::string(words_of(SpokenAction::OfferDraw)),
            Speaker::Black);  // to the VI player: answered by his keys or words
  EXPECT_EQ(ui::view_model(other.table(), ui::EffectMemory{}, other.now()).state, "Weiß ist am Zug");
  EXPECT_FALSE(ui::window_draw_answer(other.table(), true));
}

void push_key(Uint32 type, SDL_Keycode sym, bool repeat) {
  SDL_Event key{};
  key.type = type;
  key.key.keysym.sym = sym;
  key.key.repeat = repeat ? 1 : 0;
  SDL_PushEvent(&key);
}

// Presses the keys of a chord one after another, releases them in another order.
void chord(std::initializer_list<SDL_Keycode> keys) {
  for (SDL_Keycode k : keys) push_key(SDL_KEYDOWN, k);
  push_key(SDL_KEYDOWN, *keys.begin(), true);  // a held key repeats
  for (auto k = std::rbegin(keys); k != std::rend(keys); ++k) push_key(SDL_KEYUP, *k);
}

TEST_F(Window, SixKeyChordsTypeBrailleOntoTheVIPlayersScoresheet) {
  TableScript script{TableSetup{}};
  script.table().add_notation(braille::read_braille_entry);
  ui::TableWindow window({1280, 720, false, false});
  braille::BrailleDesk desk;
  std::vector<std::string> echoed;
  auto take = [&] {
    ASSERT_TRUE(window.poll());
    for (const auto& t : window.take_typing()) {
      if (t.kind != ui::TableWindow::Typing::Kind::Key) continue;
      const auto r = desk.key(t.key, script.table(), script.now(), 40);
      for (const Input& in : r.inputs) script.at(100, in);
      echoed.insert(echoed.end(), r.speech.begin(), r.speech.end());
    }
  };
  push_key(SDL_KEYDOWN, SDLK_F2);
  take();
  EXPECT_TRUE(window.braille_typing());
  chord({SDLK_j, SDLK_d, SDLK_f});        // ⠋ f (dots 1 2 4)
  chord({SDLK_k, SDLK_l, SDLK_d});        // lower 4 (dots 2 5 6): L types a dot, not large print
  chord({SDLK_s});                        // ⠄ a slip ...
  push_key(SDL_KEYDOWN, SDLK_BACKSPACE);  // ... taken back
  take();
  EXPECT_FALSE(window.large_print());
  EXPECT_EQ(braille::to_unicode(desk.typing()), "⠋⠲");
  EXPECT_EQ(echoed, (std::vector<std::string>{"Felix", "vier", "Punkte 3", "Gelöscht: Punkte 3"}));
  // The line being typed is shown for those who read it by sight: how many pixels of
  // `area` it changes from the window without it.
  auto typing_drawn_in = [&](ui::Rect area) {
    ui::ViewModel model = ui::view_model(script.table(), ui::EffectMemory{}, script.now());
    window.set_braille_typing(false);
    window.show(model);
    const int background = count(window, area, window.pixel(1279, 719));
    window.set_braille_typing(true);
    model.braille_line = braille::to_unicode(desk.typing());
    window.show(model);
    return background - count(window, area, window.pixel(1279, 719));
  };
  EXPECT_GT(typing_drawn_in({640, 600, 640, 120}), 200);  // below the scoresheets
  window.set_large_print(true);
  EXPECT_GT(typing_drawn_in({600, 230, 680, 70}), 200);  // large print: beside the board, under whose turn
  window.set_large_print(false);
  push_key(SDL_KEYDOWN, SDLK_RETURN);
  take();
  // 1. f4 on White's sheet, read back to him.
  const Scoresheet& sheet = script.table().scoresheet(Color::White);
  ASSERT_EQ(sheet.size(), 1u);
  EXPECT_EQ(sheet.entries()[0].san, "f4");
  EXPECT_NE(script.spoken_to(Listener::White).back().find("Felix vier"), std::string::npos);
  // Escape ends braille typing; L is large print again.
  push_key(SDL_KEYDOWN, SDLK_ESCAPE);
  push_key(SDL_KEYDOWN, SDLK_l);
  take();
  EXPECT_FALSE(window.braille_typing());
  EXPECT_TRUE(window.large_print());
}

}  // namespace
}  // namespace twinboard

namespace twinboard {
namespace {

void type_text(const std::string& text) {
  SDL_Event e{};
  e.type = SDL_TEXTINPUT;
  std::strncpy(e.text.text, text.c_str(), sizeof e.text.text - 1);
  SDL_PushEvent(&e);
}

// Issue 18, roles: three wrong PINs in a row lock the window's arbiter line for a minute,
// whatever is typed then; without a PIN configured it takes no orders at all.
TEST(ArbiterLogin, ThreeWrongPinsLockTheLineForAMinute) {
  runtime::ArbiterLogin login("4711");
  using O = runtime::ArbiterLogin::Outcome;
  EXPECT_EQ(login.enter("1234", 0), O::Wrong);
  EXPECT_EQ(login.enter("pause", 1000), O::Wrong);
  EXPECT_FALSE(login.unlocked());
  EXPECT_EQ(login.enter("47111", 2000), O::Wrong);
  EXPECT_EQ(login.enter("4711", 3000), O::Blocked);
  EXPECT_EQ(login.enter("4711", 61'999), O::Blocked);
  EXPECT_FALSE(login.unlocked());
  EXPECT_EQ(login.enter("4711", 62'000), O::Unlocked);
  EXPECT_TRUE(login.unlocked());
  login.lock();
  EXPECT_FALSE(login.unlocked());
  EXPECT_EQ(runtime::ArbiterLogin("").enter("", 0), O::NoPin);
  EXPECT_EQ(runtime::check_pin("4711"), "");
  for (const char* bad : {"", "471", "12345678901234", "47a1", " 4711"}) EXPECT_NE(runtime::check_pin(bad), "") << bad;
}

// F9 opens the arbiter's line in the window: what is typed first is a PIN; a wrong one is
// refused and orders typed before the right one reach nothing; then orders are carried
// out, journalled as the window's. No key typed there reaches large print.
TEST_F(Window, TheArbitersLineTakesOrdersOnlyAfterItsPin) {
  runtime::RuntimeOptions options;
  options.setup = testing::standard();
  for (Seat& seat : options.setup.seats) seat.board = BoardKind::Manual;
  runtime::TableRuntime runtime(options, nullptr);
  ui::TableWindow window({1280, 720, false, false});
  runtime::WindowArbiter arbiter("4711");
  std::vector<std::string> given_by;
  const runtime::ArbiterStations::OrderHandler order = [&](const ArbiterOrder& o,
                                                           const std::string& who) -> std::optional<std::string> {
    given_by.push_back(who);
    for (const Effect& e : runtime.input(ArbiterCommand{o}, who))
      if (const auto* refused = std::get_if<Refused>(&e.body)) return runtime.words_for_arbiter(refused->why);
    return std::nullopt;
  };
  std::vector<std::string> shown;
  auto enter = [&](const std::string& line) {
    type_text(line);
    push_key(SDL_KEYDOWN, SDLK_RETURN);
    ASSERT_TRUE(window.poll());
    arbiter.take(window, runtime, order,
                 [](const std::string&, const std::string&) { return std::optional<std::string>{}; });
  };
  push_key(SDL_KEYDOWN, SDLK_F9);
  ASSERT_TRUE(window.poll());
  EXPECT_TRUE(window.arbiter_line_open());
  push_key(SDL_KEYDOWN, SDLK_l);  // typed into the line, not a switch to large print
  ASSERT_TRUE(window.poll());
  EXPECT_FALSE(window.large_print());

  enter("pause");  // no PIN yet: taken as a PIN, and wrong
  EXPECT_TRUE(given_by.empty());
  EXPECT_EQ(runtime.table().clock().running(), Color::White);
  enter("4711");
  enter("pause");
  ASSERT_EQ(given_by, (std::vector<std::string>{"arbiter window"}));
  EXPECT_FALSE(runtime.table().clock().running());
  enter("lock");
  enter("resume");  // locked again: a PIN, wrong
  EXPECT_EQ(given_by.size(), 1u);
  EXPECT_FALSE(runtime.table().clock().running());
  push_key(SDL_KEYDOWN, SDLK_ESCAPE);
  ASSERT_TRUE(window.poll());
  EXPECT_FALSE(window.arbiter_line_open());
}

}  // namespace
}  // namespace twinboard
