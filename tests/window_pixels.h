// Reading what a test's window drew: how many pixels of a rectangle have one colour.
#pragma once

#include "ui/table_window.h"

namespace twinboard::test {

inline int count(const ui::TableWindow& w, ui::Rect r, unsigned rgb) {
  int n = 0;
  for (int y = r.y; y < r.y + r.h; ++y)
    for (int x = r.x; x < r.x + r.w; ++x) n += w.pixel(x, y) == rgb;
  return n;
}

}  // namespace twinboard::test
