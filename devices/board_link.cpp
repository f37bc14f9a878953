#include "devices/board_link.h"

#include <algorithm>
#include <thread>

namespace twinboard::devices {

BoardLink::BoardLink(std::string path, std::unique_ptr<BoardProtocol> protocol, EventSink sink, LinkTimings timings)
    : path_(std::move(path)), protocol_(std::move(protocol)), sink_(std::move(sink)), timings_(timings) {}

void BoardLink::run(const std::atomic<bool>& stop) {
  int retry_ms = timings_.first_retry_ms;
  while (!stop) {
    auto port = open_serial(path_, protocol_->settings());
    if (!port) {
      // Unplugged or not there yet: try again, less and less often.
      for (int slept = 0; slept < retry_ms && !stop; slept += 50)
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      retry_ms = std::min(retry_ms * 2, timings_.max_retry_ms);
      continue;
    }
    retry_ms = timings_.first_retry_ms;
    const std::string why = serve(**port, stop);
    if (protocol_->answered()) {
      sink_(BoardEvent{monotonic_ms(), sensed::Disconnected{why}});
    }
  }
}

void BoardLink::post(Task task) {
  std::lock_guard lock(tasks_mutex_);
  tasks_.push_back(std::move(task));
}

void BoardLink::show_on_clock(int64_t white_ms, int64_t black_ms, std::optional<Color> running, bool white_left) {
  post([=](BoardProtocol& protocol, const BoardProtocol::Send&, int64_t) {
    if (ClockFace* face = protocol.clock()) face->show(white_ms, black_ms, running, white_left);
  });
}

void BoardLink::light(Square from, Square to) {
  post([=](BoardProtocol& protocol, const BoardProtocol::Send&, int64_t) {
    if (SquareLights* lights = protocol.lights()) lights->light(from, to);
  });
}

void BoardLink::turn_round() {
  post([](BoardProtocol& protocol, const BoardProtocol::Send&, int64_t) {
    if (TurnableBoard* board = protocol.turnable()) board->turn_round();
  });
}

void BoardLink::signal(int buzz_ms, int vibe_ms) {
  post([=](BoardProtocol& protocol, const BoardProtocol::Send&, int64_t) {
    if (BoardSignals* board = protocol.signals()) board->signal(buzz_ms, vibe_ms);
  });
}

std::string BoardLink::serve(SerialPort& port, const std::atomic<bool>& stop) {
  std::string failure;
  const BoardProtocol::Send send = [&](std::span<const uint8_t> bytes) {
    if (failure.empty())
      if (auto written = port.write(bytes); !written) failure = written.error();
  };
  int64_t last_heard = monotonic_ms();
  protocol_->start(send, last_heard);
  while (!stop && failure.empty()) {
    auto bytes = port.read(50);
    const int64_t now = monotonic_ms();
    if (!bytes) return bytes.error();
    if (!bytes->empty()) {
      last_heard = now;
      protocol_->received(*bytes, now, send, sink_);
    } else if (protocol_->booting(now)) {
      last_heard = now;  // silence is counted from the end of the board's start
    } else if (now - last_heard > timings_.dead_after_ms) {
      return "the board stopped answering";
    }
    std::vector<Task> tasks;
    {
      std::lock_guard lock(tasks_mutex_);
      tasks.swap(tasks_);
    }
    for (const Task& task : tasks) task(*protocol_, send, now);
    protocol_->tick(now, send);
  }
  return failure.empty() ? "stopped" : failure;
}

}  // namespace twinboard::devices
