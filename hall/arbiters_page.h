// The hall's pages (issues 21 and 37): two HTML files, hall/arbiters_page.html and
// hall/spectators_page.html, built into the program so a hall needs no files beside them.
// Each is served with its marks filled in the reader's language (page_language.h). The
// arbiters' page reads /arbiters/events (pushed) and posts /action; the spectators' page
// reads /spectators/events.
#pragma once

#include <string_view>

namespace twinboard::hall {

std::string_view arbiters_page();
std::string_view spectators_page();

}  // namespace twinboard::hall
