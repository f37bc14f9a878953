#include "hand_actions.h"

#include <algorithm>

namespace twinboard::runtime {

std::vector<std::string> hand_actions(const Position& before, LegalMove move, bool identified) {
  Position after = before;
  after.play(move);
  const auto& was = before.board();
  const auto& now = after.board();
  const Color mover = before.side_to_move();
  std::vector<std::string> out;
  std::vector<int> vacated, landed;
  for (int sq = 0; sq < 64; ++sq) {
    const Piece b = was[size_t(sq)], a = now[size_t(sq)];
    if (a == b) continue;
    if (is_piece(b) && color_of(b) != mover) out.push_back("lift " + square_name(Square(sq)));
    if (is_piece(b) && color_of(b) == mover) vacated.push_back(sq);
    if (is_piece(a)) landed.push_back(sq);
  }
  std::stable_sort(vacated.begin(), vacated.end(), [&](int x, int y) {
    return type_of(was[size_t(x)]) == PieceType::King && type_of(was[size_t(y)]) != PieceType::King;
  });
  auto place = [&](int sq) {
    std::string line = "place " + square_name(Square(sq));
    if (identified) line += std::string(" ") + fen_letter(now[size_t(sq)]);
    out.push_back(line);
  };
  for (int from : vacated) {
    out.push_back("lift " + square_name(Square(from)));
    auto same =
        std::find_if(landed.begin(), landed.end(), [&](int to) { return now[size_t(to)] == was[size_t(from)]; });
    if (same == landed.end()) same = landed.begin();  // a promotion: the new piece goes there
    if (same == landed.end()) continue;
    place(*same);
    landed.erase(same);
  }
  return out;
}

}  // namespace twinboard::runtime
