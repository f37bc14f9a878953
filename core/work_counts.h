// How often the costly texts of a game are made (issue 50, items 1 and 2): a move read as SAN
// (its parts: disambiguation, check and mate), a move's words, a notice's words, a whole PGN
// written, a board's correction steps worked out. Each is counted where it is made, so a test
// or a bench sees the program's own calls on its real path (a move's way from the table to
// the hall, an idle pass of the loop), not a re-enactment of them. Counting only: nothing is
// kept or looked up here, and nothing reads these but tests and benches.
#pragma once

#include <atomic>
#include <cstdint>

namespace twinboard {

struct WorkCounts {
  std::atomic<std::uint64_t> san_parts{0};       // san_parts: a move's SAN made from its position
  std::atomic<std::uint64_t> move_words{0};      // announce, name_move: a move in a vocabulary's words
  std::atomic<std::uint64_t> notice_words{0};    // notice_words: what the table tells, worded
  std::atomic<std::uint64_t> pgn_written{0};     // write_pgn: a whole game as PGN
  std::atomic<std::uint64_t> pgn_move_lines{0};  // a move's line written by PgnAppender (pgn.h)
  std::atomic<std::uint64_t> corrections{0};     // corrections: a board's steps to a position

  // The figures as plain numbers, to subtract one reading from another.
  struct Reading {
    std::uint64_t san_parts, move_words, notice_words, pgn_written, pgn_move_lines, corrections;
    Reading operator-(const Reading& o) const {
      return {san_parts - o.san_parts,     move_words - o.move_words,         notice_words - o.notice_words,
              pgn_written - o.pgn_written, pgn_move_lines - o.pgn_move_lines, corrections - o.corrections};
    }
  };
  Reading read() const {
    constexpr auto r = std::memory_order_relaxed;
    return {san_parts.load(r),   move_words.load(r),     notice_words.load(r),
            pgn_written.load(r), pgn_move_lines.load(r), corrections.load(r)};
  }
};

// The process's counts (a relaxed atomic add per call: nothing a caller would notice).
WorkCounts& work_counts();
inline void count_work(std::atomic<std::uint64_t> WorkCounts::*what) {
  (work_counts().*what).fetch_add(1, std::memory_order_relaxed);
}

}  // namespace twinboard
