// The arbiters' page (issue 21): one HTML file, hall/arbiters_page.html, built into the
// program so a hall needs no files beside it. It reads /arbiters.json and posts /action.
#pragma once

#include <string_view>

namespace twinboard::hall {

std::string_view arbiters_page();

}  // namespace twinboard::hall
