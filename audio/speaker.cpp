#include "audio/speaker.h"

#include "audio/voice_thread.h"

#include <algorithm>
#include <stdexcept>

namespace twinboard::audio {
namespace {

constexpr size_t chunk_frames = 256;  // about 12 ms: how finely the mixer cuts sound
// How far a real-time device may be fed ahead of what is heard. An interruption is
// heard after at most this long (plus the device's own buffer).
constexpr std::chrono::milliseconds realtime_lead{60};

int16_t saturate(int value) { return static_cast<int16_t>(std::clamp(value, -32768, 32767)); }

void mix_into(std::vector<int16_t>& stereo, std::deque<int16_t>& mono, size_t frames, Channel channel) {
  for (size_t i = 0; i < frames; ++i) {
    const int sample = mono.front();
    mono.pop_front();
    if (channel != Channel::Right) stereo[2 * i] = saturate(stereo[2 * i] + sample);
    if (channel != Channel::Left) stereo[2 * i + 1] = saturate(stereo[2 * i + 1] + sample);
  }
}

}  // namespace

struct Speaker::Listener {
  ListenerSetup setup;
  SpeechQueue queue;
  std::optional<Utterance> current;  // being made or played
  bool producing = false;            // the voice thread is still making it
  bool cut = false;                  // cut short: drop the rest
  bool started = false;              // its first frames have been written
  std::deque<int16_t> speech;        // made, not yet played (mono)
  std::deque<int16_t> tones;         // earcons, mixed over the speech
  std::optional<Utterance> last_heard;

  bool quiet() const { return !current && queue.empty() && tones.empty(); }
};

struct Speaker::Player {
  std::string name;
  std::unique_ptr<AudioSink> sink;
  std::vector<Listener*> listeners;
  std::thread thread;
};

Speaker::Speaker(std::vector<Output> outputs, std::vector<ListenerSetup> listeners, Observer observer)
    : observer_(std::move(observer)) {
  for (Output& o : outputs) {
    auto p = std::make_unique<Player>();
    p->name = o.name;
    p->sink = std::move(o.sink);
    players_.push_back(std::move(p));
  }
  VoiceThread& voice = VoiceThread::instance();
  for (ListenerSetup& setup : listeners) {
    auto owner = std::find_if(players_.begin(), players_.end(), [&](auto& p) { return p->name == setup.output; });
    if (owner == players_.end())
      throw std::runtime_error("listener '" + setup.name + "' names no output called '" + setup.output + "'");
    const std::string wanted = setup.voice.voice;
    if (!voice.call<bool>([&](EspeakEngine& e) { return e.has_voice(wanted); }))
      throw std::runtime_error("eSpeak has no voice '" + wanted + "' (listener " + setup.name + ")");
    auto l = std::make_unique<Listener>();
    l->setup = std::move(setup);
    (*owner)->listeners.push_back(l.get());
    listeners_[l->setup.name] = std::move(l);
  }
  for (auto& p : players_) p->thread = std::thread([this, raw = p.get()] { player_loop(*raw); });
}

Speaker::~Speaker() {
  std::unique_lock lock(mutex_);
  stopping_ = true;  // a synthesis in progress stops at its next chunk
  player_wake_.notify_all();
  quiet_.wait(lock, [&] { return syntheses_in_flight_ == 0; });
  lock.unlock();
  for (auto& p : players_)
    if (p->thread.joinable()) p->thread.join();
}

Speaker::Listener& Speaker::find(const std::string& name) {
  auto it = listeners_.find(name);
  if (it == listeners_.end()) throw std::invalid_argument("no listener called '" + name + "'");
  return *it->second;
}

void Speaker::notify(Playback::Kind kind, const Listener& l, uint64_t id) {
  if (observer_) observer_({kind, l.setup.name, id, std::chrono::steady_clock::now()});
}

uint64_t Speaker::say(const std::string& listener, const std::string& text, Priority priority) {
  std::lock_guard lock(mutex_);
  Listener& l = find(listener);
  const uint64_t id = next_id_++;
  if (l.current && !l.cut && SpeechQueue::interrupts(priority, l.current->priority)) {
    // A move must be heard: one cut short by an alert is said again in full.
    if (l.current->priority == Priority::Move) l.queue.push_front(*l.current);
    cut(l);
  }
  l.queue.push({id, priority, text});
  start_next(l);
  return id;
}

void Speaker::cut(Listener& l) {
  l.cut = true;
  l.speech.clear();
  player_wake_.notify_all();
}

void Speaker::play(const std::string& listener, Earcon earcon) {
  std::lock_guard lock(mutex_);
  Listener& l = find(listener);
  const std::vector<int16_t> pcm = earcon_pcm(earcon, l.setup.voice.volume);
  l.tones.insert(l.tones.end(), pcm.begin(), pcm.end());
  player_wake_.notify_all();
}

void Speaker::repeat(const std::string& listener) {
  std::optional<Utterance> last;
  {
    std::lock_guard lock(mutex_);
    last = find(listener).last_heard;
  }
  if (last) say(listener, last->text, last->priority);
}

void Speaker::silence(const std::string& listener) {
  std::lock_guard lock(mutex_);
  Listener& l = find(listener);
  l.queue.clear();
  l.tones.clear();
  if (l.current) cut(l);
}

void Speaker::set_voice(const std::string& listener, const VoiceSettings& voice) {
  std::lock_guard lock(mutex_);
  find(listener).setup.voice = voice;
}

VoiceSettings Speaker::voice_of(const std::string& listener) {
  std::lock_guard lock(mutex_);
  return find(listener).setup.voice;
}

bool Speaker::has_listener(const std::string& listener) {
  std::lock_guard lock(mutex_);
  return listeners_.count(listener) > 0;
}

void Speaker::wait_until_quiet() {
  std::unique_lock lock(mutex_);
  quiet_.wait(lock, [&] {
    return std::all_of(listeners_.begin(), listeners_.end(), [](auto& kv) { return kv.second->quiet(); });
  });
}

std::string Speaker::phonemes(const std::string& text, const std::string& voice) {
  return VoiceThread::instance().call<std::string>([&](EspeakEngine& e) { return e.phonemes(text, voice); });
}

// Called with the lock held: when the listener is free and something waits, it becomes
// current and its synthesis is posted to the voice thread.
void Speaker::start_next(Listener& l) {
  if (l.current || l.queue.empty() || stopping_) return;
  l.current = l.queue.pop();
  l.producing = true;
  l.cut = false;
  l.started = false;
  l.last_heard = l.current;
  ++syntheses_in_flight_;
  VoiceThread::instance().post([this, &l](EspeakEngine& engine) { synthesize(l, engine); });
}

// Runs on the voice thread.
void Speaker::synthesize(Listener& l, EspeakEngine& engine) {
  std::unique_lock lock(mutex_);
  const std::string text = l.current->text;
  const VoiceSettings voice = l.setup.voice;
  if (!stopping_ && !l.cut) {
    lock.unlock();
    try {
      engine.synthesize(text, voice, [&](std::span<const int16_t> pcm) {
        std::lock_guard inner(mutex_);
        if (l.cut || stopping_) return false;
        l.speech.insert(l.speech.end(), pcm.begin(), pcm.end());
        player_wake_.notify_all();
        return true;
      });
    } catch (const std::exception&) {
      // A voice that vanished since it was checked: the utterance ends unheard.
    }
    lock.lock();
  }
  l.producing = false;
  --syntheses_in_flight_;
  player_wake_.notify_all();
  quiet_.notify_all();
}

void Speaker::player_loop(Player& p) {
  std::vector<int16_t> stereo(2 * chunk_frames);
  std::chrono::steady_clock::time_point origin;  // when the current run of sound began
  size_t frames_since_origin = 0;
  bool idle = true;
  std::vector<Listener*> newly_started;

  auto finished = [](const Listener* l) { return l->current && !l->producing && l->speech.empty(); };
  // A file has no clock of its own: wait for every voice still being made, so listeners
  // who speak at the same time overlap in the file as they would through a device.
  auto starving = [&](const Listener* l) {
    return !p.sink->realtime() && l->current && l->producing && !l->cut && l->speech.size() < chunk_frames;
  };
  // A listener whose utterance has sound made and none yet written (issue 50, item 5): the
  // mixer writes it at once, never after the pacing wait of what another listener hears.
  auto waiting_to_start = [](const Listener* l) { return l->current && !l->cut && !l->started && !l->speech.empty(); };
  auto has_work = [&] {
    if (std::any_of(p.listeners.begin(), p.listeners.end(), starving)) return false;
    return std::any_of(p.listeners.begin(), p.listeners.end(),
                       [&](Listener* l) { return !l->speech.empty() || !l->tones.empty() || finished(l); });
  };

  std::unique_lock lock(mutex_);
  while (true) {
    player_wake_.wait(lock, [&] { return stopping_ || has_work(); });
    if (stopping_) break;
    for (Listener* l : p.listeners) {
      if (!finished(l)) continue;
      notify(l->cut ? Playback::Kind::Cut : Playback::Kind::Finished, *l, l->current->id);
      l->current.reset();
      start_next(*l);
    }
    std::fill(stereo.begin(), stereo.end(), int16_t{0});
    size_t frames = 0;
    newly_started.clear();
    for (Listener* l : p.listeners) {
      const size_t speech = std::min(chunk_frames, l->speech.size());
      const size_t tones = std::min(chunk_frames, l->tones.size());
      if (speech > 0 && !l->started) newly_started.push_back(l);
      mix_into(stereo, l->speech, speech, l->setup.channel);
      mix_into(stereo, l->tones, tones, l->setup.channel);
      frames = std::max({frames, speech, tones});
    }
    if (frames == 0) {
      idle = true;
      quiet_.notify_all();
      continue;
    }
    lock.unlock();
    if (p.sink->realtime()) {
      const auto now = std::chrono::steady_clock::now();
      if (idle) {
        origin = now;
        frames_since_origin = 0;
      }
      const auto fed = std::chrono::microseconds(frames_since_origin * 1'000'000 / speech_rate);
      const auto ahead = fed - std::chrono::duration_cast<std::chrono::microseconds>(now - origin);
      // Kept no more than the lead ahead of what is heard; a listener's first sound ends the
      // wait, so this chunk goes and his follows at once (a chunk's wait was his delay).
      if (ahead > realtime_lead) {
        lock.lock();
        player_wake_.wait_for(lock, ahead - realtime_lead, [&] {
          return stopping_ || std::any_of(p.listeners.begin(), p.listeners.end(), waiting_to_start);
        });
        lock.unlock();
      }
      frames_since_origin += frames;
    }
    idle = false;
    p.sink->write(std::span<const int16_t>(stereo.data(), 2 * frames));
    lock.lock();
    for (Listener* l : newly_started) {
      if (!l->current || l->started) continue;
      l->started = true;
      notify(Playback::Kind::Started, *l, l->current->id);
    }
    quiet_.notify_all();
  }
}

}  // namespace twinboard::audio
