// A refreshable braille display through BrlAPI (BRLTTY): the cells the BrailleDesk
// composes go out as raw dots, the display's keys come back. No BRLTTY, or one without a
// display, is normal: the table goes on and this retries now and then; a BRLTTY that
// restarts (the connection ends) is reconnected the same way.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "braille_desk.h"
#include "chords.h"

namespace twinboard::braille {

class BrlapiDisplay {
 public:
  struct Options {
    std::string host;  // "127.0.0.1:1" (TCP 4102), ":0" (local socket); "" = $BRLAPI_HOST or BRLTTY's default
    std::string auth;  // "none", a key file; "" = $BRLAPI_AUTH or BRLTTY's default
    int retry_ms = 2000;
  };
  struct Notice {
    enum class Kind { Absent, Ready, Lost } kind;
    std::string detail;  // BrlAPI's reason, or the driver's name
    int width = 0;       // Ready: the cells of the display
  };

  struct Handle;  // the BrlAPI connection (brlapi_display.cpp)

  explicit BrlapiDisplay(Options options);
  ~BrlapiDisplay();
  BrlapiDisplay(const BrlapiDisplay&) = delete;
  BrlapiDisplay& operator=(const BrlapiDisplay&) = delete;

  // Connects when no display is there and the retry is due (`now_ms`: a monotonic clock);
  // the connection is made on a thread of its own and taken up by a later call.
  // News for the player: Absent only for the first failure, Ready on each connection,
  // Lost when a working display goes away.
  std::optional<Notice> maintain(std::int64_t now_ms);
  bool connected() const { return handle_ != nullptr; }
  bool connecting() const { return attempt_ != nullptr; }
  int width() const { return connected() ? width_ : 0; }
  // The connection's socket, to wait on beside others (readable: keys() has news); -1
  // while there is no connection.
  int file_descriptor() const;
  // Shows `cells` (cut or padded to the display); nothing is sent when they are unchanged.
  void show(const Cells& cells);
  // The keys pressed since the last call. A broken connection shows as Lost at the next
  // maintain().
  std::vector<DisplayKey> keys();

 private:
  void close(const std::string& why);
  bool broken() const;
  bool key_may_be_waiting();

  struct Attempt;

  Options options_;
  std::unique_ptr<Handle> handle_;
  std::shared_ptr<Attempt> attempt_;  // a connection being made
  int width_ = 0;
  int height_ = 0;
  Cells shown_;
  std::int64_t next_try_ms_ = 0;
  bool said_absent_ = false;
  bool keys_put_aside_ = false;      // a fresh connection: BrlAPI may hold keys already read
  std::optional<std::string> lost_;  // why the connection ended, until maintain() reports it
};

}  // namespace twinboard::braille
