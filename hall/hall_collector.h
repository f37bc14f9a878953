// The hall's memory (issue 21): what every table of an event has told the broker, kept per
// round and board, each effect once by its number, and the latest state. Pure: the MQTT
// subscriber (hall_server.h) feeds it messages; the live PGN and the JSON are made from it.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/pgn.h"
#include "core/vocabulary.h"
#include "hall/pairings.h"
#include "runtime/table_state.h"

namespace twinboard::hall {

// A board's line on the spectators' page in one vocabulary: the JSON spectators_view gives,
// its text as a page is sent it, a hash of that text (a page's stream compares hashes), and
// a hash of its news: the line without the clocks (who plays, the last move, the result).
struct SpokenLine {
  nlohmann::json json;
  std::string text;
  std::uint64_t hash = 0, news = 0;
};

struct BoardRecord {
  std::map<std::uint64_t, nlohmann::json> effects;        // by number: a number heard again is dropped
  std::map<std::uint64_t, std::int64_t> heard_ms;         // by number: when the hall first heard it (wall clock)
  std::map<std::uint64_t, nlohmann::json> alerts_by_seq;  // the alert an effect gives, read when it came
  std::int64_t state_heard_ms = 0;                        // when the latest state came (wall clock)
  std::int64_t status_heard_ms = 0;                       // when the latest status came (wall clock)
  std::optional<runtime::TableState> state;               // the latest retained state
  std::optional<Pairing> pairing;                         // who plays here, from the pairing program
  std::string status;                                     // "online", "gone" (the table's will), or unknown
  std::chrono::steady_clock::time_point state_at{};       // when the state came: the clocks run on from it
  std::uint64_t changed_at = 0;                           // the hall's version when it last changed (issue 37)
  // What is served is made again only after a message changed the board: a broadcast
  // polling the whole round costs only the boards that moved.
  mutable std::optional<std::string> pgn;
  mutable std::optional<nlohmann::json> alerts;
  mutable std::map<std::string, SpokenLine> spoken;  // the spectators' line, by vocabulary
  // The game its effects give, read as far as they go (issue 50, item 2): each move read, and
  // its SAN made, once; a later reading goes on from the first effect not read. An effect
  // that comes below that (a gap filled) has the game read again from the start.
  struct MovesRead {
    std::uint64_t next = 0;  // the number of the first effect not read
    std::vector<PgnMove> moves;
    Position position = Position::start();
    bool clock_for_last_move = false;
    bool stopped = false;  // a move the hall cannot follow: the game is what it has so far
  };
  mutable MovesRead moves_read;
  // Its PGN as it grew (issue 50): each change writes the moves that came, not the whole game.
  // Shared by a copy of the record: its text is the game's whatever it wrote before.
  mutable std::shared_ptr<GrowingPgn> growing_pgn;
  // The public view at one cutoff (a whole second): made once for every reader of that
  // second, so a public URL polled by many costs the hall one view per board and second.
  mutable std::int64_t public_cutoff = -1;
  mutable std::shared_ptr<const BoardRecord> public_view;
  void changed() {
    pgn.reset();
    alerts.reset();
    spoken.clear();
    public_view.reset();
  }
};

// What the hall takes from a message: kept, left (a topic of the hall's own, or the
// arbiters' actions), or refused (and logged, changing nothing).
enum class Taken { Kept, Left, Refused };

class HallCollector {
 public:
  // A message from `topic` (twinboard/EVENT/ROUND/BOARD/events|state|status|answer|pairing), heard
  // at `heard_ms` (wall clock; the hall's record gives the time it was first heard).
  // Refused when it is no message of a table (wrong topic, not JSON, no number, a clock far
  // out of range, more than kMaxMessage bytes): it changes nothing.
  Taken take(const std::string& topic, const std::string& payload, std::int64_t heard_ms);
  Taken take(const std::string& topic, const std::string& payload);  // heard now
  // Why the last message was refused, for the log.
  std::string refusal() const;

  // What the public sees (issue 37, the European Chess Union's delayed broadcast): with
  // `seen_before_ms`, only what the hall had heard before that moment (wall clock), each
  // game as its effects then told it; without, everything, live.
  using Cutoff = std::optional<std::int64_t>;
  // The games of a round, as PGN with [Round], [Board] and [%clk]; every round when empty.
  std::string pgn(const std::string& round = "", Cutoff seen_before_ms = std::nullopt) const;
  // One game: its state and its moves with clocks, as JSON; null when there is no such board.
  nlohmann::json game(const std::string& round, int board, Cutoff seen_before_ms = std::nullopt) const;
  // Every board of every round: round, board, moves so far, the last move, result.
  nlohmann::json index(Cutoff seen_before_ms = std::nullopt) const;
  std::size_t effects_of(const std::string& round, int board) const;

  // The round's results (issue 37): each board with its players and the table's result, and
  // whether the arbiter confirmed it; and the confirmed games as one PGN, for the rating
  // officer.
  struct RoundResult {
    int board = 0;
    std::string white, black, result;  // result "*" while the game goes on; "0-0" a double forfeit
    std::string ending;                // the table's ending: "forfeit", "double forfeit" for a game not played
    bool confirmed = false;
  };
  std::vector<RoundResult> results(const std::string& round) const;
  std::string confirmed_pgn(const std::string& round) const;

  // The arbiters' page (arbiters_page.h): every board of `round` with its state, status and
  // the seconds since its state came; and the alerts: divergence, illegal move with the
  // proposed penalty, flag fall and every result, a table gone.
  // With `since` (a version the page has), only the boards changed after it and their
  // alerts: what a pushed page needs, not the whole round again (issue 37). "version" is
  // the hall's version the view was made at: the page's next `since`.
  nlohmann::json arbiters_view(const std::string& round, std::uint64_t since = 0) const;
  // The public spectator page (issue 37): every board of `round` as the public sees it (with
  // the delay's cutoff), its players, its last move in SAN and in `vocabulary`'s words with
  // its number, the result and the clocks as the table last showed them; and the
  // vocabularies a reader may choose.
  // Each board's line of it as a page is sent it (its JSON text) and hashed: what a pushed
  // page compares (issue 37). A visitor runs under the hall's lock: it only compares and copies.
  struct SpectatorLine {
    int board;
    const std::string& text;
    std::uint64_t hash, news;
  };
  using LineVisitor = std::function<void(const SpectatorLine&)>;
  // `visit`, when given, sees each line the view holds.
  nlohmann::json spectators_view(const std::string& round, Cutoff seen_before_ms, const Vocabulary& vocabulary,
                                 const LineVisitor& visit = nullptr) const;
  // The view pushed one board at a time: `visit` sees each board of `round` whose line may
  // have changed since the hall's version `since` (every board when 0). The public view
  // changes with time alone too: at a new cutoff a page asks for every board again. Returns
  // the version the lines are at (the page's next `since`).
  std::uint64_t spectators_lines(const std::string& round, Cutoff seen_before_ms, const Vocabulary& vocabulary,
                                 std::uint64_t since, const LineVisitor& visit) const;
  // The last round of the event in the index's order (the pages' round when none is asked).
  std::string latest_round() const;

  // Each message kept makes the hall's version one higher: the pages are pushed to when it
  // changes (issue 37), woken at once, not polled.
  std::uint64_t version() const;
  // Waits until the version is past `seen` or `timeout` has passed; the version then.
  std::uint64_t wait_for_change(std::uint64_t seen, std::chrono::milliseconds timeout) const;

  // Issue 49, item 4: whether the hall hears its broker (HallSubscriber says so). While it
  // does not, no clock it shows is current: every board's line says so, and is pushed again.
  // A collector nobody tells is connected (the tests' own).
  void broker_connected(bool connected, std::int64_t at_ms);

  // A table's answer to an action, by the action's id, once it has come.
  std::optional<nlohmann::json> answer(const std::string& id) const;
  // The same, waited for up to `timeout` (woken when an answer comes, not polled).
  std::optional<nlohmann::json> wait_for_answer(const std::string& id, std::chrono::milliseconds timeout) const;

  // The effects the board of `topic` lacks, below the highest it has or the count its state
  // gives (a broker that lost what it had acknowledged): from the first missing up to the
  // next one it has; nothing when none is missing.
  struct Gap {
    std::string resend_topic;  // twinboard/EVENT/ROUND/BOARD/resend
    std::uint64_t from;
    std::uint64_t to;  // the first number after the gap
  };
  std::optional<Gap> gap_for(const std::string& topic) const;
  // Every gap of every table not gone (the hall asks again once a second, even when a table
  // that lacks an effect sends nothing more).
  std::vector<Gap> gaps() const;

 private:
  struct Key {
    std::string round;
    int board;
    bool operator<(const Key& other) const { return round != other.round ? round < other.round : board < other.board; }
  };
  std::string game_pgn(const Key& key, const BoardRecord& record) const;  // cached in the record
  PgnGame make_game(const Key& key, const BoardRecord& record) const;     // the record's game, tags and moves
  // The record as it stood for the public at `seen_before_ms`: the effects heard before it,
  // and a state made from them (the players' names kept); the live record without a cutoff.
  BoardRecord as_seen(const Key& key, const BoardRecord& record, std::int64_t seen_before_ms) const;
  const BoardRecord& seen(const Key& key, const BoardRecord& record, std::int64_t seen_before_ms) const;  // cached
  std::optional<Gap> gap_of(const Key& key, const BoardRecord& record) const;
  const nlohmann::json& alerts_of(const Key& key, const BoardRecord& record) const;  // the effects', cached
  // The alert of the arbiters' page one effect gives (divergence, illegal move, result, the
  // table's alert to the arbiter), if any: read once, when the effect is heard.
  static std::optional<nlohmann::json> effect_alert(const Key& key, std::uint64_t seq, const nlohmann::json& effect,
                                                    std::int64_t heard_ms);
  // A board's line on the spectators' page, made once per change and vocabulary.
  const SpokenLine& spoken_line(const Key& key, const BoardRecord& record, const Vocabulary& vocabulary) const;
  Taken refuse(std::string why);
  Taken take_locked(const std::string& topic, const std::string& payload, std::int64_t heard_ms);
  mutable std::mutex mutex_;
  mutable std::condition_variable answered_;
  mutable std::condition_variable changed_;  // the version moved
  std::uint64_t version_ = 0;
  bool news_ = false;           // the message being taken changes what a page shows
  std::optional<Key> touched_;  // the board it changes
  std::map<Key, BoardRecord> boards_;
  std::map<std::uint64_t, Key> by_change_;         // each board once, at the version it last changed
  std::map<std::string, nlohmann::json> answers_;  // by action id (the latest few hundred)
  std::vector<std::string> answer_order_;
  std::string event_, refusal_;
  bool broker_up_ = true;
  std::int64_t broker_since_ms_ = 0;  // when it was lost or came back (wall clock)
};

}  // namespace twinboard::hall
