#pragma once
// Short generated tones that say something without words: a piece was touched, an
// input was refused, the clock switched, an alert. Mono 16-bit at the speech rate.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace twinboard::audio {

enum class Earcon { Touch, Error, ClockSwitch, Alert, Taken };

std::vector<int16_t> earcon_pcm(Earcon earcon, int volume_percent = 100);
std::optional<Earcon> parse_earcon(std::string_view name);

}  // namespace twinboard::audio
