// The hall's pages pushed to, in the reader's language (issue 37, item 7): the Server-Sent
// Events' framing read back as a browser reads it, every page word in every language, the
// browser's language, the hall woken at once by a change, the spectators' view in the
// reader's words and behind the public delay, the stream over HTTP from a running hall, and
// the pages in headless Chromium: a table's moves appear on them without reload or polling,
// in German, in Persian right to left, and on the spectator page, checked by axe-core.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <mosquitto.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <thread>

#include "core/hall_phrases.h"
#include "core/notation.h"
#include "core/san.h"
#include "hall/arbiters_page.h"
#include "hall/event_stream.h"
#include "hall/hall_collector.h"
#include "hall/hall_config.h"
#include "hall/page_language.h"
#include "mosquitto_broker.h"
#include "phrase_checks.h"
#include "pty_process.h"
#include "run_command.h"
#include "temp_files.h"

namespace twinboard {
namespace {

using namespace std::chrono_literals;
using ::testing::HasSubstr;
using ::testing::Not;

// ---- Server-Sent Events: the framing -----------------------------------------------

// An event stream read as the HTML standard's parser reads it (html.spec.whatwg.org,
// "Interpreting an event stream"): lines end at CRLF, LF or CR; "field: value" with one
// space dropped; data lines joined with LF; an empty line dispatches.
struct ReadEvent {
  std::string id, event, data;
};
std::vector<ReadEvent> read_stream(const std::string& text) {
  std::vector<ReadEvent> out;
  std::string id, event, data;
  bool has_data = false;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find_first_of("\r\n", at);
    if (end == std::string::npos) break;  // an unfinished line is not read
    const std::string line = text.substr(at, end - at);
    at = end + (text[end] == '\r' && end + 1 < text.size() && text[end + 1] == '\n' ? 2 : 1);
    if (line.empty()) {
      if (has_data) out.push_back({id, event.empty() ? "message" : event, data});
      event.clear(), data.clear(), has_data = false;
      continue;
    }
    if (line[0] == ':') continue;
    const std::size_t colon = line.find(':');
    std::string field = line.substr(0, colon), value = colon == std::string::npos ? "" : line.substr(colon + 1);
    if (!value.empty() && value[0] == ' ') value.erase(0, 1);
    if (field == "data") {
      data += (has_data ? "\n" : "") + value;
      has_data = true;
    } else if (field == "event") {
      event = value;
    } else if (field == "id" && value.find('\0') == std::string::npos) {
      id = value;
    }
  }
  return out;
}

TEST(EventStream, FramesAnEventWithItsIdItsNameAndADataLineForEachLine) {
  EXPECT_EQ(hall::sse_event("42", "view", "{\"a\":1}"), "id: 42\nevent: view\ndata: {\"a\":1}\n\n");
  EXPECT_EQ(hall::sse_event("", "", "x"), "data: x\n\n");
  EXPECT_EQ(hall::sse_event("1", "view", "one\ntwo"), "id: 1\nevent: view\ndata: one\ndata: two\n\n");
  EXPECT_EQ(hall::sse_event("1", "", "one\r\ntwo\rthree"), "id: 1\ndata: one\ndata: two\ndata: three\n\n");
  EXPECT_EQ(hall::sse_event("1", "", "end\n"), "id: 1\ndata: end\ndata: \n\n");
  EXPECT_EQ(hall::sse_event("1", "", ""), "id: 1\ndata: \n\n");
  // An id or a name cannot break its line (it would end the event or start a field).
  EXPECT_EQ(hall::sse_event("4\n2", "vi\r\new", "x"), "id: 42\nevent: view\ndata: x\n\n");
  EXPECT_EQ(hall::sse_comment("quiet\nid: 9"), ": quietid: 9\n\n");
  EXPECT_EQ(hall::sse_retry(1000), "retry: 1000\n\n");
}

TEST(EventStream, ABrowserReadsBackEveryDataAsItWasSent) {
  const std::vector<std::string> datas = {
      "{\"moves\":[\"e4\"]}", "two\nlines",    "crlf\r\nand cr\rand lf\n", " leading space", "", "\n\n",
      "data: inside",         "ünïcödé ♞ سفید"};
  std::string stream = hall::sse_retry(1000) + hall::sse_comment("hello");
  for (std::size_t i = 0; i < datas.size(); ++i) stream += hall::sse_event(std::to_string(i), "view", datas[i]);
  const auto events = read_stream(stream);
  ASSERT_EQ(events.size(), datas.size());
  for (std::size_t i = 0; i < datas.size(); ++i) {
    // The browser keeps LF; a CR or CRLF sent becomes LF (the stream has no other way).
    std::string expected = std::regex_replace(datas[i], std::regex("\r\n?"), "\n");
    EXPECT_EQ(events[i].data, expected) << i;
    EXPECT_EQ(events[i].id, std::to_string(i));
    EXPECT_EQ(events[i].event, "view");
  }
}

// What a page is pushed of each board: at most one line a board every 250 ms, the latest; a
// move or a result at once when the board's last push is that old, the clocks alone within
// 250 ms (so that the move right behind them is not held back); a line the page has is not
// sent again; none is lost.
TEST(EventStream, ABoardIsPushedAtMostEvery250MsWithItsLatestLineAMoveAtOnce) {
  using Clock = hall::BoardPushes::Clock;
  using Due = std::vector<std::pair<int, std::string>>;
  hall::BoardPushes pushes;
  const Clock::time_point t0 = Clock::now();
  // Lines as hashes: `hash` the whole line, `news` the line without its clocks.
  pushes.has(7, 70, 700);  // the page was sent the whole view
  pushes.has(8, 80, 800);
  pushes.offer(7, "seven again", 70, 700, t0);
  EXPECT_EQ(pushes.due(t0), Due{}) << "the page has that line";
  EXPECT_FALSE(pushes.next_due());
  pushes.offer(7, "e4", 71, 701, t0);
  EXPECT_EQ(pushes.due(t0), (Due{{7, "e4"}})) << "a move at a quiet board goes at once";
  pushes.offer(7, "e4 e5", 72, 702, t0 + 10ms);  // a burst: three more moves within 250 ms
  EXPECT_EQ(pushes.due(t0 + 10ms), Due{});
  pushes.offer(8, "d4", 81, 801, t0 + 50ms);  // another board is not held up by board 7
  pushes.offer(7, "e4 e5 Nf3", 73, 703, t0 + 100ms);
  EXPECT_EQ(pushes.due(t0 + 100ms), (Due{{8, "d4"}}));
  pushes.offer(7, "e4 e5 Nf3 Nc6", 74, 704, t0 + 120ms);
  EXPECT_EQ(pushes.next_due(), t0 + 250ms);
  EXPECT_EQ(pushes.due(t0 + 249ms), Due{});
  EXPECT_EQ(pushes.due(t0 + 250ms), (Due{{7, "e4 e5 Nf3 Nc6"}})) << "the burst's latest line, once";
  EXPECT_EQ(pushes.due(t0 + 2s), Due{}) << "nothing more waits";
  EXPECT_FALSE(pushes.next_due());
  // The clocks alone (a table's state after an announcement): sent within 250 ms, unless a
  // move comes first, which goes at once with the clocks as they are then.
  const Clock::time_point t1 = t0 + 10s;
  pushes.offer(7, "Nc6, clocks", 75, 704, t1);
  EXPECT_EQ(pushes.due(t1), Due{});
  EXPECT_EQ(pushes.next_due(), t1 + 250ms);
  pushes.offer(7, "Bb5", 76, 705, t1 + 5ms);
  EXPECT_EQ(pushes.due(t1 + 5ms), (Due{{7, "Bb5"}})) << "the move is not held back by its clocks";
  pushes.offer(7, "Bb5, clocks", 77, 705, t1 + 20ms);
  EXPECT_EQ(pushes.due(t1 + 200ms), Due{});
  EXPECT_EQ(pushes.due(t1 + 270ms), (Due{{7, "Bb5, clocks"}})) << "the clocks within 250 ms";
  // A change that goes back to what the page has before its turn: nothing is sent.
  pushes.offer(7, "takeback", 78, 706, t1 + 300ms);
  pushes.offer(7, "Bb5, clocks", 77, 705, t1 + 310ms);
  EXPECT_EQ(pushes.due(t1 + 3s), Due{});
  // A board never pushed alone: a move at once, the clocks alone within 250 ms.
  pushes.offer(9, "c4", 90, 900, t1);
  EXPECT_EQ(pushes.due(t1), (Due{{9, "c4"}}));
  pushes.offer(10, "clocks", 100, 0, t1);
  EXPECT_EQ(pushes.due(t1 + 249ms), Due{});
  EXPECT_EQ(pushes.due(t1 + 250ms), (Due{{10, "clocks"}}));
  pushes.clear();  // the page is sent the whole view again
  pushes.offer(9, "c4", 90, 900, t1);
  EXPECT_EQ(pushes.due(t1), (Due{{9, "c4"}})) << "after clear the page has nothing";
}

// ---- The pages' words ---------------------------------------------------------------

std::map<std::string, std::string> page_words(Language language) {
  return test::phrases_by_name(hall_page_phrases(language),
                               [](const auto& record, const auto& f) { for_each_hall_phrase(record, f); });
}

using test::names_in;

TEST(HallPhrases, EveryLanguageHasEveryWordOfThePagesNamingWhatTheEnglishNames) {
  const auto english = page_words(Language::English);
  EXPECT_EQ(english.size(), 83u);
  for (Language language : kLanguages) {
    const auto words = page_words(language);
    ASSERT_EQ(words.size(), english.size()) << code_of(language);
    for (const auto& [name, text] : words) {
      EXPECT_FALSE(text.empty()) << code_of(language) << ": " << name;
      EXPECT_EQ(names_in(text), names_in(english.at(name))) << code_of(language) << ": " << name << ": " << text;
      // The punctuation is the same in most languages.
      if (language != Language::English && name != "alert_line" && name != "comma" && name != "semicolon") {
        EXPECT_NE(text, english.at(name)) << code_of(language) << ": " << name << " is not translated";
      }
    }
  }
}

TEST(HallPhrases, TheBrowsersLanguageIsTheFirstTwinboardSpeaksByItsWeight) {
  EXPECT_EQ(language_of_accept("de-CH,de;q=0.9,en;q=0.8"), Language::German);
  EXPECT_EQ(language_of_accept("it-IT, it;q=0.9, en;q=0.5"), Language::English);
  EXPECT_EQ(language_of_accept("fr-FR, fr;q=0.9, en;q=0.5"), Language::French);  // issue 52
  EXPECT_EQ(language_of_accept("en;q=0.1, ru;q=0.9"), Language::Russian);
  EXPECT_EQ(language_of_accept("FA-IR"), Language::Persian);
  EXPECT_EQ(language_of_accept("mn;q=0, sw;q=0.2"), Language::Swahili);
  EXPECT_EQ(language_of_accept("it, *"), std::nullopt);
  EXPECT_EQ(language_of_accept(""), std::nullopt);
  // ?lang= first, then the hall's setting, then the browser's, then English.
  EXPECT_EQ(hall::page_language("fa", "de", "ru"), Language::Persian);
  EXPECT_EQ(hall::page_language("xx", "de", "ru"), Language::German);
  EXPECT_EQ(hall::page_language("", "", "uz-Latn,ru;q=0.5"), Language::Uzbek);
  EXPECT_EQ(hall::page_language("", "", "it"), Language::English);
}

TEST(HallPhrases, APageIsServedInItsLanguageRightToLeftForPersian) {
  for (const std::string_view page : {hall::arbiters_page(), hall::spectators_page()}) {
    const std::string german = hall::page_in(page, Language::German);
    EXPECT_THAT(german, HasSubstr("<html lang=\"de\" dir=\"ltr\">"));
    EXPECT_THAT(german, HasSubstr("\"boards\":\"Bretter\""));
    EXPECT_THAT(german, HasSubstr("\"white\":\"Weiß\""));
    EXPECT_THAT(german, Not(HasSubstr("__"))) << "every mark filled";
    const std::string persian = hall::page_in(page, Language::Persian);
    EXPECT_THAT(persian, HasSubstr("<html lang=\"fa\" dir=\"rtl\">"));
    EXPECT_THAT(persian, HasSubstr("\"boards\":\"صفحه ها\""));
    EXPECT_THAT(persian, HasSubstr("\"comma\":\"، \""));
  }
}

// ---- The hall woken by a change, and the spectators' view ----------------------------

TEST(HallCollector, APageWaitingForAChangeIsWokenAtOnce) {
  hall::HallCollector c;
  const std::uint64_t before = c.version();
  EXPECT_EQ(c.wait_for_change(before, 50ms), before) << "nothing came";
  std::jthread table([&c] {
    std::this_thread::sleep_for(200ms);
    c.take("twinboard/e/3/7/status", "maybe");  // refused: no change
    c.take("twinboard/e/3/7/events", R"({"seq":0,"effect":{"effect":"move","san":"e4"}})");
  });
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t after = c.wait_for_change(before, 5000ms);
  const auto waited = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(after, before + 1) << "one message kept, one refused";
  EXPECT_GE(waited, 150ms);
  EXPECT_LT(waited, 1000ms) << "woken by the change, not at the end of the wait";
  EXPECT_EQ(c.take("twinboard/e/3/7/events", R"({"seq":0,"effect":{"effect":"move","san":"e4"}})"), hall::Taken::Kept);
  EXPECT_EQ(c.version(), after) << "an effect heard again changes nothing";
  EXPECT_EQ(c.latest_round(), "3");
  // A pushed page asks only for what changed since the version it has.
  c.take("twinboard/e/3/8/status", "online");
  const std::uint64_t page_has = c.version();
  c.take("twinboard/e/3/7/events", R"({"seq":1,"effect":{"effect":"move","san":"e5"}})");
  const nlohmann::json change = c.arbiters_view("3", page_has);
  ASSERT_EQ(change["boards"].size(), 1u) << change.dump();
  EXPECT_EQ(change["boards"][0]["board"], 7);
  EXPECT_EQ(change["version"], page_has + 1);
  EXPECT_EQ(c.arbiters_view("3")["boards"].size(), 2u) << "the whole round";
  EXPECT_EQ(c.arbiters_view("3", page_has + 1)["boards"].size(), 0u);
}

// The spectators' lines pushed one board at a time: after a version, only the boards that
// changed; each line the same text as in the whole view, its hash the same for the same text.
TEST(HallCollector, TheSpectatorsLinesAfterAVersionAreOnlyTheBoardsThatChanged) {
  hall::HallCollector c;
  for (int board = 1; board <= 200; ++board)
    c.take("twinboard/e/3/" + std::to_string(board) + "/state", R"({"moves":["e4"],"white":"A","black":"B"})");
  c.take("twinboard/e/4/1/state", R"({"moves":["d4"]})");  // another round
  const Vocabulary& plain = *find_vocabulary("plain-en");
  std::map<int, std::pair<std::string, std::uint64_t>> whole;
  const nlohmann::json view = c.spectators_view("3", std::nullopt, plain, [&](const auto& line) {
    whole[line.board] = {line.text, line.hash};
  });
  ASSERT_EQ(view["boards"].size(), 200u);
  ASSERT_EQ(whole.size(), 200u);
  EXPECT_EQ(nlohmann::json::parse(whole[57].first), view["boards"][56]);
  const std::uint64_t page_has = c.version();
  std::vector<int> visited;
  EXPECT_EQ(c.spectators_lines("3", std::nullopt, plain, page_has, [&](const auto& l) { visited.push_back(l.board); }),
            page_has);
  EXPECT_TRUE(visited.empty());
  c.take("twinboard/e/3/57/state", R"({"moves":["e4","e5"],"white":"A","black":"B"})");
  c.take("twinboard/e/4/57/state", R"({"moves":["c4"]})");  // round 4: not this page's
  std::vector<std::tuple<int, std::string, std::uint64_t>> lines;
  const std::uint64_t now = c.spectators_lines("3", std::nullopt, plain, page_has,
                                               [&](const auto& l) { lines.emplace_back(l.board, l.text, l.hash); });
  EXPECT_EQ(now, page_has + 2);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(std::get<0>(lines[0]), 57);
  EXPECT_EQ(nlohmann::json::parse(std::get<1>(lines[0]))["san"], "e5");
  EXPECT_NE(std::get<2>(lines[0]), whole[57].second);
  // Board 12 changes twice (its status, then its state): it is visited once, with its line.
  c.take("twinboard/e/3/12/status", "online");
  c.take("twinboard/e/3/12/state", R"({"moves":["e4"],"white":"A","black":"B"})");
  lines.clear();
  c.spectators_lines("3", std::nullopt, plain, now,
                     [&](const auto& l) { lines.emplace_back(l.board, l.text, l.hash); });
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(std::get<0>(lines[0]), 12);
  EXPECT_EQ(std::get<2>(lines[0]), whole[12].second) << "the same line: the page will not be sent it again";
  visited.clear();
  c.spectators_lines("3", std::nullopt, plain, 0, [&](const auto& l) { visited.push_back(l.board); });
  EXPECT_EQ(visited.size(), 200u) << "since 0: every board";
}

TEST(HallCollector, TheSpectatorsViewSaysTheLastMoveInTheReadersWordsBehindTheDelay) {
  hall::HallCollector c;
  const std::string events = "twinboard/e/3/7/events";
  const std::int64_t now = 1'800'000'000'000;
  c.take(events, R"({"seq":0,"effect":{"effect":"move","san":"e4"}})", now - 20'000);
  c.take(events, R"({"seq":1,"effect":{"effect":"clock","white_ms":5390000,"black_ms":5400000,"running":"black"}})",
         now - 20'000);
  c.take(events, R"({"seq":2,"effect":{"effect":"move","san":"e5"}})", now - 10'000);
  c.take(events, R"({"seq":3,"effect":{"effect":"move","san":"Nf3"}})", now - 1'000);
  c.take("twinboard/e/3/7/state", R"({"moves":["e4","e5","Nf3"],"white":"Anna","black":"Ben"})", now - 1'000);
  const auto* fide_de = find_vocabulary("fide-de");
  const auto* nato_en = find_vocabulary("nato-en");
  ASSERT_TRUE(fide_de && nato_en);
  const nlohmann::json live = c.spectators_view("3", std::nullopt, *fide_de)["boards"][0];
  EXPECT_EQ(live["board"], 7);
  EXPECT_EQ(live["white"], "Anna");
  EXPECT_EQ(live["san"], "Nf3");
  EXPECT_EQ(live["move_number"], 2);
  EXPECT_EQ(live["by"], "white");
  EXPECT_EQ(live["words"], "Springer Felix drei");
  EXPECT_EQ(
      c.spectators_view("3", std::nullopt, *nato_en)["boards"][0]["words"],
      announce(*Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"),
               *parse_uci(*Position::from_fen("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"), "g1f3"),
               *nato_en));
  // Said again after the next move (each board's line is kept until it changes).
  c.take(events, R"({"seq":4,"effect":{"effect":"move","san":"Nc6"}})", now);
  c.take("twinboard/e/3/7/state", R"({"moves":["e4","e5","Nf3","Nc6"],"white":"Anna","black":"Ben"})", now);
  EXPECT_EQ(c.spectators_view("3", std::nullopt, *fide_de)["boards"][0]["words"], "Springer Cäsar sechs");
  // 15 s behind: only e4 and its clock were heard that long ago.
  const nlohmann::json late = c.spectators_view("3", now - 15'000, *fide_de);
  EXPECT_EQ(late["boards"][0]["plies"], 1) << late.dump();
  EXPECT_EQ(late["boards"][0]["san"], "e4");
  EXPECT_EQ(late["boards"][0]["white_ms"], 5390000);
  EXPECT_EQ(late["boards"][0]["running"], "black");
  EXPECT_EQ(late["boards"][0]["white"], "Anna") << "who plays is no news";
  const std::set<std::string> codes = [&] {
    std::set<std::string> out;
    for (const auto& v : late["vocabularies"]) out.insert(v["code"]);
    return out;
  }();
  EXPECT_TRUE(codes.contains("fide-de") && codes.contains("fide-ru") && codes.contains("nato-en")) << late.dump();
}

// ---- A running hall's streams over HTTP ----------------------------------------------

// A client of the broker that publishes as a table would (QoS 1) and hears what it asks for.
class Client {
 public:
  explicit Client(int port) {
    mosquitto_lib_init();
    m_ = mosquitto_new(nullptr, true, this);
    mosquitto_message_callback_set(m_, [](mosquitto*, void* self, const mosquitto_message* msg) {
      static_cast<Client*>(self)->heard(
          msg->topic, std::string(static_cast<const char*>(msg->payload), std::size_t(msg->payloadlen)));
    });
    EXPECT_EQ(mosquitto_connect(m_, "127.0.0.1", port, 10), MOSQ_ERR_SUCCESS);
    mosquitto_loop_start(m_);
  }
  ~Client() {
    mosquitto_disconnect(m_);
    mosquitto_loop_stop(m_, true);
    mosquitto_destroy(m_);
  }
  void publish(const std::string& topic, const std::string& payload, bool retain = false) {
    mosquitto_publish(m_, nullptr, topic.c_str(), int(payload.size()), payload.data(), 1, retain);
  }
  void subscribe(const std::string& topic) { mosquitto_subscribe(m_, nullptr, topic.c_str(), 1); }
  // Each move effect heard: its SAN and when it came (wall clock, ms).
  std::vector<std::pair<std::string, std::int64_t>> moves() {
    std::lock_guard lock(mutex_);
    return moves_;
  }

 private:
  void heard(const std::string&, const std::string& payload) {
    const auto json = nlohmann::json::parse(payload, nullptr, false);
    if (json.is_discarded() || !json.contains("effect") || json["effect"].value("effect", "") != "move") return;
    std::lock_guard lock(mutex_);
    moves_.emplace_back(json["effect"].value("san", ""), wall_ms());
  }
  static std::int64_t wall_ms() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
        .count();
  }
  mosquitto* m_;
  std::mutex mutex_;
  std::vector<std::pair<std::string, std::int64_t>> moves_;
};

// The events a stream has sent so far, read on a thread of its own.
class StreamReader {
 public:
  StreamReader(int port, const std::string& path, httplib::Headers headers = {})
      : client_(std::make_unique<httplib::Client>("127.0.0.1", port)) {
    client_->set_read_timeout(30, 0);
    thread_ = std::jthread([this, path, headers] {
      client_->Get(
          path.c_str(), headers,
          [&](const httplib::Response& r) {
            std::lock_guard lock(mutex_);
            status_ = r.status;
            type_ = r.get_header_value("Content-Type");
            return true;
          },
          [&](const char* data, std::size_t size) {
            std::lock_guard lock(mutex_);
            text_.append(data, size);
            arrived_.notify_all();
            return !stop_;
          });
    });
  }
  ~StreamReader() {
    stop_ = true;
    client_->stop();  // the stream ends now, not at its next event
    thread_.join();
  }
  // Waits for an event whose data `fits`; its data, or nothing.
  std::optional<std::string> wait_for(const std::function<bool(const std::string&)>& fits,
                                      std::chrono::milliseconds timeout = 5000ms) {
    std::unique_lock lock(mutex_);
    std::optional<std::string> found;
    arrived_.wait_for(lock, timeout, [&] {
      for (const auto& e : read_stream(text_))
        if (fits(e.data)) return found = e.data, true;
      return false;
    });
    return found;
  }
  int status() {
    std::lock_guard lock(mutex_);
    return status_;
  }
  std::string type() {
    std::lock_guard lock(mutex_);
    return type_;
  }
  std::string text() {
    std::lock_guard lock(mutex_);
    return text_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable arrived_;
  std::string text_, type_;
  int status_ = 0;
  std::atomic<bool> stop_{false};
  std::unique_ptr<httplib::Client> client_;
  std::jthread thread_;
};

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

// The state a table publishes after `moves`.
std::string state_after(const std::vector<std::string>& moves) {
  return nlohmann::json{{"moves", moves},
                        {"plies", moves.size()},
                        {"white_ms", 300000},
                        {"black_ms", 300000},
                        {"running", moves.size() % 2 ? "black" : "white"}}
      .dump();
}

TEST(HallStream, EachChangeIsPushedAtOnceAndAReconnectedPageIsWholeAgain) {
  test::Broker broker("hall_stream");
  const int http = test::free_loopback_port();
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(broker.port()), "--event", "e", "--http",
                         "127.0.0.1:" + std::to_string(http), "--store", test::temp_path("hall_stream.sqlite")});
  std::filesystem::remove(test::temp_path("hall_stream.sqlite"));
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  Client table(broker.port());
  const std::string topic = "twinboard/e/3/7/state";
  table.publish("twinboard/e/3/8/state", state_after({"d4"}), true);
  table.publish(topic, state_after({"e4"}), true);
  httplib::Client json("127.0.0.1", http);
  for (int i = 0; i < 100; ++i) {  // the hall has both boards: the stream opens with them
    const auto got = json.Get("/arbiters.json?round=3");
    if (got && nlohmann::json::parse(got->body)["boards"].size() == 2) break;
    std::this_thread::sleep_for(20ms);
  }
  StreamReader page(http, "/arbiters/events?round=3");
  ASSERT_TRUE(page.wait_for([](const std::string& d) { return d.find("\"e4\"") != std::string::npos; }))
      << page.text() << hall.output();
  EXPECT_EQ(page.status(), 200);
  EXPECT_EQ(page.type(), "text/event-stream");
  EXPECT_THAT(page.text(), HasSubstr("retry: 1000\n"));
  // Twenty moves, one every 50 ms: each is on the stream within well under a second.
  const std::vector<std::string> game = {"e5", "Nf3", "Nc6", "Bb5", "a6",  "Ba4", "Nf6", "O-O", "Be7",  "Re1",
                                         "b5", "Bb3", "d6",  "c3",  "O-O", "h3",  "Nb8", "d4",  "Nbd7", "c4"};
  std::vector<std::string> moves = {"e4"};
  std::vector<std::int64_t> delays;
  for (const std::string& move : game) {
    moves.push_back(move);
    const std::string expected = nlohmann::json(moves).dump();
    const std::int64_t sent = now_ms();
    table.publish(topic, state_after(moves), true);
    ASSERT_TRUE(page.wait_for([&](const std::string& d) { return d.find(expected) != std::string::npos; }, 2000ms))
        << moves.size();
    delays.push_back(now_ms() - sent);
    std::this_thread::sleep_for(50ms);
  }
  std::sort(delays.begin(), delays.end());
  std::cout << "broker to stream: median " << delays[delays.size() / 2] << " ms, most " << delays.back() << " ms of "
            << delays.size() << " moves\n";
  EXPECT_LT(delays.back(), 500);
  // Ids rise with each change.
  const auto events = read_stream(page.text());
  ASSERT_GE(events.size(), 21u);
  for (std::size_t i = 1; i < events.size(); ++i) EXPECT_GT(std::stoull(events[i].id), std::stoull(events[i - 1].id));
  // The whole round when the stream opens; then only the board that moved, without its PGN.
  EXPECT_EQ(events.front().event, "view");
  EXPECT_EQ(nlohmann::json::parse(events.front().data)["boards"].size(), 2u) << events.front().data;
  const nlohmann::json change = nlohmann::json::parse(events.back().data);
  EXPECT_EQ(events.back().event, "boards");
  ASSERT_EQ(change["boards"].size(), 1u) << events.back().data;
  EXPECT_EQ(change["boards"][0]["board"], 7);
  EXPECT_FALSE(change["boards"][0]["state"].contains("pgn"));
  // A page that reconnects (its browser sends the last id it had) is whole at once.
  StreamReader again(http, "/arbiters/events?round=3", {{"Last-Event-ID", events.front().id}});
  const auto whole = again.wait_for([](const std::string&) { return true; }, 2000ms);
  ASSERT_TRUE(whole);
  EXPECT_THAT(*whole, HasSubstr(nlohmann::json(moves).dump()));
  // The guide's curl (docs/hall.md, "How the pages are pushed to") on this hall.
  const std::string curl =
      "curl -sN --max-time 1 'http://127.0.0.1:" + std::to_string(http) + "/arbiters/events?round=3'";
  FILE* pipe = popen(curl.c_str(), "r");
  ASSERT_TRUE(pipe);
  std::string shown;
  char buffer[4096];
  while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) shown.append(buffer, n);
  pclose(pipe);
  EXPECT_THAT(shown, ::testing::StartsWith("retry: 1000\n\nid: ")) << shown;
  EXPECT_THAT(shown, HasSubstr("\nevent: view\ndata: {\"alerts\":[]"));
  const std::string guide = test::read_text(std::string(TWINBOARD_SOURCE_DIR) + "/docs/hall.md").value_or("");
  EXPECT_THAT(guide, HasSubstr("`curl -N 'http://192.0.2.10:8080/arbiters/events?round=3'`"));
  // The spectators' stream says the last move in the words asked for.
  StreamReader spectator(http, "/spectators/events?round=3&vocabulary=fide-de");
  const auto seen = spectator.wait_for([](const std::string&) { return true; }, 2000ms);
  ASSERT_TRUE(seen);
  EXPECT_EQ(nlohmann::json::parse(*seen)["boards"][0]["words"], "Bauer Cäsar vier") << *seen;
}

// The spectators' page is public: behind the delay as every public URL, on either listener;
// the arbiters' stays live.
TEST(HallStream, TheSpectatorsPageShowsOnlyMovesOlderThanThePublicDelay) {
  test::Broker broker("hall_stream_delay");
  const int http = test::free_loopback_port(), public_http = test::free_loopback_port();
  std::filesystem::remove(test::temp_path("hall_stream_delay.sqlite"));
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(broker.port()), "--event", "e", "--http",
                         "127.0.0.1:" + std::to_string(http), "--public-http",
                         "127.0.0.1:" + std::to_string(public_http), "--public-delay", "60s", "--store",
                         test::temp_path("hall_stream_delay.sqlite")});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  Client table(broker.port());
  table.publish("twinboard/e/3/7/events", R"({"seq":0,"effect":{"effect":"move","san":"e4"}})");
  table.publish("twinboard/e/3/7/state", state_after({"e4"}), true);
  StreamReader arbiters(http, "/arbiters/events?round=3");
  ASSERT_TRUE(arbiters.wait_for([](const std::string& d) { return d.find("\"e4\"") != std::string::npos; }));
  for (const int port : {http, public_http}) {
    httplib::Client client("127.0.0.1", port);
    const auto got = client.Get("/spectators.json?round=3");
    ASSERT_TRUE(got);
    const nlohmann::json view = nlohmann::json::parse(got->body);
    EXPECT_EQ(view["boards"][0]["plies"], 0) << view.dump();
    EXPECT_EQ(view["delay_s"], 60);
    EXPECT_EQ(client.Get("/arbiters")->status, port == http ? 200 : 404) << "no arbiters' page for the public";
  }
  StreamReader spectators(public_http, "/spectators/events?round=3");
  const auto first = spectators.wait_for([](const std::string&) { return true; });
  ASSERT_TRUE(first);
  EXPECT_EQ(nlohmann::json::parse(*first)["boards"][0]["plies"], 0);
  EXPECT_FALSE(spectators.wait_for([](const std::string& d) { return d.find("\"san\"") != std::string::npos; }, 1500ms))
      << "a move 60 s behind is not pushed before its time";
}

// An Olympiad's round, at 200 boards (issue 37): the spectators' page is sent the round once
// when it opens; one move then sends one small event naming its board, with its new line, not
// the round again. A burst of changes at one board sends its latest line (none lost) in
// fewer events than changes: at most one a board every 250 ms.
TEST(HallStream, OneMoveAtOneOf200BoardsPushesOneSmallEventToTheSpectators) {
  test::Broker broker("hall_stream_200");
  const int http = test::free_loopback_port();
  std::filesystem::remove(test::temp_path("hall_stream_200.sqlite"));
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(broker.port()), "--event", "e", "--http",
                         "127.0.0.1:" + std::to_string(http), "--store", test::temp_path("hall_stream_200.sqlite")});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  Client table(broker.port());
  for (int board = 1; board <= 200; ++board)
    table.publish("twinboard/e/3/" + std::to_string(board) + "/state", state_after({"e4", "e5"}), true);
  httplib::Client json("127.0.0.1", http);
  std::size_t boards = 0;
  for (int i = 0; i < 500 && boards < 200; ++i) {  // the hall has every board: the stream opens with them
    if (const auto got = json.Get("/spectators.json?round=3"))
      boards = nlohmann::json::parse(got->body)["boards"].size();
    if (boards < 200) std::this_thread::sleep_for(20ms);
  }
  ASSERT_EQ(boards, 200u);
  StreamReader page(http, "/spectators/events?round=3&vocabulary=fide-de");
  const auto whole = page.wait_for([](const std::string&) { return true; });
  ASSERT_TRUE(whole);
  ASSERT_EQ(nlohmann::json::parse(*whole)["boards"].size(), 200u);
  const std::size_t opened = page.text().size();  // the retry line and the whole round
  ASSERT_EQ(read_stream(page.text()).size(), 1u);
  EXPECT_EQ(read_stream(page.text())[0].event, "view");

  // One move at board 57.
  table.publish("twinboard/e/3/57/state", state_after({"e4", "e5", "Nf3"}), true);
  ASSERT_TRUE(page.wait_for([](const std::string& d) { return d.find("\"san\":\"Nf3\"") != std::string::npos; }))
      << page.text().substr(opened);
  std::this_thread::sleep_for(1000ms);  // and nothing more for it
  const std::string one_move = page.text().substr(opened);
  const auto events = read_stream(one_move);
  ASSERT_EQ(events.size(), 1u) << one_move;
  EXPECT_EQ(events[0].event, "board");
  EXPECT_GT(std::stoull(events[0].id), std::stoull(read_stream(page.text())[0].id));
  const nlohmann::json line = nlohmann::json::parse(events[0].data);
  EXPECT_EQ(line["board"], 57);
  EXPECT_EQ(line["plies"], 3);
  EXPECT_EQ(line["words"], "Springer Felix drei");
  EXPECT_EQ(line, nlohmann::json::parse(json.Get("/spectators.json?round=3&vocabulary=fide-de")->body)["boards"][56])
      << "the line as the whole view has it";
  EXPECT_LT(one_move.size(), 400u);
  EXPECT_GT(opened, 200u * 150) << "the whole round, which a move no longer sends again";
  std::cout << "one move at one of 200 boards: " << events.size() << " event of " << one_move.size()
            << " bytes to the spectators' page (the whole round when it opened: " << opened << " bytes)\n";

  // A burst at board 9: ten states at once. Its latest line comes, in fewer events.
  const std::vector<std::string> game = {"e4",  "e5",  "Nf3", "Nc6", "Bb5", "a6",
                                         "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5"};
  const std::size_t before_burst = page.text().size();
  for (std::size_t plies = 3; plies <= game.size(); ++plies)
    table.publish("twinboard/e/3/9/state",
                  state_after(std::vector<std::string>(game.begin(), game.begin() + std::ptrdiff_t(plies))), true);
  ASSERT_TRUE(page.wait_for([](const std::string& d) {
    return d.find("\"board\":9,") != std::string::npos && d.find("\"san\":\"b5\"") != std::string::npos;
  })) << page.text().substr(before_burst);
  std::this_thread::sleep_for(600ms);
  const auto burst = read_stream(page.text().substr(before_burst));
  ASSERT_FALSE(burst.empty());
  int plies = 0;
  for (const auto& e : burst) {
    EXPECT_EQ(e.event, "board");
    const nlohmann::json b = nlohmann::json::parse(e.data);
    EXPECT_EQ(b["board"], 9);
    EXPECT_GT(b["plies"].get<int>(), plies) << "each event newer than the one before";
    plies = b["plies"].get<int>();
  }
  EXPECT_EQ(plies, 12) << "the latest line, last";
  EXPECT_LE(burst.size(), 4u) << "ten changes within milliseconds: one event at once, the latest 250 ms later";
  std::cout << "ten changes at once at one board: " << burst.size() << " events\n";
}

// ---- The pages in headless Chromium ------------------------------------------------

// White and Black announce and press, one move every `step` ms, from `start` on (both boards
// without sensors: a move is made by its announcement and the clock).
const std::vector<std::pair<std::string, std::string>> kOpening = {
    {"e4", "Bauer Eva vier"},        {"e5", "Bauer Eva fünf"},     {"Nf3", "Springer Felix drei"},
    {"Nc6", "Springer Cäsar sechs"}, {"Bb5", "Läufer Bella fünf"}, {"a6", "Bauer Anna sechs"}};
std::string opening(int start, int step) {
  std::string scenario =
      "{\"t_ms\":0,\"setup\":{\"vi\":\"white\",\"tactile\":\"manual\",\"sighted\":\"manual\","
      "\"time_control\":\"5400+30\",\"assistant\":false}}\n";
  int t = start;
  for (std::size_t i = 0; i < kOpening.size(); ++i) {
    const std::string by = i % 2 ? "black" : "white";
    scenario += "{\"t_ms\":" + std::to_string(t += step) + ",\"announce\":\"" + kOpening[i].second + "\",\"by\":\"" +
                by + "\"}\n";
    scenario += "{\"t_ms\":" + std::to_string(t += 50) + ",\"press_clock\":\"" + by + "\"}\n";
  }
  return scenario + "{\"t_ms\":" + std::to_string(t += 2000) + ",\"query\":\"time\",\"by\":\"white\"}\n";
}

// The three pages in Chromium while a real table plays six moves: the hall in German
// (--language de), its public listener with the spectators' page in FIDE's German words.
TEST(HallPageInChromium, MovesArePushedToThePagesInGermanPersianAndForSpectators) {
  test::Broker broker("hall_page_chromium");
  const int http = test::free_loopback_port(), public_http = test::free_loopback_port();
  std::filesystem::remove(test::temp_path("hall_page_chromium.sqlite"));
  test::PtyProcess hall({"hall", "--broker", "127.0.0.1:" + std::to_string(broker.port()), "--event", "open2026",
                         "--http", "127.0.0.1:" + std::to_string(http), "--public-http",
                         "127.0.0.1:" + std::to_string(public_http), "--language", "de", "--store",
                         test::temp_path("hall_page_chromium.sqlite")});
  ASSERT_TRUE(hall.wait_for("listening to", 5000)) << hall.output();
  ASSERT_TRUE(hall.wait_for("served on", 5000)) << hall.output();  // its HTTP port bound too
  Client listener(broker.port());
  listener.subscribe("twinboard/open2026/3/7/events");
  // What each page will show of each move: the arbiters' its SAN with its number, the
  // spectators' the FIDE German words.
  std::string moves, spoken;
  Position position = Position::start();
  for (std::size_t i = 0; i < kOpening.size(); ++i) {
    const auto move = read_san(position, kOpening[i].first);
    ASSERT_TRUE(move);
    const std::string number = std::to_string(i / 2 + 1) + (i % 2 ? "... " : ". ");
    moves += (i ? "|" : "") + number + kOpening[i].first;
    spoken += (i ? "|" : "") + number + announce(position, move->move, *find_vocabulary("fide-de"));
    position.play(move->move);
  }
  const std::string shots = ::testing::TempDir();
  const std::string base = "http://127.0.0.1:" + std::to_string(http);
  const std::string command =
      "node " + std::string(TWINBOARD_SOURCE_DIR) + "/tests/e2e/pushed_pages.mjs '" + base + "/arbiters?round=3' '" +
      base + "/arbiters?round=3&lang=fa' 'http://127.0.0.1:" + std::to_string(public_http) +
      "/spectators?round=3&vocabulary=fide-de' 7 " + shots + " '" + moves + "' '" + spoken + "' 2>&1";
  FILE* pipe = popen(command.c_str(), "r");
  ASSERT_TRUE(pipe);
  std::string out;
  char line[1 << 16];
  bool ready = false;
  while (!ready && fgets(line, sizeof line, pipe)) {
    out += line;
    ready = std::string(line).starts_with("READY");
  }
  std::jthread table;
  if (ready)  // the pages are open: the table plays now
    table = std::jthread([&] {
      const auto r =
          test::run("table --input " + test::write_temp("hall_page_chromium.jsonl", opening(300, 600)) + " --journal " +
                        test::temp_path("hall_page_chromium_table.sqlite") +
                        " --no-speech --headless --set hall.broker=127.0.0.1:" + std::to_string(broker.port()) +
                        " --set hall.event=open2026 --set hall.round=3 --set hall.board=7",
                    "", true);
      EXPECT_EQ(r.status, 0) << r.out;
    });
  while (fgets(line, sizeof line, pipe)) out += line;
  pclose(pipe);
  ASSERT_TRUE(ready) << out << "\n(setup.sh installs chromium and tests/e2e's npm packages)";
  if (table.joinable()) table.join();
  ASSERT_NE(out.rfind("{\"steps\""), std::string::npos) << out;
  const nlohmann::json report = nlohmann::json::parse(out.substr(out.rfind("{\"steps\"")), nullptr, false);
  ASSERT_FALSE(report.is_discarded()) << out;
  ASSERT_FALSE(report.contains("error")) << report.dump(1);
  std::cout << "the pages in Chromium: " << report.dump() << "\n";

  // Each move on both pages, without a request after they opened: pushed, not polled.
  EXPECT_EQ(report["requests_after"]["arbiters"], nlohmann::json::array()) << report["requests_after"];
  EXPECT_EQ(report["requests_after"]["spectators"], nlohmann::json::array()) << report["requests_after"];
  EXPECT_EQ(report["streams_open"]["arbiters"], 1);
  EXPECT_EQ(report["streams_open"]["spectators"], 1);
  EXPECT_EQ(report["requests_before"]["arbiters"].size(), 2u) << "the page and its stream";
  // A browser without EventSource reads the JSON every two seconds instead, and opens no stream.
  EXPECT_THAT(report["fallback_line"].get<std::string>(), HasSubstr("Brett 7: 3... a6"));
  EXPECT_GE(report["fallback_polls"], 2);
  EXPECT_EQ(report["fallback_streams"], 0);
  // From the broker to each page, for every move: well under a second.
  const auto heard = listener.moves();
  ASSERT_EQ(heard.size(), kOpening.size());
  std::vector<std::int64_t> delays;
  const std::vector<std::string> arbiters_texts = [&] {
    std::vector<std::string> texts;
    for (std::size_t at = 0, bar; at <= moves.size(); at = bar + 1) {
      bar = moves.find('|', at);
      if (bar == std::string::npos) bar = moves.size();
      texts.push_back(moves.substr(at, bar - at));
    }
    return texts;
  }();
  for (std::size_t i = 0; i < heard.size(); ++i) {
    ASSERT_EQ(heard[i].first, kOpening[i].first);
    // A move seen in one view with the next (both within one event) has no moment of its own.
    if (!report["arbiters_seen"].contains(arbiters_texts[i])) continue;
    delays.push_back(report["arbiters_seen"][arbiters_texts[i]].get<std::int64_t>() - heard[i].second);
  }
  ASSERT_GE(delays.size(), 4u) << report["arbiters_seen"];
  std::sort(delays.begin(), delays.end());
  std::cout << "broker to the arbiters' page in Chromium: median " << delays[delays.size() / 2] << " ms, most "
            << delays.back() << " ms of " << delays.size() << " moves\n";
  EXPECT_LT(delays.back(), 1000);
  EXPECT_GE(delays.front(), -50) << "no page shows a move before the broker passed it on (clocks of one machine)";

  // The arbiters' page in German, found by role and name; no serious violation.
  EXPECT_EQ(report["arbiters_lang"], nlohmann::json({"de", "ltr"}));
  EXPECT_EQ(report["heading"], "Seite der Schiedsrichter — open2026, Runde 3");
  EXPECT_EQ(report["log_in"], 1);
  EXPECT_EQ(report["alerts_log"], 1);
  EXPECT_EQ(report["accept_button"], 1);
  EXPECT_THAT(report["arbiters_line"].get<std::string>(), HasSubstr("Brett 7: 3... a6"));
  EXPECT_THAT(report["arbiters_line"].get<std::string>(), HasSubstr("Weiß"));
  // In Persian: right to left.
  EXPECT_EQ(report["persian_lang"], nlohmann::json({"fa", "rtl"}));
  EXPECT_THAT(report["persian_line"].get<std::string>(), HasSubstr("صفحه 7: 3... a6، سفید"));
  // The spectators' page: a board one line, moves in the words chosen, said politely.
  EXPECT_THAT(report["spectators_line"].get<std::string>(), HasSubstr("Board 7: White against Black, last move 3... "));
  EXPECT_THAT(report["spectators_line"].get<std::string>(), HasSubstr("Bauer Anna sechs"));
  EXPECT_EQ(report["spectators_lines"], 1) << "board 7's line, changed in place by each board event";
  EXPECT_EQ(report["news_live"], "polite");
  EXPECT_GE(report["news"].size(), 4u) << report["news"];
  EXPECT_THAT(report["news"].back().get<std::string>(), HasSubstr("Board 7: 3... "));
  EXPECT_EQ(report["vocabulary"], "fide-de");
  EXPECT_THAT(report["spectators_headings"].get<std::vector<std::string>>(),
              ::testing::Contains(HasSubstr("Live games")));
  for (const char* page : {"arbiters_violations", "persian_violations", "spectators_violations"})
    for (const auto& v : report[page]) {
      EXPECT_NE(v["impact"], "serious") << page << ": " << v.dump();
      EXPECT_NE(v["impact"], "critical") << page << ": " << v.dump();
    }
}

// ---- The guide's example ------------------------------------------------------------

TEST(HallDocs, TheHallTomlOfTheGuideIsReadAsWritten) {
  const std::string guide = test::read_text(std::string(TWINBOARD_SOURCE_DIR) + "/docs/hall.md").value_or("");
  const std::size_t section = guide.find("### 2. The hall");
  ASSERT_NE(section, std::string::npos);
  const std::size_t start = guide.find("```toml\n", section);
  ASSERT_NE(start, std::string::npos);
  const std::size_t end = guide.find("```", start + 8);
  // The technician's own secrets where the guide has "...".
  const std::string toml = std::regex_replace(guide.substr(start + 8, end - start - 8), std::regex(R"("\.\.\.")"),
                                              "\"a-secret-of-the-event-0123456789\"");
  const auto settings = hall::read_hall_settings(test::write_temp("hall_docs.toml", toml));
  ASSERT_TRUE(settings) << settings.error() << "\n" << toml;
  EXPECT_EQ(settings->event, "open2026");
  EXPECT_EQ(settings->language, "de");
  EXPECT_EQ(settings->public_delay_ms, 15 * 60'000);
  EXPECT_EQ(settings->public_http, "0.0.0.0:8081");
  // A language twinboard does not speak is refused with its line's setting named.
  const auto wrong =
      hall::read_hall_settings(test::write_temp("hall_docs_it.toml", "[hall]\nevent = \"e\"\nlanguage = \"it\"\n"));
  ASSERT_FALSE(wrong);
  EXPECT_THAT(wrong.error(), HasSubstr("hall.language 'it' is none of twinboard's"));
}

}  // namespace
}  // namespace twinboard
