// Speech and sound, tested on the real parts: eSpeak NG's own phoneme output, the mixer
// writing WAV files, and PortAudio playing through ALSA's file plugin, which captures
// exactly what was played (tests/alsa-capture.conf).
#include <gtest/gtest.h>

#include "audio/pronunciation.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <set>

#include "audio/earcons.h"
#include "audio/portaudio_sink.h"
#include "audio/speaker.h"
#include "audio/speech_queue.h"
#include "audio/wav_file.h"
#include "core/clock_phrases.h"
#include "core/phrasebook.h"
#include "core/clock_warnings.h"
#include "core/spoken_numbers.h"
#include "core/table_phrases.h"
#include "core/vocabulary.h"
#include "run_command.h"
#include "wav.h"

using namespace twinboard;
using namespace twinboard::audio;
using twinboard::test::read_wav;
using twinboard::test::Wav;

namespace {

const std::string clock_text =
    "Weiß: eine Stunde, dreiundzwanzig Minuten. Schwarz: eine Stunde, achtundzwanzig Minuten. "
    "Zwölf Züge gespielt.";
const std::string move_text = "Springer Felix drei";

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("twinboard_test_" + name)).string();
}

// Routes ALSA's default device into a WAV file for the rest of this process's streams.
std::string capture_alsa_to(const std::string& name) {
  const std::string wav = temp_path(name + ".wav");
  std::filesystem::remove(wav);
  setenv("ALSA_CONFIG_PATH", TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf", 1);
  setenv("AUDIO_CAPTURE_WAV", wav.c_str(), 1);
  return wav;
}

ListenerSetup listener(std::string name, Channel channel = Channel::Both, std::string voice = "de") {
  return {std::move(name), "out", channel, {std::move(voice), 175, 100}};
}

std::vector<Output> wav_output(const std::string& path) {
  std::vector<Output> outputs;
  outputs.push_back({"out", std::make_unique<WavFileSink>(path)});
  return outputs;
}

std::vector<Output> alsa_output() {
  std::vector<Output> outputs;
  outputs.push_back({"out", std::make_unique<PortAudioSink>("default")});
  return outputs;
}

// Speaks texts one after another into a WAV file and reads it back.
Wav spoken(const std::vector<std::string>& texts, Channel channel = Channel::Both, std::string voice = "de") {
  const std::string path = temp_path("spoken.wav");
  {
    Speaker speaker(wav_output(path), {listener("p", channel, voice)});
    for (const auto& t : texts) speaker.say("p", t, Priority::Move);
    speaker.wait_until_quiet();
  }
  return *read_wav(path);
}

// Collects playback events from the speaker's threads.
struct Journal {
  std::mutex mutex;
  std::vector<Playback> events;
  Speaker::Observer observer() {
    return [this](const Playback& p) {
      std::lock_guard lock(mutex);
      events.push_back(p);
    };
  }
  std::vector<Playback::Kind> kinds_of(uint64_t id) {
    std::lock_guard lock(mutex);
    std::vector<Playback::Kind> kinds;
    for (const auto& e : events)
      if (e.id == id) kinds.push_back(e.kind);
    return kinds;
  }
};

void wait_for_start(Journal& journal, uint64_t id) {
  for (int i = 0; i < 2000 && journal.kinds_of(id).empty(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  ASSERT_FALSE(journal.kinds_of(id).empty()) << "utterance " << id << " never started";
}

using K = Playback::Kind;

}  // namespace

TEST(SpeechQueue, MostUrgentFirstOldestFirstWithinAPriority) {
  SpeechQueue q;
  q.push({1, Priority::Info, "info"});
  q.push({2, Priority::Move, "first move"});
  q.push({3, Priority::Alert, "flag"});
  q.push({4, Priority::Move, "second move"});
  std::vector<uint64_t> order;
  while (auto u = q.pop()) order.push_back(u->id);
  EXPECT_EQ(order, (std::vector<uint64_t>{3, 2, 4, 1}));
}

TEST(SpeechQueue, ANewClockReadOutReplacesOneStillWaiting) {
  SpeechQueue q;
  q.push({1, Priority::Clock, "five minutes"});
  q.push({2, Priority::Move, "move"});
  q.push({3, Priority::Clock, "four minutes"});
  ASSERT_EQ(q.size(), 2u);
  EXPECT_EQ(q.pop()->id, 2u);
  EXPECT_EQ(q.pop()->text, "four minutes");
}

TEST(SpeechQueue, WhatCutsWhat) {
  EXPECT_TRUE(SpeechQueue::interrupts(Priority::Move, Priority::Clock));
  EXPECT_TRUE(SpeechQueue::interrupts(Priority::Alert, Priority::Move));
  EXPECT_TRUE(SpeechQueue::interrupts(Priority::Clock, Priority::Info));
  EXPECT_FALSE(SpeechQueue::interrupts(Priority::Move, Priority::Move));
  EXPECT_FALSE(SpeechQueue::interrupts(Priority::Clock, Priority::Move));
}

TEST(Earcons, DistinctAudibleAndUnclipped) {
  std::set<size_t> lengths;
  for (Earcon e : {Earcon::Touch, Earcon::Error, Earcon::ClockSwitch, Earcon::Alert}) {
    const auto pcm = earcon_pcm(e);
    ASSERT_FALSE(pcm.empty());
    EXPECT_LT(pcm.size(), 22050u / 2) << "an earcon is short";
    int peak = 0;
    for (int16_t s : pcm) peak = std::max(peak, std::abs(int(s)));
    EXPECT_GT(peak, 4000);
    EXPECT_LT(peak, 32767);
    EXPECT_LT(std::abs(int(pcm.front())), 200) << "fades in, no click";
    lengths.insert(pcm.size());
  }
  EXPECT_EQ(lengths.size(), 4u) << "each earcon has its own rhythm";
  EXPECT_EQ(earcon_pcm(Earcon::Touch, 0), std::vector<int16_t>(earcon_pcm(Earcon::Touch).size(), 0));
}

TEST(Phonemes, SquaresAreSaidInTheListenersOwnLanguage) {
  // eSpeak marks a switch of language inside a clause as "(en)". A Russian voice given a
  // Latin square name switches to English; the vocabularies spell squares themselves.
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  EXPECT_NE(speaker.phonemes("Конь f3", "ru").find("(en)"), std::string::npos)
      << "the control case: Latin letters make the Russian voice switch";
  for (const Vocabulary& v : all_vocabularies()) {
    const std::string voice{phrasebook(v.language).voice};
    for (int index = 0; index < 64; ++index) {
      const std::string words = say_square(Square(index), v);
      const std::string ipa = speaker.phonemes(words, voice);
      EXPECT_EQ(ipa.find('('), std::string::npos) << v.code << " " << words << " -> " << ipa;
      EXPECT_FALSE(ipa.empty()) << v.code << " " << words;
    }
  }
}

TEST(Phonemes, FideWordsSoundAsTheyShould) {
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  EXPECT_EQ(speaker.phonemes("Springer Felix drei", "de"), "ʃpɾˈɪŋɜ fˈeːlɪks dɾˈaɪ");
  EXPECT_EQ(speaker.phonemes("конь эф три", "ru"), "kˈonʲ ˈɛf trʲˈɪ");
  // Digits are fine where the engine reads them right: 23 is one number, not two digits
  // (the same sounds; eSpeak places a secondary stress and a word break differently).
  auto sounds = [&](const std::string& text) {
    std::string ipa = speaker.phonemes(text, "de");
    for (const char* mark : {" ", "ˈ", "ˌ"})
      for (size_t at; (at = ipa.find(mark)) != std::string::npos;) ipa.erase(at, std::string_view(mark).size());
    return ipa;
  };
  EXPECT_EQ(sounds("23 Minuten"), sounds("dreiundzwanzig Minuten"));
  EXPECT_NE(sounds("2 3 Minuten"), sounds("dreiundzwanzig Minuten"));
}

// Sound-by-sound distance between two IPA strings (Levenshtein over code points).
std::size_t ipa_distance(const std::string& a, const std::string& b) {
  auto code_points = [](const std::string& s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.size();) {
      const auto c = static_cast<unsigned char>(s[i]);
      const std::size_t n = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 1;
      out.push_back(s.substr(i, n));
      i += n;
    }
    return out;
  };
  const auto x = code_points(a), y = code_points(b);
  std::vector<std::size_t> row(y.size() + 1);
  for (std::size_t j = 0; j <= y.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= x.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= y.size(); ++j) {
      const std::size_t above = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[y.size()];
}

// The talking clock's words (F2.4): every number a clock can say sounds, in German and
// English, like eSpeak's own reading of the digits (so our grammar of numbers is right: the
// words are nearest to their own number, within eSpeak's small differences between reading
// a word and a number, such as "vierzehn" with a long or short i), and no phrase of any
// language makes its voice switch language.
TEST(Phonemes, ClockNumbersSoundLikeTheDigitsAndPhrasesStayInTheirLanguage) {
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  auto sounds = [&](const std::string& text, const std::string& voice) {
    std::string ipa = speaker.phonemes(text, voice);
    for (const char* mark : {" ", "ˈ", "ˌ", "-", "ː"})
      for (size_t at; (at = ipa.find(mark)) != std::string::npos;) ipa.erase(at, std::string_view(mark).size());
    return ipa;
  };
  // Left out: Mongolian, whose numbers the Kyrgyz voice reads (its digits are Kyrgyz), and
  // Uzbek, whose voice reads digits one by one ("10" as "bir nol", "29" as "ikki toʻqqiz"):
  // which is why the clock says numbers in words.
  for (Language language : {Language::German, Language::English, Language::Persian, Language::Swahili}) {
    const std::string voice{phrasebook(language).voice};
    std::vector<std::string> digits;
    for (long n = 0; n <= 60; ++n) digits.push_back(sounds(std::to_string(n), voice));
    for (long n = 2; n < 60; ++n) {
      const std::string words = sounds(number_words(n, language), voice);
      const std::size_t own = ipa_distance(words, digits[std::size_t(n)]);
      EXPECT_LE(own, 4u) << voice << " " << n << ": " << number_words(n, language);
      for (long other = 0; other <= 60; ++other) {
        if (other == n) continue;
        EXPECT_GT(ipa_distance(words, digits[std::size_t(other)]), own) << voice << " " << n << " vs " << other;
      }
    }
  }
  constexpr Millis h = 3'600'000, m = 60'000, sec = 1'000;
  for (Language language : kLanguages) {
    const std::string voice{phrasebook(language).voice};
    Clock clock(parse_time_control("5400+30").value());
    clock.start(Color::White, 0);
    std::vector<std::string> phrases{time_and_moves_words(clock, 17 * m + 4 * sec, 12, 12, language),
                                     time_and_moves_words(clock, h + 29 * m + 59 * sec, 1, 0, language),
                                     time_and_moves_words(clock, 0, 0, 0, language)};
    const ClockPhrases& p = clock_phrases(language);
    for (Millis threshold : default_warning_thresholds())
      phrases.push_back(fill_in(p.warning, {{"colour", "Weiß"}, {"time", duration_words(threshold, language)}}));
    for (std::string_view phrase : {p.help, p.refused_paused, p.not_started, p.paused, p.resumed})
      phrases.push_back(std::string(phrase));
    for (const auto& phrase : phrases) {
      if (language != Language::German && phrase.find("Weiß") != std::string::npos) continue;
      const std::string ipa = speaker.phonemes(phrase, voice);
      EXPECT_EQ(ipa.find("(en)"), std::string::npos) << voice << ": " << phrase << " -> " << ipa;
      EXPECT_EQ(ipa.find("(de)"), std::string::npos) << voice << ": " << phrase << " -> " << ipa;
    }
  }
}

// Issue 20: every phrase of every language, filled as the table fills it (squares and moves
// in the language's usual vocabulary, numbers, durations, colours), is read by that
// language's voice without switching to another language: eSpeak NG marks a switch as
// "(en)" (or "(de)", ...) in its phoneme output. The arbiter's typed orders (accept, start,
// sheet white ...) stay in Latin letters, as he types them, and are said as his language
// says them (audio/pronunciation.cpp); a board's port (/dev/ttyUSB0) is left out.
std::string filled_like_the_table(std::string_view phrase, Language language) {
  const Phrasebook& b = phrasebook(language);
  const Vocabulary& v = *find_vocabulary(b.usual_vocabulary);
  const Position start = Position::start();
  const std::string move = announce(start, understand(start, "Nf3", v).value(), v);
  const std::string square = say_square(make_square(4, 3), v);
  const std::string piece{v.pieces[index(PieceType::Knight)]};
  const std::string time = duration_words(5 * 60'000 + 12'000, language);
  const std::string steps =
      fill_in(b.table.step_move, {{"piece", piece}, {"from", say_square(make_square(6, 0), v)}, {"to", square}});
  const std::string colour{b.table.colour[0]}, other{b.table.colour[1]}, twelve = number_words(12, language);
  return fill_in(phrase, {{"colour", colour},
                          {"offender", colour},
                          {"opponent", other},
                          {"claimant", colour},
                          {"rule", "9.2"},
                          {"verdict", b.table.claim_correct},
                          {"flagged", other},
                          {"owner", colour},
                          {"white", colour},
                          {"black", other},
                          {"colour_word", "white"},
                          {"port", ""},
                          {"square", square},
                          {"from", square},
                          {"to", square},
                          {"target", square},
                          {"piece", piece},
                          {"move", move},
                          {"announced", move},
                          {"on_board", move},
                          {"heard", move},
                          {"made", move},
                          {"shown", move},
                          {"recorded", move},
                          {"written", move},
                          {"example", move},
                          {"candidates", move},
                          {"moves", move},
                          {"castling", v.kingside},
                          {"time", time},
                          {"added", time},
                          {"times", time},
                          {"seconds", twelve},
                          {"number", twelve},
                          {"plies", twelve},
                          {"ply", twelve},
                          {"reminders", twelve},
                          {"events", twelve},
                          {"used", time},
                          {"left", time},
                          {"amount", time},
                          {"clock_key", std::string(b.table.key_space) + std::string(b.table.or_)},
                          {"kept", twelve},
                          {"journal", twelve},
                          {"copy", twelve},
                          {"who", twelve},
                          {"name", twelve},  // a player's name (table.opponent_named); any word of the language
                          {"advice", b.table.journal_advice_other},
                          {"cells", twelve},
                          {"white_moves", twelve},
                          {"black_moves", twelve},
                          {"steps", steps},
                          {"result", twelve},
                          {"reason", b.table.endings.checkmate},
                          {"command", piece},
                          {"why", b.table.none},
                          {"what", b.table.none},
                          {"board", b.reconcile.board[0]},
                          {"nobody", b.refusals.no_piece[2]},
                          {"words", piece},
                          {"cell", b.cells.space},
                          {"number", twelve},
                          {"noun", b.numbers.minute.forms[0]},
                          {"player", b.window.players[0]},
                          {"text", move}});
}

TEST(Phonemes, EveryPhraseOfEveryLanguageStaysInItsLanguage) {
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  for (Language language : kLanguages) {
    const std::string voice{phrasebook(language).voice};
    std::size_t phrases = 0;
    for_each_phrase(phrasebook(language), [&](std::string_view name, std::string_view phrase) {
      // The window's words and the answers at the arbiter's station are read, never said.
      if (name.starts_with("window.") || name.starts_with("arbiter.")) return;
      const std::string text = filled_like_the_table(phrase, language);
      const std::string ipa = speaker.phonemes(text, voice);
      EXPECT_EQ(ipa.find('('), std::string::npos) << voice << " " << name << ": " << text << " -> " << ipa;
      ++phrases;
    });
    EXPECT_GT(phrases, 150u);
    for (const Vocabulary& v : all_vocabularies()) {
      if (v.language != language) continue;
      const Position start = Position::start();
      for (LegalMove m : MoveList(start)) {
        const std::string words = announce(start, m, v);
        const std::string ipa = speaker.phonemes(words, voice);
        EXPECT_EQ(ipa.find('('), std::string::npos) << v.code << ": " << words << " -> " << ipa;
      }
    }
  }
}

TEST(Speaker, AnnouncementIsNotSilentAndPlausiblyLong) {
  const Wav wav = spoken({move_text});
  EXPECT_EQ(wav.rate, 22050);
  EXPECT_EQ(wav.channels, 2);
  EXPECT_GT(wav.seconds(), 0.6);
  EXPECT_LT(wav.seconds(), 2.5);
  EXPECT_GT(wav.rms(0), 0.02);
  EXPECT_GT(wav.rms(1), 0.02);
}

TEST(Speaker, LeftOnlyLeavesTheRightChannelSilent) {
  const Wav wav = spoken({move_text}, Channel::Left);
  EXPECT_GT(wav.rms(0), 0.02);
  EXPECT_EQ(wav.peak(1), 0);
  const Wav right = spoken({move_text}, Channel::Right);
  EXPECT_EQ(right.peak(0), 0);
  EXPECT_GT(right.rms(1), 0.02);
}

TEST(Speaker, RepeatSaysTheLastUtteranceAgain) {
  const double once = spoken({move_text}).seconds();
  const std::string path = temp_path("repeat.wav");
  {
    Speaker speaker(wav_output(path), {listener("p")});
    speaker.say("p", move_text, Priority::Move);
    speaker.wait_until_quiet();
    speaker.repeat("p");
    speaker.wait_until_quiet();
  }
  EXPECT_NEAR(read_wav(path)->seconds(), 2 * once, 0.05);
}

TEST(Speaker, EarconsPlayAtOnceOverSpeech) {
  const std::string path = temp_path("earcon.wav");
  {
    Speaker speaker(wav_output(path), {listener("p")});
    speaker.play("p", Earcon::Touch);
    speaker.wait_until_quiet();
  }
  const Wav wav = *read_wav(path);
  EXPECT_EQ(wav.frames(), earcon_pcm(Earcon::Touch).size());
  EXPECT_GT(wav.peak(0), 4000);
}

TEST(Speaker, UnknownVoiceIsRefusedAtStart) {
  EXPECT_THROW(Speaker(wav_output(temp_path("x.wav")), {listener("p", Channel::Both, "xx-nonsense")}),
               std::runtime_error);
}

TEST(AlsaCapture, PlayedThroughPortAudioIsWhatWasSaid) {
  const std::string capture = capture_alsa_to("alsa_left");
  const double expected = spoken({move_text}).seconds();
  {
    Speaker speaker(alsa_output(), {listener("p", Channel::Left)});
    speaker.say("p", move_text, Priority::Move);
    speaker.wait_until_quiet();
  }
  const auto wav = read_wav(capture);
  ASSERT_TRUE(wav) << "nothing captured at " << capture;
  EXPECT_EQ(wav->rate, 22050);
  EXPECT_NEAR(wav->seconds(), expected, 0.05);
  EXPECT_GT(wav->rms(0), 0.02);
  EXPECT_EQ(wav->peak(1), 0);
}

// Through a real-time device: a WAV file has no clock, so there "at the same time" would
// only mean "in the order the calls came".
TEST(AlsaCapture, TwoListenersShareOneCardAtTheSameTime) {
  const double german = spoken({move_text}).seconds();
  const double english = spoken({"Knight Foxtrot three"}, Channel::Both, "en").seconds();
  const std::string path = capture_alsa_to("alsa_shared");
  {
    Speaker speaker(alsa_output(), {listener("vi", Channel::Left), listener("sighted", Channel::Right, "en")});
    speaker.say("vi", move_text, Priority::Move);
    speaker.say("sighted", "Knight Foxtrot three", Priority::Move);
    speaker.wait_until_quiet();
  }
  const Wav wav = *read_wav(path);
  EXPECT_GT(wav.rms(0), 0.02);
  EXPECT_GT(wav.rms(1), 0.02);
  // Mixed side by side, not one after the other.
  EXPECT_NEAR(wav.seconds(), std::max(german, english), 0.1);
}

// Issue 50, item 5: the mixer keeps a real-time device fed a little ahead, a chunk at a
// time; a listener whose first sound came while the other's played waited for that pacing
// (about two chunks, 14 ms in bench_wire_to_audio). His first frame now goes at once: from
// his words to their first frame takes as long while the other speaks as in silence.
TEST(AlsaCapture, OneListenersSoundNeverHoldsBackAnothersFirstFrame) {
  capture_alsa_to("alsa_first_frame");
  Journal journal;
  Speaker speaker(alsa_output(), {listener("vi", Channel::Left), listener("sighted", Channel::Right, "en")},
                  journal.observer());
  auto median = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  // From say() to its first frames written, in ms.
  auto first_frame_ms = [&](const std::string& who, const std::string& text) {
    const auto asked = std::chrono::steady_clock::now();
    const uint64_t id = speaker.say(who, text, Priority::Move);
    wait_for_start(journal, id);
    std::lock_guard lock(journal.mutex);
    for (const Playback& e : journal.events)
      if (e.id == id && e.kind == K::Started) return std::chrono::duration<double, std::milli>(e.at - asked).count();
    return -1.0;
  };
  std::vector<double> alone, beside;
  for (int i = 0; i < 7; ++i) {
    alone.push_back(first_frame_ms("sighted", "Knight Foxtrot three"));
    speaker.silence("sighted");
    speaker.wait_until_quiet();
    const uint64_t long_one = speaker.say("vi", clock_text, Priority::Clock);
    wait_for_start(journal, long_one);
    std::this_thread::sleep_for(std::chrono::milliseconds(100 + 7 * i));  // somewhere in a chunk
    beside.push_back(first_frame_ms("sighted", "Knight Foxtrot three"));
    speaker.silence("vi");
    speaker.silence("sighted");
    speaker.wait_until_quiet();
  }
  EXPECT_LT(median(beside), median(alone) + 5.0)
      << "in silence " << median(alone) << " ms, beside the other's " << median(beside) << " ms";
}

TEST(AlsaCapture, ANewMoveCutsAClockReadOutShort) {
  const double clock_alone = spoken({clock_text}).seconds();
  const double move_alone = spoken({move_text}).seconds();
  ASSERT_GT(clock_alone, 4.0) << "the read-out must be long enough to cut";
  const std::string capture = capture_alsa_to("alsa_cut");
  Journal journal;
  uint64_t clock_id = 0, move_id = 0;
  {
    Speaker speaker(alsa_output(), {listener("p")}, journal.observer());
    clock_id = speaker.say("p", clock_text, Priority::Clock);
    wait_for_start(journal, clock_id);
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    move_id = speaker.say("p", move_text, Priority::Move);
    speaker.wait_until_quiet();
  }
  EXPECT_EQ(journal.kinds_of(clock_id), (std::vector<K>{K::Started, K::Cut}));
  EXPECT_EQ(journal.kinds_of(move_id), (std::vector<K>{K::Started, K::Finished}));
  const Wav wav = *read_wav(capture);
  EXPECT_GT(wav.seconds(), move_alone + 0.2);
  EXPECT_LT(wav.seconds(), move_alone + 1.0) << "the read-out stopped within a fraction of a second";
}

TEST(AlsaCapture, AnAlertCutsAMoveWhichIsThenSaidAgainInFull) {
  capture_alsa_to("alsa_alert");
  Journal journal;
  uint64_t move_id = 0, alert_id = 0;
  {
    Speaker speaker(alsa_output(), {listener("p")}, journal.observer());
    move_id = speaker.say("p", move_text, Priority::Move);
    wait_for_start(journal, move_id);
    alert_id = speaker.say("p", "Zeit abgelaufen", Priority::Alert);
    speaker.wait_until_quiet();
  }
  EXPECT_EQ(journal.kinds_of(alert_id), (std::vector<K>{K::Started, K::Finished}));
  EXPECT_EQ(journal.kinds_of(move_id), (std::vector<K>{K::Started, K::Cut, K::Started, K::Finished}));
}

TEST(AlsaCapture, SilenceStopsAtOnceAndForgetsWhatWaits) {
  const std::string capture = capture_alsa_to("alsa_silence");
  Journal journal;
  {
    Speaker speaker(alsa_output(), {listener("p")}, journal.observer());
    const uint64_t first = speaker.say("p", clock_text, Priority::Info);
    const uint64_t second = speaker.say("p", clock_text, Priority::Info);
    wait_for_start(journal, first);
    speaker.silence("p");
    speaker.wait_until_quiet();
    EXPECT_TRUE(journal.kinds_of(second).empty());
  }
  EXPECT_LT(read_wav(capture)->seconds(), 1.0);
}

TEST(CliSay, SpeaksThroughTheDefaultDeviceOnTheChosenChannel) {
  const std::string capture = temp_path("cli_say.wav");
  std::filesystem::remove(capture);
  const std::string env =
      "ALSA_CONFIG_PATH=" TWINBOARD_SOURCE_DIR "/tests/alsa-capture.conf AUDIO_CAPTURE_WAV=" + capture;
  ASSERT_EQ(test::run("say --channel right 'Dame schlägt Felix sieben, Matt'", env).status, 0);
  const auto wav = read_wav(capture);
  ASSERT_TRUE(wav);
  EXPECT_GT(wav->seconds(), 1.0);
  EXPECT_EQ(wav->peak(0), 0);
  EXPECT_GT(wav->rms(1), 0.02);
}

TEST(CliSay, WritesAWavFile) {
  const std::string path = temp_path("cli_say_file.wav");
  std::filesystem::remove(path);
  ASSERT_EQ(test::run("say --voice ru --wav " + path + " 'конь эф три'").status, 0);
  const auto wav = read_wav(path);
  ASSERT_TRUE(wav);
  EXPECT_GT(wav->seconds(), 0.4);
  EXPECT_GT(wav->rms(0), 0.02);
  EXPECT_GT(wav->rms(1), 0.02);
}

TEST(CliSay, BadArgumentsAreRefused) {
  EXPECT_EQ(test::run("say --channel middle hallo --wav /dev/null").status, 2);
  EXPECT_EQ(test::run("say --voice xx-nonsense --wav " + temp_path("bad.wav") + " hallo").status, 1);
  EXPECT_EQ(test::run("say --wav /nonexistent/dir/x.wav hallo").status, 2);
  EXPECT_EQ(test::run("say --device no-such-card hallo").status, 2);
}

namespace twinboard::audio {
namespace {

// F2.1: each FIDE word as a German arbiter says it, in eSpeak's IPA. The sounds are German
// phonology (Duden): Cäsar [ˈtsɛːzaʁ], Rochade [ʁɔˈʃaːdə] (a French ch, stress on -cha-),
// David [ˈdaːvɪt]; eSpeak writes its r as ɾ and unstressed -er as ɜ.
TEST(F2_1, EveryFideWordSoundsAsAGermanArbiterSaysIt) {
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  const std::pair<const char*, const char*> words[] = {
      {"Anna", "ˈanɑː"},
      {"Bella", "bˈɛlɑː"},
      {"Cäsar", "tsˈɛːzaɾ"},
      {"Caesar", "tsˈɛːzaɾ"},
      {"David", "dˈaːvɪt"},
      {"Eva", "ˈeːvɑː"},
      {"Felix", "fˈeːlɪks"},
      {"Gustav", "ɡˈʊstɑːf"},
      {"Hektor", "hˈɛktoːɾ"},
      {"eins", "ˈaɪns"},
      {"zwei", "tsvˈaɪ"},
      {"drei", "dɾˈaɪ"},
      {"vier", "fˈiːɾ"},
      {"fünf", "fˈynf"},
      {"sechs", "zˈɛks"},
      {"sieben", "zˈiːbən"},
      {"acht", "ˈaxt"},
      {"König", "kˈøːnɪç"},
      {"Dame", "dˈɑːmə"},
      {"Läufer", "lˈɔøfɜ"},
      {"Springer", "ʃpɾˈɪŋɜ"},
      {"Bauer", "bˈaʊɜ"},
      {"Lange Rochade", "lˈaŋə rɔʃˈaːdə"},
  };
  for (const auto& [word, ipa] : words) EXPECT_EQ(speaker.phonemes(word, "de"), ipa) << word;
  // Turm and Kurze: eSpeak's German r after a short u has no IPA letter of its own here;
  // what matters is the vowel and the stress.
  EXPECT_EQ(speaker.phonemes("Turm", "de").rfind("tˈ", 0), 0u);
  EXPECT_NE(speaker.phonemes("Kurze Rochade", "de").find("rɔʃˈaːdə"), std::string::npos);
  // A whole move keeps its other words, and the English voice is left alone.
  EXPECT_EQ(speaker.phonemes("Bauer Cäsar vier", "de"), "bˈaʊɜ tsˈɛːzaɾ fˈiːɾ");
  EXPECT_EQ(with_pronunciations("Kurze Rochade, Cäsar, David", "en"), "Kurze Rochade, Cäsar, David");
  EXPECT_EQ(with_pronunciations("Davidson", "de"), "Davidson");
}

// fide-es (issue 52): F2.1's words, spelled for the Spanish voice, keep German's sounds where
// Spanish has them: [ʃ] in Springer and Rochade, [ts] in Cäsar and zwei, [x] in Hektor and
// acht, f for the v of Eva, David and Gustav, and German's stress.
TEST(F2_1, FideEsWordsKeepGermanSoundsInTheSpanishVoice) {
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  const Vocabulary& fide_es = *find_vocabulary("fide-es");
  EXPECT_EQ(phrasebook(fide_es.language).voice, "es");
  const std::pair<std::string_view, const char*> words[] = {
      {fide_es.pieces[index(PieceType::Knight)], "ʃpɾˈiŋɡeɾ"},
      {fide_es.pieces[index(PieceType::Bishop)], "lˈoifeɾ"},
      {fide_es.files[2], "tsˈesaɾ"},
      {fide_es.files[3], "dˈafit"},
      {fide_es.files[4], "ˈefa"},
      {fide_es.files[6], "ɡˈustaf"},
      {fide_es.files[7], "xˈektoɾ"},
      {fide_es.ranks[1], "tsvˈai"},
      {fide_es.ranks[7], "ˈaxt"},
      {fide_es.kingside, "kˈuɾtse roʃˈaðe"},
  };
  for (const auto& [word, ipa] : words) EXPECT_EQ(speaker.phonemes(std::string(word), "es"), ipa) << word;
  // The control: a word the pronunciations do not name, and the voice spells its [ts] out.
  EXPECT_NE(speaker.phonemes("Tsésaro", "es").rfind("tsˈ", 0), 0u);
  // The Spanish words of fide-es stay Spanish: no switch of language.
  EXPECT_EQ(speaker.phonemes("Báuer Éfa fir captura Dáfit fiunf, jaque", "es").find('('), std::string::npos);
}

// fide-fr (issue 52): F2.1's words, spelled for the French voice, keep German's sounds where
// French has them: [ʃp] and no nasal vowel in Springer, the diphthongs of Bauer, Läufer, eins
// and zwei, [ts] in Cäsar and zwei, [y] in fünf, the final e of Dame and sieben as [ø],
// Rochade with the French ch German gives it, [ʁ] for the ch of acht (French has no [x]).
TEST(F2_1, FideFrWordsKeepGermanSoundsInTheFrenchVoice) {
  Speaker speaker(wav_output(temp_path("phonemes.wav")), {listener("p")});
  const Vocabulary& fide_fr = *find_vocabulary("fide-fr");
  EXPECT_EQ(phrasebook(fide_fr.language).voice, "fr");
  const std::pair<std::string_view, const char*> words[] = {
      {fide_fr.pieces[index(PieceType::Pawn)], "bawˈœʁ"},
      {fide_fr.pieces[index(PieceType::Knight)], "ʃpʁinɡˈœʁ"},
      {fide_fr.pieces[index(PieceType::Bishop)], "lɔifˈœʁ"},
      {fide_fr.pieces[index(PieceType::Queen)], "damˈø"},
      {fide_fr.pieces[index(PieceType::King)], "kønˈiʃ"},
      {fide_fr.files[2], "tsezˈaʁ"},
      {fide_fr.files[3], "davˈit"},
      {fide_fr.files[6], "ɡustˈaf"},
      {fide_fr.ranks[0], "ˈajns"},
      {fide_fr.ranks[1], "tsvˈaj"},
      {fide_fr.ranks[4], "fˈynf"},
      {fide_fr.ranks[5], "zˈɛks"},
      {fide_fr.ranks[6], "zibˈøn"},
      {fide_fr.ranks[7], "ˈaʁt"},
      {fide_fr.kingside, "kuʁtsˈø ʁoʃadˈø"},
  };
  for (const auto& [word, ipa] : words) EXPECT_EQ(speaker.phonemes(std::string(word), "fr"), ipa) << word;
  // The controls: German spelling, read by the French voice, loses the German sounds.
  EXPECT_NE(speaker.phonemes("Springer", "fr").find("ɛ̃"), std::string::npos);  // the nasal of "vin"
  EXPECT_NE(speaker.phonemes("eins", "fr"), "ˈajns");
  // The French words of fide-fr stay French: no switch of language.
  EXPECT_EQ(speaker.phonemes("Baoueur Éva fir prend Dâvite funnf, échec et mat", "fr").find('('), std::string::npos);
}

}  // namespace
}  // namespace twinboard::audio
