// The round's pairings, as pairing programs export them (issue 37): FIDE's Tournament
// Report File (TRF-16 and TRF26 share the player line: `001`, the start rank, title, name,
// rating, federation, FIDE id, then ten columns per round: opponent, colour, result), or a
// pairing PGN (one game per board with Event, Round, White, Black and Board tags, or in
// board order). A file that cannot be read says which line, or which game, and why.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/result.h"

namespace twinboard::hall {

struct PairedPlayer {
  std::string name;  // "Lastname, Firstname" as the file gives it
  std::string title, federation, fide_id;
  int rating = 0;  // 0: unrated or not given
};

struct Pairing {
  std::string round;  // as the file names it; TRF: the round's number
  int board = 0;      // 1, 2, ...
  PairedPlayer white, black;
  std::string event, date;             // "" when the file does not say
  int white_rank = 0, black_rank = 0;  // TRF: the players' start ranks; 0 from a pairing PGN
  std::string site;                    // TRF tag 022, or the PGN's Site; "" when the file does not say
};

// A round's result as the arbiter confirmed it at a board.
struct BoardResult {
  int board = 0;
  std::string result;       // "1-0", "0-1", "1/2-1/2"; "0-0": both players forfeited
  std::string termination;  // as the PGN's Termination: "forfeit" for a game never played
};
// Whether a table's ending (its game's PGN Termination) is a game never played.
inline bool is_forfeit(std::string_view ending) { return ending == "forfeit" || ending == "double forfeit"; }
// The TRF the round was paired from, with the confirmed results of round `round` written in
// (column 99 of the round's ten: 1, 0 or =, each player's own; + and - for a forfeit, - and -
// for a double forfeit), each player's points (81-84) and rank (86-89) following every result
// of the file, for the pairing program to read back. Every other line and column (XXR, XXC,
// byes, codes the hall does not know) is written back unchanged, with its own line ending.
std::string trf_with_results(std::string_view trf, int round, const std::vector<Pairing>& pairings,
                             const std::vector<BoardResult>& results);

// `file` names the text in messages. `round`: the TRF round to read (default: the last one
// that is paired); a pairing PGN gives its own.
Result<std::vector<Pairing>, std::string> read_pairings(std::string_view text, const std::string& file,
                                                        std::optional<int> round = std::nullopt);

// The retained message a table takes (twinboard/EVENT/ROUND/BOARD/pairing) and back.
nlohmann::json to_json(const Pairing& pairing);
std::optional<Pairing> pairing_from_json(const nlohmann::json& json);

}  // namespace twinboard::hall
