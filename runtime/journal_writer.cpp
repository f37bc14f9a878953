#include "journal_writer.h"

#include <exception>

namespace twinboard::runtime {

JournalWriter::Change JournalWriter::write(const Event& event, const std::string& source) {
  const bool was_failing = !unwritten_.empty();
  unwritten_.emplace_back(event, source);
  try {
    while (!unwritten_.empty()) {
      journal_->append(unwritten_.front().first, unwritten_.front().second);
      unwritten_.pop_front();
    }
    return was_failing ? Change::CaughtUp : Change::None;
  } catch (const std::exception& e) {
    const auto* trouble = dynamic_cast<const JournalWriteError*>(&e);
    trouble_ = trouble ? trouble->trouble : WriteTrouble::Other;
    why_ = e.what();
    return was_failing ? Change::None : Change::Failing;
  }
}

std::optional<std::string> JournalWriter::finish(const std::string& result) {
  if (!unwritten_.empty()) return std::nullopt;  // the result waits for the events before it
  try {
    if (!journal_->result()) journal_->finish(result);
  } catch (const std::exception& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

std::optional<std::string> JournalWriter::reopen() {
  try {
    if (journal_->result()) journal_->reopen();
  } catch (const std::exception& e) {
    return std::string(e.what());
  }
  return std::nullopt;
}

}  // namespace twinboard::runtime
