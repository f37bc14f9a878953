#include "command_failure.h"

#include <iostream>

#include "runtime/journal.h"

namespace twinboard::app {

ExitStatus exit_status(FailureKind kind) {
  switch (kind) {
    case FailureKind::BadInput: return kBadInput;
    case FailureKind::UsageOrIo: return kUsageOrIo;
    case FailureKind::RecordElsewhere: return kRecordElsewhere;
  }
  return kUsageOrIo;
}

CommandFailure failure_of(const std::exception& e) {
  // Refused, never misread (docs/reliability.md): the journal is bad input, not a lost file.
  if (dynamic_cast<const DamagedJournal*>(&e)) return {FailureKind::BadInput, e.what()};
  return {FailureKind::UsageOrIo, e.what()};
}

int report(std::string_view command, const CommandFailure& failure) {
  std::cerr << "twinboard " << command << ": " << failure.why << '\n';
  return exit_status(failure.kind);
}

}  // namespace twinboard::app
