#include "audio/espeak_engine.h"

#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>

#include <atomic>
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
  status = espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, nullptr);
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

bool EspeakEngine::synthesize(const std::string& text, const VoiceSettings& settings,
                              const ChunkSink& sink) {
  select_voice(settings.voice);
  espeak_SetParameter(espeakRATE, settings.rate_wpm, 0);
  espeak_SetParameter(espeakVOLUME, settings.volume, 0);
  bool stopped = false;
  const ChunkSink watching = [&](std::span<const int16_t> pcm) {
    if (!sink(pcm)) stopped = true;
    return !stopped;
  };
  active_sink = &watching;
  espeak_ng_Synthesize(text.c_str(), text.size() + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8,
                       nullptr, nullptr);
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
  std::string out;
  const void* cursor = text.c_str();
  // espeak_TextToPhonemes translates one clause per call and advances the cursor.
  while (cursor != nullptr) {
    const char* clause = espeak_TextToPhonemes(&cursor, espeakCHARS_UTF8, espeakPHONEMES_IPA);
    if (clause == nullptr) break;
    if (!out.empty() && *clause != '\0') out += ' ';
    out += clause;
  }
  return out;
}

}  // namespace twinboard::audio
