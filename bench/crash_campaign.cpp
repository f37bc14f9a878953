// The crash campaign (issue 23, docs/reliability.md). A real `twinboard table` plays random
// games on two emulated boards, a peg board and a DGT board with its clock on
// pseudo-terminals; the boards outlive the table, as real boards do. Hands play on: they make
// each move on the mover's board, press the clock (or announce, or leave it to the
// assistant), and carry the move out on the other board once it is announced. Meanwhile
// the table is killed with SIGKILL at random moments (just as a move is announced, just
// after a piece is lifted, at any moment) and restarted on its journal, and the boards'
// cables are pulled and put back (sometimes twice in a row) while hands play.
//
// After every kill, before the restart, the journal is read (`twinboard export`) and held
// against what the table announced ("move N: SAN" in its log) and what the hands played:
//   lost      a move announced that the journal does not hold;
//   invented  a move in the journal that the hands did not play;
//   twice     a move announced again by a restarted table;
//   stalled   a move the table did not take within 30 s of the hands' last try.
// The clocks' loss at a kill is the time between the table's last journalled moment (or its
// start, if it journalled nothing) and the kill: a restarted table goes on from that moment
// (downtime is not charged), so that is what the clocks lose.
//
// Usage: crash_campaign [--twinboard PATH] [--kills N] [--unplugs N] [--seed S] [--work DIR]
// Exits 0 when nothing was lost, invented, announced twice or stalled.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <sstream>
#include <thread>

#include <sqlite3.h>

#include "runtime/hand_actions.h"
#include "core/movegen.h"
#include "core/pgn.h"
#include "core/position.h"
#include "core/san.h"
#include "core/vocabulary.h"
#include "devices/dgt_emulator.h"
#include "devices/tactile_emulator.h"
#include "latency_stats.h"

namespace twinboard {
namespace {

namespace fs = std::filesystem;

std::int64_t now_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}
std::int64_t wall_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}
std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Options {
  std::string twinboard = "build/release/twinboard";
  int kills = 500;
  int unplugs = 1000;
  unsigned seed = 1;
  std::string work;
  int plies_per_game = 30;
};

struct Figures {
  int kills = 0, unplugs = 0, games = 0, moves = 0, retries = 0, restarts_seen = 0;
  int lost = 0, invented = 0, twice = 0, stalled = 0, misread = 0, died = 0;
  int journalled_not_yet_heard = 0;  // killed between the journal and the announcement
  std::map<std::string, int> kill_kinds;
  std::map<std::string, int> told_arbiter;  // what the arbiter was told: hands play correctly, so each is worth a look
  std::vector<double> clock_loss_ms;
  bool failed() const { return lost || invented || twice || stalled || misread || died; }
};

// What one run of the table said: the moves it announced and what it resumed.
struct RunLog {
  std::map<int, std::string> announced;  // ply (1 = White's first) -> SAN
  std::vector<std::string> to_arbiter;
  std::optional<int> resumed_moves;
  int asked_which = 0;  // "Welcher Zug ...?": his board shows two moves; his words must say which
  bool both_connected = false;
};

RunLog read_run_log(const std::string& text) {
  RunLog log;
  std::istringstream lines(text);
  bool tactile = false, sighted = false;
  for (std::string line; std::getline(lines, line);) {
    if (auto at = line.find("  move "); at != std::string::npos) {
      const auto colon = line.find(": ", at);
      if (colon != std::string::npos) log.announced[std::atoi(line.c_str() + at + 7)] = line.substr(colon + 2);
    } else if (line.find("resumed from the journal") != std::string::npos) {
      const auto events = line.rfind(" events, ");
      if (events != std::string::npos) log.resumed_moves = std::atoi(line.c_str() + events + 9);
    }
    if (auto at = line.find("say to arbiter: "); at != std::string::npos)
      log.to_arbiter.push_back(line.substr(at + 16));
    if (line.find("say to white: Welcher Zug") != std::string::npos) ++log.asked_which;
    tactile = tactile || line.find("White's board is connected") != std::string::npos;
    sighted = sighted || line.find("Black's board is connected") != std::string::npos;
  }
  log.both_connected = tactile && sighted;
  return log;
}

// One run of `twinboard table`: the log (stdout and stderr) into a file, stdin a pipe for
// what the VI player types.
class TableProcess {
 public:
  TableProcess(const Options& o, const std::string& config, const std::string& journal, const std::string& log_path)
      : log_path_(log_path), started_wall_(wall_ms()) {
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) throw std::runtime_error("pipe failed");
    const int log_fd = open(log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_ = fork();
    if (pid_ == 0) {
      dup2(pipe_fds[0], STDIN_FILENO);
      dup2(log_fd, STDOUT_FILENO);
      dup2(log_fd, STDERR_FILENO);
      close(pipe_fds[1]);
      execl(o.twinboard.c_str(), o.twinboard.c_str(), "table", "--config", config.c_str(), "--journal", journal.c_str(),
            "--no-speech", "--headless", "--verbose", static_cast<char*>(nullptr));
      _exit(127);
    }
    close(pipe_fds[0]);
    close(log_fd);
    stdin_ = pipe_fds[1];
  }
  ~TableProcess() { kill_now(); }
  TableProcess(const TableProcess&) = delete;
  TableProcess& operator=(const TableProcess&) = delete;

  void type(const std::string& line) { [[maybe_unused]] auto n = write(stdin_, line.data(), line.size()); }
  void kill_now() {
    if (pid_ <= 0) return;
    kill(pid_, SIGKILL);
    waitpid(pid_, nullptr, 0);
    pid_ = -1;
    close(stdin_);
  }
  // Whether it ended by itself (it must not).
  bool ended() {
    int status = 0;
    if (pid_ > 0 && waitpid(pid_, &status, WNOHANG) == pid_) {
      pid_ = -1;
      close(stdin_);
      return true;
    }
    return false;
  }
  std::string log() const { return read_all(log_path_); }
  std::int64_t started_wall() const { return started_wall_; }

 private:
  std::string log_path_;
  std::int64_t started_wall_;
  pid_t pid_ = -1;
  int stdin_ = -1;
};

// The two boards of a table, each on its own thread.
struct Boards {
  Boards(const std::string& dir)
      : tactile(dir + "/tactile", Position::start().occupied()), dgt(dir + "/dgt", Position::start().board()) {
    dgt.perform("clock 5400 5400 none");  // a DGT3000 beside the DGT board: its lever is Black's clock
    threads.emplace_back([this] { tactile.run(stop); });
    threads.emplace_back([this] { dgt.run(stop); });
  }
  ~Boards() {
    stop = true;
    for (auto& t : threads) t.join();
  }
  devices::TactileEmulator tactile;
  devices::DgtEmulator dgt;
  std::atomic<bool> stop{false};
  std::vector<std::thread> threads;
};

// A move of the game: what the mover's hands do, what the opponent's hands do after it.
struct Ply {
  LegalMove move;
  std::string san;
  bool vi_moves = false;  // White, the VI player, on the peg board
  std::string words;      // his announcement (fide-de)
  std::vector<std::string> mover, mirror;
};

// The journal as `twinboard export` reads it: its moves in SAN, or nothing if refused.
std::optional<std::vector<std::string>> journal_moves(const Options& o, const std::string& journal,
                                                      const std::string& scratch) {
  const std::string command = o.twinboard + " export " + journal + " > " + scratch + " 2>&1";
  if (std::system(command.c_str()) != 0) return std::nullopt;
  const std::string pgn = read_all(scratch);
  PgnReader reader(pgn);
  auto record = reader.next();
  if (!record || record->kind != PgnRecord::Kind::Game) return std::nullopt;
  std::vector<std::string> moves;
  Position p = record->game.start_position();
  for (const auto& m : record->game.moves) {
    auto move = legal(p, m.move);
    if (!move) return std::nullopt;
    moves.push_back(san(p, *move));
    p.play(*move);
  }
  return moves;
}

// The wall-clock time the journal's last event was written, if it has one.
std::optional<std::int64_t> last_written(const std::string& journal) {
  sqlite3* db = nullptr;
  std::optional<std::int64_t> wall;
  if (sqlite3_open_v2(journal.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(db, "SELECT max(wall_ms) FROM events", -1, &s, nullptr) == SQLITE_OK &&
        sqlite3_step(s) == SQLITE_ROW && sqlite3_column_type(s, 0) != SQLITE_NULL)
      wall = sqlite3_column_int64(s, 0);
    sqlite3_finalize(s);
  }
  sqlite3_close(db);
  return wall;
}

class Campaign {
 public:
  Campaign(const Options& o) : o_(o), random_(o.seed) {}
  Figures run();

 private:
  void play_game(bool assistant);
  int between(int low, int high) { return std::uniform_int_distribution<int>(low, high)(random_); }
  bool done() const { return f_.kills >= o_.kills && f_.unplugs >= o_.unplugs; }
  // The next ply, chosen at random among the legal moves that do not promote (a promotion
  // asks the player for a piece; the campaign is about crashes, not dialogues).
  std::optional<Ply> next_ply(const Position& position, bool vi_moves);
  void pull_a_cable(Boards& boards);
  void do_timed(std::int64_t now);
  // Kills the table and checks its journal against what was announced and played.
  void kill_and_check(const std::string& kind);
  void failure(const std::string& what);

  const Options& o_;
  std::mt19937 random_;
  Figures f_;

  // The game in progress.
  std::string dir_, journal_, config_;
  std::unique_ptr<TableProcess> table_;
  int run_ = 0;
  std::vector<Ply> played_;               // the plies the hands have made, in order
  std::map<int, std::string> announced_;  // every run's announcements
  std::optional<int> journal_plies_;      // as read after the last kill
  std::multimap<std::int64_t, std::pair<devices::BoardEmulator*, std::string>> timed_;  // cable actions
};

std::optional<Ply> Campaign::next_ply(const Position& position, bool vi_moves) {
  std::vector<LegalMove> choices;
  for (LegalMove m : MoveList(position))
    if (Move(m).promotion() == PieceType::None) choices.push_back(m);
  if (choices.empty()) return std::nullopt;
  Ply ply;
  ply.move = choices[std::size_t(between(0, int(choices.size()) - 1))];
  ply.san = san(position, ply.move);
  ply.vi_moves = vi_moves;
  ply.words = announce(position, ply.move);
  ply.mover = runtime::hand_actions(position, ply.move, !vi_moves);  // the DGT board knows its pieces
  ply.mirror = runtime::hand_actions(position, ply.move, vi_moves);
  return ply;
}

void Campaign::pull_a_cable(Boards& boards) {
  devices::BoardEmulator* board = between(0, 1) ? static_cast<devices::BoardEmulator*>(&boards.tactile) : &boards.dgt;
  const std::int64_t t = now_ms();
  board->perform("unplug");
  ++f_.unplugs;
  if (between(0, 2) == 0) {  // pulled again while it reconnects
    const std::int64_t back = t + between(20, 200), again = back + between(10, 150);
    timed_.insert({back, {board, "replug"}});
    timed_.insert({again, {board, "unplug"}});
    timed_.insert({again + between(30, 800), {board, "replug"}});
    ++f_.unplugs;
  } else {
    timed_.insert({t + between(30, 1500), {board, "replug"}});
  }
}

void Campaign::do_timed(std::int64_t now) {
  while (!timed_.empty() && timed_.begin()->first <= now) {
    timed_.begin()->second.first->perform(timed_.begin()->second.second);
    timed_.erase(timed_.begin());
  }
}

void Campaign::failure(const std::string& what) {
  std::cerr << "FAILURE in " << dir_ << " (run " << run_ << "): " << what << '\n';
}

void Campaign::kill_and_check(const std::string& kind) {
  const std::int64_t killed_at = wall_ms();
  table_->kill_now();
  ++f_.kills;
  ++f_.kill_kinds[kind];
  const RunLog log = read_run_log(table_->log());
  for (const auto& said : log.to_arbiter) ++f_.told_arbiter[said.substr(0, 60)];
  if (log.resumed_moves && journal_plies_ && *log.resumed_moves != *journal_plies_) {
    ++f_.misread;
    failure("resumed " + std::to_string(*log.resumed_moves) + " moves; the journal held " +
            std::to_string(*journal_plies_));
  }
  for (const auto& [ply, move] : log.announced) {
    if (announced_.count(ply)) {
      ++f_.twice;
      failure("move " + std::to_string(ply) + " announced again after a restart");
    }
    announced_[ply] = move;
  }
  const auto moves = journal_moves(o_, journal_, dir_ + "/export.pgn");
  if (!moves) {
    ++f_.misread;
    failure("the journal does not export: " + read_all(dir_ + "/export.pgn"));
    return;
  }
  for (const auto& [ply, move] : announced_)
    if (int(moves->size()) < ply || (*moves)[std::size_t(ply - 1)] != move) {
      ++f_.lost;
      failure("move " + std::to_string(ply) + " " + move + " was announced but is not in the journal");
    }
  for (std::size_t i = 0; i < moves->size(); ++i)
    if (i >= played_.size() || played_[i].san != (*moves)[i]) {
      ++f_.invented;
      failure("the journal's move " + std::to_string(i + 1) + " " + (*moves)[i] + " was not played");
    }
  const int heard = announced_.empty() ? 0 : announced_.rbegin()->first;
  f_.journalled_not_yet_heard += std::max(0, int(moves->size()) - heard);
  journal_plies_ = int(moves->size());
  const std::int64_t last = std::max(last_written(journal_).value_or(0), table_->started_wall());
  f_.clock_loss_ms.push_back(double(killed_at - last));
}

void Campaign::play_game(bool assistant) {
  dir_ = o_.work + "/game" + std::to_string(f_.games);
  fs::create_directories(dir_);
  journal_ = dir_ + "/journal.sqlite";
  config_ = dir_ + "/table.toml";
  Boards boards(dir_);
  std::ofstream(config_) << "[game]\ntime_control = \"5400+30\"\nstart = \"now\"\nassistant = "
                         << (assistant ? "true" : "false") << "\n[tactile]\nprotocol = \"tactile\"\nport = \""
                         << boards.tactile.path() << "\"\n[sighted]\nprotocol = \"dgt\"\nport = \"" << boards.dgt.path()
                         << "\"\n";
  played_.clear();
  announced_.clear();
  journal_plies_.reset();
  timed_.clear();
  run_ = 0;
  table_ = std::make_unique<TableProcess>(o_, config_, journal_, dir_ + "/run0.log");

  // When the current run is killed: kind 0 as soon as it announces a move, kind 1 just
  // after a piece is lifted, kind 2 at a random moment of its life.
  int kill_kind = between(0, 2);
  std::int64_t run_started = now_ms(), kill_at = run_started + between(150, 3000), lifted_at = 0;
  std::int64_t next_pull = now_ms() + between(300, 2000);
  int answered_which = 0;  // the questions of the current run answered
  auto restart = [&](const std::string& kind) {
    kill_and_check(kind);
    table_ = std::make_unique<TableProcess>(o_, config_, journal_, dir_ + "/run" + std::to_string(++run_) + ".log");
    kill_kind = between(0, 2);
    run_started = now_ms();
    kill_at = run_started + between(150, 3000);
    lifted_at = 0;
    answered_which = 0;
  };

  Position position = Position::start();
  enum class Phase { Think, Act, Finish, Wait, Mirror } phase = Phase::Think;
  std::int64_t phase_at = now_ms() + 300, finished_at = 0, waiting_since = 0;
  std::size_t action = 0;
  std::optional<Ply> ply;
  while (true) {
    std::this_thread::sleep_for(std::chrono::milliseconds(4));
    const std::int64_t t = now_ms();
    do_timed(t);
    const RunLog log = read_run_log(table_->log());
    int made = log.resumed_moves.value_or(0);
    if (!announced_.empty()) made = std::max(made, announced_.rbegin()->first);
    if (!log.announced.empty()) made = std::max(made, log.announced.rbegin()->first);

    if (table_->ended()) {
      ++f_.died;
      failure("the table ended by itself");
      break;
    }
    if (!done() && f_.kills < o_.kills) {
      const bool timed_out = t - run_started > 8000;
      if ((kill_kind == 0 && !log.announced.empty()) || (kill_kind == 1 && lifted_at && t >= lifted_at) ||
          (kill_kind == 2 && t >= kill_at) || timed_out) {
        restart(timed_out        ? "at a random moment"
                : kill_kind == 0 ? "as a move is announced"
                : kill_kind == 1 ? "just after a piece is lifted"
                                 : "at a random moment");
        continue;
      }
    }
    if (f_.unplugs < o_.unplugs && t >= next_pull && timed_.empty()) {
      pull_a_cable(boards);
      next_pull = t + between(300, 2000);
    }

    const bool vi_moves = ply ? ply->vi_moves : position.side_to_move() == Color::White;
    devices::BoardEmulator& mover = vi_moves ? static_cast<devices::BoardEmulator&>(boards.tactile) : boards.dgt;
    devices::BoardEmulator& other = vi_moves ? static_cast<devices::BoardEmulator&>(boards.dgt) : boards.tactile;
    if (phase == Phase::Think && t >= phase_at) {
      if (int(played_.size()) >= o_.plies_per_game || done()) break;
      ply = next_ply(position, position.side_to_move() == Color::White);
      if (!ply) break;  // mate or stalemate
      played_.push_back(*ply);
      phase = Phase::Act;
      action = 0;
    } else if (phase == Phase::Act && t >= phase_at) {
      mover.perform(ply->mover[action]);
      if (ply->mover[action].starts_with("lift") && kill_kind == 1) lifted_at = t + between(0, 30);
      phase_at = t + between(60, 250);
      if (++action == ply->mover.size()) {
        phase = Phase::Finish;
        waiting_since = t;
        // A hand reaches for the clock; a DGT board reports a change up to a scan (~250 ms)
        // late, and a press before the board has shown the move is refused (noted in
        // docs/reliability.md), so the sighted player's hand takes at least that long.
        if (!vi_moves) phase_at = t + between(300, 700);
      }
    } else if (phase == Phase::Finish && t >= phase_at) {
      // F2.9c: the sighted player presses his own clock; the VI player announces and presses
      // his, or the assistant does both for him.
      if (!vi_moves) boards.dgt.perform("lever");
      else if (!assistant) {
        table_->type("announce " + ply->words + "\n");  // he says his move, then presses
        timed_.insert({t + between(150, 400), {&boards.tactile, "button clock"}});
      }
      finished_at = t;
      phase = Phase::Wait;
    } else if (phase == Phase::Wait) {
      if (vi_moves && log.asked_which > answered_which) {  // he answers with his move's words (F2.1)
        answered_which = log.asked_which;
        table_->type("announce " + ply->words + "\n");
      }
      if (made >= int(played_.size())) {
        position.play(ply->move);
        ++f_.moves;
        phase = Phase::Mirror;
        action = 0;
        phase_at = t + between(100, 400);  // the opponent hears the move
      } else if (t - waiting_since > 30000) {
        ++f_.stalled;
        failure("move " + std::to_string(played_.size()) + " " + ply->san + " was not taken");
        break;
      } else if (t - finished_at > (assistant && vi_moves ? 3000 : 1500) && log.both_connected) {
        ++f_.retries;  // nothing heard: the player presses (and announces) again
        phase = Phase::Finish;
      }
    } else if (phase == Phase::Mirror && t >= phase_at) {
      if (action < ply->mirror.size()) other.perform(ply->mirror[action++]);
      phase_at = t + between(60, 250);
      if (action == ply->mirror.size()) phase = Phase::Think, phase_at = t + between(100, 600);
    }
  }
  // The game's end: one last check of the whole journal.
  kill_and_check("at the end of a game");
  --f_.kills;
  --f_.kill_kinds["at the end of a game"];
  ++f_.games;
}

Figures Campaign::run() {
  while (!done() && !f_.failed()) play_game(f_.games % 2 == 0);
  return f_;
}

}  // namespace
}  // namespace twinboard

int main(int argc, char** argv) {
  using namespace twinboard;
  Options o;
  bool keep = false;
  CLI::App app{"Kills a live twinboard table at random moments and pulls its boards' cables; checks the journal"};
  app.add_option("--twinboard", o.twinboard, "The twinboard program");
  app.add_option("--kills", o.kills, "How many kills");
  app.add_option("--unplugs", o.unplugs, "How many cable pulls");
  app.add_option("--seed", o.seed, "Seed of the random moments and moves");
  app.add_option("--work", o.work, "Folder for journals and logs (default: a new one in /tmp)");
  app.add_flag("--keep", keep, "Keep the folder even when nothing failed");
  CLI11_PARSE(app, argc, argv);
  signal(SIGPIPE, SIG_IGN);  // typing to a table just killed
  if (o.work.empty()) o.work = fs::temp_directory_path() / ("twinboard-crash-" + std::to_string(getpid()));
  fs::create_directories(o.work);

  const auto started = std::chrono::steady_clock::now();
  const Figures f = Campaign(o).run();
  const double minutes = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() / 60;
  std::cout << "crash campaign (seed " << o.seed << ", " << minutes << " min): " << f.kills << " kills, " << f.unplugs
            << " cable pulls, " << f.games << " games, " << f.moves << " moves made, " << f.retries
            << " presses repeated by the players\n";
  for (const auto& [kind, n] : f.kill_kinds)
    if (n) std::cout << "  killed " << kind << ": " << n << '\n';
  std::cout << "  moves lost " << f.lost << ", invented " << f.invented << ", announced twice " << f.twice
            << ", stalled " << f.stalled << ", journals misread " << f.misread << ", tables that ended by themselves "
            << f.died << '\n';
  std::cout << "  moves journalled but killed before they were announced: " << f.journalled_not_yet_heard << '\n';
  for (const auto& [said, n] : f.told_arbiter) std::cout << "  told the arbiter " << n << " times: " << said << '\n';
  if (!f.clock_loss_ms.empty())
    std::cout << "  clock time lost at a kill (ms): median " << bench::percentile(f.clock_loss_ms, 0.5) << ", p99 "
              << bench::percentile(f.clock_loss_ms, 0.99) << ", max "
              << *std::max_element(f.clock_loss_ms.begin(), f.clock_loss_ms.end()) << '\n';
  if (!f.failed() && !keep) fs::remove_all(o.work);
  else std::cout << "  logs and journals: " << o.work << '\n';
  return f.failed() ? 1 : 0;
}
