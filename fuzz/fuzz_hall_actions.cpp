// Any bytes as an action on a table's action topic (hall/hall_action.h): never a crash, and
// nothing is taken but a message sealed with the event's key by a named arbiter. The first
// byte picks the topic (the table's own or another's); the rest is the message.
#include <cstdlib>
#include <string>

#include "hall/hall_action.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace twinboard::hall;
  static const std::string kOwn = "twinboard/e/1/3/action";
  if (size == 0) return 0;
  const std::string topic = data[0] % 2 ? kOwn : "twinboard/e/1/4/action";
  const std::string payload(reinterpret_cast<const char*>(data + 1), size - 1);
  ActionDesk desk(kOwn, "fuzzing-key-0123456789", {"anna"});
  const auto checked = desk.check(topic, payload, 1000, "");
  if (checked) {
    // Taken: it must be exactly what the hall would have sent, sealed with the key.
    if (topic != kOwn || checked->action.arbiter != "anna" ||
        action_message(topic, checked->action, "fuzzing-key-0123456789").empty())
      std::abort();
    ActionDesk again(kOwn, "another-key-0123456789", {"anna"});
    if (again.check(topic, payload, 1000, "")) std::abort();  // no other key opens the seal
  }
  return 0;
}
