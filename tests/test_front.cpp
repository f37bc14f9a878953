// The front program (app/front.cpp, issue 50 item 7): `twinboard pgn` and `perft` run without
// the speech, sound, window, braille, MQTT and TLS libraries loaded; every other command line
// becomes the full program in the same process, its output and exit status unchanged; a
// missing full program is said, not crashed on.
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "corpus.h"
#include "run_command.h"
#include "temp_files.h"

namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using ::testing::Not;

const std::string kGame = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 *\n";

// The program started with a pipe on its standard input (held open until `finish`) and one
// on its standard output.
class Started {
 public:
  explicit Started(const std::vector<std::string>& arguments) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return;
    std::vector<std::string> args{TWINBOARD_EXE};
    args.insert(args.end(), arguments.begin(), arguments.end());
    pid_ = fork();
    if (pid_ == 0) {
      dup2(in[0], 0), dup2(out[1], 1);
      close(in[0]), close(in[1]), close(out[0]), close(out[1]);
      std::vector<char*> argv;
      for (auto& a : args) argv.push_back(a.data());
      argv.push_back(nullptr);
      execv(argv[0], argv.data());
      _exit(127);
    }
    close(in[0]), close(out[1]);
    to_ = in[1], from_ = out[0];
  }
  ~Started() {
    if (to_ >= 0) close(to_);
    if (from_ >= 0) close(from_);
    if (pid_ > 0 && !ended_) kill(pid_, SIGKILL), waitpid(pid_, nullptr, 0);
  }
  pid_t pid() const { return pid_; }
  std::string proc(const std::string& what) const {
    return twinboard::test::read_text("/proc/" + std::to_string(pid_) + "/" + what).value_or("");
  }

  // Waits until the process runs `program` and sleeps (blocked reading its standard input:
  // every library it loads is loaded by then). False if it does not within 10 s.
  bool waits_in(const fs::path& program) const {
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (std::chrono::steady_clock::now() < until) {
      std::error_code error;
      const fs::path exe = fs::read_symlink("/proc/" + std::to_string(pid_) + "/exe", error);
      const std::string stat = proc("stat");  // "pid (comm) STATE ..."
      const auto state = stat.rfind(") ");
      if (!error && exe == program && state != std::string::npos && stat[state + 2] == 'S') return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    return false;
  }

  // Writes `text`, closes the standard input, reads all the output; the exit status.
  int finish(const std::string& text, std::string& output) {
    [[maybe_unused]] auto n = write(to_, text.data(), text.size());
    close(to_), to_ = -1;
    char buffer[4096];
    for (ssize_t got; (got = read(from_, buffer, sizeof buffer)) > 0;) output.append(buffer, std::size_t(got));
    int status = 0;
    waitpid(pid_, &status, 0);
    ended_ = true;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }

 private:
  pid_t pid_ = -1;
  int to_ = -1, from_ = -1;
  bool ended_ = false;
};

const fs::path kFront = fs::canonical(TWINBOARD_EXE);
const fs::path kFull = fs::canonical(kFront.parent_path() / "libexec" / "twinboard");
// Libraries only the full program needs, one per part: window, speech, sound, braille, MQTT, TLS, journal.
const char* const kHeavy[] = {"libSDL2",      "libespeak-ng", "libportaudio", "libbrlapi",
                              "libmosquitto", "liblouis",     "libcrypto",    "libsqlite3"};

// Runs a program (any path) with a shell line of arguments; its standard output and error.
struct Ran {
  int status;
  std::string output;
};
Ran run_at(const fs::path& program, const std::string& arguments) {
  const auto ran = twinboard::test::run_shell("'" + program.string() + "' " + arguments + " 2>&1 </dev/null");
  return {ran.status, ran.out};
}

TEST(Front, PgnCheckLoadsNoneOfTheFullProgramsLibraries) {
  Started check({"pgn", "check", "/dev/stdin"});
  ASSERT_TRUE(check.waits_in(kFront));
  const std::string maps = check.proc("maps");
  EXPECT_THAT(maps, HasSubstr(kFront.string()));  // the front itself, as mapped
  for (const char* library : kHeavy) EXPECT_THAT(maps, Not(HasSubstr(library))) << library;
  std::string output;
  EXPECT_EQ(check.finish(kGame, output), 0);
  EXPECT_EQ(output, "games 1, moves 5, errors 0, skipped 0\n");
}

TEST(Front, AnyOtherCommandBecomesTheFullProgramInTheSameProcess) {
  Started braille({"braille", "--unicode", "/dev/stdin"});
  ASSERT_TRUE(braille.waits_in(kFull));  // the pid the test started, now the full program
  EXPECT_EQ(braille.proc("comm"), "twinboard\n");
  const std::string maps = braille.proc("maps");
  EXPECT_THAT(maps, HasSubstr("libSDL2"));  // what the test above looks for is there to see
  EXPECT_THAT(maps, HasSubstr("libespeak-ng"));
  std::string output;
  EXPECT_EQ(braille.finish(kGame, output), 0);
  const std::string file = twinboard::test::write_temp("front-game.pgn", kGame);
  const Ran direct = run_at(kFull, "braille --unicode " + file);
  EXPECT_EQ(direct.status, 0);
  EXPECT_FALSE(output.empty());
  EXPECT_EQ(output, direct.output);
}

TEST(Front, ExitStatusAndMessagesPassThroughUnchanged) {
  for (const char* line : {"", "--help", "--version", "table --help", "nonsense", "announce Nf6",
                           "braille /nonexistent.pgn", "hall --port"}) {
    const Ran front = run_at(kFront, line), full = run_at(kFull, line);
    EXPECT_EQ(front.status, full.status) << line;
    EXPECT_EQ(front.output, full.output) << line;
  }
  const Ran help = run_at(kFront, "--help");
  for (const char* command : {"pgn", "perft", "table", "hall", "braille", "demo"})
    EXPECT_THAT(help.output, HasSubstr("\n  " + std::string(command) + " ")) << command;
}

// A mistyped command is named back, with where the commands are listed (CLI11 alone said
// only "A subcommand is required"), by both programs alike.
TEST(Front, AWordThatIsNoCommandIsNamed) {
  for (const char* line : {"tabel", "pgncheck --strict"}) {
    const Ran ran = run_at(kFront, line);
    EXPECT_EQ(ran.status, 2) << line;
    const std::string word = std::string(line).substr(0, std::string(line).find(' '));
    EXPECT_THAT(ran.output, HasSubstr("'" + word + "' is not a command; twinboard --help lists them")) << line;
  }
  EXPECT_THAT(run_at(kFront, "pgn chek x.pgn").output, ::testing::Not(HasSubstr("is not a command")))
      << "a command's own mistakes are its own to say";
}

// A copy of the front alone: it still checks PGN; anything else says what is missing.
TEST(Front, WithoutTheFullProgramSaysWhatIsMissing) {
  const fs::path folder = fs::path(::testing::TempDir()) / "front-alone";
  fs::remove_all(folder);
  fs::create_directories(folder);
  fs::copy_file(kFront, folder / "twinboard");
  const Ran version = run_at(folder / "twinboard", "--version");
  EXPECT_EQ(version.status, 2);
  EXPECT_THAT(version.output, HasSubstr("twinboard: the full program is missing: neither " +
                                        (folder / "libexec/twinboard").string() + " nor "));
  const Ran check = run_at(folder / "twinboard",
                           "pgn check " + twinboard::testing::corpus("pgn/python-chess/kasparov-deep-blue-1997.pgn"));
  EXPECT_EQ(check.status, 0);
  EXPECT_THAT(check.output, HasSubstr("errors 0"));
}

// Installed: bin/twinboard finds libexec/twinboard/twinboard (as the Debian package lays them out).
TEST(Front, FindsTheFullProgramWhereItIsInstalled) {
  const fs::path root = fs::path(::testing::TempDir()) / "front-installed";
  fs::remove_all(root);
  fs::create_directories(root / "bin");
  fs::create_directories(root / "libexec/twinboard");
  fs::copy_file(kFront, root / "bin/twinboard");
  fs::create_symlink(kFull, root / "libexec/twinboard/twinboard");
  const Ran installed = run_at(root / "bin/twinboard", "--version"), built = run_at(kFront, "--version");
  EXPECT_EQ(installed.status, 0);
  EXPECT_THAT(installed.output, HasSubstr("twinboard "));
  EXPECT_EQ(installed.output, built.output);
}

}  // namespace
