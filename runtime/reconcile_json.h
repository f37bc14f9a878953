// A reconciliation (F2.7, F2.8) as the JSON object that `twinboard reconcile` prints and
// the table's "reconcile" effect carries (docs/scenario-format.md describes the fields).
#pragma once

#include <nlohmann/json.hpp>

#include "core/reconcile_outcome.h"

namespace twinboard::runtime {

nlohmann::ordered_json reconciliation_json(const Reconciliation& r);

}  // namespace twinboard::runtime
