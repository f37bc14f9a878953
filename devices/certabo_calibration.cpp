#include "devices/certabo_calibration.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "core/position.h"
#include "devices/whole_board.h"

namespace twinboard::devices {
namespace {

std::string chip_text(certabo::ChipId chip) {
  std::string text;
  for (int b = 4; b >= 0; --b) text += (text.empty() ? "" : " ") + std::to_string((chip >> (8 * b)) & 0xff);
  return text;
}

}  // namespace

CertaboCalibration::CertaboCalibration(std::string file) : file_(std::move(file)) {
  if (file_.empty()) return;
  std::ifstream in(file_);
  read(in);
}

void CertaboCalibration::read(std::istream& in) {
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::string letter;
    words >> letter;
    certabo::ChipId chip = 0;
    int count = 0;
    for (int value; count < 5 && words >> value && value >= 0 && value <= 255; ++count)
      chip = chip << 8 | unsigned(value);
    const auto piece = letter.size() == 1 ? piece_from_fen_letter(letter[0]) : std::nullopt;
    if (piece && count == 5 && chip != certabo::kNoChip) pieces_[chip] = *piece;
  }
}

std::string CertaboCalibration::default_file() {
  const char* state = std::getenv("XDG_STATE_HOME");
  const char* home = std::getenv("HOME");
  if (state && *state) return std::string(state) + "/twinboard/certabo-chips";
  if (home && *home) return std::string(home) + "/.local/state/twinboard/certabo-chips";
  return "";
}

bool CertaboCalibration::learn(const std::array<certabo::ChipId, 64>& chips) {
  const std::array<Piece, 64> start = Position::start().board();
  const Square white_spare = make_square(3, 2), black_spare = make_square(3, 5);  // d3, d6
  std::map<certabo::ChipId, Piece> learned;
  std::set<certabo::ChipId> seen;
  for (int i = 0; i < 64; ++i) {
    const Square s = square_of_reading_index(i);
    const certabo::ChipId chip = chips[size_t(i)];
    Piece piece = start[size_t(index(s))];
    if (s == white_spare && chip != certabo::kNoChip) piece = make_piece(Color::White, PieceType::Queen);
    if (s == black_spare && chip != certabo::kNoChip) piece = make_piece(Color::Black, PieceType::Queen);
    if (is_piece(piece) != (chip != certabo::kNoChip)) return false;  // not a calibration position
    if (chip == certabo::kNoChip) continue;
    if (!seen.insert(chip).second) return false;  // two squares with one chip: noise
    // A chip known already must stand where its piece belongs: a known set set up wrongly
    // (a knight and a bishop swapped) is never learned again as if it were right.
    if (const auto known = pieces_.find(chip); known != pieces_.end() && known->second != piece) return false;
    learned[chip] = piece;
  }
  bool news = false;
  for (const auto& [chip, piece] : learned) news = pieces_.emplace(chip, piece).second || news;
  if (news) save();
  return news;
}

Piece CertaboCalibration::piece_of(certabo::ChipId chip) const {
  const auto it = pieces_.find(chip);
  return it == pieces_.end() ? Piece::None : it->second;
}

void CertaboCalibration::save() const {
  if (file_.empty()) return;
  std::error_code error;
  std::filesystem::create_directories(std::filesystem::path(file_).parent_path(), error);
  const std::string part = file_ + ".part";
  {
    std::ofstream out(part, std::ios::trunc);
    for (const auto& [chip, piece] : pieces_) out << fen_letter(piece) << ' ' << chip_text(chip) << '\n';
    if (!out.flush()) return;  // kept in memory; the next calibration tries again
  }
  std::filesystem::rename(part, file_, error);
}

}  // namespace twinboard::devices
