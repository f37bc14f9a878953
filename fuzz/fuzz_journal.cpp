// The journal reader on arbitrary files (damaged SQLite pages, rows, foreign databases,
// no database at all): it refuses with a reason or reads a game; it never crashes, hangs
// or changes the file it was asked to read.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <string>

#include "runtime/journal.h"
#include "runtime/replay.h"

using namespace twinboard::runtime;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string path = "/tmp/fuzz_journal_" + std::to_string(getpid()) + ".sqlite";
  for (const char* suffix : {"", "-wal", "-shm", ".lock"}) std::remove((path + suffix).c_str());
  std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(data), std::streamsize(size));
  try {
    Journal journal(path, Journal::Access::Read);
    (void)journal.tags();
    (void)journal.result();
    const Replayed game = replay(journal);  // setup, events and the game they make
    (void)game;
  } catch (const std::exception&) {
    // Refused with a reason: what a damaged journal must get.
  }
  std::ifstream after(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(after)), std::istreambuf_iterator<char>());
  if (bytes.size() != size || !std::equal(bytes.begin(), bytes.end(), reinterpret_cast<const char*>(data)))
    std::abort();
  return 0;
}
