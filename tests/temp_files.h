#pragma once
// Files a test writes for the program under test, in GoogleTest's scratch folder.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

namespace twinboard::test {

// A fresh path: whatever a previous run left there is gone (a SQLite journal's -wal and
// -shm files too).
inline std::string temp_path(const std::string& name) {
  const std::string path = ::testing::TempDir() + name;
  // A journal's SQLite files, its lock, and the arbiter's socket beside it: one left by a run
  // that crashed would let a test go on before its table has opened the journal.
  for (const char* suffix : {"", "-wal", "-shm", "-journal", ".lock", ".arbiter"})
    std::filesystem::remove(path + suffix);
  return path;
}

inline std::string write_temp(const std::string& name, const std::string& text) {
  const std::string path = temp_path(name);
  std::ofstream(path) << text;
  return path;
}

// A file's whole text; nothing if it cannot be read.
inline std::optional<std::string> read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace twinboard::test
