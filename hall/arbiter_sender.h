// An arbiter's action goes to the broker under the arbiter's own account (issue 21): the
// page's login is the broker's, so a wrong password is refused by the broker itself, and its
// ACL decides on which tables he may act. One short connection per action, in MQTT 5, whose
// acknowledgement says when the broker's ACL refused the message (issue 49, item 6: in
// MQTT 3.1.1 a refused message is acknowledged as any other, and the page could only say
// "no answer from the table").
#pragma once

#include <optional>
#include <string>

#include "hall/hall_config.h"

namespace twinboard::hall {

// What the broker made of an arbiter's message.
struct ArbiterSent {
  enum class Outcome {
    Sent,           // taken: the table will answer, if it is there
    LoginRefused,   // a wrong name or password
    ActionRefused,  // the broker's ACL refused the message: no arbiter's account, or not this table
    NotReached,     // no broker, no answer, or a client libmosquitto refused
  } outcome = Outcome::NotReached;
  std::string why;  // for the page and the log; empty when sent
};

// Publishes `payload` on `topic` at QoS 1 as `arbiter` and waits for the broker's
// acknowledgement (a few seconds at most).
ArbiterSent send_as_arbiter(const HallSettings& settings, const std::string& arbiter, const std::string& password,
                            const std::string& topic, const std::string& payload);

// Whether `username` gets in at `broker` (TLS against `cafile` when given): Sent when the
// broker took the login, else why not (issue 49, item 8: `twinboard table --check`).
ArbiterSent check_login(const std::string& broker, const std::string& username, const std::string& password,
                        const std::string& cafile);

// The page's login (issue 49, item 6): the broker checks the password, and whether the
// account may send actions at all, by a message on an action topic no table reads
// (twinboard/EVENT/~login/1/action, an empty object: the hall leaves it).
ArbiterSent check_arbiter(const HallSettings& settings, const std::string& arbiter, const std::string& password);

}  // namespace twinboard::hall
