// Paths into ../shared/corpora and small readers for the test data formats.
#pragma once

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace twinboard::testing {

inline std::string corpus(const std::string& relative) {
  return std::string(TWINBOARD_SHARED_DIR) + "/corpora/" + relative;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// One position of a perft file with its published counts: counts[d] is perft(d).
struct PerftCase {
  std::string id;
  std::string fen;
  std::vector<std::pair<int, std::uint64_t>> counts;
};

// perftsuite.epd: "FEN ;D1 n ;D2 n ..."
inline std::vector<PerftCase> read_epd_suite(const std::string& path) {
  std::vector<PerftCase> cases;
  std::istringstream in(read_file(path));
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    PerftCase c;
    std::size_t semi = line.find(';');
    c.fen = line.substr(0, semi);
    while (!c.fen.empty() && c.fen.back() == ' ') c.fen.pop_back();
    c.id = c.fen;
    while (semi != std::string::npos) {
      std::size_t next = line.find(';', semi + 1);
      std::istringstream field(line.substr(semi + 1, next == std::string::npos ? std::string::npos : next - semi - 1));
      std::string depth;
      std::uint64_t nodes = 0;
      field >> depth >> nodes;
      c.counts.emplace_back(std::stoi(depth.substr(1)), nodes);
      semi = next;
    }
    cases.push_back(c);
  }
  return cases;
}

// random.perft / tricky.perft: blocks of "id", "epd <4 fields>", "perft d n".
inline std::vector<PerftCase> read_perft_blocks(const std::string& path) {
  std::vector<PerftCase> cases;
  std::istringstream in(read_file(path));
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string key;
    words >> key;
    if (key == "id") {
      cases.emplace_back();
      words >> cases.back().id;
    } else if (key == "epd" && !cases.empty()) {
      std::getline(words >> std::ws, cases.back().fen);
      cases.back().fen += " 0 1";
    } else if (key == "perft" && !cases.empty()) {
      int depth = 0;
      std::uint64_t nodes = 0;
      words >> depth >> nodes;
      cases.back().counts.emplace_back(depth, nodes);
    }
  }
  return cases;
}

}  // namespace twinboard::testing
