#include "work_counts.h"

namespace twinboard {

WorkCounts& work_counts() {
  static WorkCounts counts;  // zero-initialised before any use: no initialisation order to mind
  return counts;
}

}  // namespace twinboard
