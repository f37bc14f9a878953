#include "brlapi_display.h"

#include <brlapi.h>
#include <poll.h>

#include <csignal>
#include <cstring>
#include <mutex>
#include <thread>

namespace twinboard::braille {

// An exception (an asynchronous error of a write) would otherwise abort() the program:
// mark the connection broken and let the next maintain() reconnect.
struct BrlapiDisplay::Handle {
  std::vector<unsigned char> memory = std::vector<unsigned char>(brlapi_getHandleSize());
  bool failed = false;
  std::string failure;
  int fd = -1;  // the connection's socket: readable when a key comes
  brlapi_handle_t* get() { return reinterpret_cast<brlapi_handle_t*>(memory.data()); }
};

namespace {

std::string last_error() { return brlapi_strerror(&brlapi_error); }

void on_exception(brlapi_handle_t* handle, int error, brlapi_packetType_t, const void*, size_t) {
  if (auto* h = static_cast<BrlapiDisplay::Handle*>(brlapi__getClientData(handle))) {
    h->failed = true;
    h->failure = std::string("BrlAPI error ") + std::to_string(error);
  }
}

DisplayKey move_key(BrailleDesk::Move m) { return {DisplayKey::Kind::Move, int(m), 0, {}}; }
DisplayKey plain_key(DisplayKey::Kind k) { return {k, 0, 0, {}}; }

std::optional<DisplayKey> display_key(brlapi_keyCode_t code) {
  using M = BrailleDesk::Move;
  const brlapi_keyCode_t type = code & BRLAPI_KEY_TYPE_MASK;
  if (type == BRLAPI_KEY_TYPE_SYM) {
    const brlapi_keyCode_t sym = code & BRLAPI_KEY_CODE_MASK;
    if (sym == BRLAPI_KEY_SYM_BACKSPACE) return plain_key(DisplayKey::Kind::Backspace);
    if (sym == BRLAPI_KEY_SYM_LINEFEED) return plain_key(DisplayKey::Kind::Enter);
    return std::nullopt;
  }
  if (type != BRLAPI_KEY_TYPE_CMD) return std::nullopt;
  const brlapi_keyCode_t block = code & BRLAPI_KEY_CMD_BLK_MASK;
  const int argument = int(code & BRLAPI_KEY_CMD_ARG_MASK);
  if (block == BRLAPI_KEY_CMD_ROUTE) return DisplayKey{DisplayKey::Kind::Route, 0, argument, {}};
  if (block == BRLAPI_KEY_CMD_PASSDOTS)
    return DisplayKey{DisplayKey::Kind::Chord, 0, 0, Chord{Cell(argument & 0xFF), (argument & BRLAPI_DOTC) != 0}};
  if (block != 0) return std::nullopt;
  switch (code & BRLAPI_KEY_CODE_MASK) {
    case BRLAPI_KEY_CMD_LNUP: return move_key(M::LineUp);
    case BRLAPI_KEY_CMD_LNDN: return move_key(M::LineDown);
    case BRLAPI_KEY_CMD_FWINLT: return move_key(M::PanLeft);
    case BRLAPI_KEY_CMD_FWINRT: return move_key(M::PanRight);
    case BRLAPI_KEY_CMD_TOP:
    case BRLAPI_KEY_CMD_HOME: return move_key(M::Top);
    case BRLAPI_KEY_CMD_BOT: return move_key(M::Bottom);
    default: return std::nullopt;
  }
}

}  // namespace

// A connection made on a thread of its own: BrlAPI's connect waits as long as TCP does
// for a host that does not answer, and the table must not wait with it.
struct BrlapiDisplay::Attempt {
  std::mutex mutex;
  bool done = false, abandoned = false;
  std::unique_ptr<Handle> handle;  // the connection, ready for keys and dots; null: `error`
  std::string driver, error;
  int width = 0, height = 0;

  void run(const Options& options) {
    auto fresh = std::make_unique<Handle>();
    brlapi_connectionSettings_t settings = BRLAPI_SETTINGS_INITIALIZER;
    settings.host = options.host.empty() ? nullptr : const_cast<char*>(options.host.c_str());
    settings.auth = options.auth.empty() ? nullptr : const_cast<char*>(options.auth.c_str());
    std::string why;
    char name[64] = {};
    unsigned x = 0, y = 0;
    fresh->fd = brlapi__openConnection(fresh->get(), &settings, nullptr);
    if (fresh->fd == BRLAPI_INVALID_FILE_DESCRIPTOR) {
      finish(nullptr, last_error(), "", 0, 0);
      return;
    }
    brlapi__setClientData(fresh->get(), fresh.get());
    brlapi__setExceptionHandler(fresh->get(), on_exception);
    if (brlapi__getDriverName(fresh->get(), name, sizeof name) < 0 || brlapi__getDisplaySize(fresh->get(), &x, &y) < 0)
      why = last_error();
    // BRLTTY without a display answers as "NoBraille"; when the display comes, it drops us.
    else if (std::strcmp(name, "NoBraille") == 0 || x * std::max(1u, y) <= 1) why = "BRLTTY has no braille display";
    // The root tty works without a controlling terminal (a service, CI).
    else if (brlapi__enterTtyModeWithPath(fresh->get(), nullptr, 0, nullptr) < 0) why = last_error();
    if (!why.empty()) {
      brlapi__closeConnection(fresh->get());
      finish(nullptr, why, "", 0, 0);
      return;
    }
    // The chords themselves, not characters through the user's text table.
    const brlapi_keyCode_t passdots = BRLAPI_KEY_TYPE_CMD | BRLAPI_KEY_CMD_PASSDOTS;
    brlapi__acceptKeys(fresh->get(), brlapi_rangeType_command, &passdots, 1);
    finish(std::move(fresh), "", name, int(x), int(std::max(1u, y)));
  }

  void finish(std::unique_ptr<Handle> h, std::string why, std::string name, int x, int y) {
    std::lock_guard lock(mutex);
    if (abandoned && h) brlapi__closeConnection(h->get());  // nobody wants it any more
    else handle = std::move(h);
    error = std::move(why), driver = std::move(name), width = x, height = y;
    done = true;
  }
};

int BrlapiDisplay::file_descriptor() const { return handle_ ? handle_->fd : -1; }

BrlapiDisplay::BrlapiDisplay(Options options) : options_(std::move(options)) {
  // A write to a BRLTTY that has just gone away must not end the program.
  std::signal(SIGPIPE, SIG_IGN);
}

BrlapiDisplay::~BrlapiDisplay() {
  close("");
  if (attempt_) {
    std::lock_guard lock(attempt_->mutex);
    attempt_->abandoned = true;
    if (attempt_->handle) brlapi__closeConnection(attempt_->handle->get());
  }
}

std::optional<BrlapiDisplay::Notice> BrlapiDisplay::maintain(std::int64_t now_ms) {
  if (handle_ && broken()) close(handle_->failure.empty() ? "the connection ended" : handle_->failure);
  if (lost_) {
    Notice notice{Notice::Kind::Lost, *lost_};
    lost_.reset();
    next_try_ms_ = now_ms + options_.retry_ms;
    return notice;
  }
  if (attempt_) {
    // Held here until after the lock below is released: the lock must not outlive it.
    const std::shared_ptr<Attempt> attempt = attempt_;
    std::lock_guard lock(attempt->mutex);
    if (!attempt->done) return std::nullopt;
    attempt_.reset();
    if (!attempt->handle) {
      if (said_absent_) return std::nullopt;  // said once; the retries are quiet
      said_absent_ = true;
      return Notice{Notice::Kind::Absent, attempt->error};
    }
    handle_ = std::move(attempt->handle);
    keys_put_aside_ = true;
    width_ = attempt->width;
    height_ = attempt->height;
    shown_.clear();
    said_absent_ = true;
    return Notice{Notice::Kind::Ready, attempt->driver, width_};
  }
  if (handle_ || now_ms < next_try_ms_) return std::nullopt;
  next_try_ms_ = now_ms + options_.retry_ms;
  attempt_ = std::make_shared<Attempt>();
  std::thread([attempt = attempt_, options = options_] { attempt->run(options); }).detach();
  return std::nullopt;
}

bool BrlapiDisplay::broken() const { return handle_ && handle_->failed; }

void BrlapiDisplay::close(const std::string& why) {
  if (!handle_) return;
  brlapi__closeConnection(handle_->get());
  handle_.reset();
  if (!why.empty()) lost_ = why;
}

void BrlapiDisplay::show(const Cells& cells) {
  if (!handle_ || broken()) return;
  Cells all(cells);
  all.resize(std::size_t(width_ * height_), 0);
  if (all == shown_) return;
  if (brlapi__writeDots(handle_->get(), all.data()) < 0) {
    close(last_error());
    return;
  }
  shown_ = std::move(all);
}

// BrlAPI's non-blocking read (timeout 0) loops on select() until its deadline is a whole
// millisecond past, because it rounds the time left toward zero: a millisecond of busy CPU
// on every call, while the voice threads wait for the processor (issue 24; docs/
// performance.md). So a key is read only when the socket has something, or while BrlAPI
// may still hold keys that came during the connection's requests (they wait for answers
// and put keys aside).
bool BrlapiDisplay::key_may_be_waiting() {
  if (keys_put_aside_) return true;
  pollfd socket{handle_->fd, POLLIN, 0};
  return ::poll(&socket, 1, 0) > 0;
}

std::vector<DisplayKey> BrlapiDisplay::keys() {
  std::vector<DisplayKey> out;
  while (handle_ && !broken()) {
    if (!key_may_be_waiting()) break;
    keys_put_aside_ = false;
    brlapi_keyCode_t code = 0;
    const int got = brlapi__readKey(handle_->get(), 0, &code);
    if (got == 0) break;
    if (got < 0) {
      if (brlapi_error.brlerrno == BRLAPI_ERROR_LIBCERR && brlapi_error.libcerrno == EINTR) continue;
      close(last_error());  // EOF: BRLTTY restarted its driver, or went away
      break;
    }
    if (auto key = display_key(code)) out.push_back(*key);
  }
  return out;
}

}  // namespace twinboard::braille
