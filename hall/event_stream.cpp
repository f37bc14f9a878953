#include "hall/event_stream.h"

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

}  // namespace twinboard::hall
