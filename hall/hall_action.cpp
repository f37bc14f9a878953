#include "hall/hall_action.h"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>
#include <nlohmann/json.hpp>

namespace twinboard::hall {
namespace {

// The seal covers the topic too: an action for one table copied to another is refused.
std::string seal(const std::string& key, const std::string& topic, const HallAction& a) {
  const std::string text = topic + '\n' + a.id + '\n' + a.arbiter + '\n' + a.order + '\n' + std::to_string(a.sent_ms);
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha256(), key.data(), int(key.size()), reinterpret_cast<const unsigned char*>(text.data()), text.size(), mac,
       &length);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string hex;
  for (unsigned int i = 0; i < length; ++i) hex += {kHex[mac[i] >> 4], kHex[mac[i] & 15]};
  return hex;
}

bool is_string(const nlohmann::json& json, const char* field) {
  return json.contains(field) && json[field].is_string();
}

}  // namespace

std::string action_topic(const std::string& event, const std::string& round, int board) {
  return "twinboard/" + event + "/" + round + "/" + std::to_string(board) + "/action";
}

std::string action_message(const std::string& topic, const HallAction& action, const std::string& key) {
  return nlohmann::json{{"id", action.id},
                        {"arbiter", action.arbiter},
                        {"order", action.order},
                        {"sent_ms", action.sent_ms},
                        {"seal", seal(key, topic, action)}}
      .dump();
}

bool order_allowed_from_hall(const ArbiterOrder& order) {
  return std::holds_alternative<arbiter::AcceptPenalty>(order) ||
         std::holds_alternative<arbiter::RejectPenalty>(order) || std::holds_alternative<arbiter::Pause>(order) ||
         std::holds_alternative<arbiter::Resume>(order) || std::holds_alternative<arbiter::AddTime>(order) ||
         std::holds_alternative<arbiter::Reconcile>(order) || std::holds_alternative<arbiter::Decide>(order) ||
         std::holds_alternative<arbiter::Start>(order) || std::holds_alternative<arbiter::Confirm>(order) ||
         // Issue 49: a draw by agreement and a resignation are recorded as what they are, not
         // as the arbiter's decision; a result given by mistake is withdrawn.
         std::holds_alternative<arbiter::Draw>(order) || std::holds_alternative<arbiter::Resign>(order) ||
         std::holds_alternative<arbiter::Withdraw>(order);
}

Result<ActionDesk::Accepted, ActionDesk::Refusal> ActionDesk::check(const std::string& topic,
                                                                    const std::string& payload, std::int64_t now_ms,
                                                                    const std::string& game_over) {
  auto refuse = [](std::string id, std::string reason) { return Failure{Refusal{std::move(id), std::move(reason)}}; };
  if (payload.size() > kMaxMessage) return refuse("", "a message of " + std::to_string(payload.size()) + " bytes");
  if (topic != topic_) return refuse("", "an action for " + topic + ", not for this table");
  const nlohmann::json json = nlohmann::json::parse(payload, nullptr, false);
  if (json.is_discarded() || !json.is_object() || !is_string(json, "id") || !is_string(json, "arbiter") ||
      !is_string(json, "order") || !is_string(json, "seal") || !json.contains("sent_ms") ||
      !json["sent_ms"].is_number_integer())
    return refuse("", "not an action (id, arbiter, order, sent_ms and seal expected)");
  HallAction action{json["id"], json["arbiter"], json["order"], json["sent_ms"].get<std::int64_t>()};
  const std::string id = action.id;
  if (key_.empty()) return refuse(id, "this table takes no actions from the hall (no [hall] action_key)");
  const std::string expected = seal(key_, topic, action);
  const std::string given = json["seal"];
  if (given.size() != expected.size() || CRYPTO_memcmp(given.data(), expected.data(), expected.size()) != 0)
    return refuse(id, "the action's seal is wrong: not sent by this event's hall");
  if (std::find(arbiters_.begin(), arbiters_.end(), action.arbiter) == arbiters_.end())
    return refuse(id, action.arbiter + " is no arbiter of this table ([hall] arbiters)");
  if (const std::int64_t skew = now_ms - action.sent_ms; skew > kMaxClockSkewMs || skew < -kMaxClockSkewMs)
    return refuse(id, "the action was sent " + std::to_string(skew / 1000) +
                          " s from this table's clock: the hall's clock or the table's is far off");
  if (done_.contains(id)) return refuse(id, "the action " + id + " was carried out already");
  auto order = parse_arbiter_order(action.order);
  if (!order) return refuse(id, order.error());
  if (!order_allowed_from_hall(*order))
    return refuse(id, "\"" + action.order + "\" is given at the table, not from the hall");
  // Once the game is over only its result may be confirmed (issue 37: results out), or
  // withdrawn when an arbiter gave it by mistake (issue 49; the table checks which).
  if (!game_over.empty() && !std::holds_alternative<arbiter::Confirm>(*order) &&
      !std::holds_alternative<arbiter::Withdraw>(*order))
    return refuse(id, "the game is over (" + game_over + "): nothing changes");
  done_.insert(id);
  return Accepted{std::move(action), std::move(*order)};
}

}  // namespace twinboard::hall
