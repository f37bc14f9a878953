// `twinboard hall --config hall.toml` (issue 21): where the hall listens and serves, its own
// account on the broker, and the event's action key. docs/hall.md shows a whole file.
#pragma once

#include <cstdint>
#include <string>

#include "core/result.h"

namespace twinboard::hall {

struct HallSettings {
  std::string broker = "127.0.0.1:1883";
  std::string event;
  std::string http = "127.0.0.1:8080";
  std::string username, password;  // the hall's own account: it reads the event, asks resends
  std::string cafile;              // TLS to the broker, checked against this CA; empty: plain
  std::string action_key;          // seals arbiters' actions; empty: the page takes none
  std::string store;               // the hall's record (hall_store.h); empty: EVENT-hall.sqlite here
  // The public broadcast (issue 37): its own listener, ADDRESS:PORT (empty: none), and its
  // delay: every public URL shows only what the hall heard that long ago ("15m", the
  // European Chess Union's rule; "0": live). The arbiters' page stays live.
  std::string public_http;
  std::string pairings;  // the round's pairings: a TRF or pairing PGN file (pairings.h); empty: none
  // The pages' language (issue 37): "de", "fa" ... (core/vocabulary.h's codes); empty: the
  // browser's (Accept-Language), else English.
  std::string language;
  // The games' Site and Date tags where the pairings do not say (TRF tags 022, 132 and 042,
  // or the PGN's Site and Date); the date as PGN writes it, "2026.11.25".
  std::string site, date;
  std::int64_t public_delay_ms = 0;
};

// "15m", "90s", "1h", "0" (a bare number is seconds): the milliseconds; why not, or nothing.
Result<std::int64_t, std::string> parse_delay(const std::string& text);

// Where the hall keeps what it collects: the setting, else EVENT-hall.sqlite in the
// folder it runs in.
std::string store_path(const HallSettings& settings);

// The [hall] section of a TOML file; a reason naming the line when it is wrong.
Result<HallSettings, std::string> read_hall_settings(const std::string& path);

// An MQTT topic level: a name without / + or #, not empty. Returns why not, or "".
std::string check_topic_level(const std::string& value, const std::string& what);

}  // namespace twinboard::hall
