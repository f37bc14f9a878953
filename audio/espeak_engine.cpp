#include "audio/espeak_engine.h"

#include "audio/pronunciation.h"

#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>

namespace twinboard::audio {
namespace {

std::atomic<bool> engine_exists{false};

// eSpeak's callback is a plain function; the sink of the synthesis in progress is kept
// here. Only the owning thread ever touches it.
const EspeakEngine::ChunkSink* active_sink = nullptr;

int on_chunk(short* wav, int count, espeak_EVENT*) {
  if (wav == nullptr || count <= 0 || active_sink == nullptr) return 0;
  const bool go_on = (*active_sink)(std::span<const int16_t>(wav, static_cast<size_t>(count)));
  return go_on ? 0 : 1;  // 1 tells eSpeak to abort at once
}

std::string message_of(espeak_ng_STATUS status) {
  char text[512] = {};
  espeak_ng_GetStatusCodeMessage(status, text, sizeof text);
  return text;
}

}  // namespace

EspeakEngine::EspeakEngine() {
  if (engine_exists.exchange(true)) throw std::runtime_error("only one eSpeak engine may exist at a time");
  espeak_ng_InitializePath(nullptr);
  espeak_ng_ERROR_CONTEXT context = nullptr;
  espeak_ng_STATUS status = espeak_ng_Initialize(&context);
  if (status != ENS_OK) {
    espeak_ng_ClearErrorContext(&context);
    engine_exists = false;
    throw std::runtime_error("eSpeak NG could not start: " + message_of(status));
  }
  status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 20, nullptr);
  if (status != ENS_OK) {
    espeak_ng_Terminate();
    engine_exists = false;
    throw std::runtime_error("eSpeak NG output could not start: " + message_of(status));
  }
  espeak_SetSynthCallback(on_chunk);
  sample_rate_ = espeak_ng_GetSampleRate();
}

EspeakEngine::~EspeakEngine() {
  espeak_ng_Terminate();
  engine_exists = false;
}

void EspeakEngine::select_voice(const std::string& voice) {
  if (!has_voice(voice)) throw std::runtime_error("eSpeak has no voice '" + voice + "'");
}

bool EspeakEngine::synthesize(const std::string& text, const VoiceSettings& settings, const ChunkSink& sink) {
  select_voice(settings.voice);
  espeak_SetParameter(espeakRATE, settings.rate_wpm, 0);
  espeak_SetParameter(espeakVOLUME, settings.volume, 0);
  bool stopped = false;
  const ChunkSink watching = [&](std::span<const int16_t> pcm) {
    if (!sink(pcm)) stopped = true;
    return !stopped;
  };
  active_sink = &watching;
  const std::string said = with_pronunciations(text, settings.voice);
  espeak_ng_Synthesize(said.c_str(), said.size() + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8 | espeakPHONEMES, nullptr,
                       nullptr);
  active_sink = nullptr;
  return !stopped;
}

bool EspeakEngine::has_voice(const std::string& voice) {
  if (voice == current_voice_) return true;
  if (espeak_ng_SetVoiceByName(voice.c_str()) != ENS_OK) return false;
  current_voice_ = voice;
  return true;
}

std::string EspeakEngine::phonemes(const std::string& text, const std::string& voice) {
  select_voice(voice);
  // What synthesis really says, phoneme input ([[...]]) included: eSpeak's phoneme trace
  // of a synthesis whose sound is thrown away. One line per clause.
  char* buffer = nullptr;
  std::size_t size = 0;
  FILE* trace = open_memstream(&buffer, &size);
  if (trace == nullptr) throw std::runtime_error("no memory for eSpeak's phoneme trace");
  espeak_SetPhonemeTrace(espeakPHONEMES_IPA, trace);
  synthesize(text, VoiceSettings{voice}, [](std::span<const int16_t>) { return true; });  // the voice exists: no throw
  espeak_SetPhonemeTrace(0, nullptr);
  std::fclose(trace);
  std::string out;
  std::string_view all(buffer, size);
  while (!all.empty()) {
    const std::size_t end_of_line = std::min(all.find('\n'), all.size());
    std::string_view clause = all.substr(0, end_of_line);
    while (!clause.empty() && clause.front() == ' ') clause.remove_prefix(1);
    while (!clause.empty() && (clause.back() == ' ' || clause.back() == '\r')) clause.remove_suffix(1);
    if (!clause.empty()) out += (out.empty() ? "" : " ") + std::string(clause);
    all.remove_prefix(std::min(end_of_line + 1, all.size()));
  }
  std::free(buffer);
  return out;
}

}  // namespace twinboard::audio
