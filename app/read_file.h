// A whole file as text, for the commands that take files (PGN, scoresheets, the table's
// configuration and scenarios), or why there is none: unreadable, a directory, or larger
// than the command takes (a device such as /dev/zero never ends). A pipe is read as it
// comes; a file in one go, where a growing stream buffer would copy it several times.
#pragma once

#include <filesystem>
#include <fstream>
#include <string>

#include "core/result.h"

namespace twinboard::app {

constexpr std::size_t kMiB = std::size_t(1) << 20;

// The reason is said after the path: "cannot read x.pgn: it is a directory".
inline Result<std::string, std::string> read_file(const std::string& path, std::size_t limit) {
  const std::string cannot = "cannot read " + path;
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error) return Failure{cannot + ": " + error.message()};
  if (std::filesystem::is_directory(status)) return Failure{cannot + ": it is a directory"};
  std::ifstream in(path, std::ios::binary);
  if (!in) return Failure{cannot};
  const std::string too_large = cannot + ": larger than " + std::to_string(limit / kMiB) + " MiB";
  if (std::filesystem::is_regular_file(status)) {
    const auto size = std::filesystem::file_size(path, error);
    if (error) return Failure{cannot + ": " + error.message()};
    if (size > limit) return Failure{too_large};
    std::string text(std::size_t(size), '\0');
    in.read(text.data(), std::streamsize(text.size()));
    text.resize(std::size_t(in.gcount()));
    if (in.bad()) return Failure{cannot};
    return text;
  }
  // A pipe or a device: as it comes, up to the limit.
  std::string text;
  char chunk[65536];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    text.append(chunk, std::size_t(in.gcount()));
    if (text.size() > limit) return Failure{too_large};
  }
  if (in.bad()) return Failure{cannot};
  return text;
}

}  // namespace twinboard::app
