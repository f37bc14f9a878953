// A whole file as text, for the commands that take files (PGN, scoresheets, the table's
// configuration): nothing when it cannot be read. A directory cannot; a pipe is read as it
// comes; a file in one go, where a growing stream buffer would copy it several times.
#pragma once

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace twinboard::app {

inline std::optional<std::string> read_file(const std::string& path) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || std::filesystem::is_directory(status)) return std::nullopt;
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  if (!std::filesystem::is_regular_file(status)) {
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return std::move(buffer).str();
  }
  std::string text(std::size_t(std::filesystem::file_size(path, error)), '\0');
  in.read(text.data(), std::streamsize(text.size()));
  text.resize(std::size_t(in.gcount()));
  if (in.bad()) return std::nullopt;
  return text;
}

}  // namespace twinboard::app
