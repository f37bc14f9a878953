#pragma once
// Where a command's speech goes: into a WAV file when one is named, else to an audio
// device ("default", a name, or a part of one). Throws std::runtime_error when the device
// is missing or the file cannot be written.
#include <memory>
#include <string>

#include "audio/audio_sink.h"

namespace twinboard::audio {

std::unique_ptr<AudioSink> open_sink(const std::string& device, const std::string& wav_path);

}  // namespace twinboard::audio
