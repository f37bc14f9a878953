// Any bytes as messages on the hall's broker (hall/hall_collector.h): the first byte picks a
// topic shape, the rest up to a NUL is the topic's last part or the payload. Never a crash;
// a refused message changes nothing; the PGN, the index, the arbiters' view, the gap
// finding and the delayed public view at any moment always answer.
#include <cstdlib>
#include <string>
#include <string_view>

#include "hall/hall_collector.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const char* kTopics[] = {"twinboard/e/1/3/events", "twinboard/e/1/3/state",  "twinboard/e/2/4/events",
                                  "twinboard/e/1/x/events", "elsewhere/e/1/3/events", "twinboard/e/1/3/status",
                                  "twinboard/e/1/3/answer", "twinboard/e/1/3/action", "twinboard/e/1/3/pairing"};
  twinboard::hall::HallCollector hall;
  std::string_view bytes(reinterpret_cast<const char*>(data), size);
  std::int64_t heard_ms = 0;  // a second after the last: the public view's cutoffs fall between
  while (!bytes.empty()) {
    const std::string topic = kTopics[static_cast<unsigned char>(bytes[0]) % 9];
    bytes.remove_prefix(1);
    const std::size_t end = std::min(bytes.find('\0'), bytes.size());
    const std::string payload(bytes.substr(0, end));
    bytes.remove_prefix(std::min(end + 1, bytes.size()));
    const std::size_t before = hall.effects_of("1", 3) + hall.effects_of("2", 4);
    const bool taken = hall.take(topic, payload, heard_ms += 1000) == twinboard::hall::Taken::Kept;
    if (!taken && hall.effects_of("1", 3) + hall.effects_of("2", 4) != before) std::abort();
    (void)hall.gap_for(topic);
  }
  (void)hall.gaps();
  for (std::int64_t cutoff = 0; cutoff <= heard_ms + 1000; cutoff += 1500) {
    (void)hall.pgn("", cutoff);
    (void)hall.game("1", 3, cutoff).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    (void)hall.index(cutoff).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
  (void)hall.pgn();
  (void)hall.index().dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  (void)hall.game("1", 3).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  (void)hall.arbiters_view("1").dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  return 0;
}
