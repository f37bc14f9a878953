// A Unix socket that people attach to with a line-based program (the arbiter's stations, the
// players' stations): lines in from each attached connection, lines out to one or to all.
// There is no network port; who may attach is decided by the socket file's permissions
// (its owner and group, 0660). Nothing here waits: the table must never stall on a station.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/result.h"

namespace twinboard::runtime {

class LineSockets {
 public:
  struct Connection {
    int fd = -1;
    std::string who;        // "arbiter station (uid 1000)"
    std::string partial;    // bytes of a line not yet ended
    bool too_long = false;  // the rest of an overlong line is dropped up to its end
  };
  static constexpr std::size_t kMaxLine = 4096;

  // Listens at `path`, for `what` ("the arbiter", in messages). A socket file left there by
  // a table that died is replaced: the caller holds the journal's lock, so no other table
  // can be listening.
  static Result<std::unique_ptr<LineSockets>, std::string> open(const std::string& path, const std::string& what);
  ~LineSockets();  // closes every connection and removes the socket file
  LineSockets(const LineSockets&) = delete;
  LineSockets& operator=(const LineSockets&) = delete;

  // Takes in new connections (`attached` greets each, named `who` and its uid), then every
  // whole line each has sent (`line`); `too_long` is told of a line over kMaxLine bytes.
  // Connections that went away (or could not keep up) are dropped, with what they half sent.
  // `gone` (if given) hears of a connection its program closed.
  void poll(const std::string& who, const std::function<void(Connection&)>& attached,
            const std::function<void(Connection&, const std::string&)>& line,
            const std::function<void(Connection&)>& too_long, const std::function<void(Connection&)>& gone = nullptr);
  // A line to one connection; false (and the connection let go) if it cannot take it now.
  bool send(Connection& c, const std::string& line);
  void broadcast(const std::string& line);
  // Closes one connection (its program sees the end of the table's output).
  void hang_up(Connection& c);
  void add_fds(std::vector<int>& fds) const;
  std::size_t attached() const { return connections_.size(); }
  const std::string& path() const { return path_; }

 private:
  LineSockets(int listener, std::string path) : listener_(listener), path_(std::move(path)) {}
  void read_from(Connection& c, const std::function<void(Connection&, const std::string&)>& line,
                 const std::function<void(Connection&)>& too_long, const std::function<void(Connection&)>& gone);

  int listener_ = -1;
  std::string path_;
  std::vector<Connection> connections_;
};

}  // namespace twinboard::runtime
