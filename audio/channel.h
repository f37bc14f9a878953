#pragma once
// Which ear a listener hears: one stereo card with split headphones gives two players
// private audio, one on the left channel and one on the right.
#include <optional>
#include <string_view>

namespace twinboard::audio {

enum class Channel { Left, Right, Both };

constexpr std::string_view name_of(Channel c) {
  switch (c) {
    case Channel::Left: return "left";
    case Channel::Right: return "right";
    case Channel::Both: return "both";
  }
  return "both";
}

inline std::optional<Channel> parse_channel(std::string_view s) {
  for (Channel c : {Channel::Left, Channel::Right, Channel::Both})
    if (name_of(c) == s) return c;
  return std::nullopt;
}

}  // namespace twinboard::audio
