// The arbiter's stations at a running table (issue 18, roles): `twinboard arbiter` attaches
// over a Unix socket beside the journal (`<journal>.arbiter`). There is no network port;
// who may attach is decided by the socket file's permissions (its owner and group, 0660).
// Lines in, lines out: each line is an arbiter order (core/arbiter_command.h), `help` or
// `adjourn` (or `adjourn FILE`), answered "ok: ORDER" or "error: REASON"; everything the table logs goes to every station
// attached, so the arbiter sees the game and what each player is told.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/arbiter_command.h"
#include "core/result.h"
#include "runtime/line_sockets.h"

namespace twinboard::runtime {

class ArbiterStations {
 public:
  // Listens at `path`. A socket file left there by a table that died is replaced: the
  // caller holds the journal's lock, so no other table can be listening.
  static Result<std::unique_ptr<ArbiterStations>, std::string> open(const std::string& path);
  ArbiterStations(const ArbiterStations&) = delete;
  ArbiterStations& operator=(const ArbiterStations&) = delete;

  // Takes in new stations and their lines, without waiting. `order` is called for each
  // order that parses, with who gave it ("arbiter station (uid 1000)"), and returns why the
  // table refused it, or nothing when it was carried out.
  using OrderHandler = std::function<std::optional<std::string>(const ArbiterOrder& order, const std::string& who)>;
  // `adjourn` is called when a station adjourns the game (`adjourn`, or `adjourn FILE` to
  // keep a copy of the game and the clocks in FILE), with who did and the file ("" none): the
  // table closes and the game goes on from its journal when the table starts again; or it
  // returns why not (issue 39: the journal lacks part of the game), and the table goes on.
  using AdjournHandler = std::function<std::optional<std::string>(const std::string& who, const std::string& copy_to)>;
  // Answers and refusals are in `language`, the arbiter's.
  void poll(const OrderHandler& order, const AdjournHandler& adjourn, Language language = Language::English);
  // A line to every station attached (one that cannot keep up is let go).
  void broadcast(const std::string& line);
  const std::string& path() const { return sockets_->path(); }
  // Adds the sockets to wait on: the listener and every station (readable: poll() has work).
  void add_fds(std::vector<int>& fds) const { sockets_->add_fds(fds); }
  std::size_t attached() const { return sockets_->attached(); }

  static constexpr std::size_t kMaxLine = LineSockets::kMaxLine;

 private:
  explicit ArbiterStations(std::unique_ptr<LineSockets> sockets) : sockets_(std::move(sockets)) {}
  std::unique_ptr<LineSockets> sockets_;
};

// One line at any arbiter's station (the socket's or the window's): what to answer, in
// order (help's lines, then "ok: ORDER" or "error: REASON"). An order that parses goes to
// `order` with `who`; `adjourn` closes the table, or says why not.
std::vector<std::string> answer_arbiter_line(const std::string& text, const std::string& who,
                                             const ArbiterStations::OrderHandler& order,
                                             const ArbiterStations::AdjournHandler& adjourn,
                                             Language language = Language::English);

}  // namespace twinboard::runtime
