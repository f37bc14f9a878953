#include "runtime/arbiter_station.h"

#include "core/phrasebook.h"
#include "core/text_fold.h"

namespace twinboard::runtime {

Result<std::unique_ptr<ArbiterStations>, std::string> ArbiterStations::open(const std::string& path) {
  auto sockets = LineSockets::open(path, "the arbiter");
  if (!sockets) return Failure{sockets.error()};
  return std::unique_ptr<ArbiterStations>(new ArbiterStations(std::move(*sockets)));
}

void ArbiterStations::poll(const OrderHandler& order, const AdjournHandler& adjourn, Language language) {
  const ArbiterPhrases& said = phrasebook(language).arbiter;
  sockets_->poll(
      "arbiter station", [&](LineSockets::Connection& c) { sockets_->send(c, std::string(said.station_attached)); },
      [&](LineSockets::Connection& c, const std::string& text) {
        for (const std::string& answer : answer_arbiter_line(text, c.who, order, adjourn, language))
          sockets_->send(c, answer);
      },
      [&](LineSockets::Connection& c) {
        sockets_->send(c, "error: " + fill_in(said.line_too_long, {{"bytes", std::to_string(kMaxLine)}}));
      });
}

void ArbiterStations::broadcast(const std::string& line) { sockets_->broadcast(line); }

std::vector<std::string> answer_arbiter_line(const std::string& text, const std::string& who,
                                             const ArbiterStations::OrderHandler& order,
                                             const ArbiterStations::AdjournHandler& adjourn, Language language) {
  if (trim(text).empty()) return {};
  // `adjourn`, or `adjourn FILE`: the file's name as typed (its case kept).
  const std::string line(trim(text));
  const std::size_t space = line.find_first_of(" \t");
  if (fold(line.substr(0, space)) == "adjourn") {
    const std::string copy_to = space == std::string::npos ? "" : std::string(trim(line.substr(space)));
    if (const auto refused = adjourn(who, copy_to)) return {"error: " + *refused};
    return {"ok: adjourn"};
  }
  if (fold(trim(text)) == "help") {
    std::vector<std::string> lines;
    const std::string help = arbiter_help(language);
    for (std::size_t at = 0, end; (end = help.find('\n', at)) != std::string_view::npos; at = end + 1)
      lines.emplace_back(help.substr(at, end - at));
    lines.emplace_back("ok: help");
    return lines;
  }
  auto parsed = parse_arbiter_order(text, language);
  if (!parsed) return {"error: " + parsed.error()};
  // What the table logs about it reaches every station first, then the answer.
  if (const auto refused = order(*parsed, who)) return {"error: " + *refused};
  return {"ok: " + arbiter_line(*parsed)};
}

}  // namespace twinboard::runtime
