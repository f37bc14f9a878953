#include "hall/event_stream.h"

#include <algorithm>

namespace twinboard::hall {
namespace {

// A field's value on one line: no CR, LF or NUL (they would end or break the line).
std::string one_line(std::string_view text) {
  std::string out;
  for (char c : text)
    if (c != '\r' && c != '\n' && c != '\0') out += c;
  return out;
}

}  // namespace

std::string sse_event(std::string_view id, std::string_view event, std::string_view data) {
  std::string out;
  if (!id.empty()) out += "id: " + one_line(id) + "\n";
  if (!event.empty()) out += "event: " + one_line(event) + "\n";
  // Each line of the data on its own "data:" line; CRLF is one break, as the browser reads it.
  std::size_t at = 0;
  while (true) {
    const std::size_t end = data.find_first_of("\r\n", at);
    out += "data: ";
    out += data.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
    out += '\n';
    if (end == std::string_view::npos) break;
    at = end + (data[end] == '\r' && end + 1 < data.size() && data[end + 1] == '\n' ? 2 : 1);
  }
  return out + "\n";
}

std::string sse_comment(std::string_view text) { return ": " + one_line(text) + "\n\n"; }

std::string sse_retry(std::int64_t ms) { return "retry: " + std::to_string(ms < 0 ? 0 : ms) + "\n\n"; }

void BoardPushes::has(int board, std::uint64_t hash, std::uint64_t news) {
  Sent& sent = sent_[board];
  sent.hash = hash;
  sent.news = news;
  waiting_.erase(board);
}

void BoardPushes::offer(int board, std::string_view text, std::uint64_t hash, std::uint64_t news,
                        Clock::time_point now) {
  const auto sent = sent_.find(board);
  if (sent != sent_.end() && sent->second.hash == hash) {
    waiting_.erase(board);  // back to what the page has: nothing to send
    return;
  }
  const auto [it, added] = waiting_.try_emplace(board, Waiting{std::string(text), hash, news, now});
  if (!added) {  // the latest wins; it waits since the first
    it->second.text = text;
    it->second.hash = hash;
    it->second.news = news;
  }
}

BoardPushes::Clock::time_point BoardPushes::due_at(int board, const Waiting& waiting) const {
  const auto found = sent_.find(board);
  const Sent sent = found == sent_.end() ? Sent{} : found->second;
  const Clock::time_point window = sent.at == Clock::time_point{} ? Clock::time_point{} : sent.at + gap_;
  if (waiting.news != sent.news) return window;   // news: as soon as the board's last push is old enough
  return std::max(window, waiting.since + gap_);  // the clocks alone: within the gap
}

std::vector<std::pair<int, std::string>> BoardPushes::due(Clock::time_point now) {
  std::vector<std::pair<int, std::string>> out;
  for (auto it = waiting_.begin(); it != waiting_.end();) {
    if (now < due_at(it->first, it->second)) {
      ++it;
      continue;
    }
    Sent& sent = sent_[it->first];
    sent.hash = it->second.hash;
    sent.news = it->second.news;
    sent.at = now;
    out.emplace_back(it->first, std::move(it->second.text));
    it = waiting_.erase(it);
  }
  return out;
}

std::optional<BoardPushes::Clock::time_point> BoardPushes::next_due() const {
  std::optional<Clock::time_point> next;
  for (const auto& [board, waiting] : waiting_) {
    const Clock::time_point at = due_at(board, waiting);
    if (!next || at < *next) next = at;
  }
  return next;
}

void BoardPushes::clear() {
  sent_.clear();
  waiting_.clear();
}

}  // namespace twinboard::hall
